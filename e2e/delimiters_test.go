//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// commaGrid is the chess-results round-robin grid of
// engine/formats/testdata/x-grid-cr-rr-tb.csv as a spreadsheet saves it
// with commas: its decimal commas quoted.
const commaGrid = `,,Final Ranking crosstable after 5 Rounds
Rk.,,Name,Rtg,FED,1,2,3,4,5,6,Pts.,TB1,TB2
1,GM,Zaragatski Ilja,2482,GER,*,1,1,1,1,1,5,"10,00",0
2,,Kornitzky Tino,2055,GER,0,*,½,1,1,1,"3,5","5,00",0
3,,Wüest Andrin,2225,SUI,0,½,*,½,1,1,3,"4,00",0
4,,Bianchi Luca,2085,ITA,0,0,½,*,1,1,"2,5","2,50",0
5,,Verdi Anna,1920,ITA,0,0,0,0,*,1,1,"0,00",0
6,,Neri Paolo,1850,ITA,0,0,0,0,0,*,0,"0,00"
`

// pipeTable is the chess-results crosstable of
// engine/formats/testdata/x-cr-sample.csv as a Markdown table, as pasted
// from a forum post.
const pipeTable = `| Rk. | SNo | | Name | Rtg | FED | 1.Rd | 2.Rd | 3.Rd | 4.Rd | Pts. |
|---|---|---|---|---|---|---|---|---|---|---|
| 1 | 1 | FM | Rossi Marco | 2210 | ITA | 5w1 | 2b1 | 4w1 | 6b1 | 4 |
| 2 | 2 | WIM | García Lucía | 2150 | ESP | 6b1 | 1w0 | 3b1 | 4b1 | 3 |
| 3 | 4 | | Müller Jonas | 1990 | GER | -1 | 3w1 | 1b0 | 2w0 | 2 |
| 4 | 5 | | Verdi Anna | 1920 | ITA | 1b0 | 7w+ | -½ | 3w½ | 2 |
| 5 | 6 | | Neri Paolo | 1850 | ITA | 2w0 | -1 | 7b½ | 1w0 | 1,5 |
| 6 | 3 | | Bianchi Luca | 2085 | ITA | 7w½ | 4b0 | 2w0 | 5b½ | 1 |
| 7 | 7 | | Russo Elena | 1700 | ITA | 3b½ | 5b- | 6w½ | 0 | 1 |
`

// TestPastedDelimiters pastes in the page a round-robin grid saved with
// commas and a crosstable written as a Markdown table (issue 20, item 3):
// each is read and ranked, in the order of its points.
func TestPastedDelimiters(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	names := func() []string {
		return eval[[]string](t, b, `[...document.querySelectorAll('#standings tbody tr')].map(r => r.textContent)`)
	}
	userPastes(t, b, commaGrid)
	waitFor(t, b, "the six players", `document.querySelectorAll('#standings tbody tr').length === 6`)
	rows := names()
	for i, want := range []string{"Zaragatski Ilja", "Kornitzky Tino", "Wüest Andrin", "Bianchi Luca", "Verdi Anna", "Neri Paolo"} {
		if !strings.Contains(rows[i], want) {
			t.Errorf("comma grid, row %d: %q, want %s", i+1, rows[i], want)
		}
	}
	if !strings.Contains(rows[1], "3.5") || !strings.Contains(rows[0], "5.0") {
		t.Errorf("comma grid: points %q, %q, want 5.0 and 3.5", rows[0], rows[1])
	}
	s.answers(t, "the comma grid")

	userPastes(t, b, pipeTable)
	waitFor(t, b, "the seven players", `document.querySelectorAll('#standings tbody tr').length === 7 && document.querySelector('#standings tbody tr').textContent.includes('Rossi Marco')`)
	rows = names()
	if !strings.Contains(rows[0], "4.0") || !strings.Contains(rows[1], "García Lucía") || !strings.Contains(rows[1], "3.0") {
		t.Errorf("Markdown table: first rows %q, %q, want Rossi Marco 4.0 and García Lucía 3.0", rows[0], rows[1])
	}
	s.answers(t, "the Markdown table")
}
