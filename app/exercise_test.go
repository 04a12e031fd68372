package app

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
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
	for _, e := range ex.Elements() {
		if e.Counted && e.Contribution.Sign() > 0 {
			round, missing = e.Round, sb.Value.Sub(e.Contribution).String()
			break
		}
	}
	if h := Hint(Reading{Lang: "en"}, missing, ex, sb.Value); !strings.Contains(h, "Round "+itoa(round)) || !strings.Contains(h, "missing") {
		t.Errorf("SB without round %d's contribution (%s): hint %q", round, missing, h)
	}
	ex = bh.Explanation()
	for _, e := range ex.Elements() {
		if !e.Counted {
			typed := bh.Value.Add(e.Contribution).String()
			if h := Hint(Reading{Lang: "it"}, typed, ex, bh.Value); !strings.Contains(h, "Il turno "+itoa(e.Round)+" è tagliato") {
				t.Errorf("BH/C1 counting the cut round %d: hint %q", e.Round, h)
			}
			if h := Hint(Reading{Lang: "en"}, typed, ex, bh.Value); !strings.Contains(h, "is cut") {
				t.Errorf("BH/C1 counting the cut round %d: hint %q", e.Round, h)
			}
		}
	}
	if h := Hint(Reading{Lang: "en"}, sb.Value.Add(sb.Value).String(), ex, sb.Value); !strings.Contains(h, "go through the rounds") {
		t.Errorf("an unexplained difference: %q", h)
	}
}

// TestExerciseHintsEveryRound checks the examples of issue 22 on Godena's
// values in the 2009 championship: every round that explains the
// difference is named, the numbers in the page's language; text that is
// not a number is told so; halves written ½ are read.
func TestExerciseHintsEveryRound(t *testing.T) {
	s, ok := ExampleState("campionato-2009")
	if !ok {
		t.Fatal("no 2009 example")
	}
	s.Lang, s.ListSet, s.List = "it", true, []string{"SB", "KS"}
	ev := Read(s).Event
	start := 0
	for _, p := range ev.Players {
		if strings.Contains(p.Name, "Godena") {
			start = p.StartNo
		}
	}
	st, err := ComputeWith(ev, s, start)
	if err != nil {
		t.Fatal(err)
	}
	var sb, ks engine.Result
	for _, r := range st.Rows {
		if r.Player.StartNo == start {
			sb, ks = r.Values[0], r.Values[1]
		}
	}
	for _, c := range []struct {
		typed string
		res   engine.Result
		want  []string
	}{
		{"33,00", sb, []string{"10, 11", "3,25"}},
		{"33,25", sb, []string{"2, 7", "3,00"}},
		{"2,5", ks, []string{"2, 9, 10, 11", "0,50"}},
		{"abc", sb, []string{"non è un numero"}},
		{"37 3/4", sb, []string{"non è un numero"}},
	} {
		h := Hint(Reading{Lang: "it"}, c.typed, c.res.Explanation(), c.res.Value)
		for _, w := range c.want {
			if !strings.Contains(h, w) {
				t.Errorf("%q: hint %q, want %q in it", c.typed, h, w)
			}
		}
	}
	for typed, want := range map[string]string{"½": "0.5", "37½": "37.5", "37 ½": "37.5", "-1½": "-1.5", "36,25": "36.25"} {
		if v, ok := parseTyped(typed); !ok || v.String() != want {
			t.Errorf("%q read as %v %v, want %s", typed, v, ok, want)
		}
	}
	for _, typed := range []string{"37,5½", "½½", "abc", "37 3/4"} {
		if _, ok := parseTyped(typed); ok {
			t.Errorf("%q read as a number", typed)
		}
	}
}

// TestExerciseFileReopens checks that a file of saved answers reads back
// into the state that shows them, for an example and for a pasted
// crosstable, and that a crosstable is not taken for one.
func TestExerciseFileReopens(t *testing.T) {
	ex, _ := ExampleState("campionato-2009")
	pasted := State{Text: ex.Text, Name: "my.trf", List: []string{"SB"}, ListSet: true}
	for _, s := range []State{ex, pasted} {
		s.Exercise, s.Typed = true, map[string]string{"1/0": "36,25"}
		b, err := ExerciseFile(s)
		if err != nil {
			t.Fatal(err)
		}
		got, ok, err := ReadExerciseFile(string(b))
		if !ok || err != nil || !got.Exercise || got.Typed["1/0"] != "36,25" || got.Text != s.Text || !sameList(got.List, s.List) {
			t.Errorf("%q: read back as %v %v (ok %v)", s.Name, got.Typed, got.List, ok)
		}
	}
	if _, ok, _ := ReadExerciseFile(ex.Text); ok {
		t.Error("a crosstable read as answers")
	}
}

// TestPrizesHalves checks that a prize amount may be written with ½.
func TestPrizesHalves(t *testing.T) {
	for _, lang := range []string{"it", "en"} {
		v, err := ParsePrizes(lang, "100½ ½")
		if err != nil || len(v) != 2 || v[0].String() != "100.5" || v[1].String() != "0.5" {
			t.Errorf("%s: %v %v", lang, v, err)
		}
	}
}
