package app

import (
	"bytes"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// trfWriterAvailable reports whether the TRF26 export is offered.
const trfWriterAvailable = true

// writeTRF exports the event of st as TRF26 with the applied tie-break list
// (record 202) and the computed ranks, as `spareggi -o trf` does.
func writeTRF(st *engine.Standings) ([]byte, error) {
	var b bytes.Buffer
	_, err := formats.WriteTRFStandings(&b, st)
	return b.Bytes(), err
}
