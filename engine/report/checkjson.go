package report

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/internal/msg"
)

// The JSON document of the printed check (docs/tiebreaks.md §15).
type (
	checkCandidate struct {
		Rules    string `json:"rules"`
		TieBreak string `json:"tiebreak"`
		// MatchPoints is the match-point scoring of a team tie-break
		// computed with another than the event's ("1-½-0").
		MatchPoints string `json:"match_points,omitempty"`
		Agree       int    `json:"agree"`
		Of          int    `json:"of"`
	}
	checkReason struct {
		Code string   `json:"code"`
		Args []string `json:"args"`
	}
	checkDiffer struct {
		Start    int           `json:"start"`
		Name     string        `json:"name"`
		Printed  string        `json:"printed"`
		Computed *string       `json:"computed"`
		Why      string        `json:"why"`
		Reasons  []checkReason `json:"reasons"`
	}
	jsonNote struct {
		Code string   `json:"code"`
		Args []string `json:"args"`
		Text string   `json:"text"`
	}
	checkColumn struct {
		Column string `json:"column"`
		Title  string `json:"title,omitempty"`
		// Hint is the tie-break the column's name suggests, Program
		// the program that printed it (docs/tiebreaks.md §15).
		Hint    string           `json:"hint,omitempty"`
		Program string           `json:"program,omitempty"`
		Best    *checkCandidate  `json:"best"`
		Also    []checkCandidate `json:"also"`
		Differ  []checkDiffer    `json:"differ"`
		Notes   []jsonNote       `json:"notes"`
		// Rounding names the conventions the column's rounding note
		// names ("half-even"; check.Column.Roundings), when a value of
		// the best candidate needed rounding to the printed decimals.
		Rounding []string `json:"rounding,omitempty"`
	}
	checkRankDiffer struct {
		Start   int    `json:"start"`
		Name    string `json:"name"`
		Printed int    `json:"printed"`
		From    int    `json:"computed_from"`
		To      int    `json:"computed_to"`
	}
	// checkRanking compares the printed ranks with the standings under
	// the identified rules and tie-breaks (docs/tiebreaks.md §15).
	checkRanking struct {
		Rules     string            `json:"rules"`
		TieBreaks []string          `json:"tiebreaks"`
		Differ    []checkRankDiffer `json:"differ"`
	}
	checkDoc struct {
		Columns    []checkColumn `json:"columns"`
		Reproduced bool          `json:"reproduced"`
		Reason     *jsonNote     `json:"reason,omitempty"`
		Ranking    *checkRanking `json:"ranking,omitempty"`
	}
)

// CheckJSON writes the printed check's report as one line of JSON:
// {"columns":[{"column":"TB1","title":…,"best":{"rules":"fide2012","tiebreak":"BH/C1","agree":179,"of":179},
// "also":[{"rules":…,"tiebreak":…}],"differ":[{"start":S,"name":…,"printed":"…","computed":"…","why":"…",
// "reasons":[{"code":…,"args":[…]}]}],"notes":[{"code":…,"args":[…],"text":…}],"rounding":["half-even"]}],
// "reproduced":true,"ranking":{…}}. None, when not nil, says why there
// is nothing to check ("reason"). A note's values that cite a message (the
// convention of a rounding note) are written as their English text.
func CheckJSON(w io.Writer, rep *check.Report, none *engine.CodedError) error {
	doc := checkDoc{Columns: []checkColumn{}, Reproduced: rep.Reproduced(), Ranking: checkRankingDoc(rep)}
	if none != nil {
		doc.Reason = &jsonNote{Code: none.Code(), Args: PlainArgs(none.Args), Text: none.English()}
	}
	for _, c := range rep.Columns {
		doc.Columns = append(doc.Columns, checkColumnDoc(c))
	}
	return writeLine(w, doc)
}

func checkRankingDoc(rep *check.Report) *checkRanking {
	if !rep.RankingChecked {
		return nil
	}
	r := &checkRanking{Rules: rep.RankingEdition.String(), TieBreaks: []string{}, Differ: []checkRankDiffer{}}
	for _, d := range rep.RankingList {
		r.TieBreaks = append(r.TieBreaks, d.Key)
	}
	for _, d := range rep.Ranking {
		r.Differ = append(r.Differ, checkRankDiffer{Start: d.Player.StartNo, Name: d.Player.Name, Printed: d.Printed, From: d.From, To: d.To})
	}
	return r
}

func checkColumnDoc(c check.Column) checkColumn {
	col := checkColumn{Column: c.Column.Name, Title: c.Column.Title, Hint: c.Column.Hint, Program: c.Column.Program,
		Also: []checkCandidate{}, Differ: []checkDiffer{}, Notes: []jsonNote{}}
	for _, n := range c.Notes {
		col.Notes = append(col.Notes, jsonNote{Code: n.Code(), Args: PlainArgs(n.Args), Text: n.English()})
	}
	for _, r := range c.Roundings {
		col.Rounding = append(col.Rounding, r.String())
	}
	if c.Best != nil {
		b := checkCandidateDoc(*c.Best)
		col.Best = &b
	}
	for _, a := range c.Also {
		col.Also = append(col.Also, checkCandidateDoc(a))
	}
	for _, d := range c.Differ {
		x := checkDiffer{Start: d.Player.StartNo, Name: d.Player.Name, Printed: d.Printed, Why: NotesText("en", d.Why), Reasons: []checkReason{}}
		if d.Computed != "" {
			computed := d.Computed
			x.Computed = &computed
		}
		for _, n := range d.Why {
			x.Reasons = append(x.Reasons, checkReason{Code: n.Code(), Args: PlainArgs(n.Args)})
		}
		col.Differ = append(col.Differ, x)
	}
	return col
}

func checkCandidateDoc(c check.Candidate) checkCandidate {
	rules := c.Edition.String()
	if c.Edition == engine.EditionDefault {
		rules = "any"
	}
	mp := ""
	if c.MatchPoints != (engine.MatchScoring{}) {
		mp = c.MatchPoints.String()
	}
	return checkCandidate{Rules: rules, TieBreak: c.TieBreak.Key, MatchPoints: mp, Agree: c.Agree, Of: c.Of}
}

// NotesText writes notes in a language, separated by semicolons.
func NotesText(lang string, notes []engine.Note) string {
	parts := make([]string, len(notes))
	for i, n := range notes {
		parts[i] = n.Text(lang)
	}
	return strings.Join(parts, "; ")
}

// PlainArgs returns a message's values for a JSON document, never nil:
// each value that cites a message or a list (the convention of a rounding
// note, "half to even") as its English text, not the catalogues' encoding
// of a citation.
func PlainArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = msg.Value("en", a)
	}
	return out
}

// writeLine writes v as one line of JSON.
func writeLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
