package engine

import (
	"fmt"
	"strings"
)

// Edition is a rule edition: how unplayed rounds (forfeits, byes, absences,
// withdrawals) enter the tie-breaks (spec tiebreaks.md §3). It is a parameter
// of every computation, never global state.
//
// How each tie-break treats the editions (spec §3.1, §3.12, §7). In a round
// robin every edition follows §3.11: forfeits are games against the
// scheduled opponent, opponents count at their raw score, a free round is no
// element and there is no VUR exception.
//
//	code                  fide2026 / fide2024       fide2012           fide-pre2009        italian / none     barq                 uscf
//	opponent's value      16.3 adjusted score       OTB + D × unplayed OTB + D × unplayed  raw score          raw; withdrawn:      OTB + D × unplayed
//	(BH FB SB AOB OBH)                                                                                        points + D × rest
//	own unplayed round    dummy = own score         virtual opponent   himself at his      zero element       half own score       zero element
//	(BH FB SB AOB OBH)    (2026: capped, 16.4)      Svon               value, a draw
//	forfeit vs opponent   unplayed (/P: a game)     unplayed           unplayed            a game             a game               unplayed
//	cuts                  16.5 VUR exception        plain              plain               plain              plain                plain
//	WIN                   rounds worth W            rounds worth W     OTB wins only       rounds worth W     rounds worth W       rounds worth W
//	DE                    forfeits only with /P     same               same                italian: counted   as FIDE              as FIDE
//	ARO ORS TPR PTP       OTB games only            OTB games only     + own rating per    OTB games only     OTB games only       OTB games only
//	APRO APPO OPS                                                      unplayed round (a
//	                                                                   draw); TPR: > 2
//	                                                                   unplayed ranks last
//	                                                                   in the tie (dec. 23)
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
	// Barq is the Italian draughts federation's Buchholz rule (seed 003).
	Barq
	// USCF is US Chess rule 34E.
	USCF
	// None is face value: no adjustment at all.
	None
)

var editionIDs = [...]string{"", "fide2026", "fide2024", "fide2012", "fide-pre2009", "italian", "barq", "uscf", "none"}

var editionNames = [...]string{"", "FIDE C.07 (from 1 March 2026)", "FIDE C.07 (1 August 2024 – 28 February 2026)",
	"FIDE virtual opponent (2012)", "FIDE before 2009 (draw against oneself)", "Italian variant",
	"BARQ (Italian draughts federation)", "US Chess rule 34E", "face value (no adjustment)"}

// Editions lists every edition that can be chosen, in the order the user
// interfaces show them.
var Editions = []Edition{Fide2026, Fide2024, Fide2012, FidePre2009, Italian, Barq, USCF, None}

// String returns the edition id, e.g. "fide2026".
func (e Edition) String() string {
	if int(e) < len(editionIDs) {
		return editionIDs[e]
	}
	return fmt.Sprintf("Edition(%d)", e)
}

// Name returns a human-readable English name of the edition.
func (e Edition) Name() string {
	if int(e) < len(editionNames) {
		return editionNames[e]
	}
	return e.String()
}

// IsFIDE reports whether e is one of the current FIDE C.07 editions
// (fide2024 or fide2026), which have the 16.3 adjusted score, the dummy and
// the 16.5 VUR exception in cuts.
func (e Edition) IsFIDE() bool { return e == Fide2024 || e == Fide2026 }

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
	for i, id := range editionIDs {
		if i > 0 && id == t {
			return Edition(i), nil
		}
	}
	return EditionDefault, fmt.Errorf("unknown rule edition %q (expected one of %s)", s, strings.Join(editionIDs[1:], ", "))
}

// DefaultEdition returns the edition that applies by the event's start date
// (§3.2): before 2026-03-01 fide2024, otherwise fide2026; without a date
// fide2026, the rules in force now. The reason is a short English sentence
// for the user.
func DefaultEdition(start Date) (Edition, string) {
	e, n := DefaultEditionNote(start)
	return e, n.Text
}

// DefaultEditionNote is DefaultEdition with the reason as a Note: code
// "edition-nodate", or "edition-before" or "edition-after" with the start
// date and the date the 2026 rules apply from.
func DefaultEditionNote(start Date) (Edition, Note) {
	if start.IsZero() {
		return Fide2026, Note{Code: "edition-nodate", Text: "no start date: the rules in force now"}
	}
	args := []string{start.String(), "2026/03/01"}
	if start.Before(2026, 3, 1) {
		return Fide2024, Note{Code: "edition-before", Args: args, Text: "start date " + start.String() + " is before 2026/03/01"}
	}
	return Fide2026, Note{Code: "edition-after", Args: args, Text: "start date " + start.String() + " is on or after 2026/03/01"}
}
