package check

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// The reasons Printed gives for a printed value it does not
// reproduce (docs/tiebreaks.md §15): codes with arguments, so that user
// interfaces word them in their language.

// whyDiffers gives the reasons a printed value may differ from the best
// candidate's: another edition or tie-break that reproduces it, the
// participant's own unplayed rounds, his opponents' unplayed rounds, a
// difference of one in the last printed decimal, or none of these.
func whyDiffers(ev *engine.Event, c printedCell, r engine.Result, bestScored scoredCandidate, all []scoredCandidate, round int, mode Rounding) []engine.Note {
	best := bestScored.cand
	var why []engine.Note
	if !c.ok {
		if reNumeral.MatchString(c.text) {
			// A number, but past what exact arithmetic holds: no tie-break
			// comes near it, and no unplayed round explains it.
			return []engine.Note{printedNote("printed-too-large", []string{c.text})}
		}
		return []engine.Note{printedNote("printed-unreadable", []string{c.text})}
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
		why = append(why, printedNote("printed-other-rule", []string{strings.Join(alts[:min(3, len(alts))], ", ")}))
	}
	if rs := unplayedRounds(c.player, round); len(rs) > 0 {
		why = append(why, printedNote("printed-own-unplayed", []string{joinInts(rs)}))
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
		why = append(why, printedNote("printed-opp-unplayed", []string{joinInts(opps)}))
	}
	if r.Defined && c.decimals < len(pow10) {
		unit := engine.NewValue(1, pow10[c.decimals])
		d := r.Value.RoundTo(c.decimals).Sub(c.value)
		if d.Cmp(unit) == 0 || d.Cmp(engine.IntValue(0).Sub(unit)) == 0 {
			why = append(why, printedNote("printed-last-digit", nil))
		}
	}
	if len(why) == 0 {
		why = append(why, printedNote("printed-no-rule", nil))
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

// reNumeral is a printed number, whatever its size: digits with a sign, a
// decimal point or comma, a half.
var reNumeral = regexp.MustCompile(`^[-+]?[0-9]+([.,][0-9]+)?½?$`)

// printedNote makes a reason with its English text.
func printedNote(code string, args []string) engine.Note {
	var text string
	switch code {
	case "printed-unreadable":
		text = "the printed value " + args[0] + " is not a number"
	case "printed-too-large":
		text = "the printed value " + args[0] + " is larger than any tie-break value can be: a mistake in the source"
	case "printed-other-rule":
		text = "the printed value is what " + args[0] + " gives"
	case "printed-own-unplayed":
		text = "the participant has unplayed rounds (" + args[0] + "), which the rule editions value differently"
	case "printed-opp-unplayed":
		text = "opponents with unplayed rounds (" + args[0] + "), whose scores the rule editions adjust differently"
	case "printed-empty":
		text = "no printed value: nothing to check"
	case "printed-zeros":
		text = "only zeros: a tie-break that applied to no one, nothing to identify"
	case "printed-rounding":
		text = "rounding of " + args[0] + ": values rounded as that program prints them"
	case "printed-not-hint":
		text = "the column is headed " + args[0] + ", the name of " + args[1] + ", but its values are another tie-break's"
	case "printed-last-digit":
		text = "the values differ by one in the last printed decimal: the source may round or truncate differently"
	default:
		text = "no rule edition or tie-break computes the printed value: a mistake in the source, or a rule not implemented"
	}
	return engine.Note{Code: code, Args: args, Text: text}
}

// pow10 are the units of the decimals a printed value may have.
var pow10 = [...]int64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}
