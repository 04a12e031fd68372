package formats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

func TestTieBreakRecords(t *testing.T) {
	tests := []struct {
		lines  []string
		want   string
		source string
		diags  string
	}{
		{[]string{"202 DE,WIN,WON,BPG"}, "DE,WIN,WON,BPG", "202", ""},
		{[]string{"202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP"}, "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPVGP", "202", ""},
		{[]string{"202 bh/c1, sb  ks/l+1"}, "BH/C1,SB,KS/L+1", "202", ""},
		{[]string{"212 PTS,BH/C1,SB"}, "BH/C1,SB", "212", ""},
		{[]string{"202 BH#C1,SB!C1,BH-M1,KS/L-1"}, "BH/C1,SB/C1,BH/M1,KS/L-1", "202", "W-TB-LEGACY W-TB-LEGACY W-TB-LEGACY"},
		{[]string{"202 GE,XYZ/C1,OTHER_MY-CUT"}, "GE,XYZ/C1,OTHER_MY-CUT", "202", "W-TB-LEGACY W-TB-UNKNOWN"},
		{[]string{"202"}, "", "202", ""},
		{[]string{"202 BH,SB", "212 PTS,SB,BH"}, "SB,BH", "212", "W-TB-CONFLICT"},
		{[]string{"202 BH,SB", "212 PTS,BH,SB"}, "BH,SB", "212", ""},
		{nil, "", "", ""},
	}
	for _, tc := range tests {
		lines := append(tc.lines, p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0"))
		ev, diags := mustRead(t, trfText(lines...))
		if strings.Join(ev.TieBreaks, ",") != tc.want || ev.TieBreakSource != tc.source || strings.Join(codes(diags), " ") != tc.diags {
			t.Errorf("%q: %q from %q, diagnostics %v", tc.lines, ev.TieBreaks, ev.TieBreakSource, codes(diags))
		}
	}
}

func TestScoringRecords(t *testing.T) {
	def := engine.DefaultScoring()
	three := def
	three.WinWhite, three.WinBlack, three.ForfeitWin, three.FPB, three.PAB = 30, 30, 30, 30, 30
	three.DrawWhite, three.DrawBlack, three.HPB, three.Pending = 10, 10, 10, 10
	xxs := def
	xxs.WinWhite, xxs.WinBlack, xxs.ForfeitWin, xxs.FPB = 30, 30, 30, 30
	xxs.DrawWhite, xxs.DrawBlack, xxs.HPB = 10, 10, 10
	colour := def
	colour.WinBlack = 15
	bbp := def
	bbp.WinWhite, bbp.WinBlack, bbp.ForfeitWin, bbp.FPB, bbp.PAB = 20, 20, 20, 20, 20
	bbpU := bbp
	bbpU.PAB = 10
	tests := []struct {
		name  string
		lines []string
		want  engine.Scoring
		diags string
	}{
		{"none", nil, def, ""},
		{"162 default", []string{"162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"}, def, ""},
		{"162 3/1/0", []string{"162  W 3.0    D 1.0    L 0.0"}, three, ""},
		{"162 off grid", []string{"162 W 3.0 D 1,0"}, three, "I-TRF-162-LAYOUT"},
		{"162 unknown symbol", []string{"162  W 3.0    D 1.0    Q 0.0"}, three, "W-TRF-162"},
		{"XXS shortcuts keep PAB", []string{"XXS W=3 D=1"}, xxs, ""},
		{"XXS colour", []string{"XXS BW=1.5"}, colour, ""},
		{"XXS unknown", []string{"XXS QQ=1"}, def, "W-TRF-XXS"},
		{"XXS after 162", []string{"XXS WW=1 BW=1.5", "162  W 1.0    D 0.5"}, colour, "W-SCORING-CONFLICT"},
		{"XXS refines", []string{"XXS WW=1 BW=1.5", "162  D 0.5"}, colour, ""},
		{"XXS conflicts with 162", []string{"162  W 2.0", "XXS W=3"}, func() engine.Scoring {
			s := xxs
			s.DrawWhite, s.DrawBlack, s.HPB, s.PAB = 5, 5, 5, 20
			return s
		}(), "W-SCORING-CONFLICT"},
		{"BBW", []string{"BBW 2.0"}, bbp, ""},
		{"BBW and BBU", []string{"BBU 1.0", "BBW 2.0"}, bbpU, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lines := append(tc.lines, p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0"))
			ev, diags := mustRead(t, trfText(lines...))
			if ev.Scoring != tc.want || strings.Join(codes(diags), " ") != tc.diags {
				t.Errorf("scoring %+v\n   want %+v\ndiagnostics %v", ev.Scoring, tc.want, codes(diags))
			}
		})
	}
}

func TestHeaders(t *testing.T) {
	in := trfText(
		"012 First name",
		"012 Second name",
		"022Roma",
		"042 11.09.26",
		"092 Torneo all'italiana",
		"142 5",
		"XXR 5",
		"IND    1 A  Someone",
		"DAT    1 something",
		"### a ruler 123456789",
		p001(1, "A", 0, "", "   2 w 1"),
		p001(2, "B", 0, "", "   1 b 0"),
	)
	ev, diags := mustRead(t, in)
	if ev.Name != "First name" || ev.City != "Roma" || ev.StartDate.String() != "2011/09/26" || ev.System != engine.RoundRobin ||
		ev.SystemReason.English() != "TRF 092: Torneo all'italiana" || ev.Rounds != 5 || ev.PlayedRounds != 1 ||
		ev.Provenance.FormatVersion != "TRF26+TRFx" {
		t.Errorf("%q %q %s %v %q %d %d %q", ev.Name, ev.City, ev.StartDate, ev.System, ev.SystemReason.English(), ev.Rounds, ev.PlayedRounds,
			ev.Provenance.FormatVersion)
	}
	got := fmt.Sprint(codes(diags))
	if got != "[W-TRF-DUPLICATE W-TRF-FIELD I-TRF-IN-PROGRESS I-TRF-UNKNOWN-RECORDS]" {
		t.Errorf("diagnostics:\n%s", dumpDiags(diags))
	}
	for _, d := range diags {
		if string(d.Code) == "I-TRF-UNKNOWN-RECORDS" && (d.Line != 8 || !strings.Contains(d.Message, "2 records of unknown type were ignored (codes IND, DAT)")) {
			t.Errorf("%s", d.Error())
		}
	}
	for _, p := range ev.Players {
		if len(p.Rounds) != 5 || roundsString(p)[4:] != "0- 0- 0- 0-" {
			t.Errorf("player %d: %s", p.StartNo, roundsString(p))
		}
	}
}

func TestSystem(t *testing.T) {
	tests := []struct {
		lines  []string
		system engine.System
		reason string
	}{
		{[]string{"192 BERGER_ROUNDROBIN", "092 Swiss"}, engine.RoundRobin, "TRF 192: BERGER_ROUNDROBIN"},
		{[]string{"192 FIDE_DOUBLEROUNDROBIN"}, engine.DoubleRoundRobin, "TRF 192: FIDE_DOUBLEROUNDROBIN"},
		{[]string{"192 FIDE_DUBOV_2026"}, engine.Swiss, "TRF 192: FIDE_DUBOV_2026"},
		{[]string{"192 SOMETHING", "092 Schweizer System"}, engine.Swiss, "TRF 092: Schweizer System"},
		{[]string{"092 Individual: Double Round-Robin"}, engine.DoubleRoundRobin, "TRF 092: Individual: Double Round-Robin"},
		{[]string{"092 Todos contra todos"}, engine.RoundRobin, "TRF 092: Todos contra todos"},
		{[]string{"092 Open"}, engine.UnknownSystem, ""},
		{nil, engine.UnknownSystem, ""},
	}
	for _, tc := range tests {
		lines := append(tc.lines, p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0"))
		ev, _ := mustRead(t, trfText(lines...))
		if ev.System != tc.system || ev.SystemReason.English() != tc.reason {
			t.Errorf("%q: %v %q", tc.lines, ev.System, ev.SystemReason.English())
		}
	}
}

func TestDates(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"2026/03/14", []string{"2026/03/14"}},
		{"1969.12.06", []string{"1969/12/06"}},
		{"2020-06-26", []string{"2020/06/26"}},
		{"1978", []string{"1978/00/00"}},
		{"2014/00/00", []string{"2014/00/00"}},
		{"25.02.2011", []string{"2011/02/25"}},
		{"28. 07. 2005", []string{"2005/07/28"}},
		{"24/09/2010", []string{"2010/09/24"}},
		{"03/04/2010", []string{"2010/04/03", "2010/03/04"}},
		{"11.09.26", []string{"2011/09/26"}},
		{"24/12/01", []string{"2024/12/01"}},
		{"11.25.02", []string{"2011/02/25"}},
		{"Jun 26, 2020", []string{"2020/06/26"}},
		{"May 29, 2020", []string{"2020/05/29"}},
		{"26 June 2020", []string{"2020/06/26"}},
		{"", nil},
		{"soon", nil},
		{"32.13.2020", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, d := range trf.DateReadings(tc.in) {
			got = append(got, d.String())
			if d.Raw != strings.TrimSpace(tc.in) {
				t.Errorf("%q: raw %q", tc.in, d.Raw)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestAmbiguousDates(t *testing.T) {
	base := []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0")}
	// The end date decides: read day first, 03/04/2010 would start after
	// the end.
	ev, diags := mustRead(t, trfText(append([]string{"042 03/04/2010", "052 2010/03/05"}, base...)...))
	if ev.StartDate.String() != "2010/03/04" || ev.EndDate.String() != "2010/03/05" || !hasCode(diags, "I-DATE-ASSUMED") {
		t.Errorf("%s %s %v", ev.StartDate, ev.EndDate, codes(diags))
	}
	ev, diags = mustRead(t, trfText(append([]string{"042 02/03/2026"}, base...)...))
	if ev.StartDate.String() != "2026/03/02" || !hasCode(diags, "W-DATE-AMBIGUOUS") {
		t.Errorf("%s %v", ev.StartDate, codes(diags))
	}
}

func TestParseScore(t *testing.T) {
	tests := []struct {
		in      string
		v       engine.Score
		ok      bool
		precise bool
	}{
		{"4", 40, true, true}, {"4.5", 45, true, true}, {"4,5", 45, true, true}, {"12.50", 125, true, true},
		{"½", 5, true, true}, {"2½", 25, true, true}, {"1/2", 5, true, true}, {"2.25", 0, false, false},
		{"x", 0, false, true}, {"4.", 0, false, true}, {"", 0, false, true}, {"-1.5", 0, false, true},
	}
	for _, tc := range tests {
		v, ok, precise := scan.ParseScore(tc.in, false)
		if v != tc.v || ok != tc.ok || precise != tc.precise {
			t.Errorf("%q: %v %v %v", tc.in, v, ok, precise)
		}
	}
	if v, ok, _ := scan.ParseScore("-1.5", true); v != -15 || !ok {
		t.Errorf("negative: %v %v", v, ok)
	}
}

func TestMetaComment(t *testing.T) {
	in := trfText(
		"### tbc-meta: source=strip; start-numbers=row-key; colours=unknown; withdrawn=2",
		p001(1, "A", 0, "", "   2 - 1"),
		p001(2, "B", 0, "", "   1 - 0"),
	)
	ev, _ := mustRead(t, in)
	if ev.Provenance.StartNumbers != "row-key" || ev.Provenance.Colours != "unknown" || !ev.Players[1].Withdrawn ||
		ev.Provenance.FormatVersion != "TRF26" {
		t.Errorf("%+v %v", ev.Provenance, ev.Players[1].Withdrawn)
	}
}

// TestTRFColumnRuler reads the column ruler some files copy under the
// "DDD SSSS …" guide of FIDE's description (the Armstrong Cup 2010-11 of
// testdata/real): a line of digits 0123456789012… begins with "012" but is
// no tournament name, neither after the 012 record (no W-TRF-DUPLICATE) nor
// before it (the name is the record's).
func TestTRFColumnRuler(t *testing.T) {
	ruler := strings.Repeat("0123456789", 13)
	guide := "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1"
	players := []string{p001(1, "A", 0, "", "   2 w 1"), p001(2, "B", 0, "", "   1 b 0")}
	for name, lines := range map[string][]string{
		"after":  append([]string{"012 League", guide, ruler}, players...),
		"before": append([]string{guide, ruler, "012 League"}, players...),
	} {
		ev, diags := mustRead(t, trfText(lines...))
		if ev.Name != "League" || strings.Join(codes(diags), " ") != "I-TRF-UNKNOWN-RECORDS" {
			t.Errorf("%s: name %q, diagnostics %v", name, ev.Name, codes(diags))
		}
	}
}
