package engine_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestTeamModifiersByHand does for team competitions what
// TestModifiersByHand does for individuals, on the FIDE team exercise
// decided by match points and by game points, under both FIDE editions:
//
//   - ":MP" / ":GP": the code on an individual event made here from the
//     teams' matches, each team a participant scoring its match or game
//     points (C.07 Art. 13);
//   - the extended Sonneborn-Berger with Cn / Mn: its elements cut by
//     hand; with /P: forfeited matches as games against the opponent at his
//     adjusted score (ABH of that score); with /V: under that edition;
//   - SSSC: the secondary score plus the primary Buchholz (Fore Buchholz
//     with /F) over floor(TW × N / boards) (or /K), rounded half up;
//   - EDE and its variants with /P: the same code on the event whose
//     forfeited matches are played ones;
//   - /R: the same value.
//
// It fails when a team code accepts a modifier no reference checks.
func TestTeamModifiersByHand(t *testing.T) {
	t.Parallel()
	covered := map[string]bool{}
	compared := 0
	for g, byGP := range []bool{false, true} {
		ev := teamExercise(t)
		ev.Teams.ByGamePoints = byGP
		for e, ed := range []engine.Edition{engine.Fide2024, engine.Fide2026} {
			h := &harness{t: t, ev: ev, sys: engine.Swiss, ed: ed, name: fmt.Sprintf("team-exercise-gp%v/%s", byGP, ed),
				cache: map[string]map[int]engine.Result{}}
			for i, v := range teamVariants() {
				// With -short the four settings (game points or not, each
				// edition) share the variants, variant i going to setting
				// i mod 4: each variant is still checked once.
				if testing.Short() && i%4 != 2*g+e {
					continue
				}
				compared += h.checkTeam(v)
				for _, l := range v.letters() {
					covered[v.code+"/"+l] = true
				}
				if v.unrated != "" {
					covered[v.code+"/:"] = true // the score reference, kept in unrated
				}
			}
		}
	}
	for _, c := range engine.Codes() {
		letters := c.Modifiers
		if c.Reverse {
			letters += "R"
		}
		if !c.Team && !c.TeamScore {
			continue
		}
		if c.TeamScore {
			letters = ":" // the individual codes are checked with :MP and :GP, their modifiers by TestModifiersByHand
		}
		for _, l := range letters {
			if !covered[c.Code+"/"+string(l)] {
				t.Errorf("%s accepts /%c in team events but no by-hand reference checks it", c.Code, l)
			}
		}
	}
	t.Logf("%d values compared", compared)
}

// teamVariants returns the team codes with every combination of their
// modifiers, each reversed when it accepts /R, and the individual codes of
// C.07 Art. 6–9 with :MP and :GP (the score reference is carried in the
// variant's unrated field, which team events do not otherwise use).
func teamVariants() []variant {
	var out []variant
	for _, c := range engine.Codes() {
		if c.TeamScore {
			for _, ref := range []string{":MP", ":GP"} {
				out = append(out, variant{code: c.Code, unrated: ref})
			}
			continue
		}
		if !c.Team {
			continue
		}
		vs := []variant{{code: c.Code}}
		expand := func(letter rune, opts ...func(*variant)) {
			vs = expandVariants(vs, c.Modifiers, letter, opts...)
		}
		expand('C', func(v *variant) { v.cut = "C1" }, func(v *variant) { v.cut = "C2" })
		expand('M', func(v *variant) { v.cut = "M1" })
		expand('P', func(v *variant) { v.played = true })
		expand('V', func(v *variant) { v.version = "V1" }, func(v *variant) { v.version = "V2" })
		expand('F', func(v *variant) { v.fore = true })
		expand('K', func(v *variant) { v.k = "K2" }, func(v *variant) { v.k = "K5" })
		for _, v := range vs {
			out = append(out, v)
			if c.Reverse {
				w := v
				w.reverse = true
				out = append(out, w)
			}
		}
	}
	return out
}

