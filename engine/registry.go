package engine

import "strings"

// keyKind is how a criterion splits a tied group (docs/tiebreaks.md §9.1).
type keyKind uint8

const (
	scalarKey keyKind = iota // one value per participant, compared exactly
	vectorKey                // one vector per participant, compared lexicographically
	groupOp                  // computed on the tied group itself (type A)
)

// tieBreak is one row of the registry: a code, what it accepts and needs,
// and the function that computes it.
type tieBreak struct {
	code      string
	name      string // English name
	typ       string // C.07 type (A, B, C, D and combinations), "" for others
	article   string // the article of the regulation
	fide      bool   // a tie-break of FIDE C.07: written without OTHER_ in TRF
	modifiers string // accepted modifier letters (R is accepted by every scalar key)
	kind      keyKind
	decimals  int  // minimum decimals printed
	lowerWins bool // a lower value ranks higher (TPN)
	rating    bool // a rating tie-break (§9.4)
	// needs are the inputs the model must have: without them the code is
	// refused (docs/formats.md §2.7).
	needs need
	// notInRR: C.07 15.2 [2026] forbids it in round robins (computed, with
	// a warning).
	notInRR bool
	// boardKO: its last steps are knockouts on the boards (EDET …, C.07
	// 13.3.2); without the boards it is computed without them, with a
	// warning.
	boardKO bool
	// hidden: not offered to the user (PTS is implied, ABH a diagnostic).
	hidden bool
	// gpBoards: a count of C.07 Art. 7 that, in a team event with game
	// points, counts the board games (docs/tiebreaks.md, decision 49), and
	// then needs the boards.
	gpBoards bool
	// team: a tie-break of team competitions only; scoreRef: in a team
	// competition, it may refer to match or game points (":MP", ":GP",
	// C.07 Art. 13).
	team, scoreRef bool
	// variants are the descriptors the list editor suggests after the code.
	variants []string
	// local: a participant's value depends only on his own rounds and on
	// what his opponents' own rounds make of them (their scores, adjusted
	// scores, values as opponents), besides what no result changes
	// (ratings, start numbers, the event's settings). What-if keeps such a
	// value from one scenario to the next while neither changes
	// (whatIfRanks). A key whose value reads anything else (the maximum
	// score, the standings, the opponents' tie-breaks) must not be local.
	local bool
	// groupLocal marks a group operation whose order of a tied group reads
	// only the group's members and their games with each other (DE, AVU,
	// RBT, LOT): the fast re-ranking of a replay may apply it to a class
	// alone (replayfast.go).
	groupLocal bool
	// scalar computes a scalar or vector key for every participant into out.
	// A group operation may have one too: it writes every participant's
	// displayed value, whether or not a tied group reaches him (BC).
	scalar func(c *calc, d Descriptor, out *column)
	// group splits a tied group (player indices) into an ordered partition,
	// writing each member's displayed value into res.
	group func(c *calc, d Descriptor, g []int, res *column) [][]int
	// ranked computes a key that depends on the standings in force at its
	// position in the list (RRO) into out: groups is the ordered partition
	// so far. When set, it is used instead of scalar.
	ranked func(c *calc, d Descriptor, groups [][]int, out *column)
}

// need is a set of inputs that a tie-break needs from the model.
type need uint8

const (
	needColours      need = 1 << iota // the colours of the games (BPG, BWG)
	needRoundOrder                    // the real order of the rounds (PS, FB)
	needStartNumbers                  // the real pairing numbers (TPN)
	needBoards                        // the points of every board of a team match (BC, TBR, BBE, BWP, FBP)
)

// registry is the one table of tie-break codes (docs/tiebreaks.md §4.3):
// adding a tie-break is one row here plus its function. It is filled by
// init because the functions of the rows reach the registry themselves
// (through lookup), which a package-level initialiser cannot refer to.
var registry []tieBreak

