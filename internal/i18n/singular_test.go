package i18n

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// readDiags reads data and returns its diagnostics: the warnings and
// infos, or the error's.
func readDiags(data []byte, f formats.Format) []formats.Diagnostic {
	_, rep, err := formats.Read(data, formats.Options{Format: f})
	var fe *formats.Error
	if errors.As(err, &fe) {
		return fe.Diags
	}
	if rep == nil {
		return nil
	}
	return rep.Diagnostics
}

// TestReadersOneInSingular: the readers word a count of one in the
// singular, in English and Italian (and with no English in Spanish and
// German): a TRF of eleven rounds after its first ("1 has been played",
// "ne è stato giocato 1"; it said "1 have been played", "ne sono stati
// giocati 1"), a grid of one game per cell ("a grid cell of 1 game"), a
// table of one team not started ("this table of 1 team"), a Vega page
// with one row whose rounds were placed ("in 1 row (line 297)"), one
// error past the most reported ("1 more error was not reported").
func TestReadersOneInSingular(t *testing.T) {
	read := func(path string, f formats.Format) []formats.Diagnostic {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return readDiags(b, f)
	}
	// The grid and the team crosstable are forced, as the page's format
	// picker does (the golden outputs' "forced" readers).
	// The 2009 championship (XXR 11) cut after its first round.
	b, err := os.ReadFile("../../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "001") && len(line) >= 99 {
			line = line[:99]
		}
		lines = append(lines, line)
	}
	trfDiags := readDiags([]byte(strings.Join(lines, "\n")), formats.FormatAuto)
	var dl scan.DiagList
	for i := 0; i <= scan.MaxErrors; i++ {
		dl.At(scan.SeverityError, scan.ETrfResult, i+1, 1, 1, "", "", scan.MsgSI(&msg.ReaderTRFResult, "x", i+1, 1))
	}
	_, tooMany := dl.Result("x.trf")
	var fe *formats.Error
	if !errors.As(tooMany, &fe) {
		t.Fatalf("%d errors give %v", scan.MaxErrors+1, tooMany)
	}
	for _, c := range []struct {
		name  string
		diags []formats.Diagnostic
		code  formats.Code
		en    string
		it    string
	}{
		{"a TRF after round 1", trfDiags, scan.ITrfInProgress, "The tournament has 11 rounds and 1 has been played: it is in progress.", "Il torneo ha 11 turni e ne è stato giocato 1: è in corso."},
		{"a grid of one game a cell", read("../../engine/formats/testdata/x-team-grid-cr769171.txt", formats.FormatGrid), scan.EGridCell, " is not a grid cell of 1 game.", " non è una casella di tabellone di 1 partita."},
		{"a table of one team", read("../../testdata/real/vega-hbcc-koshnitsky-cup-2026.txt", formats.FormatTeamCR), scan.ENotStarted, "this table of 1 team has no match played yet", "questa tabella di 1 squadra non ha ancora incontri giocati"},
		{"a Vega page with one row placed", read("../../testdata/real/vega-hbcc-reserve-championship-2024.txt", formats.FormatAuto), scan.IVegaPlaced, "in 1 row (line 297) the rounds", "in 1 riga (riga 297) i turni"},
		{"one error too many", fe.Diags, scan.ETooManyErrors, "1 more error was not reported.", "1 altro errore non è stato segnalato."},
	} {
		found := false
		for _, d := range c.diags {
			if d.Code != c.code {
				continue
			}
			found = true
			en, _ := DiagText("en", d)
			it, _ := DiagText("it", d)
			if !strings.Contains(en, c.en) || !strings.Contains(it, c.it) {
				t.Errorf("%s: %s is worded\n%q\n%q\nwant %q and %q in them", c.name, c.code, en, it, c.en, c.it)
			}
			checkWorded(t, d, "")
			break
		}
		if !found {
			t.Errorf("%s: no %s in %v", c.name, c.code, c.diags)
		}
	}
}
