// Package engine computes chess tie-breaks exactly, with the derivation of
// every value kept as data.
//
// The data path is: a reader (package formats) builds an Event; Compute
// applies a rule Edition and an ordered list of tie-break descriptors to it
// and returns Standings; the report package and the user interfaces render
// the Standings. The engine does no I/O and keeps no global state: the rule
// edition and every other choice are explicit parameters.
package engine

import (
	"fmt"

	"github.com/spareggi/spareggi/internal/msg"
)

// Score is an exact number of points counted in tenths: 15 means 1.5.
// Every score that a crosstable can express fits this resolution.
type Score int64

// String formats s with one decimal, for example "2.5" or "-1.0".
func (s Score) String() string {
	sign := ""
	v := int64(s)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%d", sign, v/10, v%10)
}

// Value returns s as an exact Value.
func (s Score) Value() Value { return NewValue(int64(s), 10) }

// Kind is what happened to one participant in one round.
type Kind uint8

// The round kinds of the neutral model (docs/formats.md §2.3, docs/tiebreaks.md §2.2).
const (
	NotYet      Kind = iota // not played yet; Opponent kept when a pairing is known
	Win                     // game won over the board
	Draw                    // game drawn over the board
	Loss                    // game lost over the board
	WinUnrated              // game won, but it lasted less than one move (TRF W)
	DrawUnrated             // game drawn in less than one move (TRF D)
	LossUnrated             // game lost in less than one move (TRF L)
	ForfeitWin              // the scheduled opponent did not play
	ForfeitLoss             // the participant did not play a scheduled game
	PAB                     // pairing-allocated bye
	FPB                     // full-point bye that is not the pairing-allocated one
	HPB                     // half-point bye
	ZPB                     // zero-point bye, absence, round after a withdrawal
)

var kindNames = [...]string{"not yet", "win", "draw", "loss", "win (unrated)", "draw (unrated)",
	"loss (unrated)", "forfeit win", "forfeit loss", "pairing-allocated bye", "full-point bye",
	"half-point bye", "zero-point bye"}

// String returns an English name of the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// kindIDs are the stable names of the kinds, keyed by the constants so
// that reordering them keeps each name (the catalogues' keys "kind."+Name).
var kindIDs = [...]string{NotYet: "not-yet", Win: "win", Draw: "draw", Loss: "loss",
	WinUnrated: "win-unrated", DrawUnrated: "draw-unrated", LossUnrated: "loss-unrated",
	ForfeitWin: "forfeit-win", ForfeitLoss: "forfeit-loss", PAB: "pab", FPB: "fpb", HPB: "hpb", ZPB: "zpb"}

// Name returns the stable name of the kind ("forfeit-win"), by which user
// interfaces word it; "" for a value that is not a kind.
func (k Kind) Name() string { return enumName(kindIDs[:], int(k)) }

// enumName returns names[i], or "" when i is out of range.
func enumName(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return ""
}

// Code returns the TRF result code of the kind ("1", "=", "U", ...), or ""
// for NotYet.
func (k Kind) Code() string {
	return [...]string{"", "1", "=", "0", "W", "D", "L", "+", "-", "U", "F", "H", "Z"}[k]
}

// OTB reports whether the round was a game played over the board.
func (k Kind) OTB() bool { return k >= Win && k <= LossUnrated }

// Rated reports whether the round was a rated game (played, at least one move).
func (k Kind) Rated() bool { return k >= Win && k <= Loss }

// Forfeit reports whether the round is a forfeit win or loss.
func (k Kind) Forfeit() bool { return k == ForfeitWin || k == ForfeitLoss }

// Bye reports whether the round is a bye or absence without opponent.
func (k Kind) Bye() bool { return k >= PAB && k <= ZPB }

// Unplayed reports whether the round is neither a game over the board nor
// NotYet.
func (k Kind) Unplayed() bool { return k >= ForfeitWin }

