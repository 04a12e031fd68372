package main

import "encoding/json"

// diagJSON is one reader diagnostic as the JavaScript API reports it.
type diagJSON struct {
	Severity string `json:"severity"`
	Code     string `json:"code,omitempty"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"column,omitempty"`
	EndCol   int    `json:"endColumn,omitempty"`
	Message  string `json:"message"`
	// Key, Args and Items let a page render the message in its own
	// language (see formats.Diagnostic).
	Key   string     `json:"key,omitempty"`
	Args  []string   `json:"args,omitempty"`
	Items [][]string `json:"items,omitempty"`
}

// questionJSON is one open question of the reader.
type questionJSON struct {
	ID      string   `json:"id"`
	Text    string   `json:"text"`
	Options []string `json:"options"`
	Line    int      `json:"line,omitempty"`
	Col     int      `json:"column,omitempty"`
	EndCol  int      `json:"endColumn,omitempty"`
	Key     string   `json:"key,omitempty"`
	Args    []string `json:"args,omitempty"`
}

// questionsJSON returns the open questions of e as a JSON array.
func questionsJSON(e *APIError) (string, error) {
	out := make([]questionJSON, len(e.Questions))
	for i, q := range e.Questions {
		out[i] = questionJSON{ID: q.ID, Text: q.Text, Line: q.Line, Col: q.Col, EndCol: q.EndCol, Key: q.Key, Args: q.Args}
		for _, o := range q.Options {
			out[i].Options = append(out[i].Options, o.ID)
		}
	}
	b, err := json.Marshal(out)
	return string(b), err
}

// diagsJSON returns the diagnostics of e as a JSON array.
func diagsJSON(e *APIError) (string, error) {
	out := make([]diagJSON, len(e.Diags))
	for i, d := range e.Diags {
		out[i] = diagJSON{Severity: d.Severity.String(), Code: string(d.Code), Line: d.Line, Col: d.Col, EndCol: d.EndCol, Message: d.Message,
			Key: d.Key, Args: d.Args, Items: d.Items}
	}
	b, err := json.Marshal(out)
	return string(b), err
}
