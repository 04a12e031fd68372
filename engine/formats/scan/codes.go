package scan

// The diagnostic codes of the readers (docs/formats.md §15.3), one constant
// each: E- an error that stops the reading, W- a warning, I- an information,
// Q- a question the user answers. The catalogues of the user interfaces
// have a sentence for each (their tests walk Codes).

// Code is a diagnostic code, such as "E-TRF-TRUNCATED".
type Code string

// The codes.
const (
	ECrCell                Code = "E-CR-CELL"
	ECrHeader              Code = "E-CR-HEADER"
	ECrSno                 Code = "E-CR-SNO"
	EDupStartno            Code = "E-DUP-STARTNO"
	EFormatUnknown         Code = "E-FORMAT-UNKNOWN"
	EGridCell              Code = "E-GRID-CELL"
	EGridDiagonal          Code = "E-GRID-DIAGONAL"
	EGridIncomplete        Code = "E-GRID-INCOMPLETE"
	EGridNone              Code = "E-GRID-NONE"
	EInputBinary           Code = "E-INPUT-BINARY"
	EInputLineTooLong      Code = "E-INPUT-LINE-TOO-LONG"
	EInputTooLarge         Code = "E-INPUT-TOO-LARGE"
	EInternal              Code = "E-INTERNAL"
	ENoOpponents           Code = "E-NO-OPPONENTS"
	ENoResults             Code = "E-NO-RESULTS"
	ENamesEmpty            Code = "E-NAMES-EMPTY"
	ENoRounds              Code = "E-NO-ROUNDS"
	EStandingsOnly         Code = "E-STANDINGS-ONLY"
	ENotStarted            Code = "E-NOT-STARTED"
	ECellsJoined           Code = "E-CELLS-JOINED"
	ETablePartial          Code = "E-TABLE-PARTIAL"
	EOpponentRange         Code = "E-OPPONENT-RANGE"
	EPapiRow               Code = "E-PAPI-ROW"
	EPairingsInterleaved   Code = "E-PAIRINGS-INTERLEAVED"
	EPairingsMissingRounds Code = "E-PAIRINGS-MISSING-ROUNDS"
	EPairingsNone          Code = "E-PAIRINGS-NONE"
	EPairingsTwice         Code = "E-PAIRINGS-TWICE"
	EPgnNone               Code = "E-PGN-NONE"
	EPgnResult             Code = "E-PGN-RESULT"
	EPgnRound              Code = "E-PGN-ROUND"
	ERefMissing            Code = "E-REF-MISSING"
	EScName                Code = "E-SC-NAME"
	EScNoPairings          Code = "E-SC-NO-PAIRINGS"
	EScResult              Code = "E-SC-RESULT"
	EScorePrecision        Code = "E-SCORE-PRECISION"
	EScoringColour         Code = "E-SCORING-COLOUR"
	EScoringRange          Code = "E-SCORING-RANGE"
	ESelfPairing           Code = "E-SELF-PAIRING"
	ESpCell                Code = "E-SP-CELL"
	ESpNone                Code = "E-SP-NONE"
	ESpNoCross             Code = "E-SP-NO-CROSS"
	ESpRow                 Code = "E-SP-ROW"
	EStripCell             Code = "E-STRIP-CELL"
	EStripCells            Code = "E-STRIP-CELLS"
	EStripColours          Code = "E-STRIP-COLOURS"
	EStripNone             Code = "E-STRIP-NONE"
	EStripScore            Code = "E-STRIP-SCORE"
	ETeamCrCell            Code = "E-TEAM-CR-CELL"
	ETeamGridCell          Code = "E-TEAM-GRID-CELL"
	ETeamMember            Code = "E-TEAM-MEMBER"
	ETeamNumber            Code = "E-TEAM-NUMBER"
	ETeamOpponent          Code = "E-TEAM-OPPONENT"
	ETeamTeammates         Code = "E-TEAM-TEAMMATES"
	ETooManyErrors         Code = "E-TOO-MANY-ERRORS"
	ETooManyRounds         Code = "E-TOO-MANY-ROUNDS"
	ETrfAlign              Code = "E-TRF-ALIGN"
	ETrfColour             Code = "E-TRF-COLOUR"
	ETrfNoPlayers          Code = "E-TRF-NO-PLAYERS"
	ETrfOpponent           Code = "E-TRF-OPPONENT"
	ETrfResult             Code = "E-TRF-RESULT"
	ETrfShort              Code = "E-TRF-SHORT"
	ETrfStartno            Code = "E-TRF-STARTNO"
	ETrfTab                Code = "E-TRF-TAB"
	ETrfTruncated          Code = "E-TRF-TRUNCATED"
	EUsNone                Code = "E-US-NONE"
	EUsScore               Code = "E-US-SCORE"
	EVegaRow               Code = "E-VEGA-ROW"
	EVegaTdf               Code = "E-VEGA-TDF"
	EWriteTeamBoards       Code = "E-WRITE-TEAM-BOARDS"
	EXlsxCell              Code = "E-XLSX-CELL"
	EXlsxLimit             Code = "E-XLSX-LIMIT"
	EXlsxPart              Code = "E-XLSX-PART"
	EXlsxZip               Code = "E-XLSX-ZIP"
	IColourFilled          Code = "I-COLOUR-FILLED"
	ICounts                Code = "I-COUNTS"
	ICrPtsInTb             Code = "I-CR-PTS-IN-TB"
	IDateAssumed           Code = "I-DATE-ASSUMED"
	IGridSyntheticRounds   Code = "I-GRID-SYNTHETIC-ROUNDS"
	IHTML                  Code = "I-HTML"
	IPairingsStartno       Code = "I-PAIRINGS-STARTNO"
	IPairingsRests         Code = "I-PAIRINGS-RESTS"
	IPgnDuplicate          Code = "I-PGN-DUPLICATE"
	IPgnNoMoves            Code = "I-PGN-NO-MOVES"
	IPgnStartno            Code = "I-PGN-STARTNO"
	IRepeat                Code = "I-REPEAT"
	IStripMarker           Code = "I-STRIP-MARKER"
	IStripMinusBye         Code = "I-STRIP-MINUS-BYE"
	IVegaPlaced            Code = "I-VEGA-PLACED"
	ITrf162Layout          Code = "I-TRF-162-LAYOUT"
	ITrfAnnounced          Code = "I-TRF-ANNOUNCED"
	ITrfInProgress         Code = "I-TRF-IN-PROGRESS"
	ITrfUnknownRecords     Code = "I-TRF-UNKNOWN-RECORDS"
	QBerger                Code = "Q-BERGER"
	QBye                   Code = "Q-BYE"
	QByePgn                Code = "Q-BYE-PGN"
	QEvent                 Code = "Q-EVENT"
	QForfeit               Code = "Q-FORFEIT"
	QFormat                Code = "Q-FORMAT"
	QNameSplit             Code = "Q-NAME-SPLIT"
	QRounds                Code = "Q-ROUNDS"
	QScale                 Code = "Q-SCALE"
	QScoring               Code = "Q-SCORING"
	QSpBonus               Code = "Q-SP-BONUS"
	QTrfByes               Code = "Q-TRF-BYES"
	QSheet                 Code = "Q-SHEET"
	QTable                 Code = "Q-TABLE"
	WColourClash           Code = "W-COLOUR-CLASH"
	WCrSnoReconstructed    Code = "W-CR-SNO-RECONSTRUCTED"
	WDateAmbiguous         Code = "W-DATE-AMBIGUOUS"
	WDupName               Code = "W-DUP-NAME"
	WEncodingMixed         Code = "W-ENCODING-MIXED"
	WGridForfeit           Code = "W-GRID-FORFEIT"
	WGridAligned           Code = "W-GRID-ALIGNED"
	WLineSkipped           Code = "W-LINE-SKIPPED"
	WTableSkipped          Code = "W-TABLE-SKIPPED"
	WOneSided              Code = "W-ONE-SIDED"
	WPabCount              Code = "W-PAB-COUNT"
	WPgnByes               Code = "W-PGN-BYES"
	WPgnDuplicateConflict  Code = "W-PGN-DUPLICATE-CONFLICT"
	WPgnSimilarNames       Code = "W-PGN-SIMILAR-NAMES"
	WPoints                Code = "W-POINTS"
	WPseudoPlayer          Code = "W-PSEUDO-PLAYER"
	WReciprocity           Code = "W-RECIPROCITY"
	WScUnmatched           Code = "W-SC-UNMATCHED"
	WScoringConflict       Code = "W-SCORING-CONFLICT"
	WSpUnratedDraw         Code = "W-SP-UNRATED-DRAW"
	WSpUnmatched           Code = "W-SP-UNMATCHED"
	WStripFlattened        Code = "W-STRIP-FLATTENED"
	WStripNokey            Code = "W-STRIP-NOKEY"
	WTbConflict            Code = "W-TB-CONFLICT"
	WTbLegacy              Code = "W-TB-LEGACY"
	WTbUnknown             Code = "W-TB-UNKNOWN"
	WTeam013310            Code = "W-TEAM-013-310"
	WTeamForfeit           Code = "W-TEAM-FORFEIT"
	WTeamLineup            Code = "W-TEAM-LINEUP"
	WTeamNone              Code = "W-TEAM-NONE"
	WTeamOpponents         Code = "W-TEAM-OPPONENTS"
	WTeamReciprocity       Code = "W-TEAM-RECIPROCITY"
	WTeamScore             Code = "W-TEAM-SCORE"
	WTeamTotal             Code = "W-TEAM-TOTAL"
	WTrf162                Code = "W-TRF-162"
	WTrf240                Code = "W-TRF-240"
	WTrf299                Code = "W-TRF-299"
	WTrfByeCode            Code = "W-TRF-BYE-CODE"
	WTrfByesDeclared       Code = "W-TRF-BYES-DECLARED"
	WTrfByeOpponent        Code = "W-TRF-BYE-OPPONENT"
	WTrfDuplicate          Code = "W-TRF-DUPLICATE"
	WTrfField              Code = "W-TRF-FIELD"
	WTrfNoColour           Code = "W-TRF-NO-COLOUR"
	WTrfPending            Code = "W-TRF-PENDING"
	WCrPending             Code = "W-CR-PENDING"
	WCrTitleRounds         Code = "W-CR-TITLE-ROUNDS"
	WTrfRounds             Code = "W-TRF-ROUNDS"
	WTrfShift              Code = "W-TRF-SHIFT"
	WTrfXxs                Code = "W-TRF-XXS"
	WWriteNameChar         Code = "W-WRITE-NAME-CHAR"
	WWriteNameCut          Code = "W-WRITE-NAME-CUT"
	WWriteNoColour         Code = "W-WRITE-NO-COLOUR"
	WWritePending          Code = "W-WRITE-PENDING"
	WWriteScoring          Code = "W-WRITE-SCORING"
)

