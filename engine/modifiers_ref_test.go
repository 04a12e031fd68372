package engine_test

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// The references of TestModifiersByHand: each takes off one modifier of a
// variant and computes, from the engine's values or elements of the
// variant without it, what the modifier must make of them. The variant
// without the modifier is itself checked the same way, so every value is
// tied to the plain codes through definitions written here.

// check compares the engine's values of v with the reference of its first
// modifier and returns how many values it compared.
func (h *harness) check(v variant) int {
	w := v
	switch {
	case v.reverse:
		return h.checkReverse(v)
	case v.version != "":
		w.version = ""
		ed := engine.Fide2024
		if v.version == "V2" {
			ed = engine.Fide2026
		}
		return h.expect(v, h.valuesOf(h.ev, ed, w.String()), "without /V under "+ed.String())
	case v.unrated != "":
		w.unrated = ""
		return h.expect(v, h.valuesOf(h.unratedTwin, h.ed, w.String()), "unrated players rated "+strconv.Itoa(unratedRating))
	case v.code == "FB":
		w.code = "BH"
		return h.expect(v, h.valuesOf(h.fore, h.ed, w.String()), "BH with the final round drawn")
	case v.code == "AOB":
		return h.expect(v, h.aob(v), "mean of the opponents' Buchholz")
	case v.code == "DE" && v.played:
		return h.checkDEPlayed()
	case v.cut != "":
		low, high := cutCounts(v.cut)
		w.cut = ""
		switch v.code {
		case "BH", "SB", "BARQ":
			// BARQ is the Buchholz of the barq edition: no 16.5 rule
			vurRule := h.sys == engine.Swiss && v.code != "BARQ"
			want := map[int]*big.Rat{}
			for s, es := range h.elementsByHand(w) {
				want[s] = cutByHand(es, low, high, vurRule, v.code == "SB")
			}
			return h.expect(v, want, "elements cut by hand")
		case "ARO", "ORS":
			return h.expect(v, h.ratingsCut(w, low, high), "ratings cut by hand")
		case "PS":
			return h.expect(v, h.progressive(low), "progressive scores from round "+strconv.Itoa(low+1))
		}
	case v.played && (v.code == "BH" || v.code == "SB"):
		want := map[int]*big.Rat{}
		for s, es := range h.elementsByHand(v) {
			want[s] = cutByHand(es, 0, 0, false, false)
		}
		return h.expect(v, want, "forfeits as games by hand")
	case v.code == "KS" || v.code == "KSX" || v.code == "KSR":
		if v.limit == "" && v.code == "KS" {
			return 0 // the plain code: nothing to take off
		}
		return h.checkKoya(v)
	case v.code == "BQ":
		return h.checkBQ(v)
	case len(v.letters()) == 0:
		return 0
	}
	h.t.Errorf("%s: no by-hand reference for %s", h.name, v)
	return 0
}

// cutCounts reads "Cn" (n low) or "Mn" (n low, n high).
func cutCounts(m string) (low, high int) {
	n, _ := strconv.Atoi(m[1:])
	if m[0] == 'M' {
		return n, n
	}
	return n, 0
}

// handElem is an element as the by-hand cuts read it.
type handElem struct {
	s, c *big.Rat // the score counted, the contribution
	vur  bool
}

// elementsByHand returns the elements of a BH, SB or BARQ variant without
// cuts: the engine's elements of the plain code, with /P applied here —
// in a Swiss, a forfeit against a known opponent becomes a game against
// him at his adjusted score (ABH), no longer a voluntary unplayed round.
// In a round robin forfeits are games already (C.07 15.2).
func (h *harness) elementsByHand(v variant) map[int][]handElem {
	plain := h.results(h.ev, h.ed, v.code)
	abh := h.valuesOf(h.ev, h.ed, "ABH")
	out := map[int][]handElem{}
	for s, r := range plain {
		ex := r.Explanation()
		if ex == nil {
			h.t.Fatalf("%s: %s of %d has no explanation", h.name, v.code, s)
		}
		es := make([]handElem, 0, len(ex.Elements()))
		for _, e := range ex.Elements() {
			he := handElem{s: rat(e.Score), c: rat(e.Contribution), vur: e.VUR}
			if v.played && h.sys == engine.Swiss && e.Kind.Forfeit() && e.Opponent > 0 {
				he.s, he.vur = abh[e.Opponent], false
				he.c = new(big.Rat).Set(he.s)
				if v.code == "SB" {
					he.c.Mul(he.c, rat(e.Points))
				}
			}
			es = append(es, he)
		}
		out[s] = es
	}
	return out
}

