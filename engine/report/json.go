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
)

// Warning is a positioned message carried in the JSON document.
type Warning struct {
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
}

// JSONOptions adds optional parts to the JSON document.
type JSONOptions struct {
	Format   string    // the input format, e.g. "trf"; omitted when ""
	Warnings []Warning // reader warnings, positioned
	// Details includes each value's explanation (when the standings carry one).
	Details bool
}

// JSON returns the standings as the JSON document of spec §12.3.
func JSON(st *engine.Standings) ([]byte, error) { return JSONWith(st, JSONOptions{}) }

// JSONWith returns the standings as JSON with the optional parts.
func JSONWith(st *engine.Standings, opt JSONOptions) ([]byte, error) {
	var b bytes.Buffer
	// about 80 bytes a row and 16 a value: one allocation in the usual case
	b.Grow(512 + len(st.Rows)*(96+16*len(st.TieBreaks)))
	w := func(s string) { b.WriteString(s) }
	str := func(s string) { appendString(&b, s) }
	w(`{"edition":`)
	str(st.Edition.String())
	w(`,"editionReason":`)
	str(st.EditionReason)
	w(`,"system":`)
	str(systemName(st.System))
	w(`,"systemReason":`)
	str(st.SystemReason)
	if opt.Format != "" {
		w(`,"format":`)
		str(opt.Format)
	}
	w(`,"round":`)
	w(itoa(st.Round))
	w(`,"tiebreaks":[`)
	for i, d := range st.TieBreaks {
		if i > 0 {
			w(",")
		}
		str(d.Key)
	}
	w(`],"listSource":`)
	str(st.ListSource)
	w(`,"standings":[`)
	keys := keysOf(st)
	if err := writeRowRange(&b, st.Rows, true, st, keys, opt); err != nil {
		return nil, err
	}
	w(`],"ties":[`)
	for i, t := range st.Ties {
		if i > 0 {
			w(",")
		}
		w("[")
		for j, s := range t {
			if j > 0 {
				w(",")
			}
			w(itoa(s))
		}
		w("]")
	}
	w(`],"warnings":[`)
	n := 0
	for _, m := range opt.Warnings {
		if n > 0 {
			w(",")
		}
		n++
		enc, _ := json.Marshal(m)
		b.Write(enc)
	}
	for _, m := range st.Warnings {
		if n > 0 {
			w(",")
		}
		n++
		enc, _ := json.Marshal(Warning{Message: m})
		b.Write(enc)
	}
	w("]}\n")
	return b.Bytes(), nil
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

func itoa(n int) string { return strconv.Itoa(n) }

// appendString writes s as a JSON string: quotes, backslashes and control
// characters escaped, everything else as UTF-8 (invalid bytes as U+FFFD).
func appendString(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	plain := utf8.ValidString(s) && !strings.Contains(s, "\u2028") && !strings.Contains(s, "\u2029")
	for i := 0; plain && i < len(s); i++ {
		plain = s[i] >= 0x20 && s[i] != '"' && s[i] != '\\'
	}
	if plain {
		b.WriteString(s)
		b.WriteByte('"')
		return
	}
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
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
	Percent  *int          `json:"percent,omitempty"`
	Dp       *int          `json:"dp,omitempty"`
	Limit    string        `json:"limit,omitempty"`
	Steps    []stepJSON    `json:"steps,omitempty"`
	Notes    []string      `json:"notes,omitempty"`
}

func explanationJSON(ex *engine.Explanation) explanationJSON2 {
	out := explanationJSON2{Article: ex.Article, Edition: ex.Edition.String(), Count: ex.Count}
	for _, e := range ex.Elements {
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
	if ex.Sum != (engine.Value{}) || len(ex.Elements) > 0 {
		out.Sum = ex.Sum.String()
	}
	if ex.Article == "C.07 10.2" {
		p, d := ex.Percent, ex.Dp
		out.Percent, out.Dp = &p, &d
	}
	if ex.Limit != (engine.Value{}) {
		out.Limit = ex.Limit.String()
	}
	for _, s := range ex.Steps {
		sj := stepJSON{Group: s.Group, Met: s.Met, Rule: s.Rule, Fixed: s.Fixed, Outcome: s.Outcome}
		for _, v := range s.Values {
			sj.Values = append(sj.Values, v.String())
		}
		for _, v := range s.Max {
			sj.Max = append(sj.Max, v.String())
		}
		out.Steps = append(out.Steps, sj)
	}
	for _, n := range ex.Notes {
		out.Notes = append(out.Notes, n.Text)
	}
	return out
}

// writeRowRange writes rows; first0 is set when rows[0] is the first row of
// the document (no comma before it).
func writeRowRange(b *bytes.Buffer, rows []engine.Row, first0 bool, st *engine.Standings, keys [][]byte, opt JSONOptions) error {
	out := b.AvailableBuffer()
	var tmp bytes.Buffer
	str := func(s string) {
		tmp.Reset()
		appendString(&tmp, s)
		out = append(out, tmp.Bytes()...)
	}
	for i := range rows {
		row := &rows[i]
		if i > 0 || !first0 {
			out = append(out, ',')
		}
		p := row.Player
		out = append(out, `{"rank":`...)
		out = strconv.AppendInt(out, int64(row.Rank), 10)
		out = append(out, `,"start":`...)
		out = strconv.AppendInt(out, int64(p.StartNo), 10)
		out = append(out, `,"name":`...)
		str(p.Name)
		if p.Title != "" {
			out = append(out, `,"title":`...)
			str(p.Title)
		}
		out = append(out, `,"rating":`...)
		out = strconv.AppendInt(out, int64(p.Rating), 10)
		if p.Federation != "" {
			out = append(out, `,"federation":`...)
			str(p.Federation)
		}
		out = append(out, `,"points":"`...)
		out = row.Points.AppendFormat(out, 1)
		out = append(out, '"')
		if p.DeclaredPoints != nil {
			out = append(out, `,"declaredPoints":`...)
			str(p.DeclaredPoints.String())
		}
		out = append(out, `,"values":{`...)
		for j := range st.TieBreaks {
			if j > 0 {
				out = append(out, ',')
			}
			out = append(out, keys[j]...)
			switch r := &row.Values[j]; {
			case !r.Defined:
				out = append(out, "null"...)
			case r.Vector != nil:
				str(r.String())
			default:
				out = append(out, '"')
				out = r.AppendString(out)
				out = append(out, '"')
			}
		}
		out = append(out, '}')
		if opt.Details {
			out = append(out, `,"details":{`...)
			first := true
			for j, d := range st.TieBreaks {
				ex := row.Values[j].Explanation
				if ex == nil {
					continue
				}
				if !first {
					out = append(out, ',')
				}
				first = false
				str(d.Key)
				out = append(out, ':')
				enc, err := json.Marshal(explanationJSON(ex))
				if err != nil {
					return err
				}
				out = append(out, enc...)
			}
			out = append(out, '}')
		}
		out = append(out, '}')
	}
	b.Write(out)
	return nil
}

// keysOf returns each tie-break's `"KEY":`, encoded once for all rows.
func keysOf(st *engine.Standings) [][]byte {
	keys := make([][]byte, len(st.TieBreaks))
	for j, d := range st.TieBreaks {
		var kb bytes.Buffer
		appendString(&kb, d.Key)
		kb.WriteByte(':')
		keys[j] = kb.Bytes()
	}
	return keys
}
