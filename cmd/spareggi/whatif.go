package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
)

// runWhatIf prints, for every combination of results of the games of the
// last paired round still without a result, each participant's best and
// worst rank and the results that give him his best (-whatif): a table,
// or with -o json the document
// {"pending":[{"round":R,"white":S,"black":S}],"scenarios":N,
// "players":[{"start":S,"name":…,"best":B,"worst":W,"needs":[[["1-0"],…],…]}]}.
func runWhatIf(w io.Writer, ev *engine.Event, opt engine.Options, out, lang string) error {
	res, err := engine.WhatIf(ev, opt)
	if err != nil {
		return err
	}
	names := map[int]string{}
	for _, p := range ev.Players {
		names[p.StartNo] = p.Name
	}
	if out == "json" {
		return whatIfJSON(w, res)
	}
	fmt.Fprintln(w, i18n.T(lang, "cli.whatif.head", len(res.Pending), res.Scenarios))
	for k, g := range res.Pending {
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.game", k+1, g.Round, g.White, g.Black, report.Plain(names[g.White]), report.Plain(names[g.Black])))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%4s  %-30s %4s %5s  %s\n", "SNo", "Name", i18n.T(lang, "cli.whatif.best"), i18n.T(lang, "cli.whatif.worst"), i18n.T(lang, "cli.whatif.when"))
	for _, p := range res.Players {
		fmt.Fprintf(w, "%4d  %s %4d %5d  %s\n", p.Start, report.PadRight(p.Name, 30), p.Best, p.Worst, needsText(lang, p.Needs))
	}
	return nil
}

// needsText writes the conditions of a best rank: "always", or the
// conditions joined by "or", each the games that matter and the results
// they may have.
func needsText(lang string, needs [][][]engine.Outcome) string {
	var conds []string
	for _, c := range needs {
		var parts []string
		for g, outs := range c {
			if len(outs) == 3 {
				continue // the game does not matter
			}
			var rs []string
			for _, o := range outs {
				rs = append(rs, o.String())
			}
			parts = append(parts, i18n.T(lang, "cli.whatif.needs", g+1, strings.Join(rs, i18n.T(lang, "cli.or"))))
		}
		if len(parts) == 0 {
			return i18n.T(lang, "cli.whatif.always")
		}
		conds = append(conds, strings.Join(parts, i18n.T(lang, "cli.and")))
	}
	return strings.Join(conds, ";"+i18n.T(lang, "cli.or"))
}

func whatIfJSON(w io.Writer, res *engine.WhatIfResult) error {
	type pending struct {
		Round int `json:"round"`
		White int `json:"white"`
		Black int `json:"black"`
	}
	type player struct {
		Start int          `json:"start"`
		Name  string       `json:"name"`
		Best  int          `json:"best"`
		Worst int          `json:"worst"`
		Needs [][][]string `json:"needs"`
	}
	doc := struct {
		Pending   []pending `json:"pending"`
		Scenarios int       `json:"scenarios"`
		Players   []player  `json:"players"`
	}{Scenarios: res.Scenarios}
	for _, g := range res.Pending {
		doc.Pending = append(doc.Pending, pending{g.Round, g.White, g.Black})
	}
	for _, p := range res.Players {
		pl := player{Start: p.Start, Name: p.Name, Best: p.Best, Worst: p.Worst, Needs: [][][]string{}}
		for _, c := range p.Needs {
			cond := make([][]string, len(c))
			for g, outs := range c {
				for _, o := range outs {
					cond[g] = append(cond[g], o.String())
				}
			}
			pl.Needs = append(pl.Needs, cond)
		}
		doc.Players = append(doc.Players, pl)
	}
	return writeJSONLine(w, doc)
}
