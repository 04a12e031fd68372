package table

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// scoringSystem is a common scoring system that declared totals may follow.
type scoringSystem struct {
	Id    string
	label *msg.ID // the answer of Q-SCORING that chooses it
	S     engine.Scoring
	ask   *msg.ID // the question Q-SCORING for this system
}

// OtherScorings are the systems Q-SCORING tries (docs/formats.md §13), in order.
func OtherScorings() []scoringSystem {
	three := engine.DefaultScoring()
	three.WinWhite, three.WinBlack, three.DrawWhite, three.DrawBlack = 30, 30, 10, 10
	three.ForfeitWin, three.PAB, three.FPB, three.HPB = 30, 30, 30, 10
	two := engine.DefaultScoring()
	two.WinWhite, two.WinBlack, two.DrawWhite, two.DrawBlack = 20, 20, 10, 10
	two.ForfeitWin, two.PAB, two.FPB, two.HPB = 20, 20, 20, 10
	half := engine.DefaultScoring()
	half.PAB = 5
	return []scoringSystem{
		{"3-1-0", &msg.OptScoring310, three, &msg.AskScoring310},
		{"2-1-0", &msg.OptScoring210, two, &msg.AskScoring210},
		{"pab-half", &msg.OptScoringHalf, half, &msg.AskScoringHalf},
	}
}

// fitsScoring counts the players with declared points and those whose
// declared points equal their score under s.
func fitsScoring(ev *engine.Event, s engine.Scoring) (declared, fit int) {
	for _, p := range ev.Players {
		if p.DeclaredPoints == nil {
			continue
		}
		declared++
		var sum engine.Score
		for _, e := range p.Rounds {
			sum += s.Points(e)
		}
		if sum == *p.DeclaredPoints {
			fit++
		}
	}
	return declared, fit
}

// inferScoring asks Q-SCORING (§13) when the source states no scoring and
// the declared points disagree with 1/½/0 for some rows but agree for every
// row with another common system. The default is the fitting system,
// applied and listed as an assumption.
func (in *Reader) inferScoring(ev *engine.Event) {
	n, fit := fitsScoring(ev, ev.Scoring)
	if n == 0 || fit == n {
		return
	}
	for _, sys := range OtherScorings() {
		if _, f := fitsScoring(ev, sys.S); f != n {
			continue
		}
		line := 0
		if len(ev.Players) > 0 {
			line = ev.Players[0].Pos.Line
		}
		q := scan.Asked(scan.Question{ID: string(scan.QScoring), Line: line, Col: 1, Default: sys.Id,
			Options: []scan.QuestionOption{{ID: sys.Id, Label: msg.Message{ID: *sys.label}}, {ID: "1-0.5-0", Label: msg.Message{ID: msg.OptScoringDeclared}}}},
			scan.MsgI(sys.ask, n-fit, n))
		if in.Ask(q) != "1-0.5-0" {
			ev.Scoring = sys.S
		}
		return
	}
}

// RowsFitOtherScoring reports whether the declared points of every row
// that has them disagree with 1/½/0 somewhere but agree with another
// common system, reading the table's cells before assembly (a full point
// without opponent as the pairing-allocated bye). Then Q-SCORING, not a
// per-row question, explains the totals.
func RowsFitOtherScoring(rows []*Row) bool {
	fit := func(s engine.Scoring) bool {
		for _, r := range rows {
			if r.Declared == nil {
				continue
			}
			var sum engine.Score
			for _, c := range r.Cells {
				switch {
				case c.Blank:
				case c.Full:
					sum += s.PAB
				default:
					sum += s.Points(engine.Entry{Kind: c.Kind})
				}
			}
			if sum != *r.Declared {
				return false
			}
		}
		return true
	}
	if fit(engine.DefaultScoring()) {
		return false
	}
	for _, sys := range OtherScorings() {
		if fit(sys.S) {
			return true
		}
	}
	return false
}
