package trf

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// CanonicalTieBreak returns a tie-break descriptor as record 202 writes it
// (docs/formats.md §16.5): the registry row's code, never an alias
// ("NS" → "SB", "GE" → "REP", "mpvgp" → "MPvGP"), its team score and
// modifiers upper case without spaces, and the prefix "OTHER_" for a code
// that C.07 does not define (ARZ becomes OTHER_ARZ), as
// engine.Descriptor.TRFKey writes them. A descriptor the engine cannot
// parse (a code another program wrote) is kept upper case, with OTHER_.
func CanonicalTieBreak(d string) string {
	d = strings.ToUpper(strings.Join(strings.Fields(d), ""))
	if desc, err := engine.ParseDescriptor(d); err == nil {
		return desc.TRFKey()
	}
	if d == "" || strings.HasPrefix(d, "OTHER_") {
		return d
	}
	return "OTHER_" + d
}

// WriteTRF writes ev as a TRF26 file (docs/formats.md §16): UTF-8, CRLF line
// ends, the header records the model has, 142 and 162 always (XXS as well
// when the scoring needs it), 202 with tieBreaks in canonical form (nil
// writes the event's own list), the metadata comment of §16.7 when the
// model's provenance is not that of a plain TRF, one 001 record per player
// with the computed points and the rank of the standings under that list
// (the declared rank when the standings cannot be computed), and 299 records
// for points overrides. The file reads back with ReadTRF into the same model
// on every field TRF carries (§16.8).
//
// The diagnostics are the writer's warnings (W-WRITE-…); the error is that
// of the writer w, or an *Error (E-WRITE-TEAM-BOARDS) for a team event
// without board results, which TRF cannot carry (§16.6).
func WriteTRF(w io.Writer, ev *engine.Event, tieBreaks []string) ([]scan.Diagnostic, error) {
	if tieBreaks == nil {
		tieBreaks = ev.TieBreaks
	}
	if err := unwritableTeams(ev); err != nil {
		return nil, err
	}
	list := canonicalList(tieBreaks)
	if ev.Teams != nil {
		return writeTRF(w, ev, list, teamRanks{players: declaredRanks(ev), teams: writeRanks(ev, list)})
	}
	return writeTRF(w, ev, list, teamRanks{players: writeRanks(ev, list)})
}

// WriteTRFStandings writes the event of computed standings as WriteTRF
// does, with the standings' tie-break list in record 202 and their ranks in
// the 001 records. The event written is the one the standings were computed
// from (Standings.Input): a game without a result that the standings count
// 0–0 is left out with W-WRITE-PENDING, never written as a result.
func WriteTRFStandings(w io.Writer, st *engine.Standings) ([]scan.Diagnostic, error) {
	list := canonicalList(engine.Keys(st.TieBreaks))
	ranks := map[int]int{}
	for _, r := range st.Rows {
		if r.Player != nil {
			ranks[r.Player.StartNo] = r.Rank
		}
	}
	if st.TeamEvent != nil { // the rows are the teams
		if err := unwritableTeams(st.TeamEvent); err != nil {
			return nil, err
		}
		return writeTRF(w, st.TeamEvent, list, teamRanks{players: declaredRanks(st.TeamEvent), teams: ranks})
	}
	ev := st.Event
	if st.Input != nil {
		ev = st.Input // never the copy that counts games without a result 0–0
	}
	return writeTRF(w, ev, list, teamRanks{players: ranks})
}

// teamRanks are the ranks written: of the players in their 001 records and,
// in a team event, of the teams in their 310 records.
type teamRanks struct{ players, teams map[int]int }

// declaredRanks returns the ranks the players' records declared.
func declaredRanks(ev *engine.Event) map[int]int {
	ranks := map[int]int{}
	for _, p := range ev.Players {
		ranks[p.StartNo] = p.DeclaredRank
	}
	return ranks
}

// canonicalList puts a tie-break list in canonical form, without PTS.
func canonicalList(tieBreaks []string) []string {
	var list []string
	for _, t := range tieBreaks {
		if c := CanonicalTieBreak(t); c != "" && c != "PTS" {
			list = append(list, c)
		}
	}
	return list
}

