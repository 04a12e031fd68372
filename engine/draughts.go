package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// The tie-breaks of the Italian draughts federation (docs/tiebreaks.md §14.5):
// minor scores (docs/tiebreaks.md §7.10), BARQ (§7.11) and the Brightwell
// quotient (§7.12).

// minor returns the minor score of player i in round r (0-based) and
// whether the source gave one; a missing value counts 0.
func (c *calc) minor(i, r int) (Score, bool) {
	p := &c.ev.Players[i]
	if r >= len(p.Rounds) || !p.Rounds[r].HasMinor {
		return 0, false
	}
	return p.Rounds[r].Minor, true
}

// tbMSC is the sum of the minor scores of rounds 1..N (the draughts piece
// difference). Missing values count 0; the explanation shows which rounds
// have none.
func tbMSC(c *calc, d Descriptor, out *column) {
	for i := 0; i < c.np; i++ {
		var sum Score
		var els []Element
		missing := 0
		for r := 0; r < c.n; r++ {
			m, ok := c.minor(i, r)
			sum += m
			if !ok && c.kind[c.at(i, r)] != NotYet {
				missing++
			}
			if c.wantExplain(i) {
				k := c.at(i, r)
				el := c.element(r, k, d.row().article)
				el.Contribution, el.Counted = m.Value(), ok
				els = append(els, el)
			}
		}
		out.set(i, sum.Value(), 1)
		if c.wantExplain(i) {
			ex := explanation(d, c.ed, &SumDetail{Elements: els, Total: out.value(i)})
			if missing > 0 {
				ex.Notes = append(ex.Notes, msg.New(msg.NoteMSCMissing, missing))
			}
			out.explain(i, ex)
		}
	}
}

// tbBARQ is the Buchholz under the barq edition whatever the global one
// (§3.9): opponents at their raw score, a withdrawn opponent at his points
// up to the withdrawal plus a draw per remaining round, each own round
// without opponent worth half of the player's own points. /Cn and /Mn cut
// as for BH, with no VUR exception.
func tbBARQ(c *calc, d Descriptor, out *column) {
	dd := d
	dd.Version = Barq
	elementKey(c, dd, false, out)
}

// withdrawalRound returns, for player i, the last round (1-based) that is
// not a zero-point unplayed round (docs/tiebreaks.md §2.3); it is N when the player has
// not withdrawn.
func (c *calc) withdrawalRound(i int) int {
	for r := c.n - 1; r >= 0; r-- {
		k := c.at(i, r)
		kind := c.kind[k]
		if !((kind == ZPB && c.pts[k] == 0) || kind == ForfeitLoss) {
			return r + 1
		}
	}
	return 0
}

// tbBQ is the Brightwell quotient (§7.12) with coefficient C (/K, default
// 6) and the constant 32: a game against an opponent who did not withdraw
// adds its minor score (docs/tiebreaks.md, decision 30) plus C × the opponent's score; a game
// against a withdrawn opponent and a round without opponent add 32 plus
// C × the player's own score. Forfeits against a named opponent count as
// games.
func tbBQ(c *calc, d Descriptor, out *column) {
	coef := IntValue(6)
	if d.HasK {
		coef = d.K
	}
	const k32 = 32
	withdrawn := make([]bool, c.np)
	for i := range withdrawn {
		withdrawn[i] = c.withdrawalRound(i) < c.n
	}
	for i := 0; i < c.np; i++ {
		var sum Value
		var els []Element
		for r := 0; r < c.n; r++ {
			k := c.at(i, r)
			if c.kind[k] == NotYet {
				continue
			}
			o := c.opp[k]
			var el Element
			if o >= 0 {
				el = c.gameElement(r, k, d.row().article)
			} else {
				el = c.element(r, k, d.row().article)
			}
			if o >= 0 && !withdrawn[o] {
				m, _ := c.minor(i, r)
				el.Contribution = m.Value().Add(coef.Mul(el.Score))
			} else {
				// Raw is the opponent's score (0 for a bye); Score the
				// player's own score, which C multiplies.
				el.Contribution = IntValue(k32).Add(coef.Mul(c.score[i].Value()))
				el.Score = c.score[i].Value()
				if o < 0 {
					el.Source = SourceZero
				}
			}
			el.Counted = true
			v := el.Contribution
			sum = sum.Add(v)
			if c.wantExplain(i) {
				els = append(els, el)
			}
		}
		out.set(i, sum, 1)
		if c.wantExplain(i) {
			c.explainSum(out, i, d, c.ed, SumDetail{Elements: els, Total: sum}, msg.New(msg.NoteBQCoefficient, coef.String()))
		}
	}
}
