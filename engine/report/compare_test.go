package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/internal/msg"
)

func TestCompareTable(t *testing.T) {
	st := &engine.Standings{Edition: engine.Fide2024, ListSource: msg.New(msg.ReasonListUser), Round: 5}
	cmp := &compare.Comparison{
		Columns: []compare.Computed{{Label: "fide2024", Standings: st}, {Label: "uscf", Standings: st}},
		Rows: []compare.Row{
			{Start: 1, Name: "Ann", Points: engine.IntValue(3), Ranks: []int{1, 2}, Shared: []bool{false, true}, Moved: []bool{false, true}, Changed: true},
			{Start: 2, Name: "Bob", Points: engine.IntValue(3), Ranks: []int{2, 2}, Shared: []bool{false, true}, Moved: []bool{false, false}},
		},
		Changed: 1,
	}
	var b bytes.Buffer
	if err := CompareTable(&b, cmp, "en"); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"SNo  Name  Pts  fide2024  uscf", ">    1  Ann   3.0         1   2=*", "     2  Bob   3.0         2    2=",
		"fide2024: rules fide2024, PTS (user); Swiss; after round 5", "1 participant changes rank"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
