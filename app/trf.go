package app

import (
	"bytes"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// trfWriterAvailable reports whether the TRF26 export is offered.
const trfWriterAvailable = true

// writeTRF exports the event of st as TRF26 with the applied tie-break list
// (record 202) and the computed ranks, as `spareggi -o trf` does, and the
// writer's warnings (games without a result left out, names cut …) worded
// in lang, for the page to show beside the download.
func writeTRF(st *engine.Standings, lang string) ([]byte, string, error) {
	b, diags, err := trfFile(st)
	return b, diagsText(lang, diags), err
}

// trfFile is the TRF26 export of st and the writer's warnings.
func trfFile(st *engine.Standings) ([]byte, []formats.Diagnostic, error) {
	var b bytes.Buffer
	diags, err := formats.WriteTRFStandings(&b, st)
	return b.Bytes(), diags, err
}

// diagsText words diagnostics in lang, one after the other.
func diagsText(lang string, diags []formats.Diagnostic) string {
	var said []string
	for _, d := range diags {
		text, _ := i18n.DiagText(lang, d)
		said = append(said, text)
	}
	return strings.Join(said, " ")
}
