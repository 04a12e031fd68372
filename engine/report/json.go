// Package report renders engine.Standings as JSON, CSV, a text table and
// plain-words explanations. It is the one place where the JSON document of
// `spareggi -o json` and of the JavaScript API is produced.
package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// Warning is a positioned message carried in the JSON document.
type Warning struct {
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
	// Sheet is the sheet of an .xlsx workbook (then Line is its row and
	// Column its column, A = 1); omitted for a text.
	Sheet int `json:"sheet,omitempty"`
}

// JSONOptions adds optional parts to the JSON document.
type JSONOptions struct {
	Format   string    // the input format, e.g. "trf"; omitted when ""
	Warnings []Warning // reader warnings, positioned
	// Details includes each value's explanation (when the standings carry one).
	Details bool
	// Lang words the document's sentences (the reasons, the warnings of
	// the standings, the explanations' notes) in "it" or "es"; "" or
	// "en" is English (the JS API's lang option).
	Lang string
	// stepsOf maps the steps of each group operation to the start number
	// of the first row that writes them (withStepOwners).
	stepsOf map[*engine.Step]int
}

// withStepOwners returns opt with the owner of the steps of each group
// operation: the first row, in document order, whose details hold them.
// The other members of the group write "stepsOf": that row's start number
// instead of the steps, so that a group of n costs n, not n², in the
// document (docs/tiebreaks.md §12.3).
func withStepOwners(st *engine.Standings, opt JSONOptions) JSONOptions {
	if !opt.Details {
		return opt
	}
	opt.stepsOf = map[*engine.Step]int{}
	for i := range st.Rows {
		for j := range st.Rows[i].Values {
			if ex := st.Rows[i].Values[j].Explanation(); ex != nil && len(ex.Steps()) > 0 {
				if first := &ex.Steps()[0]; !hasKey(opt.stepsOf, first) {
					opt.stepsOf[first] = st.Rows[i].Player.StartNo
				}
			}
		}
	}
	return opt
}

// hasKey reports whether the first step of a group operation has its owner.
func hasKey(m map[*engine.Step]int, k *engine.Step) bool { _, ok := m[k]; return ok }

// words returns m in the document's language (JSONOptions.Lang).
func (opt JSONOptions) words(m msg.Message) string {
	if opt.Lang == "" || opt.Lang == "en" {
		return m.English()
	}
	return m.Text(opt.Lang)
}

// JSON returns the standings as the JSON document of docs/tiebreaks.md §12.3.
func JSON(st *engine.Standings) ([]byte, error) { return JSONWith(st, JSONOptions{}) }

// JSONWith returns the standings as JSON with the optional parts.
//
// The document is appended to one byte slice sized from the standings, so
// that it is usually allocated once and never copied.
func JSONWith(st *engine.Standings, opt JSONOptions) ([]byte, error) {
	opt = withStepOwners(st, opt)
	keys := keysOf(st)
	out := appendHead(make([]byte, 0, jsonSize(st, keys)), st, opt)
	out, err := appendRows(out, st, keys, opt, 0, len(st.Rows))
	if err != nil {
		return nil, err
	}
	return appendTail(out, st, opt), nil
}

// appendHead appends the document up to the opening bracket of the rows.
func appendHead(out []byte, st *engine.Standings, opt JSONOptions) []byte {
	str := appendJSONString
	out = append(out, `{"edition":`...)
	out = str(out, st.Edition.String())
	out = append(out, `,"editionReason":`...)
	out = str(out, opt.words(st.EditionNote))
	out = append(out, `,"system":`...)
	out = str(out, systemName(st.System))
	out = append(out, `,"systemReason":`...)
	out = str(out, opt.words(st.SystemReason))
	if opt.Format != "" {
		out = append(out, `,"format":`...)
		out = str(out, opt.Format)
	}
	out = append(out, `,"round":`...)
	out = strconv.AppendInt(out, int64(st.Round), 10)
	out = append(out, `,"tiebreaks":[`...)
	for i, d := range st.TieBreaks {
		if i > 0 {
			out = append(out, ',')
		}
		out = str(out, d.Key)
	}
	out = append(out, `],"listSource":`...)
	out = str(out, opt.words(st.ListSource))
	out = append(out, `,"standings":[`...)
	return out
}

