package trf

import (
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// declaredByes asks Q-TRF-BYES (docs/formats.md §5.9, §13) for every
// player whose declared points (the points field of the 001 record)
// exceed what the rounds give, when rounds without opponent coded "-" (a
// forfeit loss to TRF16), a loss code or left blank would make up the
// whole difference as byes: older programs wrote every bye so and counted
// it in the total. The plan takes those rounds in order, each as a
// full-point bye while the difference is a win or more (the
// pairing-allocated bye when its round has none), else as a half-point
// bye; a difference the plan cannot make up exactly is not asked about
// and stays a W-POINTS warning. By default ("byes") the planned rounds
// become those byes, marked assumed, and one warning W-TRF-BYES-DECLARED
// lists them, so that no front end ranks by them silently; "keep" leaves
// the zero-point byes and W-POINTS. An explicit "Z" is a zero-point bye and is never planned.
// Team events are left alone ("-" is a board not fielded there).
func (r *trfReader) declaredByes() {
	if r.team || r.in == nil {
		return
	}
	ev := &r.ev
	played, sc := ev.PlayedRounds, ev.Scoring
	pabs := make([]int, played) // the PABs of each round
	for i := range ev.Players {
		for k := 0; k < played && k < len(ev.Players[i].Rounds); k++ {
			if ev.Players[i].Rounds[k].Kind == engine.PAB {
				pabs[k]++
			}
		}
	}
	for i := range ev.Players {
		p, rec := &ev.Players[i], r.players[i]
		if p.DeclaredPoints == nil {
			continue
		}
		var sum, announced engine.Score
		for k := range p.Rounds {
			if p.Rounds[k].Detail == engine.DetailAnnounced {
				announced += sc.Points(p.Rounds[k])
			} else {
				sum += sc.Points(p.Rounds[k])
			}
		}
		d := *p.DeclaredPoints
		if d <= sum || d == sum+announced {
			continue
		}
		left := d - sum
		plan := map[int]engine.Kind{}
		var rounds []int
		for k := 0; k < played && k < len(p.Rounds) && left > 0; k++ {
			if !unopposedLoss(p.Rounds[k], rec, k) {
				continue
			}
			full := engine.FPB
			if pabs[k] == 0 {
				full = engine.PAB
			}
			for _, kind := range []engine.Kind{full, engine.HPB} {
				if v := sc.Points(engine.Entry{Kind: kind}); v > 0 && v <= left {
					plan[k], left = kind, left-v
					rounds = append(rounds, k)
					break
				}
			}
		}
		if left != 0 || len(rounds) == 0 {
			continue // the byes cannot explain the total: W-POINTS says so
		}
		items := make([]string, len(rounds))
		for j, k := range rounds {
			items[j] = scan.MsgIS(&msg.ValueRoundAs, k+1, scan.KindCite(plan[k])).Cite()
		}
		col := rec.col(rounds[0])
		q := scan.Asked(scan.Question{ID: string(scan.QTrfByes) + "/p" + strconv.Itoa(p.StartNo), Line: rec.line(), Col: col, EndCol: col + 7, Default: "byes",
			Options: []scan.QuestionOption{{ID: "byes", Label: msg.Message{ID: msg.OptTRFByesByes}}, {ID: "keep", Label: msg.Message{ID: msg.OptTRFByesKeep}}}},
			scan.MsgA(&msg.AskTRFByes, scan.LabelOf(p.StartNo, p.Name), d, d-sum, msg.And(items...)))
		if r.in.Ask(q) == "keep" {
			continue
		}
		for _, k := range rounds {
			e := &p.Rounds[k]
			e.Kind, e.Detail = plan[k], engine.DetailAssumed
			var item scan.NoteItem
			if r.listing(string(scan.WTrfByesDeclared)) {
				item = scan.ItemMsg(scan.MsgA(&msg.ItemTRFByesDeclared, rec.line(), p.StartNo, k+1, scan.KindCite(plan[k])))
			}
			r.note(scan.SeverityWarning, scan.WTrfByesDeclared, string(scan.WTrfByesDeclared), rec.line(), rec.col(k), item,
				scan.Grouped(&msg.GroupTRFByesDeclaredOne, &msg.GroupTRFByesDeclared))
			if plan[k] == engine.PAB {
				pabs[k]++
			}
		}
	}
}

// unopposedLoss reports whether round index k of rec, read as e, is a
// round without opponent whose code gives no points and is not an
// explicit zero-point bye: "-", "0", "L" or blank, or no block at all
// within the played rounds.
func unopposedLoss(e engine.Entry, rec *trfPlayer, k int) bool {
	if e.Kind != engine.ZPB || e.Opponent != 0 || e.HasOverride {
		return false
	}
	if k >= len(rec.blocks) {
		return true
	}
	b := rec.blocks[k]
	if b.opp != 0 {
		return false
	}
	switch b.result {
	case '-', ' ', '0', 'L', 'l':
		return true
	}
	return false
}
