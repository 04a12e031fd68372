package request

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestParse reads every field from text, and refuses each wrong one with
// a *FieldError naming it.
func TestParse(t *testing.T) {
	r, err := Parse(Fields{Rules: "fide2024", TieBreaks: "BH/C1,SB", ListSet: true, Round: "5", System: "rr",
		Unrated: "1400", Lots: "7,3;12,5", Explain: "all", Format: "trf", Answers: map[string]string{"Q-BYE/*": "pab"}, Browser: true})
	if err != nil {
		t.Fatal(err)
	}
	o := r.Options
	if r.Mode != Standings || o.Edition != engine.Fide2024 || strings.Join(engine.Keys(o.TieBreaks), ",") != "BH/C1,SB" || o.Round != 5 ||
		o.System != engine.RoundRobin || !o.HasUnrated || o.Unrated != 1400 || len(o.Lots) != 2 || o.Lots[1][0] != 12 ||
		o.Explain != engine.ExplainAll || o.MaxComponents != engine.BrowserMaxComponents || r.Read.Answers["Q-BYE/*"] != "pab" {
		t.Errorf("parsed: %+v", r)
	}
	if r, err := Parse(Fields{ListSet: true, TieBreaks: "PTS"}); err != nil || r.Options.TieBreaks == nil || len(r.Options.TieBreaks) != 0 {
		t.Errorf("PTS alone: %v %#v", err, r.Options.TieBreaks)
	}
	for _, c := range []struct {
		f     Fields
		field string
		usage bool
	}{
		{Fields{Mode: "nope"}, FieldMode, true},
		{Fields{Format: "nope"}, FieldFormat, true},
		{Fields{Rules: "fide1999"}, FieldRules, true},
		{Fields{TieBreaks: "BH/X9", ListSet: true}, FieldTieBreaks, false},
		{Fields{TieBreaks: "BH", ListSet: true, Preset: "uscf"}, FieldTieBreaks, true},
		{Fields{Preset: "nope"}, FieldPreset, true},
		{Fields{Round: "-1"}, FieldRound, true},
		{Fields{Round: "five"}, FieldRound, true},
		{Fields{System: "zz"}, FieldSystem, true},
		{Fields{Unrated: "4001"}, FieldUnrated, true},
		{Fields{Lots: "x"}, FieldLots, true},
		{Fields{Explain: "0"}, FieldExplain, true},
		{Fields{Mode: "compare", Compare: "nonsense!"}, FieldCompare, true},
		{Fields{Mode: "compare"}, FieldCompare, true},
		{Fields{Mode: "prizes", Prizes: "100,abc"}, FieldPrizes, true},
		{Fields{Mode: "prizes", Prizes: "100", PrizeUnit: "0"}, FieldPrizeUnit, true},
		{Fields{Mode: "prizes"}, FieldPrizes, true},
		{Fields{Mode: "boards", BoardsMin: "-1"}, FieldBoardsMin, true},
		// A field the mode does not take.
		{Fields{Mode: "whatif", Round: "3"}, FieldRound, true},
		{Fields{Mode: "check", TieBreaks: "BH", ListSet: true}, FieldTieBreaks, true},
		{Fields{Mode: "boards", Lots: "1,2"}, FieldLots, true},
		{Fields{Compare: "fide2024"}, FieldCompare, true},
		{Fields{Mode: "compare", Compare: "fide2024", Explain: "3"}, FieldExplain, true},
	} {
		_, err := Parse(c.f)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field || fe.Usage != c.usage {
			t.Errorf("%+v: %v, want a FieldError on %s (usage %v)", c.f, err, c.field, c.usage)
		}
	}
}

// TestColumns: an edition, a preset (preset:uscf for the preset named as
// an edition) and a list joined by '+' each make a column.
func TestColumns(t *testing.T) {
	r, err := Parse(Fields{Mode: "compare", Compare: "fide2024, preset:uscf, fide-swiss, BH/C1+SB"})
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, c := range r.Columns {
		labels = append(labels, c.Label)
	}
	if strings.Join(labels, "|") != "fide2024|uscf|fide-swiss|BH/C1+SB" || r.Columns[1].Options.Preset != "uscf" {
		t.Errorf("columns %q", labels)
	}
}

// TestLots: FormatLots writes what ParseLots reads.
func TestLots(t *testing.T) {
	lots := [][]int{{7, 3}, {12, 5, 1}}
	got, err := ParseLots(FormatLots(lots))
	if err != nil || FormatLots(got) != "7,3;12,5,1" {
		t.Errorf("%v %v", got, err)
	}
}

// TestModes: every mode has a name that reads back.
func TestModes(t *testing.T) {
	for i, n := range Modes() {
		if m, err := ParseMode(n); err != nil || int(m) != i || m.String() != n {
			t.Errorf("%s: %v %v", n, m, err)
		}
	}
	if len(Modes()) != len(refused) {
		t.Errorf("%d modes, %d rows of refused fields", len(Modes()), len(refused))
	}
}