// allCodes lists every code, in the order of their names.
var allCodes = []Code{
	ECellsJoined, ECrCell, ECrHeader, ECrSno, EDupStartno, EFormatUnknown, EGridCell, EGridDiagonal,
	EGridIncomplete, EGridNone, EInputBinary, EInputLineTooLong, EInputTooLarge, EInternal,
	ENamesEmpty, ENoOpponents, ENoResults, ENoRounds, ENotStarted, EOpponentRange, EPapiRow, EPairingsInterleaved, EPairingsMissingRounds, EPairingsNone,
	EPairingsTwice, EPgnNone, EPgnResult, EPgnRound, ERefMissing, EScName, EScNoPairings, EScResult, EScorePrecision, EScoringColour,
	EScoringRange, ESelfPairing, ESpCell, ESpNone, ESpNoCross, ESpRow, EStandingsOnly, EStripCell, EStripCells, EStripColours, EStripNone,
	EStripScore, ETablePartial, ETeamCrCell, ETeamGridCell, ETeamMember, ETeamNumber, ETeamOpponent, ETeamTeammates, ETooManyErrors, ETooManyRounds, ETrfAlign,
	ETrfColour, ETrfNoPlayers, ETrfOpponent, ETrfResult, ETrfShort, ETrfStartno, ETrfTab,
	ETrfTruncated, EUsNone, EUsScore, EVegaRow, EVegaTdf, EWriteTeamBoards, EXlsxCell, EXlsxLimit, EXlsxPart, EXlsxZip, IColourFilled, ICounts, ICrPtsInTb,
	IDateAssumed, IGridSyntheticRounds, IHTML, IPairingsStartno, IPairingsRests,
	IPgnDuplicate, IPgnNoMoves, IPgnStartno, IRepeat, IStripMarker, IStripMinusBye, IVegaPlaced,
	ITrf162Layout, ITrfAnnounced, ITrfInProgress, ITrfUnknownRecords, QBerger, QBye, QByePgn, QEvent,
	QForfeit, QFormat, QNameSplit, QRounds, QScale, QScoring, QSpBonus, QSheet, QTable, QTrfByes, WColourClash,
	WCrSnoReconstructed, WDateAmbiguous, WDupName, WEncodingMixed, WGridAligned, WGridForfeit, WLineSkipped, WTableSkipped, WOneSided, WPabCount,
	WPgnByes, WPgnDuplicateConflict, WPgnSimilarNames, WPoints, WPseudoPlayer, WReciprocity,
	WScoringConflict, WSpUnratedDraw, WSpUnmatched, WScUnmatched, WStripFlattened, WStripNokey, WTbConflict, WTbLegacy,
	WTbUnknown, WTeam013310, WTeamForfeit, WTeamLineup, WTeamNone, WTeamOpponents,
	WTeamReciprocity, WTeamScore, WTeamTotal, WTrf162, WTrf240, WTrf299, WTrfByeCode, WTrfByesDeclared, WTrfByeOpponent,
	WTrfDuplicate, WTrfField, WTrfNoColour, WTrfPending, WCrPending, WCrTitleRounds, WTrfRounds, WTrfShift, WTrfXxs,
	WWriteNameChar, WWriteNameCut, WWriteNoColour, WWritePending, WWriteScoring,
}

// Codes returns every diagnostic code the readers give.
func Codes() []Code { return append([]Code(nil), allCodes...) }