// VUR reports whether the round is a voluntary unplayed round (C.07 16.1.2):
// a requested bye (HPB or ZPB) or a forfeit loss.
func (k Kind) VUR() bool { return k == HPB || k == ZPB || k == ForfeitLoss }

// Colour is the colour a participant had, or was scheduled to have, in a round.
type Colour uint8

// Colours.
const (
	NoColour      Colour = iota // byes and absences; forfeits without a scheduled colour
	White                       // white pieces
	Black                       // black pieces
	UnknownColour               // a game was played, but the source does not say with which colour
)

// colourIDs are the stable names of the colours, keyed by the constants.
var colourIDs = [...]string{NoColour: "none", White: "white", Black: "black", UnknownColour: "unknown"}

// Name returns the stable name of the colour ("white"), by which user
// interfaces word it; "" for a value that is not a colour.
func (c Colour) Name() string { return enumName(colourIDs[:], int(c)) }

// String returns "w", "b", "-" or "?".
func (c Colour) String() string { return [...]string{"-", "w", "b", "?"}[c] }

// Details refine a round record for the UI and for special rules.
const (
	DetailWithdrawn     = "withdrawn"
	DetailLateEntry     = "late-entry"
	DetailRest          = "rest"
	DetailDoubleForfeit = "double-forfeit"
	DetailAnnounced     = "announced"
	DetailAssumed       = "assumed"
	DetailPostponed     = "postponed" // a pairing without a result inside the standings rounds, counted 0–0 (postponed.go)
)

// Pos is a position in the text a model was read from. Line and Col are
// 1-based; Col counts characters. The zero Pos means "unknown".
type Pos struct {
	Line, Col int
}

// Entry is one participant's record for one round.
//
// The one-byte fields come first, together, so that an entry takes 64
// bytes rather than 96 (events hold players × rounds of them).
type Entry struct {
	Kind   Kind
	Colour Colour // the colour played or scheduled
	// HasOverride and HasMinor say whether Override and Minor are set.
	HasOverride bool
	HasMinor    bool
	Opponent    int // opponent's start number; 0 = none or not named
	// Override, when HasOverride is set, replaces the points the scoring
	// system would give (TRF 299, an answered question).
	Override Score
	// Minor is an optional per-game minor score (draughts piece difference).
	Minor  Score
	Detail string // one of the Detail constants, or ""
	Pos    Pos    // where the record was read
}

// Date is a calendar date that may be partial: 0 means an unknown part.
type Date struct {
	Y, M, D int
	Raw     string // the text as found
}

// IsZero reports whether no year is known.
func (d Date) IsZero() bool { return d.Y == 0 }

// Before reports whether d is strictly before y-m-d, comparing unknown parts
// as 0.
func (d Date) Before(y, m, day int) bool {
	if d.Y != y {
		return d.Y < y
	}
	if d.M != m {
		return d.M < m
	}
	return d.D < day
}

// String formats the date as YYYY/MM/DD.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d/%02d/%02d", d.Y, d.M, d.D)
}

// Player is one participant of an individual event.
type Player struct {
	StartNo        int    // pairing number, unique, ≥ 1
	Name           string // as written
	Title          string // GM IM WGM FM WIM CM WFM WCM or ""
	TitleRaw       string // the title as the source wrote it
	Sex            string // "m", "w" or ""
	Rating         int    // FIDE rating; 0 = unrated or unknown
	Federation     string
	FideID         string
	BirthDate      Date
	DeclaredPoints *Score // the total printed in the source; never used for computing
	DeclaredRank   int    // the rank printed in the source; 0 = none
	// DeclaredTieBreaks are the tie-break values the source printed, as
	// written, one per Event.DeclaredColumns entry ("" where the row has
	// none). Never used for computing: only compared (CheckPrinted).
	DeclaredTieBreaks []string
	Withdrawn         bool
	Team              int
	Rounds            []Entry // exactly Event.Rounds entries, round 1 first
	Pos               Pos     // where the player's row starts
}