// writeTRF writes ev with the canonical tie-break list and the ranks of
// tr: the header records, one 001 record per player, the 299 overrides,
// the team records, then the writer's warnings.
func writeTRF(w io.Writer, ev *engine.Event, list []string, tr teamRanks) ([]scan.Diagnostic, error) {
	tw := &trfWriter{bw: bufio.NewWriter(w)}
	tw.header(ev, list)
	for _, p := range ev.Players {
		tw.player(p, ev.Scoring, tr.players[p.StartNo])
	}
	for _, o := range tw.overrides {
		tw.line("%s", o)
	}
	if ev.Teams != nil {
		writeTeams(tw.line, ev, tr.teams)
	}
	tw.warnings()
	if err := tw.bw.Flush(); err != nil {
		return tw.d.Diags, err
	}
	return tw.d.Diags, nil
}

// trfWriter is the state of writeTRF: the buffered output, the warnings,
// the 299 records waiting for the end of the player records, and the
// counts behind the warnings.
type trfWriter struct {
	bw                  *bufio.Writer
	d                   scan.DiagList
	overrides           []string
	noColour, cut, bars int
	// pending are the games without a result left out (§16.4), one entry
	// per game.
	pending []engine.Pending
}

// line writes one record, without trailing spaces, ended by CRLF.
func (tw *trfWriter) line(format string, args ...any) {
	s := strings.TrimRight(fmt.Sprintf(format, args...), " ")
	tw.bw.WriteString(s)
	tw.bw.WriteString("\r\n")
}

// header writes the records before the players: 012 … 092, 142, 162 (and
// XXS when 162 cannot express the scoring), 192, 202, the team records 352
// and 362, and the metadata comment.
func (tw *trfWriter) header(ev *engine.Event, list []string) {
	name := oneLine(ev.Name)
	if name == "" {
		name = "Unnamed tournament"
	}
	tw.line("012 %s", name)
	for _, h := range []struct{ code, v string }{{"022", oneLine(ev.City)}, {"032", oneLine(ev.Federation)},
		{"042", trfDate(ev.StartDate)}, {"052", trfDate(ev.EndDate)}, {"092", oneLine(ev.TypeText)}} {
		if h.v != "" {
			tw.line("%s %s", h.code, h.v)
		}
	}
	tw.line("142 %d", ev.Rounds)
	sc := ev.Scoring
	var b strings.Builder
	for _, p := range []struct {
		sym string
		v   engine.Score
	}{{"W", sc.WinWhite}, {"D", sc.DrawWhite}, {"L", sc.LossWhite}, {"A", sc.ZPB}, {"P", sc.PAB}, {"X", sc.Pending}} {
		fmt.Fprintf(&b, "%s%4s    ", p.sym, p.v)
	}
	tw.line("162  %s", b.String())
	if sc.WinBlack != sc.WinWhite || sc.DrawBlack != sc.DrawWhite || sc.LossBlack != sc.LossWhite ||
		sc.ForfeitWin != sc.WinWhite || sc.FPB != sc.WinWhite || sc.HPB != sc.DrawWhite || sc.ForfeitLoss != sc.ZPB {
		tw.line("XXS WW=%s BW=%s WD=%s BD=%s WL=%s BL=%s ZPB=%s HPB=%s FPB=%s PAB=%s FW=%s FL=%s",
			sc.WinWhite, sc.WinBlack, sc.DrawWhite, sc.DrawBlack, sc.LossWhite, sc.LossBlack, sc.ZPB, sc.HPB, sc.FPB, sc.PAB, sc.ForfeitWin, sc.ForfeitLoss)
		tw.d.Warn(scan.WWriteScoring, 0, 0, msg.Message{ID: msg.ReaderWriteScoring})
	}
	if ev.TypeCode != "" {
		tw.line("192 %s", oneLine(ev.TypeCode))
	}
	if len(list) > 0 {
		tw.line("202 %s", strings.Join(list, ","))
	}
	if ts := ev.Teams; ts != nil {
		tw.line("352 %s", strings.Repeat("WB", (ts.Boards+1)/2)[:ts.Boards])
		mp := ts.MatchPoints
		tw.line("362 TW %4s    TD %4s    TL %4s", mp.Win, mp.Draw, mp.Loss)
	}
	if meta := metaComment(ev); meta != "" {
		tw.line("### tbc-meta: %s", meta)
	}
}

