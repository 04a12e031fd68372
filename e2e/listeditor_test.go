//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spareggi/spareggi/internal/i18n"
)

// TestListEditorDuplicates is issue 22's student: the round-robin preset
// fills the list with DE, WIN, SB, KS, and he types the course's list. A
// code already in the list is no longer ignored in silence: the editor
// says where it is, in the page's language, and offers to move it to the
// end (the order he builds) or to keep the list's order; nothing changes
// until he chooses. Typing the course's whole list and moving gives the
// course's order.
func TestListEditorDuplicates(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	chips := `[...document.querySelectorAll('.tb-list li.tb:not(.fixed)')].map(li => li.dataset.key).join(' ')`
	list := func(want, what string) {
		t.Helper()
		waitFor(t, b, what, ``+chips+` === '`+want+`' && document.getElementById('used-list').textContent === 'PTS, `+strings.ReplaceAll(want, " ", ", ")+`'`)
	}
	add := func(codes string) {
		t.Helper()
		b.do(t, "type "+codes, chromedp.Focus(chromedp.ID("tb-add-input")))
		s.setValue(t, "tb-add-input", codes, "input")
		b.do(t, "Enter", chromedp.KeyEvent(kb.Enter))
		waitFor(t, b, "the question about "+codes, `!!document.getElementById('tb-dup-move')`)
	}
	text := func(id string) string { return eval[string](t, b, `document.getElementById('`+id+`').textContent`) }

	s.open(t, "/?example=campionato-2009", true)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	eval[bool](t, b, `(() => { const s = document.getElementById('rules-preset'); s.value = 'fide-rr'; s.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`)
	list("DE WIN SB KS", "the round-robin preset")
	if live := eval[string](t, b, `document.getElementById('tb-add-dup').getAttribute('aria-live')`); live != "polite" {
		t.Errorf("the editor's question is in a region aria-live=%q, want polite", live)
	}

	// 1. SB again: said, with its place; nothing changes until a choice.
	add("sb")
	if got, want := text("tb-dup-text"), i18n.T("en", "list.dup", i18n.T("en", "list.dup.at", "SB", 3)); got != want {
		t.Errorf("the message is %q, want %q", got, want)
	}
	if got, want := text("tb-dup-move"), i18n.T("en", "list.dup.move.one", "SB"); got != want {
		t.Errorf("the move button says %q, want %q", got, want)
	}
	list("DE WIN SB KS", "the list unchanged while the editor asks")
	b.do(t, "move SB to the end", chromedp.Click(chromedp.ID("tb-dup-move")))
	list("DE WIN KS SB", "SB moved to the end")
	waitFor(t, b, "the question gone", `!document.getElementById('tb-dup-move')`)
	waitFor(t, b, "the focus back in the field, emptied", `document.activeElement.id === 'tb-add-input' && document.getElementById('tb-add-input').value === ''`)

	// 2. DE again, kept where it is.
	add("DE")
	b.do(t, "keep the order", chromedp.Click(chromedp.ID("tb-dup-keep")))
	waitFor(t, b, "the question gone", `!document.getElementById('tb-dup-move')`)
	list("DE WIN KS SB", "the list kept")

	// 3. A new code is added at once, as before.
	s.setValue(t, "tb-add-input", "PS", "input")
	b.do(t, "add PS", chromedp.Click(chromedp.ID("tb-add")))
	list("DE WIN KS SB PS", "PS added")
	if eval[bool](t, b, `!!document.getElementById('tb-dup-move')`) {
		t.Errorf("the editor asks about a new code")
	}

	// 4. In Italian, the course's whole list typed at once: the codes
	// already there are named with their places, and moving puts the
	// list in the course's order.
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	waitFor(t, b, "Italian", `document.documentElement.lang === 'it'`)
	course := "SB KS PS ARO TPR WIN BPG DE"
	add(course)
	at := []string{i18n.T("it", "list.dup.at", "SB", 4), i18n.T("it", "list.dup.at", "KS", 3), i18n.T("it", "list.dup.at", "PS", 5),
		i18n.T("it", "list.dup.at", "WIN", 2), i18n.T("it", "list.dup.at", "DE", 1)}
	if got, want := text("tb-dup-text"), i18n.T("it", "list.dup", strings.Join(at, ", ")); got != want {
		t.Errorf("the Italian message is %q, want %q", got, want)
	}
	if got, want := text("tb-dup-move"), i18n.T("it", "list.dup.move.many", strings.ReplaceAll(course, " ", ", ")); got != want {
		t.Errorf("the Italian move button says %q, want %q", got, want)
	}
	if got, want := text("tb-dup-keep"), i18n.T("it", "list.dup.keep"); got != want {
		t.Errorf("the Italian keep button says %q, want %q", got, want)
	}
	for _, en := range []string{i18n.T("en", "list.dup", ""), "tie-break", i18n.T("en", "list.dup.keep")} {
		if strings.Contains(text("tb-add-dup"), strings.TrimSuffix(en, ".")) {
			t.Errorf("English in the Italian question: %q", en)
		}
	}
	b.do(t, "put the course's list at the end", chromedp.Click(chromedp.ID("tb-dup-move")))
	list(course, "the course's order")
	s.answers(t, "the course's list")
}
