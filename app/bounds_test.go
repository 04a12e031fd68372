package app

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// errCode is the code of a coded error, or "".
func errCode(err error) string {
	var ce *engine.CodedError
	if errors.As(err, &ce) {
		return ce.Code()
	}
	return ""
}

// TestDecodeStateBounds opens share links whose lists pass their limits
// (issue 19 item 6): each list is left out, its refusal named, and the
// rest of the link kept; a list at its limit is read. A list of 300,000
// entries costs no more than a scan: its entries are not decoded.
func TestDecodeStateBounds(t *testing.T) {
	base, _ := ExampleState("campionato-2009")
	base.Lang = "it"
	repeat := func(s string, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	typed := func(n int) map[string]string {
		m := map[string]string{}
		for i := 0; i < n; i++ {
			m[strconv.Itoa(i+1)+"/0"] = "1"
		}
		return m
	}
	answers := func(n int) map[string]string {
		m := map[string]string{}
		for i := 0; i < n; i++ {
			m["Q-BYE/r"+strconv.Itoa(i+1)] = "pab"
		}
		return m
	}
	lots := func(n int) [][]int {
		g := make([]int, n)
		for i := range g {
			g[i] = i + 1
		}
		return [][]int{g[:n/2], g[n/2:]}
	}
	for _, c := range []struct {
		name    string
		set     func(s *State, n int)
		max     int
		code    string
		dropped func(s State) bool
	}{
		{"tie-breaks", func(s *State, n int) { s.List, s.ListSet = repeat("BH", n), true }, engine.MaxTieBreaks, "too-many-tiebreaks",
			func(s State) bool { return s.List == nil && !s.ListSet }},
		{"compare", func(s *State, n int) { s.Compare = repeat("fide2026", n) }, engine.MaxCompare, "too-many-compare",
			func(s State) bool { return s.Compare == nil }},
		{"answers", func(s *State, n int) { s.Answers = answers(n) }, engine.MaxAnswers, "too-many-answers",
			func(s State) bool { return s.Answers == nil }},
		{"lots", func(s *State, n int) { s.Lots = lots(n) }, engine.MaxLots, "too-many-lots",
			func(s State) bool { return s.Lots == nil }},
		{"typed", func(s *State, n int) { s.Exercise, s.Typed = true, typed(n) }, MaxTyped, "too-many-typed",
			func(s State) bool { return s.Typed == nil && s.Exercise }},
	} {
		s := base
		c.set(&s, c.max)
		frag, err := EncodeState(s)
		if err != nil {
			t.Fatal(err)
		}
		got, refused, err := decodeState(frag)
		if err != nil || len(refused) != 0 || c.dropped(got) {
			t.Errorf("%s at the limit %d: %v %v", c.name, c.max, err, refused)
		}
		s = base
		c.set(&s, c.max+1)
		frag, _ = EncodeState(s)
		got, refused, err = decodeState(frag)
		if err != nil || len(refused) != 1 || errCode(refused[0]) != c.code {
			t.Fatalf("%s past the limit: %v %v", c.name, err, refused)
		}
		if !c.dropped(got) || got.Text != base.Text || got.Lang != "it" || got.Edition != base.Edition {
			t.Errorf("%s past the limit: the list was not left out, or the rest not kept: %+v", c.name, got.Edition)
		}
		want := strconv.Itoa(c.max + 1)
		if msg := i18n.ErrorText("it", refused[0]); !strings.Contains(msg, want) || !strings.Contains(msg, strconv.Itoa(c.max)) || msg == refused[0].Error() {
			t.Errorf("%s: Italian message %q", c.name, msg)
		}
		// The page computes the rest of the link.
		if o := Run(got); o.Standings == nil || o.Err != "" {
			t.Errorf("%s: the rest of the link gives no standings: %q", c.name, o.Err)
		}
	}
	// An empty list chosen stays chosen.
	s := base
	s.List, s.ListSet = nil, true
	frag, _ := EncodeState(s)
	if got, refused, err := decodeState(frag); err != nil || refused != nil || !got.ListSet || got.List != nil {
		t.Errorf("an empty list chosen: %v %v %+v", err, refused, got.List)
	}
	// The cost of a refusal: a scan, not the entries.
	s = base
	s.Compare = repeat("fide2026", 300_000)
	frag, _ = EncodeState(s)
	small, _ := EncodeState(base)
	a0 := testing.AllocsPerRun(2, func() { decodeState(small) })
	a1 := testing.AllocsPerRun(2, func() { decodeState(frag) })
	t.Logf("compare fide2026 × 300,000: a link of %d bytes; %.0f allocations to refuse it (%.0f for the link without it)", len(frag), a1, a0)
	if a1 > a0+100 {
		t.Errorf("refusing 300,000 entries allocates %.0f times, the link without them %.0f: the entries are decoded", a1, a0)
	}
}

// TestEmbedStateBounds: the embedded page leaves out a host's lists past
// their limits, and the options sent with them, as Spareggi.compute
// refuses the whole request (the page shows them only when called
// directly).
func TestEmbedStateBounds(t *testing.T) {
	bh := strings.TrimSuffix(strings.Repeat(`"BH",`, 100_000), ",")
	if s := EmbedState("T", `{"preset": "fide-rr", "tiebreaks": [`+bh+`]}`, "it"); s.ListSet || s.List != nil || s.Preset != "" {
		t.Errorf("BH × 100,000 as an array: %d entries", len(s.List))
	}
	if s := EmbedState("T", `{"tiebreaks": "`+strings.Repeat("BH,", 100_000)+`"}`, "it"); s.ListSet || s.List != nil {
		t.Errorf("BH × 100,000 as a string: %d entries", len(s.List))
	}
	var b strings.Builder
	b.WriteString(`{"answers": {`)
	for i := 0; i <= engine.MaxAnswers; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"Q-BYE/r` + strconv.Itoa(i) + `": "pab"`)
	}
	b.WriteString(`}}`)
	if s := EmbedState("T", b.String(), "it"); s.Answers != nil {
		t.Errorf("%d answers kept", len(s.Answers))
	}
}

// TestStateOptionsBounds: a state built past the limits (by a caller that
// did not decode it) is refused before its entries are read, in the
// page's language; prizes past theirs too.
func TestStateOptionsBounds(t *testing.T) {
	base, _ := ExampleState("campionato-2009")
	s := base
	s.List, s.ListSet = make([]string, 100_000), true
	o := Run(s)
	if o.ErrCoded == nil || o.ErrCoded.Code() != "too-many-tiebreaks" || !strings.HasPrefix(outcomeErr("it", o), "La lista degli spareggi ha 100000 voci") {
		t.Errorf("100,000 tie-breaks: %q", outcomeErr("it", o))
	}
	s = base
	s.Prizes = strings.Repeat("10 ", 100_000)
	st := Run(base).Standings
	s.Lang = "it"
	if r := SharePrizes(st, s); !strings.HasPrefix(errorText("it", r.Err), "La lista dei premi ha 100000 importi") {
		t.Errorf("100,000 prizes in Italian: %q", errorText("it", r.Err))
	}
}
