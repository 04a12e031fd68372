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
