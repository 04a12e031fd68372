package msg

// The declared messages, by family; the number is how many values each
// cites (Arity). Their sentences are in en.go, it.go and es.go.

// The errors of the engine and of the user interfaces' requests.
var (
	ErrBoardsIndividual     = ID{familyErr, "boards-individual", 0}
	ErrBoardsMin            = ID{familyErr, "boards-min", 1}
	ErrBoardsNone           = ID{familyErr, "boards-none", 0}
	ErrCompareNothing       = ID{familyErr, "compare-nothing", 0}
	ErrEditionUnknown       = ID{familyErr, "edition-unknown", 2}
	ErrExplainCol           = ID{familyErr, "explain-col", 2}
	ErrExplainStart         = ID{familyErr, "explain-start", 1}
	ErrExplainTooLarge      = ID{familyErr, "explain-too-large", 5}
	ErrListAndPreset        = ID{familyErr, "list-and-preset", 0}
	ErrNeedsBoards          = ID{familyErr, "needs-boards", 1}
	ErrNeedsColours         = ID{familyErr, "needs-colours", 1}
	ErrNeedsRounds          = ID{familyErr, "needs-rounds", 1}
	ErrNeedsStartNos        = ID{familyErr, "needs-startnos", 1}
	ErrPresetUnknown        = ID{familyErr, "preset-unknown", 2}
	ErrPrintedNone          = ID{familyErr, "printed-none", 0}
	ErrPrintedTooMany       = ID{familyErr, "printed-too-many", 2}
	ErrRatingTeam           = ID{familyErr, "rating-team", 1}
	ErrRoundIncomplete      = ID{familyErr, "round-incomplete", 2}
	ErrRoundRange           = ID{familyErr, "round-range", 2}
	ErrTBEmpty              = ID{familyErr, "tb-empty", 0}
	ErrTBModifierCut        = ID{familyErr, "tb-modifier-cut", 3}
	ErrTBModifierEmpty      = ID{familyErr, "tb-modifier-empty", 1}
	ErrTBModifierLimit      = ID{familyErr, "tb-modifier-limit", 2}
	ErrTBModifierNoArg      = ID{familyErr, "tb-modifier-noarg", 3}
	ErrTBModifierPositive   = ID{familyErr, "tb-modifier-positive", 2}
	ErrTBModifierRefused    = ID{familyErr, "tb-modifier-refused", 3}
	ErrTBModifierUnknown    = ID{familyErr, "tb-modifier-unknown", 2}
	ErrTBModifierUnrated    = ID{familyErr, "tb-modifier-unrated", 2}
	ErrTBModifierVersion    = ID{familyErr, "tb-modifier-version", 2}
	ErrTBScoreRefused       = ID{familyErr, "tb-score-refused", 2}
	ErrTBScoreUnknown       = ID{familyErr, "tb-score-unknown", 2}
	ErrTBUnknown            = ID{familyErr, "tb-unknown", 2}
	ErrTeamCode             = ID{familyErr, "team-code", 1}
	ErrTeamScore            = ID{familyErr, "team-score", 1}
	ErrTooManyAnswers       = ID{familyErr, "too-many-answers", 2}
	ErrTooManyCompare       = ID{familyErr, "too-many-compare", 2}
	ErrTooManyLots          = ID{familyErr, "too-many-lots", 2}
	ErrTooManyPrizes        = ID{familyErr, "too-many-prizes", 2}
	ErrTooManyTiebreaks     = ID{familyErr, "too-many-tiebreaks", 2}
	ErrTooManyTyped         = ID{familyErr, "too-many-typed", 2}
	ErrUnratedRange         = ID{familyErr, "unrated-range", 1}
	ErrWhatifNone           = ID{familyErr, "whatif-none", 0}
	ErrWhatifSize           = ID{familyErr, "whatif-size", 4}
	ErrWhatifTooMany        = ID{familyErr, "whatif-too-many", 3}
	ErrWhatifTooManyMatches = ID{familyErr, "whatif-too-many-matches", 2}
	ErrWhatifWork           = ID{familyErr, "whatif-work", 5}
	// The fields of a request (internal/request) refused.
	ErrFieldNotWith   = ID{familyErr, "field-not-with", 1}
	ErrRoundField     = ID{familyErr, "round-field", 1}
	ErrUnratedField   = ID{familyErr, "unrated-field", 2}
	ErrExplainField   = ID{familyErr, "explain-field", 1}
	ErrLotsStart      = ID{familyErr, "lots-start", 1}
	ErrLotsEmpty      = ID{familyErr, "lots-empty", 0}
	ErrBoardsMinField = ID{familyErr, "boards-min-field", 1}
	ErrPrizesField    = ID{familyErr, "prizes-field", 0}
	ErrCompareItem    = ID{familyErr, "compare-item", 3}
	ErrModeUnknown    = ID{familyErr, "mode-unknown", 2}
	ErrSystemUnknown  = ID{familyErr, "system-unknown", 1}
	ErrNoPlayers      = ID{familyErr, "no-players", 0}
	ErrFileList       = ID{familyErr, "file-list", 2}
	ErrRangeAmount    = ID{familyErr, "range-amount", 4}
	ErrRangeUnit      = ID{familyErr, "range-unit", 4}
	ErrRangeUnrated   = ID{familyErr, "range-unrated", 3}
	// The season standings (engine/season, docs/season.md).
	ErrSeasonEvents  = ID{familyErr, "season-events", 2}
	ErrSeasonPlayers = ID{familyErr, "season-players", 2}
	ErrSeasonNone    = ID{familyErr, "season-none", 0}
	ErrSeasonTeam    = ID{familyErr, "season-team", 1}
	ErrSeasonPoints  = ID{familyErr, "season-points", 1}
	ErrSeasonKey     = ID{familyErr, "season-key", 2}
	ErrSeasonCount   = ID{familyErr, "season-count", 3}
	ErrSeasonWeight  = ID{familyErr, "season-weight", 1}
	ErrSeasonTied    = ID{familyErr, "season-tied", 1}
	ErrSeasonRating  = ID{familyErr, "season-rating", 1}
)

