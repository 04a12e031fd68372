package trf

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// singleValued lists the header records that may occur once; a repetition is
// ignored with W-TRF-DUPLICATE (docs/formats.md §5.2).
var singleValued = scan.WordSet("" +
	"012|022|032|042|052|062|072|082|092|102|122|132|142|152|162|172|182|192|202|212|" +
	"222|352|362|XXR|BBW|BBD|BBL|BBZ|BBF|BBU")

// knownIgnored lists records this reader recognises but does not interpret:
// their content has no place in the individual model.
var knownIgnored = scan.WordSet("102|112|122|132|152|172|182|222|082|250|260|801|802|XXC|XXA|XXP")

// trf26Only lists the records that TRF16 does not have.
var trf26Only = scan.WordSet("" +
	"142|152|162|172|182|192|202|212|222|352|362|240|250|260|299|300|310|320|330|801|" +
	"802")

// headerValue returns the value of a header line: the text from column 5,
// trimmed, or from column 4 when column 4 is not a space (W-TRF-FIELD).
func (r *trfReader) headerValue(ln int, code, s string) string {
	if len(s) <= 3 {
		return ""
	}
	if s[3] != ' ' {
		r.d.Warn(scan.WTrfField, ln, 4, scan.MsgS(&msg.ReaderTRFColumn4, code))
		return strings.TrimSpace(s[3:])
	}
	return strings.TrimSpace(s[4:])
}

// header reads one record other than 001.
func (r *trfReader) header(ln int, code, s string) {
	if trf26Only[code] {
		r.trf26 = true
	}
	if strings.HasPrefix(code, "XX") || strings.HasPrefix(code, "BB") {
		r.trfx = true
	}
	if singleValued[code] {
		if prev, dup := r.first[code]; dup {
			r.d.Warn(scan.WTrfDuplicate, ln, 1, scan.MsgSI(&msg.ReaderTRFDuplicate, code, prev))
			return
		}
		r.first[code] = ln
	}
	switch code {
	case "012":
		r.ev.Name = r.headerValue(ln, code, s)
	case "022":
		r.ev.City = r.headerValue(ln, code, s)
		r.lichess = r.lichess || strings.Contains(strings.ToLower(r.ev.City), "lichess.org")
	case "032":
		r.ev.Federation = r.headerValue(ln, code, s)
		r.lichess = r.lichess || strings.EqualFold(r.ev.Federation, "lichess")
	case "042", "052": // read by readDates, which compares the two
	case "062":
		r.count062, r.line062 = leadingInt(r.headerValue(ln, code, s)), ln
	case "072":
		r.count072, r.line072 = leadingInt(r.headerValue(ln, code, s)), ln
	case "092":
		r.ev.TypeText = r.headerValue(ln, code, s)
		r.team = r.team || hasAnyWord(r.ev.TypeText, teamWords)
	case "102":
		r.lichess = r.lichess || strings.Contains(strings.ToLower(s), "lichess.org")
	case "142", "XXR":
		r.roundsRecord(ln, code, s)
	case "162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		r.scoring.lines = append(r.scoring.lines, ln)
	case "192":
		r.ev.TypeCode = r.headerValue(ln, code, s)
		r.team = r.team || strings.Contains(strings.ToUpper(r.ev.TypeCode), "TEAM")
	case "202", "212":
		l := &tbList{line: ln}
		l.parse(r, code, s)
		if code == "202" {
			r.tb202 = l
		} else {
			r.tb212 = l
		}
	case "013", "310":
		r.team = true
		r.later = append(r.later, ln)
	case "240", "299", "XXZ", "300", "320", "330", "352", "362":
		r.later = append(r.later, ln)
	default:
		if !knownIgnored[code] {
			r.unknownRecord(ln, code, s)
		}
	}
}

// roundsRecord reads the number of rounds of a 142 or XXR record.
func (r *trfReader) roundsRecord(ln int, code, s string) {
	v := r.headerValue(ln, code, s)
	n, err := strconv.Atoi(strings.Fields(v + " x")[0])
	if err != nil || n < 0 {
		r.d.Warn(scan.WTrfField, ln, 5, scan.MsgS(&msg.ReaderTRFRoundsField, code, scan.Quote(v)))
		return
	}
	if code == "142" {
		r.rounds142, r.line142 = n, ln
	} else {
		r.roundsXXR, r.lineXXR = n, ln
	}
}

