package msg

// The declared messages, by family; the number is how many values each
// cites (Arity). Their sentences are in en.go, it.go and es.go.

// The errors of the engine and of the user interfaces' requests.
var (
	ErrBoardsIndividual     = declare(familyErr, "boards-individual", 0)
	ErrBoardsMin            = declare(familyErr, "boards-min", 1)
	ErrBoardsNone           = declare(familyErr, "boards-none", 0)
	ErrCompareNothing       = declare(familyErr, "compare-nothing", 0)
	ErrEditionUnknown       = declare(familyErr, "edition-unknown", 2)
	ErrExplainCol           = declare(familyErr, "explain-col", 2)
	ErrExplainStart         = declare(familyErr, "explain-start", 1)
	ErrListAndPreset        = declare(familyErr, "list-and-preset", 0)
	ErrNeedsBoards          = declare(familyErr, "needs-boards", 1)
	ErrNeedsColours         = declare(familyErr, "needs-colours", 1)
	ErrNeedsRounds          = declare(familyErr, "needs-rounds", 1)
	ErrNeedsStartNos        = declare(familyErr, "needs-startnos", 1)
	ErrPresetUnknown        = declare(familyErr, "preset-unknown", 2)
	ErrPrintedNone          = declare(familyErr, "printed-none", 0)
	ErrRatingTeam           = declare(familyErr, "rating-team", 1)
	ErrRoundIncomplete      = declare(familyErr, "round-incomplete", 2)
	ErrRoundRange           = declare(familyErr, "round-range", 2)
	ErrTBEmpty              = declare(familyErr, "tb-empty", 0)
	ErrTBModifierCut        = declare(familyErr, "tb-modifier-cut", 3)
	ErrTBModifierEmpty      = declare(familyErr, "tb-modifier-empty", 1)
	ErrTBModifierLimit      = declare(familyErr, "tb-modifier-limit", 2)
	ErrTBModifierNoArg      = declare(familyErr, "tb-modifier-noarg", 3)
	ErrTBModifierPositive   = declare(familyErr, "tb-modifier-positive", 2)
	ErrTBModifierRefused    = declare(familyErr, "tb-modifier-refused", 3)
	ErrTBModifierUnknown    = declare(familyErr, "tb-modifier-unknown", 2)
	ErrTBModifierUnrated    = declare(familyErr, "tb-modifier-unrated", 2)
	ErrTBModifierVersion    = declare(familyErr, "tb-modifier-version", 2)
	ErrTBScoreRefused       = declare(familyErr, "tb-score-refused", 2)
	ErrTBScoreUnknown       = declare(familyErr, "tb-score-unknown", 2)
	ErrTBUnknown            = declare(familyErr, "tb-unknown", 2)
	ErrTeamCode             = declare(familyErr, "team-code", 1)
	ErrTeamScore            = declare(familyErr, "team-score", 1)
	ErrTooManyAnswers       = declare(familyErr, "too-many-answers", 2)
	ErrTooManyCompare       = declare(familyErr, "too-many-compare", 2)
	ErrTooManyLots          = declare(familyErr, "too-many-lots", 2)
	ErrTooManyPrizes        = declare(familyErr, "too-many-prizes", 2)
	ErrTooManyTiebreaks     = declare(familyErr, "too-many-tiebreaks", 2)
	ErrTooManyTyped         = declare(familyErr, "too-many-typed", 2)
	ErrUnratedRange         = declare(familyErr, "unrated-range", 1)
	ErrWhatifNone           = declare(familyErr, "whatif-none", 0)
	ErrWhatifTooMany        = declare(familyErr, "whatif-too-many", 3)
	ErrWhatifTooManyMatches = declare(familyErr, "whatif-too-many-matches", 2)
	ErrWhatifWork           = declare(familyErr, "whatif-work", 5)
)

// The notes of an explanation or of a report.
var (
	NoteAdjusted            = declare(familyNote, "adjusted", 0)
	NoteArranzColourUnknown = declare(familyNote, "arz-colour-unknown", 0)
	NoteBoardsGuess         = declare(familyNote, "boards-guess", 1)
	NoteBoardsUnrated       = declare(familyNote, "boards-unrated", 1)
	NoteBQCoefficient       = declare(familyNote, "bq-coefficient", 1)
	NoteCountBoards         = declare(familyNote, "count-boards", 1)
	NoteCumUnplayedWin      = declare(familyNote, "cum-unplayed-win", 0)
	NoteDummy               = declare(familyNote, "dummy", 0)
	NoteDummy2026           = declare(familyNote, "dummy2026", 0)
	NoteFore                = declare(familyNote, "fore", 1)
	NoteForeSame            = declare(familyNote, "fore-same", 0)
	NoteHalfOwn             = declare(familyNote, "halfown", 0)
	NoteKoyaLimit           = declare(familyNote, "koya-limit", 2)
	NoteLotPosition         = declare(familyNote, "lot-position", 1)
	NoteMSCMissing          = declare(familyNote, "msc-missing", 1)
	NoteOBHProduct          = declare(familyNote, "obh-product", 3)
	NoteOTBHalf             = declare(familyNote, "otbhalf", 0)
	NoteRROBlock            = declare(familyNote, "rro-block", 3)
	NoteRROClass            = declare(familyNote, "rro-class", 3)
	NoteRRORest             = declare(familyNote, "rro-rest", 1)
	NoteSelf                = declare(familyNote, "self", 0)
	NoteSEQLevel            = declare(familyNote, "seq-level", 2)
	NoteSSSC                = declare(familyNote, "sssc", 4)
	NoteTPRTier             = declare(familyNote, "tpr-tier", 1)
	NoteUnratedDropped      = declare(familyNote, "unrated-dropped", 0)
	NoteUSCFDiscardsEven    = declare(familyNote, "uscf-discards-even", 2)
	NoteUSCFDiscardsMinus   = declare(familyNote, "uscf-discards-minus", 2)
	NoteUSCFDiscardsPlus    = declare(familyNote, "uscf-discards-plus", 2)
	NoteVirtual             = declare(familyNote, "virtual", 0)
	NoteZero                = declare(familyNote, "zero", 0)
)