// The notes of an explanation or of a report.
var (
	NoteAdjusted            = ID{familyNote, "adjusted", 0}
	NoteArranzColourUnknown = ID{familyNote, "arz-colour-unknown", 0}
	NoteBoardsGuess         = ID{familyNote, "boards-guess", 1}
	NoteBoardsUnrated       = ID{familyNote, "boards-unrated", 1}
	NoteBQCoefficient       = ID{familyNote, "bq-coefficient", 1}
	NoteCountBoards         = ID{familyNote, "count-boards", 1}
	NoteCumUnplayedWin      = ID{familyNote, "cum-unplayed-win", 0}
	NoteDummy               = ID{familyNote, "dummy", 0}
	NoteDummy2026           = ID{familyNote, "dummy2026", 0}
	NoteFore                = ID{familyNote, "fore", 1}
	NoteForeSame            = ID{familyNote, "fore-same", 0}
	NoteHalfOwn             = ID{familyNote, "halfown", 0}
	NoteKoyaLimit           = ID{familyNote, "koya-limit", 2}
	NoteLotPosition         = ID{familyNote, "lot-position", 1}
	NoteMSCMissing          = ID{familyNote, "msc-missing", 1}
	NoteOBHProduct          = ID{familyNote, "obh-product", 3}
	NoteOTBHalf             = ID{familyNote, "otbhalf", 0}
	NoteOwnForfeit          = ID{familyNote, "ownforfeit", 0}
	NoteRROBlock            = ID{familyNote, "rro-block", 3}
	NoteRROClass            = ID{familyNote, "rro-class", 3}
	NoteRRORest             = ID{familyNote, "rro-rest", 1}
	NoteSelf                = ID{familyNote, "self", 0}
	NoteSEQLevel            = ID{familyNote, "seq-level", 2}
	NoteSSSC                = ID{familyNote, "sssc", 4}
	NoteTPRTier             = ID{familyNote, "tpr-tier", 1}
	NoteUnratedDropped      = ID{familyNote, "unrated-dropped", 0}
	NoteUSCFDiscardsEven    = ID{familyNote, "uscf-discards-even", 2}
	NoteUSCFDiscardsMinus   = ID{familyNote, "uscf-discards-minus", 2}
	NoteUSCFDiscardsPlus    = ID{familyNote, "uscf-discards-plus", 2}
	NoteVirtual             = ID{familyNote, "virtual", 0}
	NoteZero                = ID{familyNote, "zero", 0}
)

// The warnings of the standings.
var (
	WarnBoardsKO  = ID{familyWarn, "boards-ko", 1}
	WarnPostponed = ID{familyWarn, "postponed", 3}
	WarnPreset    = ID{familyWarn, "preset", 2}
	// The print of the source (docs/tiebreaks.md, decision 55).
	WarnPrintedRules    = ID{familyWarn, "printed-rules", 3}
	WarnPrintedList     = ID{familyWarn, "printed-list", 5}
	WarnPrintedClosest  = ID{familyWarn, "printed-closest", 3}
	WarnPrintedLeftOut  = ID{familyWarn, "printed-left-out", 1}
	WarnPrintedRanking  = ID{familyWarn, "printed-ranking", 3}
	WarnPrintedDeferred = ID{familyWarn, "printed-deferred", 2}
	WarnRRBuchholz      = ID{familyWarn, "rr-buchholz", 1}
	WarnUnrated         = ID{familyWarn, "unrated", 1}
)

// The reasons for the rule edition.
var (
	ReasonEditionAfter   = ID{familyReason, "edition-after", 2}
	ReasonEditionBefore  = ID{familyReason, "edition-before", 2}
	ReasonEditionChosen  = ID{familyReason, "edition-chosen", 0}
	ReasonEditionNoDate  = ID{familyReason, "edition-nodate", 0}
	ReasonEditionPreset  = ID{familyReason, "edition-preset", 1}
	ReasonEditionPrinted = ID{familyReason, "edition-printed", 0}
)