// appendTail appends the document after the rows: the ties, the warnings
// and the closing brace.
func appendTail(out []byte, st *engine.Standings, opt JSONOptions) []byte {
	out = append(out, `],"ties":[`...)
	for i, t := range st.Ties {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, '[')
		for j, s := range t {
			if j > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, int64(s), 10)
		}
		out = append(out, ']')
	}
	out = append(out, `],"warnings":[`...)
	n := 0
	for _, m := range opt.Warnings {
		if n > 0 {
			out = append(out, ',')
		}
		n++
		enc, _ := json.Marshal(m)
		out = append(out, enc...)
	}
	for _, m := range st.Notices {
		if n > 0 {
			out = append(out, ',')
		}
		n++
		enc, _ := json.Marshal(Warning{Message: opt.words(m)})
		out = append(out, enc...)
	}
	out = append(out, "]}\n"...)
	return out
}

// jsonSize estimates the length of the document without details: a little
// more than the usual row, so that the slice rarely grows.
func jsonSize(st *engine.Standings, keys [][]byte) int {
	perRow := 100 // {"rank":…,"start":…,"rating":…,"points":"…","values":{…}}
	for _, k := range keys {
		perRow += len(k) + 8 // "KEY":"123.45",
	}
	size := 1024 + len(st.Rows)*perRow
	for i := range st.Rows {
		p := st.Rows[i].Player
		size += len(p.Name) + len(p.Title) + len(p.Federation)
	}
	for _, t := range st.Ties {
		size += 8 * len(t)
	}
	return size
}

func systemName(s engine.System) string {
	switch s {
	case engine.Swiss:
		return "swiss"
	case engine.RoundRobin:
		return "rr"
	case engine.DoubleRoundRobin:
		return "drr"
	}
	return ""
}

// appendString writes s as a JSON string (see appendJSONString).
func appendString(b *bytes.Buffer, s string) { b.Write(appendJSONString(b.AvailableBuffer(), s)) }

// appendJSONString appends s as a JSON string: quotes, backslashes and
// control characters escaped, everything else as UTF-8 (invalid bytes as
// U+FFFD).
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	plain := true // printable ASCII without quotes and backslashes: as is
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' {
			plain = false
			break
		}
	}
	if plain || utf8.ValidString(s) && !strings.ContainsAny(s, "\"\\\u2028\u2029") && !hasControl(s) {
		dst = append(dst, s...)
		return append(dst, '"')
	}
	for _, r := range s {
		switch {
		case r == '"':
			dst = append(dst, `\"`...)
		case r == '\\':
			dst = append(dst, `\\`...)
		case r == '\n':
			dst = append(dst, `\n`...)
		case r == '\t':
			dst = append(dst, `\t`...)
		case r < 0x20 || r == 0x2028 || r == 0x2029:
			dst = fmt.Appendf(dst, `\u%04x`, r)
		default:
			dst = utf8.AppendRune(dst, r)
		}
	}
	return append(dst, '"')
}

// hasControl reports whether s has a byte below 0x20.
func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 {
			return true
		}
	}
	return false
}

type elementJSON struct {
	Round        int    `json:"round"`
	Kind         string `json:"kind"`
	Opponent     int    `json:"opponent,omitempty"`
	Source       string `json:"source,omitempty"`
	Raw          string `json:"raw,omitempty"`
	Score        string `json:"score,omitempty"`
	Cap          string `json:"cap,omitempty"`
	CapRule      string `json:"capRule,omitempty"`
	Points       string `json:"points"`
	Contribution string `json:"contribution"`
	VUR          bool   `json:"vur,omitempty"`
	Counted      bool   `json:"counted"`
	Cut          string `json:"cut,omitempty"`
	Article      string `json:"article,omitempty"`
}

