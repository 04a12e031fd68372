package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// notReproduced is the error of -check-printed when a printed column is
// not reproduced for every participant: the report is already printed,
// the command exits 1.
type notReproduced struct {
	columns []string
	lang    string
}

func (e notReproduced) Error() string {
	return i18n.T(e.lang, "cli.printed.notall", strings.Join(e.columns, ", "))
}

// runCheckPrinted compares the input's printed tie-break columns with the
// computed values (-check-printed, docs/tiebreaks.md §15): a table, or with
// -o json the document
// {"columns":[{"column":"TB1","title":…,"best":{"rules":"fide2012","tiebreak":"BH/C1","agree":179,"of":179},
// "also":[{"rules":…,"tiebreak":…}],"differ":[{"start":S,"name":…,"printed":"…","computed":"…","why":"…",
// "reasons":[{"code":…,"args":[…]}]}]}],"reproduced":true}.
func runCheckPrinted(w io.Writer, ev *engine.Event, opt engine.Options, out, lang string) error {
	rep, err := engine.CheckPrinted(ev, opt)
	if err != nil {
		return err
	}
	if out == "json" {
		err = checkPrintedJSON(w, rep)
	} else {
		checkPrintedTable(w, rep, lang)
	}
	if err != nil || rep.Reproduced() {
		return err
	}
	var cols []string
	for _, c := range rep.Columns {
		if c.Best == nil || c.Best.Agree != c.Best.Of {
			cols = append(cols, c.Column.Name)
		}
	}
	return notReproduced{cols, lang}
}

func checkPrintedTable(w io.Writer, rep *engine.PrintedReport, lang string) {
	for _, c := range rep.Columns {
		name := c.Column.Name
		if c.Column.Title != "" {
			name += " (" + c.Column.Title + ")"
		}
		if c.Best == nil {
			fmt.Fprintln(w, i18n.T(lang, "cli.printed.none", name))
		} else {
			rules := i18n.T(lang, "cli.printed.under", c.Best.Edition.String())
			if c.Best.Edition == engine.EditionDefault {
				rules = i18n.T(lang, "cli.printed.every")
			}
			fmt.Fprint(w, i18n.T(lang, "cli.printed.equals", name, c.Best.Key(), rules, c.Best.Agree, c.Best.Of))
			if len(c.Also) > 0 {
				fmt.Fprint(w, i18n.T(lang, "cli.printed.also", engine.AlsoText(c.Also)))
			}
			fmt.Fprintln(w)
		}
		for _, d := range c.Differ {
			computed := d.Computed
			if computed == "" {
				computed = i18n.T(lang, "printed.novalue")
			}
			fmt.Fprintln(w, i18n.T(lang, "cli.printed.row", d.Player.StartNo, d.Player.Name, d.Printed, computed, whyText(lang, d.Why)))
		}
	}
}

func whyText(lang string, why []engine.Note) string {
	parts := make([]string, len(why))
	for i, n := range why {
		parts[i] = i18n.EngineText(lang, "printed.", n)
	}
	return strings.Join(parts, "; ")
}

func checkPrintedJSON(w io.Writer, rep *engine.PrintedReport) error {
	type candidate struct {
		Rules    string `json:"rules"`
		TieBreak string `json:"tiebreak"`
		// MatchPoints is the match-point scoring of a team tie-break
		// computed with another than the event's ("1-½-0").
		MatchPoints string `json:"match_points,omitempty"`
		Agree       int    `json:"agree"`
		Of          int    `json:"of"`
	}
	type reason struct {
		Code string   `json:"code"`
		Args []string `json:"args"`
	}
	type differ struct {
		Start    int      `json:"start"`
		Name     string   `json:"name"`
		Printed  string   `json:"printed"`
		Computed *string  `json:"computed"`
		Why      string   `json:"why"`
		Reasons  []reason `json:"reasons"`
	}
	type column struct {
		Column string      `json:"column"`
		Title  string      `json:"title,omitempty"`
		Best   *candidate  `json:"best"`
		Also   []candidate `json:"also"`
		Differ []differ    `json:"differ"`
	}
	doc := struct {
		Columns    []column `json:"columns"`
		Reproduced bool     `json:"reproduced"`
	}{Columns: []column{}, Reproduced: rep.Reproduced()}
	cand := func(c engine.PrintedCandidate) candidate {
		rules := c.Edition.String()
		if c.Edition == engine.EditionDefault {
			rules = "any"
		}
		mp := ""
		if c.MatchPoints != (engine.MatchScoring{}) {
			mp = c.MatchPoints.String()
		}
		return candidate{Rules: rules, TieBreak: c.TieBreak.Key, MatchPoints: mp, Agree: c.Agree, Of: c.Of}
	}
	for _, c := range rep.Columns {
		col := column{Column: c.Column.Name, Title: c.Column.Title, Also: []candidate{}, Differ: []differ{}}
		if c.Best != nil {
			b := cand(*c.Best)
			col.Best = &b
		}
		for _, a := range c.Also {
			col.Also = append(col.Also, cand(a))
		}
		for _, d := range c.Differ {
			x := differ{Start: d.Player.StartNo, Name: d.Player.Name, Printed: d.Printed, Why: whyText("en", d.Why), Reasons: []reason{}}
			if d.Computed != "" {
				x.Computed = &d.Computed
			}
			for _, n := range d.Why {
				x.Reasons = append(x.Reasons, reason{Code: n.Code, Args: append([]string{}, n.Args...)})
			}
			col.Differ = append(col.Differ, x)
		}
		doc.Columns = append(doc.Columns, col)
	}
	return writeJSONLine(w, doc)
}