// The reasons for the pairing system (docs/formats.md §5.3) and for the
// tie-break list (docs/tiebreaks.md, decision 42).
var (
	ReasonSystemChosen       = ID{familyReason, "system-chosen", 0}
	ReasonSystemStated       = ID{familyReason, "system-stated", 0}
	ReasonSystemTRF192       = ID{familyReason, "system-trf192", 1}
	ReasonSystemTRF092       = ID{familyReason, "system-trf092", 1}
	ReasonSystemGrid         = ID{familyReason, "system-grid", 0}
	ReasonSystemGridDouble   = ID{familyReason, "system-grid-double", 0}
	ReasonSystemTeamGrid     = ID{familyReason, "system-team-grid", 0}
	ReasonSystemTeamGridDbl  = ID{familyReason, "system-team-grid-double", 0}
	ReasonSystemData         = ID{familyReason, "system-data", 0}
	ReasonSystemPlayersOnce  = ID{familyReason, "system-players-once", 0}
	ReasonSystemPlayersTwice = ID{familyReason, "system-players-twice", 0}
	ReasonSystemPlayersNot   = ID{familyReason, "system-players-not", 0}
	ReasonSystemTeamsOnce    = ID{familyReason, "system-teams-once", 0}
	ReasonSystemTeamsTwice   = ID{familyReason, "system-teams-twice", 0}
	ReasonSystemTeamsNot     = ID{familyReason, "system-teams-not", 0}
	ReasonSystemRoundsRR     = ID{familyReason, "system-rounds-rr", 0}
	ReasonSystemRoundsDRR    = ID{familyReason, "system-rounds-drr", 0}
	ReasonSystemRoundsNotRR  = ID{familyReason, "system-rounds-not-rr", 0}
	ReasonSystemPairingsNot  = ID{familyReason, "system-pairings-not", 0}
	ReasonListUser           = ID{familyReason, "list-user", 0}
	ReasonListPreset         = ID{familyReason, "list-preset", 1}
	ReasonListFile           = ID{familyReason, "list-file", 1}
	ReasonListDefault        = ID{familyReason, "list-default", 1}
	ReasonListPrinted        = ID{familyReason, "list-printed", 3}
)

// The reasons of the printed check for a column or a value.
var (
	PrintedEmpty       = ID{familyPrinted, "printed-empty", 0}
	PrintedLastDigit   = ID{familyPrinted, "printed-last-digit", 0}
	PrintedNoRule      = ID{familyPrinted, "printed-no-rule", 0}
	PrintedNotHint     = ID{familyPrinted, "printed-not-hint", 2}
	PrintedOppUnplayed = ID{familyPrinted, "printed-opp-unplayed", 1}
	PrintedOtherRule   = ID{familyPrinted, "printed-other-rule", 1}
	PrintedOwnUnplayed = ID{familyPrinted, "printed-own-unplayed", 1}
	PrintedRounding    = ID{familyPrinted, "printed-rounding", 1}
	PrintedTooLarge    = ID{familyPrinted, "printed-too-large", 1}
	PrintedUnreadable  = ID{familyPrinted, "printed-unreadable", 1}
	PrintedZeros       = ID{familyPrinted, "printed-zeros", 0}
)

// The notes of the printed check on a column's rounding, when the column
// does not name a program whose rounding is known (docs/tiebreaks.md §15,
// decision 61): PrintedRoundingFound, the convention that reproduces the
// most printed values (the tie-break, the convention, the decimals, how
// many agree, of how many); PrintedRoundingAlike, several conventions that
// each reproduce every value (cited as a list, Or). The conventions and
// the decimals are cited as messages: "half to even", "to one decimal".
var (
	PrintedRoundingFound = ID{familyPrinted, "printed-rounding-found", 5}
	PrintedRoundingAlike = ID{familyPrinted, "printed-rounding-alike", 5}
	RoundingHalfUp       = ID{familyPrinted, "rounding.half-up", 0}
	RoundingHalfEven     = ID{familyPrinted, "rounding.half-even", 0}
	RoundingTowardZero   = ID{familyPrinted, "rounding.toward-zero", 0}
	RoundingFloor        = ID{familyPrinted, "rounding.floor", 0}
	RoundingToUnits      = ID{familyPrinted, "rounding.to-units", 0}
	RoundingToOne        = ID{familyPrinted, "rounding.to-one", 0}
	RoundingToDecimals   = ID{familyPrinted, "rounding.to-decimals", 1}
)

// The readers' and the TRF writer's messages that cite values, keyed by
// their diagnostic code (engine/formats/scan/codes.go) and, for a variant, a
// suffix ("E-TRF-TRUNCATED/missing"); the other diagnostics are worded by
// their code's sentence in the user interfaces' catalogues.
var (
	ReaderTRFTruncated = ID{familyReader, "E-TRF-TRUNCATED", 5}
	// ReaderFormatUnknown is E-FORMAT-UNKNOWN: the first lines quoted, and
	// the list of the formats (FormatSupported of each, And).
	ReaderFormatUnknown = ID{familyReader, "E-FORMAT-UNKNOWN", 2}
	// ReaderFormatUnknownBlank is E-FORMAT-UNKNOWN of a text without a
	// line to quote: the list of the formats.
	ReaderFormatUnknownBlank  = ID{familyReader, "E-FORMAT-UNKNOWN/blank", 1}
	ReaderTRFTruncatedMissing = ID{familyReader, "E-TRF-TRUNCATED/missing", 6}
	ReaderWritePending        = ID{familyReader, "W-WRITE-PENDING", 2}
	ReaderCRTitleRounds       = ID{familyReader, "W-CR-TITLE-ROUNDS", 3}
	ReaderXLSXPartMissing     = ID{familyReader, "E-XLSX-PART/missing", 1}
)

