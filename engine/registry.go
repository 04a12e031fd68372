package engine

import "strings"

// keyKind is how a criterion splits a tied group (spec §9.1).
type keyKind uint8

const (
	scalarKey keyKind = iota // one value per participant, compared exactly
	vectorKey                // one vector per participant, compared lexicographically
	groupOp                  // computed on the tied group itself (type A)
)

// tieBreak is one row of the registry: a code, what it accepts, and the
// function that computes it.
type tieBreak struct {
	code      string
	name      string // English name
	typ       string // C.07 type (A, B, C, D and combinations), "" for others
	article   string // the article of the regulation
	modifiers string // accepted modifier letters
	kind      keyKind
	decimals  int  // minimum decimals printed
	lowerWins bool // a lower value ranks higher (TPN)
	rating    bool // a rating tie-break (§9.4)
	// scalar computes a scalar or vector key for every participant into out.
	scalar func(c *calc, d Descriptor, out *column)
	// group splits a tied group (player indices) into an ordered partition,
	// writing each member's displayed value into res.
	group func(c *calc, d Descriptor, g []int, res *column) [][]int
	// ranked computes a key that depends on the standings in force at its
	// position in the list (RRO) into out: groups is the ordered partition
	// so far. When set, it is used instead of scalar.
	ranked func(c *calc, d Descriptor, groups [][]int, out *column)
}

// registry is the one table of tie-break codes (spec §4.3). Adding a
// tie-break is one row here plus its function.
var registry []tieBreak

func init() {
	registry = []tieBreak{
		{code: "PTS", name: "points", typ: "B", scalar: tbPoints, decimals: 1},
		{code: "WIN", name: "number of wins", typ: "B", article: "C.07 7.1", scalar: tbWIN},
		{code: "WON", name: "games won over the board", typ: "B", article: "C.07 7.2", scalar: tbWON},
		{code: "BPG", name: "games played with Black", typ: "B", article: "C.07 7.3", scalar: tbBPG},
		{code: "BWG", name: "games won with Black", typ: "B", article: "C.07 7.4", scalar: tbBWG},
		{code: "REP", name: "rounds one elected to play", typ: "B", article: "C.07 7.6", scalar: tbREP},
		{code: "STD", name: "standard points", typ: "B", article: "C.07 7.7", scalar: tbSTD, decimals: 1},
		{code: "TPN", name: "tournament pairing number", typ: "B", article: "C.07 7.8", scalar: tbTPN, lowerWins: true},
		{code: "PS", name: "sum of progressive scores", typ: "B", article: "C.07 7.5", modifiers: "C", scalar: tbPS, decimals: 1},
		{code: "BH", name: "Buchholz", typ: "C", article: "C.07 8.1", modifiers: "CMPV", scalar: tbBH, decimals: 1},
		{code: "FB", name: "Fore Buchholz", typ: "D", article: "C.07 8.3", modifiers: "CMPV", scalar: tbFB, decimals: 1},
		{code: "AOB", name: "average of opponents' Buchholz", typ: "CC", article: "C.07 8.2", modifiers: "FPV", scalar: tbAOB, decimals: 2},
		{code: "SB", name: "Sonneborn-Berger", typ: "BC", article: "C.07 9.1", modifiers: "CMPV", scalar: tbSB, decimals: 2},
		{code: "KS", name: "Koya system", typ: "BC", article: "C.07 9.2", modifiers: "L", scalar: tbKS, decimals: 1},
		{code: "DE", name: "direct encounter", typ: "A", article: "C.07 6", modifiers: "P", kind: groupOp, group: tbDE, decimals: 1},
		{code: "ARO", name: "average rating of opponents", typ: "D", article: "C.07 10.1", modifiers: "CMU", scalar: tbARO, rating: true},
		{code: "TPR", name: "tournament performance rating", typ: "DB", article: "C.07 10.2", modifiers: "U", scalar: tbTPR, rating: true},
		{code: "PTP", name: "perfect tournament performance", typ: "DB", article: "C.07 10.3", modifiers: "U", scalar: tbPTP, rating: true},
		{code: "APRO", name: "average performance rating of opponents", typ: "DC", article: "C.07 10.4", modifiers: "U", scalar: tbAPRO, rating: true},
		{code: "APPO", name: "average perfect performance of opponents", typ: "DC", article: "C.07 10.5", modifiers: "U", scalar: tbAPPO, rating: true},
		{code: "RTNG", name: "rating", typ: "B", article: "C.07 10.6", modifiers: "U", scalar: tbRTNG, rating: true},
		{code: "ABH", name: "adjusted score as an opponent (diagnostic)", article: "C.07 16.3", modifiers: "V", scalar: tbABH, decimals: 1},
	}
	registry = append(registry, extraRows...)
}

// extraRows holds the rows of the non-FIDE tie-breaks, added by their own
// files with addExtra in package-level variable declarations (which run
// before init).
var extraRows []tieBreak

// addExtra registers a non-FIDE tie-break; use it as
// `var _ = addExtra(tieBreak{...})` in the tie-break's own file.
func addExtra(t tieBreak) bool {
	extraRows = append(extraRows, t)
	return true
}

// lookup finds a code in the registry (upper case), or nil.
func lookup(code string) *tieBreak {
	code = strings.ToUpper(code)
	for i := range registry {
		if registry[i].code == code {
			return &registry[i]
		}
	}
	return nil
}

// Code describes one supported tie-break code for listings and user interfaces.
type Code struct {
	Code      string // e.g. "BH"
	Name      string // English name
	Type      string // C.07 type
	Article   string // article of the regulation
	Modifiers string // accepted modifier letters
	Group     bool   // a group operation (type A)
	Rating    bool   // a rating tie-break
}

// Codes lists every supported tie-break code in registry order.
func Codes() []Code {
	out := make([]Code, 0, len(registry))
	for _, t := range registry {
		if t.code == "PTS" || t.code == "ABH" {
			continue
		}
		out = append(out, Code{Code: t.code, Name: t.name, Type: t.typ, Article: t.article,
			Modifiers: t.modifiers, Group: t.kind == groupOp, Rating: t.rating})
	}
	return out
}
