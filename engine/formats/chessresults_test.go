package formats

import (
	"strings"
	"testing"
)

// TestCRPointsInTB (§7.5): an export without a points column takes the
// first tie-break column that equals the computed points; that column is
// not a declared tie-break column, the others are (§2.9).
func TestCRPointsInTB(t *testing.T) {
	base := string(xreadFile(t, "x-cr-sample.csv"))
	lines := strings.Split(strings.TrimRight(base, "\n"), "\n")
	build := func(hdr string, extra []string, before bool) string {
		out := []string{strings.Replace(lines[0], "Pts.", hdr, 1)}
		for i, l := range lines[1:] {
			k := strings.LastIndexByte(l, ';')
			if before {
				out = append(out, l[:k+1]+extra[i]+";"+l[k+1:])
			} else {
				out = append(out, l+";"+extra[i])
			}
		}
		return strings.Join(out, "\n") + "\n"
	}
	other := []string{"10", "9", "8", "7", "6", "5", "4"}
	type tcase struct {
		name     string
		text     string
		info     bool
		points   string // declared points of row 1, "" for none
		declared string // the declared columns, joined by spaces
		value    string // player 1's first declared value
	}
	tests := []tcase{
		{"points column", base, false, "4.0", "", ""},
		{"points in TB1", build("TB1;TB2", other, false), true, "4.0", "TB2", "10"},
		{"points in TB2", build("TB1;TB2", other, true), true, "4.0", "TB1", "10"},
	}
	// The points column replaced by values that are not the points.
	var bad []string
	for i, l := range lines {
		k := strings.LastIndexByte(l, ';')
		if i == 0 {
			bad = append(bad, l[:k+1]+"TB1")
		} else {
			bad = append(bad, l[:k+1]+other[i-1])
		}
	}
	tests = append(tests, tcase{"no column matches", strings.Join(bad, "\n") + "\n", false, "", "TB1", "10"})
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatChessResults})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		got := " " + xcodes(rep, err) + " "
		if strings.Contains(got, " I-CR-PTS-IN-TB ") != tc.info {
			t.Errorf("%s: I-CR-PTS-IN-TB %v in%s", tc.name, !tc.info, got)
		}
		p := ev.Player(1)
		switch {
		case tc.points == "" && p.DeclaredPoints != nil:
			t.Errorf("%s: declared %v, want none", tc.name, *p.DeclaredPoints)
		case tc.points != "" && (p.DeclaredPoints == nil || p.DeclaredPoints.String() != tc.points):
			t.Errorf("%s: declared %v, want %s", tc.name, p.DeclaredPoints, tc.points)
		}
		var names []string
		for _, c := range ev.DeclaredColumns {
			names = append(names, c.Name)
		}
		if got := strings.Join(names, " "); got != tc.declared {
			t.Errorf("%s: declared columns %q, want %q", tc.name, got, tc.declared)
		}
		if tc.value != "" && (len(p.DeclaredTieBreaks) == 0 || p.DeclaredTieBreaks[0] != tc.value) {
			t.Errorf("%s: player 1's values %q, want %s first", tc.name, p.DeclaredTieBreaks, tc.value)
		}
	}
}