// TRF, strips, checks, questions (rdmsg2).
//
// The readers' questions (docs/formats.md §13), keyed by the question's
// code and, for a variant, a suffix ("Q-BYE/one"): formats.Question.Text
// is the English of one of them.
var (
	AskByeOne      = ID{familyAsk, "Q-BYE/one", 3}
	AskByeShared   = ID{familyAsk, "Q-BYE/shared", 4}
	AskBerger      = ID{familyAsk, "Q-BERGER", 1}
	AskScale       = ID{familyAsk, "Q-SCALE", 2}
	AskNameSplit   = ID{familyAsk, "Q-NAME-SPLIT", 3}
	AskForfeit     = ID{familyAsk, "Q-FORFEIT", 3}
	AskByePGN      = ID{familyAsk, "Q-BYE-PGN", 2}
	AskScoring310  = ID{familyAsk, "Q-SCORING/3-1-0", 2}
	AskScoring210  = ID{familyAsk, "Q-SCORING/2-1-0", 2}
	AskScoringHalf = ID{familyAsk, "Q-SCORING/pab-half", 2}
	AskSPBonus     = ID{familyAsk, "Q-SP-BONUS", 3}
	AskTRFByes     = ID{familyAsk, "Q-TRF-BYES", 4}
	AskRounds      = ID{familyAsk, "Q-ROUNDS", 0}
	AskSheet       = ID{familyAsk, "Q-SHEET", 1}
	// AskSeasonMatch asks whether a player of an event of a season is a
	// player of an earlier event (engine/season): the name, the
	// federation and rating, the event.
	AskSeasonMatch = ID{familyAsk, "Q-SEASON-MATCH", 3}
)

