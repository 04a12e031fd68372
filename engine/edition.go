package engine

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// Edition is a rule edition: how unplayed rounds (forfeits, byes, absences,
// withdrawals) enter the tie-breaks (docs/tiebreaks.md §3). It is a
// parameter of every computation, never global state. What an edition does
// is data: one row of editionRules, whose fields every tie-break reads.
//
// The rows, as TestEditionTable renders them (in a round robin every
// edition follows §3.11: forfeits are games against the scheduled
// opponent, opponents count at their raw score, a free round is no element
// and there is no VUR exception):
//
//	edition       opponent's value        own unplayed round          forfeit   cuts   WIN         DE forfeits  ratings       other
//	fide2026      16.3 adjusted score     dummy: own score, capped    unplayed  16.5   worth W     with /P      OTB games
//	fide2024      16.3 adjusted score     dummy: own score            unplayed  16.5   worth W     with /P      OTB games
//	fide2012      OTB + D × unplayed      virtual opponent Svon       unplayed  plain  worth W     with /P      OTB games
//	fide-pre2009  OTB + D × unplayed      a draw against himself      unplayed  plain  OTB wins    with /P      + own rating
//	italian       raw score               zero element                a game    plain  worth W     counted      OTB games
//	barq          raw; withdrawn: + D     half own score              a game    plain  worth W     with /P      OTB games
//	uscf          OTB + D × unplayed      zero element                unplayed  plain  worth W     with /P      OTB games
//	none          raw score               zero element                a game    plain  worth W     with /P      OTB games
//	swissmanager  OTB + D × unplayed      virtual opponent Svon       unplayed  plain  no forfeit  with /P      OTB games     SB unplayed ½, RR SB forfeit win own score, ARO cuts unplayed first, DE only if all met
//
// "+ own rating": the rating tie-breaks also count the player's own rating
// for each unplayed round (a draw), and TPR ranks a participant with more
// than two unplayed rounds after the others of his tie (docs/tiebreaks.md, decision 23).
// "other": the conventions of Swiss-Manager (see SwissManager).
//
// Codes that ignore the global edition: MM, SOLK and MED always use uscf;
// BARQ always uses barq; /V1 and /V2 force a FIDE edition for one BH, FB,
// SB, AOB or ABH descriptor. Codes the edition does not affect: PTS, PS, KS,
// KSX, KSR, BPG, BWG, WON, REP, STD, TPN, RTNG, CUM, OCUM, KASH, RBT
// (USCF rules always), RRO, SEQ, AVU (forfeits as recorded), ARZ (unplayed
// rounds by result category), MSC, BQ and LOT.
type Edition uint8

// The rule editions.
const (
	// EditionDefault asks Compute to choose by the event's start date (§3.2).
	EditionDefault Edition = iota
	// Fide2026 is FIDE C.07 in force from 1 March 2026: own unplayed rounds
	// count a dummy with the player's own score, capped (16.4.1, 16.4.2).
	Fide2026
	// Fide2024 is FIDE C.07 in force 1 August 2024 – 28 February 2026: the
	// dummy is the player's own score, uncapped.
	Fide2024
	// Fide2012 is the virtual opponent of the Kallithea decision (2009) and
	// the Handbook formula of 2012.
	Fide2012
	// FidePre2009 is the older FIDE rule: an unplayed game is a draw against
	// the player himself.
	FidePre2009
	// Italian counts unplayed games as played, with the recorded result and
	// opponent (the Italian variant).
	Italian
	// Barq is the Italian draughts federation's Buchholz rule.
	Barq
	// USCF is US Chess rule 34E.
	USCF
	// None is face value: no adjustment at all.
	None
	// SwissManager reproduces the tie-breaks Swiss-Manager prints (on
	// chess-results): the 2012 virtual opponent, and five conventions of
	// its own that depart from the Handbook: a Sonneborn-Berger unplayed
	// round counts half the virtual opponent whatever the points (a Swiss),
	// a forfeit win in a round robin's Sonneborn-Berger counts the own
	// score, WIN does not count a forfeit win, a cut of ARO removes an unplayed round first, and the direct
	// encounter applies only when all the tied participants met
	// (docs/tiebreaks.md §3.13).
	SwissManager
)