type stepJSON struct {
	Group   []int    `json:"group"`
	Values  []string `json:"values"`
	Max     []string `json:"max,omitempty"`
	Met     []int    `json:"met"`
	Rule    string   `json:"rule"`
	Fixed   []int    `json:"fixed,omitempty"`
	Outcome string   `json:"outcome"`
}

type explanationJSON2 struct {
	Article  string        `json:"article,omitempty"`
	Edition  string        `json:"edition"`
	Elements []elementJSON `json:"elements,omitempty"`
	Sum      string        `json:"sum,omitempty"`
	Count    int           `json:"count,omitempty"`
	Mean     string        `json:"mean,omitempty"`
	Percent  *int          `json:"percent,omitempty"`
	Dp       *int          `json:"dp,omitempty"`
	Limit    string        `json:"limit,omitempty"`
	Steps    []stepJSON    `json:"steps,omitempty"`
	StepsOf  int           `json:"stepsOf,omitempty"` // the steps are those of this start number's details
	Notes    []string      `json:"notes,omitempty"`
}

// explanationJSON converts an explanation: its header, then the fields
// of its detail's kind (docs/tiebreaks.md §12.3); stepsOf, when not 0, is
// the start number whose details hold the steps, written instead of them.
func explanationJSON(ex *engine.Explanation, stepsOf int, opt JSONOptions) explanationJSON2 {
	out := explanationJSON2{Article: ex.Article, Edition: ex.Edition.String()}
	switch d := ex.Detail.(type) {
	case *engine.SumDetail:
		out.elements(d.Elements, d.Total)
	case *engine.KoyaDetail:
		out.elements(d.Elements, d.Total)
		if d.Limit != (engine.Value{}) {
			out.Limit = d.Limit.String()
		}
	case *engine.MeanDetail:
		out.Count = d.Count
		out.elements(d.Elements, d.Sum)
	case *engine.PerformanceDetail:
		out.Count = d.Count
		out.elements(d.Elements, d.Sum)
		p, dp := d.Percent, d.Dp
		out.Mean = d.Mean.String()
		out.Percent, out.Dp = &p, &dp
	case *engine.PerfectDetail:
		out.Count = d.Count
		out.elements(d.Elements, engine.Value{}) // no sum of its own: "0" beside the elements
	case *engine.GroupDetail:
		out.steps(d.Steps, stepsOf)
	}
	for _, n := range ex.Notes {
		out.Notes = append(out.Notes, opt.words(n))
	}
	return out
}

// elements sets the elements and their sum, written when the sum is set
// or there are elements.
func (out *explanationJSON2) elements(els []engine.Element, sum engine.Value) {
	for _, e := range els {
		ej := elementJSON{Round: e.Round, Kind: e.Kind.String(), Opponent: e.Opponent, Points: e.Points.String(),
			Contribution: e.Contribution.String(), VUR: e.VUR, Counted: e.Counted, Cut: e.Cut.String(),
			Article: e.Article, Score: e.Score.String(), Raw: e.Raw.String()}
		if e.Opponent > 0 || e.Source != engine.SourceGame {
			ej.Source = e.Source.String()
		}
		if e.CapRule != "" {
			ej.Cap, ej.CapRule = e.Cap.String(), e.CapRule
		}
		out.Elements = append(out.Elements, ej)
	}
	if sum != (engine.Value{}) || len(els) > 0 {
		out.Sum = sum.String()
	}
}

// steps sets the steps of a group operation, or, when stepsOf is not 0,
// the start number whose details hold them.
func (out *explanationJSON2) steps(steps []engine.Step, stepsOf int) {
	if stepsOf != 0 {
		out.StepsOf = stepsOf
		return
	}
	for _, s := range steps {
		sj := stepJSON{Group: s.Group, Met: s.Met, Rule: s.Rule, Fixed: s.Fixed, Outcome: s.Outcome}
		for _, v := range s.Values {
			sj.Values = append(sj.Values, v.String())
		}
		for _, v := range s.Max {
			sj.Max = append(sj.Max, v.String())
		}
		out.Steps = append(out.Steps, sj)
	}
}

