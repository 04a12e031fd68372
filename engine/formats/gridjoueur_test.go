package formats

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestGridJoueur reads a real French club's round robin of 10 after its
// fifth round, the table of its page copied from Chromium
// (testdata/real/page-evt-tournoi-interne-2014-r5.txt, SOURCES.md): the
// name column headed `Joueur`, the rating column `*ELO *` (the page's
// Markdown emphasis left unrendered: a lone `*` word in the header), the
// diagonal marked `✦`, the games not played yet empty. Before, the `✦`
// was no diagonal marker and the header's `*` made the TABs a name's
// delimiter (the text read at spaces): the grid was refused. Every player
// is read with his name, rating and printed points, and the games played.
func TestGridJoueur(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/page-evt-tournoi-interne-2014-r5.txt")
	if err != nil {
		t.Fatal(err)
	}
	ev, rep, err := ReadString(string(data), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatGrid || len(ev.Players) != 10 {
		t.Fatalf("read as %s with %d players, want a grid of 10", rep.Format, len(ev.Players))
	}
	want := []struct {
		name   string
		rating int
		points string
	}{
		{"DORIVAL O.", 1730, "5.0"}, {"GUERIN L.", 1650, "4.0"}, {"GRASSAUD G.", 1699, "4.0"},
		{"GARCIA DEL PRADO B.", 1759, "3.0"}, {"COURET H.", 1410, "2.5"}, {"BIGNEBAT J.-P.", 1510, "2.0"},
		{"BREHAULT E.", 1440, "2.0"}, {"LAFFONT J.-C.", 1521, "1.0"}, {"DOUSTENS J.-J.", 1550, "1.0"},
		{"LIDOINE S.", 1220, "0.5"},
	}
	games := 0
	for i, w := range want {
		p := ev.Players[i]
		if p.Name != w.name || p.Rating != w.rating || p.DeclaredPoints == nil || p.DeclaredPoints.String() != w.points {
			t.Errorf("player %d: %q %d %v, want %q %d %s", i+1, p.Name, p.Rating, p.DeclaredPoints, w.name, w.rating, w.points)
		}
		for _, e := range p.Rounds {
			if e.Kind != engine.NotYet && e.Opponent != 0 {
				games++
			}
		}
	}
	if games != 50 { // 25 games, each in the rows of both players
		t.Errorf("%d game entries, want 50", games)
	}
	// The same table with `*` on its diagonal: the header's lone `*` no
	// longer takes the TABs for a name's delimiter.
	star := strings.ReplaceAll(string(data), "✦", "*")
	if ev, _, err := ReadString(star, Options{}); err != nil || len(ev.Players) != 10 || ev.Players[3].Name != "GARCIA DEL PRADO B." {
		t.Errorf("with * on the diagonal: %v", err)
	}
}
