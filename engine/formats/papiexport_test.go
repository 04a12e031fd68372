package formats

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestPapiOwnExport reads the grille américaine as Papi's own HTML export
// gives it to a club's site (docs/formats.md §7.10), in its two forms of
// testdata/real/papi-evt-pelat-*: one row a line (no player box), the cells
// without padding (`+53B`) or padded with no-break spaces, the points with a
// decimal comma; the 2015 form heads its rounds `Rd01` and prints `Cu.` (a
// printed column of this dialect), `Perf.`, `Bu.` and `FFE`, the 2016 form
// heads them `R 1` and ends each row with a column without a heading.
// Before, the first was taken for round headings flattened in copying and
// the second had "no player row".
func TestPapiOwnExport(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		cols       string
	}{
		{"2015", "TROPHEE PELAT 2015 Grille américaine après la ronde 2\n" +
			"Pl\t\u00a0\tNom\tRapide\tCat.\tFede\tLigue\tRd01\tRd02\tPts\tCu.\tPerf.\tBu.\tFFE\n" +
			"1\tGM\tALPHA Anne\t2570\tSen\tFRA\tLAN\t+3B\t=2N\t1,5\t2,5\t2686\t1,5\t2588\n" +
			"2\t\u00a0\tBRAVO Bob\t2410\tSen\tFRA\tLAN\tEXE\t=1B\t1,5\t2,5\t2506\t1,5\t\u00a0\n" +
			"3\t\u00a0\tCHARLIE Cid\t2254\tSen\tFRA\tLOR\t-1N\t+4B\t1\t1\t2427\t1,5\t2482\n" +
			"4\t\u00a0\tDELTA Dan\t1800\tSen\tFRA\tMPY\t\t-3N\t0\t0\t1000\t1\t1000\n",
			"Cu.=/ Perf.=TPR/papi Bu.=BH/papi"},
		{"2016", "EVT 2016 Grille américaine après la ronde 2\n" +
			"Pl\t\u00a0\tNom\tRapide\tCat.\tFede\tLigue\tR 1\tR 2\tPts\tTr.\tPerf\t\u00a0\n" +
			"1\tm\tALPHA Anne\t2380\u00a0R\tSenM\tFRA\tLAN\t+\u00a0\u00a03B\t=\u00a0\u00a02N\t1\u00bd\t0\t2744\t2744\n" +
			"2\tf\tBRAVO Bob\t2370\u00a0R\tSenF\tFRA\tLAN\tEXE\t=\u00a0\u00a01B\t1\u00bd\t0\t2314\t2314\n" +
			"3\t\u00a0\tCHARLIE Cid\t2090\u00a0R\tSenM\tFRA\tMPY\t-\u00a0\u00a01N\t+\u00a0\u00a04B\t1\t0\t2244\t2244\n" +
			"4\t\u00a0\tDELTA Dan\t1800\u00a0R\tSenM\tFRA\tMPY\t\t-\u00a0\u00a03N\t0\t0\t1000\t1000\n",
			"Tr.=BH/C2/papi Perf=TPR/papi"},
	} {
		ev, rep, err := ReadString(tc.text, Options{})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if rep.Format != FormatChessResults || ev.Provenance.Format != "Papi" || len(ev.Players) != 4 || ev.Rounds != 2 {
			t.Errorf("%s: read as %s (%s), %d players, %d rounds", tc.name, rep.Format, ev.Provenance.Format, len(ev.Players), ev.Rounds)
			continue
		}
		a, b, c, d := ev.Player(1), ev.Player(2), ev.Player(3), ev.Player(4)
		if a.Name != "ALPHA Anne" || c.Name != "CHARLIE Cid" || a.Rating == 0 {
			t.Errorf("%s: names and ratings: %q %q %d", tc.name, a.Name, c.Name, a.Rating)
		}
		for _, g := range []struct {
			p      *engine.Player
			r      int
			kind   engine.Kind
			opp    int
			colour engine.Colour
		}{
			{a, 1, engine.Win, 3, engine.White}, {a, 2, engine.Draw, 2, engine.Black},
			{b, 1, engine.PAB, 0, engine.NoColour}, {b, 2, engine.Draw, 1, engine.White},
			{c, 2, engine.Win, 4, engine.White}, {d, 1, engine.ZPB, 0, engine.NoColour},
		} {
			if e := g.p.Rounds[g.r-1]; e.Kind != g.kind || e.Opponent != g.opp || e.Colour != g.colour {
				t.Errorf("%s: %s round %d: %+v", tc.name, g.p.Name, g.r, e)
			}
		}
		var names []string
		for _, col := range ev.DeclaredColumns {
			names = append(names, col.Name+"="+col.Hint+"/"+col.Program)
		}
		if got := strings.Join(names, " "); got != tc.cols {
			t.Errorf("%s: declared columns %s, want %s", tc.name, got, tc.cols)
		}
	}
}

// TestPapiFirstRows: the first rows of a larger grille américaine (a club's
// page printing the top of an event's grille, as
// testdata/real/papi-evt-pelat-2014-top10.html) cite places without a row.
// The grille names each opponent by its place (§7.10), so the rows keep
// their places as numbers and the reading stops at E-TABLE-PARTIAL, in
// auto mode too; before, the format chosen said "Starting ranks could not
// be reconstructed" and auto mode first reported the round headings as
// flattened pairing lists.
func TestPapiFirstRows(t *testing.T) {
	text := "TOURNOI 2014 Grille américaine après la ronde 2\n" +
		"Pl\t\u00a0\tNom\tRapide\tCat.\tFede\tLigue\tRd01\tRd02\tPts\tTr.\tBu.\tPerf.\n" +
		"1\t\u00a0\tALPHA Anne\t2230\tSen\tFRA\tMPY\t+35B\t+23N\t2\t3\t3\t2526\n" +
		"2\tIM\tBRAVO Bob\t2500\tSen\tFRA\tMPY\t+25B\t+41N\t2\t3\t3\t2510\n" +
		"3\t\u00a0\tCHARLIE Cid\t2320\tSen\tFRA\tMPY\t+17N\t+30B\t2\t3\t3\t2400\n"
	for _, f := range []Format{FormatAuto, FormatChessResults} {
		_, _, err := ReadString(text, Options{FileName: "x.html", Format: f})
		var fe *scan.Error
		if !errors.As(err, &fe) || len(fe.Diags) == 0 || fe.Diags[0].Code != scan.ETablePartial {
			t.Errorf("%s: want E-TABLE-PARTIAL first, got %v", f, err)
		}
	}
}
