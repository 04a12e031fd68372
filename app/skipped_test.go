package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestEmbedSkippedLineWarns: a pairing list a host page sends with
// postMessage (spareggiShow, EmbedState) whose names have quotes and
// parentheses is read whole, and the line the reader skips is shown as a
// warning at its position (W-LINE-SKIPPED), not as an info.
func TestEmbedSkippedLineWarns(t *testing.T) {
	text := "Round 1\n1 Smith, John \"Johnny\" - Neil (Jr) 1-0\nRound 2\n1 Neil (Jr) - Smith, John \"Johnny\" ½-½\n  Ore 20:30, sala grande\n"
	p := &Page{}
	d := mount(t, p)
	do(d, p, func(ctx app.Context) { p.setState(ctx, EmbedState(text, `{"format":"pairings"}`, "it")) })
	o := p.view.Out
	if o.Failed || o.Event == nil || len(o.Event.Players) != 2 {
		t.Fatalf("not read whole: %+v", o.Diags)
	}
	found := false
	for _, g := range o.Diags {
		if g.Code == "W-LINE-SKIPPED" {
			found = g.Severity.String() == "warning" && g.Line == 5 && g.Col == 3
		}
	}
	if !found {
		t.Errorf("no warning W-LINE-SKIPPED at 5:3: %+v", o.Diags)
	}
	html := app.HTMLString(p)
	if !strings.Contains(html, `class="diag warning"`) || !strings.Contains(html, `data-code="W-LINE-SKIPPED"`) || !strings.Contains(html, "è stata saltata") {
		t.Errorf("the page does not show the warning")
	}
}
