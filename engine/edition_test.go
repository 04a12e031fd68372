package engine

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestEditionTable checks that the table in the doc comment of Edition is
// editionRules, row for row: the comment cannot describe an edition other
// than the one the tie-breaks compute.
func TestEditionTable(t *testing.T) {
	src, err := os.ReadFile("edition.go")
	if err != nil {
		t.Fatal(err)
	}
	var doc []string
	for _, line := range strings.Split(string(src), "\n") {
		if l, ok := strings.CutPrefix(line, "//\t"); ok {
			doc = append(doc, strings.TrimRight(l, " "))
		}
	}
	opponent := map[oppValue]string{oppRaw: "raw score", oppAdjusted: "16.3 adjusted score",
		oppOTBDraws: "OTB + D × unplayed", oppWithdrawnDraws: "raw; withdrawn: + D"}
	own := map[ownUnplayed]string{ownZero: "zero element", ownDummy: "dummy: own score",
		ownVirtual: "virtual opponent Svon", ownSelf: "a draw against himself", ownHalf: "half own score"}
	pick := func(b bool, yes, no string) string {
		if b {
			return yes
		}
		return no
	}
	want := []string{"edition       opponent's value        own unplayed round          forfeit   cuts   WIN         DE forfeits  ratings       other"}
	for _, e := range Editions {
		r := e.rules()
		o := own[r.own]
		if r.dummyCap {
			o += ", capped"
		}
		var other []string
		if r.sbUnplayedHalf {
			other = append(other, "SB unplayed ½")
		}
		if r.sbRRForfeitOwn {
			other = append(other, "RR SB forfeit win own score")
		}
		if r.cutUnplayedFirst {
			other = append(other, "ARO cuts unplayed first")
		}
		if r.deAllMetOnly {
			other = append(other, "DE only if all met")
		}
		row := fmt.Sprintf("%-13s %-23s %-27s %-9s %-6s %-11s %-12s %-13s %s", e, opponent[r.opponent], o,
			pick(r.forfeitGame, "a game", "unplayed"), pick(r.vurCut, "16.5", "plain"),
			pick(r.winOTBOnly, "OTB wins", pick(r.winNoForfeit, "no forfeit", "worth W")), pick(r.deForfeits, "counted", "with /P"),
			pick(r.ownRating, "+ own rating", "OTB games"), strings.Join(other, ", "))
		want = append(want, strings.TrimRight(row, " "))
	}
	if strings.Join(doc, "\n") != strings.Join(want, "\n") {
		t.Errorf("the table of edition.go is not editionRules; it should read:\n%s", strings.Join(want, "\n"))
	}
}

// The printed check tries every edition users may choose, in the order of
// its rows' checkRank (issue 21, item 3: it had a list of its own, which a
// new edition would have silently missed).
func TestCheckOrder(t *testing.T) {
	got := CheckOrder()
	want := []Edition{Fide2026, Fide2024, Fide2012, SwissManager, FidePre2009, Italian, USCF, Barq, None}
	if !slices.Equal(got, want) {
		t.Errorf("CheckOrder() = %v, want %v", got, want)
	}
	for _, e := range Editions {
		if !slices.Contains(got, e) {
			t.Errorf("%s is never tried by the printed check", e)
		}
	}
}
