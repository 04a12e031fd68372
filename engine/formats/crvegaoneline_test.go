package formats

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestVegaOneLineRows reads Vega's "Cross Table" with each row on one line
// and each round cell's result and opponent together ("1 12", "½ BYE",
// docs/formats.md §7.9), as the issue reports a browser's copy of it: it
// was detected as a team crosstable and refused with "not a team cell"
// errors. The input, testdata/x-vega-cup-oneline.txt, is constructed from
// the real page testdata/real/vega-hbcc-cup-2025.html — each table cell's
// text with its white space collapsed, the cells joined by TABs, under the
// page's heading — since Chromium's own copy of every Vega page tried
// puts the result and the opponent on lines of their own. It reads as
// Vega's crosstable to the games of Chromium's copy of the same page
// (testdata/real/vega-hbcc-cup-2025.txt), start numbers, titles and
// ratings split from the name's cell, colours unknown.
func TestVegaOneLineRows(t *testing.T) {
	read := func(path string) *engine.Event { return readVegaCopy(t, path) }
	one := read("testdata/x-vega-cup-oneline.txt")
	copied := read("../../testdata/real/vega-hbcc-cup-2025.txt")
	if len(one.Players) != 32 {
		t.Fatalf("%d players, want 32", len(one.Players))
	}
	sameGames(t, "one line against Chromium's copy", vegaGames(one, false), vegaGames(copied, false))
	p := one.Player(7)
	if p == nil || p.Name != "Nguyen,Anh Kiet" || p.Rating != 1534 {
		t.Errorf("start number 7: %+v, want Nguyen,Anh Kiet rated 1534", p)
	}
	if one.Provenance.Colours != engine.ColoursUnknown {
		t.Errorf("colours %s, want unknown (the copy has none)", one.Provenance.Colours)
	}
	if len(one.DeclaredColumns) != 3 || one.DeclaredColumns[2].Name != "SB" {
		t.Errorf("printed columns %+v, want BH, BH/C1, SB", one.DeclaredColumns)
	}
}

// readVegaCopy reads a copy of a Vega crosstable, which must open as the
// chess-results family's crosstable.
func readVegaCopy(t *testing.T, path string) *engine.Event {
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
