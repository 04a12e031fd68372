package app

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
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
	want := T("it", "engine.too-large", "RRO", engine.BrowserMaxComponents)
	if o.Err != want || !strings.Contains(o.Err, "RRO") {
		t.Errorf("message %q, want %q", o.Err, want)
	}
	s.List = []string{"TPN"}
	if o := Run(s); o.Standings == nil {
		t.Errorf("without RRO: %q", o.Err)
	}
}
