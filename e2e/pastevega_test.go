//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// TestPasteVegaHTMLForfeits pastes the raw page of a Vega Swiss crosstable
// through the clipboard, its markup (text/html) and the copy's text
// (text/plain), with Ctrl+V in the empty text area. The page reads the
// markup's text, in which the cells' classes are kept (docs/formats.md
// §3.10, §7.9): the forfeits of the 2024 Reserve Championship (9 beat 15,
// 18 beat 23) are + and - in the text area, and the standings hold the
// values the command-line tool gives of the .html file, not those of the
// copy, which reads the forfeits as games (Fang's BH/C1 and BH 22.5 and
// 25.5, the copy's 24.5 and 26.5). Then the page still answers.
func TestPasteVegaHTMLForfeits(t *testing.T) {
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	page := repoFile(t, "testdata/real/vega-hbcc-reserve-championship-2024.html")
	plain := repoFile(t, "testdata/real/vega-hbcc-reserve-championship-2024.txt")
	userPastesHTML(t, s, page, plain)
	waitFor(t, b, "the standings of the pasted page",
		`document.getElementById('input-status').textContent.includes(' 23 ') && document.querySelectorAll('#standings tbody tr').length === 23`)
	got := eval[string](t, b, `document.getElementById('input-text').value`)
	// The markup's text: the colours as letters after the opponents, the
	// two forfeits as + and - (row 9's win over 15, row 23's loss to 18).
	for _, want := range []string{"1\tNguyen,Tuan Kiet\t752\t\t6.0\t\n1\n19w\n1\n14b\n", "\n+\n15\n", "\n-\n18\n12.5\t12.0\t1.75\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("the text area lacks %q:\n%s", want, got)
		}
	}
	row := eval[string](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(r => r.textContent).find(t => t.includes('Fang,Candice')) || ''`)
	if !strings.Contains(row, "22.5") || !strings.Contains(row, "25.5") || strings.Contains(row, "24.5") {
		t.Errorf("Fang's row of the standings: %q, want BH/C1 22.5 and BH 25.5 (the forfeit lost to 9 not counted as a game)", row)
	}
	stillAnswers(t, b, "")
	s.noProblems(t, "the paste of a Vega page")
}
