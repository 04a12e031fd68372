//go:build e2e

package e2e

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestEveryAction performs each action a user can take on the standings,
// each on a fresh page load, checks its effect (a file saved and read back,
// the clipboard, the print dialog, a share link reopened, ...), and checks
// after each one that the page still answers and that the WebAssembly did
// not panic.
func TestEveryAction(t *testing.T) {
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	grantClipboard(t, b, s.srv.URL)
	const start = "/?example=fide-exercise"

	// The standings the page shows, and the rules it used.
	shown := func() ([]row, []string, string) {
		list, ed := usedRules(t, b)
		return eval[[]row](t, b, pageRows), list, ed
	}

	t.Run("csv", func(t *testing.T) {
		s.open(t, start, true)
		rows, list, _ := shown()
		b.do(t, "click CSV", chromedp.Click(chromedp.ID("action-csv")))
		name, data := dl.wait(t, "CSV")
		if !strings.HasSuffix(name, ".csv") {
			t.Errorf("CSV saved as %q", name)
		}
		recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
		if err != nil {
			t.Fatalf("the CSV does not parse: %v\n%s", err, data)
		}
		if want := append(headings("en"), list...); strings.Join(recs[0], ",") != strings.Join(want, ",") {
			t.Errorf("CSV header %v, want %v", recs[0], want)
		}
		if len(recs)-1 != len(rows) {
			t.Fatalf("CSV has %d rows, the page %d", len(recs)-1, len(rows))
		}
		for i, r := range rows {
			c := recs[i+1]
			if c[1] != itoa(r.Start) || c[6] != r.Points || strings.TrimSuffix(r.Rank, "=") != c[0] {
				t.Errorf("CSV row %d = %v, page %+v", i+1, c, r)
			}
		}
		s.answers(t, "CSV")
	})

	t.Run("json", func(t *testing.T) {
		s.open(t, start, true)
		rows, _, _ := shown()
		b.do(t, "click JSON", chromedp.Click(chromedp.ID("action-json")))
		name, data := dl.wait(t, "JSON")
		if !strings.HasSuffix(name, ".json") {
			t.Errorf("JSON saved as %q", name)
		}
		var doc struct {
			Standings []struct {
				Start  int    `json:"start"`
				Points string `json:"points"`
			} `json:"standings"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("the JSON does not parse: %v\n%.300s", err, data)
		}
		if len(doc.Standings) != len(rows) {
			t.Fatalf("JSON has %d rows, the page %d", len(doc.Standings), len(rows))
		}
		for i, r := range rows {
			if doc.Standings[i].Start != r.Start {
				t.Errorf("JSON row %d is start %d, page %d", i+1, doc.Standings[i].Start, r.Start)
			}
		}
		s.answers(t, "JSON")
	})

	t.Run("trf", func(t *testing.T) {
		s.open(t, start, true)
		rows, list, ed := shown()
		b.do(t, "click TRF26", chromedp.Click(chromedp.ID("action-trf")))
		name, data := dl.wait(t, "TRF26")
		if !strings.HasSuffix(name, ".trf") {
			t.Errorf("TRF saved as %q", name)
		}
		ev, _, err := formats.Read(data, formats.Options{FileName: name})
		if err != nil {
			t.Fatalf("the TRF26 export does not read back: %v\n%s", err, data)
		}
		compareRows(t, "TRF26 read back", rowsOf(engineStandings(t, ev, list, ed)), rows)
		s.answers(t, "TRF26")
	})

	t.Run("copy", func(t *testing.T) {
		s.open(t, start, true)
		rows, _, _ := shown()
		b.do(t, "click copy", chromedp.Click(chromedp.ID("action-copy")))
		waitFor(t, b, "the copy status", `document.getElementById('export-status').textContent !== ''`)
		got := lines(clipboard(t, b))
		if len(got) != len(rows)+1 {
			t.Fatalf("the clipboard has %d lines, want %d: %q", len(got), len(rows)+1, got)
		}
		for i, r := range rows {
			if c := strings.Split(got[i+1], "\t"); len(c) < 2 || !strings.Contains(got[i+1], "\t"+r.Points+"\t") {
				t.Errorf("clipboard line %d %q does not match %+v", i+2, got[i+1], r)
			}
		}
		s.answers(t, "copy table")
	})

	t.Run("print", func(t *testing.T) {
		s.open(t, start, true)
		eval[bool](t, b, `(() => { window.__printed = 0; addEventListener('beforeprint', () => window.__printed++); return true; })()`)
		b.do(t, "click print", chromedp.Click(chromedp.ID("action-print")))
		waitFor(t, b, "the print dialog", `window.__printed > 0`)
		s.answers(t, "print")
	})

	t.Run("share", func(t *testing.T) {
		s.open(t, start, true)
		s.setValue(t, "rules-round", "4", "change")
		waitFor(t, b, "round 4", `document.getElementById('used-round').textContent === '4'`)
		rows, _, _ := shown()
		b.do(t, "click share", chromedp.Click(chromedp.ID("action-share")))
		waitFor(t, b, "the share link", `!!document.getElementById('share-url') && document.getElementById('share-url').value.includes('#s=')`)
		link := eval[string](t, b, `document.getElementById('share-url').value`)
		if got := clipboard(t, b); got != link {
			t.Errorf("the clipboard holds %q, not the link", got)
		}
		s.answers(t, "share")
		s.open(t, link[len(s.srv.URL):], true)
		compareRows(t, "share link reopened", eval[[]row](t, b, pageRows), rows)
		s.answers(t, "opening the share link")
	})

	t.Run("compare", func(t *testing.T) {
		s.open(t, start, true)
		n := len(eval[[]row](t, b, pageRows))
		b.do(t, "click compare", chromedp.Click(chromedp.ID("action-compare")))
		waitFor(t, b, "the compare view", `document.querySelectorAll('#compare tbody tr').length === `+itoa(n))
		cols := eval[int](t, b, `document.querySelectorAll('#compare thead th').length`)
		b.do(t, "add the Italian variant", chromedp.Click(chromedp.ID("compare-italian")))
		waitFor(t, b, "an Italian column", `document.getElementById('compare-italian').checked && document.querySelectorAll('#compare thead th').length === `+itoa(cols+1))
		s.answers(t, "compare")
		b.do(t, "close compare", chromedp.Click(chromedp.ID("compare-close")))
		waitFor(t, b, "the compare view to close", `!document.querySelector('#compare tbody tr')`)
		s.answers(t, "closing compare")
	})

	t.Run("hort", func(t *testing.T) {
		s.open(t, start, true)
		b.do(t, "open prize sharing", chromedp.Click(chromedp.CSS(`#prizes summary`)))
		// Typed, without Enter and without leaving the field.
		b.do(t, "type prizes", chromedp.SendKeys(chromedp.ID("prizes-input"), "1000 600 400"))
		waitFor(t, b, "the prizes of 1000 600 400", `Math.abs([...document.querySelectorAll('#prizes tbody tr')].reduce((s, tr) => s + parseFloat(tr.lastElementChild.textContent), 0) - 2000) < 0.001`)
		if v := eval[string](t, b, `document.getElementById('prizes-input').value`); v != "1000 600 400" {
			t.Errorf("the field shows %q after typing", v)
		}
		got := eval[[]string](t, b, `[...document.querySelectorAll('#prizes tbody tr')].map(tr => tr.lastElementChild.textContent)`)
		sum := engine.IntValue(0)
		for _, g := range got {
			v, ok := engine.ParseValue(g)
			if !ok {
				t.Fatalf("prize %q is not a number", g)
			}
			sum = sum.Add(v)
		}
		if sum.Format(2) != "2000.00" {
			t.Errorf("the prizes %v add up to %s, not 2000.00", got, sum.Format(2))
		}
		s.answers(t, "Hort")
		// In Italian the decimal mark is a comma, typed and shown.
		b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
		waitFor(t, b, "Italian amounts", `document.documentElement.lang === 'it' && document.querySelector('#prizes tbody tr').lastElementChild.textContent === '1000,00'`)
		b.do(t, "type Italian prizes", chromedp.Focus(chromedp.ID("prizes-input")),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('prizes-input').select()`), chromedp.SendKeys(chromedp.ID("prizes-input"), "1000,50 500"))
		waitFor(t, b, "two prizes, 1000,50 and 500", `(() => { const a = [...document.querySelectorAll('#prizes tbody tr')].map(tr => tr.lastElementChild.textContent);
			return a[0] === '1000,50' && Math.abs(a.reduce((s, x) => s + parseFloat(x.replace(',', '.')), 0) - 1500.5) < 0.001; })()`)
		s.answers(t, "Hort in Italian")
	})

	t.Run("lots", func(t *testing.T) {
		// A list of points alone leaves groups tied: lots decide them.
		s.open(t, start, true)
		for n := eval[int](t, b, `document.querySelectorAll('[id^="tb-remove-"]').length`); n > 0; n-- {
			b.do(t, "remove a tie-break", chromedp.Click(chromedp.ID("tb-remove-0")))
			waitFor(t, b, "the list to shrink", `document.querySelectorAll('[id^="tb-remove-"]').length === `+itoa(n-1))
		}
		waitFor(t, b, "the tied groups", `!!document.getElementById('lots-0')`)
		group := eval[string](t, b, `document.getElementById('lots-0').value`)
		ids := strings.Fields(group)
		for i, j := 0, len(ids)-1; i < j; i, j = i+1, j-1 {
			ids[i], ids[j] = ids[j], ids[i]
		}
		b.do(t, "type the drawn order", chromedp.Focus(chromedp.ID("lots-0")),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('lots-0').select()`), chromedp.SendKeys(chromedp.ID("lots-0"), strings.Join(ids, " ")),
			chromedp.Click(chromedp.ID("lots-0-apply")))
		t.Logf("lots form: %v", eval[string](t, b, `document.querySelector('.lots').outerHTML`))
		waitFor(t, b, "LOT in the list", `document.getElementById('used-list').textContent.endsWith('LOT')`)
		order := eval[[]int](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(tr => +tr.dataset.start).filter(n => `+
			"["+strings.Join(ids, ",")+"]"+`.includes(n))`)
		if jsonOf(order) != "["+strings.Join(ids, ",")+"]" {
			t.Errorf("the drawn order %v is shown as %v", ids, order)
		}
		s.answers(t, "lots")
	})

	t.Run("file", func(t *testing.T) {
		// "Choose a file…": the 2009 championship from disk.
		s.open(t, "/", false)
		path, err := filepath.Abs("../web/examples/campionato-2009.trf")
		if err != nil {
			t.Fatal(err)
		}
		b.do(t, "choose a file", chromedp.SetUploadFiles(chromedp.ID("input-file"), []string{path}))
		waitFor(t, b, "the file's standings", `document.querySelectorAll('#standings tbody tr').length === 12 && document.getElementById('input-status').textContent.includes('campionato-2009.trf')`)
		s.answers(t, "choosing a file")
	})

	t.Run("sort and rules", func(t *testing.T) {
		s.open(t, "/?example=campionato-2009", true)
		b.do(t, "sort by name", chromedp.Click(chromedp.CSS(`#standings thead th.name button.sort`)))
		waitFor(t, b, "sorted by name", `(() => { const n = [...document.querySelectorAll('#standings tbody th.name')].map(x => x.textContent); return n.join('|') === [...n].sort((a, b) => a.localeCompare(b)).join('|'); })()`)
		s.answers(t, "sorting")
		s.setValue(t, "rules-edition", "fide2012", "change")
		waitFor(t, b, "the 2012 rules", `document.getElementById('used-edition').textContent.includes('fide2012')`)
		s.setValue(t, "rules-preset", "fide-rr", "change")
		waitFor(t, b, "the fide-rr list", `document.getElementById('used-list').textContent === 'PTS, DE, WIN, SB, KS'`)
		b.do(t, "move WIN up", chromedp.Click(chromedp.ID("tb-up-1")))
		waitFor(t, b, "WIN first", `document.getElementById('used-list').textContent === 'PTS, WIN, DE, SB, KS'`)
		b.do(t, "type a code", chromedp.SendKeys(chromedp.ID("tb-add-input"), "bh"), chromedp.Click(chromedp.ID("tb-add")))
		waitFor(t, b, "BH added", `document.getElementById('used-list').textContent === 'PTS, WIN, DE, SB, KS, BH'`)
		s.answers(t, "changing the rules")
	})

	t.Run("examples", func(t *testing.T) {
		s.open(t, "/", false)
		for _, e := range app.ExampleList {
			ex := e.ID
			b.do(t, "click "+ex, chromedp.Click(chromedp.ID("example-"+ex)))
			waitFor(t, b, ex, `document.getElementById('example-`+ex+`').getAttribute('aria-current') === 'true' && document.querySelectorAll('#standings tbody tr').length > 0`)
			s.answers(t, "example "+ex)
		}
	})

	t.Run("languages", func(t *testing.T) {
		s.open(t, start, true)
		for _, c := range []struct{ lang, heading string }{{"it", "Classifica"}, {"es", "Clasificación"}, {"en", "Standings"}} {
			b.do(t, "switch to "+c.lang, chromedp.Click(chromedp.ID("lang-"+c.lang)))
			waitFor(t, b, c.lang, `document.documentElement.lang === '`+c.lang+`' && document.querySelector('.results h2').textContent === '`+c.heading+`'`)
			s.answers(t, "switching to "+c.lang)
		}
	})
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