// The warnings of the standings.
var (
	WarnBoardsKO   = declare(familyWarn, "boards-ko", 1)
	WarnPostponed  = declare(familyWarn, "postponed", 3)
	WarnPreset     = declare(familyWarn, "preset", 2)
	WarnRRBuchholz = declare(familyWarn, "rr-buchholz", 1)
	WarnUnrated    = declare(familyWarn, "unrated", 1)
)

// The reasons for the rule edition.
var (
	ReasonEditionAfter  = declare(familyReason, "edition-after", 2)
	ReasonEditionBefore = declare(familyReason, "edition-before", 2)
	ReasonEditionChosen = declare(familyReason, "edition-chosen", 0)
	ReasonEditionNoDate = declare(familyReason, "edition-nodate", 0)
	ReasonEditionPreset = declare(familyReason, "edition-preset", 1)
)

// The reasons of the printed check for a column or a value.
var (
	PrintedEmpty       = declare(familyPrinted, "printed-empty", 0)
	PrintedLastDigit   = declare(familyPrinted, "printed-last-digit", 0)
	PrintedNoRule      = declare(familyPrinted, "printed-no-rule", 0)
	PrintedNotHint     = declare(familyPrinted, "printed-not-hint", 2)
	PrintedOppUnplayed = declare(familyPrinted, "printed-opp-unplayed", 1)
	PrintedOtherRule   = declare(familyPrinted, "printed-other-rule", 1)
	PrintedOwnUnplayed = declare(familyPrinted, "printed-own-unplayed", 1)
	PrintedRounding    = declare(familyPrinted, "printed-rounding", 1)
	PrintedTooLarge    = declare(familyPrinted, "printed-too-large", 1)
	PrintedUnreadable  = declare(familyPrinted, "printed-unreadable", 1)
	PrintedZeros       = declare(familyPrinted, "printed-zeros", 0)
)

// The readers' and the TRF writer's messages that cite values, keyed by
// their diagnostic code (engine/formats/codes.go) and, for a variant, a
// suffix ("E-TRF-TRUNCATED/missing"); the other diagnostics are worded by
// their code's sentence in the user interfaces' catalogues.
var (
	ReaderTRFTruncated        = declare(familyReader, "E-TRF-TRUNCATED", 5)
	ReaderTRFTruncatedMissing = declare(familyReader, "E-TRF-TRUNCATED/missing", 6)
	ReaderWritePending        = declare(familyReader, "W-WRITE-PENDING", 2)
	ReaderCRTitleRounds       = declare(familyReader, "W-CR-TITLE-ROUNDS", 3)
	ReaderXLSXPartMissing     = declare(familyReader, "E-XLSX-PART/missing", 1)
)

// TRF, strips, checks, questions (rdmsg2).
//
// The readers' questions (docs/formats.md §13), keyed by the question's
// code and, for a variant, a suffix ("Q-BYE/one"): formats.Question.Text
// is the English of one of them.
var (
	AskByeOne      = declare(familyAsk, "Q-BYE/one", 3)
	AskByeShared   = declare(familyAsk, "Q-BYE/shared", 4)
	AskBerger      = declare(familyAsk, "Q-BERGER", 1)
	AskScale       = declare(familyAsk, "Q-SCALE", 2)
	AskNameSplit   = declare(familyAsk, "Q-NAME-SPLIT", 3)
	AskForfeit     = declare(familyAsk, "Q-FORFEIT", 3)
	AskByePGN      = declare(familyAsk, "Q-BYE-PGN", 2)
	AskScoring310  = declare(familyAsk, "Q-SCORING/3-1-0", 2)
	AskScoring210  = declare(familyAsk, "Q-SCORING/2-1-0", 2)
	AskScoringHalf = declare(familyAsk, "Q-SCORING/pab-half", 2)
	AskSPBonus     = declare(familyAsk, "Q-SP-BONUS", 3)
	AskRounds      = declare(familyAsk, "Q-ROUNDS", 0)
	AskSheet       = declare(familyAsk, "Q-SHEET", 1)
)