// System is the pairing system of an event, as far as tie-breaks care.
type System uint8

// Systems.
const (
	UnknownSystem System = iota
	Swiss
	RoundRobin
	DoubleRoundRobin
)

// String returns "swiss", "rr", "drr", or "" for UnknownSystem and a value
// that is no system (the catalogues' keys "system."+String).
func (s System) String() string {
	if int(s) < len(systemNames) {
		return systemNames[s]
	}
	return ""
}

var systemNames = [...]string{"", "swiss", "rr", "drr"}

// IsRoundRobin reports whether the system has pre-determined pairings (C.07 15.2).
func (s System) IsRoundRobin() bool { return s == RoundRobin || s == DoubleRoundRobin }

// Scoring gives the points of every kind of result, in tenths.
type Scoring struct {
	WinWhite, WinBlack   Score
	DrawWhite, DrawBlack Score
	LossWhite, LossBlack Score
	ForfeitWin           Score
	ForfeitLoss          Score
	PAB, FPB, HPB, ZPB   Score
	Pending              Score // TRF X; stored for round trips only
}

// DefaultScoring returns 1 / ½ / 0 with byes and forfeits at their usual values.
func DefaultScoring() Scoring {
	return Scoring{WinWhite: 10, WinBlack: 10, DrawWhite: 5, DrawBlack: 5,
		ForfeitWin: 10, PAB: 10, FPB: 10, HPB: 5, Pending: 5}
}

// W is the win value used in tie-break formulas (the White value).
func (s Scoring) W() Score { return s.WinWhite }

// D is the draw value used in tie-break formulas (the White value).
func (s Scoring) D() Score { return s.DrawWhite }

// L is the loss value used in tie-break formulas (the White value).
func (s Scoring) L() Score { return s.LossWhite }

// Points returns the points e is worth under s.
func (s Scoring) Points(e Entry) Score { return s.points(&e) }

// points is Points without copying the entry and the scoring.
func (s *Scoring) points(e *Entry) Score {
	if e.HasOverride {
		return e.Override
	}
	black := e.Colour == Black
	pick := func(w, b Score) Score {
		if black {
			return b
		}
		return w
	}
	switch e.Kind {
	case Win, WinUnrated:
		return pick(s.WinWhite, s.WinBlack)
	case Draw, DrawUnrated:
		return pick(s.DrawWhite, s.DrawBlack)
	case Loss, LossUnrated:
		return pick(s.LossWhite, s.LossBlack)
	case ForfeitWin:
		return s.ForfeitWin
	case ForfeitLoss:
		return s.ForfeitLoss
	case PAB:
		return s.PAB
	case FPB:
		return s.FPB
	case HPB:
		return s.HPB
	case ZPB:
		return s.ZPB
	}
	return 0
}

// IsDefault reports whether s is the default 1 / ½ / 0 system.
func (s Scoring) IsDefault() bool { return s == DefaultScoring() }

// Provenance says how a model was obtained, so that tie-breaks whose inputs
// are missing can be refused (docs/formats.md §2.7).
type Provenance struct {
	Format        string // e.g. "TRF"
	FormatVersion string // e.g. "TRF16", "TRF26"
	Encoding      string // e.g. "UTF-8", "Windows-1252"
	LineEnding    string // "LF", "CRLF", "CR", "mixed"
	StartNumbers  StartNumbers
	Colours       Colours
	RoundOrder    RoundOrder
	// BoardResults says, for a team event, whether the points of each
	// board are known; "" is read as known.
	BoardResults BoardResults
}

// StartNumbers says where the start numbers come from. The values are
// the words of the TRF metadata comment (docs/formats.md §16.7); "" is
// read as explicit.
type StartNumbers string

// Where start numbers come from.
const (
	StartNumbersExplicit      StartNumbers = "explicit"      // a start-number field
	StartNumbersRowKey        StartNumbers = "row-key"       // the leading number of each row (it may be a rank)
	StartNumbersReconstructed StartNumbers = "reconstructed" // rebuilt from the pairings
	StartNumbersDerived       StartNumbers = "derived"       // assigned by the reader (by rating)
)

