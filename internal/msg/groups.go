package msg

// The readers' grouped warnings, which list many rows under one header
// (docs/formats.md §15.2 rule 5): the header is a message of familyGroup
// citing the count and the list, each listed row a message of familyItem
// citing its values, so that the English of both is written once, in the
// catalogues. DiagText (internal/i18n) renders an item by its key
// "item."+code, the code of the diagnostic.
var (
	familyGroup = &family{"group."}
	familyItem  = &family{"item."}
)

// The headers and items of the grouped warnings.
var (
	// GroupMore ends a list cut short: the number of rows not listed.
	GroupMore = declare(familyGroup, "more", 1)

	GroupPointsOne = declare(familyGroup, "W-POINTS/one", 1)
	GroupPoints    = declare(familyGroup, "W-POINTS", 2)
	ItemPoints     = declare(familyItem, "W-POINTS", 4)
)

// The TRF reader's grouped warnings.
var (
	GroupTRFNoColourOne  = declare(familyGroup, "W-TRF-NO-COLOUR/one", 1)
	GroupTRFNoColour     = declare(familyGroup, "W-TRF-NO-COLOUR", 2)
	ItemTRFNoColour      = declare(familyItem, "W-TRF-NO-COLOUR", 3)
	GroupTRFSexOne       = declare(familyGroup, "W-TRF-FIELD/sex/one", 1)
	GroupTRFSex          = declare(familyGroup, "W-TRF-FIELD/sex", 2)
	ItemTRFSex           = declare(familyItem, "W-TRF-FIELD/sex", 2)
	GroupTRFBirthOne     = declare(familyGroup, "W-TRF-FIELD/birth/one", 1)
	GroupTRFBirth        = declare(familyGroup, "W-TRF-FIELD/birth", 2)
	ItemTRFBirth         = declare(familyItem, "W-TRF-FIELD/birth", 2)
	GroupTRFByeOpponent1 = declare(familyGroup, "W-TRF-BYE-OPPONENT/one", 1)
	GroupTRFByeOpponent  = declare(familyGroup, "W-TRF-BYE-OPPONENT", 2)
	ItemTRFByeOpponent   = declare(familyItem, "W-TRF-BYE-OPPONENT", 3)
	GroupTRFPendingOne   = declare(familyGroup, "W-TRF-PENDING/one", 1)
	GroupTRFPending      = declare(familyGroup, "W-TRF-PENDING", 2)
	ItemTRFPending       = declare(familyItem, "W-TRF-PENDING", 3)
	GroupTRFByeCodeOne   = declare(familyGroup, "W-TRF-BYE-CODE/one", 1)
	GroupTRFByeCode      = declare(familyGroup, "W-TRF-BYE-CODE", 2)
	ItemTRFByeCode       = declare(familyItem, "W-TRF-BYE-CODE", 3)
	GroupTRFAnnouncedOne = declare(familyGroup, "I-TRF-ANNOUNCED/one", 2)
	GroupTRFAnnounced    = declare(familyGroup, "I-TRF-ANNOUNCED", 3)
	ItemTRFAnnounced     = declare(familyItem, "I-TRF-ANNOUNCED", 3)
)

// W-TRF-SHIFT: the header, with or without its probable cause, and the
// items of a line realigned, with TABs expanded or not.
var (
	GroupTRFShiftOne    = declare(familyGroup, "W-TRF-SHIFT/one", 1)
	GroupTRFShiftOneWhy = declare(familyGroup, "W-TRF-SHIFT/one-why", 2)
	GroupTRFShift       = declare(familyGroup, "W-TRF-SHIFT", 2)
	GroupTRFShiftWhy    = declare(familyGroup, "W-TRF-SHIFT/why", 3)
	GroupTRFShiftLeft   = declare(familyGroup, "W-TRF-SHIFT/left", 0)
	GroupTRFShiftRight  = declare(familyGroup, "W-TRF-SHIFT/right", 0)
	GroupTRFShiftBoth   = declare(familyGroup, "W-TRF-SHIFT/both", 0)
	ItemTRFShift        = declare(familyItem, "W-TRF-SHIFT", 2)
	ItemTRFShiftTabs    = declare(familyItem, "W-TRF-SHIFT/tabs", 2)
	ItemTRFShiftTabs0   = declare(familyItem, "W-TRF-SHIFT/tabs0", 2)
)

// The checks' grouped warnings over the pairings (docs/formats.md §15.2).
var (
	GroupPabCountOne     = declare(familyGroup, "W-PAB-COUNT/one", 1)
	GroupPabCount        = declare(familyGroup, "W-PAB-COUNT", 2)
	ItemPabCount         = declare(familyItem, "W-PAB-COUNT", 2)
	GroupRepeatOne       = declare(familyGroup, "I-REPEAT/one", 1)
	GroupRepeat          = declare(familyGroup, "I-REPEAT", 2)
	ItemRepeat           = declare(familyItem, "I-REPEAT", 3)
	GroupColourFilledOne = declare(familyGroup, "I-COLOUR-FILLED/one", 1)
	GroupColourFilled    = declare(familyGroup, "I-COLOUR-FILLED", 2)
	ItemColourFilled     = declare(familyItem, "I-COLOUR-FILLED", 2)
)

