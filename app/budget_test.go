package app

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The page bounds the vectors it computes: 2,100 tied players with
// TPN,RRO (4.4 million values) give a clear message in the page's
// language instead of exhausting the WebAssembly memory, and the text
// stays (issue 15 item 5).
func TestPageBoundsVectors(t *testing.T) {
	text := string(gen.TRF(gen.Tied(2100)))
	s := State{Lang: "it", Text: text, ListSet: true, List: []string{"TPN", "RRO"}}
	o := Run(s)
	if o.Event == nil || o.Standings != nil {
		t.Fatalf("read %v, standings %v, err %q", o.Event != nil, o.Standings != nil, o.Err)
	}
	want := i18n.T("it", "engine.too-large", "RRO", engine.BrowserMaxComponents)
	if got := outcomeErr("it", o); got != want || !strings.Contains(got, "RRO") {
		t.Errorf("message %q, want %q", got, want)
	}
	// The outcome is cached across a change of language: its message is
	// worded when drawn, in the language of the page then (issue 32,
	// item 2), not kept in the one it was computed in.
	var m viewModel
	m.derive(s)
	s.Lang = "es"
	if got, want := outcomeErr("es", m.derive(s).Out), i18n.T("es", "engine.too-large", "RRO", engine.BrowserMaxComponents); got != want {
		t.Errorf("after the switch to Spanish: %q, want %q", got, want)
	}
	s.List = []string{"TPN"}
	if o := Run(s); o.Standings == nil {
		t.Errorf("without RRO: %q", o.Err)
	}
}

// When a change of the rules asks for too much, the last good standings of
// the same text stay on the page with the message.
func TestLastGoodStandingsStay(t *testing.T) {
	var m viewModel
	s := State{Lang: "en", Text: string(gen.TRF(gen.Tied(2100))), ListSet: true, List: []string{"TPN"}}
	good := m.derive(s).Out.Standings
	if good == nil {
		t.Fatal("no standings with TPN")
	}
	s.List = []string{"TPN", "RRO"}
	o := m.derive(s).Out
	if o.Err == "" || o.Standings != good {
		t.Errorf("after TPN,RRO: err %q, standings kept %v", o.Err, o.Standings == good)
	}
	// Another text: the standings of the old one do not stay.
	s.Text = string(gen.TRF(gen.Tied(2102)))
	if o := m.derive(s).Out; o.Standings != nil {
		t.Errorf("the standings of another text stayed")
	}
}
