//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// TestEmbedShowsItsOptions: a federation's page sends the 2009 championship
// (a round robin) to the embedded calculator with {system: "swiss"}; the
// frame shows it under the system the host chose, as the answer counts it
// (before, the frame ignored system and unrated while the JSON followed
// them). Options the API refuses (an unknown edition beside a valid list)
// are answered as a usage error and the frame keeps what it showed, never
// the list alone; a valid message afterwards is answered and shown.
func TestEmbedShowsItsOptions(t *testing.T) {
	t.Parallel()
	srv, b := userSite(t)
	send, frame := hostFrame(t, srv, b)
	// inFrame waits until the frame's system line shows and cond holds of
	// it (e), and returns its text.
	inFrame := func(what, cond string) string {
		t.Helper()
		return frame(what, `document.getElementById('used-system').textContent`,
			`(() => { const e = document.getElementById('used-system'); return !!e && e.textContent !== '' && (`+cond+`); })()`)
	}
	trf := repoFile(t, "web/examples/campionato-2009.trf")
	send(`{spareggi: "compute", id: 301, text: ` + jsString(trf) + `, options: {system: "swiss"}}`)
	waitFor(t, b, "the answer", `!!window.__replies[301]`)
	if got := inFrame("the Swiss system shown", `e.textContent.includes('Swiss') && document.querySelectorAll('#standings tbody tr').length === 12`); !strings.Contains(got, "Swiss") {
		t.Errorf("the frame's system: %q", got)
	}
	send(`{spareggi: "compute", id: 302, text: ` + jsString(trf) + `, options: {rules: "fide2099", tiebreaks: "BH"}}`)
	waitFor(t, b, "the refusal", `!!window.__replies[302]`)
	if usage := eval[bool](t, b, `!!(window.__replies[302].error && window.__replies[302].error.usage)`); !usage {
		t.Errorf("an unknown edition was not answered as a usage error: %v", eval[string](t, b, `JSON.stringify(window.__replies[302]).slice(0, 300)`))
	}
	send(`{spareggi: "compute", id: 303, text: ` + jsString(trf) + `}`)
	waitFor(t, b, "the next answer", `!!window.__replies[303] && !window.__replies[303].error`)
	if got := inFrame("the detected system shown again", `!e.textContent.includes('Swiss')`); strings.Contains(got, "Swiss") {
		t.Errorf("the frame's system after a message without options: %q", got)
	}
}
