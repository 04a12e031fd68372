package trf

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// index returns the position of a start number in r.ev.Players, or -1.
func (r *trfReader) index(startNo int) int {
	ps := r.ev.Players
	i := sort.Search(len(ps), func(i int) bool { return ps[i].StartNo >= startNo })
	if i < len(ps) && ps[i].StartNo == startNo {
		return i
	}
	return -1
}

// details sets the Detail of zero-point rounds and the Withdrawn flag
// (docs/formats.md §5.8 step 3), double forfeits and round-robin rest rounds.
func (r *trfReader) details() {
	ps, played := r.ev.Players, r.ev.PlayedRounds
	for i := range ps {
		for k := range ps[i].Rounds {
			e := &ps[i].Rounds[k]
			if e.Kind != engine.ForfeitLoss || e.Opponent == 0 {
				continue
			}
			if j := r.index(e.Opponent); j >= 0 && k < len(ps[j].Rounds) {
				if o := &ps[j].Rounds[k]; o.Kind == engine.ForfeitLoss && o.Opponent == ps[i].StartNo {
					e.Detail, o.Detail = engine.DetailDoubleForfeit, engine.DetailDoubleForfeit
				}
			}
		}
	}
	if r.ev.System.IsRoundRobin() && len(ps)%2 == 1 && played > 0 {
		rest := true
		for k := 0; k < played && rest; k++ {
			n := 0
			for i := range ps {
				if ps[i].Rounds[k].Kind == engine.ZPB && ps[i].Rounds[k].Detail == "" {
					n++
				}
			}
			rest = n == 1
		}
		for k := 0; k < played && rest; k++ {
			for i := range ps {
				if e := &ps[i].Rounds[k]; e.Kind == engine.ZPB && e.Detail == "" {
					e.Detail = engine.DetailRest
				}
			}
		}
	}
	if r.team {
		return
	}
	plain := func(e engine.Entry) bool { return e.Kind == engine.ZPB && e.Detail == "" }
	for i := range ps {
		es := ps[i].Rounds
		t := played
		for t > 0 && plain(es[t-1]) {
			t--
		}
		later := true
		for _, e := range es[played:] {
			later = later && (e.Kind == engine.NotYet && e.Opponent == 0 || e.Kind == engine.ZPB)
		}
		if t < played && later {
			for k := t; k < played; k++ {
				es[k].Detail = engine.DetailWithdrawn
			}
			ps[i].Withdrawn = true
		}
		for k := 0; k < t && plain(es[k]); k++ {
			es[k].Detail = engine.DetailLateEntry
		}
	}
	if r.meta != nil {
		for _, f := range strings.Split(r.meta["withdrawn"], ",") {
			if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
				if j := r.index(n); j >= 0 {
					ps[j].Withdrawn = true
				}
			}
		}
	}
}
