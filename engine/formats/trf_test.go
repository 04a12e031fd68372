package formats

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// readFile reads a file of testdata.
func readFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// mustRead reads a TRF that must have no error.
func mustRead(t testing.TB, data []byte) (*engine.Event, []scan.Diagnostic) {
	t.Helper()
	ev, diags, err := ReadTRF(data, "test.trf")
	if err != nil {
		t.Fatalf("ReadTRF: %v\n%s", err, dumpDiags(err.(*scan.Error).Diags))
	}
	return ev, diags
}

func dumpDiags(ds []scan.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "  %s %s %s\n", d.Severity, string(d.Code), d.Error())
	}
	return b.String()
}

// codes returns the codes of the diagnostics.
func codes(ds []scan.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		out = append(out, string(d.Code))
	}
	return out
}

func hasCode(ds []scan.Diagnostic, code string) bool {
	for _, d := range ds {
		if string(d.Code) == code {
			return true
		}
	}
	return false
}

// entryString writes an entry compactly: opponent, colour, code, detail;
// "5w1", "0-U", "7b-/double-forfeit", "0-" for not yet.
func entryString(e engine.Entry) string {
	s := fmt.Sprintf("%d%s%s", e.Opponent, e.Colour, e.Kind.Code())
	if e.Detail != "" {
		s += "/" + e.Detail
	}
	return s
}

// roundsString writes a player's entries separated by blanks.
func roundsString(p engine.Player) string {
	var f []string
	for _, e := range p.Rounds {
		f = append(f, entryString(e))
	}
	return strings.Join(f, " ")
}

// computed sums a player's points under the event's scoring, without the
// announced byes.
func computed(ev *engine.Event, p engine.Player) engine.Score {
	var s engine.Score
	for _, e := range p.Rounds {
		if e.Detail != engine.DetailAnnounced {
			s += ev.Scoring.Points(e)
		}
	}
	return s
}

// p001 builds a 001 line: start number, name, rating (0 = blank), declared
// points ("" = blank) and round blocks of 8 characters, trailing blanks
// removed.
func p001(no int, name string, rating int, pts string, blocks ...string) string {
	rs := []rune(strings.Repeat(" ", 91))
	put := func(col int, s string) { copy(rs[col-1:], []rune(s)) }
	put(1, "001")
	put(5, fmt.Sprintf("%4d", no))
	put(15, name)
	if rating > 0 {
		put(49, fmt.Sprintf("%4d", rating))
	}
	put(81, fmt.Sprintf("%4s", pts))
	s := string(rs)
	for i, b := range blocks {
		if i > 0 {
			s += "  "
		}
		s += fmt.Sprintf("%-8s", b)
	}
	return strings.TrimRight(s, " ")
}

// at builds a line from (column, text) pairs, columns 1-based.
func at(pairs ...any) string {
	var rs []rune
	for i := 0; i+1 < len(pairs); i += 2 {
		col, text := pairs[i].(int), []rune(pairs[i+1].(string))
		for len(rs) < col-1+len(text) {
			rs = append(rs, ' ')
		}
		copy(rs[col-1:], text)
	}
	return string(rs)
}

// trf joins lines with LF.
func trfText(lines ...string) []byte { return []byte(strings.Join(lines, "\n") + "\n") }

func TestReadTRFFixtures(t *testing.T) {
	tests := []struct {
		file             string
		players, rounds  int
		system           engine.System
		withdrawn        []int
		firstPlayerRound string // roundsString of the first player
	}{
		{"tec-swiss-5-2024.trf", 16, 5, engine.Swiss, []int{12}, "9w1 13b= 2w= 15b1 4w="},
		{"tec-swiss-5-2026.trf", 16, 5, engine.Swiss, []int{12}, "9w1 13b= 2w= 15b1 4w="},
		{"tec-swiss-9.trf", 16, 9, engine.Swiss, nil, "9w1 13b= 2w= 15b1 4w= 6b= 3b= 16w= 8b1"},
		{"tec-rr-6.trf", 6, 5, engine.RoundRobin, nil, "5w= 2w1 3b1 4w0 6b1"},
		{"koya-rr-8.trf", 8, 7, engine.RoundRobin, nil, "3b1 4w0 2b0 7w= 5b1 6b= 8w0"},
		{"pl-2026-swiss.trf", 14, 5, engine.Swiss, nil, "14w1 2w1 3b= 5b= 7w1"},
		{"forlano-9.trf", 9, 5, engine.Swiss, []int{9}, "5w1 4b= 2w0 9b0 8w1"},
		{"campionato-italiano-2009.trf", 12, 11, engine.RoundRobin, nil, "12w1 2w= 3b0 4w1 5b= 6w1 7b1 8w1 9b= 10w= 11b="},
		{"sample-individual.trf", 7, 4, engine.Swiss, []int{7}, "5w1 2b1 4w1 6b1"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			ev, diags := mustRead(t, readFile(t, tc.file))
			for _, d := range diags {
				if d.Severity == scan.SeverityWarning {
					t.Errorf("unexpected warning %s", d.Error())
				}
			}
			if len(ev.Players) != tc.players || ev.Rounds != tc.rounds || ev.PlayedRounds != tc.rounds {
				t.Errorf("players %d rounds %d played %d; want %d, %d, %d", len(ev.Players), ev.Rounds, ev.PlayedRounds,
					tc.players, tc.rounds, tc.rounds)
			}
			if ev.System != tc.system || !strings.HasPrefix(ev.SystemReason.English(), "TRF ") {
				t.Errorf("system %v (%q), want %v", ev.System, ev.SystemReason.English(), tc.system)
			}
			var withdrawn []int
			for i, p := range ev.Players {
				if i > 0 && ev.Players[i-1].StartNo >= p.StartNo {
					t.Errorf("players not sorted at %d", p.StartNo)
				}
				if len(p.Rounds) != ev.Rounds {
					t.Errorf("player %d has %d entries", p.StartNo, len(p.Rounds))
				}
				if p.DeclaredPoints == nil || *p.DeclaredPoints != computed(ev, p) {
					t.Errorf("player %d: declared %v, computed %v", p.StartNo, p.DeclaredPoints, computed(ev, p))
				}
				if p.Withdrawn {
					withdrawn = append(withdrawn, p.StartNo)
				}
			}
			if fmt.Sprint(withdrawn) != fmt.Sprint(tc.withdrawn) {
				t.Errorf("withdrawn %v, want %v", withdrawn, tc.withdrawn)
			}
			if got := roundsString(ev.Players[0]); got != tc.firstPlayerRound {
				t.Errorf("player 1: %s, want %s", got, tc.firstPlayerRound)
			}
			if ev.Provenance.Format != "TRF" || ev.Provenance.StartNumbers != "explicit" || ev.Provenance.Colours != "known" ||
				ev.Provenance.RoundOrder != "known" || ev.Provenance.Encoding != "UTF-8" || ev.Provenance.LineEnding != "LF" {
				t.Errorf("provenance %+v", ev.Provenance)
			}
		})
	}
}

