package engine_test

import (
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// TestModifiersByHand is the differential test of the descriptor
// modifiers: on generated events (Swiss with byes, forfeits, double
// forfeits and withdrawals; round robins; an event with unrated players;
// the Fore Buchholz transformation of each), under both FIDE editions,
// every code of the registry is computed with every modifier it accepts
// and their combinations, and each value is compared with the value that
// the modifier's effect, applied by hand, gives:
//
//   - Cn / Mn: the elements of the uncut descriptor, cut by docs' rule
//     (least significant first, a voluntary unplayed round first when its
//     contribution is not lower, C.07 16.5; then the most significant),
//     written here from the definition;
//   - P: the elements of the descriptor without /P with every forfeit
//     against a known opponent replaced by a game against that opponent
//     at his adjusted score (ABH); DE/P against DE on the event whose
//     forfeits are turned into games;
//   - V1 / V2: the descriptor without /V under that edition;
//   - F: AOB over the opponents' Fore Buchholz; FB against BH on the
//     event whose final round is drawn;
//   - U: the descriptor without /U on the event where unrated players
//     have that rating;
//   - L: the Koya sums over the opponents at the limit computed from the
//     maximum score; KSX and KSR vectors limit by limit;
//   - K: the Brightwell quotient, linear in its coefficient;
//   - R: the same value, the order of players with different values
//     reversed.
//
// The test fails when a code accepts a modifier that has no reference
// here, so a new modifier cannot go unchecked. (The tie-breaks of team
// competitions are checked on the FIDE team exercise, TestTeamExercise.)
func TestModifiersByHand(t *testing.T) {
	t.Parallel()
	events := modifierEvents()
	variants := allVariants()
	var mu sync.Mutex
	covered := map[string]bool{}
	compared := 0
	// One parallel subtest per event; the group returns when all are done.
	t.Run("events", func(t *testing.T) {
		for _, me := range events {
			t.Run(me.name, func(t *testing.T) {
				t.Parallel()
				for e, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
					h := &harness{t: t, ev: me.ev, sys: me.sys, ed: ed, name: fmt.Sprintf("%s/%s", me.name, ed),
						cache: map[string]map[int]engine.Result{}}
					for i, v := range variants {
						if v.unrated != "" && me.unratedTwin == nil {
							continue
						}
						if !me.sampled(i, e, v) {
							continue
						}
						h.unratedTwin = me.unratedTwin
						h.fore = me.fore
						n := h.check(v)
						mu.Lock()
						compared += n
						for _, l := range v.letters() {
							covered[v.code+"/"+l] = true
						}
						mu.Unlock()
					}
				}
			})
		}
	})
	for _, c := range engine.Codes() {
		if c.Team {
			continue // team tie-breaks: TestTeamExercise
		}
		letters := c.Modifiers
		if _, err := engine.ParseDescriptor(c.Code + "/R"); err == nil {
			letters += "R"
		}
		for _, l := range letters {
			if !covered[c.Code+"/"+string(l)] {
				t.Errorf("%s accepts /%c but no by-hand reference checks it", c.Code, l)
			}
		}
	}
	t.Logf("%d values compared on %d events", compared, len(events))
}

// modifierEvent is one event of the test: the system to compute it with,
// its Fore Buchholz transformation (nil for a transformed event), and,
// for an event with unrated players, the same event where they have the
// rating of unratedRating.
type modifierEvent struct {
	name        string
	ev          *engine.Event
	sys         engine.System
	fore        *engine.Event
	unratedTwin *engine.Event
	// slot of slots: the Swiss events (the four generated ones, the 3-1-0
	// one, the one with unrated players, their Fore Buchholz
	// transformations and the unrated one's twin) share the variants
	// under -short (sampled), and so do the round robins and their
	// transformations.
	slot, slots int
}

// sampled reports whether the variant of index i is checked on the event
// under the edition of index e (0 for 2024, 1 for 2026). Without -short
// (./test.sh) every variant is checked on every event under both
// editions. With -short the events of a system share the variants, variant
// i going to the event of slot i mod slots, and the editions share them
// too, variant i going to edition (i div slots) mod 2: each code with each
// modifier it accepts (and every combination of them) is still checked on
// a Swiss and on a round robin, once, and the variants of a code are
// spread over both editions. A variant with /U is checked on the event
// with unrated players, the only one with a twin, under both editions in
// either mode.
func (me modifierEvent) sampled(i, e int, v variant) bool {
	return !testing.Short() || me.slots == 0 || v.unrated != "" || (i%me.slots == me.slot && (i/me.slots)%2 == e)
}

