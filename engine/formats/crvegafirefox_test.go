package formats

import (
	"slices"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestVegaFirefoxCopy reads Firefox's copy of Vega's crosstable
// (testdata/real/vega-hbcc-cup-2025-firefox.txt, SOURCES.md): like
// Chromium's, each round cell's result and opponent on lines of their own,
// but the flag image's alternative text "flag" on the line after the
// rating, the points line begun by the TAB after the name's cell
// ("\t6.0\t"), a line "\t" between the cells and the tie-breaks after the
// TABs of the row's empty rounds ("\t\t\t13.5 \t12.0 \t3.3"). It stopped at
// "flag" ("is not the points of the row"). It reads to the games, names,
// ratings and printed values of Chromium's copy of the same page
// (docs/formats.md §7.9). Three more of the club's pages, copied from
// Firefox the same way, read to their Chromium copies too.
func TestVegaFirefoxCopy(t *testing.T) {
	read := func(path string) *engine.Event { return readVegaCopy(t, path) }
	names := func(ev *engine.Event) []string {
		var s []string
		for _, c := range ev.DeclaredColumns {
			s = append(s, c.Name)
		}
		return s
	}
	// Each Firefox copy beside Chromium's copy of the same page, and the
	// participants and printed columns counted in the file: the Cup ("#"
	// layout), the Reserve Championship ("Pos", the federation's flag
	// written "VIC" in its column), the April Rapid ("#" by start number)
	// and the Koshnitsky Cup by start number ("2 CM Nguyen,Anh Kiet",
	// where Chromium writes "2CM").
	for _, c := range []struct {
		page    string
		players int
		cols    int
	}{
		{"vega-hbcc-cup-2025", 32, 3},
		{"vega-hbcc-reserve-championship-2024", 23, 3},
		{"vega-hbcc-april-rapid-2025", 49, 0},
		{"vega-hbcc-koshnitsky-cup-2026-crosstable", 31, 0},
	} {
		t.Run(c.page, func(t *testing.T) {
			ff := read("../../testdata/real/" + c.page + "-firefox.txt")
			cr := read("../../testdata/real/" + c.page + ".txt")
			if len(ff.Players) != c.players || len(cr.Players) != c.players {
				t.Fatalf("%d and %d players, want %d", len(ff.Players), len(cr.Players), c.players)
			}
			sameGames(t, "Firefox's copy against Chromium's", vegaGames(ff, false), vegaGames(cr, false))
			if got, want := names(ff), names(cr); !slices.Equal(got, want) || len(got) != c.cols {
				t.Errorf("printed columns %v, want %v (%d)", got, want, c.cols)
			}
			for _, p := range cr.Players {
				q := ff.Player(p.StartNo)
				if q == nil {
					t.Errorf("start number %d missing", p.StartNo)
					continue
				}
				if q.Name != p.Name || q.Rating != p.Rating || q.Title != p.Title {
					t.Errorf("start number %d: %q %d %q, want %q %d %q", p.StartNo, q.Name, q.Rating, q.Title, p.Name, p.Rating, p.Title)
				}
				if !slices.Equal(q.DeclaredTieBreaks, p.DeclaredTieBreaks) {
					t.Errorf("start number %d: printed %v, want %v", p.StartNo, q.DeclaredTieBreaks, p.DeclaredTieBreaks)
				}
			}
		})
	}
	ff := read("../../testdata/real/vega-hbcc-cup-2025-firefox.txt")
	if p := ff.Player(1); p == nil || !slices.Equal(p.DeclaredTieBreaks, []string{"13.5", "12.0", "3.3"}) {
		t.Errorf("the Cup's start number 1 (Hogg, three empty rounds): %+v", p)
	}
}
