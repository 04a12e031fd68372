package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSkippedLineWarns: the JS API's result lists a line the reader
// skipped among its warnings (W-LINE-SKIPPED, line and column), and reads
// every player of a pairing list whose names have quotes and parentheses.
func TestSkippedLineWarns(t *testing.T) {
	text := "Round 1\n1 Smith, John \"Johnny\" - Neil (Jr) 1-0\nRound 2\n1 Neil (Jr) - Smith, John \"Johnny\" ½-½\n  Ore 20:30, sala grande\n"
	out, err := Compute(text, `{"format":"pairings"}`)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Warnings []struct {
			Line   int    `json:"line"`
			Column int    `json:"column"`
			Code   string `json:"code"`
		} `json:"warnings"`
		Standings []struct {
			Name string `json:"name"`
		} `json:"standings"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Standings) != 2 {
		t.Errorf("%d players, want 2: %s", len(doc.Standings), out)
	}
	var got []string
	for _, w := range doc.Warnings {
		if w.Code == "W-LINE-SKIPPED" {
			got = append(got, itoa(w.Line)+":"+itoa(w.Column))
		}
	}
	if strings.Join(got, " ") != "5:3" {
		t.Errorf("W-LINE-SKIPPED at %v, want 5:3: %s", got, out)
	}
}