// oppValue is how a participant's score counts when he is somebody's
// opponent in a Swiss (docs/tiebreaks.md §3.1).
type oppValue uint8

const (
	oppRaw            oppValue = iota // the raw score
	oppAdjusted                       // the C.07 16.3 adjusted score
	oppOTBDraws                       // points over the board plus D per unplayed round
	oppWithdrawnDraws                 // points up to a withdrawal plus D per remaining round (barq)
)

// ownUnplayed is what a participant's own unplayed round counts in the
// Buchholz family (docs/tiebreaks.md §3.3–§3.10).
type ownUnplayed uint8

const (
	ownZero    ownUnplayed = iota // an opponent with no points
	ownDummy                      // a dummy with the own final score (C.07 16.4)
	ownVirtual                    // the virtual opponent Svon (2012)
	ownSelf                       // a draw against oneself, at the own value as an opponent
	ownHalf                       // half the own score (barq)
)

// rules is what an edition does with unplayed rounds: one row of
// editionRules.
type rules struct {
	id, name string
	// opponent is an opponent's value in the Buchholz family (Swiss).
	opponent oppValue
	// own is the value of an own unplayed round in the Buchholz family;
	// dummyCap caps the dummy (16.4.1, 16.4.2).
	own      ownUnplayed
	dummyCap bool
	// forfeitGame: a forfeit against a known opponent is a game against
	// him in the Buchholz family (the modifier /P asks for it in the
	// others).
	forfeitGame bool
	// vurCut: in a Swiss, a cut removes a voluntary unplayed round first
	// when it contributes at least the least significant value (C.07 16.5).
	vurCut bool
	// winOTBOnly: WIN counts wins over the board only (a forfeit win or a
	// bye is a draw).
	winOTBOnly bool
	// winNoForfeit: WIN does not count a forfeit win (the byes worth a
	// win still count).
	winNoForfeit bool
	// deForfeits: DE counts forfeits between the tied participants without
	// /P.
	deForfeits bool
	// ownRating: rating tie-breaks count the own rating for each unplayed
	// round (a draw), and TPR puts participants with more than two
	// unplayed rounds after the others of their tie (docs/tiebreaks.md, decision 23).
	ownRating bool
	// sbUnplayedHalf: in the Sonneborn-Berger, an own unplayed round
	// contributes half its opponent's value, whatever the points scored.
	sbUnplayedHalf bool
	// sbRRForfeitOwn: in an individual round robin, a forfeit win counts
	// in the Sonneborn-Berger at the winner's own final score, not the
	// absent opponent's (docs/tiebreaks.md §3.13).
	sbRRForfeitOwn bool
	// cutUnplayedFirst: a cut of ARO or ORS removes the participant's
	// unplayed rounds first (they have no rating), then the ratings.
	cutUnplayedFirst bool
	// deAllMetOnly: in a Swiss, the direct encounter splits a tied group
	// only when all its members met each other (6.2); otherwise the group
	// stays tied and no value is shown.
	deAllMetOnly bool
	// checkRank is the edition's place in the printed check's order of
	// preference when several editions reproduce a printed column equally
	// (docs/tiebreaks.md §15); the event's own edition comes first. An
	// edition without one is tried after the others.
	checkRank int
}

// editionRules is the one table of the editions, indexed by Edition.
var editionRules = [...]rules{
	EditionDefault: {},
	Fide2026: {id: "fide2026", name: "FIDE C.07 (from 1 March 2026)",
		opponent: oppAdjusted, own: ownDummy, dummyCap: true, vurCut: true, checkRank: 1},
	Fide2024: {id: "fide2024", name: "FIDE C.07 (1 August 2024 – 28 February 2026)",
		opponent: oppAdjusted, own: ownDummy, vurCut: true, checkRank: 2},
	Fide2012: {id: "fide2012", name: "FIDE virtual opponent (2012)",
		opponent: oppOTBDraws, own: ownVirtual, checkRank: 3},
	FidePre2009: {id: "fide-pre2009", name: "FIDE before 2009 (draw against oneself)",
		opponent: oppOTBDraws, own: ownSelf, winOTBOnly: true, ownRating: true, checkRank: 5},
	Italian: {id: "italian", name: "Italian variant",
		opponent: oppRaw, own: ownZero, forfeitGame: true, deForfeits: true, checkRank: 6},
	Barq: {id: "barq", name: "BARQ (Italian draughts federation)",
		opponent: oppWithdrawnDraws, own: ownHalf, forfeitGame: true, checkRank: 8},
	USCF: {id: "uscf", name: "US Chess rule 34E",
		opponent: oppOTBDraws, own: ownZero, checkRank: 7},
	None: {id: "none", name: "face value (no adjustment)",
		opponent: oppRaw, own: ownZero, forfeitGame: true, checkRank: 9},
	SwissManager: {id: "swissmanager", name: "Swiss-Manager compatible (2012 virtual opponent, its own conventions)",
		opponent: oppOTBDraws, own: ownVirtual, winNoForfeit: true, sbUnplayedHalf: true, sbRRForfeitOwn: true, cutUnplayedFirst: true, deAllMetOnly: true, checkRank: 4},
}

