package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// exerciseRow computes the 2009 championship under list with the
// derivations of participant start, and returns his row and the
// standings.
func exerciseRow(t *testing.T, list []string, start int) (*engine.Row, *engine.Standings) {
	t.Helper()
	s, ok := ExampleState("campionato-2009")
	if !ok {
		t.Fatal("no 2009 example")
	}
	s.ListSet, s.List = true, list
	st, err := ComputeWith(Read(s).Event, s, start)
	if err != nil {
		t.Fatal(err)
	}
	for i := range st.Rows {
		if st.Rows[i].Player.StartNo == start {
			return &st.Rows[i], st
		}
	}
	t.Fatalf("no participant %d", start)
	return nil, nil
}

// TestExerciseReadsRatingsAndQuarters: in a rating, the page's thousands
// separator between groups of three digits is read as one ("2.586" on the
// Italian and Spanish pages, "2,586" on the English one, "2.452,9" with
// decimals); elsewhere the point stays a decimal point; a quarter or a
// half written the way chess writes them ("36¼", "36¾", "36 ¼", "½",
// "-1¾") is read in every cell (decision 75).
func TestExerciseReadsRatingsAndQuarters(t *testing.T) {
	for _, c := range []struct {
		rd    Reading
		typed string
		want  string
	}{
		{Reading{"it", true}, "2.586", "2586"},
		{Reading{"es", true}, "2.586", "2586"},
		{Reading{"en", true}, "2,586", "2586"},
		{Reading{"it", true}, "2.452,9", "2452.9"},
		{Reading{"it", true}, "2452,9", "2452.9"},
		{Reading{"it", true}, "26.982", "26982"},
		{Reading{"it", true}, "2586", "2586"},
		{Reading{"it", false}, "2.586", "2.586"},
		{Reading{"en", true}, "2.586", "2.586"},
		{Reading{"it", true}, "2.58", "2.58"},
		{Reading{"it", true}, "2.5867", "2.5867"}, // not groups of three: a decimal, and wrong
		{Reading{"it", false}, "36¼", "36.25"},
		{Reading{"it", false}, "36¾", "36.75"},
		{Reading{"en", false}, "36 ¼", "36.25"},
		{Reading{"it", false}, "½", "0.5"},
		{Reading{"it", false}, "¾", "0.75"},
		{Reading{"it", false}, "-1¾", "-1.75"},
		{Reading{"it", false}, "37½", "37.5"},
	} {
		v, ok := c.rd.Parse(c.typed)
		if !ok || v.String() != c.want {
			t.Errorf("%+v %q read as %v (%v), want %s", c.rd, c.typed, v, ok, c.want)
		}
	}
	for _, c := range []struct {
		rd    Reading
		typed string
	}{
		{Reading{"it", false}, "36,5¼"}, {Reading{"it", false}, "¼½"},
		{Reading{"it", true}, "2.58.6"}, {Reading{"it", false}, "2.452,9"},
	} {
		if v, ok := c.rd.Parse(c.typed); ok {
			t.Errorf("%+v %q read as %v", c.rd, c.typed, v)
		}
	}
	// Godena's SB, 36.25, typed as chess writes it, is right; his TPR
	// with an Italian thousands point too.
	row, st := exerciseRow(t, []string{"SB", "TPR"}, 1)
	if m := (Reading{Lang: "it"}).Check("36¼", row.Values[0]); m != MarkRight {
		t.Errorf("SB 36¼ marked %d (SB %s)", m, row.Values[0])
	}
	if m := (Reading{Lang: "it", Rating: st.TieBreaks[1].Row().Rating}).Check("2.586", row.Values[1]); m != MarkRight {
		t.Errorf("TPR 2.586 marked %d (TPR %s)", m, row.Values[1])
	}
}