// checkTeam compares the engine's value of a team variant with its
// reference and returns how many values it compared.
func (h *harness) checkTeam(v variant) int {
	w := v
	switch {
	case v.unrated != "": // a score reference
		gp := v.unrated == ":GP"
		if groupCode(v.code) && gp != h.ev.Teams.ByGamePoints {
			// A group operation splits the groups tied on the primary
			// score: on the other score's event the groups differ. DE on
			// the secondary score is checked through EDE on the exercise's
			// published answers (TestTeamExerciseEDE).
			return 0
		}
		if gp && boardCounts[v.code] {
			// With game points these count the board games (decision 49),
			// which the exercise gives for one match only: their by-hand
			// reference is TestTeamCountsGPByHand.
			return 0
		}
		return h.expectDesc(v.code+v.unrated, h.valuesOf(h.scoreEvent(gp), h.ed, v.code), "on the teams' "+v.unrated[1:]+" event")
	case v.reverse:
		w.reverse = false
		return h.expect(v, h.valuesOf(h.ev, h.ed, w.String()), "without /R")
	case v.version != "":
		w.version = ""
		ed := engine.Fide2024
		if v.version == "V2" {
			ed = engine.Fide2026
		}
		return h.expect(v, h.valuesOf(h.ev, ed, w.String()), "under "+ed.String())
	case strings.HasPrefix(v.code, "EDE") && v.played:
		w.played = false
		if h.played == nil {
			h.played = teamPlayedEvent(h.ev)
		}
		return h.expect(v, h.valuesOf(h.played, h.ed, w.String()), "forfeited matches played")
	case v.code == "SSSC":
		return h.expect(v, h.sssc(v), "secondary + Buchholz / NF")
	case strings.HasSuffix(v.code, "SB") && len(v.code) == 5: // EMMSB, EMGSB, EGMSB, EGGSB
		return h.checkESB(v)
	case len(v.letters()) == 0:
		return 0
	}
	h.t.Errorf("%s: no by-hand reference for %s", h.name, v)
	return 0
}

// boardCounts are the counts of C.07 Art. 7 that with game points count
// the board games (docs/tiebreaks.md, decision 49).
var boardCounts = map[string]bool{"WIN": true, "WON": true, "BPG": true, "BWG": true, "REP": true, "STD": true}

// groupCode reports whether code is a group operation.
func groupCode(code string) bool {
	for _, c := range engine.Codes() {
		if c.Code == code {
			return c.Group
		}
	}
	return false
}

// expectDesc is expect for a descriptor given as text.
func (h *harness) expectDesc(desc string, want map[int]*big.Rat, how string) int {
	got := h.valuesOf(h.ev, h.ed, desc)
	for s, g := range got {
		if !sameRat(g, want[s]) {
			h.t.Errorf("%s: %s: team %d: %s, by hand (%s) %s", h.name, desc, s, ratString(g), how, ratString(want[s]))
		}
	}
	return len(got)
}

// checkESB cuts the elements of the uncut extended Sonneborn-Berger by
// hand; with /P it first makes every forfeited match a game against the
// opponent at his adjusted score in the opponents' score (ABH on the
// teams' event of that score) times the points scored.
func (h *harness) checkESB(v variant) int {
	w := v
	w.cut, w.played = "", false
	low, high := 0, 0
	if v.cut != "" {
		low, high = cutCounts(v.cut)
	}
	abh := h.valuesOf(h.scoreEvent(v.code[1] == 'G'), h.ed, "ABH")
	want := map[int]*big.Rat{}
	for s, r := range h.results(h.ev, h.ed, w.String()) {
		var es []handElem
		for _, e := range r.Explanation().Elements() {
			he := handElem{s: rat(e.Score), c: rat(e.Contribution), vur: e.VUR}
			if v.played && e.Kind.Forfeit() && e.Opponent > 0 {
				he.s, he.vur = abh[e.Opponent], false
				he.c = new(big.Rat).Mul(he.s, rat(e.Points))
			}
			es = append(es, he)
		}
		want[s] = cutByHand(es, low, high, true, true)
	}
	return h.expect(v, want, "elements cut by hand")
}

