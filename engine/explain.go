package engine

import "github.com/spareggi/spareggi/internal/msg"

// Source says what an element's score stands for (docs/tiebreaks.md §5.1, §3).
type Source uint8

// Element sources.
const (
	SourceGame    Source = iota // a game (or, where the edition says so, a forfeit) against a real opponent
	SourceDummy                 // C.07 16.4: a dummy opponent with the player's own score, maybe capped
	SourceVirtual               // fide2012: the virtual opponent Svon
	SourceSelf                  // fide-pre2009: a draw against oneself
	SourceZero                  // italian, none, uscf: an unplayed round as an opponent with 0 points
	SourceHalfOwn               // barq: a bye worth half the player's own score
	// SourceOwnForfeit is swissmanager's forfeit win in a round robin: the
	// Sonneborn-Berger counts the winner's own final score (Score) instead
	// of the absent opponent's (Raw).
	SourceOwnForfeit
)

var sourceNames = [...]string{"game", "dummy", "virtual opponent", "self", "zero", "half own score", "own score (forfeit win)"}

// String returns an English name of the source.
func (s Source) String() string { return sourceNames[s] }

// sourceIDs are the stable names of the sources, keyed by the constants.
var sourceIDs = [...]string{SourceGame: "game", SourceDummy: "dummy", SourceVirtual: "virtual",
	SourceSelf: "self", SourceZero: "zero", SourceHalfOwn: "half-own", SourceOwnForfeit: "own-forfeit"}

// Name returns the stable name of the source ("dummy"), by which user
// interfaces word it; "" for a value that is not a source.
func (s Source) Name() string { return enumName(sourceIDs[:], int(s)) }

// Cut says whether and why an element was removed by a cut modifier.
type Cut uint8

// Cut reasons.
const (
	NotCut     Cut = iota
	CutLowest      // the least significant value (C.07 14.1, 14.2)
	CutVUR         // a voluntary unplayed round cut first (C.07 16.5)
	CutHighest     // the most significant value (C.07 14.3, 14.4)
)

var cutNames = [...]string{"", "lowest", "VUR by 16.5", "highest"}

// String returns "", "lowest", "VUR by 16.5" or "highest".
func (c Cut) String() string { return cutNames[c] }

// cutIDs are the stable names of the cuts, keyed by the constants.
var cutIDs = [...]string{NotCut: "none", CutLowest: "lowest", CutVUR: "vur", CutHighest: "highest"}

// Name returns the stable name of the cut ("vur"), by which user
// interfaces word it; "" for a value that is not a cut.
func (c Cut) Name() string { return enumName(cutIDs[:], int(c)) }

// Element is one round's share of a value: the opponent (or the dummy, the
// virtual opponent ...) it comes from, the score counted for it, the points
// scored, the contribution and whether a cut removed it. Element-based
// tie-breaks (BH, FB, SB, PS, KS, the counts, the rating averages) explain
// themselves with a list of elements.
type Element struct {
	Round    int    // 1-based
	Kind     Kind   // the player's own round kind
	Opponent int    // the opponent's start number; 0 = none (dummy, bye)
	Source   Source // what Score stands for
	// Raw is the unadjusted number behind Score: the opponent's raw score
	// for a game, the player's own score for a dummy.
	Raw Value
	// Score is the value counted for the opponent: the 16.3 adjusted score,
	// the (capped) dummy, the virtual opponent, a rating, ...
	Score Value
	// Capped is set when a 16.4 cap lowered the dummy: CapRule is "16.4.1"
	// (the scheduled opponent's adjusted score) or "16.4.2" (draw value ×
	// rounds), Cap its value.
	Capped  bool
	CapRule string
	Cap     Value
	// Points are the points the player scored in the round.
	Points Value
	// Contribution is what the element adds to the value.
	Contribution Value
	// Colour is the player's colour in the round (count keys and rating
	// averages; NoColour elsewhere).
	Colour Colour
	// Diff and Expected are, for PTP, the rating difference between the
	// value and the opponent's rating and the player's expected score for
	// it (FIDE B.02 table 2).
	Diff     int
	Expected Value
	VUR      bool // a voluntary unplayed round (C.07 16.1.2), for the 16.5 cut rule
	Counted  bool // false when the rule leaves the round out (KS below the limit, WON on a forfeit ...)
	Cut      Cut  // why a cut removed the element, or NotCut
	Article  string
}

// Note is a remark about a value, a warning of the standings or a reason:
// a message (internal/msg) that user interfaces render in their language.
type Note = msg.Message

// Scores says what the Score of an explanation's elements stands for, so
// that a user interface names the column: the opponent's score (the
// default), the opponent's rating, the opponent's performance (APRO,
// APPO), a running total (PS), nothing (the counts), or the opponent's
// Buchholz (AOB).
type Scores uint8

// What element scores stand for.
const (
	ScoresOpponent Scores = iota
	ScoresRating
	ScoresPerformance
	ScoresRunning
	ScoresNone
	ScoresBuchholz
)

// Game is a game between two members of a DE group: the round, the two
// start numbers and the points each scored.
type Game struct {
	Round   int
	A, B    int
	PointsA Value
	PointsB Value
}

// The outcomes of a Step, which the user interfaces word by the
// catalogues' keys "step.outcome."+outcome.
const (
	StepSplit   = "split"   // the step put every member in its place
	StepTied    = "tied"    // the members are still tied
	StepPartial = "partial" // sub-groups were split from each other (6.2)
)

// StepOutcomes lists the outcomes of a Step.
var StepOutcomes = []string{StepSplit, StepTied, StepPartial}

// Step is one step of a group operation such as DE: the members of a group
// with their mutual scores and, for C.07 6.3, their maxima.
type Step struct {
	Group   []int   // start numbers of the group, in the order they were examined
	Values  []Value // each member's points against the others of the group
	Max     []Value // each member's maximum if it won every missing game (6.3); nil under 6.2
	Met     []int   // how many other members each one has met
	Rule    string  // "6.2" (all met, or round robin) or "6.3" (Swiss, not all met)
	Fixed   []int   // members whose position this step decided, in order
	Outcome string  // StepSplit, StepTied, StepPartial
	// Parts are the sub-groups a 6.2 split makes, best first (start
	// numbers); Games the counting games between the members.
	Parts [][]int
	Games []Game
}
