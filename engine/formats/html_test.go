package formats

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/htmltext"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

func TestIsHTML(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"<!DOCTYPE html><html lang=\"en\"><head>", true},
		{"<!-- saved from url=(0022)http://internet.e-mail -->\n<html><head>", true},
		{"\uFEFF  <HTML>\n", true},
		{"<meta charset='utf-8'><table><tr><td>1</td></tr></table>", true},
		{"<table>", true},
		{"<pre>\n1 Rossi 1.0", true},
		{"<tablet>", false},
		{"<b>bold</b>", false},
		{"012 1 m Rossi, Mario", false},
		{"Pos\t#\tNAME", false},
		{"<!-- a comment never closed", false},
		{"", false},
		{"<", false},
	} {
		if got := htmltext.IsHTML(c.in); got != c.want {
			t.Errorf("IsHTML(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestHTMLText(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		// Vega's crosstable row (vega-hbcc-western-masters-2025.html).
		{"vega row", `<table class="table table-striped"> 
<thead><tr><th>Pos</th><th>#</th><th>NAME</th> <th>Rtg</th><th>Fed</th><td>Origin</td><th>Pts</th>
<th> 1 </th><th> 2 </th></tr></thead> <tbody>
<tr> <td>1</td><td>4</td><td> <a href="playercard.html#4"> Lingineni,Khushal</a> </td><td>1606</td><td><img class="shadow" src="flag/vic.png" alt="VIC"></td><td></td><td class="score"> 4.0</td><td class="hole"> </td><td> ½ </td>
</tr>
</tbody>
</table>`, "Pos\t#\tNAME\tRtg\tFed\tOrigin\tPts\t1\t2\n1\t4\tLingineni,Khushal\t1606\t\t\t4.0\t\t½\n"},
		// Swiss Perfect's headings and <pre> (sp-srs-snabbschack-10mars.htm).
		{"sp pre", "<h2>Cross Table</h2><pre>\nNo Name                      Feder Rtg  1    2\n\n1  Samuelsson, Sven-Gunnar              4:W  3:W\n</pre>\n\n<center><font size=-1>by Swiss Perfect (TM)&nbsp; <a href=\"http://www.swissperfect.com\">www.swissperfect.com</a></font></center>",
			"Cross Table\nNo Name                      Feder Rtg  1    2\n\n1  Samuelsson, Sven-Gunnar              4:W  3:W\nby Swiss Perfect (TM)\u00a0 www.swissperfect.com\n"},
		{"entities", "<p>1&frac12; &#189; &#xBD; &half; &amp; &lt;b&gt; &eacute;&Ouml; &#150; &unknown; & x&shy;y</p>", "1½ ½ ½ ½ & <b> éÖ – &unknown; & xy\n\n"},
		{"hidden", "<html><head><title>T</title><style>td{}</style></head><body><script>var a = '<td>';</script>A<br>B<br><br>C<noscript>N</noscript></body></html>", "A\nB\n\nC\n"},
		{"blocks and spaces", "<div>  a \n  b </div><p>c</p><ul><li>d</li><li>e</li></ul>", "a b\n\nc\n\nd\ne\n"},
		// Blocks inside a cell are lines of their own, without a TAB
		// after them, as Chromium copies Vega's cells.
		{"cell with blocks and br", "<table><tr><td>1</td><td><div>a</div><div>b</div></td><td>c<br>d</td><td></td><td>e</td></tr></table>", "1\t\na\nb\nc d\t\te\n"},
		// Vega's Swiss crosstable: the opponent's class gives the colour
		// as a letter after the number, a forfeit as + or - for the
		// result above; a bye stays a bye (docs/formats.md §3.10).
		{"vega classes", `<table><tr><td>1</td><td><div class="res">1</div><div class="cw">19  </div></td><td><div class="res">0</div><div class="cb">4</div></td>` +
			`<td><div class="res">0</div><div class="cf">18  </div></td><td><div class="res">1</div><div class=cf>15</div></td><td><div class="res"> 1 </div><div class="cf">BYE</div></td><td>28.5</td></tr></table>`,
			"1\t\n1\n19w\n0\n4b\n-\n18\n+\n15\n1\nBYE\n28.5\n"},
		{"classes elsewhere", `<p class="cw">12</p><table><tr><td class="cb">7</td><td><span class="x cw">Alfa 3</span></td><td><div class='cb'>12345</div></td><td><div class="cb">3<div>1</div></div></td></tr></table>`,
			"12\n\n7\tAlfa 3\t\n12345\n3\n1\n"},
		{"empty first cell", "<table><tr><td></td><td>x</td></tr></table>", "\tx\n"},
		{"comments and doctype", "<!DOCTYPE html><!-- <td>x</td> --><?xml x?>t", "t"},
		{"tag never closed", "<p>a</p><td class=\"x", "a\n\n"},
		{"lone angle", "a < b <3 </ c", "a < b <3 </ c"},
		{"quoted >", `<td title="a>b">x</td><td title='>'>y</td>`, "x\ty"},
		{"uppercase", "<TABLE><TR><TD>1</TD><TD>2</TD></TR></TABLE><SCRIPT>x</SCRIPT>", "1\t2\n"},
		{"crlf in pre", "<pre>\r\na\r\nb\rc</pre>", "a\nb\nc\n"},
		// CR CR LF is one line end, as the decoder reads it (§3.3).
		// A cell that begins with a quote is a quoted field, its quotes the
		// cell's (a team or a name in quotes: FuzzNames' html layout).
		{"quoted cell", `<table><tr><td>1</td><td>"A"</td><td>OŠK "9. JANUAR" Foča</td><td>"B" C</td></tr></table>`,
			"1\t\"\"\"A\"\"\"\tOŠK \"9. JANUAR\" Foča\t\"\"\"B\"\" C\"\n"},
		{"cr cr lf in pre", "<pre>\r\r\na\r\r\nb\r\r\n\r\r\nc\r\rd</pre>", "a\nb\n\nc\n\nd\n"},
	} {
		if got := htmltext.HTMLText(c.in); got != c.want {
			t.Errorf("%s: HTMLText = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestHTMLLatin1 checks the table of the Latin-1 entity names: 96 names,
// U+00A0 to U+00FF.
func TestHTMLLatin1(t *testing.T) {
	if n := len(strings.Fields(htmltext.HtmlLatin1)); n != 96 {
		t.Fatalf("%d names, want 96", n)
	}
	for name, want := range map[string]rune{"nbsp": 0xA0, "frac12": 0xBD, "Agrave": 0xC0, "times": 0xD7, "szlig": 0xDF, "divide": 0xF7, "yuml": 0xFF} {
		if got, n := htmltext.HtmlEntity("&" + name + ";"); n == 0 || got != string(want) {
			t.Errorf("&%s; = %q, want %q", name, got, string(want))
		}
	}
}

// TestHTMLPagesReadAsTheirCopies: each page of testdata/real saved from the
// browser gives the text a browser copy of it gives (the .txt beside it),
// line for line, and reads to the same event.
func TestHTMLPagesReadAsTheirCopies(t *testing.T) {
	for _, c := range []struct {
		page    string
		answers map[string]string
		whole   bool // the copy is of the whole page, not the table alone
	}{
		{"sp-srs-snabbschack-10mars.htm", nil, true},
		{"sp-srs-snabbschack-3okt.htm", nil, true},
		{"sp-srs-km-blixt-2018.htm", nil, true},
		{"sp-srs-2012-09-26.htm", nil, true},
		{"vega-hbcc-western-masters-2025.html", nil, false},
		{"vega-hbcc-western-major-2025.html", nil, false},
	} {
		dir := "../../testdata/real"
		page, err := os.ReadFile(filepath.Join(dir, c.page))
		if err != nil {
			t.Fatal(err)
		}
		copied, err := os.ReadFile(filepath.Join(dir, strings.TrimSuffix(strings.TrimSuffix(c.page, ".html"), ".htm")+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		text := htmltext.HTMLText(string(page))
		if c.whole {
			got, want := strings.Split(strings.TrimSpace(text), "\n"), strings.Split(strings.TrimSpace(string(copied)), "\n")
			if len(got) != len(want) {
				t.Errorf("%s: %d lines, the copy has %d", c.page, len(got), len(want))
			}
			for i := range min(len(got), len(want)) {
				if scan.NormaliseLine(got[i]) != scan.NormaliseLine(want[i]) {
					t.Errorf("%s: line %d is %q, the copy's is %q", c.page, i+1, got[i], want[i])
				}
			}
		} else if !strings.Contains(text, strings.TrimSpace(string(copied))) {
			t.Errorf("%s: the copied table is not in the page's text:\n%s", c.page, text)
		}
		evPage, repPage, err := Read(page, Options{FileName: c.page, Answers: c.answers})
		if err != nil {
			t.Fatalf("%s: %v", c.page, err)
		}
		evCopy, repCopy, err := Read(copied, Options{Answers: c.answers})
		if err != nil {
			t.Fatalf("%s copied: %v", c.page, err)
		}
		if repPage.Format != repCopy.Format || len(evPage.Players) != len(evCopy.Players) || evPage.Rounds != evCopy.Rounds {
			t.Errorf("%s: %s, %d players, %d rounds; the copy: %s, %d, %d", c.page, repPage.Format, len(evPage.Players), evPage.Rounds,
				repCopy.Format, len(evCopy.Players), evCopy.Rounds)
			continue
		}
		for i, p := range evPage.Players {
			q := evCopy.Players[i]
			if p.StartNo != q.StartNo || p.Name != q.Name || len(p.Rounds) != len(q.Rounds) {
				t.Errorf("%s: player %d is %d %s, the copy's %d %s", c.page, i+1, p.StartNo, p.Name, q.StartNo, q.Name)
				continue
			}
			for r, e := range p.Rounds {
				f := q.Rounds[r]
				if e.Kind != f.Kind || e.Colour != f.Colour || e.Opponent != f.Opponent {
					t.Errorf("%s: %s round %d is %v, the copy's %v", c.page, p.Name, r+1, e, f)
				}
			}
		}
	}
}

// TestHTMLDiagnosticLines: a diagnostic of an HTML input names the line of
// its text (HTMLText), the text the page shows.
func TestHTMLDiagnosticLines(t *testing.T) {
	b, err := os.ReadFile("../../testdata/real/vega-hbcc-western-masters-2025.html")
	if err != nil {
		t.Fatal(err)
	}
	// Krishnan's printed points, 2.5, made 3.5.
	page := strings.Replace(string(b), "<td class=\"score\"> 2.5</td><td> ½ </td>", "<td class=\"score\"> 3.5</td><td> ½ </td>", 1)
	if page == string(b) {
		t.Fatal("the cell to change is not in the page")
	}
	_, rep, err := ReadString(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(htmltext.HTMLText(page), "\n")
	found := false
	for _, d := range rep.Diagnostics {
		if d.Line < 1 || d.Line > len(lines) {
			t.Fatalf("%s at line %d: not a line of the text (%d lines)", d.Code, d.Line, len(lines))
		}
		if strings.Contains(d.Message, "declared 3.5") {
			found = true
			if l := lines[d.Line-1]; !strings.HasPrefix(l, "3\t5\tKrishnan,Anirudh\t") {
				t.Errorf("%s at line %d (%q), want Krishnan's row", d.Code, d.Line, l)
			}
		}
	}
	if !found {
		t.Errorf("no diagnostic of the declared points: %+v", rep.Diagnostics)
	}
}

// hostileUnits are the repeated units of hostile pages: tags never
// closed, heads without end, comments, entities, quotes in attributes.
var hostileUnits = []string{"<head>", "<td>&#189;", "<br>", "<script>", "<!--", "<p>&half;&check;", "<tr><td>a</td></tr>\n", "<a title='>"}

// TestHTMLTextBounded: the text is never longer than the page, including
// hostile pages. The conversion's time, linear in the page, is measured by
// BenchmarkHTMLTextHostile.
func TestHTMLTextBounded(t *testing.T) {
	for _, unit := range hostileUnits {
		for _, n := range []int{10000, 100000} {
			page := strings.Repeat(unit, n)
			if got := htmltext.HTMLText(page); len(got) > len(page) {
				t.Errorf("%q × %d: %d bytes from %d", unit, n, len(got), len(page))
			}
		}
	}
}

// BenchmarkHTMLTextHostile converts pages of 10,000 and 100,000 hostile
// units: linear work takes about ten times as long for the second.
func BenchmarkHTMLTextHostile(b *testing.B) {
	for i, unit := range hostileUnits {
		for _, n := range []int{10000, 100000} {
			page := strings.Repeat(unit, n)
			b.Run(fmt.Sprintf("unit%d/%d", i, n), func(b *testing.B) {
				b.SetBytes(int64(len(page)))
				for b.Loop() {
					htmltext.HTMLText(page)
				}
			})
		}
	}
}

func FuzzHTMLText(f *testing.F) {
	for _, s := range []string{"<table><tr><td>1</td></tr></table>", "<pre>\na</pre>", "&#x110000;&#0;&#55296;", "<head><title>", "<td title=\"", "a<br>b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, page string) {
		if got := htmltext.HTMLText(page); len(got) > len(page) {
			t.Errorf("%d bytes from %d", len(got), len(page))
		}
	})
}