// TestSample checks the individual sample of docs/formats.md §5.15 field by field.
func TestSample(t *testing.T) {
	data := readFile(t, "sample-individual.trf")
	for _, le := range []string{"LF", "CRLF", "CR"} {
		t.Run(le, func(t *testing.T) {
			in := string(data)
			switch le {
			case "CRLF":
				in = strings.ReplaceAll(in, "\n", "\r\n")
			case "CR":
				in = strings.ReplaceAll(in, "\n", "\r")
			}
			ev, diags := mustRead(t, []byte(in))
			if len(diags) != 0 {
				t.Errorf("diagnostics:\n%s", dumpDiags(diags))
			}
			checkSample(t, ev)
			if ev.Provenance.LineEnding != le {
				t.Errorf("line ending %q, want %q", ev.Provenance.LineEnding, le)
			}
		})
	}
}

// checkSample compares an event with the expected model of docs/formats.md §5.15.
func checkSample(t *testing.T, ev *engine.Event) {
	t.Helper()
	if ev.Name != "Torneo di prova (constructed sample)" || ev.City != "Milano" || ev.Federation != "ITA" {
		t.Errorf("name %q city %q federation %q", ev.Name, ev.City, ev.Federation)
	}
	if ev.StartDate != (engine.Date{Y: 2026, M: 3, D: 14, Raw: "2026/03/14"}) || ev.EndDate.String() != "2026/03/15" {
		t.Errorf("dates %+v %+v", ev.StartDate, ev.EndDate)
	}
	if ev.TypeText != "Individual: Swiss-System" || ev.TypeCode != "FIDE_DUTCH_2026" || ev.System != engine.Swiss ||
		ev.SystemReason.English() != "TRF 192: FIDE_DUTCH_2026" {
		t.Errorf("type %q %q %v %q", ev.TypeText, ev.TypeCode, ev.System, ev.SystemReason.English())
	}
	if ev.Rounds != 4 || ev.PlayedRounds != 4 {
		t.Errorf("rounds %d played %d", ev.Rounds, ev.PlayedRounds)
	}
	if !ev.Scoring.IsDefault() {
		t.Errorf("scoring %+v", ev.Scoring)
	}
	if strings.Join(ev.TieBreaks, ",") != "DE,WIN,WON,BPG" || ev.TieBreakSource != "202" {
		t.Errorf("tie-breaks %q from %q", ev.TieBreaks, ev.TieBreakSource)
	}
	pv := ev.Provenance
	if pv.Format != "TRF" || pv.FormatVersion != "TRF26" || pv.Encoding != "UTF-8" || pv.Colours != "known" {
		t.Errorf("provenance %+v", pv)
	}
	want := []struct {
		no                 int
		name, title, sex   string
		rating             int
		fed, birth, points string
		rank               int
		rounds             string
	}{
		{1, "Rossi, Marco", "FM", "m", 2210, "ITA", "1990/00/00", "4.0", 1, "5w1 2b1 4w1 6b1"},
		{2, "García, Lucía", "WIM", "w", 2150, "ESP", "1998/00/00", "3.0", 2, "6b1 1w0 3b1 4b1"},
		{3, "Bianchi, Luca", "", "m", 2085, "ITA", "", "1.0", 6, "7w= 4b0 2w0 5b="},
		{4, "Müller, Jonas", "", "m", 1990, "GER", "2005/00/00", "2.0", 3, "0-U 3w1 1b0 2w0"},
		{5, "Verdi, Anna", "", "w", 1920, "ITA", "", "2.0", 4, "1b0 7w+ 0-H 3w="},
		{6, "Neri, Paolo", "", "m", 1850, "ITA", "", "1.5", 5, "2w0 0-U 7b= 1w0"},
		{7, "Russo, Elena", "", "w", 1700, "ITA", "", "1.0", 7, "3b= 5b- 6w= 0-Z/withdrawn"},
	}
	if len(ev.Players) != len(want) {
		t.Fatalf("%d players", len(ev.Players))
	}
	for i, w := range want {
		p := ev.Players[i]
		got := fmt.Sprintf("%d|%s|%s|%s|%d|%s|%s|%v|%d|%s|%v", p.StartNo, p.Name, p.Title, p.Sex, p.Rating, p.Federation,
			p.BirthDate, p.DeclaredPoints, p.DeclaredRank, roundsString(p), p.Withdrawn)
		exp := fmt.Sprintf("%d|%s|%s|%s|%d|%s|%s|%s|%d|%s|%v", w.no, w.name, w.title, w.sex, w.rating, w.fed, w.birth,
			w.points, w.rank, w.rounds, w.no == 7)
		if got != exp {
			t.Errorf("player %d:\n got %s\nwant %s", w.no, got, exp)
		}
		if p.Pos != (engine.Pos{Line: 17 + i, Col: 1}) {
			t.Errorf("player %d at %+v", w.no, p.Pos)
		}
		if computed(ev, p).String() != w.points {
			t.Errorf("player %d computed %s", w.no, computed(ev, p))
		}
	}
	if e := ev.Players[4].Rounds[1]; e.Pos != (engine.Pos{Line: 21, Col: 102}) {
		t.Errorf("entry position %+v", e.Pos)
	}
}

