package msg

// The format detector's findings (docs/formats.md §4): the name of a
// format and what a detector recognised, which the question Q-FORMAT
// cites (AskFormat) when the text fits two formats.

// The reasons of the detectors.
var (
	familyDetect = &family{"detect."}

	DetectTRF            = ID{familyDetect, "trf", 1}
	DetectPGN            = ID{familyDetect, "pgn", 1}
	DetectChessResults   = ID{familyDetect, "chess-results", 1}
	DetectGridEmpty      = ID{familyDetect, "grid-empty", 1}
	DetectGridMarker     = ID{familyDetect, "grid-marker", 1}
	DetectGridNoDiagonal = ID{familyDetect, "grid-no-diagonal", 0}
	DetectRoundResults   = ID{familyDetect, "round-results", 0}
	DetectStrip          = ID{familyDetect, "strip", 1}
	DetectSwissPerfect   = ID{familyDetect, "swissperfect", 1}
	DetectSPHeader       = ID{familyDetect, "swissperfect-header", 0}
	DetectUSCF           = ID{familyDetect, "uscf", 1}
	DetectPairings       = ID{familyDetect, "pairings", 2}
	DetectTeamCR         = ID{familyDetect, "team-chess-results", 1}
	DetectTeamGrid       = ID{familyDetect, "team-grid", 1}
	DetectGridDash       = ID{familyDetect, "grid-dash", 1}
	DetectVega           = ID{familyDetect, "vega", 1}
	DetectPapi           = ID{familyDetect, "papi", 1}
	DetectPairingTable   = ID{familyDetect, "pairing-table", 1}
	// DetectPairingStandings is a standings table without its pairings.
	DetectPairingStandings = ID{familyDetect, "pairing-standings", 0}
	// DetectPairingBetween is pairings with the result between the
	// names (docs/formats.md §12.3).
	DetectPairingBetween = ID{familyDetect, "pairing-between", 1}
)

// AskFormat is the question Q-FORMAT: the two formats' names
// (FormatName) and reasons, each cited.
var AskFormat = ID{familyAsk, "Q-FORMAT", 4}

// The names of the formats, by the format's id (formats.Format's String).
var familyFormatName = &family{"formatname."}

// The names of the formats (formatname.*), one per format id.
var (
	FormatNameAuto             = ID{familyFormatName, "auto", 0}
	FormatNameTrf              = ID{familyFormatName, "trf", 0}
	FormatNameStrip            = ID{familyFormatName, "strip", 0}
	FormatNameGrid             = ID{familyFormatName, "grid", 0}
	FormatNameChessResults     = ID{familyFormatName, "chess-results", 0}
	FormatNameSwissperfect     = ID{familyFormatName, "swissperfect", 0}
	FormatNameUscf             = ID{familyFormatName, "uscf", 0}
	FormatNamePgn              = ID{familyFormatName, "pgn", 0}
	FormatNamePairings         = ID{familyFormatName, "pairings", 0}
	FormatNameTeamChessResults = ID{familyFormatName, "team-chess-results", 0}
	FormatNameTeamGrid         = ID{familyFormatName, "team-grid", 0}
	FormatNameRoundResults     = ID{familyFormatName, "round-results", 0}
)

// formatNames are the names of the formats, each found by its code, the
// format's id.
var formatNames = []*ID{
	&FormatNameAuto, &FormatNameTrf, &FormatNameStrip, &FormatNameGrid, &FormatNameChessResults,
	&FormatNameSwissperfect, &FormatNameUscf, &FormatNamePgn, &FormatNamePairings,
	&FormatNameTeamChessResults, &FormatNameTeamGrid, &FormatNameRoundResults,
}

// FormatName returns the message naming the format whose id is id
// ("chess-results"); the zero message for an unknown id.
func FormatName(id string) Message { return named(formatNames, id) }

// The formats in the list of E-FORMAT-UNKNOWN ("Supported: ..."): each
// format's name with an example of its cells, by the format's id, in the
// order of formats.Supported.
var familyFormatSupported = &family{"formatsupported."}

// The phrases of the formats in that list (formatsupported.*), one per
// format the readers read.
var (
	FormatSupportedTrf              = ID{familyFormatSupported, "trf", 0}
	FormatSupportedStrip            = ID{familyFormatSupported, "strip", 0}
	FormatSupportedChessResults     = ID{familyFormatSupported, "chess-results", 0}
	FormatSupportedGrid             = ID{familyFormatSupported, "grid", 0}
	FormatSupportedSwissperfect     = ID{familyFormatSupported, "swissperfect", 0}
	FormatSupportedUscf             = ID{familyFormatSupported, "uscf", 0}
	FormatSupportedPgn              = ID{familyFormatSupported, "pgn", 0}
	FormatSupportedPairings         = ID{familyFormatSupported, "pairings", 0}
	FormatSupportedTeamChessResults = ID{familyFormatSupported, "team-chess-results", 0}
	FormatSupportedTeamGrid         = ID{familyFormatSupported, "team-grid", 0}
)

// formatSupported are the phrases of the formats, each found by its code,
// the format's id.
var formatSupported = []*ID{
	&FormatSupportedTrf, &FormatSupportedStrip, &FormatSupportedChessResults, &FormatSupportedGrid,
	&FormatSupportedSwissperfect, &FormatSupportedUscf, &FormatSupportedPgn, &FormatSupportedPairings,
	&FormatSupportedTeamChessResults, &FormatSupportedTeamGrid,
}

// FormatSupported returns the phrase of the format whose id is id in the
// list of E-FORMAT-UNKNOWN; the zero message for an id without one.
func FormatSupported(id string) Message { return named(formatSupported, id) }
