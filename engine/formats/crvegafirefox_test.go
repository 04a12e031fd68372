package formats

import (
	"os"
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
// (docs/formats.md §7.9).
func TestVegaFirefoxCopy(t *testing.T) {
	read := func(path string) *engine.Event {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ev, rep, err := Read(data, Options{FileName: path})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if rep.Format != FormatChessResults {
			t.Fatalf("%s: read as %s", path, rep.Format)
		}
		return ev
	}
	ff := read("../../testdata/real/vega-hbcc-cup-2025-firefox.txt")
	cr := read("../../testdata/real/vega-hbcc-cup-2025.txt")
	if len(ff.Players) != 32 || len(cr.Players) != 32 {
		t.Fatalf("%d and %d players, want 32", len(ff.Players), len(cr.Players))
	}
	sameGames(t, "Firefox's copy against Chromium's", vegaGames(ff, false), vegaGames(cr, false))
	names := func(ev *engine.Event) []string {
		var s []string
		for _, c := range ev.DeclaredColumns {
			s = append(s, c.Name)
		}
		return s
	}
	if got, want := names(ff), names(cr); !slices.Equal(got, want) || len(got) != 3 {
		t.Errorf("printed columns %v, want %v", got, want)
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
	if p := ff.Player(1); p == nil || !slices.Equal(p.DeclaredTieBreaks, []string{"13.5", "12.0", "3.3"}) {
		t.Errorf("start number 1 (Hogg, three empty rounds): %+v", p)
	}
}
