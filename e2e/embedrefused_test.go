//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// TestEmbedShowsRefusedOptions: a host page sends the embedded calculator
// an edition that does not exist, asking for Italian; the host is answered
// a usage error, and the frame keeps the standings it showed and says, in
// Italian, that the options were refused and why (before, the frame
// dropped the edition silently). A list with an unknown tie-break is
// refused the same way, still in Italian; a good message afterwards is
// shown under its rules and the refusal goes.
func TestEmbedShowsRefusedOptions(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	send, frame := hostFrame(t, srv, b)
	refusal := func(opts, lang string) string {
		_, err := request.ParseJS(opts)
		if err == nil {
			t.Fatalf("%s: accepted", opts)
		}
		return i18n.T(lang, "embed.refused", i18n.ErrorText(lang, err))
	}
	rows := `document.querySelectorAll('#standings tbody tr').length`
	trf := repoFile(t, "web/examples/campionato-2009.trf")

	send(`{spareggi: "compute", id: 401, text: ` + jsString(trf) + `, options: {rules: "fide2024"}}`)
	waitFor(t, b, "the first answer", `!!window.__replies[401] && !window.__replies[401].error`)
	frame("the host's standings", rows, rows+` === 12 && document.getElementById('used-edition').textContent.includes('fide2024')`)

	// An edition that does not exist, in Italian.
	send(`{spareggi: "compute", id: 402, text: ` + jsString(trf) + `, options: {rules: "fide2099", lang: "it"}}`)
	waitFor(t, b, "the refusal", `!!window.__replies[402]`)
	if !eval[bool](t, b, `!!(window.__replies[402].error && window.__replies[402].error.usage)`) {
		t.Errorf("an unknown edition was not answered as a usage error: %s", eval[string](t, b, `JSON.stringify(window.__replies[402]).slice(0, 300)`))
	}
	want := refusal(`{"rules": "fide2099", "lang": "it"}`, "it")
	if !strings.Contains(want, "fide2099") || !strings.Contains(want, "sconosciuta") {
		t.Fatalf("the expected refusal is not Italian with the edition: %q", want)
	}
	got := frame("the refusal in Italian", `document.getElementById('embed-refused').textContent`, `!!document.getElementById('embed-refused')`)
	if got != want {
		t.Errorf("the frame says %q, want %q", got, want)
	}
	if lang := frame("the frame's language", `document.documentElement.lang`, `true`); lang != "it" {
		t.Errorf("the frame's language is %q, want it", lang)
	}
	if n := frame("the standings kept", rows, `true`); n != "12" {
		t.Errorf("after the refusal the frame shows %s rows, want the 12 it showed", n)
	}

	// A tie-break that does not exist: refused too, in the frame's Italian.
	send(`{spareggi: "compute", id: 403, text: ` + jsString(trf) + `, options: {tiebreaks: "BH,XYZ"}}`)
	waitFor(t, b, "the second refusal", `!!window.__replies[403] && !!window.__replies[403].error`)
	want = refusal(`{"tiebreaks": "BH,XYZ"}`, "it")
	got = frame("the list's refusal", `document.getElementById('embed-refused').textContent`, `(document.getElementById('embed-refused') || {}).textContent.includes('XYZ')`)
	if got != want {
		t.Errorf("the frame says %q, want %q", got, want)
	}

	// A good message: shown under its rules, the refusal gone.
	send(`{spareggi: "compute", id: 404, text: ` + jsString(trf) + `, options: {rules: "fide2024", tiebreaks: "BH,SB"}}`)
	waitFor(t, b, "the good answer", `!!window.__replies[404] && !window.__replies[404].error`)
	frame("the good message's standings", rows, `!document.getElementById('embed-refused') && `+rows+` === 12 && document.getElementById('used-edition').textContent.includes('fide2024')`)
	// The frame still answers: a value explained.
	frame("a value clicked", `1`, `(() => { const c = document.querySelector('#standings tbody tr:last-child button.cell[data-col="0"]'); if (c) c.click(); return !!c; })()`)
	frame("an explanation", `1`, `!!document.getElementById('explain-title')`)
	for _, p := range b.takeProblems() {
		t.Errorf("browser reported: %s", p)
	}
}
