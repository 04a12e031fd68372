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
		if jerr := checkPrintedJSON(w, &check.Report{}, ce); jerr != nil {
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
		err = checkPrintedJSON(w, rep, none)
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
			fmt.Fprintln(w, name+": "+whyText(lang, c.Notes))
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
			if notes := whyText(lang, c.Notes); notes != "" {
				fmt.Fprint(w, "; "+notes)
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
	if !rep.RankingChecked {
		return
	}
	rules, list := rep.RankingEdition.String(), listText(rep.RankingList)
	if len(rep.Ranking) == 0 {
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.rankok", rules, list))
		return
	}
	fmt.Fprintln(w, i18n.T(lang, "cli.printed.ranking", rules, list, len(rep.Ranking)))
	for _, d := range rep.Ranking {
		fmt.Fprintln(w, i18n.T(lang, "cli.printed.rankrow", d.Player.StartNo, d.Player.Name, d.Printed, placesText(d.From, d.To)))
	}
}

// plainArgs returns a message's values for a JSON document, never nil:
// each value that cites a message or a list (the convention of a rounding
// note, "half to even") as its English text, not the catalogues' encoding
// of a citation.
func plainArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = msg.Value("en", a)
	}
	return out
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

func whyText(lang string, why []engine.Note) string {
	parts := make([]string, len(why))
	for i, n := range why {
		parts[i] = n.Text(lang)
	}
	return strings.Join(parts, "; ")
}

// checkPrintedJSON writes the document; none, when not nil, says why
// there is nothing to check.
func checkPrintedJSON(w io.Writer, rep *check.Report, none *engine.CodedError) error {
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
	type note struct {
		Code string   `json:"code"`
		Args []string `json:"args"`
		Text string   `json:"text"`
	}
	type column struct {
		Column string `json:"column"`
		Title  string `json:"title,omitempty"`
		// Hint is the tie-break the column's name suggests, Program
		// the program that printed it (docs/tiebreaks.md §15).
		Hint    string      `json:"hint,omitempty"`
		Program string      `json:"program,omitempty"`
		Best    *candidate  `json:"best"`
		Also    []candidate `json:"also"`
		Differ  []differ    `json:"differ"`
		Notes   []note      `json:"notes"`
		// Rounding names the conventions the column's rounding note
		// names ("half-even"; check.Column.Roundings), when a value of
		// the best candidate needed rounding to the printed decimals.
		Rounding []string `json:"rounding,omitempty"`
	}
	type rankDiffer struct {
		Start   int    `json:"start"`
		Name    string `json:"name"`
		Printed int    `json:"printed"`
		From    int    `json:"computed_from"`
		To      int    `json:"computed_to"`
	}
	// ranking compares the printed ranks with the standings under the
	// identified rules and tie-breaks (docs/tiebreaks.md §15).
	type ranking struct {
		Rules     string       `json:"rules"`
		TieBreaks []string     `json:"tiebreaks"`
		Differ    []rankDiffer `json:"differ"`
	}
	doc := struct {
		Columns    []column `json:"columns"`
		Reproduced bool     `json:"reproduced"`
		Reason     *note    `json:"reason,omitempty"`
		Ranking    *ranking `json:"ranking,omitempty"`
	}{Columns: []column{}, Reproduced: rep.Reproduced()}
	if rep.RankingChecked {
		r := &ranking{Rules: rep.RankingEdition.String(), TieBreaks: []string{}, Differ: []rankDiffer{}}
		for _, d := range rep.RankingList {
			r.TieBreaks = append(r.TieBreaks, d.Key)
		}
		for _, d := range rep.Ranking {
			r.Differ = append(r.Differ, rankDiffer{Start: d.Player.StartNo, Name: d.Player.Name, Printed: d.Printed, From: d.From, To: d.To})
		}
		doc.Ranking = r
	}
	if none != nil {
		doc.Reason = &note{Code: none.Code(), Args: plainArgs(none.Args), Text: none.English()}
	}
	cand := func(c check.Candidate) candidate {
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
		col := column{Column: c.Column.Name, Title: c.Column.Title, Hint: c.Column.Hint, Program: c.Column.Program,
			Also: []candidate{}, Differ: []differ{}, Notes: []note{}}
		for _, n := range c.Notes {
			col.Notes = append(col.Notes, note{Code: n.Code(), Args: plainArgs(n.Args), Text: n.English()})
		}
		for _, r := range c.Roundings {
			col.Rounding = append(col.Rounding, r.String())
		}
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
				x.Reasons = append(x.Reasons, reason{Code: n.Code(), Args: plainArgs(n.Args)})
			}
			col.Differ = append(col.Differ, x)
		}
		doc.Columns = append(doc.Columns, col)
	}
	return writeJSONLine(w, doc)
}
