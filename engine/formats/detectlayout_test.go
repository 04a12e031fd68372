package formats

import "testing"

// TestDetectGridLayouts: the detectors find the rows of a grid without
// diagonal markers through the scanner's layouts (unmarkedRows), so the
// text the scanner reads is detected: Vega's empty diagonal as a grid, a
// team grid whose diagonal is a lone dash as a team grid.
func TestDetectGridLayouts(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Format
	}{
		{"N;Name;1;2;3\n1;Anna;;1;0\n2;Bice;0;;1\n3;Carla;1;0;\n", FormatGrid},
		{"1 A - 3 1\n2 B 1 - 2\n3 C 3 2 -\n", FormatTeamGrid},
		{"Nr Team 1 2 3 MP\n1 Alfa - 3 1 2\n2 Beta 1 - 2 1\n3 Gamma 3 2 - 3\n", FormatTeamGrid},
	} {
		f, cands, d := Detect(splitLinesForTest(tc.text), "")
		if f != tc.want || d != nil {
			t.Errorf("%q: %s %+v %v, want %s", tc.text, f.Name(), cands, d, tc.want.Name())
			continue
		}
		if _, _, err := ReadString(tc.text, Options{}); err != nil {
			t.Errorf("%q: %v", tc.text, err)
		}
	}
}