func rat(v engine.Value) *big.Rat { return big.NewRat(v.Num(), v.Den()) }

// cutByHand removes low elements, then high ones, and sums the
// contributions left (docs: cutting). A low cut removes the least
// significant element — the lowest contribution (Buchholz), or the
// lowest score and among those the lowest contribution (Sonneborn-Berger)
// — except that, under the 16.5 rule, the voluntary unplayed round of
// lowest contribution (then lowest score) is removed instead when its
// contribution is not lower. A high cut removes the most significant
// element. When the cuts reach every element the value is 0.
func cutByHand(es []handElem, low, high int, vurRule, sb bool) *big.Rat {
	sum := new(big.Rat)
	if low+high >= len(es) && low+high > 0 {
		return sum
	}
	es = append([]handElem(nil), es...)
	less := func(a, b handElem) bool { // a less significant than b
		if sb {
			if k := a.s.Cmp(b.s); k != 0 {
				return k < 0
			}
		}
		return a.c.Cmp(b.c) < 0
	}
	remove := func(j int) { es = append(es[:j], es[j+1:]...) }
	for n := 0; n < low; n++ {
		lsv, vur := 0, -1
		for j := range es {
			if less(es[j], es[lsv]) {
				lsv = j
			}
			if vurRule && es[j].vur && (vur < 0 || es[j].c.Cmp(es[vur].c) < 0 ||
				es[j].c.Cmp(es[vur].c) == 0 && es[j].s.Cmp(es[vur].s) < 0) {
				vur = j
			}
		}
		if vur >= 0 && es[vur].c.Cmp(es[lsv].c) >= 0 {
			remove(vur)
		} else {
			remove(lsv)
		}
	}
	for n := 0; n < high; n++ {
		msv := 0
		for j := range es {
			if less(es[msv], es[j]) {
				msv = j
			}
		}
		remove(msv)
	}
	for _, e := range es {
		sum.Add(sum, e.c)
	}
	return sum
}

// ratingsCut cuts the ratings of the engine's uncut ARO or ORS: the low
// lowest, then the high highest; ARO is the mean rounded half up, null
// when nothing is left; ORS is the sum, 0 when nothing is left (the
// engine's documented decision); both null when the uncut value is.
func (h *harness) ratingsCut(w variant, low, high int) map[int]*big.Rat {
	out := map[int]*big.Rat{}
	for s, r := range h.results(h.ev, h.ed, w.String()) {
		ex := r.Explanation()
		switch {
		case !r.Defined || ex == nil:
			out[s] = nil
			continue
		case len(ex.Elements()) <= low+high && w.code == "ORS":
			out[s] = new(big.Rat)
			continue
		case len(ex.Elements()) <= low+high:
			out[s] = nil
			continue
		}
		var rs []int64
		for _, e := range ex.Elements() {
			rs = append(rs, e.Score.Num()/e.Score.Den())
		}
		sort.Slice(rs, func(a, b int) bool { return rs[a] < rs[b] })
		rs = rs[low : len(rs)-high]
		var sum int64
		for _, x := range rs {
			sum += x
		}
		if w.code == "ORS" {
			out[s] = big.NewRat(sum, 1)
			continue
		}
		out[s] = big.NewRat(roundHalfUp(big.NewRat(sum, int64(len(rs))), 1), 1)
	}
	return out
}

// roundHalfUp returns x × scale rounded half up, for x ≥ 0.
func roundHalfUp(x *big.Rat, scale int64) int64 {
	y := new(big.Rat).Mul(x, big.NewRat(scale, 1))
	y.Add(y, big.NewRat(1, 2))
	q := new(big.Int).Quo(y.Num(), y.Denom())
	return q.Int64()
}

