package formats

import "github.com/spareggi/spareggi/engine"

// The readers of the family packages as the rows of formatTable call them.

func readPGNInput(in *input) *engine.Event { return readPGN(in.Reader) }

func readUSCFInput(in *input) *engine.Event { return readUSCF(in.Reader) }