// unknownRecord counts a record of a code the reader does not know, or
// warns of a line that is not a record at all (W-LINE-SKIPPED); the column
// ruler under FIDE's guide (columnRuler) counts with the records not read,
// as the guide itself does.
func (r *trfReader) unknownRecord(ln int, code, s string) {
	if !recordShaped(s) && !columnRuler(s) {
		if strings.TrimSpace(s) != "" && !scan.IsRuleLine(s) {
			r.d.SkipLine(r.dec.Lines, ln, &msg.ReaderLineSkippedTRF, "a record: a code of three capitals or digits, a space, the record's fields")
		}
		return
	}
	r.unknown++
	if r.unknownLine == 0 {
		r.unknownLine = ln
	}
	if len(r.unknownCodes) < 10 && !slices.Contains(r.unknownCodes, code) && code != "" {
		r.unknownCodes = append(r.unknownCodes, code)
	}
}

// leadingInt returns the integer at the start of s ("129 (88)" gives 129), or
// -1 when there is none.
func leadingInt(s string) int {
	i := 0
	for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return -1
	}
	n, _ := strconv.Atoi(s[:i])
	return n
}

// finishHeaders interprets what depends on several headers: dates, scoring,
// the tie-break list, the system, the unknown-record count.
func (r *trfReader) finishHeaders() {
	r.readDates()
	r.readScoring()
	r.chooseTieBreaks()
	r.deriveSystem()
	if r.unknown > 0 {
		m := scan.Counted(r.unknown, &msg.ReaderUnknownRecordsOne, &msg.ReaderUnknownRecords)
		if len(r.unknownCodes) > 0 {
			m = scan.Counted(r.unknown, &msg.ReaderUnknownRecordsOneCodes, &msg.ReaderUnknownRecordsCodes, strings.Join(r.unknownCodes, ", "))
		}
		r.d.Info(scan.ITrfUnknownRecords, r.unknownLine, m)
	}
}

// Words of record 092 that name a system (docs/formats.md §5.3).
var (
	swissWords = []string{"swiss", "svizzero", "suizo", "schweizer"}
	rrWords    = []string{"round robin", "robin", "berger", "all'italiana", "italiana", "rundenturnier",
		"todos contra todos"}
	doubleWords = []string{"double", "doppio", "doble", "doppelrunden", "2x", "two-legged"}
	teamWords   = []string{"team", "squadre", "equipos", "mannschaft"}
)

