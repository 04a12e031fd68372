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
	GroupMore = ID{familyGroup, "more", 1}

	GroupPointsOne = ID{familyGroup, "W-POINTS/one", 1}
	GroupPoints    = ID{familyGroup, "W-POINTS", 2}
	ItemPoints     = ID{familyItem, "W-POINTS", 4}
)

// The TRF reader's grouped warnings.
var (
	GroupTRFNoColourOne  = ID{familyGroup, "W-TRF-NO-COLOUR/one", 1}
	GroupTRFNoColour     = ID{familyGroup, "W-TRF-NO-COLOUR", 2}
	ItemTRFNoColour      = ID{familyItem, "W-TRF-NO-COLOUR", 3}
	GroupTRFSexOne       = ID{familyGroup, "W-TRF-FIELD/sex/one", 1}
	GroupTRFSex          = ID{familyGroup, "W-TRF-FIELD/sex", 2}
	ItemTRFSex           = ID{familyItem, "W-TRF-FIELD/sex", 2}
	GroupTRFBirthOne     = ID{familyGroup, "W-TRF-FIELD/birth/one", 1}
	GroupTRFBirth        = ID{familyGroup, "W-TRF-FIELD/birth", 2}
	ItemTRFBirth         = ID{familyItem, "W-TRF-FIELD/birth", 2}
	GroupTRFByeOpponent1 = ID{familyGroup, "W-TRF-BYE-OPPONENT/one", 1}
	GroupTRFByeOpponent  = ID{familyGroup, "W-TRF-BYE-OPPONENT", 2}
	ItemTRFByeOpponent   = ID{familyItem, "W-TRF-BYE-OPPONENT", 3}
	GroupTRFPendingOne   = ID{familyGroup, "W-TRF-PENDING/one", 1}
	GroupTRFPending      = ID{familyGroup, "W-TRF-PENDING", 2}
	ItemTRFPending       = ID{familyItem, "W-TRF-PENDING", 3}
	GroupTRFByeCodeOne   = ID{familyGroup, "W-TRF-BYE-CODE/one", 1}
	GroupTRFByeCode      = ID{familyGroup, "W-TRF-BYE-CODE", 2}
	ItemTRFByeCode       = ID{familyItem, "W-TRF-BYE-CODE", 3}
	GroupTRFAnnouncedOne = ID{familyGroup, "I-TRF-ANNOUNCED/one", 2}
	GroupTRFAnnounced    = ID{familyGroup, "I-TRF-ANNOUNCED", 3}
	ItemTRFAnnounced     = ID{familyItem, "I-TRF-ANNOUNCED", 3}
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