const unratedRating = 1500

func modifierEvents() []modifierEvent {
	var out []modifierEvent
	add := func(name string, ev *engine.Event, sys engine.System) {
		f := foreEvent(ev)
		out = append(out, modifierEvent{name: name, ev: ev, sys: sys, fore: f},
			modifierEvent{name: name + "-fore", ev: f, sys: sys, fore: foreEvent(f)})
	}
	for seed := int64(1); seed <= 4; seed++ {
		add(fmt.Sprintf("swiss-%d", seed), unplayedOften(gen.Swiss(30+10*int(seed), 5+int(seed), seed, false), seed), engine.Swiss)
	}
	add("rr-7", gen.RoundRobin(7, 3), engine.RoundRobin)
	add("rr-8", gen.RoundRobin(8, 4), engine.RoundRobin)
	sc := unplayedOften(gen.Swiss(36, 7, 9, false), 9)
	sc.Scoring = engine.Scoring{WinWhite: 30, WinBlack: 30, DrawWhite: 10, DrawBlack: 10, ForfeitWin: 30, PAB: 30, FPB: 30, HPB: 10}
	add("swiss-3-1-0", sc, engine.Swiss)

	un := unplayedOften(gen.Swiss(40, 7, 11, true), 11)
	un.Players[3].Rating, un.Players[17].Rating = 0, 0
	twin := cloneEvent(un)
	for i := range twin.Players {
		if twin.Players[i].Rating == 0 {
			twin.Players[i].Rating = unratedRating
		}
	}
	out = append(out, modifierEvent{name: "swiss-unrated", ev: un, sys: engine.Swiss, fore: foreEvent(un), unratedTwin: twin},
		modifierEvent{name: "swiss-unrated-twin", ev: twin, sys: engine.Swiss, fore: foreEvent(twin)})
	// The Swiss events share the variants under -short, and so do the
	// round robins (sampled).
	for _, sys := range []engine.System{engine.Swiss, engine.RoundRobin} {
		var family []int
		for i := range out {
			if out[i].sys == sys {
				family = append(family, i)
			}
		}
		for k, i := range family {
			out[i].slot, out[i].slots = k, len(family)
		}
	}
	return out
}

// unplayedOften makes the rounds that the modifiers are about frequent,
// keeping the pairings consistent: about one game in eight becomes a
// forfeit, one in forty a double forfeit, one in twenty a half-point bye
// for one player and a full-point bye for the other, one in forty a
// zero-point bye for both.
func unplayedOften(ev *engine.Event, seed int64) *engine.Event {
	rng := rand.New(rand.NewSource(seed))
	for r := 0; r < ev.Rounds; r++ {
		for i := range ev.Players {
			a := &ev.Players[i].Rounds[r]
			if !a.Kind.OTB() || a.Opponent <= i+1 {
				continue
			}
			b := &ev.Players[a.Opponent-1].Rounds[r]
			switch x := rng.Intn(40); {
			case x < 5:
				a.Kind, b.Kind = engine.ForfeitWin, engine.ForfeitLoss
				if x%2 == 0 {
					a.Kind, b.Kind = b.Kind, a.Kind
				}
			case x == 5:
				a.Kind, b.Kind = engine.ForfeitLoss, engine.ForfeitLoss
				a.Detail, b.Detail = engine.DetailDoubleForfeit, engine.DetailDoubleForfeit
			case x == 6 || x == 7:
				*a, *b = engine.Entry{Kind: engine.HPB}, engine.Entry{Kind: engine.FPB}
			case x == 8:
				*a, *b = engine.Entry{Kind: engine.ZPB}, engine.Entry{Kind: engine.ZPB}
			}
		}
	}
	return ev
}

// cloneEvent copies an event deeply enough to change its players and
// rounds.
func cloneEvent(ev *engine.Event) *engine.Event {
	c := *ev
	c.Players = make([]engine.Player, len(ev.Players))
	for i, p := range ev.Players {
		p.Rounds = append([]engine.Entry(nil), p.Rounds...)
		c.Players[i] = p
	}
	return &c
}