// hasAnyWord reports whether text, lower-cased with '-' and '_' read as
// spaces, contains one of words.
func hasAnyWord(text string, words []string) bool {
	t := strings.NewReplacer("-", " ", "_", " ").Replace(strings.ToLower(text))
	for _, w := range words {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// deriveSystem applies steps 1 and 2 of "Deriving System" (docs/formats.md §5.3):
// from 192, else from 092. The engine applies the data rule of step 3.
func (r *trfReader) deriveSystem() {
	if c := strings.ToUpper(r.ev.TypeCode); c != "" {
		why := scan.MsgS(&msg.ReasonSystemTRF192, r.ev.TypeCode)
		switch {
		case strings.Contains(c, "DOUBLEROUNDROBIN"):
			r.ev.System, r.ev.SystemReason = engine.DoubleRoundRobin, why
		case strings.Contains(c, "ROUNDROBIN"):
			r.ev.System, r.ev.SystemReason = engine.RoundRobin, why
		case strings.Contains(c, "DOUBLESWISS"), strings.Contains(c, "SWISS"), strings.Contains(c, "DUTCH"),
			strings.Contains(c, "DUBOV"), strings.Contains(c, "BURSTEIN"):
			r.ev.System, r.ev.SystemReason = engine.Swiss, why
		}
		if r.ev.System != engine.UnknownSystem {
			return
		}
	}
	if t := r.ev.TypeText; t != "" {
		why := scan.MsgS(&msg.ReasonSystemTRF092, t)
		switch {
		case hasAnyWord(t, swissWords):
			r.ev.System, r.ev.SystemReason = engine.Swiss, why
		case hasAnyWord(t, rrWords) && hasAnyWord(t, doubleWords):
			r.ev.System, r.ev.SystemReason = engine.DoubleRoundRobin, why
		case hasAnyWord(t, rrWords):
			r.ev.System, r.ev.SystemReason = engine.RoundRobin, why
		}
	}
}

// readDates reads 042 and 052, choosing among the readings of ambiguous
// dates those that put the start on or before the end (docs/formats.md §3.7).
func (r *trfReader) readDates() {
	var raws [2]string
	var lines [2]int
	for i, code := range []string{"042", "052"} {
		if ln := r.first[code]; ln > 0 {
			raws[i], lines[i] = r.headerValue(ln, code, r.dec.Lines[ln-1]), ln
		}
	}
	sr, er := DateReadings(raws[0]), DateReadings(raws[1])
	for i, rs := range [][]engine.Date{sr, er} {
		if raws[i] != "" && len(rs) == 0 {
			r.d.WarnQuoted(scan.WTrfField, lines[i], 5, &msg.ReaderTRFDate, raws[i])
		}
	}
	si, ei := 0, 0
	if len(sr) > 1 || len(er) > 1 {
	search:
		for a := range sr {
			for b := range er {
				if !er[b].Before(sr[a].Y, sr[a].M, sr[a].D) {
					si, ei = a, b
					break search
				}
			}
		}
	}
	if len(sr) > 0 {
		r.ev.StartDate = sr[si]
		if len(sr) > 1 {
			var alts []string
			code, sev, id := scan.IDateAssumed, scan.SeverityInfo, msg.ReaderDateAssumed
			for i, a := range sr {
				if i != si {
					alts = append(alts, a.String())
					if sides(a, sr[si]) {
						code, sev, id = scan.WDateAmbiguous, scan.SeverityWarning, msg.ReaderDateAmbiguous
					}
				}
			}
			r.d.At(sev, code, lines[0], 5, 5, "", "", scan.MsgA(&id, scan.Quote(raws[0]), msg.Or(alts...), sr[si]))
		}
	} else if raws[0] != "" {
		r.ev.StartDate = engine.Date{Raw: raws[0]}
	}
	if len(er) > 0 {
		r.ev.EndDate = er[ei]
	} else if raws[1] != "" {
		r.ev.EndDate = engine.Date{Raw: raws[1]}
	}
}

// sides reports whether two dates fall on different sides of a rule-edition
// cut-over (docs/tiebreaks.md §3.2: 2024-08-01 and 2026-03-01).
func sides(a, b engine.Date) bool {
	for _, c := range [][3]int{{2024, 8, 1}, {2026, 3, 1}} {
		if a.Before(c[0], c[1], c[2]) != b.Before(c[0], c[1], c[2]) {
			return true
		}
	}
	return false
}

var monthNames = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// DateReadings returns every reading of a date text allowed by docs/formats.md
// §3.7, the preferred one first, or nil when the text is not a date.
func DateReadings(raw string) []engine.Date {
	s := strings.TrimSpace(raw)
	if s == "" {
		return nil
	}
	var out []engine.Date
	add := func(y, m, d int, full bool) {
		if m < 0 || m > 12 || d < 0 || d > 31 || (full && (m == 0 || d == 0)) || y <= 0 {
			return
		}
		dt := engine.Date{Y: y, M: m, D: d, Raw: s}
		for _, o := range out {
			if o == dt {
				return
			}
		}
		out = append(out, dt)
	}
	// English month names: "Jun 26, 2020", "June 26 2020", "26 Jun 2020".
	if f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ',' || r == '.' }); len(f) == 3 {
		mi, di := -1, -1
		for i, w := range f[:2] {
			if len(w) >= 3 && unicode.IsLetter(rune(w[0])) {
				for m, n := range monthNames {
					if strings.HasPrefix(w, n) {
						mi, di = m+1, 1-i
					}
				}
			}
		}
		if mi > 0 && len(f[2]) == 4 {
			d, e1 := strconv.Atoi(f[di])
			y, e2 := strconv.Atoi(f[2])
			if e1 == nil && e2 == nil {
				add(y, mi, d, true)
				return out
			}
		}
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == '/' || r == '-' || r == ' ' })
	n := make([]int, len(parts))
	for i, p := range parts {
		if len(p) > 4 && !(len(parts) == 1 && len(p) == 8) {
			return nil
		}
		for _, c := range p {
			if c < '0' || c > '9' {
				return nil
			}
		}
		n[i], _ = strconv.Atoi(p)
	}
	yy := func(v int) int {
		if v < 70 {
			return 2000 + v
		}
		return 1900 + v
	}
	switch {
	case len(parts) == 1 && len(parts[0]) == 4:
		add(n[0], 0, 0, false)
	case len(parts) == 1 && len(parts[0]) == 8:
		add(n[0]/10000, n[0]/100%100, n[0]%100, false)
	case len(parts) == 2 && len(parts[0]) == 4:
		add(n[0], n[1], 0, false)
	case len(parts) != 3:
	case len(parts[0]) == 4:
		add(n[0], n[1], n[2], false)
	case len(parts[2]) == 4:
		add(n[2], n[1], n[0], true) // day first
		add(n[2], n[0], n[1], true) // MM/DD/YYYY
	case len(parts[0]) <= 2 && len(parts[1]) <= 2 && len(parts[2]) <= 2:
		add(yy(n[0]), n[1], n[2], true) // YY.MM.DD
		if n[1] > 12 {
			add(yy(n[0]), n[2], n[1], true) // YY.DD.MM, recognisable only so
		}
	}
	return out
}

