package formats

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// spRealFile reads a real table of testdata/real (testdata/real/SOURCES.md).
func spRealFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("../../testdata/real/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestSPPublishedRealRWSwiss2009 (docs/formats.md §9.1): Swiss Perfect's
// published page of RW Swiss 2009 (standings, then the cross table, as
// the page shows them) opens detected, with its 22 players and 7 rounds;
// the names join the two blocks; ':' rounds are the half-point byes the
// Score implies (Q-SP-BONUS), except Buriag's, whose Score has none; ':W'
// is the pairing-allocated bye.
func TestSPPublishedRealRWSwiss2009(t *testing.T) {
	ev, rep, err := Read(spRealFile(t, "sp-rwswiss-2009.txt"), Options{FileName: "sp-rwswiss-2009.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatSwissPerfect || ev.Provenance.FormatVersion != "published" {
		t.Fatalf("read as %v %q", rep.Format, ev.Provenance.FormatVersion)
	}
	if len(ev.Players) != 22 || ev.Rounds != 7 || ev.PlayedRounds != 7 {
		t.Fatalf("%d players, %d rounds, %d played; want 22, 7, 7", len(ev.Players), ev.Rounds, ev.PlayedRounds)
	}
	got := " " + xcodes(rep, err) + " "
	for _, bad := range []string{" W-POINTS ", " W-SP-UNMATCHED ", " E-"} {
		if strings.Contains(got, bad) {
			t.Errorf("diagnostics%s", got)
		}
	}
	if n := strings.Count(got, " Q-SP-BONUS/"); n != 13 {
		t.Errorf("%d Q-SP-BONUS questions, want 13:%s", n, got)
	}
	var names []string
	for _, c := range ev.DeclaredColumns {
		names = append(names, fmt.Sprintf("%s=%s@%d:%d %s", c.Name, c.Hint, c.Pos.Line, c.Pos.Col, c.Program))
	}
	if want := []string{"M-Buch.=BH/M1@2:44 swissperfect", "Buch.=BH@2:52 swissperfect", "Progr.=PS@2:58 swissperfect"}; !slices.Equal(names, want) {
		t.Errorf("columns %v, want %v", names, want)
	}
	for _, w := range []struct {
		no      int
		name    string
		rating  int
		rank    int
		points  string
		printed []string
		rounds  string
	}{
		{1, "roberttorma", 2264, 2, "5.0", []string{"18.5", "26.0", "22.5"}, "W15 W12 W5 D3 L2 W8 D10"},
		{3, "iwulu", 2125, 1, "6.0", []string{"18.5", "26.5", "22.0"}, "HPB W18 W6 D1 W5 W2 W12"},
		{11, "NatIn", 1900, 5, "4.0", []string{"1.5", "3.0", "4.0"}, "HPB HPB W19 HPB HPB HPB HPB"},
		{17, "Buriag", 1650, 19, "2.5", []string{"14.5", "19.5", "11.5"}, "ZPB W20 W10 L2 L10 L18 D22"},
		{21, "wfletcher", 1546, 13, "3.0", []string{"15.0", "19.5", "9.5"}, "HPB L15 L20 PAB L18 W22 D6"},
		{22, "Nitreb", 1310, 22, "1.5", []string{"12.5", "18.0", "5.5"}, "L12 L16 PAB L14 L20 L21 D17"},
	} {
		p := ev.Player(w.no)
		if p == nil {
			t.Fatalf("no player %d", w.no)
		}
		pts := ""
		if p.DeclaredPoints != nil {
			pts = p.DeclaredPoints.String()
		}
		if p.Name != w.name || p.Rating != w.rating || p.DeclaredRank != w.rank || pts != w.points || !slices.Equal(p.DeclaredTieBreaks, w.printed) {
			t.Errorf("player %d: %q %d rank %d score %s printed %v; want %q %d rank %d score %s printed %v",
				w.no, p.Name, p.Rating, p.DeclaredRank, pts, p.DeclaredTieBreaks, w.name, w.rating, w.rank, w.points, w.printed)
		}
		if r := spRounds(p); r != w.rounds {
			t.Errorf("player %d rounds %s, want %s", w.no, r, w.rounds)
		}
	}
}

// spRounds renders a player's rounds: "W15 D3 HPB PAB ZPB".
func spRounds(p *engine.Player) string {
	var out []string
	for _, e := range p.Rounds {
		switch e.Kind {
		case engine.Win:
			out = append(out, fmt.Sprintf("W%d", e.Opponent))
		case engine.Draw:
			out = append(out, fmt.Sprintf("D%d", e.Opponent))
		case engine.Loss:
			out = append(out, fmt.Sprintf("L%d", e.Opponent))
		case engine.HPB:
			out = append(out, "HPB")
		case engine.ZPB:
			out = append(out, "ZPB")
		case engine.PAB:
			out = append(out, "PAB")
		default:
			out = append(out, e.Kind.String())
		}
	}
	return strings.Join(out, " ")
}

// TestSPPublishedRealCheckPrinted (docs/formats.md §9.1): the printed
// M-Buch., Buch. and Progr. of RW Swiss 2009 are recognised as BH/M1, BH
// and PS, but no rule edition reproduces them for everyone: every
// difference is a participant with ':' rounds of his own or an opponent
// with some. The cause is Swiss Perfect's own handling of those rounds,
// which no edition follows: computed by hand with it (spRuleByHand),
// M-Buch. and Buch. agree for all 22, Progr. for 16.
func TestSPPublishedRealCheckPrinted(t *testing.T) {
	ev, _, err := Read(spRealFile(t, "sp-rwswiss-2009.txt"), Options{FileName: "sp-rwswiss-2009.txt"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := check.Printed(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		tb     string
		agree  int
		differ []int
	}{
		{"BH/M1", 4, []int{1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22}},
		{"BH", 4, []int{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 18, 20, 21, 22}},
		{"PS", 9, []int{2, 3, 4, 7, 8, 9, 10, 11, 13, 14, 16, 19, 21}},
	}
	own := map[int]bool{} // participants with ':' rounds of their own
	for _, p := range ev.Players {
		for _, e := range p.Rounds {
			if e.Opponent == 0 {
				own[p.StartNo] = true
			}
		}
	}
	for k, c := range rep.Columns {
		if c.Best == nil || c.Best.TieBreak.Key != want[k].tb || c.Best.Agree != want[k].agree || c.Best.Of != 22 {
			t.Errorf("%s: best %+v, want %s for %d of 22", c.Column.Name, c.Best, want[k].tb, want[k].agree)
			continue
		}
		var differ []int
		for _, d := range c.Differ {
			differ = append(differ, d.Player.StartNo)
			var why []string
			for _, n := range d.Why {
				why = append(why, n.Code())
			}
			// Each difference is named: the participant's own ':' rounds,
			// or his opponents'.
			if own[d.Player.StartNo] && !slices.Contains(why, "printed-own-unplayed") ||
				!own[d.Player.StartNo] && !slices.Contains(why, "printed-opp-unplayed") {
				t.Errorf("%s, %d %s: reasons %v", c.Column.Name, d.Player.StartNo, d.Player.Name, why)
			}
		}
		if !slices.Equal(differ, want[k].differ) {
			t.Errorf("%s: differ %v, want %v", c.Column.Name, differ, want[k].differ)
		}
	}
	// The cause, by hand: Swiss Perfect's own rule (docs/formats.md §9.1)
	// reproduces Buch. and M-Buch. for all 22 and Progr. for 16.
	bh, mb, ps := spRuleByHand(ev)
	var progr []int
	for i, p := range ev.Players {
		if bh[i].String() != p.DeclaredTieBreaks[1] || mb[i].String() != p.DeclaredTieBreaks[0] {
			t.Errorf("%d %s: by Swiss Perfect's rule M-Buch. %s, Buch. %s; printed %s, %s", p.StartNo, p.Name, mb[i], bh[i], p.DeclaredTieBreaks[0], p.DeclaredTieBreaks[1])
		}
		if ps[i].String() != p.DeclaredTieBreaks[2] {
			progr = append(progr, p.StartNo)
		}
	}
	// Progr.: the five who withdrew after one or two games or before the
	// last round, and sachinravi (a ':' between two games), remain unexplained.
	if want := []int{4, 8, 9, 11, 16, 19}; !slices.Equal(progr, want) {
		t.Errorf("Progr. by hand differs for %v, want %v", progr, want)
	}
}

// spRuleByHand computes Buch., M-Buch. and Progr. as Swiss Perfect printed
// them on RW Swiss 2009 (docs/formats.md §9.1): an opponent counts his
// game points and ½ for each full point without opponent (':W'), nothing
// for his ':' rounds; a participant's rounds after his last game are left
// out, and each other round without opponent counts ½ × the round of his
// last game; M-Buch. drops the highest and the lowest value when there are
// more than two; Progr. adds the running scores from the participant's
// first game on.
func spRuleByHand(ev *engine.Event) (bh, mb, ps []engine.Score) {
	value := func(no int) engine.Score {
		var s engine.Score
		for _, e := range ev.Player(no).Rounds {
			switch {
			case e.Opponent > 0:
				s += ev.Scoring.Points(e)
			case e.Kind == engine.PAB:
				s += 5
			}
		}
		return s
	}
	for _, p := range ev.Players {
		first, last := 0, 0
		for k, e := range p.Rounds {
			if e.Opponent > 0 {
				last = k + 1
				if first == 0 {
					first = k + 1
				}
			}
		}
		var vals []engine.Score
		var cum, prog engine.Score
		for k, e := range p.Rounds {
			cum += ev.Scoring.Points(e)
			if k+1 >= first {
				prog += cum
			}
			switch {
			case k+1 > last:
			case e.Opponent > 0:
				vals = append(vals, value(e.Opponent))
			default:
				vals = append(vals, engine.Score(5*last))
			}
		}
		slices.Sort(vals)
		var sum, cut engine.Score
		for i, v := range vals {
			sum += v
			if len(vals) <= 2 || i > 0 && i < len(vals)-1 {
				cut += v
			}
		}
		bh, mb, ps = append(bh, sum), append(mb, cut), append(ps, prog)
	}
	return bh, mb, ps
}

// spPubSample is a small published page (constructed; §9.1): the cells
// are not under their round numbers, the ratings not under Rtg, and the
// Feder and Loc columns are filled. It is also testdata/x-sp-published.txt,
// a seed of FuzzRead.
const spPubSample = `Place Name            Feder Rtg  Loc Score M-Buch. Buch. Progr.

  1   Rossi, Marco    ITA   2210 2100    2        1.0   2.0    3.0
 2-3  Verdi, Anna     ITA   1920         1        1.0   2.0    2.0
      Neri, Paolo           1850         1        1.0   2.0    1.0
  4   Bianchi, Luca   ITA   2085 1990    0        2.0   2.0    0.0

Cross Table

No  Name            Feder Rtg   1    2
1.  Rossi, Marco    ITA  2210  4:W 3:W
2.  Bianchi, Luca   ITA  2085 3:L  4:L
3.  Verdi, Anna     ITA  1920    2:W  1:L
4.  Neri, Paolo          1850 1:L 2:W
`

// TestSPPublishedTokens: cells are read by token, whatever their column;
// Feder, Rtg and Loc by the header they stand nearest to.
func TestSPPublishedTokens(t *testing.T) {
	if string(xreadFile(t, "x-sp-published.txt")) != spPubSample {
		t.Fatal("testdata/x-sp-published.txt is not spPubSample")
	}
	ev, rep, err := ReadString(spPubSample, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatSwissPerfect || len(ev.Players) != 4 || ev.Rounds != 2 {
		t.Fatalf("read as %v: %d players, %d rounds", rep.Format, len(ev.Players), ev.Rounds)
	}
	if got := xcodes(rep, err); got != "" {
		t.Errorf("diagnostics %s", got)
	}
	for _, w := range []struct {
		no           int
		name, fed    string
		rating, rank int
		rounds       string
	}{
		{1, "Rossi, Marco", "ITA", 2210, 1, "W4 W3"},
		{2, "Bianchi, Luca", "ITA", 2085, 4, "L3 L4"},
		{3, "Verdi, Anna", "ITA", 1920, 2, "W2 L1"},
		{4, "Neri, Paolo", "", 1850, 2, "L1 W2"},
	} {
		p := ev.Player(w.no)
		if p.Name != w.name || p.Federation != w.fed || p.Rating != w.rating || p.DeclaredRank != w.rank || spRounds(p) != w.rounds {
			t.Errorf("player %d: %q %q %d rank %d %s; want %q %q %d rank %d %s", w.no, p.Name, p.Federation, p.Rating, p.DeclaredRank, spRounds(p),
				w.name, w.fed, w.rating, w.rank, w.rounds)
		}
	}
	if p := ev.Player(2); !slices.Equal(p.DeclaredTieBreaks, []string{"2.0", "2.0", "0.0"}) {
		t.Errorf("Bianchi printed %v", p.DeclaredTieBreaks)
	}
}

// TestSPPublishedTrailingInitials (docs/formats.md §9.1): a name whose last
// word is two or three characters ("Sterner, J. A.", "Smith, John R.",
// "D. LEE") is read whole, on the layout of a real page whose Feder column
// is empty (sp-srs-km-blixt-2018.txt, three names changed in both blocks
// to the same width), and beside a Feder column that is filled: a
// federation is a federation's shape under the Feder heading, never a
// name's last initial.
func TestSPPublishedTrailingInitials(t *testing.T) {
	real := strings.NewReplacer("Sterner, Johan", "Sterner, J. A.", "Wedin, Svante ", "Smith, John R.", "Bergsten, Mats", "D. LEE        ").
		Replace(string(spRealFile(t, "sp-srs-km-blixt-2018.txt")))
	filled := strings.NewReplacer("Rossi, Marco  ", "Rossi, M. A.  ", "Verdi, Anna", "D. LEE     ", "Neri, Paolo", "Neri, P. IV").Replace(spPubSample)
	for _, c := range []struct {
		name, text string
		want       map[int][2]string // start number: name, federation
	}{
		{"real layout, Feder empty", real, map[int][2]string{1: {"Sterner, J. A.", ""}, 2: {"Smith, John R.", ""}, 6: {"D. LEE", ""}, 4: {"Johansson, Lennart B", ""}}},
		{"Feder filled", filled, map[int][2]string{1: {"Rossi, M. A.", "ITA"}, 3: {"D. LEE", "ITA"}, 4: {"Neri, P. IV", ""}}},
	} {
		ev, rep, err := ReadString(c.text, Options{Format: FormatSwissPerfect})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		for _, d := range rep.Diagnostics {
			if d.Code == "W-SP-UNMATCHED" || d.Code == "W-LINE-SKIPPED" || d.Code == "W-POINTS" {
				t.Errorf("%s: %s at line %d: %s", c.name, d.Code, d.Line, d.Message)
			}
		}
		for no, w := range c.want {
			p := ev.Player(no)
			if p == nil {
				t.Errorf("%s: no player %d", c.name, no)
				continue
			}
			if p.Name != w[0] || p.Federation != w[1] {
				t.Errorf("%s: player %d is %q federation %q, want %q federation %q", c.name, no, p.Name, p.Federation, w[0], w[1])
				continue
			}
			if p.DeclaredPoints == nil || len(p.DeclaredTieBreaks) == 0 {
				t.Errorf("%s: %q not joined to its standings row", c.name, p.Name)
			}
		}
	}
}

// TestSPPublishedErrors: each problem of the published page with its line,
// column and what was expected.
func TestSPPublishedErrors(t *testing.T) {
	edit := func(old, new string) string { return strings.Replace(spPubSample, old, new, 1) }
	tests := []struct {
		name, text string
		code       string
		line, col  int
		found      string
		format     Format
	}{
		{"cell code", edit("4:W 3:W", "4:W 3:X"), "E-SP-CELL", 11, 36, "3:X", FormatAuto},
		{"cell without colon", edit("1:L 2:W", "1:L 2W"), "E-SP-CELL", 14, 35, "2W", FormatAuto},
		{"cell after the last round", edit("4:W 3:W", "4:W 3:W 2:D"), "E-SP-CELL", 11, 40, "2:D", FormatAuto},
		{"tie-break value", edit("1.0   2.0    3.0", "1.0   2.x    3.0"), "E-SP-ROW", 3, 57, "2.x", FormatAuto},
		{"score", edit("2        1.0", "2x       1.0"), "E-SP-ROW", 3, 42, "2x", FormatAuto},
		{"no cross table", spPubSample[:strings.Index(spPubSample, "Cross")], "E-SP-NO-CROSS", 1, 1, "", FormatAuto},
		{"a name only in the standings", edit("Neri, Paolo           1850", "Nero, Paolo           1850"), "W-SP-UNMATCHED", 5, 7, "Nero, Paolo", FormatAuto},
		{"score and cells disagree", edit("2        1.0", "1        1.0"), "W-POINTS", 0, 0, "", FormatAuto},
		// FuzzRead: a standings row of a place alone, after a header
		// without tie-break columns.
		{"a place alone", "Pl NAme 0000 SCore \n1", "E-SP-ROW", 2, 2, "1", FormatSwissPerfect},
		// FuzzRead: a cross table without a single result.
		{"no result", "# NAme A00 Fed A0000 1 2\n1 00000000 A0", "E-SP-NONE", 1, 1, "", FormatSwissPerfect},
	}
	for _, tc := range tests {
		_, rep, err := ReadString(tc.text, Options{Format: tc.format})
		var ds []scan.Diagnostic
		if rep != nil {
			ds = rep.Diagnostics
		}
		var e *scan.Error
		if err != nil {
			var ok bool
			if e, ok = err.(*scan.Error); !ok {
				t.Errorf("%s: %v", tc.name, err)
				continue
			}
			ds = append(ds, e.Diags...)
		}
		found := false
		for _, d := range ds {
			if string(d.Code) != tc.code {
				continue
			}
			found = true
			if tc.line > 0 && (d.Line != tc.line || d.Col != tc.col || d.Found != tc.found || d.Expected == "") {
				t.Errorf("%s: %s at %d:%d found %q expected %q; want %d:%d found %q", tc.name, d.Code, d.Line, d.Col, d.Found, d.Expected, tc.line, tc.col, tc.found)
			}
		}
		if !found {
			t.Errorf("%s: no %s in %s", tc.name, tc.code, xcodes(rep, err))
		}
	}
}

// TestSPPublishedLinear: the published page is read in one pass and a
// join by name: the bytes allocated per player stay level from 2,000 to
// 20,000 players.
func TestSPPublishedLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 20,000 players")
	}
	page := func(n int) string {
		var b strings.Builder
		b.WriteString("Place Name            Feder Rtg  Loc Score M-Buch. Buch. Progr.\n\n")
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "%5d Player%d,       2000     %s       1.0   1.0    1.0\n", i, i, map[bool]string{true: "1", false: "0"}[i%2 == 1])
		}
		b.WriteString("\nNo  Name            Feder Rtg   1\n\n")
		for i := 1; i <= n; i++ {
			if i%2 == 1 {
				fmt.Fprintf(&b, "%d.  Player%d,        2000 %d:W\n", i, i, i+1)
			} else {
				fmt.Fprintf(&b, "%d.  Player%d,        2000 %d:L\n", i, i, i-1)
			}
		}
		return b.String()
	}
	per := map[int]float64{}
	for _, n := range []int{2000, 20000} {
		text := page(n)
		var err error
		per[n] = float64(allocated(func() { _, _, err = ReadString(text, Options{Format: FormatSwissPerfect}) })) / float64(n)
		if err != nil {
			t.Fatal(err)
		}
	}
	if per[20000] > 1.5*per[2000] {
		t.Errorf("bytes per player grow with the input: %.0f at 2,000, %.0f at 20,000", per[2000], per[20000])
	}
	t.Logf("bytes allocated per player: %.0f (2,000), %.0f (20,000)", per[2000], per[20000])
}

// TestSPPublishedSpacedExport: the export of §9 aligned with spaces
// instead of TABs (a cross table header without standings) is read by
// token too, its Total as the declared points.
func TestSPPublishedSpacedExport(t *testing.T) {
	text := "No  Name           Total  1     2\n" +
		"1   Rossi, Marco   1.5    2:W   3:D\n" +
		"2   Verdi, Anna    0.5    1:L   0:=\n" +
		"3   Neri, Paolo    0.5    0:-   1:D\n"
	ev, rep, err := ReadString(text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatSwissPerfect || len(ev.Players) != 3 || ev.Rounds != 2 {
		t.Fatalf("read as %v: %d players, %d rounds", rep.Format, len(ev.Players), ev.Rounds)
	}
	for no, want := range map[int]string{1: "Rossi, Marco 1.5 W2 D3", 2: "Verdi, Anna 0.5 L1 HPB", 3: "Neri, Paolo 0.5 ZPB D1"} {
		p := ev.Player(no)
		got := p.Name + " "
		if p.DeclaredPoints != nil {
			got += p.DeclaredPoints.String()
		}
		if got += " " + spRounds(p); got != want {
			t.Errorf("player %d: %q, want %q", no, got, want)
		}
	}
	if got := xcodes(rep, err); strings.Contains(got, "W-") {
		t.Errorf("diagnostics %s", got)
	}
}

// TestSPPublishedStandingsAlone: Swiss Perfect's standings pasted without
// the cross table are detected and refused with the advice to copy the
// cross table too (E-SP-NO-CROSS); a Swiss-Manager ranking list with a
// Buch. column is not taken for them.
func TestSPPublishedStandingsAlone(t *testing.T) {
	std := spPubSample[:strings.Index(spPubSample, "Cross")]
	if _, rep, err := ReadString(std, Options{}); !strings.Contains(xcodes(rep, err), "E-SP-NO-CROSS") {
		t.Errorf("standings alone: %s, want E-SP-NO-CROSS", xcodes(rep, err))
	}
	list := "Pl. Name FED Rtg Pts. Buch. SoBe.\n1 Rossi ITA 2100 5 20 21\n2 Verdi ITA 2000 4 19 20\n"
	if _, rep, err := ReadString(list, Options{}); strings.Contains(xcodes(rep, err), "E-SP-") {
		t.Errorf("a Swiss-Manager list: %s, want no Swiss Perfect diagnostic", xcodes(rep, err))
	}
}