// sampleLine returns the 001 line of a player in the §5.15 sample.
func sampleLine(t *testing.T, startNo int) string {
	prefix := fmt.Sprintf("001 %4d ", startNo)
	for _, l := range strings.Split(string(readFile(t, "sample-individual.trf")), "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	t.Fatalf("no line for %d", startNo)
	return ""
}

// sampleWithLine replaces the 001 line of a player in the §5.15 sample.
func sampleWithLine(t *testing.T, startNo int, line string) []byte {
	lines := strings.Split(string(readFile(t, "sample-individual.trf")), "\n")
	prefix := fmt.Sprintf("001 %4d ", startNo)
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			lines[i] = line
			return []byte(strings.Join(lines, "\n"))
		}
	}
	t.Fatalf("no line for %d", startNo)
	return nil
}

// TestShiftedLines reads the three lines of docs/formats.md §5.13.
func TestShiftedLines(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(string(readFile(t, "shifted.txt"))), "\n")
	tests := []struct {
		line  string
		shift string // "" = no W-TRF-SHIFT
		name  string
	}{
		{lines[0], "", "García, Lucía"},
		{lines[1], "line 18 by -2", "García, Lucía"},
		{lines[2], "line 18 by +2", "Garc\u00c3\u00ada, Luc\u00c3\u00ada"},
	}
	for i, tc := range tests {
		t.Run(fmt.Sprint(i+1), func(t *testing.T) {
			ev, diags := mustRead(t, sampleWithLine(t, 2, tc.line))
			p := ev.Players[1]
			if p.Name != tc.name || roundsString(p) != "6b1 1w0 3b1 4b1" || p.Rating != 2150 || p.Federation != "ESP" ||
				p.BirthDate.String() != "1998/00/00" || p.DeclaredRank != 2 || p.DeclaredPoints.String() != "3.0" {
				t.Errorf("player 2: %q %s %d %q %s %d", p.Name, roundsString(p), p.Rating, p.Federation, p.BirthDate, p.DeclaredRank)
			}
			if tc.shift == "" {
				if len(diags) != 0 {
					t.Errorf("diagnostics:\n%s", dumpDiags(diags))
				}
				return
			}
			if len(diags) != 1 || string(diags[0].Code) != "W-TRF-SHIFT" || diags[0].Line != 18 || !strings.Contains(diags[0].Message, tc.shift) {
				t.Errorf("diagnostics:\n%s", dumpDiags(diags))
			}
		})
	}
}

