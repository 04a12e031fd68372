package msg

// The format detector's findings (docs/formats.md §4): the name of a
// format and what a detector recognised, which the question Q-FORMAT
// cites (AskFormat) when the text fits two formats.

// The reasons of the detectors.
var (
	familyDetect = &family{"detect."}

	DetectTRF            = declare(familyDetect, "trf", 1)
	DetectPGN            = declare(familyDetect, "pgn", 1)
	DetectChessResults   = declare(familyDetect, "chess-results", 1)
	DetectGridEmpty      = declare(familyDetect, "grid-empty", 1)
	DetectGridMarker     = declare(familyDetect, "grid-marker", 1)
	DetectGridNoDiagonal = declare(familyDetect, "grid-no-diagonal", 0)
	DetectRoundResults   = declare(familyDetect, "round-results", 0)
	DetectStrip          = declare(familyDetect, "strip", 1)
	DetectSwissPerfect   = declare(familyDetect, "swissperfect", 1)
	DetectSPHeader       = declare(familyDetect, "swissperfect-header", 0)
	DetectUSCF           = declare(familyDetect, "uscf", 1)
	DetectPairings       = declare(familyDetect, "pairings", 2)
	DetectTeamCR         = declare(familyDetect, "team-chess-results", 1)
	DetectTeamGrid       = declare(familyDetect, "team-grid", 1)
	DetectGridDash       = declare(familyDetect, "grid-dash", 1)
	DetectVega           = declare(familyDetect, "vega", 1)
	DetectPairingTable   = declare(familyDetect, "pairing-table", 1)
	// DetectPairingStandings is a standings table without its pairings.
	DetectPairingStandings = declare(familyDetect, "pairing-standings", 0)
)

// AskFormat is the question Q-FORMAT: the two formats' names
// (FormatName) and reasons, each cited.
var AskFormat = declare(familyAsk, "Q-FORMAT", 4)

// The names of the formats, by the format's id (formats.Format's String).
var (
	familyFormatName = &family{"formatname."}
	formatNames      = map[string]ID{}
)

func init() {
	for _, id := range []string{"auto", "trf", "strip", "grid", "chess-results", "swissperfect", "uscf", "pgn", "pairings",
		"team-chess-results", "team-grid", "round-results"} {
		formatNames[id] = declare(familyFormatName, id, 0)
	}
}

// FormatName returns the message naming the format whose id is id
// ("chess-results"); the zero message for an unknown id.
func FormatName(id string) Message {
	n, ok := formatNames[id]
	if !ok {
		return Message{}
	}
	return Message{ID: n}
}
