package engine

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestListBoundsRoom: the limits of the lists leave room for every real
// list: every code of the registry once, every edition and preset side by
// side.
func TestListBoundsRoom(t *testing.T) {
	if n := len(Codes()); MaxTieBreaks < n {
		t.Errorf("MaxTieBreaks %d: the registry has %d codes", MaxTieBreaks, n)
	}
	if n := len(Editions) + len(PresetIDs()); MaxCompare < n {
		t.Errorf("MaxCompare %d: there are %d editions and presets", MaxCompare, n)
	}
}

// refusal returns the code and the arguments of a list refused, or fails.
func refusal(t *testing.T, what string, err error) (string, []string) {
	t.Helper()
	var ue *UsageError
	var ce *CodedError
	if !errors.As(err, &ue) || !errors.As(err, &ce) {
		t.Fatalf("%s: %v, want a coded usage error", what, err)
	}
	return ce.Code(), ce.Args
}

// TestParseListBound: a tie-break list of MaxTieBreaks descriptors (after
// a leading PTS) is read; one more is refused, and a list of a million is
// refused before any descriptor is read.
func TestParseListBound(t *testing.T) {
	list := func(n int) string { return strings.TrimSuffix(strings.Repeat("BH,", n), ",") }
	for _, s := range []string{list(MaxTieBreaks), "PTS," + list(MaxTieBreaks), "PTS " + list(MaxTieBreaks)} {
		if ds, err := ParseList(s); err != nil || len(ds) != MaxTieBreaks {
			t.Errorf("%d descriptors: %d, %v", MaxTieBreaks, len(ds), err)
		}
	}
	for _, c := range []struct {
		s    string
		want string
	}{
		{list(MaxTieBreaks + 1), "65"},
		{"PTS," + list(MaxTieBreaks+1), "65"},
		{list(MaxTieBreaks) + ",PTS", "65"},
		{list(100_000), "100000"},
		{" ; PTS;" + list(100_000), "100000"},
	} {
		_, err := ParseList(c.s)
		code, args := refusal(t, c.s[:20], err)
		if code != "too-many-tiebreaks" || len(args) != 2 || args[0] != c.want || args[1] != "64" {
			t.Errorf("%.20s…: %s %v", c.s, code, args)
		}
	}
	huge := list(1_000_000)
	if a := testing.AllocsPerRun(3, func() { ParseList(huge) }); a > 10 {
		t.Errorf("refusing BH × 1,000,000 allocates %.0f times: the entries are read", a)
	}
}

// TestComputeListBounds: the engine refuses the drawings of lots past
// their limit given to it directly, as the front ends do, and its checks
// refuse the other lists past theirs (not a tie-break list: the engine
// computes long ones of its own, and ParseList bounds those users give).
// The comparison and the prizes are refused by their packages
// (engine/compare, engine/prizes).
func TestComputeListBounds(t *testing.T) {
	ev := build(t, "2025/01/01", Swiss, "1500: 2w1", "1400: 1b0")
	lots := make([]int, MaxLots+1)
	for i := range lots {
		lots[i] = i + 1
	}
	if _, err := Compute(ev, Options{Lots: [][]int{lots[:MaxLots]}}); err != nil {
		t.Errorf("%d start numbers drawn: %v", MaxLots, err)
	}
	_, err := Compute(ev, Options{Lots: [][]int{lots[:2], lots[2:]}})
	if code, args := refusal(t, "lots", err); code != "too-many-lots" || args[0] != "10001" {
		t.Errorf("lots: %s %v", code, args)
	}
	for _, c := range []struct {
		check func(int) error
		max   int
		code  string
	}{
		{CheckTieBreaks, MaxTieBreaks, "too-many-tiebreaks"},
		{CheckCompare, MaxCompare, "too-many-compare"},
		{CheckAnswers, MaxAnswers, "too-many-answers"},
		{CheckLots, MaxLots, "too-many-lots"},
		{CheckPrizes, MaxPrizes, "too-many-prizes"},
	} {
		if err := c.check(c.max); err != nil {
			t.Errorf("%s at the limit: %v", c.code, err)
		}
		if code, _ := refusal(t, c.code, c.check(c.max+1)); code != c.code {
			t.Errorf("%s: %s", c.code, code)
		}
	}
}

// TestListBoundsDocumented: the README's Limits paragraph gives the limits
// of the lists as engine/limits.go has them.
func TestListBoundsDocumented(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Join(strings.Fields(string(b)), " ")
	thousands := func(n int) string {
		s := strconv.Itoa(n)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	}
	for _, want := range []string{
		"a tie-break list at most " + thousands(MaxTieBreaks) + " entries",
		"a comparison at most " + thousands(MaxCompare) + " columns",
		"answers to the reader's questions at most " + thousands(MaxAnswers),
		"the drawings of lots at most " + thousands(MaxLots) + " start numbers",
		"prizes at most " + thousands(MaxPrizes) + " places",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("README.md, Limits: no %q", want)
		}
	}
}