// player writes the 001 record of p with its points under sc and its rank
// (0 writes none), and keeps its points overrides for the 299 records.
func (tw *trfWriter) player(p engine.Player, sc engine.Scoring, r int) {
	var pts engine.Score
	for _, e := range p.Rounds {
		pts += sc.Points(e)
	}
	pname := []rune(oneLine(p.Name))
	if strings.ContainsRune(string(pname), '|') {
		// A '|' in a 001 record marks a Vega file to TRF readers.
		pname = []rune(strings.ReplaceAll(string(pname), "|", "¦"))
		tw.bars++
	}
	if len(pname) > 33 {
		pname = pname[:33]
		tw.cut++
	}
	sex := " "
	if p.Sex == "m" || p.Sex == "w" {
		sex = p.Sex
	}
	rating := ""
	if p.Rating > 0 {
		rating = strconv.Itoa(p.Rating)
	}
	fed := []rune(oneLine(p.Federation))
	if len(fed) > 3 {
		fed = fed[:3]
	}
	id := p.FideID
	if !scan.AllDigits(id) || strings.Trim(id, "0") == "" {
		id = ""
	}
	rank := ""
	if r > 0 {
		rank = strconv.Itoa(r)
	}
	format := "001 %4d %s%3s %-33s %4s %-3s %11s %-10s %4s %4s"
	ps := pts.String()
	if len(ps) > 4 {
		// A five-character score extends into column 80 (§16.3).
		format = "001 %4d %s%3s %-33s %4s %-3s %11s %-10s%5s %4s"
	}
	head := fmt.Sprintf(format, p.StartNo, sex, titleCode(p.Title), string(pname), rating, string(fed), id, trfDate(p.BirthDate), ps, rank)
	var blocks strings.Builder
	for k, e := range p.Rounds {
		blk, nc, pend := writeBlock(e)
		if nc {
			tw.noColour++
		}
		if pend {
			tw.pending = append(tw.pending, engine.Pending{Round: k + 1, White: min(p.StartNo, e.Opponent), Black: max(p.StartNo, e.Opponent)})
		}
		blocks.WriteString("  " + blk)
		if e.HasOverride {
			if t := overrideType(e.Kind); t != 0 {
				tw.overrides = append(tw.overrides, fmt.Sprintf("299 %c        %4s  %3d %4d", t, e.Override, k+1, p.StartNo))
			}
		}
	}
	tw.line("%s%s", head, blocks.String())
}

// warnings adds the writer's warnings: names cut or with '|', games
// without colour, pairings without a result.
func (tw *trfWriter) warnings() {
	if tw.cut > 0 {
		tw.d.Warn(scan.WWriteNameCut, 0, 0, scan.Counted(tw.cut, &msg.ReaderWriteNameCutOne, &msg.ReaderWriteNameCut))
	}
	if tw.bars > 0 {
		tw.d.Warn(scan.WWriteNameChar, 0, 0, scan.Counted(tw.bars, &msg.ReaderWriteNameCharOne, &msg.ReaderWriteNameChar))
	}
	if tw.noColour > 0 {
		tw.d.Warn(scan.WWriteNoColour, 0, 0, scan.Counted(tw.noColour, &msg.ReaderWriteNoColourOne, &msg.ReaderWriteNoColour))
	}
	// Each side of a pending game names it; a pairing its opponent's row
	// does not confirm is named by its own side alone.
	p := tw.pending
	sort.Slice(p, func(i, j int) bool { // one sorting code for every type (app.wasm's size)
		return cmp.Or(cmp.Compare(p[i].Round, p[j].Round), cmp.Compare(p[i].White, p[j].White), cmp.Compare(p[i].Black, p[j].Black)) < 0
	})
	tw.pending = slices.Compact(tw.pending)
	if n := len(tw.pending); n > 0 {
		list := engine.GamesText(tw.pending)
		tw.d.AddMsg(&scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WWritePending}, scan.MsgIS(&msg.ReaderWritePending, n, list))
	}
}

// writeRanks returns the rank of every start number: from the standings
// under the list, or the declared ranks when they cannot be computed.
func writeRanks(ev *engine.Event, list []string) map[int]int {
	ranks := map[int]int{}
	for _, p := range ev.Players {
		ranks[p.StartNo] = p.DeclaredRank
	}
	if len(ev.Players) == 0 {
		return ranks
	}
	descs, err := engine.ParseList(strings.Join(list, ","))
	if err != nil {
		return ranks
	}
	if descs == nil {
		descs = []engine.Descriptor{}
	}
	// engine.Compute returns the errors that stop a computation (a list
	// too large, an overflow); any other panic is a bug and goes on.
	st, err := engine.Compute(ev, engine.Options{TieBreaks: descs})
	if err != nil || st == nil {
		return ranks
	}
	for _, r := range st.Rows {
		if r.Player != nil {
			ranks[r.Player.StartNo] = r.Rank
		}
	}
	return ranks
}

