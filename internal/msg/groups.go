package msg

// The readers' grouped warnings, which list many rows under one header
// (docs/formats.md §15.2 rule 5): the header is a message of familyGroup
// citing the count and the list, each listed row a message of familyItem
// citing its values, so that the English of both is written once, in the
// catalogues. DiagText (internal/i18n) renders an item by its key
// "item."+code, the code of the diagnostic, in every language; the header
// is English only (EnglishOnly).
var (
	familyGroup = &family{"group."}
	familyItem  = &family{"item."}
)

// EnglishOnly reports whether id is worded in English only: the header of
// a grouped warning (familyGroup, but GroupMore), which a reader writes
// into its diagnostic's English Message. A page or the command line in
// another language words that warning by its code's sentence and its rows
// (internal/i18n DiagText), never by the header, so no other catalogue
// holds one (TestDeclaredComplete fails on one that does).
func EnglishOnly(id ID) bool { return id.family == familyGroup && id != GroupMore }

// The headers and items of the grouped warnings.
var (
	// GroupMore ends a list cut short: the number of rows not listed.
	GroupMore = ID{familyGroup, "more", 1}

	GroupPointsOne = ID{familyGroup, "W-POINTS/one", 1}
	GroupPoints    = ID{familyGroup, "W-POINTS", 2}
	ItemPoints     = ID{familyItem, "W-POINTS", 4}
)

// The TRF reader's grouped warnings.
var (
	GroupTRFNoColourOne     = ID{familyGroup, "W-TRF-NO-COLOUR/one", 1}
	GroupTRFNoColour        = ID{familyGroup, "W-TRF-NO-COLOUR", 2}
	ItemTRFNoColour         = ID{familyItem, "W-TRF-NO-COLOUR", 3}
	GroupTRFSexOne          = ID{familyGroup, "W-TRF-FIELD/sex/one", 1}
	GroupTRFSex             = ID{familyGroup, "W-TRF-FIELD/sex", 2}
	ItemTRFSex              = ID{familyItem, "W-TRF-FIELD/sex", 2}
	GroupTRFBirthOne        = ID{familyGroup, "W-TRF-FIELD/birth/one", 1}
	GroupTRFBirth           = ID{familyGroup, "W-TRF-FIELD/birth", 2}
	ItemTRFBirth            = ID{familyItem, "W-TRF-FIELD/birth", 2}
	GroupTRFByeOpponent1    = ID{familyGroup, "W-TRF-BYE-OPPONENT/one", 1}
	GroupTRFByeOpponent     = ID{familyGroup, "W-TRF-BYE-OPPONENT", 2}
	ItemTRFByeOpponent      = ID{familyItem, "W-TRF-BYE-OPPONENT", 3}
	GroupTRFPendingOne      = ID{familyGroup, "W-TRF-PENDING/one", 1}
	GroupTRFPending         = ID{familyGroup, "W-TRF-PENDING", 2}
	ItemTRFPending          = ID{familyItem, "W-TRF-PENDING", 3}
	GroupTRFByeCodeOne      = ID{familyGroup, "W-TRF-BYE-CODE/one", 1}
	GroupTRFByeCode         = ID{familyGroup, "W-TRF-BYE-CODE", 2}
	ItemTRFByeCode          = ID{familyItem, "W-TRF-BYE-CODE", 3}
	GroupTRFByesDeclaredOne = ID{familyGroup, "W-TRF-BYES-DECLARED/one", 1}
	GroupTRFByesDeclared    = ID{familyGroup, "W-TRF-BYES-DECLARED", 2}
	ItemTRFByesDeclared     = ID{familyItem, "W-TRF-BYES-DECLARED", 4}
	GroupTRFAnnouncedOne    = ID{familyGroup, "I-TRF-ANNOUNCED/one", 2}
	GroupTRFAnnounced       = ID{familyGroup, "I-TRF-ANNOUNCED", 3}
	ItemTRFAnnounced        = ID{familyItem, "I-TRF-ANNOUNCED", 3}
)