// rules returns the row of e (the empty row for an unknown edition).
func (e Edition) rules() *rules {
	if int(e) < len(editionRules) {
		return &editionRules[e]
	}
	return &editionRules[EditionDefault]
}

// Editions lists every edition that can be chosen, in the order the user
// interfaces show them.
var Editions = []Edition{Fide2026, Fide2024, Fide2012, FidePre2009, Italian, Barq, USCF, None, SwissManager}

// CheckOrder lists every edition of Editions in the printed check's order
// of preference (the checkRank of its row; docs/tiebreaks.md §15): a new
// edition is tried by the check as soon as it is in Editions.
func CheckOrder() []Edition {
	out := slices.Clone(Editions)
	rank := func(e Edition) int {
		if r := e.rules().checkRank; r > 0 {
			return r
		}
		return math.MaxInt
	}
	sort.SliceStable(out, func(a, b int) bool { return rank(out[a]) < rank(out[b]) }) // one sorting code for every type (app.wasm's size)
	return out
}

// String returns the edition id, e.g. "fide2026".
func (e Edition) String() string {
	if int(e) < len(editionRules) {
		return editionRules[e].id
	}
	return fmt.Sprintf("Edition(%d)", e)
}

// Name returns a human-readable English name of the edition.
func (e Edition) Name() string {
	if int(e) < len(editionRules) {
		return editionRules[e].name
	}
	return e.String()
}

// CountsAdjustedScore reports whether opponents count at their C.07 16.3
// adjusted score under e.
func (e Edition) CountsAdjustedScore() bool { return e.rules().opponent == oppAdjusted }

// ParseEdition reads an edition id (case-insensitive). "2024", "2026",
// "v1" and "v2" are accepted as the FIDE editions.
func ParseEdition(s string) (Edition, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "2024", "v1", "v2024":
		return Fide2024, nil
	case "2026", "v2", "v2026":
		return Fide2026, nil
	case "2012", "vo", "fide-2012":
		return Fide2012, nil
	case "pre2009", "fidepre2009":
		return FidePre2009, nil
	}
	var ids []string
	for _, e := range Editions {
		if e.String() == t {
			return e, nil
		}
		ids = append(ids, e.String())
	}
	return EditionDefault, coded(msg.ErrEditionUnknown, s, strings.Join(ids, ", "))
}

// DefaultEdition returns the edition that applies by the event's start date
// (§3.2): before 2026-03-01 fide2024, otherwise fide2026; without a date
// fide2026, the rules in force now. The reason is a short English sentence
// for the user.
func DefaultEdition(start Date) (Edition, string) {
	e, n := DefaultEditionNote(start)
	return e, n.English()
}

// DefaultEditionNote is DefaultEdition with the reason as a Note: code
// "edition-nodate", or "edition-before" or "edition-after" with the start
// date and the date the 2026 rules apply from.
func DefaultEditionNote(start Date) (Edition, Note) {
	if start.IsZero() {
		return Fide2026, msg.New(msg.ReasonEditionNoDate)
	}
	args := []any{start.String(), "2026/03/01"}
	if start.Before(2026, 3, 1) {
		return Fide2024, msg.New(msg.ReasonEditionBefore, args...)
	}
	return Fide2026, msg.New(msg.ReasonEditionAfter, args...)
}