func init() {
	registry = []tieBreak{
		// FIDE C.07
		{code: "PTS", name: "points", typ: "B", fide: true, hidden: true, scalar: tbPoints, decimals: 1},
		{code: "WIN", local: true, scoreRef: true, gpBoards: true, name: "number of wins", typ: "B", article: "C.07 7.1", fide: true, scalar: tbWIN},
		{code: "WON", local: true, scoreRef: true, gpBoards: true, name: "games won over the board", typ: "B", article: "C.07 7.2", fide: true, scalar: tbWON},
		{code: "BPG", local: true, scoreRef: true, gpBoards: true, name: "games played with Black", typ: "B", article: "C.07 7.3", fide: true, needs: needColours, scalar: tbBPG},
		{code: "BWG", local: true, scoreRef: true, gpBoards: true, name: "games won with Black", typ: "B", article: "C.07 7.4", fide: true, needs: needColours, scalar: tbBWG},
		{code: "REP", local: true, scoreRef: true, gpBoards: true, name: "rounds one elected to play", typ: "B", article: "C.07 7.6", fide: true, scalar: tbREP},
		{code: "STD", local: true, scoreRef: true, gpBoards: true, name: "standard points", typ: "B", article: "C.07 7.7", fide: true, scalar: tbSTD, decimals: 1},
		{code: "TPN", scoreRef: true, name: "tournament pairing number", typ: "B", article: "C.07 7.8", fide: true, needs: needStartNumbers, scalar: tbTPN, lowerWins: true},
		{code: "PS", local: true, scoreRef: true, name: "sum of progressive scores", typ: "B", article: "C.07 7.5", fide: true, modifiers: "C", needs: needRoundOrder,
			variants: []string{"C1"}, scalar: tbPS, decimals: 1},
		{code: "BH", local: true, scoreRef: true, name: "Buchholz", typ: "C", article: "C.07 8.1", fide: true, modifiers: "CMPV", notInRR: true,
			variants: []string{"C1", "C2", "M1", "M2", "P"}, scalar: tbBH, decimals: 1},
		{code: "FB", local: true, scoreRef: true, name: "Fore Buchholz", typ: "D", article: "C.07 8.3", fide: true, modifiers: "CMPV", needs: needRoundOrder, notInRR: true, scalar: tbFB, decimals: 1},
		{code: "AOB", scoreRef: true, name: "average of opponents' Buchholz", typ: "CC", article: "C.07 8.2", fide: true, modifiers: "FPV", notInRR: true, scalar: tbAOB, decimals: 2},
		{code: "SB", local: true, scoreRef: true, name: "Sonneborn-Berger", typ: "BC", article: "C.07 9.1", fide: true, modifiers: "CMPV", variants: []string{"C1"}, scalar: tbSB, decimals: 2},
		{code: "KS", scoreRef: true, name: "Koya system", typ: "BC", article: "C.07 9.2", fide: true, modifiers: "L", scalar: tbKS, decimals: 1},
		{code: "DE", groupLocal: true, scoreRef: true, name: "direct encounter", typ: "A", article: "C.07 6", fide: true, modifiers: "P", kind: groupOp, group: tbDE, decimals: 1},
		{code: "ARO", name: "average rating of opponents", typ: "D", article: "C.07 10.1", fide: true, modifiers: "CMU", variants: []string{"C1"}, scalar: tbARO, rating: true},
		{code: "TPR", name: "tournament performance rating", typ: "DB", article: "C.07 10.2", fide: true, modifiers: "U", scalar: tbTPR, rating: true},
		{code: "PTP", name: "perfect tournament performance", typ: "DB", article: "C.07 10.3", fide: true, modifiers: "U", scalar: tbPTP, rating: true},
		{code: "APRO", name: "average performance rating of opponents", typ: "DC", article: "C.07 10.4", fide: true, modifiers: "U", scalar: tbAPRO, rating: true},
		{code: "APPO", name: "average perfect performance of opponents", typ: "DC", article: "C.07 10.5", fide: true, modifiers: "U", scalar: tbAPPO, rating: true},
		{code: "RTNG", name: "rating", typ: "B", article: "C.07 10.6", fide: true, modifiers: "U", scalar: tbRTNG, rating: true},
		{code: "ABH", name: "adjusted score as an opponent (diagnostic)", article: "C.07 16.3", fide: true, hidden: true, modifiers: "V", scalar: tbABH, decimals: 1},

		// FIDE C.07 for team competitions (docs/tiebreaks.md §8)
		{code: "MPvGP", name: "the secondary team score", typ: "B", article: "C.07 13.1", fide: true, team: true, scalar: tbMPvGP, decimals: 1},
		{code: "MP", name: "match points (teams)", typ: "B", article: "C.07 13.1", fide: true, team: true, scalar: tbMP, decimals: 1},
		{code: "GP", name: "game points (teams)", typ: "B", article: "C.07 13.1", fide: true, team: true, scalar: tbGP, decimals: 1},
		{code: "EMMSB", name: "extended Sonneborn-Berger: opponents' match points × match points", typ: "BC", article: "C.07 13.2", fide: true, team: true,
			modifiers: "CMPV", scalar: extendedSB(false, false)},
		{code: "EMGSB", name: "extended Sonneborn-Berger: opponents' match points × game points", typ: "BC", article: "C.07 13.2", fide: true, team: true,
			modifiers: "CMPV", scalar: extendedSB(false, true), decimals: 1},
		{code: "EGMSB", name: "extended Sonneborn-Berger: opponents' game points × match points", typ: "BC", article: "C.07 13.2", fide: true, team: true,
			modifiers: "CMPV", scalar: extendedSB(true, false), decimals: 1},
		{code: "EGGSB", name: "extended Sonneborn-Berger: opponents' game points × game points", typ: "BC", article: "C.07 13.2", fide: true, team: true,
			modifiers: "CMPV", scalar: extendedSB(true, true), decimals: 2},
		{code: "EDE", name: "extended direct encounter", typ: "A", article: "C.07 13.3", fide: true, team: true,
			modifiers: "P", kind: groupOp, group: extendedDE(), decimals: 1},
		{code: "EDET", name: "extended direct encounter, then top-board results", typ: "A", article: "C.07 13.3", fide: true, team: true,
			modifiers: "P", boardKO: true, kind: groupOp, group: extendedDE(koTBR), decimals: 1},
		{code: "EDEB", name: "extended direct encounter, then bottom-board elimination", typ: "A", article: "C.07 13.3", fide: true, team: true,
			modifiers: "P", boardKO: true, kind: groupOp, group: extendedDE(koBBE), decimals: 1},
		{code: "EDEBT", name: "extended direct encounter, then board count and top-board results", typ: "A", article: "C.07 13.3", fide: true, team: true,
			modifiers: "P", boardKO: true, kind: groupOp, group: extendedDE(koBC, koTBR), decimals: 1},
		{code: "EDEBB", name: "extended direct encounter, then board count and bottom-board elimination", typ: "A", article: "C.07 13.3", fide: true, team: true,
			modifiers: "P", boardKO: true, kind: groupOp, group: extendedDE(koBC, koBBE), decimals: 1},
		{code: "BC", name: "board count (lower ranks higher)", typ: "B", article: "C.07 12.1", fide: true, team: true, kind: groupOp, group: tbBC, scalar: tbBCValues, decimals: 1, needs: needBoards},
		{code: "TBR", name: "top-board results", typ: "B", article: "C.07 12.2", fide: true, team: true, kind: vectorKey, scalar: boardVector(topBoards), decimals: 1, needs: needBoards},
		{code: "BBE", name: "bottom-board elimination", typ: "B", article: "C.07 12.3", fide: true, team: true, kind: vectorKey, scalar: boardVector(bottomElimination), decimals: 1, needs: needBoards},
		{code: "SSSC", name: "score and schedule strength combination", typ: "BC", article: "C.07 13.4", fide: true, team: true,
			modifiers: "FKV", scalar: tbSSSC, decimals: 2},

		// Beyond C.07 (docs/tiebreaks.md §6.14, §6.16, §6.19, §7, §9.5)
		{code: "ARZ", name: "Arranz system", article: "docs/tiebreaks.md §7.6", scalar: tbARZ, decimals: 1},
		{code: "AVU", groupLocal: true, name: "classifica avulsa (mini-tournament among the tied)", article: "docs/tiebreaks.md §7.5", kind: groupOp, group: tbAVU, decimals: 1},
		{code: "MSC", name: "minor scores (\"differenza pedine\")", article: "docs/tiebreaks.md §7.10", scalar: tbMSC, decimals: 1},
		{code: "BARQ", name: "BARQ Buchholz (Italian draughts federation)", article: "docs/tiebreaks.md §7.11", modifiers: "CM", scalar: tbBARQ, decimals: 1},
		{code: "BQ", name: "Brightwell quotient", article: "docs/tiebreaks.md §7.12", modifiers: "K", scalar: tbBQ, decimals: 1},
		{code: "KSX", name: "extended Koya (limit lowered until a solution)", article: "docs/tiebreaks.md §6.14", modifiers: "L", kind: vectorKey, scalar: tbKSX, decimals: 1},
		{code: "KSR", name: "reduced Koya (limit raised until a solution)", article: "docs/tiebreaks.md §6.14", modifiers: "L", kind: vectorKey, scalar: tbKSR, decimals: 1},
		{code: "LOT", groupLocal: true, name: "drawing of lots entered by the user", article: "docs/tiebreaks.md §9.5", kind: groupOp, group: tbLOT},
		{code: "OBH", name: "original Buchholz (1932): Buchholz × own score", article: "docs/tiebreaks.md §7.9", scalar: tbOBH, decimals: 1},
		{code: "ORS", name: "sum of opponents' ratings", article: "docs/tiebreaks.md §6.16", modifiers: "CMU", scalar: tbORS, rating: true},
		{code: "OPS", name: "sum of opponents' performance ratings", article: "docs/tiebreaks.md §6.19", modifiers: "U", scalar: tbOPS, rating: true},
		{code: "RRO", name: "results in ranking order (Italian \"cc\")", article: "docs/tiebreaks.md §7.3", kind: vectorKey, ranked: tbRRO, decimals: 1},
		{code: "SEQ", name: "sequential elimination (\"sistema FIDE\")", article: "docs/tiebreaks.md §7.4", kind: vectorKey, scalar: tbSEQ, decimals: 1},
		{code: "MM", name: "Modified Median (USCF 34E1)", article: "USCF 34E1", scalar: tbMM, decimals: 1},
		{code: "SOLK", name: "Solkoff (USCF 34E2)", article: "USCF 34E2", scalar: tbSOLK, decimals: 1},
		{code: "MED", name: "Median, Harkness system (USCF 34E4)", article: "USCF 34E4", scalar: tbMED, decimals: 1},
		{code: "CUM", name: "Cumulative (USCF 34E3)", article: "USCF 34E3", scalar: tbCUM, decimals: 1},
		{code: "OCUM", name: "cumulative scores of opposition (USCF 34E9)", article: "USCF 34E9", scalar: tbOCUM, decimals: 1},
		{code: "RBT", groupLocal: true, name: "result between tied players (USCF 34E5)", article: "USCF 34E5", kind: groupOp, group: tbRBT},
		{code: "BWP", name: "board-weighted points (teams)", article: "docs/tiebreaks.md §8.8", team: true, scalar: tbBWP, decimals: 1, needs: needBoards},
		{code: "FBP", name: "first-board priority (teams)", article: "docs/tiebreaks.md §8.8", team: true, kind: groupOp, group: tbFBP, needs: needBoards},
		{code: "KASH", name: "Kashdan (USCF 34E7)", article: "USCF 34E7", scalar: tbKASH},
	}
}