// progressive returns the sum of the progressive scores after rounds
// low+1 … N, from the points of each round.
func (h *harness) progressive(low int) map[int]*big.Rat {
	out := map[int]*big.Rat{}
	for s, r := range h.results(h.ev, h.ed, "PS") {
		run, sum := new(big.Rat), new(big.Rat)
		for k, e := range r.Explanation().Elements() {
			run.Add(run, rat(e.Points))
			if k >= low {
				sum.Add(sum, run)
			}
		}
		out[s] = sum
	}
	return out
}

// aob averages, over each player's games over the board, the opponents'
// BH (FB with /F, computed with /P when given), rounded half up to two
// decimals.
func (h *harness) aob(v variant) map[int]*big.Rat {
	x := "BH"
	if v.fore {
		x = "FB"
	}
	if v.played {
		x += "/P"
	}
	bh := h.valuesOf(h.ev, h.ed, x)
	out := map[int]*big.Rat{}
	for _, p := range h.ev.Players {
		sum, n := new(big.Rat), int64(0)
		for _, e := range p.Rounds {
			if e.Kind.OTB() && e.Opponent > 0 {
				sum.Add(sum, bh[e.Opponent])
				n++
			}
		}
		if n == 0 {
			out[p.StartNo] = nil
			continue
		}
		out[p.StartNo] = big.NewRat(roundHalfUp(sum.Quo(sum, big.NewRat(n, 1)), 100), 100)
	}
	return out
}

// checkDEPlayed compares DE/P with DE on the event whose forfeits against
// known opponents are games: the same displayed values and ranks.
func (h *harness) checkDEPlayed() int {
	if h.played == nil {
		h.played = playedEvent(h.ev)
	}
	a, b := h.standings(h.ev, h.ed, "DE/P"), h.standings(h.played, h.ed, "DE")
	want := map[int]engine.Row{}
	for _, r := range b.Rows {
		want[r.Player.StartNo] = r
	}
	for _, r := range a.Rows {
		w := want[r.Player.StartNo]
		if r.Rank != w.Rank || !sameRat(ratOf(r.Values[0]), ratOf(w.Values[0])) {
			h.t.Errorf("%s: DE/P: player %d: rank %d value %s; DE with forfeits as games: rank %d value %s",
				h.name, r.Player.StartNo, r.Rank, ratString(ratOf(r.Values[0])), w.Rank, ratString(ratOf(w.Values[0])))
		}
	}
	return len(a.Rows)
}

// checkReverse checks that v (with /R) has the values of v without /R and
// that, among players with the same points, those values rank in the
// opposite order.
func (h *harness) checkReverse(v variant) int {
	w := v
	w.reverse = false
	n := h.expect(v, h.valuesOf(h.ev, h.ed, w.String()), "without /R")
	fwd, rev := h.standings(h.ev, h.ed, w.String()), h.standings(h.ev, h.ed, v.String())
	rank := map[int]int{}
	for _, r := range rev.Rows {
		rank[r.Player.StartNo] = r.Rank
	}
	rows := fwd.Rows
	for a := range rows {
		for b := a + 1; b < len(rows) && rows[b].Points.Cmp(rows[a].Points) == 0; b++ {
			x, y := ratOf(rows[a].Values[0]), ratOf(rows[b].Values[0])
			if x == nil || y == nil || x.Cmp(y) == 0 || rows[a].Rank == rows[b].Rank {
				continue
			}
			pa, pb := rows[a].Player.StartNo, rows[b].Player.StartNo
			if rank[pa] <= rank[pb] {
				h.t.Errorf("%s: %s: players %d (%s) and %d (%s) rank %d, %d without /R and %d, %d with it",
					h.name, v, pa, ratString(x), pb, ratString(y), rows[a].Rank, rows[b].Rank, rank[pa], rank[pb])
			}
		}
	}
	return n
}