// appendRows appends rows lo to hi-1 of the standings, separated by commas.
func appendRows(out []byte, st *engine.Standings, keys [][]byte, opt JSONOptions, lo, hi int) ([]byte, error) {
	for i := lo; i < hi; i++ {
		row := &st.Rows[i]
		if i > lo {
			out = append(out, ',')
		}
		out = appendRowPlayer(out, row)
		out = appendRowValues(out, row, keys)
		if opt.Details {
			var err error
			if out, err = appendRowDetails(out, st, row, opt); err != nil {
				return nil, err
			}
		}
		out = append(out, '}')
	}
	return out, nil
}

// appendRowPlayer appends the opening of a row object: rank, start number,
// name, title, rating, federation, points and declared points.
func appendRowPlayer(out []byte, row *engine.Row) []byte {
	str := appendJSONString
	p := row.Player
	out = append(out, `{"rank":`...)
	out = strconv.AppendInt(out, int64(row.Rank), 10)
	out = append(out, `,"start":`...)
	out = strconv.AppendInt(out, int64(p.StartNo), 10)
	out = append(out, `,"name":`...)
	out = str(out, p.Name)
	if p.Title != "" {
		out = append(out, `,"title":`...)
		out = str(out, p.Title)
	}
	out = append(out, `,"rating":`...)
	out = strconv.AppendInt(out, int64(p.Rating), 10)
	if p.Federation != "" {
		out = append(out, `,"federation":`...)
		out = str(out, p.Federation)
	}
	out = append(out, `,"points":"`...)
	out = row.Points.AppendFormat(out, 1)
	out = append(out, '"')
	if p.DeclaredPoints != nil {
		out = append(out, `,"declaredPoints":`...)
		out = str(out, p.DeclaredPoints.String())
	}
	return out
}

// appendRowValues appends the "values" object of a row: each tie-break's
// value under its key (the quoted keys of the tie-breaks), null when it is
// not defined.
func appendRowValues(out []byte, row *engine.Row, keys [][]byte) []byte {
	out = append(out, `,"values":{`...)
	for j := range keys {
		if j > 0 {
			out = append(out, ',')
		}
		out = append(out, keys[j]...)
		switch r := &row.Values[j]; {
		case !r.Defined:
			out = append(out, "null"...)
		case r.Vector() != nil:
			out = appendJSONString(out, r.String())
		default:
			out = append(out, '"')
			out = r.Value.AppendFormat(out, int(r.Decimals)) // as r.AppendString, without copying r
			out = append(out, '"')
		}
	}
	return append(out, '}')
}

// appendRowDetails appends the "details" object of a row: the explanation
// of each value that has one, with the owner of steps shared with another
// player.
func appendRowDetails(out []byte, st *engine.Standings, row *engine.Row, opt JSONOptions) ([]byte, error) {
	out = append(out, `,"details":{`...)
	first := true
	for j, d := range st.TieBreaks {
		ex := row.Values[j].Explanation()
		if ex == nil {
			continue
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = appendJSONString(out, d.Key)
		out = append(out, ':')
		owner := 0
		if steps := ex.Steps(); len(steps) > 0 {
			if o := opt.stepsOf[&steps[0]]; o != row.Player.StartNo {
				owner = o
			}
		}
		enc, err := json.Marshal(explanationJSON(ex, owner, opt))
		if err != nil {
			return nil, err
		}
		out = append(out, enc...)
	}
	return append(out, '}'), nil
}

// keysOf returns each tie-break's `"KEY":`, encoded once for all rows.
func keysOf(st *engine.Standings) [][]byte {
	keys := make([][]byte, len(st.TieBreaks))
	for j, d := range st.TieBreaks {
		keys[j] = append(appendJSONString(nil, d.Key), ':')
	}
	return keys
}