// tbList is a parsed 202 or 212 record.
type tbList struct {
	line  int
	items []string
}

// Acronyms defined by MTB26 (docs/formats.md §5.5), upper-cased.
var mtb26 = scan.WordSet("" +
	"DE|BPG|BWG|REP|STD|SB|ARO|TPR|PTP|APRO|APPO|RTNG|WIN|WON|PS|TPN|BH|AOB|FB|KS|BC|" +
	"TBR|BBE|MPVGP|EMMSB|EMGSB|EGMSB|EGGSB|SSSC|PTS")

// isModifierLetter reports whether c starts a descriptor modifier (§5.5,
// and the edition modifier V of docs/tiebreaks.md §3.2).
func isModifierLetter(c byte) bool { return strings.IndexByte("CMLKPFRV", c) >= 0 }

// parse reads the descriptors of a 202 or 212 line: upper-cased, with the
// legacy separators '-', '#' and '!' before a modifier letter written as '/'.
func (l *tbList) parse(r *trfReader, code, s string) {
	rs := []rune(s)
	col := 5
	if len(rs) > 3 && rs[3] != ' ' {
		col = 4
	}
	l.items = []string{}
	for i := col - 1; i < len(rs); {
		if rs[i] == ',' || rs[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(rs) && rs[j] != ',' && rs[j] != ' ' {
			j++
		}
		raw := string(rs[i:j])
		r.descriptor(l, code, raw, i+1)
		i = j
	}
	if code == "212" && len(l.items) > 0 && l.items[0] == "PTS" {
		l.items = l.items[1:]
	}
}

// descriptor normalises and checks one descriptor found at column col.
func (r *trfReader) descriptor(l *tbList, code, raw string, col int) {
	d := []byte(strings.ToUpper(raw))
	legacy := false
	nameEnd := len(d)
	if i := strings.IndexAny(string(d), "/:"); i >= 0 {
		nameEnd = i
	}
	other := strings.HasPrefix(string(d), "OTHER_")
	for i := 0; i+1 < len(d); i++ {
		if (d[i] == '-' || d[i] == '#' || d[i] == '!') && isModifierLetter(d[i+1]) && !(other && i < nameEnd) && i > 0 {
			d[i] = '/'
			legacy = true
			if i < nameEnd {
				nameEnd = i
			}
		}
	}
	desc := string(d)
	l.items = append(l.items, desc)
	name := desc[:nameEnd]
	switch {
	case legacy:
		r.d.Warn(scan.WTbLegacy, l.line, col, scan.MsgS(&msg.ReaderTbSeparator, scan.Quote(raw), code, scan.Quote(desc)))
	case name == "GE" || name == "MPTS" || name == "GPTS":
		r.d.Warn(scan.WTbLegacy, l.line, col, scan.MsgS(&msg.ReaderTbOldName, scan.Quote(raw), code))
	}
	if !other && !mtb26[name] && !strings.HasPrefix(name, "EDE") && name != "GE" && name != "MPTS" && name != "GPTS" {
		r.d.Warn(scan.WTbUnknown, l.line, col, scan.MsgS(&msg.ReaderTbUnknown, scan.Quote(raw), code))
	}
}

// chooseTieBreaks sets Event.TieBreaks from 212 or 202 (docs/formats.md §5.5).
func (r *trfReader) chooseTieBreaks() {
	switch {
	case r.tb212 != nil:
		r.ev.TieBreaks, r.ev.TieBreakSource = r.tb212.items, "212"
		if r.tb202 != nil && strings.Join(r.tb202.items, ",") != strings.Join(r.tb212.items, ",") {
			r.d.Warn(scan.WTbConflict, r.tb202.line, 5, scan.MsgA(&msg.ReaderTbConflict,
				strings.Join(r.tb202.items, ","), strings.Join(r.tb212.items, ","), r.tb212.line))
		}
	case r.tb202 != nil:
		r.ev.TieBreaks, r.ev.TieBreakSource = r.tb202.items, "202"
	}
}

// recordShaped reports whether a line is shaped as a TRF record: a code of
// three capitals or digits, then a space or the line's end. A record of
// an unknown code so shaped is another program's (I-TRF-UNKNOWN-RECORDS);
// a line not so shaped is no record (W-LINE-SKIPPED).
func recordShaped(s string) bool {
	if len(s) < 3 || len(s) > 3 && s[3] != ' ' {
		return false
	}
	for i := range 3 {
		if c := s[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