// The strip and Chess-Results readers' grouped warnings.
var (
	GroupStripMinusByeOne = declare(familyGroup, "I-STRIP-MINUS-BYE/one", 1)
	GroupStripMinusBye    = declare(familyGroup, "I-STRIP-MINUS-BYE", 2)
	ItemStripMinusBye     = declare(familyItem, "I-STRIP-MINUS-BYE", 4)
	GroupCRPendingOne     = declare(familyGroup, "W-CR-PENDING/one", 1)
	GroupCRPending        = declare(familyGroup, "W-CR-PENDING", 2)
	// GroupCRPendingMore is the list of W-CR-PENDING cut short: the list
	// and the number of pairings not listed.
	GroupCRPendingMore = declare(familyGroup, "W-CR-PENDING/more", 2)
	ItemCRPending      = declare(familyItem, "W-CR-PENDING", 3)
)

// The team tables' grouped warnings.
var (
	GroupTeamTotalOne = declare(familyGroup, "W-TEAM-TOTAL/one", 1)
	GroupTeamTotal    = declare(familyGroup, "W-TEAM-TOTAL", 2)
	ItemTeamTotal     = declare(familyItem, "W-TEAM-TOTAL", 5)
)

// The values the rows of the grouped warnings cite as messages (Cite): a
// player as "line L (N name)", and a round of a player's row as its
// result, its colour and its opponent.
var (
	familyValue = &family{"value."}
	// ValuePlayerLine names a player by the line of its row and its label.
	ValuePlayerLine = declare(familyValue, "player-line", 2)
	// ValueWhite and ValueBlack add the colour to a result (cited).
	ValueWhite = declare(familyValue, "white", 1)
	ValueBlack = declare(familyValue, "black", 1)
	// ValueCitedBy is a start number and the players citing it (a list).
	ValueCitedBy = declare(familyValue, "cited-by", 2)
	// ValueAt is a message (cited) at a line and column: "12:5: …".
	ValueAt = declare(familyValue, "at", 3)
	// ValueAgainst adds the opponent's start number to a result (cited).
	ValueAgainst = declare(familyValue, "against", 2)
)

// The results of a round, by the stable name of the kind (engine.Kind's
// Name), as the readers' messages cite them: ResultOf.
var (
	familyResult = &family{"result."}
	results      = map[string]ID{}
)

func init() {
	for _, name := range []string{"not-yet", "win", "draw", "loss", "win-unrated", "draw-unrated", "loss-unrated",
		"forfeit-win", "forfeit-loss", "pab", "fpb", "hpb", "zpb"} {
		results[name] = declare(familyResult, name, 0)
	}
}

// ResultOf returns the message naming the result kind (engine.Kind's
// Name, such as "forfeit-win"); the zero message for an unknown name.
func ResultOf(name string) Message {
	id, ok := results[name]
	if !ok {
		return Message{}
	}
	return Message{ID: id}
}

// The checks' grouped warnings over the players' rows (docs/formats.md
// §14): each row cites all its values, the players cited as
// ValuePlayerLine or their label, the results as ResultOf with
// ValueWhite, ValueBlack and ValueAgainst.
var (
	GroupOneSidedOne    = declare(familyGroup, "W-ONE-SIDED/one", 1)
	GroupOneSided       = declare(familyGroup, "W-ONE-SIDED", 2)
	ItemOneSided        = declare(familyItem, "W-ONE-SIDED", 7)
	GroupReciprocityOne = declare(familyGroup, "W-RECIPROCITY/one", 1)
	GroupReciprocity    = declare(familyGroup, "W-RECIPROCITY", 2)
	ItemReciprocity     = declare(familyItem, "W-RECIPROCITY", 7)
	GroupColourClashOne = declare(familyGroup, "W-COLOUR-CLASH/one", 1)
	GroupColourClash    = declare(familyGroup, "W-COLOUR-CLASH", 2)
	ItemColourClash     = declare(familyItem, "W-COLOUR-CLASH", 3)
	GroupDupNameOne     = declare(familyGroup, "W-DUP-NAME/one", 1)
	GroupDupName        = declare(familyGroup, "W-DUP-NAME", 2)
	ItemDupName         = declare(familyItem, "W-DUP-NAME", 3)
)

// The team tables' and the grids' grouped warnings, and the
// Chess-Results reader's E-CR-SNO, which lists the rows it could not
// number.
var (
	GroupTeamReciprocityOne = declare(familyGroup, "W-TEAM-RECIPROCITY/one", 2)
	GroupTeamReciprocity    = declare(familyGroup, "W-TEAM-RECIPROCITY", 3)
	ItemTeamReciprocity     = declare(familyItem, "W-TEAM-RECIPROCITY", 7)
	GroupTeamForfeitOne     = declare(familyGroup, "W-TEAM-FORFEIT/one", 2)
	GroupTeamForfeit        = declare(familyGroup, "W-TEAM-FORFEIT", 3)
	ItemTeamForfeit         = declare(familyItem, "W-TEAM-FORFEIT", 5)
	GroupGridForfeitOne     = declare(familyGroup, "W-GRID-FORFEIT/one", 1)
	GroupGridForfeit        = declare(familyGroup, "W-GRID-FORFEIT", 2)
	ItemGridForfeit         = declare(familyItem, "W-GRID-FORFEIT", 4)
	GroupCRSno              = declare(familyGroup, "E-CR-SNO", 1)
	ItemCRSno               = declare(familyItem, "E-CR-SNO", 2)
	GroupTeamOpponents      = declare(familyGroup, "W-TEAM-OPPONENTS", 1)
	ItemTeamOpponents       = declare(familyItem, "W-TEAM-OPPONENTS", 2)
	GroupTeamScore          = declare(familyGroup, "W-TEAM-SCORE", 1)
	ItemTeamScore           = declare(familyItem, "W-TEAM-SCORE", 5)
)
