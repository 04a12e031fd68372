package report

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/whatif"
)

// WhatIfPending is a pending game or team match of the what-if document:
// its round, White's and Black's start numbers and names (teams' for a
// match) and the labels of its outcomes.
type WhatIfPending struct {
	Round     int      `json:"round"`
	White     int      `json:"white"`
	Black     int      `json:"black"`
	Match     bool     `json:"match,omitempty"`
	WhiteName string   `json:"whiteName"`
	BlackName string   `json:"blackName"`
	Outcomes  []string `json:"outcomes"`
}

// WhatIfPlayer is one participant of the what-if document: his best and
// worst rank and the conditions of his best, per alternative and per
// pending unit the labels of the outcomes it allows.
type WhatIfPlayer struct {
	Start int          `json:"start"`
	Name  string       `json:"name"`
	Best  int          `json:"best"`
	Worst int          `json:"worst"`
	Needs [][][]string `json:"needs"`
}

// WhatIfDoc is the JSON document of `spareggi -whatif -o json` and of
// Spareggi.compute with the option whatif (docs/tiebreaks.md §9.8).
type WhatIfDoc struct {
	Pending   []WhatIfPending `json:"pending"`
	Scenarios int             `json:"scenarios"`
	Players   []WhatIfPlayer  `json:"players"`
}

// WhatIf returns the document of a what-if; ts is the event's teams (nil
// for an individual event), which label a match's outcomes.
func WhatIf(res *whatif.Result, ts *engine.Teams) WhatIfDoc {
	doc := WhatIfDoc{Scenarios: res.Scenarios}
	for _, u := range res.Units {
		pd := WhatIfPending{Round: u.Round, White: u.White, Black: u.Black, Match: u.Match, WhiteName: u.WhiteName, BlackName: u.BlackName}
		for o := range u.Outcomes {
			pd.Outcomes = append(pd.Outcomes, u.Label(engine.Outcome(o), ts))
		}
		doc.Pending = append(doc.Pending, pd)
	}
	for _, p := range res.Players {
		pl := WhatIfPlayer{Start: p.Start, Name: p.Name, Best: p.Best, Worst: p.Worst, Needs: [][][]string{}}
		for _, c := range p.Needs {
			cond := make([][]string, len(c))
			for g, outs := range c {
				for _, o := range outs {
					cond[g] = append(cond[g], res.Units[g].Label(o, ts))
				}
			}
			pl.Needs = append(pl.Needs, cond)
		}
		doc.Players = append(doc.Players, pl)
	}
	return doc
}