// foreEvent is the Fore Buchholz transformation done by hand (C.07 8.3):
// every pairing of the final round with an opponent — a game, a forfeit,
// a game not played yet — becomes a draw.
func foreEvent(ev *engine.Event) *engine.Event {
	f := cloneEvent(ev)
	r := f.Rounds - 1
	for i := range f.Players {
		e := &f.Players[i].Rounds[r]
		if e.Opponent > 0 && (e.Kind.OTB() || e.Kind.Forfeit() || e.Kind == engine.NotYet) {
			e.Kind, e.Detail, e.HasOverride = engine.Draw, "", false
		}
	}
	return f
}

// playedEvent turns every forfeit against a known opponent into a game
// with the same points (a double forfeit into two losses): the event on
// which DE counts what DE/P counts on the original.
func playedEvent(ev *engine.Event) *engine.Event {
	p := cloneEvent(ev)
	for i := range p.Players {
		for r := range p.Players[i].Rounds {
			e := &p.Players[i].Rounds[r]
			if e.Opponent <= 0 {
				continue
			}
			switch e.Kind {
			case engine.ForfeitWin:
				e.Kind, e.Detail = engine.Win, ""
			case engine.ForfeitLoss:
				e.Kind, e.Detail = engine.Loss, ""
			}
		}
	}
	return p
}

// variant is one descriptor of the test, modifier by modifier.
type variant struct {
	code    string
	cut     string // "", "C1", "M2" ...
	played  bool   // /P
	version string // "", "V1", "V2"
	fore    bool   // /F
	unrated string // "", "U1500"
	limit   string // "", "L+1", "L-1.5", "L60" ...
	k       string // "", "K2" ...
	reverse bool   // /R
}

func (v variant) String() string {
	s := v.code
	for _, m := range []string{v.cut, flag(v.played, "P"), v.version, flag(v.fore, "F"), v.unrated, v.limit, v.k, flag(v.reverse, "R")} {
		if m != "" {
			s += "/" + m
		}
	}
	return s
}

func flag(b bool, s string) string {
	if b {
		return s
	}
	return ""
}

// letters returns the modifier letters of v.
func (v variant) letters() []string {
	var out []string
	for _, m := range []string{v.cut, flag(v.played, "P"), v.version, flag(v.fore, "F"), v.unrated, v.limit, v.k, flag(v.reverse, "R")} {
		if m != "" {
			out = append(out, m[:1])
		}
	}
	return out
}

// allVariants returns every code of the registry with every combination of
// the modifiers it accepts (cuts and medians of one to three values, both
// FIDE versions, the Koya limits in each form, several coefficients), and
// each of them reversed when the code accepts /R.
func allVariants() []variant {
	var out []variant
	for _, c := range engine.Codes() {
		if c.Team {
			continue // the events here are individual
		}
		vs := []variant{{code: c.Code}}
		expand := func(letter rune, opts []func(*variant)) {
			vs = expandVariants(vs, c.Modifiers, letter, opts...)
		}
		var cuts []func(*variant)
		for _, m := range []string{"C1", "C2", "C3"} {
			cuts = append(cuts, func(v *variant) { v.cut = m })
		}
		expand('C', cuts)
		if strings.ContainsRune(c.Modifiers, 'M') {
			var meds []func(*variant)
			for _, m := range []string{"M1", "M2"} {
				meds = append(meds, func(v *variant) { v.cut = m })
			}
			// medians replace cuts: a descriptor has one or the other
			var next []variant
			for _, v := range vs {
				next = append(next, v)
				if v.cut == "" {
					for _, o := range meds {
						w := v
						o(&w)
						next = append(next, w)
					}
				}
			}
			vs = next
		}
		expand('P', []func(*variant){func(v *variant) { v.played = true }})
		expand('V', []func(*variant){func(v *variant) { v.version = "V1" }, func(v *variant) { v.version = "V2" }})
		expand('F', []func(*variant){func(v *variant) { v.fore = true }})
		expand('U', []func(*variant){func(v *variant) { v.unrated = fmt.Sprintf("U%d", unratedRating) }})
		var limits []func(*variant)
		for _, l := range []string{"L+1", "L-1", "L+3", "L-2", "L+1.5", "L-0.5", "L60", "L35"} {
			limits = append(limits, func(v *variant) { v.limit = l })
		}
		expand('L', limits)
		var ks []func(*variant)
		for _, k := range []string{"K1", "K2", "K3", "K1.5", "K11"} {
			ks = append(ks, func(v *variant) { v.k = k })
		}
		expand('K', ks)
		for _, v := range vs {
			out = append(out, v)
			w := v
			w.reverse = true
			if _, err := engine.ParseDescriptor(w.String()); err == nil {
				out = append(out, w)
			}
		}
	}
	return out
}

