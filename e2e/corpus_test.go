//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestCorpusInThePage opens every published file of testdata/real in the
// page as an arbiter would: a workbook or a saved web page with "Choose a
// file…", a text (and a page's copied text) through the clipboard and
// Ctrl+V, with no edit and no answer. Each must show what the command
// line reads from it (internal/corpus checks those readings against the
// published participants and printed columns): the same participants or
// teams, in the input's status line, and the standings; a file the
// readers refuse (the Swiss-Chess standings without their pairing lists)
// shows its refusal with the text kept and the reader's own message, what
// the file lacks and what to copy instead, never the generic "not in a
// supported format". The page still answers
// afterwards.
//
// It runs in a Chromium of its own (newOwnSite), as before the tests shared
// one: in a browser context of the shared Chromium, a Ctrl+V among its
// hundred pastes and file choices twice found the text area holding
// another text than the one just written to the clipboard, once run alone.
func TestCorpusInThePage(t *testing.T) {
	s := newOwnSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "English", `document.documentElement.lang === 'en'`)
	grantClipboard(t, b, s.srv.URL)
	focusPage(t, b)
	files, err := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "real", "*"))
	if err != nil || len(files) < 30 {
		t.Fatalf("the corpus: %d files, %v", len(files), err)
	}
	opened := 0
	for _, path := range files {
		name := filepath.Base(path)
		if fi, err := os.Stat(path); name == "SOURCES.md" || err == nil && fi.IsDir() { // seasons/: not events
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		// A file whose bytes are not a text a clipboard can hold goes
		// through the file picker, as a user would open it.
		picked := strings.HasSuffix(name, ".xlsx") || strings.HasSuffix(name, ".html") || strings.HasSuffix(name, ".htm") || !utf8.Valid(data)
		// Two files of one tournament (a page and its text) show the same
		// status: the status alone could be the previous file's, and a
		// value opened then would be closed by this file's standings.
		runs := textTaken(t, b)
		var ev *engine.Event
		var rerr error
		if picked {
			ev, _, rerr = formats.Read(data, formats.Options{FileName: name})
			b.do(t, name+": choose the file", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
		} else {
			ev, _, rerr = formats.ReadString(string(data), formats.Options{})
			eval[bool](t, b, `navigator.clipboard.writeText(`+jsString(string(data))+`).then(() => true)`)
			eval[bool](t, b, `(() => { const a = document.getElementById('input-text'); a.focus(); a.select(); return true; })()`)
			b.do(t, name+": Ctrl+V", chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
		}
		var qe *formats.QuestionError
		if errors.As(rerr, &qe) {
			// A question the file leaves open (two full points without an
			// opponent in a round): asked, not answered for the user.
			waitFor(t, b, name+": the question", runs+` && document.querySelectorAll('.question.open').length > 0 && !document.querySelector('#standings tbody tr')`)
			t.Logf("%s: asks %s, as the command line does", name, qe.Questions[0].ID)
			continue
		}
		if rerr != nil {
			waitFor(t, b, name+": the refusal", runs+` && document.getElementById('input-status').textContent.includes('could not be read') && !document.querySelector('#standings tbody tr')`)
			if n := eval[int](t, b, `document.getElementById('input-text').value.length`); n == 0 {
				t.Errorf("%s: the refused text is not kept in the text area", name)
			}
			// What it lacks, said as the command line says it: the
			// reader's own message, never the generic "not in a supported
			// format" (issue 31, item 5).
			var fe *formats.Error
			if errors.As(rerr, &fe) && len(fe.Diags) > 0 {
				// Waited for: the status may be drawn before the list.
				d := fe.Diags[0]
				const shown = `(() => { const e = document.querySelector('.diags .diag.error'); return e ? e.dataset.code + ' ' + e.querySelector('.msg').textContent : ''; })()`
				if d.Code == formats.EFormatUnknown {
					t.Errorf("%s: refused as %s, want what it lacks", name, d.Code)
				}
				waitFor(t, b, name+": the reader's own message", shown+` === `+jsString(string(d.Code)+" "+d.Message))
			}
			t.Logf("%s: refused, as the command line refuses it (%.60s…)", name, rerr.Error())
			continue
		}
		want := fmt.Sprintf(" %d players ", len(ev.Players))
		if ev.Teams != nil {
			want = fmt.Sprintf(" %d teams ", len(ev.Teams.Teams))
		}
		waitFor(t, b, name+": "+strings.TrimSpace(want), runs+` && document.getElementById('input-status').textContent.includes('`+want+`') && document.querySelectorAll('#standings tbody tr').length > 0`)
		opened++
	}
	t.Logf("%d files of the corpus opened in the page as the command line reads them", opened)
	stillAnswers(t, b, "")
	noProblems(t, b)
}