// row returns the registry row of d: the one ParseDescriptor set, or for a
// descriptor built in code the row of its Code (nil for an unknown code).
func (d Descriptor) row() *tieBreak {
	if d.tb != nil {
		return d.tb
	}
	return lookup(d.Code)
}

// Row returns the registry row of d's code as Codes lists it (the zero
// Code for a descriptor of no known code): callers read the row from the
// descriptor instead of looking its code up.
func (d Descriptor) Row() Code {
	if tb := d.row(); tb != nil {
		return tb.public()
	}
	return Code{}
}

// lookup finds a code in the registry (upper case), or nil.
func lookup(code string) *tieBreak {
	for i := range registry {
		if strings.EqualFold(registry[i].code, code) {
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
	FIDE      bool   // a tie-break of FIDE C.07
	Modifiers string // accepted modifier letters, R aside
	Reverse   bool   // accepts /R (every scalar key)
	Group     bool   // a group operation (type A)
	Vector    bool   // one vector per participant (RRO, SEQ, KSX …), compared lexicographically
	Rating    bool   // a rating tie-break
	Team      bool   // a tie-break of team competitions only
	TeamScore bool   // may refer to a team score (":MP", ":GP")
	Decimals  int    // the least decimals its values are printed with
	// Variants are the descriptors worth suggesting besides the code
	// ("BH/C1", "BH/M1" …).
	Variants []string
}

// Codes lists every tie-break code a user can choose, in registry order.
func Codes() []Code {
	out := make([]Code, 0, len(registry))
	for _, t := range registry {
		if t.hidden {
			continue
		}
		out = append(out, t.public())
	}
	return out
}

// public returns the row as Codes lists it.
func (t *tieBreak) public() Code {
	c := Code{Code: t.code, Name: t.name, Type: t.typ, Article: t.article, FIDE: t.fide,
		Modifiers: t.modifiers, Reverse: t.kind == scalarKey, Group: t.kind == groupOp, Vector: t.kind == vectorKey, Rating: t.rating,
		Team: t.team, TeamScore: t.scoreRef, Decimals: t.decimals}
	for _, v := range t.variants {
		c.Variants = append(c.Variants, t.code+"/"+v)
	}
	return c
}
