package app

import (
	"strings"
	"testing"
)

// TestExerciseHints checks the marks and the hints of exercise mode on the
// 2009 championship: a value typed exactly (point or comma, trailing zeros)
// is right; a Sonneborn-Berger typed without one round's contribution
// names that round as missing; a BH/C1 that counts the cut round names it
// as cut; a difference no round explains asks to go through the rounds.
func TestExerciseHints(t *testing.T) {
	s, ok := ExampleState("campionato-2009")
	if !ok {
		t.Fatal("no 2009 example")
	}
	s.Lang, s.ListSet, s.List = "en", true, []string{"SB", "BH/C1"}
	st, err := ComputeWith(Read(s).Event, s, 1)
	if err != nil {
		t.Fatal(err)
	}
	row := st.Rows[0]
	for _, r := range st.Rows {
		if r.Player.StartNo == 1 {
			row = r
		}
	}
	sb, bh := row.Values[0], row.Values[1]
	for _, typed := range []string{sb.String(), strings.Replace(sb.String(), ".", ",", 1), sb.Value.Format(4)} {
		if m := CheckTyped(typed, sb); m != MarkRight {
			t.Errorf("%q: mark %d, want right", typed, m)
		}
	}
	if CheckTyped("abc", sb) != MarkUnread || CheckTyped("", sb) != MarkEmpty {
		t.Error("unread or empty values marked otherwise")
	}
	ex := sb.Explanation()
	var round int
	var missing string
	for _, e := range ex.Elements {
		if e.Counted && e.Contribution.Sign() > 0 {
			round, missing = e.Round, sb.Value.Sub(e.Contribution).String()
			break
		}
	}
	if h := Hint("en", missing, ex, sb.Value); !strings.Contains(h, "Round "+itoa(round)) || !strings.Contains(h, "missing") {
		t.Errorf("SB without round %d's contribution (%s): hint %q", round, missing, h)
	}
	ex = bh.Explanation()
	for _, e := range ex.Elements {
		if !e.Counted {
			typed := bh.Value.Add(e.Contribution).String()
			if h := Hint("it", typed, ex, bh.Value); !strings.Contains(h, "Il turno "+itoa(e.Round)+" è tagliato") {
				t.Errorf("BH/C1 counting the cut round %d: hint %q", e.Round, h)
			}
			if h := Hint("en", typed, ex, bh.Value); !strings.Contains(h, "is cut") {
				t.Errorf("BH/C1 counting the cut round %d: hint %q", e.Round, h)
			}
		}
	}
	if h := Hint("en", sb.Value.Add(sb.Value).String(), ex, sb.Value); !strings.Contains(h, "go through the rounds") {
		t.Errorf("an unexplained difference: %q", h)
	}
}
