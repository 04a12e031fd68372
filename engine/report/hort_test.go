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
		{Start: 4, Name: "D", Place: 4, Points: engine.IntValue(3), First: 4, Last: 6, PlacePrize: engine.IntValue(40),
			Exact: engine.NewValue(95, 3), Amount: engine.NewValue(3167, 100)},
	}
	var b bytes.Buffer
	if err := HortTable(&b, aw, engine.NewValue(1, 100), engine.NewValue(1, 100), false, "en"); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"Hort system", " 4  D       4  3.0     4-6  40.00  31.6667  31.67", "Total paid 31.67", "rounding difference +0.01"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