func TestShiftedTabs(t *testing.T) {
	// An editor compressed the blanks before the rating into TABs.
	line := strings.Replace(sampleLine(t, 3), "Luca                     2085", "Luca\t\t\t2085", 1)
	ev, diags := mustRead(t, sampleWithLine(t, 3, line))
	if p := ev.Players[2]; p.Rating != 2085 || roundsString(p) != "7w= 4b0 2w0 5b=" || p.Name != "Bianchi, Luca" {
		t.Errorf("player 3: %d %s", p.Rating, roundsString(p))
	}
	if !hasCode(diags, "W-TRF-SHIFT") || !strings.Contains(diags[0].Message, "TABs expanded") {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

// TestErrors checks the code, line and column of every error.
func TestErrors(t *testing.T) {
	sample := string(readFile(t, "sample-individual.trf"))
	p3 := sampleLine(t, 3)
	with := func(l string) string { return strings.Replace(sample, p3, l, 1) }
	tests := []struct {
		name      string
		in        string
		code      string
		line, col int
		msg       string // a part of the message
	}{
		{"short", with("001  12"), "E-TRF-SHORT", 19, 8, "only 7 characters"},
		{"start number", with(strings.Replace(p3, "   3 m", "  x3 m", 1)), "E-TRF-STARTNO", 19, 5, `found "  x3"`},
		{"start number zero", with(strings.Replace(p3, "   3 m", "   0 m", 1)), "E-TRF-STARTNO", 19, 5, "from 1 to 9999"},
		{"opponent", with(strings.Replace(p3, "     7 w =", "    a7 w =", 1)), "E-TRF-OPPONENT", 19, 92, `opponent "  a7" is not a start number (player 3, round 1)`},
		{"colour", with(strings.Replace(p3, "     4 b 0", "     4 x 0", 1)), "E-TRF-COLOUR", 19, 107, `Colour "x" is not valid (player 3, round 2). Expected w, b, - or blank.`},
		{"result", with(strings.Replace(p3, "     7 w =", "     7 w Q", 1)), "E-TRF-RESULT", 19, 99, `Result code "Q" is not valid (player 3, round 1). Expected one of 1 = 0 W D L + - H F U Z or blank.`},
		{"tab", with(strings.Replace(p3, "     4 b 0", "     4 b\t0", 1)), "E-TRF-TAB", 19, 108, "TAB"},
		{"align", with(strings.Replace(p3, " 2085", "X2085", 1)), "E-TRF-ALIGN", 19, 48, `Column 48 (player 3): expected a blank; found "X"`},
		{"align rating", with(strings.Replace(p3, "2085", "20x5", 1)), "E-TRF-ALIGN", 19, 49, `Columns 49–52 (player 3): expected a rating or blanks; found "20x5"`},
		{"precision", with(strings.Replace(p3, " 1.0 ", "1.25 ", 1)), "E-SCORE-PRECISION", 19, 81, "more than one decimal"},
		{"duplicate", with(strings.Replace(p3, "   3 m", "   2 m", 1)), "E-DUP-STARTNO", 19, 5, "Start number 2 is also used by line 18"},
		{"missing", with(strings.Replace(p3, "     4 b 0", "    14 b 0", 1)), "E-REF-MISSING", 19, 102, "Opponent 14 has no player record (001) of its own, but is cited by line 19, column 102 (player 3, round 2)"},
		{"self", with(strings.Replace(p3, "     4 b 0", "     3 b 0", 1)), "E-SELF-PAIRING", 19, 102, "Player 3 is named as their own opponent in round 2"},
		{"vega", with(strings.Replace(p3, "001    3", "001|   3", 1)), "E-VEGA-TDF", 19, 4, "Vega"},
		{"no players", "012 Nothing\n", "E-TRF-NO-PLAYERS", 1, 1, "no player record"},
		{"only a pseudo-player", p001(1, "BYE", 0, "", "0000 - U") + "\n", "E-TRF-NO-PLAYERS", 1, 1, "pseudo-players"},
		{"too many rounds", p001(1, "A", 0, "", strings.Split(strings.Repeat("0000 - Z,", 251), ",")[:251]...) + "\n",
			"E-INPUT-TOO-LARGE", 1, 2592, "more round blocks than the 250"},
		{"binary", "%PDF-1.4\n", "E-INPUT-BINARY", 1, 1, "PDF"},
		{"scoring colour", "XXS BW=1.5\n" + p001(1, "A", 0, "", "   2 - 1") + "\n" + p001(2, "B", 0, "", "   1 - 0") + "\n",
			"E-SCORING-COLOUR", 2, 92, "White and Black different points"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, diags, err := ReadTRF([]byte(tc.in), "x.trf")
			var fe *scan.Error
			if ev != nil || diags != nil || !errors.As(err, &fe) {
				t.Fatalf("ReadTRF = %v, %v, %v", ev, diags, err)
			}
			d := fe.Errors()[0]
			if string(d.Code) != tc.code || d.Line != tc.line || d.Col != tc.col || !strings.Contains(d.Message, tc.msg) {
				t.Errorf("got %s %d:%d %q\nwant %s %d:%d …%s…", string(d.Code), d.Line, d.Col, d.Message, tc.code, tc.line, tc.col, tc.msg)
			}
			want := "x.trf:" + d.Error()
			if err.Error() != want && !strings.HasPrefix(err.Error(), want+" (and ") {
				t.Errorf("Error() = %q", err.Error())
			}
		})
	}
}

func TestAlignAdvice(t *testing.T) {
	// Every 001 line is misaligned: the advice to re-export is added once.
	bad := strings.Replace(p001(1, "A", 1800, "", "   2 w 1"), " 1800", "X1800", 1)
	bad2 := strings.Replace(p001(2, "B", 1700, "", "   1 b 0"), " 1700", "X1700", 1)
	_, _, err := ReadTRF(trfText(bad, bad2), "")
	errs := err.(*scan.Error).Errors()
	if len(errs) != 2 || !strings.Contains(errs[0].Message, "Re-export it as TRF") || strings.Contains(errs[1].Message, "Re-export") {
		t.Errorf("%v", errs)
	}
}

func TestErrorFormat(t *testing.T) {
	in := string(readFile(t, "sample-individual.trf"))
	in = strings.Replace(in, "     6 b 1     1 w 0", "     6 b 1     1 w Q", 1)
	_, _, err := ReadTRF([]byte(in), "event.trf")
	want := `event.trf:18:109: Result code "Q" is not valid (player 2, round 2). Expected one of 1 = 0 W D L + - H F U Z or blank.`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	_, _, err = ReadTRF([]byte(in), "")
	if err == nil || !strings.HasPrefix(err.Error(), "18:109: ") {
		t.Errorf("pasted: %v", err)
	}
}

func TestTooManyErrors(t *testing.T) {
	var lines []string
	for i := 1; i <= 60; i++ {
		lines = append(lines, p001(i, "X", 0, "", "   1 w Q"))
	}
	_, _, err := ReadTRF(trfText(lines...), "")
	fe, ok := err.(*scan.Error)
	if !ok {
		t.Fatalf("err = %v", err)
	}
	errs := fe.Errors()
	if len(errs) != 51 || string(errs[50].Code) != "E-TOO-MANY-ERRORS" || errs[0].Line != 1 || string(errs[0].Code) != "E-TRF-RESULT" {
		t.Errorf("%d errors, first %s, last %s", len(errs), errs[0].Error(), errs[len(errs)-1].Error())
	}
	if !strings.Contains(errs[50].Message, "10 more errors") || !strings.HasPrefix(err.Error(), "1:99: ") {
		t.Errorf("%q / %q", errs[50].Message, err.Error())
	}
}

// block3 builds the three-round file of TestBlocks: players 1 and 2 get the
// blocks under test in round 2; rounds 1 and 3 are games; players 3 and 4
// play each other in round 2.
func block3(b1, b2 string, extra ...string) []byte {
	lines := append(extra,
		p001(1, "One", 0, "", "   3 w 1", b1, "   4 b 0"),
		p001(2, "Two", 0, "", "   4 w 1", b2, "   3 b 0"),
		p001(3, "Three", 0, "", "   1 b 0", "   4 w 1", "   2 w 1"),
		p001(4, "Four", 0, "", "   2 b 0", "   3 b 0", "   1 w 1"))
	return trfText(lines...)
}

// TestBlocks covers every row of the interpretation table of docs/formats.md §5.7.
func TestBlocks(t *testing.T) {
	tests := []struct {
		name       string
		b1, b2     string
		want1      string
		want2      string
		warn       string // the warnings and infos expected, in order
		extra      []string
		colourProv engine.Colours
	}{
		{"win", "   2 w 1", "   1 b 0", "2w1", "1b0", "", nil, "known"},
		{"draw", "   2 b =", "   1 w =", "2b=", "1w=", "", nil, "known"},
		{"lower case", "   2 W =", "   1 B =", "2w=", "1b=", "", nil, "known"},
		{"unrated", "   2 w W", "   1 b L", "2wW", "1bL", "", nil, "known"},
		{"unrated draw", "   2 b D", "   1 w D", "2bD", "1wD", "", nil, "known"},
		{"forfeit", "   2 w +", "   1 b -", "2w+", "1b-", "", nil, "known"},
		{"forfeit no colour", "   2 - +", "   1 - -", "2-+", "1--", "", nil, "known"},
		{"double forfeit", "   2   -", "   1   -", "2--/double-forfeit", "1--/double-forfeit", "", nil, "known"},
		{"no colour", "   2 - 1", "   1 - 0", "2?1", "1?0", "W-TRF-NO-COLOUR", nil, "partial"},
		{"one colour filled", "   2 w 1", "   1 - 0", "2w1", "1b0", "I-COLOUR-FILLED", nil, "known"},
		{"both colours filled", "   2 w X", "   1 - X", "2w", "1-", "", nil, "known"},
		{"pending", "   2 w X", "   1 b ?", "2w", "1b", "", nil, "known"},
		{"no result", "   2 w", "   1 b", "2w", "1b", "W-TRF-PENDING", nil, "known"},
		{"bye with opponent", "   2 w H", "0000 - Z", "0-H", "0-Z", "W-TRF-BYE-OPPONENT", nil, "known"},
		{"PAB", "0000 - U", "0000 - Z", "0-U", "0-Z", "", nil, "known"},
		{"FPB", "0000 - F", "0000 - H", "0-F", "0-H", "", nil, "known"},
		{"lichess F", "0000 - F", "       H", "0-U", "0-H", "", []string{"032 Lichess"}, "known"},
		{"blank", "", "0000 - Z", "0-Z", "0-Z", "", nil, "known"},
		{"blank opponent and colour", "       U", "     -", "0-U", "0-Z", "", nil, "known"},
		{"TRF06 full point", "0000 - +", "0000 - =", "0-U/assumed", "0-H", "W-TRF-BYE-CODE", nil, "known"},
		{"TRF06 two full points", "0000 - +", "0000 - 1", "0-F/assumed", "0-F/assumed", "W-TRF-BYE-CODE", nil, "known"},
		{"TRF06 full point with PAB", "0000 - W", "0000 - U", "0-F/assumed", "0-U", "W-TRF-BYE-CODE", nil, "known"},
		{"TRF06 zero", "0000 - -", "0000 - 0", "0-Z", "0-Z", "W-TRF-BYE-CODE", nil, "known"},
		{"TRF06 loss and draw letters", "0000 - L", "0000 - D", "0-Z", "0-H", "W-TRF-BYE-CODE", nil, "known"},
		{"pending without pairing", "0000 - X", "0000 - Z", "0-", "0-Z", "", nil, "known"},
		{"team forfeit without opponent", "0000 - +", "0000 - -", "0-+", "0-Z/not-fielded", "", []string{"092 Team Swiss System"}, "known"},
		{"dashes of word processors", "   2 \u2013 +", "   1 w \u2212", "2-+", "1w-", "", nil, "known"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, diags := mustRead(t, block3(tc.b1, tc.b2, tc.extra...))
			got1, got2 := entryString(ev.Players[0].Rounds[1]), entryString(ev.Players[1].Rounds[1])
			if got1 != tc.want1 || got2 != tc.want2 {
				t.Errorf("got %s / %s, want %s / %s", got1, got2, tc.want1, tc.want2)
			}
			if strings.Join(codes(diags), " ") != tc.warn {
				t.Errorf("diagnostics, want %q:\n%s", tc.warn, dumpDiags(diags))
			}
			if ev.Provenance.Colours != tc.colourProv {
				t.Errorf("colours %q", ev.Provenance.Colours)
			}
		})
	}
}