// TRF, strips, checks, questions (rdmsg2): the readers' diagnostics.
var (
	ReaderEncodingMixed       = ID{familyReader, "W-ENCODING-MIXED/trf", 2}
	ReaderTRFNoPlayers        = ID{familyReader, "E-TRF-NO-PLAYERS/none", 0}
	ReaderVegaTdf             = ID{familyReader, "E-VEGA-TDF/tdf", 0}
	ReaderTRFOnlyPseudo       = ID{familyReader, "E-TRF-NO-PLAYERS/pseudo", 0}
	ReaderPseudoPlayer        = ID{familyReader, "W-PSEUDO-PLAYER/bye", 2}
	ReaderTRFRoundsMax        = ID{familyReader, "W-TRF-ROUNDS/max", 4}
	ReaderTRFRoundsFewer      = ID{familyReader, "W-TRF-ROUNDS/fewer", 3}
	ReaderTRFRoundsXXR        = ID{familyReader, "W-TRF-ROUNDS/xxr", 4}
	ReaderTRFInProgress       = ID{familyReader, "I-TRF-IN-PROGRESS/rounds", 2}
	ReaderTRFInProgressOne    = ID{familyReader, "I-TRF-IN-PROGRESS/one", 1} // one round played
	ReaderTRFXXZStartNo       = ID{familyReader, "W-TRF-FIELD/xxz", 1}
	ReaderTRFMemberStartNo    = ID{familyReader, "W-TRF-FIELD/member", 3}
	ReaderTRF240Layout        = ID{familyReader, "W-TRF-240/layout", 1}
	ReaderTRF240StartNo       = ID{familyReader, "W-TRF-240/startno", 1}
	ReaderTRF240Differs       = ID{familyReader, "W-TRF-240/differs", 5}
	ReaderTRF299              = ID{familyReader, "W-TRF-299/layout", 1}
	ReaderCounts062           = ID{familyReader, "I-COUNTS/062", 2}
	ReaderCounts072           = ID{familyReader, "I-COUNTS/072", 2}
	ReaderTRFColumn4          = ID{familyReader, "W-TRF-FIELD/column4", 1}
	ReaderTRFDuplicate        = ID{familyReader, "W-TRF-DUPLICATE/record", 2}
	ReaderTRFRoundsField      = ID{familyReader, "W-TRF-FIELD/rounds", 2}
	ReaderTRFDate             = ID{familyReader, "W-TRF-FIELD/date", 1}
	ReaderTbSeparator         = ID{familyReader, "W-TB-LEGACY/separator", 3}
	ReaderTbOldName           = ID{familyReader, "W-TB-LEGACY/name", 2}
	ReaderTbUnknown           = ID{familyReader, "W-TB-UNKNOWN/mtb26", 2}
	ReaderTbConflict          = ID{familyReader, "W-TB-CONFLICT/212", 3}
	ReaderTRFScore            = ID{familyReader, "W-TRF-FIELD/score", 2}
	ReaderTRF162Pair          = ID{familyReader, "W-TRF-162/pair", 2}
	ReaderTRF162Layout        = ID{familyReader, "I-TRF-162-LAYOUT/pairs", 0}
	ReaderTRFXXSItem          = ID{familyReader, "W-TRF-XXS/item", 1}
	ReaderScoringConflict     = ID{familyReader, "W-SCORING-CONFLICT/xxs", 3}
	ReaderTRF310              = ID{familyReader, "W-TRF-FIELD/310", 1}
	ReaderTeam013310          = ID{familyReader, "W-TEAM-013-310/members", 1}
	ReaderTRF320              = ID{familyReader, "W-TRF-FIELD/320", 1}
	ReaderTRF330              = ID{familyReader, "W-TRF-FIELD/330", 1}
	ReaderPairingsNone        = ID{familyReader, "E-PAIRINGS-NONE/none", 0}
	ReaderLineSkipped         = ID{familyReader, "W-LINE-SKIPPED/pairings", 2}
	ReaderLineSkippedRow      = ID{familyReader, "W-LINE-SKIPPED/row", 2}
	ReaderLineSkippedAfter    = ID{familyReader, "W-LINE-SKIPPED/after", 2}
	ReaderLineSkippedText     = ID{familyReader, "W-LINE-SKIPPED/text", 2}
	ReaderLineSkippedTRF      = ID{familyReader, "W-LINE-SKIPPED/trf", 2}
	ReaderPairingsInterleaved = ID{familyReader, "E-PAIRINGS-INTERLEAVED/headings", 3}
	ReaderPairingsSelf        = ID{familyReader, "E-SELF-PAIRING/pairings", 2}
	ReaderPairingsStartNo     = ID{familyReader, "I-PAIRINGS-STARTNO/derived", 0}
	// ReaderPairingsRests is a complete round robin of an odd number of
	// players (1) whose lines without an opponent (2) have no score: each
	// is the round the player rests, 0 points.
	ReaderPairingsRests = ID{familyReader, "I-PAIRINGS-RESTS/round-robin", 2}
	ReaderPairingsTwice = ID{familyReader, "E-PAIRINGS-TWICE/round", 4}
	// ReaderPairingsMissingRounds is a round whose rows print the points
	// before it, not all 0, in a text holding no earlier round: line (1),
	// column (2), the player (3), his points (4), the round (5).
	// ReaderPairingsPagesOrder is a round of pages pasted without round
	// headings (decision 89) whose points printed before it differ from
	// those the rounds before it in the text give: the same, then the
	// points of the earlier rounds (6).
	ReaderPairingsMissingRounds = ID{familyReader, "E-PAIRINGS-MISSING-ROUNDS/points", 5}
	ReaderPairingsPagesOrder    = ID{familyReader, "E-PAIRINGS-MISSING-ROUNDS/order", 6}
	ReaderPGNNone               = ID{familyReader, "E-PGN-NONE/none", 0}
	ReaderPGNNoMoves            = ID{familyReader, "I-PGN-NO-MOVES/played", 1}
	ReaderPGNByes               = ID{familyReader, "W-PGN-BYES/check", 0}
	ReaderPGNStartNo            = ID{familyReader, "I-PGN-STARTNO/derived", 0}
	ReaderPGNRound              = ID{familyReader, "E-PGN-ROUND/missing", 1}
	ReaderPGNResult             = ID{familyReader, "E-PGN-RESULT/result", 2}
	ReaderPGNDuplicate          = ID{familyReader, "I-PGN-DUPLICATE/n", 2}
	ReaderPGNDuplicateOne       = ID{familyReader, "I-PGN-DUPLICATE/one", 1}
	ReaderPGNConflict           = ID{familyReader, "W-PGN-DUPLICATE-CONFLICT/first", 1}
	ReaderPGNSimilarNames       = ID{familyReader, "W-PGN-SIMILAR-NAMES/kept", 1}
	ReaderWriteScoring          = ID{familyReader, "W-WRITE-SCORING/xxs", 0}
	ReaderWriteNameCut          = ID{familyReader, "W-WRITE-NAME-CUT/n", 1}
	ReaderWriteNameCutOne       = ID{familyReader, "W-WRITE-NAME-CUT/one", 0}
	ReaderWriteNameChar         = ID{familyReader, "W-WRITE-NAME-CHAR/n", 1}
	ReaderWriteNameCharOne      = ID{familyReader, "W-WRITE-NAME-CHAR/one", 0}
	ReaderWriteNoColour         = ID{familyReader, "W-WRITE-NO-COLOUR/n", 1}
	ReaderWriteNoColourOne      = ID{familyReader, "W-WRITE-NO-COLOUR/one", 0}
	ReaderStripNokey            = ID{familyReader, "W-STRIP-NOKEY/n", 0}
	ReaderStripNokeyOne         = ID{familyReader, "W-STRIP-NOKEY/one", 0}
	ReaderStripFlattened        = ID{familyReader, "W-STRIP-FLATTENED/rows", 1}
	ReaderStripColours          = ID{familyReader, "E-STRIP-COLOURS/wn", 0}
	ReaderStripCellsRow         = ID{familyReader, "E-STRIP-CELLS/row", 3}
	ReaderStripCell             = ID{familyReader, "E-STRIP-CELL/cell", 3}
	ReaderStripCellDraws        = ID{familyReader, "E-STRIP-CELL/draws", 3}
	ReaderStripCellVirtual      = ID{familyReader, "E-STRIP-CELL/virtual", 3}
	ReaderStripCellsLine        = ID{familyReader, "E-STRIP-CELLS/line", 4}
	ReaderStripScore            = ID{familyReader, "E-STRIP-SCORE/score", 2}
	ReaderStripMarker           = ID{familyReader, "I-STRIP-MARKER/name", 1}
	ReaderStripNone             = ID{familyReader, "E-STRIP-NONE/none", 0}
	ReaderExtraTable            = ID{familyReader, "W-TABLE-SKIPPED/unused", 1}
	ReaderExtraTableError       = ID{familyReader, "W-TABLE-SKIPPED/error", 2}
	ReaderStartNoInvalid        = ID{familyReader, "E-DUP-STARTNO/invalid", 1}
	ReaderStartNoTwice          = ID{familyReader, "E-DUP-STARTNO/twice", 2}
	ReaderOpponentZero          = ID{familyReader, "E-OPPONENT-RANGE/zero", 3}
	ReaderSelfOpponent          = ID{familyReader, "E-SELF-PAIRING/round", 2}
	ReaderRefMissing            = ID{familyReader, "E-REF-MISSING/n", 3}
	ReaderRefMissingOne         = ID{familyReader, "E-REF-MISSING/one", 2}
	ReaderScoringColour         = ID{familyReader, "E-SCORING-COLOUR/kind", 2}
	ReaderInputTooLargeStream   = ID{familyReader, "E-INPUT-TOO-LARGE/stream", 1}
	ReaderInputTooLarge         = ID{familyReader, "E-INPUT-TOO-LARGE/size", 2}
	ReaderInputPDF              = ID{familyReader, "E-INPUT-BINARY/pdf", 0}
	ReaderInputZip              = ID{familyReader, "E-INPUT-BINARY/zip", 0}
	ReaderInputOLE              = ID{familyReader, "E-INPUT-BINARY/ole", 0}
	ReaderInputNUL              = ID{familyReader, "E-INPUT-BINARY/nul", 1}
	ReaderInputNULUTF16         = ID{familyReader, "E-INPUT-BINARY/nul-utf16", 1}
	ReaderLineTooLong           = ID{familyReader, "E-INPUT-LINE-TOO-LONG/bytes", 3}
	ReaderTooManyFields         = ID{familyReader, "E-TOO-MANY-ROUNDS/fields", 3}
	ReaderInternal              = ID{familyReader, "E-INTERNAL/reader", 2}
	ReaderNoOpponents           = ID{familyReader, "E-NO-OPPONENTS/round-results", 0}
	ReaderNoResults             = ID{familyReader, "E-NO-RESULTS/rows", 0}
	ReaderUSScore               = ID{familyReader, "E-US-SCORE/total", 2}
	ReaderUSNone                = ID{familyReader, "E-US-NONE/none", 0}
	ReaderWriteTeamBoards       = ID{familyReader, "E-WRITE-TEAM-BOARDS/trf", 0}
	ReaderOpponentDigits        = ID{familyReader, "E-OPPONENT-RANGE/digits", 4}
	ReaderTRFTab                = ID{familyReader, "E-TRF-TAB/tab", 1}
	ReaderTRFShort              = ID{familyReader, "E-TRF-SHORT/startno", 2}
	ReaderTRFStartNo            = ID{familyReader, "E-TRF-STARTNO/range", 1}
	ReaderTRFAlign              = ID{familyReader, "E-TRF-ALIGN/column", 4}
	ReaderTRFAlignRange         = ID{familyReader, "E-TRF-ALIGN/columns", 5}
	ReaderTRFSelf               = ID{familyReader, "E-SELF-PAIRING/trf", 2}
	ReaderTRFRefMissing         = ID{familyReader, "E-REF-MISSING/trf", 2}
	ReaderTRFDupStartNo         = ID{familyReader, "E-DUP-STARTNO/trf", 3}
	ReaderScoringRange          = ID{familyReader, "E-SCORING-RANGE/record", 3}
	ReaderTeamNumber            = ID{familyReader, "E-TEAM-NUMBER/310", 2}
	ReaderDateAssumed           = ID{familyReader, "I-DATE-ASSUMED/date", 3}
	ReaderDateAmbiguous         = ID{familyReader, "W-DATE-AMBIGUOUS/date", 3}
	ReaderTRFBlocks             = ID{familyReader, "E-INPUT-TOO-LARGE/blocks", 3}
	ReaderTRFPrecision          = ID{familyReader, "E-SCORE-PRECISION/trf", 2}
	ReaderTRFOpponent           = ID{familyReader, "E-TRF-OPPONENT/block", 5}
	ReaderTRFColour             = ID{familyReader, "E-TRF-COLOUR/block", 3}
	ReaderTRFResult             = ID{familyReader, "E-TRF-RESULT/block", 3}
	ReaderTRFAlignLayout        = ID{familyReader, "E-TRF-ALIGN/column-layout", 4}
	ReaderTRFAlignRangeLayout   = ID{familyReader, "E-TRF-ALIGN/columns-layout", 5}
	ReaderTeamMemberTwoTeams    = ID{familyReader, "E-TEAM-MEMBER/two-teams", 3}
	ReaderTeamMemberTwice       = ID{familyReader, "E-TEAM-MEMBER/twice", 2}
	ReaderHTML                  = ID{familyReader, "I-HTML/text", 0}
)

