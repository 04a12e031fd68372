package engine_test

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestPreparedSameStandings: the standings of a Prepared event are
// Compute's, value for value, with the same ties and notices, however
// many computations came before on it: every fixture, each round and
// each edition in turn on one Prepared, every code and its variants a
// few at a time (as the check of printed columns computes them), a
// rating for the unrated, the edition modifier and every value
// explained; each standings given back (Release) once compared, for the
// next to fill.
func TestPreparedSameStandings(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.trf")
	if len(files) < 5 {
		t.Fatalf("%d fixtures in ../testdata", len(files))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".trf")
		t.Run(name, func(t *testing.T) {
			ev := readFixture(t, name)
			p := engine.Prepare(ev)
			lists := preparedLists(t, ev)
			compared := 0
			for _, round := range []int{0, engine.LastCompleteRound(ev) - 1} {
				for _, ed := range engine.Editions {
					for k, list := range lists {
						opt := engine.Options{Edition: ed, TieBreaks: list, Round: round}
						if k%3 == 1 {
							opt.Unrated, opt.HasUnrated = 1400, true
						}
						if k%5 == 2 {
							opt.Explain = engine.ExplainAll
						}
						compared += samePrepared(t, ev, p, opt)
					}
				}
			}
			if compared == 0 {
				t.Fatal("no standings compared")
			}
		})
	}
}

// preparedLists returns the lists the check would compute on ev: every
// code and variant it accepts, four at a time, then a few with the
// edition modifier, with a rating for the unrated, and none.
func preparedLists(t *testing.T, ev *engine.Event) [][]engine.Descriptor {
	var all []engine.Descriptor
	for _, tb := range engine.Codes() {
		for _, key := range append([]string{tb.Code}, tb.Variants...) {
			d, err := engine.ParseDescriptor(key)
			if err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			if engine.CheckInputs(ev, d) == nil {
				all = append(all, d)
			}
		}
	}
	var lists [][]engine.Descriptor
	for from := 0; from < len(all); from += 4 {
		lists = append(lists, all[from:min(from+4, len(all))])
	}
	for _, keys := range []string{"SB/P/V2,BH/V1,BH/C1/V2", "ARO/U1500,TPR/U1000,ARO"} {
		l, err := engine.ParseList(keys)
		if err != nil {
			t.Fatal(err)
		}
		lists = append(lists, l)
	}
	return append(lists, []engine.Descriptor{})
}

// samePrepared compares p.Compute(opt) with engine.Compute(ev, opt): 1
// when both give standings, 0 when both give the same error.
func samePrepared(t *testing.T, ev *engine.Event, p *engine.Prepared, opt engine.Options) int {
	t.Helper()
	want, werr := engine.Compute(ev, opt)
	got, gerr := p.Compute(opt)
	what := fmt.Sprintf("%v round %d %s", opt.Edition, opt.Round, strings.Join(engine.Keys(opt.TieBreaks), ","))
	if fmt.Sprint(werr) != fmt.Sprint(gerr) {
		t.Fatalf("%s: error %v, want %v", what, gerr, werr)
	}
	if werr != nil {
		return 0
	}
	if !reflect.DeepEqual(got.Ties, want.Ties) || !reflect.DeepEqual(got.Notices, want.Notices) ||
		got.Round != want.Round || got.Edition != want.Edition || len(got.Rows) != len(want.Rows) {
		t.Fatalf("%s: ties %v notices %v round %d, want %v %v %d", what, got.Ties, got.Notices, got.Round, want.Ties, want.Notices, want.Round)
	}
	for i, w := range want.Rows {
		g := got.Rows[i]
		if g.Rank != w.Rank || g.Player.StartNo != w.Player.StartNo || g.Points.Cmp(w.Points) != 0 {
			t.Fatalf("%s: row %d is %d (rank %d, %v), want %d (rank %d, %v)", what, i, g.Player.StartNo, g.Rank, g.Points, w.Player.StartNo, w.Rank, w.Points)
		}
		for k := range w.Values {
			gv, wv := g.Values[k], w.Values[k]
			if gv.String() != wv.String() || gv.Tier != wv.Tier || gv.Step != wv.Step || gv.Decimals != wv.Decimals ||
				!reflect.DeepEqual(gv.Explanation(), wv.Explanation()) {
				t.Fatalf("%s: %s of %d is %q, want %q", what, opt.TieBreaks[k].Key, w.Player.StartNo, gv.String(), wv.String())
			}
		}
	}
	p.Release(got) // the next computation fills these rows and values
	if got.Rows != nil {
		t.Fatalf("%s: rows left after Release", what)
	}
	return 1
}