func TestBlockErrors(t *testing.T) {
	tests := []struct {
		b1, code string
		col      int
	}{
		{"   2 x 1", "E-TRF-COLOUR", 107},
		{"   2 w Q", "E-TRF-RESULT", 109},
		{"   2 w ½", "E-TRF-RESULT", 109},
		{"  2x w 1", "E-TRF-OPPONENT", 102},
		{"   2w  1", "E-TRF-ALIGN", 106},
	}
	for _, tc := range tests {
		_, _, err := ReadTRF(block3(tc.b1, "   1 b 0"), "")
		var fe *scan.Error
		if !errors.As(err, &fe) {
			t.Fatalf("%q: no error", tc.b1)
		}
		if d := fe.Errors()[0]; string(d.Code) != tc.code || d.Line != 1 || d.Col != tc.col || d.Round != 2 || d.Row != "1 One" {
			t.Errorf("%q: %s %d:%d round %d row %q", tc.b1, string(d.Code), d.Line, d.Col, d.Round, d.Row)
		}
	}
}

// TestPartialFile follows the JaVaFo sample of docs/formats.md §5.8: round 5 is
// the round to be paired.
func TestPartialFile(t *testing.T) {
	in := trfText(
		"XXR 9",
		p001(1, "One", 0, "2.0", "   2 b 1", "   3 w 0", "0000 - H", "   4 b =", "0000 - H"),
		p001(2, "Two", 0, "2.5", "   1 w 0", "   4 b =", "   3 w 1", "0000 - U"),
		p001(3, "Three", 0, "1.5", "   4 w =", "   1 b 1", "   2 b 0", "0000 - Z"),
		p001(4, "Four", 0, "2.5", "   3 b =", "   2 w =", "0000 - F", "   1 w =", "0000 - Z"),
	)
	ev, diags := mustRead(t, in)
	if ev.Rounds != 9 || ev.PlayedRounds != 4 {
		t.Errorf("rounds %d played %d", ev.Rounds, ev.PlayedRounds)
	}
	want := []string{
		"2b1 3w0 0-H 4b= 0-H/announced 0- 0- 0- 0-",
		"1w0 4b= 3w1 0-U 0- 0- 0- 0- 0-",
		"4w= 1b1 2b0 0-Z/withdrawn 0- 0- 0- 0- 0-",
		"3b= 2w= 0-F 1w= 0-Z/announced 0- 0- 0- 0-",
	}
	for i, w := range want {
		if got := roundsString(ev.Players[i]); got != w {
			t.Errorf("player %d: %s\n want %s", i+1, got, w)
		}
	}
	if !ev.Players[2].Withdrawn || ev.Players[3].Withdrawn {
		t.Errorf("withdrawn flags %v %v", ev.Players[2].Withdrawn, ev.Players[3].Withdrawn)
	}
	// Player 1 declares 2.0 without the announced bye and 2.5 would include
	// it: either is accepted.
	if got := codes(diags); strings.Join(got, " ") != "I-TRF-IN-PROGRESS I-TRF-ANNOUNCED" {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

func TestLateEntryAndWithdrawal(t *testing.T) {
	in := trfText(
		p001(1, "One", 0, "", "   2 w 1", "   3 b 1", "   4 w 1"),
		p001(2, "Two", 0, "", "   1 b 0", "   4 w 1", "0000 - Z"),
		p001(3, "Three", 0, "", "", "   1 w 0", "   5 b 1"),
		p001(4, "Four", 0, "", "   5 w 1", "   2 b 0", "   1 b 0"),
		p001(5, "Five", 0, "0.0", "   4 b 0", "", "   3 w 0", "", ""),
	)
	ev, diags := mustRead(t, in)
	want := []string{"2w1 3b1 4w1", "1b0 4w1 0-Z/withdrawn", "0-Z/late-entry 1w0 5b1", "5w1 2b0 1b0", "4b0 0-Z 3w0"}
	for i, w := range want {
		if got := roundsString(ev.Players[i]); got != w {
			t.Errorf("player %d: %s, want %s", i+1, got, w)
		}
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

func TestRoundRobinRest(t *testing.T) {
	in := trfText(
		"092 Individual: Round-Robin",
		p001(1, "One", 0, "", "   2 w 1", "   3 b 1", "0000 - Z"),
		p001(2, "Two", 0, "", "   1 b 0", "0000 - Z", "   3 w 1"),
		p001(3, "Three", 0, "", "0000 - Z", "   1 w 0", "   2 b 0"),
	)
	ev, _ := mustRead(t, in)
	if got := roundsString(ev.Players[0]); got != "2w1 3b1 0-Z/rest" || ev.Players[0].Withdrawn {
		t.Errorf("player 1: %s", got)
	}
}

func TestPseudoPlayer(t *testing.T) {
	in := trfText(
		p001(1, "One", 0, "2.0", "   2 w 1", "   3 b 1"),
		p001(2, "Two", 0, "0.5", "   1 b 0", "   4 w ="),
		p001(3, "spielfrei", 0, "", "   4 b 0", "   1 w 0"),
		p001(4, "Four", 0, "1.5", "   3 w 1", "   2 b ="),
	)
	ev, diags := mustRead(t, in)
	if len(ev.Players) != 3 || roundsString(ev.Players[0]) != "2w1 0-U" || roundsString(ev.Players[2]) != "0-U 2b=" {
		t.Errorf("players %d: %s / %s", len(ev.Players), roundsString(ev.Players[0]), roundsString(ev.Players[2]))
	}
	if strings.Join(codes(diags), " ") != "W-PSEUDO-PLAYER" || diags[0].Line != 3 {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

func TestCrossChecks(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		code    string
		line    int
		message string
	}{
		{"reciprocity", []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 1")},
			"W-RECIPROCITY", 1, "round 1: line 1 (1 A) has win with White against 2; line 2 (2 B) has win with Black against 1"},
		{"one-sided", []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   3 b 1"), p001(3, "C", 0, "", "   2 w 0")},
			"W-ONE-SIDED", 1, "round 1: line 1 (1 A) has win with White against 2, but line 2 (2 B) has win with Black against 3"},
		{"colour clash", []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 w 0")},
			"W-COLOUR-CLASH", 1, "round 1: line 1 (1 A) and line 2 (2 B)"},
		{"PAB count", []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0"), p001(3, "C", 0, "", "0000 - U"), p001(4, "D", 0, "", "0000 - U")},
			"W-PAB-COUNT", 4, "round 1: players 3, 4"},
		{"points", []string{p001(1, "A", 0, "1.0", "   2 w 1"), p001(2, "B", 0, "0.5", "   1 b 0")},
			"W-POINTS", 2, "line 2, B: declared 0.5, computed 0.0"},
		{"rounds", []string{"XXR 1", p001(1, "A", 0, "", "   2 w 1", "   2 b 1"), p001(2, "B", 0, "", "   1 b 0", "   1 w 0")},
			"W-TRF-ROUNDS", 1, "declares 1 rounds, but the player records hold 2"},
		{"duplicate name", []string{p001(1, "Rossi, Marco", 0, "", "   2 w 1"), p001(2, "ROSSI,Marco", 0, "", "   1 b 0")},
			"W-DUP-NAME", 2, "ROSSI,Marco"},
		{"repeat", []string{"092 Swiss", p001(1, "A", 0, "", "   2 w 1", "   2 b 1"), p001(2, "B", 0, "", "   1 b 0", "   1 w 0")},
			"I-REPEAT", 2, "players 1 and 2 (2 times)"},
		{"counts", []string{"062 3", p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0")},
			"I-COUNTS", 1, "declares 3 players; the file holds 2"},
		{"birth date", []string{at(1, "001", 8, "1", 15, "A", 70, "19x0", 92, "   2 w 1"), p001(2, "B", 0, "", "   1 b 0")},
			"W-TRF-FIELD", 1, `(line 1: "19x0"); it was kept as written`},
		{"sex", []string{at(1, "001", 8, "1", 10, "x", 15, "A", 92, "   2 w 1"), p001(2, "B", 0, "", "   1 b 0")},
			"W-TRF-FIELD", 1, `Column 10 (sex) holds a value other than m, w or blank in 1 line (line 1: "x")`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, diags := mustRead(t, trfText(tc.lines...))
			for _, d := range diags {
				if string(d.Code) == tc.code {
					if d.Line != tc.line || !strings.Contains(d.Message, tc.message) {
						t.Errorf("got %d %q", d.Line, d.Message)
					}
					return
				}
			}
			t.Errorf("no %s in\n%s", tc.code, dumpDiags(diags))
		})
	}
}

func TestEncodings(t *testing.T) {
	lines := []string{"012 Müller Cup", p001(1, "Müller, Jonas", 1990, "1.0", "   2 w 1"), p001(2, "Weiß, Jörg", 0, "0.0", "   1 b 0")}
	base := trfText(lines...)
	toLatin1 := strings.NewReplacer("ü", "\xfc", "ß", "\xdf", "ö", "\xf6").Replace
	latin1 := []byte(toLatin1(string(base)))
	utf16le := []byte{0xFF, 0xFE}
	utf16be := []byte{0xFE, 0xFF}
	for _, c := range string(base) {
		utf16le = append(utf16le, byte(c), byte(c>>8))
		utf16be = append(utf16be, byte(c>>8), byte(c))
	}
	mixed := []byte(toLatin1(string(trfText(lines[:2]...))) + string(trfText(lines[2])))
	tests := []struct {
		name, enc string
		in        []byte
		diags     string
	}{
		{"UTF-8", "UTF-8", base, ""},
		{"BOM", "UTF-8+BOM", append([]byte{0xEF, 0xBB, 0xBF}, base...), ""},
		{"Windows-1252", "Windows-1252", latin1, ""},
		{"UTF-16LE", "UTF-16LE", utf16le, ""},
		{"UTF-16BE", "UTF-16BE", utf16be, ""},
		{"mixed", "mixed", mixed, "W-ENCODING-MIXED"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, diags := mustRead(t, tc.in)
			if ev.Name != "Müller Cup" || ev.Players[0].Name != "Müller, Jonas" || ev.Players[1].Name != "Weiß, Jörg" ||
				ev.Players[0].Rating != 1990 || ev.Provenance.Encoding != tc.enc {
				t.Errorf("%q %q %q %d %q", ev.Name, ev.Players[0].Name, ev.Players[1].Name, ev.Players[0].Rating, ev.Provenance.Encoding)
			}
			if strings.Join(codes(diags), " ") != tc.diags {
				t.Errorf("diagnostics:\n%s", dumpDiags(diags))
			}
		})
	}
}

// TestLichess reads lines in the style of a lichess Swiss export (§5.12):
// no rating, short lines, blank-opponent byes, month-name dates.
func TestLichess(t *testing.T) {
	in := trfText(
		"012 Juni Blitzschach",
		"022 https://lichess.org/swiss/abc",
		"032 Lichess",
		"042 Jun 26, 2020",
		"XXR 3",
		"XXC white1",
		p001(1, "mattderkuerschner", 0, "2.0", "   2 w 1", "   3 b 1"),
		p001(2, "other", 0, "1.0", "   1 b 0", "       F", "   3 w 0"),
		p001(3, "third", 0, "1.0", "0000 - -", "   1 w 0", "   2 b 1"),
	)
	ev, diags := mustRead(t, in)
	want := []string{"2w1 3b1 0-Z/withdrawn", "1b0 0-U 3w0", "0-Z/late-entry 1w0 2b1"}
	for i, w := range want {
		if got := roundsString(ev.Players[i]); got != w {
			t.Errorf("player %d: %s, want %s", i+1, got, w)
		}
	}
	if ev.StartDate.String() != "2020/06/26" || ev.Rounds != 3 || ev.PlayedRounds != 3 || ev.Federation != "Lichess" {
		t.Errorf("%s %d %d", ev.StartDate, ev.Rounds, ev.PlayedRounds)
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

// TestTRF06 reads the TRF06 conventions of FIDE's example1 file (§5.6, §5.9).
func TestTRF06(t *testing.T) {
	in := trfText(
		"001    1    g Vasquez,Rodrigo                   2558 CHI     3400042 1969.12.06  1.0    4     2 w 1",
		"001    2 m  g Mirzoev Azer                      2527 AZE    13400304 1978        0.0    1     1 b 0",
		at(1, "001", 8, "3", 10, "M", 12, "wg", 15, "Third", 49, "0000", 68, "0", 70, "28.07.2005", 82, "1.0", 89, "0", 92, "0000 - +"),
	)
	ev, diags := mustRead(t, in)
	p := ev.Players
	if p[0].Title != "GM" || p[0].TitleRaw != "g" || p[0].Sex != "" || p[0].FideID != "3400042" || p[0].BirthDate.String() != "1969/12/06" ||
		p[1].Sex != "m" || p[1].Title != "GM" || p[1].BirthDate.String() != "1978/00/00" || p[1].FideID != "13400304" ||
		p[2].Title != "WGM" || p[2].Rating != 0 || p[2].FideID != "" || p[2].BirthDate.String() != "2005/07/28" ||
		p[2].DeclaredRank != 0 || roundsString(p[2]) != "0-U/assumed" {
		t.Errorf("%+v", p)
	}
	if strings.Join(codes(diags), " ") != "W-TRF-BYE-CODE" {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

func Test299AndTeams(t *testing.T) {
	in := trfText(
		p001(1, "A", 0, "1.5", "   2 w 1"),
		p001(2, "B", 0, "0.0", "   1 b 0"),
		at(1, "299", 5, "W", 14, " 1.5", 20, "001", 24, "   1"),
	)
	ev, diags := mustRead(t, in)
	if e := ev.Players[0].Rounds[0]; !e.HasOverride || e.Override != 15 {
		t.Errorf("%+v", e)
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
	in = trfText(
		p001(1, "A", 0, "1.0", "   2 w 1"),
		p001(2, "B", 0, "0.0", "   1 b 0"),
		p001(3, "C", 0, "0.0", "0000 - -"),
		at(1, "013", 5, "Team A", 40, "1", 45, "3"),
		at(1, "013", 5, "Team B", 40, "2"),
	)
	ev, diags = mustRead(t, in)
	if ev.Players[0].Team != 1 || ev.Players[1].Team != 2 || ev.Players[2].Team != 1 || roundsString(ev.Players[2]) != "0-Z/not-fielded" {
		t.Errorf("teams %d %d %d, %s", ev.Players[0].Team, ev.Players[1].Team, ev.Players[2].Team, roundsString(ev.Players[2]))
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
	// A player listed in two teams: E-TEAM-MEMBER (TestTeamMemberTwice).
}

func TestAnnouncedXXZAnd240(t *testing.T) {
	in := trfText(
		"XXR 3",
		p001(1, "A", 0, "", "   2 w 1"),
		p001(2, "B", 0, "", "   1 b 0"),
		p001(3, "C", 0, "", "0000 - U"),
		"XXZ 2",
		"240 H   2    1",
		"240 Z   1    3",
	)
	ev, diags := mustRead(t, in)
	if roundsString(ev.Players[0]) != "2w1 0-H/announced 0-" || roundsString(ev.Players[1]) != "1b0 0-Z/announced 0-" {
		t.Errorf("%s / %s", roundsString(ev.Players[0]), roundsString(ev.Players[1]))
	}
	if !hasCode(diags, "W-TRF-240") || !hasCode(diags, "I-TRF-ANNOUNCED") {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
}

// benchTRF generates an individual TRF with n players (n even) and r rounds
// paired by the circle method, so that every pairing is reciprocal.
func benchTRF(n, r int) []byte {
	var b strings.Builder
	b.WriteString("012 Benchmark\n092 Individual: Swiss-System\n")
	fmt.Fprintf(&b, "XXR %d\n", r)
	blocks := make([][]string, n)
	for k := 0; k < r; k++ {
		m := n - 1
		pair := func(x, y int) { // x with White wins against y
			blocks[x] = append(blocks[x], fmt.Sprintf("%4d w 1", y+1))
			blocks[y] = append(blocks[y], fmt.Sprintf("%4d b 0", x+1))
		}
		pair(k%m, m)
		for j := 1; j < n/2; j++ {
			pair((k+j)%m, (k-j+m)%m)
		}
	}
	for i := 0; i < n; i++ {
		b.WriteString(p001(i+1, fmt.Sprintf("Player %d, Name", i+1), 1500+i%900, "", blocks[i]...))
		b.WriteString("\n")
	}
	return []byte(b.String())
}

func BenchmarkReadTRF(b *testing.B) {
	data := benchTRF(2000, 11)
	if _, _, err := ReadTRF(data, ""); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadTRF(data, ""); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPipeInName(t *testing.T) {
	// A '|' inside the name columns is a character of the name, not the
	// field separator of a Vega tournament file.
	ev, _ := mustRead(t, trfText(p001(1, "A|B", 0, "", "   2 w 1"), p001(2, "C", 0, "", "   1 b 0")))
	if ev.Players[0].Name != "A|B" {
		t.Errorf("name %q", ev.Players[0].Name)
	}
}
