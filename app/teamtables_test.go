package app

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestTeamCrosstablePage: a chess-results team crosstable pasted on the
// page (docs/formats.md §7.8) is read and ranked by the default team
// preset, with EDET's warning translated; a tie-break on the boards is
// refused with its message in Italian; the TRF export says why it cannot
// be written; a bad cell is translated by its code.
func TestTeamCrosstablePage(t *testing.T) {
	b, err := os.ReadFile("../engine/formats/testdata/x-team-cr-coppa.csv")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	o := Run(State{Text: text})
	if o.FormatID != "team-chess-results" || o.Standings == nil || len(o.Standings.Rows) != 5 || o.Err != "" {
		t.Fatalf("format %q, error %q", o.FormatID, o.Err)
	}
	if o.Standings.Rows[0].Player.Name != "Alfa" || !strings.Contains(TSV(o.Standings, "en"), "Epsilon") {
		t.Errorf("standings: %s", TSV(o.Standings, "en"))
	}
	found := false
	for _, n := range o.Standings.Notices {
		if n.Code() == "boards-ko" {
			found = strings.HasPrefix(n.Text("it"), "EDET/P: il testo dà solo i risultati degli incontri")
		}
	}
	if !found {
		t.Errorf("no Italian boards-ko warning: %v", o.Standings.Notices)
	}
	if _, _, err := writeTRF(o.Standings, "en"); err == nil || !strings.Contains(err.Error(), "cannot be written as TRF") {
		t.Errorf("TRF export: %v", err)
	}
	o = Run(State{Text: text, ListSet: true, List: []string{"BC"}})
	if o.ErrCoded == nil || outcomeErr("it", o) != "BC richiede i punti di ogni scacchiera, e il testo dà solo i risultati degli incontri." {
		t.Errorf("BC: %q (%v)", outcomeErr("it", o), o.ErrCoded)
	}
	o = Read(State{Text: strings.Replace(text, "3w3", "3x3", 1)})
	var d formats.Diagnostic
	for _, x := range o.Diags {
		if x.Code == formats.ETeamCrCell {
			d = x
		}
	}
	if got, ok := i18n.DiagText("es", d); !o.Failed || !ok || !strings.HasPrefix(got, `Línea 4, columna 10, ronda 1: "3x3" no es una casilla de equipo.`) {
		t.Errorf("Spanish E-TEAM-CR-CELL: %q", got)
	}
}
