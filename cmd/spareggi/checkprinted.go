package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
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

// writeCheckPrinted writes the comparison of the input's printed tie-break columns with the
// computed values (-check-printed, docs/tiebreaks.md §15): a table, or with
// -o json the document
// {"columns":[{"column":"TB1","title":…,"best":{"rules":"fide2012","tiebreak":"BH/C1","agree":179,"of":179},
// "also":[{"rules":…,"tiebreak":…}],"differ":[{"start":S,"name":…,"printed":"…","computed":"…","why":"…",
// "reasons":[{"code":…,"args":[…]}]}],"notes":[{"code":…,"args":[…],"text":…}],"rounding":["half-even"]}],"reproduced":true}:
// a note's values that cite a message (the convention of a rounding note)
// are written as their English text, and "rounding" names the conventions
// of the column's rounding note (docs/tiebreaks.md §15, decision 61).
//
// With -o json the document is always written: when there is nothing to
// check (printed-none) it is {"columns":[],"reproduced":false,"reason":
// {"code":"printed-none","args":[],"text":…}}, and the error follows on
// stderr; likewise with more columns than the check compares
// (printed-too-many, check.MaxColumns).
func writeCheckPrinted(w io.Writer, rep *check.Report, err error, out, lang string) error {
	var ce *engine.CodedError
	if err != nil && out == "json" && errors.As(err, &ce) && (ce.ID == msg.ErrPrintedNone || ce.ID == msg.ErrPrintedTooMany) {
		if jerr := report.CheckJSON(w, &check.Report{}, ce); jerr != nil {
			return jerr
		}
		return err
	}
	if err != nil {
		return err
	}
	// Nothing to check: every column is empty or only zeros.
	var none *engine.CodedError
	if !slices.ContainsFunc(rep.Columns, func(c check.Column) bool { return !c.Unchecked() }) {
		none = &engine.CodedError{Message: msg.New(msg.ErrPrintedNone)}
	}
	if out == "json" {
		err = report.CheckJSON(w, rep, none)
	} else {
		checkPrintedTable(w, rep, lang)
	}
	if err != nil || rep.Reproduced() {
		return err
	}
	var cols []string
	for _, c := range rep.Columns {
		if !c.Unchecked() && (c.Best == nil || c.Best.Agree != c.Best.Of) {
			cols = append(cols, c.Column.Name)
		}
	}
	if none != nil {
		return none
	}
	return notReproduced{cols, lang}
}

func checkPrintedTable(w io.Writer, rep *check.Report, lang string) {
	for _, c := range rep.Columns {
		name := c.Column.Name
		if c.Column.Title != "" {
			name += " (" + c.Column.Title + ")"
		}
		switch {
		case c.Unchecked():
			fmt.Fprintln(w, name+": "+report.NotesText(lang, c.Notes))
		case c.Best == nil:
			fmt.Fprintln(w, i18n.T(lang, "cli.printed.none", name))
		default:
			rules := i18n.T(lang, "cli.printed.under", c.Best.Edition.String())
			if c.Best.Edition == engine.EditionDefault {
				rules = i18n.T(lang, "cli.printed.every")
			}
			fmt.Fprint(w, i18n.T(lang, "cli.printed.equals", name, c.Best.Key(), rules, c.Best.Agree, c.Best.Of))
			if len(c.Also) > 0 {
				fmt.Fprint(w, i18n.T(lang, "cli.printed.also", report.PrintedAlso(c.Also)))
			}
			if notes := report.NotesText(lang, c.Notes); notes != "" {
				fmt.Fprint(w, "; "+notes)
			}
			fmt.Fprintln(w)
		}
		for _, d := range c.Differ {
			computed := d.Computed
			if computed == "" {
				computed = i18n.T(lang, "printed.novalue")
			}
			fmt.Fprintln(w, i18n.T(lang, "cli.printed.row", d.Player.StartNo, d.Player.Name, d.Printed, computed, report.NotesText(lang, d.Why)))
		}
	}
	if !rep.RankingChecked {
		return
	}
	rules, list := rep.RankingEdition.String(), listText(rep.RankingList)
	if len(rep.Ranking) == 0 {
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.rankok", rules, list))
		return
	}
	if len(rep.Ranking) == 1 { // one participant, in the singular
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.ranking.one", rules, list))
	} else {
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.ranking", rules, list, len(rep.Ranking)))
	}
	for _, d := range rep.Ranking {
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.rankrow", d.Player.StartNo, d.Player.Name, d.Printed, placesText(d.From, d.To)))
	}
}

// listText writes a tie-break list: "BH/M1, DE, WIN".
func listText(list []engine.Descriptor) string {
	keys := make([]string, len(list))
	for i, d := range list {
		keys[i] = d.Key
	}
	return strings.Join(keys, ", ")
}

// placesText writes the places the computed standings allow: "5", "5–7".
func placesText(from, to int) string {
	if from == to {
		return fmt.Sprint(from)
	}
	return fmt.Sprintf("%d–%d", from, to)
}
