package app

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/whatif"
)

// TestWhatIfRowsEscaped: the what-if's rows, written as HTML
// (whatIfRowsHTML, drawn by drawing.htmlChunks), escape the names they
// cite, in the cells, the conditions' labels and their titles: a name
// with markup stays text. Each participant has one row.
func TestWhatIfRowsEscaped(t *testing.T) {
	ev := readTRFFile(t, "../testdata/campionato-2009-pending.trf")
	const name = `Godena <img src=x onerror="alert(1)"> & 'Co'`
	for i := range ev.Players {
		if ev.Players[i].StartNo == 1 || ev.Players[i].StartNo == 11 {
			ev.Players[i].Name = name
		}
	}
	res, err := whatif.Compute(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	html := whatIfRowsHTML(whatIfRowsOf{Res: res, Lang: "en", Event: ev}, upTo(len(res.Players)))
	if strings.Contains(html, "<img") || strings.Contains(html, `"alert`) {
		t.Errorf("a name's markup is written as markup:\n%s", html)
	}
	esc := `Godena &lt;img src=x onerror=&#34;alert(1)&#34;&gt; &amp; &#39;Co&#39;`
	for _, want := range []string{`<th scope="row" class="name">` + esc + `</th>`, `aria-label="The best rank of ` + esc, `– ` + esc + `"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the rows lack %q:\n%.2000s", want, html)
		}
	}
	if n := strings.Count(html, "<tr data-start="); n != len(ev.Players) {
		t.Errorf("%d rows, want %d", n, len(ev.Players))
	}
}

// BenchmarkWhatIfRowsHTML writes a chunk of firstRows rows of a what-if's
// result as HTML, the Go side of drawing one chunk of the result's table
// (the browser then reads the HTML into the chunk's table body).
func BenchmarkWhatIfRowsHTML(b *testing.B) {
	data, err := os.ReadFile("../testdata/campionato-2009-pending.trf")
	if err != nil {
		b.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(data, "campionato-2009-pending.trf")
	if err != nil {
		b.Fatal(err)
	}
	res, err := whatif.Compute(ev, engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	for len(res.Players) < firstRows {
		res.Players = append(res.Players, res.Players...)
	}
	of := whatIfRowsOf{Res: res, Lang: "en", Event: ev}
	rows := upTo(firstRows)
	b.ReportAllocs()
	for b.Loop() {
		if whatIfRowsHTML(of, rows) == "" {
			b.Fatal("no rows")
		}
	}
}