// writeBlock returns the 8-character round block of an entry (§16.4), and
// whether it is a game without colour or a dropped pending pairing.
func writeBlock(e engine.Entry) (string, bool, bool) {
	opp := "0000"
	if e.Opponent > 0 {
		opp = fmt.Sprintf("%4d", e.Opponent)
	}
	col := "-"
	switch e.Colour {
	case engine.White:
		col = "w"
	case engine.Black:
		col = "b"
	}
	switch {
	case e.Kind == engine.NotYet:
		return "        ", false, e.Opponent > 0
	case e.Kind.Bye():
		return "0000 - " + e.Kind.Code(), false, false
	}
	return opp + " " + col + " " + e.Kind.Code(), e.Kind.OTB() && e.Colour != engine.White && e.Colour != engine.Black, false
}

// overrideType is the 299 type letter of a kind, or 0.
func overrideType(k engine.Kind) byte {
	switch k {
	case engine.Win, engine.WinUnrated:
		return 'W'
	case engine.Draw, engine.DrawUnrated:
		return 'D'
	case engine.Loss, engine.LossUnrated:
		return 'L'
	case engine.FPB:
		return 'F'
	case engine.HPB:
		return 'H'
	case engine.ZPB:
		return 'Z'
	case engine.PAB:
		return 'U'
	case engine.ForfeitWin:
		return '+'
	case engine.ForfeitLoss:
		return '-'
	}
	return 0
}

// titleCode returns a FIDE title code, or "".
func titleCode(t string) string {
	if scan.FideTitles[t] == t {
		return t
	}
	return ""
}

// trfDate formats a date as YYYY/MM/DD with 00 for unknown parts; "" when
// the year is unknown.
func trfDate(d engine.Date) string {
	if d.Y <= 0 || d.Y > 9999 {
		return ""
	}
	return fmt.Sprintf("%04d/%02d/%02d", d.Y, max(d.M, 0)%100, max(d.D, 0)%100)
}

// oneLine removes line breaks and TABs from a header value.
func oneLine(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == '\r' || r == '\n' || r == '\t' {
			return ' '
		}
		return r
	}, s))
}

// SourceIDs maps Provenance.Format to the ids of the metadata comment.
var SourceIDs = scan.WordMap("" +
	"TRF=trf|Strip=strip|Grid=grid|ChessResults=chess-results|" +
	"SwissPerfect=swissperfect|USCF=uscf|PGN=pgn|TeamChessResults=team-chess-results|" +
	"TeamGrid=team-grid")

// metaComment returns the body of the §16.7 comment, or "" when the model
// is a plain TRF: explicit start numbers, colours and round order known, and
// every withdrawal visible in the round records.
func metaComment(ev *engine.Event) string {
	pv := ev.Provenance
	var parts []string
	if v := pv.StartNumbers; v != "" && v != engine.StartNumbersExplicit {
		parts = append(parts, "start-numbers="+string(v))
	}
	if v := pv.Colours; v != "" && v != engine.ColoursKnown {
		parts = append(parts, "colours="+string(v))
	}
	if v := pv.RoundOrder; v != "" && v != engine.RoundOrderKnown {
		parts = append(parts, "round-order="+string(v))
	}
	var wd []string
	hidden := false
	for _, p := range ev.Players {
		if !p.Withdrawn {
			continue
		}
		wd = append(wd, strconv.Itoa(p.StartNo))
		visible := false
		for _, e := range p.Rounds {
			visible = visible || e.Detail == engine.DetailWithdrawn
		}
		hidden = hidden || !visible
	}
	if len(parts) == 0 && !hidden {
		return ""
	}
	if len(wd) > 0 {
		parts = append(parts, "withdrawn="+strings.Join(wd, ","))
	}
	src := SourceIDs[pv.Format]
	if src == "" {
		src = strings.ToLower(pv.Format)
	}
	if src == "" {
		src = "unknown"
	}
	return "source=" + src + "; " + strings.Join(parts, "; ")
}