// Table readers (rdmsg1): the messages of the grid, crosstable, team,
// Swiss Perfect and workbook readers, keyed by their diagnostic code and,
// for a variant, a suffix.
var (
	ReaderGridNone              = ID{familyReader, "E-GRID-NONE", 0}
	ReaderTeamGridNone          = ID{familyReader, "E-GRID-NONE/team", 0}
	ReaderGridDiagonalCells     = ID{familyReader, "E-GRID-DIAGONAL/cells", 2}
	ReaderTeamGridDiagonalCells = ID{familyReader, "E-GRID-DIAGONAL/team-cells", 2}
	ReaderGridDiagonalTwice     = ID{familyReader, "E-GRID-DIAGONAL/twice", 3}
	ReaderGridDiagonalLost      = ID{familyReader, "E-GRID-DIAGONAL/lost", 3}
	ReaderGridAligned           = ID{familyReader, "W-GRID-ALIGNED", 4}
	ReaderGridHeaderCells       = ID{familyReader, "E-GRID-INCOMPLETE/header", 5}
	ReaderGridRows              = ID{familyReader, "E-GRID-INCOMPLETE/rows", 2}
	ReaderTeamGridRows          = ID{familyReader, "E-GRID-INCOMPLETE/team-rows", 2}
	ReaderGridCell              = ID{familyReader, "E-GRID-CELL", 4}
	ReaderGridCellOne           = ID{familyReader, "E-GRID-CELL/one", 3} // a cell of one game
	ReaderNamesEmpty            = ID{familyReader, "E-NAMES-EMPTY", 3}
	ReaderNamesEmptyNone        = ID{familyReader, "E-NAMES-EMPTY/none", 1}
	ReaderNamesEmptyRows        = ID{familyReader, "E-NAMES-EMPTY/rows", 1}
	ReaderNamesEmptyTeams       = ID{familyReader, "E-NAMES-EMPTY/teams", 1}
	ReaderGridSynthetic         = ID{familyReader, "I-GRID-SYNTHETIC-ROUNDS", 0}
	ReaderTeamGridSynthetic     = ID{familyReader, "I-GRID-SYNTHETIC-ROUNDS/team", 0}
	ReaderCRCell                = ID{familyReader, "E-CR-CELL", 3}
	ReaderCRSnoReconstructed    = ID{familyReader, "W-CR-SNO-RECONSTRUCTED", 0}
	ReaderCRPtsInTb             = ID{familyReader, "I-CR-PTS-IN-TB", 4}
	ReaderCRHeader              = ID{familyReader, "E-CR-HEADER", 0}
	ReaderTeamCRHeader          = ID{familyReader, "E-CR-HEADER/team", 0}
	ReaderCRNoRows              = ID{familyReader, "E-NO-RESULTS/cr-rows", 0}
	ReaderTeamCRNoRows          = ID{familyReader, "E-NO-RESULTS/team-cr-rows", 0}
	ReaderCRNoRounds            = ID{familyReader, "E-NO-ROUNDS/cr", 0}
	ReaderTeamCRNoRounds        = ID{familyReader, "E-NO-ROUNDS/team-cr", 0}
	ReaderTableTooManyRounds    = ID{familyReader, "E-TOO-MANY-ROUNDS/table", 2}
	ReaderTeamDupNumber         = ID{familyReader, "E-DUP-STARTNO/team", 3}
	ReaderTeamOpponentNone      = ID{familyReader, "E-TEAM-OPPONENT/none", 5}
	ReaderTeamOpponentOwn       = ID{familyReader, "E-TEAM-OPPONENT/own", 5}
	ReaderTeamNoBoards          = ID{familyReader, "E-NO-RESULTS/team-boards", 0}
	ReaderTeamCRBoards          = ID{familyReader, "E-TEAM-CR-CELL/boards", 3}
	ReaderTeamGridBoards        = ID{familyReader, "E-TEAM-GRID-CELL/boards", 3}
	ReaderTeamCRBye             = ID{familyReader, "E-TEAM-CR-CELL/bye", 7}
	ReaderTeamGridBye           = ID{familyReader, "E-TEAM-GRID-CELL/bye", 7}
	ReaderTeamCRCell            = ID{familyReader, "E-TEAM-CR-CELL", 4}
	ReaderTeamCRCellHalves      = ID{familyReader, "E-TEAM-CR-CELL/halves", 4}
	ReaderTeamCRCellOpponent    = ID{familyReader, "E-TEAM-CR-CELL/opponent", 4}
	ReaderTeamCRCellPoints      = ID{familyReader, "E-TEAM-CR-CELL/points", 4}
	ReaderTeamCRCellColour      = ID{familyReader, "E-TEAM-CR-CELL/colour", 4}
	ReaderTeamGridCellDouble    = ID{familyReader, "E-TEAM-GRID-CELL/double", 4}
	ReaderTeamGridCell          = ID{familyReader, "E-TEAM-GRID-CELL", 3}
	ReaderXLSXInternal          = ID{familyReader, "E-INTERNAL/xlsx", 1}
	ReaderXLSXZip               = ID{familyReader, "E-XLSX-ZIP", 1}
	ReaderXLSXNoCells           = ID{familyReader, "E-NO-RESULTS/xlsx", 0}
	ReaderXLSXNoSheet           = ID{familyReader, "E-XLSX-PART/no-sheet", 1}
	ReaderXLSXBroken            = ID{familyReader, "E-XLSX-PART/broken", 2}
	ReaderXLSXLimitSheets       = ID{familyReader, "E-XLSX-LIMIT/sheets", 2}
	ReaderXLSXLimitBytes        = ID{familyReader, "E-XLSX-LIMIT/bytes", 2}
	ReaderXLSXLimitText         = ID{familyReader, "E-XLSX-LIMIT/text", 2}
	ReaderXLSXLimitDepth        = ID{familyReader, "E-XLSX-LIMIT/depth", 2}
	ReaderXLSXLimitCells        = ID{familyReader, "E-XLSX-LIMIT/cells", 2}
	ReaderXLSXLimitRows         = ID{familyReader, "E-XLSX-LIMIT/rows", 2}
	ReaderXLSXLimitGrid         = ID{familyReader, "E-XLSX-LIMIT/rows-columns", 3}
	ReaderXLSXLimitEntries      = ID{familyReader, "E-XLSX-LIMIT/entries", 1}
	ReaderXLSXLimitLines        = ID{familyReader, "E-XLSX-LIMIT/lines", 3}
	ReaderXLSXCellRowNumber     = ID{familyReader, "E-XLSX-CELL/row-number", 3}
	ReaderXLSXCellReference     = ID{familyReader, "E-XLSX-CELL/reference", 3}
	ReaderXLSXCellOfRow         = ID{familyReader, "E-XLSX-CELL/row", 4}
	ReaderXLSXSharedString      = ID{familyReader, "E-XLSX-CELL/string", 1}
	ReaderSPNoCross             = ID{familyReader, "E-SP-NO-CROSS", 0}
	ReaderSCNoPairings          = ID{familyReader, "E-SC-NO-PAIRINGS", 1}
	ReaderStandingsOnly         = ID{familyReader, "E-STANDINGS-ONLY", 3}
	ReaderStandingsOnlyTeam     = ID{familyReader, "E-STANDINGS-ONLY/team", 3}
	ReaderNotStarted            = ID{familyReader, "E-NOT-STARTED", 2}
	ReaderNotStartedOne         = ID{familyReader, "E-NOT-STARTED/one", 1} // a table of one player
	ReaderNotStartedTeam        = ID{familyReader, "E-NOT-STARTED/team", 2}
	ReaderNotStartedTeamOne     = ID{familyReader, "E-NOT-STARTED/team-one", 1}
	ReaderCellsJoined           = ID{familyReader, "E-CELLS-JOINED", 2}
	ReaderTablePartialRefs      = ID{familyReader, "E-TABLE-PARTIAL/refs", 3}
	ReaderTablePartialGrid      = ID{familyReader, "E-TABLE-PARTIAL/grid", 7}
	ReaderTablePartialGridRows  = ID{familyReader, "E-TABLE-PARTIAL/grid-rows", 3}
	ReaderSCNameTNr             = ID{familyReader, "E-SC-NAME/tnr", 5}
	ReaderSCNameAmbiguous       = ID{familyReader, "E-SC-NAME/ambiguous", 3}
	ReaderSCNameTwice           = ID{familyReader, "E-SC-NAME/twice", 4}
	ReaderSCResult              = ID{familyReader, "E-SC-RESULT", 2}
	ReaderSCUnmatched           = ID{familyReader, "W-SC-UNMATCHED", 2}
	ReaderSCRating              = ID{familyReader, "W-SC-RATING", 4}
	ReaderSCRatings             = ID{familyReader, "I-SC-RATINGS", 3}
	ReaderSPNoResults           = ID{familyReader, "E-SP-NONE/results", 0}
	ReaderSPRowShort            = ID{familyReader, "E-SP-ROW/short", 2}
	ReaderSPRowValue            = ID{familyReader, "E-SP-ROW/value", 2}
	ReaderSPRowScore            = ID{familyReader, "E-SP-ROW/score", 2}
	ReaderSPRowName             = ID{familyReader, "E-SP-ROW/name", 1}
	ReaderSPPublishedCell       = ID{familyReader, "E-SP-CELL/published", 2}
	ReaderSPAfterLast           = ID{familyReader, "E-SP-CELL/after-last", 3}
	ReaderSPUnmatched           = ID{familyReader, "W-SP-UNMATCHED", 2}
	ReaderSPNone                = ID{familyReader, "E-SP-NONE", 0}
	ReaderSPUnratedDraw         = ID{familyReader, "W-SP-UNRATED-DRAW/one", 0}
	ReaderSPUnratedDraws        = ID{familyReader, "W-SP-UNRATED-DRAW", 1}
	ReaderSPCell                = ID{familyReader, "E-SP-CELL", 3}
	ReaderTeamNoneOne           = ID{familyReader, "W-TEAM-NONE/one", 1}
	ReaderTeamNone              = ID{familyReader, "W-TEAM-NONE", 2}
)

