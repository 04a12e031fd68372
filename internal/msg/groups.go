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
