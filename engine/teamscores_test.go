package engine_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestTeamScoreCodes: MP and GP as tie-breaks, in every spelling of the
// TRF-2026 lists (MPTS, GPTS, PTS:MP, PTS:GP), on the FIDE team exercise:
// each team's match and game points as its 310 record publishes them,
// GP equal to MPvGP (match points decide), and each value explained match
// by match with contributions that add up to it.
func TestTeamScoreCodes(t *testing.T) {
	data, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	published := map[int][2]string{} // team → MP, GP of its 310 record (cols 55–60, 62–67)
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "310 ") && len(l) > 67 {
			n, _ := strconv.Atoi(strings.TrimSpace(l[4:7]))
			published[n] = [2]string{strings.TrimSpace(l[54:60]), strings.TrimSpace(l[61:67])}
		}
	}
	ev, _, err := formats.Read(data, formats.Options{FileName: "fide-team-2026.trf"})
	if err != nil {
		t.Fatal(err)
	}
	list, err := engine.ParseList("MP,GP,MPTS,GPTS,PTS:MP,PTS:GP,MPvGP")
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"MP", "GP", "MP", "GP", "MP", "GP", "MPvGP"} {
		if !strings.EqualFold(list[i].Code, want) {
			t.Errorf("%s parsed as %s, want %s", list[i].Key, list[i].Code, want)
		}
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: engine.ExplainAll})
	if err != nil {
		t.Fatal(err)
	}
	if len(published) != 14 || len(st.Rows) != 14 {
		t.Fatalf("%d published teams, %d rows", len(published), len(st.Rows))
	}
	for _, r := range st.Rows {
		p := published[r.Player.StartNo]
		for k, v := range r.Values {
			want := p[k%2]
			if k == 6 {
				want = p[1]
			}
			if v.String() != want {
				t.Errorf("team %d %s = %s, want %s", r.Player.StartNo, list[k].Key, v.String(), want)
			}
			x := v.Explanation()
			if x == nil {
				t.Errorf("team %d %s: no explanation", r.Player.StartNo, list[k].Key)
				continue
			}
			sum := engine.IntValue(0)
			for _, e := range x.Elements() {
				sum = sum.Add(e.Contribution)
			}
			if sum.Cmp(v.Value) != 0 || len(x.Elements()) != 7 {
				t.Errorf("team %d %s: %d elements adding up to %s, value %s", r.Player.StartNo, list[k].Key, len(x.Elements()), sum, v.String())
			}
		}
	}
}
