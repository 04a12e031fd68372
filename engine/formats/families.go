package formats

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/pgn"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/uscf"
)

// The readers of the family packages as the rows of formatTable call them.

func readPGNInput(in *input) *engine.Event { return pgn.Read(in.Reader) }

func readUSCFInput(in *input) *engine.Event { return uscf.Read(in.Reader) }

func readStripsInput(in *input) *engine.Event { return strip.Read(in.Reader) }

func readPairingsInput(in *input) *engine.Event { return pairings.Read(in.Reader) }

func readGridInput(in *input) *engine.Event { return grid.Read(in.Reader) }

func readChessResultsInput(in *input) *engine.Event { return chessresults.Read(in.Reader) }

func readSwissPerfectInput(in *input) *engine.Event { return readSwissPerfect(in.Reader) }

func readTeamChessResultsInput(in *input) *engine.Event { return readTeamChessResults(in.Reader) }

func readTeamGridInput(in *input) *engine.Event { return readTeamGrid(in.Reader) }
