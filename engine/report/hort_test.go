package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
)

func TestHortTable(t *testing.T) {
	aw := []prizes.Award{
		{Start: 4, Name: "D", Place: 4, Points: engine.IntValue(3), First: 4, Last: 6, PlaceFirst: 4, PlaceLast: 4, PlacePrize: engine.IntValue(40),
			Exact: engine.NewValue(95, 3), Amount: engine.NewValue(3167, 100)},
	}
	var b bytes.Buffer
	if err := HortTable(&b, aw, engine.NewValue(1, 100), engine.NewValue(1, 100), false, "en"); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"Hort system", " 4  D       4  3.0     4-6  40.00  31.6667  31.67", "Total paid 31.67", "rounding pays 0.01 more than the prize fund"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// TestHortTableWords: the rounding difference is said in words, more or
// less, never as a signed amount ("-0.01 more … (negative: less)"), and a
// rank the tie-breaks leave shared reads its places as a range with the
// shared place prize (issue 33, item 4).
func TestHortTableWords(t *testing.T) {
	aw := []prizes.Award{
		{Start: 2, Name: "B", Place: 2, Points: engine.IntValue(3), First: 2, Last: 4, PlaceFirst: 2, PlaceLast: 4, PlacePrize: engine.IntValue(60),
			Exact: engine.IntValue(60), Amount: engine.IntValue(60)},
	}
	for _, c := range []struct{ lang, want, not string }{
		{"en", "rounding pays 0.01 less than the prize fund", "-0.01"},
		{"it", "paga 0.01 meno del montepremi", "-0.01"},
		{"es", "paga 0.01 menos que el fondo de premios", "-0.01"},
	} {
		var b bytes.Buffer
		if err := HortTable(&b, aw, engine.NewValue(-1, 100), engine.NewValue(1, 100), false, c.lang); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if !strings.Contains(out, c.want) || strings.Contains(out, c.not) {
			t.Errorf("%s: want %q, not %q, in\n%s", c.lang, c.want, c.not, out)
		}
		if !strings.Contains(out, "2-4  B ") || !strings.Contains(out, "60.00") {
			t.Errorf("%s: the shared places 2-4 and their prize 60.00 are missing in\n%s", c.lang, out)
		}
	}
}

// TestPrizeListPrintable: the prize list of `spareggi prizes` is a page to
// print: the event first, the rules used, the standings, then the prizes
// and how they were shared (issue 33, item 4).
func TestPrizeListPrintable(t *testing.T) {
	ev := &engine.Event{Name: "Open di\u200b Prova", Rounds: 1, PlayedRounds: 1, Players: []engine.Player{
		{StartNo: 1, Name: "Uno", Rounds: []engine.Entry{{Opponent: 2, Colour: engine.White, Kind: engine.Win}}},
		{StartNo: 2, Name: "Due", Rounds: []engine.Entry{{Opponent: 1, Colour: engine.Black, Kind: engine.Loss}}},
	}}
	st, err := engine.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	aw, diff, err := prizes.Hort(st, []engine.Value{engine.IntValue(100), engine.IntValue(50)}, engine.NewValue(1, 100), false)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := PrizeList(&b, st, aw, diff, engine.NewValue(1, 100), false, "it", nil); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	lines := strings.Split(out, "\n")
	if lines[0] != "Torneo: Open di Prova" {
		t.Errorf("the first line is %q, not the event", lines[0])
	}
	order := []string{"Torneo:", "Regole:", "Uno", "sistema Hort", "Totale pagato 150.00"}
	at := -1
	for _, w := range order {
		i := strings.Index(out, w)
		if i <= at {
			t.Errorf("%q is missing or out of order (event, rules, standings, prizes) in\n%s", w, out)
			break
		}
		at = i
	}
}
