package check

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The reasons Printed gives for a printed value it does not
// reproduce (docs/tiebreaks.md §15): codes with arguments, so that user
// interfaces word them in their language.

// whyDiffers gives the reasons a printed value may differ from the best
// candidate's: another edition or tie-break that reproduces it, the
// participant's own unplayed rounds, his opponents' unplayed rounds, a
// difference of one in the last printed decimal, or none of these. mode is
// the column's rounding convention (the best candidate's).
func whyDiffers(ev *engine.Event, c printedCell, r engine.Result, bestScored scoredCandidate, all []scoredCandidate, round int, mode Rounding) []engine.Note {
	best := bestScored.cand
	var why []engine.Note
	if !c.ok {
		if isNumeral(c.text) {
			// A number, but past what exact arithmetic holds: no tie-break
			// comes near it, and no unplayed round explains it.
			return []engine.Note{msg.New(msg.PrintedTooLarge, c.text)}
		}
		return []engine.Note{msg.New(msg.PrintedUnreadable, c.text)}
	}
	// Others that reproduce this value: the same tie-break under other
	// editions first, then other tie-breaks; at most three.
	var same, other []string
	for _, s := range all {
		if s.cand == best || !printedAgrees(c, s.values[c.at], s.zeroOK, mode) {
			continue
		}
		name := s.cand.name()
		if s.cand.Key() == best.Key() {
			same = append(same, name)
		} else {
			other = append(other, name)
		}
	}
	if alts := append(same, other...); len(alts) > 0 {
		why = append(why, msg.New(msg.PrintedOtherRule, strings.Join(alts[:min(3, len(alts))], ", ")))
	}
	if rs := unplayedRounds(c.player, round); len(rs) > 0 {
		why = append(why, msg.New(msg.PrintedOwnUnplayed, joinInts(rs)))
	}
	var opps []int
	for _, e := range c.player.Rounds {
		if e.Opponent > 0 && e.Kind.OTB() {
			if o := ev.Player(e.Opponent); o != nil && len(unplayedRounds(o, round)) > 0 && !slices.Contains(opps, o.StartNo) {
				opps = append(opps, o.StartNo)
			}
		}
	}
	if len(opps) > 0 {
		slices.Sort(opps)
		why = append(why, msg.New(msg.PrintedOppUnplayed, joinInts(opps)))
	}
	if r.Defined && c.decimals < len(pow10) {
		unit := engine.NewValue(1, pow10[c.decimals])
		d := roundAs(r.Value, c.decimals, mode).Sub(c.value)
		if d.Cmp(unit) == 0 || d.Cmp(engine.IntValue(0).Sub(unit)) == 0 {
			why = append(why, msg.New(msg.PrintedLastDigit))
		}
	}
	if len(why) == 0 {
		why = append(why, msg.New(msg.PrintedNoRule))
	}
	return why
}

// unplayedRounds returns the rounds up to round (all when 0) that the
// participant did not play over the board.
func unplayedRounds(p *engine.Player, round int) []int {
	var out []int
	for r, e := range p.Rounds {
		if round > 0 && r >= round {
			break
		}
		if e.Kind.Unplayed() {
			out = append(out, r+1)
		}
	}
	return out
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// isNumeral reports a printed number, whatever its size: digits with a
// sign, a decimal point or comma, a half (`^[-+]?[0-9]+([.,][0-9]+)?½?$`).
// Written out rather than as a regular expression, which the package's
// initialisation compiled on every start of the page.
func isNumeral(s string) bool {
	s = strings.TrimSuffix(s, "½")
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	whole, frac, dec := strings.Cut(strings.ReplaceAll(s, ",", "."), ".")
	return scan.AllDigits(whole) && (!dec || scan.AllDigits(frac))
}

// pow10 are the units of the decimals a printed value may have.
var pow10 = [...]int64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}
