package report

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
)

// SeasonCells are a player's points in each event: "" where he did not
// play, in parentheses where they do not count.
func SeasonCells(p season.Player, n int) []string {
	cells := make([]string, n)
	for _, r := range p.Results {
		s := r.Points.Format(1)
		if !r.Counted {
			s = "(" + s + ")"
		}
		cells[r.Event] = s
	}
	return cells
}

// RankText is a rank, "" for none.
func RankText(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}

// SeasonCSV writes the season as CSV: one row a player.
func SeasonCSV(w io.Writer, st *season.Standings) error {
	cw := csv.NewWriter(w)
	head := []string{"rank", "id", "name", "federation", "fideId", "events", "counted", "total"}
	for i := range st.Events {
		head = append(head, "e"+strconv.Itoa(i+1))
	}
	_ = cw.Write(head)
	for _, p := range st.Players {
		row := []string{RankText(p.Rank), p.ID, p.Name, p.Federation, p.FideID, strconv.Itoa(p.Events), strconv.Itoa(p.Counted), p.Total.Format(1)}
		_ = cw.Write(append(row, SeasonCells(p, len(st.Events))...))
	}
	cw.Flush()
	return cw.Error()
}

// The JSON document of the season (docs/season.md §8): exact values as
// strings.
type (
	seasonDoc struct {
		Events    []seasonEventDoc  `json:"events"`
		Players   []seasonPlayerDoc `json:"players"`
		Matched   map[string]int    `json:"matched"`
		Questions []seasonQDoc      `json:"questions"`
	}
	seasonEventDoc struct {
		File    string `json:"file"`
		Name    string `json:"name"`
		Players int    `json:"players"`
		Weight  string `json:"weight"`
	}
	seasonPlayerDoc struct {
		Rank       int               `json:"rank"`
		ID         string            `json:"id"`
		Name       string            `json:"name"`
		Federation string            `json:"federation"`
		FideID     string            `json:"fideId"`
		Events     int               `json:"events"`
		Counted    int               `json:"counted"`
		Total      string            `json:"total"`
		TieBreaks  []string          `json:"tieBreaks"`
		Results    []seasonResultDoc `json:"results"`
	}
	seasonResultDoc struct {
		Event   int    `json:"event"`
		Points  string `json:"points"`
		Counted bool   `json:"counted"`
		Matched string `json:"matched"`
	}
	seasonQDoc struct {
		ID      string         `json:"id"`
		Code    string         `json:"code"`
		Args    []string       `json:"args"`
		Text    string         `json:"text"`
		Answer  string         `json:"answer"`
		Options []seasonOptDoc `json:"options"`
	}
	seasonOptDoc struct {
		ID     string `json:"id"`
		Text   string `json:"text"`
		Effect string `json:"effect"`
	}
)

// SeasonJSON writes the season as JSON; event numbers are 1-based, as on
// the command line.
func SeasonJSON(w io.Writer, st *season.Standings, lang string) error {
	doc := seasonDoc{Events: []seasonEventDoc{}, Players: []seasonPlayerDoc{}, Questions: []seasonQDoc{}, Matched: map[string]int{}}
	for _, ev := range st.Events {
		wt := ev.Weight
		if wt == (engine.Value{}) {
			wt = engine.IntValue(1)
		}
		doc.Events = append(doc.Events, seasonEventDoc{File: ev.File, Name: ev.Name, Players: len(ev.Entries), Weight: wt.Format(1)})
	}
	for h, n := range st.Matched {
		doc.Matched[season.How(h).String()] = n
	}
	for _, p := range st.Players {
		d := seasonPlayerDoc{Rank: p.Rank, ID: p.ID, Name: p.Name, Federation: p.Federation, FideID: p.FideID,
			Events: p.Events, Counted: p.Counted, Total: p.Total.Format(1), TieBreaks: p.Keys, Results: []seasonResultDoc{}}
		for _, r := range p.Results {
			d.Results = append(d.Results, seasonResultDoc{Event: r.Event + 1, Points: r.Points.Format(1), Counted: r.Counted, Matched: r.How.String()})
		}
		doc.Players = append(doc.Players, d)
	}
	for _, q := range st.Questions {
		d := seasonQDoc{ID: q.ID, Code: q.Key, Args: q.Args, Text: i18n.QuestionText(lang, q), Answer: q.Default}
		for _, o := range q.Options {
			d.Options = append(d.Options, seasonOptDoc{ID: o.ID, Text: i18n.OptionLabel(lang, o), Effect: i18n.OptionEffect(lang, o)})
		}
		doc.Questions = append(doc.Questions, d)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