// TestExerciseRoundingHints: a rating value off only by a rounding is told
// so, with the rule's rounding named (docs/tiebreaks.md §6.16, §6.17;
// decision 76), not sent through the rounds: Godena's ARO 2452,9 (the
// average 26982 / 11 unrounded) or 2452 (rounded down); his TPR 2587 (the
// dp table interpolated at 68.18 %) or 2585 (the average rounded down);
// in Italian, English and Spanish. A value off by more is not a rounding.
func TestExerciseRoundingHints(t *testing.T) {
	row, st := exerciseRow(t, []string{"ARO", "TPR"}, 1)
	aro, tpr := row.Values[0], row.Values[1]
	if aro.String() != "2453" || tpr.String() != "2586" {
		t.Fatalf("Godena's ARO %s and TPR %s, want 2453 and 2586", aro, tpr)
	}
	rating := st.TieBreaks[0].Row().Rating
	for _, c := range []struct {
		lang, typed string
		res         engine.Result
		want        []string
	}{
		{"it", "2452,9", aro, []string{"Differisce solo l'arrotondamento", "C.07 10.1", "all'intero più vicino", "metà esatta per eccesso"}},
		{"it", "2452", aro, []string{"C.07 10.1", "intero più vicino"}},
		{"en", "2452.9", aro, []string{"Only the rounding differs", "C.07 10.1", "nearest whole number, an exact half going up"}},
		{"es", "2452,9", aro, []string{"Solo difiere el redondeo", "C.07 10.1"}},
		{"it", "2587", tpr, []string{"C.07 10.2", "percentuale", "mai tra due righe"}},
		{"en", "2585", tpr, []string{"C.07 10.2", "average already rounded"}},
		{"es", "2594", tpr, []string{"C.07 10.2", "porcentaje redondeado"}},
	} {
		h := Hint(Reading{Lang: c.lang, Rating: rating}, c.typed, c.res.Explanation(), c.res.Value)
		for _, w := range c.want {
			if !strings.Contains(h, w) {
				t.Errorf("%s %q: hint %q, want %q in it", c.lang, c.typed, h, w)
			}
		}
		if strings.Contains(h, "ricontrolla") || strings.Contains(h, "go through") || strings.Contains(h, "repasa") {
			t.Errorf("%s %q: a rounding sent through the rounds: %q", c.lang, c.typed, h)
		}
	}
	for _, c := range []struct {
		typed string
		res   engine.Result
	}{{"2455", aro}, {"2453", aro}, {"2600", tpr}, {"2586", tpr}} {
		if h := Hint(Reading{Lang: "en", Rating: rating}, c.typed, c.res.Explanation(), c.res.Value); strings.Contains(h, "rounding") {
			t.Errorf("%q: hint %q names a rounding", c.typed, h)
		}
	}
}

// TestExerciseExportsHideAnswers: in exercise mode the page offers only the
// exports that show no answer, printing and the share link; the TRF file
// (its rank field is the computed order), CSV, JSON, the copied table and
// the comparison are left out (decision 74).
func TestExerciseExportsHideAnswers(t *testing.T) {
	got := (&Exports{Exercise: true, HasTRF: true}).actions()
	if !slices.Equal(got, []string{ActionPrint, ActionShare}) {
		t.Errorf("exercise mode offers %v", got)
	}
	all := (&Exports{HasTRF: true}).actions()
	for _, a := range []string{ActionCSV, ActionJSON, ActionTRF, ActionCopy, ActionPrint, ActionShare, ActionCompare} {
		if !slices.Contains(all, a) {
			t.Errorf("%s not offered outside the exercise", a)
		}
	}
}

// TestExerciseDEPractice: DE is practised as the other tie-breaks: the
// explanation in exercise mode asks for the points scored in each game
// between the tied players (Godena's one game against Ortega, Bruno's
// against D'Amore and D. Rombaldoni), shows none of them and not the
// value, and marks each typed number.
func TestExerciseDEPractice(t *testing.T) {
	for _, c := range []struct {
		start  int
		rounds []int
		points []string
	}{{1, []int{3}, []string{"0"}}, {6, []int{4, 5}, []string{"1", "0.5"}}} {
		row, st := exerciseRow(t, []string{"DE", "SB"}, c.start)
		x := &ExplainPanel{Lang: "it", Col: 0, Row: row, Event: st.Event, Key: "DE", Group: true, Exercise: true}
		if !x.practicing(row.Values[0]) {
			t.Fatalf("%d: DE not practised (value %s)", c.start, row.Values[0])
		}
		heads, rows := x.practiceRows(row.Values[0])
		if slices.Contains(heads, "ex.points") || slices.Contains(heads, "ex.contribution") {
			t.Errorf("%d: columns %v show the answer", c.start, heads)
		}
		var rounds []int
		var points []string
		for _, r := range rows {
			rounds, points = append(rounds, r.round), append(points, r.want.String())
			for _, cell := range r.cells {
				if cell == row.Values[0].String() && cell != itoa(r.round) {
					t.Errorf("%d: a cell shows %q", c.start, cell)
				}
			}
		}
		if !slices.Equal(rounds, c.rounds) || !slices.Equal(points, c.points) {
			t.Errorf("%d: rounds %v points %v, want %v %v", c.start, rounds, points, c.rounds, c.points)
		}
		x.revealed = true
		if x.practicing(row.Values[0]) {
			t.Errorf("%d: still practising once the derivation is asked for", c.start)
		}
	}
}
