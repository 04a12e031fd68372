//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestStepsBesideEDET: the FIDE team example's EDET/P column reads 8.5,
// 5.5, 5.0, 1.5, 7.5 down the first five places; each value shows after it
// the step of the extended direct encounter that gave it (drawn by the
// style sheet, said in the cell's label), a note under the table explains
// it, and opening the value shows that step among its steps (issue 33,
// item 7).
func TestStepsBesideEDET(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/?example=fide-team", true)
	cells := eval[[]map[string]string](t, b, `[...document.querySelectorAll('#standings tbody tr')].slice(0, 5).map(tr => {
		const c = tr.querySelector('button.cell[data-col="0"]');
		return {text: c.textContent.trim(), step: c.dataset.step || '', shown: getComputedStyle(c, '::after').content, label: c.getAttribute('aria-label')};
	})`)
	if len(cells) != 5 {
		t.Fatalf("%d rows", len(cells))
	}
	steps := map[string]bool{}
	for i, c := range cells {
		if c["step"] == "" || c["shown"] != `"`+c["step"]+`"` || !strings.Contains(c["label"], "(step "+c["step"]+")") {
			t.Errorf("row %d: EDET/P %q shows step %q (drawn %s, label %q)", i+1, c["text"], c["step"], c["shown"], c["label"])
		}
		steps[c["step"]] = true
	}
	if len(steps) < 2 {
		t.Errorf("the first five values come from steps %v", steps)
	}
	note := eval[string](t, b, `(document.getElementById('steps-note') || {}).textContent || ''`)
	if !strings.HasPrefix(note, "EDET/P: ") {
		t.Errorf("no note explains the steps: %q", note)
	}
	// The value of place 5 opens on its steps, its own among them.
	step := cells[4]["step"]
	b.do(t, "open EDET/P of place 5", chromedp.Click(chromedp.CSS(`#standings tbody tr:nth-child(5) button.cell[data-col="0"]`)))
	waitFor(t, b, "the explanation", `!!document.getElementById('explain-title') && document.getElementById('explain-title').textContent !== ''`)
	heads := eval[[]string](t, b, `[...document.querySelectorAll('#explain h3')].map(h => h.textContent)`)
	found := false
	for _, h := range heads {
		found = found || strings.HasPrefix(h, "Step "+step+" ")
	}
	if !found {
		t.Errorf("the explanation's steps %q lack step %s", heads, step)
	}
	closeExplanation(t, b, "EDET/P")
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it'`)
	if l := eval[string](t, b, `document.querySelector('#standings tbody tr button.cell[data-col="0"]').getAttribute('aria-label')`); !strings.Contains(l, "(passo ") {
		t.Errorf("the Italian label %q does not say the step", l)
	}
	s.answers(t, "the steps")
}