// Colours says whether the colours of the games are known.
type Colours string

// How much of the colours is known.
const (
	ColoursKnown   Colours = "known"
	ColoursPartial Colours = "partial"
	ColoursUnknown Colours = "unknown"
)

// RoundOrder says whether the rounds are in their real order.
type RoundOrder string

// The order of the rounds.
const (
	RoundOrderKnown     RoundOrder = "known"
	RoundOrderSynthetic RoundOrder = "synthetic" // assigned by the reader (grids, PGN without rounds)
)

// BoardResults says whether a team event's source gives the points of
// each board of its matches (docs/formats.md §2.7).
type BoardResults string

// How much of the boards is known.
const (
	BoardResultsKnown BoardResults = "known"
	// BoardResultsUnknown: the source gives each match's game points only
	// (team crosstables and team grids, docs/formats.md §7.8, §8.8); the
	// tie-breaks on the boards are refused.
	BoardResultsUnknown BoardResults = "unknown"
)

// Event is the neutral model of a tournament: an individual one, or a team
// competition when Teams is set.
type Event struct {
	Name, City, Federation string
	StartDate, EndDate     Date
	TypeText               string      // TRF 092
	TypeCode               string      // TRF 192
	System                 System      // as set by the reader; UnknownSystem when not stated
	SystemReason           msg.Message // how the reader decided System
	Rounds                 int         // total scheduled rounds
	PlayedRounds           int         // last round with at least one pairing
	Scoring                Scoring
	TieBreaks              []string // the file's own list (TRF 202/212), PTS removed
	TieBreakSource         string   // "202", "212" or ""
	Players                []Player // sorted by StartNo
	Provenance             Provenance
	// Teams is set for a team competition: the standings then rank the
	// teams (team.go).
	Teams *Teams
	// DeclaredColumns are the tie-break columns the source printed (the
	// TB1, TB2 … of a chess-results export, Vega's User), in the order
	// printed; the players' DeclaredTieBreaks hold their values.
	DeclaredColumns []DeclaredColumn
	// Printed is what the printed columns say of the rules: set after
	// reading by the check of the printed columns (internal/request),
	// nil when the event prints none or none is identified. The standings
	// use its list and edition when it reproduces every column and the
	// user chose neither (docs/tiebreaks.md, decision 55).
	Printed *PrintedRules
}

// DeclaredColumn is one tie-break column printed by the source.
type DeclaredColumn struct {
	Name  string // the column's header as printed: "TB1", "Wtg2", "User"
	Title string // what the source says it is ("Buchholz Tie-Breaks (variabel with parameter)"), or ""
	Pos   Pos    // the header's position
	// Hint is the tie-break the header's name most likely is ("SB" for
	// "SoBerg", "BH/C1" for "BH-C1"), "" when the name does not say: the
	// check prefers it among candidates that agree equally, and still
	// identifies the column by its values (docs/tiebreaks.md §15).
	Hint string
	// Program is the program that printed the column, when the name or
	// the format tells ("swissmanager", "vega", "swisschess"), else "":
	// the check compares under its conventions (PrintingPrograms).
	Program string
}

// Player returns the player with the given start number, or nil.
func (ev *Event) Player(startNo int) *Player {
	i := ev.index(startNo)
	if i < 0 {
		return nil
	}
	return &ev.Players[i]
}

// index finds a start number by binary search (Players are sorted), falling
// back to a scan for models that break the invariant.
func (ev *Event) index(startNo int) int {
	lo, hi := 0, len(ev.Players)
	for lo < hi {
		m := (lo + hi) / 2
		if ev.Players[m].StartNo < startNo {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(ev.Players) && ev.Players[lo].StartNo == startNo {
		return lo
	}
	for i := range ev.Players {
		if ev.Players[i].StartNo == startNo {
			return i
		}
	}
	return -1
}