// sssc computes SSSC by hand: the secondary score plus the primary
// Buchholz (or Fore Buchholz) divided by NF, rounded half up to two
// decimals; NF = floor(W × N / the most the secondary score gives in one
// match), or /K.
func (h *harness) sssc(v variant) map[int]*big.Rat {
	ts := h.ev.Teams
	w, perMatch := int64(ts.MatchPoints.Win), int64(10*ts.Boards)
	if ts.ByGamePoints {
		w, perMatch = perMatch, int64(ts.MatchPoints.Win)
	}
	nf := big.NewRat(w*int64(h.ev.Rounds)/perMatch, 1)
	if v.k != "" {
		nf.SetString(v.k[1:])
	}
	bh := "BH"
	if v.fore {
		bh = "FB"
	}
	sec, b := h.valuesOf(h.ev, h.ed, "MPvGP"), h.valuesOf(h.ev, h.ed, bh)
	out := map[int]*big.Rat{}
	for s := range sec {
		x := new(big.Rat).Quo(b[s], nf)
		x.Add(x, sec[s])
		out[s] = big.NewRat(roundHalfUp(x, 100), 100)
	}
	return out
}

// scoreEvent returns the teams' event of match points (or game points),
// made once per harness: the harness caches results by the event's
// address, which must not be reused by another event.
func (h *harness) scoreEvent(gp bool) *engine.Event {
	if h.scored == nil {
		h.scored = map[bool]*engine.Event{}
	}
	if h.scored[gp] == nil {
		h.scored[gp] = teamScoreEvent(h.ev, gp)
	}
	return h.scored[gp]
}

// teamScoreEvent makes by hand the individual event of a team event's
// match points (or game points, gp): each team a participant, each match a
// round with the team's points as an override; W and D are the match
// points of a won and a drawn match (the boards and half of them for game
// points).
func teamScoreEvent(ev *engine.Event, gp bool) *engine.Event {
	ts := ev.Teams
	w, d := ts.MatchPoints.Win, ts.MatchPoints.Draw
	if gp {
		w, d = engine.Score(10*ts.Boards), engine.Score(5*ts.Boards)
	}
	out := &engine.Event{Name: ev.Name, StartDate: ev.StartDate, System: ev.System, Rounds: ev.Rounds, PlayedRounds: ev.PlayedRounds,
		Scoring: engine.Scoring{WinWhite: w, WinBlack: w, DrawWhite: d, DrawBlack: d, ForfeitWin: w, PAB: w, FPB: w, HPB: d}}
	for _, tm := range ts.Teams {
		p := engine.Player{StartNo: tm.StartNo, Name: tm.Name}
		for _, tr := range tm.Rounds {
			s := ts.Score(tr)
			pts := s.MP
			if gp {
				pts = s.GP
			}
			p.Rounds = append(p.Rounds, engine.Entry{Kind: tr.Kind, Opponent: tr.Opponent, Colour: tr.Colour,
				HasOverride: tr.Kind != engine.NotYet, Override: pts})
		}
		out.Players = append(out.Players, p)
	}
	return out
}

// teamPlayedEvent turns every forfeited match into a played one with the
// same scores: the winner takes every board.
func teamPlayedEvent(ev *engine.Event) *engine.Event {
	c := *ev
	ts := *ev.Teams
	c.Teams = &ts
	ts.Teams = make([]engine.Team, len(ev.Teams.Teams))
	for i, tm := range ev.Teams.Teams {
		tm.Rounds = append([]engine.TeamRound(nil), tm.Rounds...)
		for r := range tm.Rounds {
			switch tr := &tm.Rounds[r]; tr.Kind {
			case engine.ForfeitWin:
				tr.Kind, tr.GP = engine.Win, engine.Score(10*ts.Boards)
			case engine.ForfeitLoss:
				tr.Kind, tr.GP = engine.Loss, 0
			}
		}
		ts.Teams[i] = tm
	}
	return &c
}