// The reader of Vega's crosstable as a browser copies it (vgmsg1,
// docs/formats.md §7.9): a row that does not follow the layout, and the
// cells placed in the earliest rounds left.
var (
	ReaderVegaRowStart    = ID{familyReader, "E-VEGA-ROW/start", 2}
	ReaderVegaRowSno      = ID{familyReader, "E-VEGA-ROW/sno", 2}
	ReaderVegaRowPoints   = ID{familyReader, "E-VEGA-ROW/points", 2}
	ReaderVegaRowResult   = ID{familyReader, "E-VEGA-ROW/result", 2}
	ReaderVegaRowOpponent = ID{familyReader, "E-VEGA-ROW/opponent", 2}
	ReaderVegaRowCells    = ID{familyReader, "E-VEGA-ROW/cells", 3}
	ReaderVegaRowRank     = ID{familyReader, "E-VEGA-ROW/rank", 2}
	ReaderVegaRowPlace    = ID{familyReader, "E-VEGA-ROW/place", 2}
	ReaderVegaPlaced      = ID{familyReader, "I-VEGA-PLACED", 2}
	ReaderVegaPlacedOne   = ID{familyReader, "I-VEGA-PLACED/one", 1} // one row
	// ReaderPapiRow is a row of Papi's grille américaine whose name is
	// not followed by the rest of the row (docs/formats.md §7.10).
	ReaderPapiRow = ID{familyReader, "E-PAPI-ROW", 2}
)
