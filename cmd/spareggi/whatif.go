package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/engine/whatif"
	"github.com/spareggi/spareggi/internal/i18n"
)

// runWhatIf prints, for every combination of results of the games of the
// last paired round still without a result (a team event's matches),
// each participant's best and worst rank and the results that give him
// his best (whatif): the numbered games with their names and each
// participant's conditions as a small table (a column per game that
// matters, a row per alternative), or with -o json the document
// {"pending":[{"round":R,"white":S,"black":S,"whiteName":…,"blackName":…,
// "outcomes":["1-0","½-½","0-1"]}],"scenarios":N,
// "players":[{"start":S,"name":…,"best":B,"worst":W,"needs":[[["1-0"],…],…]}]}
// (a match has "match":true, teams' start numbers and names, and its
// outcomes' labels, docs/tiebreaks.md §9.8).
func writeWhatIf(w io.Writer, res *whatif.Result, ev *engine.Event, out, lang string) error {
	if out == "json" {
		return whatIfJSON(w, res, ev.Teams)
	}
	// One game or match is worded in the singular.
	switch one := len(res.Units) == 1; {
	case ev.Teams != nil && one:
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.head.matches.one", res.Scenarios))
	case ev.Teams != nil:
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.head.matches", len(res.Units), res.Scenarios))
	case one:
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.head.one", res.Scenarios))
	default:
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.head", len(res.Units), res.Scenarios))
	}
	for k, u := range res.Units {
		if u.Match {
			var labels []string
			for o := range u.Outcomes {
				labels = append(labels, u.Label(engine.Outcome(o), ev.Teams))
			}
			fmt.Fprintln(w, i18n.T(lang, "cli.whatif.match", k+1, u.Round, u.White, u.Black, report.Plain(u.WhiteName), report.Plain(u.BlackName), strings.Join(labels, " ")))
			continue
		}
		fmt.Fprintln(w, i18n.T(lang, "cli.whatif.game", k+1, u.Round, u.White, u.Black, report.Plain(u.WhiteName), report.Plain(u.BlackName)))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%4s  %-30s %4s %5s  %s\n", "SNo", "Name", i18n.T(lang, "cli.whatif.best"), i18n.T(lang, "cli.whatif.worst"), i18n.T(lang, "cli.whatif.when"))
	for _, p := range res.Players {
		cols := whatif.NeedsColumns(p.Needs, res.Units)
		if len(cols) == 0 {
			fmt.Fprintf(w, "%4d  %s %4d %5d  %s\n", p.Start, report.PadRight(p.Name, 30), p.Best, p.Worst, i18n.T(lang, "cli.whatif.always"))
			continue
		}
		fmt.Fprintf(w, "%4d  %s %4d %5d  %s\n", p.Start, report.PadRight(p.Name, 30), p.Best, p.Worst, i18n.T(lang, "cli.whatif.rows"))
		writeNeedsTable(w, lang, p.Needs, res.Units, cols, ev.Teams)
	}
	return nil
}

// writeNeedsTable writes the conditions of a best rank as a small table
// under the row: a column per game or match that matters, headed by its
// number in the list ("#3"), a row per alternative, in each cell the
// results it allows ("any" when the alternative leaves it free).
func writeNeedsTable(w io.Writer, lang string, needs [][][]engine.Outcome, units []whatif.Unit, cols []int, ts *engine.Teams) {
	cells := make([][]string, len(needs)+1)
	for _, g := range cols {
		cells[0] = append(cells[0], fmt.Sprintf("#%d", g+1))
	}
	for r, c := range needs {
		for _, g := range cols {
			t := units[g].Cell(c[g], ts)
			if t == "" {
				t = i18n.T(lang, "cli.whatif.any")
			}
			cells[r+1] = append(cells[r+1], t)
		}
	}
	width := make([]int, len(cols))
	for _, row := range cells {
		for i, t := range row {
			width[i] = max(width[i], utf8.RuneCountInString(t))
		}
	}
	for _, row := range cells {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", 8))
		for i, t := range row {
			b.WriteString(report.PadRight(t, width[i]))
			if i < len(row)-1 {
				b.WriteString("  ")
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

func whatIfJSON(w io.Writer, res *whatif.Result, ts *engine.Teams) error {
	return writeJSONLine(w, report.WhatIf(res, ts))
}
