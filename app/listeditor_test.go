package app

import (
	"strings"
	"testing"
)

// TestAddCodes: codes typed are added in the order typed; one already in
// the list stays at its place, or moves to the end with the others typed
// (issue 22: a course's list typed after a grid's DE WIN SB KS).
func TestAddCodes(t *testing.T) {
	preset := []string{"DE", "WIN", "SB", "KS"}
	course := strings.Fields("SB KS PS ARO TPR WIN BPG DE")
	for _, c := range []struct {
		list, typed []string
		toEnd       bool
		want        string
	}{
		{preset, []string{"PS"}, false, "DE WIN SB KS PS"},
		{preset, []string{"KS", "SB", "PS"}, false, "DE WIN SB KS PS"},
		{preset, []string{"KS", "SB", "PS"}, true, "DE WIN KS SB PS"},
		{preset, []string{"DE"}, true, "WIN SB KS DE"},
		{preset, course, false, "DE WIN SB KS PS ARO TPR BPG"},
		{preset, course, true, "SB KS PS ARO TPR WIN BPG DE"},
		{nil, course, false, "SB KS PS ARO TPR WIN BPG DE"},
	} {
		if got := strings.Join(AddCodes(c.list, c.typed, c.toEnd), " "); got != c.want {
			t.Errorf("AddCodes(%v, %v, %v) = %s, want %s", c.list, c.typed, c.toEnd, got, c.want)
		}
	}
	if strings.Join(preset, " ") != "DE WIN SB KS" {
		t.Errorf("AddCodes changed its list: %v", preset)
	}
}