// W-TRF-SHIFT: the header, with or without its probable cause, and the
// items of a line realigned, with TABs expanded or not.
var (
	GroupTRFShiftOne    = ID{familyGroup, "W-TRF-SHIFT/one", 1}
	GroupTRFShiftOneWhy = ID{familyGroup, "W-TRF-SHIFT/one-why", 2}
	GroupTRFShift       = ID{familyGroup, "W-TRF-SHIFT", 2}
	GroupTRFShiftWhy    = ID{familyGroup, "W-TRF-SHIFT/why", 3}
	GroupTRFShiftLeft   = ID{familyGroup, "W-TRF-SHIFT/left", 0}
	GroupTRFShiftRight  = ID{familyGroup, "W-TRF-SHIFT/right", 0}
	GroupTRFShiftBoth   = ID{familyGroup, "W-TRF-SHIFT/both", 0}
	ItemTRFShift        = ID{familyItem, "W-TRF-SHIFT", 2}
	ItemTRFShiftTabs    = ID{familyItem, "W-TRF-SHIFT/tabs", 2}
	ItemTRFShiftTabs0   = ID{familyItem, "W-TRF-SHIFT/tabs0", 2}
)

// The checks' grouped warnings over the pairings (docs/formats.md §15.2).
var (
	GroupPabCountOne     = ID{familyGroup, "W-PAB-COUNT/one", 1}
	GroupPabCount        = ID{familyGroup, "W-PAB-COUNT", 2}
	ItemPabCount         = ID{familyItem, "W-PAB-COUNT", 2}
	GroupRepeatOne       = ID{familyGroup, "I-REPEAT/one", 1}
	GroupRepeat          = ID{familyGroup, "I-REPEAT", 2}
	ItemRepeat           = ID{familyItem, "I-REPEAT", 3}
	GroupColourFilledOne = ID{familyGroup, "I-COLOUR-FILLED/one", 1}
	GroupColourFilled    = ID{familyGroup, "I-COLOUR-FILLED", 2}
	ItemColourFilled     = ID{familyItem, "I-COLOUR-FILLED", 2}
)

// The strip and Chess-Results readers' grouped warnings.
var (
	GroupStripMinusByeOne = ID{familyGroup, "I-STRIP-MINUS-BYE/one", 1}
	GroupStripMinusBye    = ID{familyGroup, "I-STRIP-MINUS-BYE", 2}
	ItemStripMinusBye     = ID{familyItem, "I-STRIP-MINUS-BYE", 4}
	GroupCRPendingOne     = ID{familyGroup, "W-CR-PENDING/one", 1}
	GroupCRPending        = ID{familyGroup, "W-CR-PENDING", 2}
	// GroupCRPendingMore is the list of W-CR-PENDING cut short: the list
	// and the number of pairings not listed.
	GroupCRPendingMore = ID{familyGroup, "W-CR-PENDING/more", 2}
	ItemCRPending      = ID{familyItem, "W-CR-PENDING", 3}
)

// The team tables' grouped warnings.
var (
	GroupTeamTotalOne = ID{familyGroup, "W-TEAM-TOTAL/one", 1}
	GroupTeamTotal    = ID{familyGroup, "W-TEAM-TOTAL", 2}
	ItemTeamTotal     = ID{familyItem, "W-TEAM-TOTAL", 5}
)

// The values the rows of the grouped warnings cite as messages (Cite): a
// player as "line L (N name)", and a round of a player's row as its
// result, its colour and its opponent.
var (
	familyValue = &family{"value."}
	// ValuePlayerLine names a player by the line of its row and its label.
	ValuePlayerLine = ID{familyValue, "player-line", 2}
	// ValueWhite and ValueBlack add the colour to a result (cited).
	ValueWhite = ID{familyValue, "white", 1}
	ValueBlack = ID{familyValue, "black", 1}
	// ValueCitedBy is a start number and the players citing it (a list).
	ValueCitedBy = ID{familyValue, "cited-by", 2}
	// ValueAt is a message (cited) at a line and column: "12:5: …".
	ValueAt = ID{familyValue, "at", 3}
	// ValueAgainst adds the opponent's start number to a result (cited).
	ValueAgainst = ID{familyValue, "against", 2}
	// ValueRoundAs is a round and what it is read as (a result, cited).
	ValueRoundAs = ID{familyValue, "round-as", 2}
)

// The results of a round, by the stable name of the kind (engine.Kind's
// Name), as the readers' messages cite them: ResultOf.
var familyResult = &family{"result."}

