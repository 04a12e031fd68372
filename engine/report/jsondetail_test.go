package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// The details of each kind of explanation keep the shape of
// docs/tiebreaks.md §12.3: the header's article and edition, then the
// fields of the kind, in that order.
func TestExplanationJSONPerKind(t *testing.T) {
	t.Parallel()
	els := []engine.Element{{Round: 1, Kind: engine.Win, Opponent: 2, Score: engine.IntValue(2000),
		Points: engine.IntValue(1), Contribution: engine.IntValue(2000), Counted: true}}
	for _, tc := range []struct {
		name string
		d    engine.Detail
		want string
	}{
		{"sum", &engine.SumDetail{Elements: els, Total: engine.IntValue(2000)}, "article edition elements sum=2000"},
		{"sum without elements", &engine.SumDetail{Total: engine.NewValue(7, 2)}, "article edition sum=3.5"},
		{"koya", &engine.KoyaDetail{SumDetail: engine.SumDetail{Elements: els, Total: engine.IntValue(1)}, Limit: engine.IntValue(3)},
			"article edition elements sum=1 limit=3"},
		{"mean", &engine.MeanDetail{Elements: els, Sum: engine.IntValue(2000), Count: 1}, "article edition elements sum=2000 count=1"},
		{"performance", &engine.PerformanceDetail{Elements: els, Sum: engine.IntValue(2000), Count: 1, Mean: engine.IntValue(2000), Percent: 100, Dp: 800},
			"article edition elements sum=2000 count=1 mean=2000 percent=100 dp=800"},
		{"perfect", &engine.PerfectDetail{Elements: els, Count: 1, Target: engine.IntValue(1)}, "article edition elements sum=0 count=1"},
		{"group", &engine.GroupDetail{Steps: []engine.Step{{Group: []int{1, 2}, Values: []engine.Value{engine.IntValue(1), engine.IntValue(0)}, Rule: "6.2", Outcome: "split"}}},
			"article edition steps"},
		{"none", nil, "article edition"},
	} {
		ex := &engine.Explanation{Article: "C.07 10.2", Edition: engine.Fide2024, Detail: tc.d}
		enc, err := json.Marshal(explanationJSON(ex, 0, JSONOptions{}))
		if err != nil {
			t.Fatal(err)
		}
		if got := jsonKeys(t, enc); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	ex := &engine.Explanation{Detail: &engine.GroupDetail{Steps: []engine.Step{{Group: []int{1, 2}}}}}
	if enc, _ := json.Marshal(explanationJSON(ex, 7, JSONOptions{})); !bytes.Contains(enc, []byte(`"stepsOf":7`)) || bytes.Contains(enc, []byte(`"steps":`)) {
		t.Errorf("group of another row's steps: %s, want stepsOf 7 and no steps", enc)
	}
}

// jsonKeys lists the top-level keys of an object in order, the numbers
// of the explanation (sum, count, mean, percent, dp, limit) with their
// value after "=".
func jsonKeys(t *testing.T, enc []byte) string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(enc))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			t.Fatal(err)
		}
		key := k.(string)
		switch key {
		case "sum", "count", "mean", "percent", "dp", "limit":
			key += "=" + strings.Trim(string(raw), `"`)
		}
		keys = append(keys, key)
	}
	return strings.Join(keys, " ")
}