// checkKoya computes KS at the limit of the variant, or the KSX and KSR
// vectors limit by limit, from each opponent's final score and the points
// of each round: the limit is pct % of the maximum score (W × the rounds a
// participant can play) plus the shift.
func (h *harness) checkKoya(v variant) int {
	pct, shift := big.NewRat(50, 1), new(big.Rat)
	switch l := strings.TrimPrefix(v.limit, "L"); {
	case l == "":
	case strings.ContainsAny(l, "+-") && strings.Contains(l, "."):
		shift.SetString(l)
	case strings.ContainsAny(l, "+-"):
		n, _ := strconv.Atoi(l)
		shift.SetFrac64(int64(n), 2)
	default:
		pct.SetString(l)
	}
	st := h.standings(h.ev, h.ed, "KS")
	score := map[int]*big.Rat{}
	for _, r := range st.Rows {
		score[r.Player.StartNo] = rat(r.Points)
	}
	maxScore := big.NewRat(int64(h.ev.Scoring.W())*int64(h.koyaRounds()), 10)
	limit := new(big.Rat).Mul(maxScore, new(big.Rat).Quo(pct, big.NewRat(100, 1)))
	limit.Add(limit, shift)
	ks := func(s int, limit *big.Rat) *big.Rat {
		sum := new(big.Rat)
		for _, r := range h.ev.Players[s-1].Rounds {
			if r.Opponent > 0 && r.Kind != engine.NotYet && score[r.Opponent].Cmp(limit) >= 0 {
				sum.Add(sum, h.points(r))
			}
		}
		return sum
	}
	if v.code == "KS" {
		want := map[int]*big.Rat{}
		for s := range score {
			want[s] = ks(s, limit)
		}
		return h.expect(v, want, "Koya at "+limit.FloatString(2))
	}
	step := big.NewRat(-1, 2)
	if v.code == "KSR" {
		step = big.NewRat(1, 2)
	}
	var limits []*big.Rat
	for l := new(big.Rat).Set(limit); ; l = new(big.Rat).Add(l, step) {
		limits = append(limits, l)
		if v.code == "KSX" && l.Sign() <= 0 || v.code == "KSR" && l.Cmp(maxScore) > 0 {
			break
		}
	}
	got := h.results(h.ev, h.ed, v.String())
	for s, r := range got {
		vec := r.Vector()
		ok := len(vec) == len(limits)
		for k := 0; ok && k < len(vec); k++ {
			ok = rat(vec[k]).Cmp(ks(s, limits[k])) == 0
		}
		if !ok {
			want := make([]string, len(limits))
			for k, l := range limits {
				want[k] = ks(s, l).FloatString(1)
			}
			h.t.Errorf("%s: %s: player %d: %v, by hand from limit %s: %v", h.name, v, s, r.String(), limit.FloatString(2), want)
		}
	}
	return len(got)
}

// koyaRounds is the number of rounds in which a participant can score:
// every round in a Swiss; in a round robin, less the free round of each
// participant when their number is odd, and less one for each participant
// never paired.
func (h *harness) koyaRounds() int {
	n := h.ev.Rounds
	if h.sys == engine.RoundRobin {
		if np := len(h.ev.Players); n%np == 0 {
			n -= n / np
		}
		for _, p := range h.ev.Players {
			paired := false
			for _, r := range p.Rounds {
				paired = paired || r.Opponent > 0
			}
			if !paired {
				n--
			}
		}
	}
	return n
}

// points is what an entry scores under the event's scoring.
func (h *harness) points(e engine.Entry) *big.Rat {
	return big.NewRat(int64(h.ev.Scoring.Points(e)), 10)
}

// checkBQ checks that the Brightwell quotient is A + c × B in its
// coefficient c (/Kc; 6 without /K), with A and B from /K1 and /K2.
func (h *harness) checkBQ(v variant) int {
	k1, k2 := h.valuesOf(h.ev, h.ed, "BQ/K1"), h.valuesOf(h.ev, h.ed, "BQ/K2")
	c := big.NewRat(6, 1)
	if v.k != "" {
		c.SetString(v.k[1:])
	}
	want := map[int]*big.Rat{}
	for s := range k1 {
		b := new(big.Rat).Sub(k2[s], k1[s])
		a := new(big.Rat).Sub(k1[s], b)
		want[s] = a.Add(a, b.Mul(b, c))
	}
	return h.expect(v, want, fmt.Sprintf("linear in the coefficient %s", c.RatString()))
}