// The results of a round (result.*), one per kind.
var (
	ResultNotYet      = ID{familyResult, "not-yet", 0}
	ResultWin         = ID{familyResult, "win", 0}
	ResultDraw        = ID{familyResult, "draw", 0}
	ResultLoss        = ID{familyResult, "loss", 0}
	ResultWinUnrated  = ID{familyResult, "win-unrated", 0}
	ResultDrawUnrated = ID{familyResult, "draw-unrated", 0}
	ResultLossUnrated = ID{familyResult, "loss-unrated", 0}
	ResultForfeitWin  = ID{familyResult, "forfeit-win", 0}
	ResultForfeitLoss = ID{familyResult, "forfeit-loss", 0}
	ResultPab         = ID{familyResult, "pab", 0}
	ResultFpb         = ID{familyResult, "fpb", 0}
	ResultHpb         = ID{familyResult, "hpb", 0}
	ResultZpb         = ID{familyResult, "zpb", 0}
)

// results are the results, each found by its code, the kind's stable name.
var results = []*ID{
	&ResultNotYet, &ResultWin, &ResultDraw, &ResultLoss, &ResultWinUnrated, &ResultDrawUnrated,
	&ResultLossUnrated, &ResultForfeitWin, &ResultForfeitLoss, &ResultPab, &ResultFpb, &ResultHpb,
	&ResultZpb,
}

// ResultOf returns the message naming the result kind (engine.Kind's
// Name, such as "forfeit-win"); the zero message for an unknown name.
func ResultOf(name string) Message { return named(results, name) }

// named returns the message of the ID in table whose code is name; the
// zero message for a name none has. The tables are lists of addresses,
// data the linker lays out, where a map literal would be filled by code at
// start-up (app.wasm's size).
func named(table []*ID, name string) Message {
	for _, id := range table {
		if id.code == name {
			return Message{ID: *id}
		}
	}
	return Message{}
}

// The checks' grouped warnings over the players' rows (docs/formats.md
// §14): each row cites all its values, the players cited as
// ValuePlayerLine or their label, the results as ResultOf with
// ValueWhite, ValueBlack and ValueAgainst.
var (
	GroupOneSidedOne    = ID{familyGroup, "W-ONE-SIDED/one", 1}
	GroupOneSided       = ID{familyGroup, "W-ONE-SIDED", 2}
	ItemOneSided        = ID{familyItem, "W-ONE-SIDED", 7}
	GroupReciprocityOne = ID{familyGroup, "W-RECIPROCITY/one", 1}
	GroupReciprocity    = ID{familyGroup, "W-RECIPROCITY", 2}
	ItemReciprocity     = ID{familyItem, "W-RECIPROCITY", 7}
	GroupColourClashOne = ID{familyGroup, "W-COLOUR-CLASH/one", 1}
	GroupColourClash    = ID{familyGroup, "W-COLOUR-CLASH", 2}
	ItemColourClash     = ID{familyItem, "W-COLOUR-CLASH", 3}
	GroupDupNameOne     = ID{familyGroup, "W-DUP-NAME/one", 1}
	GroupDupName        = ID{familyGroup, "W-DUP-NAME", 2}
	ItemDupName         = ID{familyItem, "W-DUP-NAME", 3}
)

// The team tables' and the grids' grouped warnings, and the
// Chess-Results reader's E-CR-SNO, which lists the rows it could not
// number.
var (
	GroupTeamReciprocityOne = ID{familyGroup, "W-TEAM-RECIPROCITY/one", 2}
	GroupTeamReciprocity    = ID{familyGroup, "W-TEAM-RECIPROCITY", 3}
	ItemTeamReciprocity     = ID{familyItem, "W-TEAM-RECIPROCITY", 7}
	GroupTeamForfeitOne     = ID{familyGroup, "W-TEAM-FORFEIT/one", 2}
	GroupTeamForfeit        = ID{familyGroup, "W-TEAM-FORFEIT", 3}
	ItemTeamForfeit         = ID{familyItem, "W-TEAM-FORFEIT", 5}
	GroupGridForfeitOne     = ID{familyGroup, "W-GRID-FORFEIT/one", 1}
	GroupGridForfeit        = ID{familyGroup, "W-GRID-FORFEIT", 2}
	ItemGridForfeit         = ID{familyItem, "W-GRID-FORFEIT", 4}
	GroupCRSno              = ID{familyGroup, "E-CR-SNO", 1}
	ItemCRSno               = ID{familyItem, "E-CR-SNO", 2}
	GroupTeamOpponents      = ID{familyGroup, "W-TEAM-OPPONENTS", 1}
	ItemTeamOpponents       = ID{familyItem, "W-TEAM-OPPONENTS", 2}
	GroupTeamScore          = ID{familyGroup, "W-TEAM-SCORE", 1}
	ItemTeamScore           = ID{familyItem, "W-TEAM-SCORE", 5}
)