// harness computes descriptors on one event under one edition and checks
// them against their references.
type harness struct {
	t           *testing.T
	name        string
	ev          *engine.Event
	sys         engine.System
	ed          engine.Edition
	fore        *engine.Event
	unratedTwin *engine.Event
	played      *engine.Event          // playedEvent(ev), made when first needed
	scored      map[bool]*engine.Event // team events: the teams' events of MP and GP (teammodifiers_test.go)
	// cache holds results by event address, edition and descriptor: every
	// event computed must stay referenced while the harness lives.
	cache map[string]map[int]engine.Result
}

// results computes the list "desc" alone on ev under ed, with every
// explanation, and returns each start number's result.
func (h *harness) results(ev *engine.Event, ed engine.Edition, desc string) map[int]engine.Result {
	key := fmt.Sprintf("%p/%d/%s", ev, ed, desc)
	if r, ok := h.cache[key]; ok {
		return r
	}
	st := h.standings(ev, ed, desc)
	out := map[int]engine.Result{}
	for _, row := range st.Rows {
		out[row.Player.StartNo] = row.Values[0]
	}
	h.cache[key] = out
	return out
}

func (h *harness) standings(ev *engine.Event, ed engine.Edition, desc string) *engine.Standings {
	h.t.Helper()
	l, err := engine.ParseList(desc)
	if err != nil {
		h.t.Fatalf("%s: %v", desc, err)
	}
	st, err := engine.Compute(ev, engine.Options{Edition: ed, System: h.sys, TieBreaks: l, Explain: engine.ExplainAll})
	if err != nil {
		h.t.Fatalf("%s: %s: %v", h.name, desc, err)
	}
	return st
}

// ratOf returns a result's value as an exact rational, nil when undefined.
func ratOf(r engine.Result) *big.Rat {
	if !r.Defined {
		return nil
	}
	return big.NewRat(r.Value.Num(), r.Value.Den())
}

// sameRat compares two values that may be undefined (nil).
func sameRat(a, b *big.Rat) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Cmp(b) == 0
}

func ratString(r *big.Rat) string {
	if r == nil {
		return "null"
	}
	return r.FloatString(4)
}

// expect compares the engine's value of v for every participant with want
// and returns how many values it compared.
func (h *harness) expect(v variant, want map[int]*big.Rat, how string) int {
	h.t.Helper()
	got := h.results(h.ev, h.ed, v.String())
	starts := make([]int, 0, len(got))
	for s := range got {
		starts = append(starts, s)
	}
	sort.Ints(starts)
	bad := 0
	for _, s := range starts {
		if g := ratOf(got[s]); !sameRat(g, want[s]) {
			if bad++; bad <= 3 {
				h.t.Errorf("%s: %s: player %d: %s, by hand (%s) %s", h.name, v, s, ratString(g), how, ratString(want[s]))
			}
		}
	}
	return len(starts)
}

// valuesOf returns the values of desc on ev under ed as rationals.
func (h *harness) valuesOf(ev *engine.Event, ed engine.Edition, desc string) map[int]*big.Rat {
	out := map[int]*big.Rat{}
	for s, r := range h.results(ev, ed, desc) {
		out[s] = ratOf(r)
	}
	return out
}

// expandVariants adds to vs, when the code accepts the modifier letter
// (accepts lists the letters), every variant with one of opts applied.
func expandVariants(vs []variant, accepts string, letter rune, opts ...func(*variant)) []variant {
	if !strings.ContainsRune(accepts, letter) {
		return vs
	}
	var next []variant
	for _, v := range vs {
		next = append(next, v)
		for _, o := range opts {
			w := v
			o(&w)
			next = append(next, w)
		}
	}
	return next
}
