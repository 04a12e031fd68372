package app

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// TestStepsBesideGroupValues: the FIDE team exercise's EDET/P reads 8.5,
// 5.5, 5.0, 1.5, 7.5 down the first five places, values of different
// steps of the extended direct encounter; each such value carries its
// step (data-step, drawn after it, and said in its label) and a note under
// the table explains it, in the page's language (issue 33, item 7). A
// column whose values all come from one step, and a table without group
// codes, have neither.
func TestStepsBesideGroupValues(t *testing.T) {
	data, err := os.ReadFile("../testdata/fide-team-2024.trf")
	if err != nil {
		t.Fatal(err)
	}
	o := Run(State{Text: string(data), Lang: "en", Edition: "fide2024"})
	if o.Standings == nil || o.Standings.TieBreaks[0].Key != "EDET/P" {
		t.Fatalf("standings: %+v", o.Err)
	}
	stepAttr := regexp.MustCompile(`data-col="0" data-step="(\d+)"`)
	for _, lang := range i18n.Languages {
		tb := &StandingsTable{Lang: lang, St: o.Standings}
		mount(t, tb)
		html := app.HTMLString(tb)
		steps := map[string]bool{}
		for _, m := range stepAttr.FindAllStringSubmatch(html, -1) {
			steps[m[1]] = true
		}
		if len(steps) < 2 {
			t.Errorf("%s: EDET/P cells carry steps %v", lang, steps)
		}
		if strings.Contains(html, `data-col="1" data-step=`) {
			t.Errorf("%s: EMGSB carries a step", lang)
		}
		// French sets a space before the colon.
		if !strings.Contains(html, `id="steps-note"`) || !regexp.MustCompile(`EDET/P ?: `).MatchString(html) {
			t.Errorf("%s: no note about the steps", lang)
		}
		if want := i18n.T(lang, "table.step", 1); !strings.Contains(html, "("+want+")") {
			t.Errorf("%s: no label says %q", lang, want)
		}
	}
	// An individual event ranked without group codes: no step, no note.
	tb := &StandingsTable{Lang: "en", St: table()}
	mount(t, tb)
	if html := app.HTMLString(tb); strings.Contains(html, "data-step") || strings.Contains(html, "steps-note") {
		t.Error("steps without a group code")
	}
}
