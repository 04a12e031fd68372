package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
)

// exerciseWithoutBoards is the FIDE team exercise as a team crosstable
// gives it (docs/formats.md §7.8): the matches' game points only, no board
// of any match, and a provenance that says so.
func exerciseWithoutBoards(t *testing.T) *engine.Event {
	ev := teamExercise(t)
	for i := range ev.Teams.Teams {
		for r := range ev.Teams.Teams[i].Rounds {
			ev.Teams.Teams[i].Rounds[r].Boards = nil
		}
	}
	ev.Provenance.BoardResults = engine.BoardResultsUnknown
	return ev
}

// TestTeamBoardsUnknownRefused: in a team event whose boards are unknown,
// the tie-breaks on the boards (BC, TBR, BBE, BWP, FBP) are refused with
// the coded error needs-boards rather than computed without their input.
func TestTeamBoardsUnknownRefused(t *testing.T) {
	ev := exerciseWithoutBoards(t)
	for _, code := range []string{"BC", "TBR", "BBE", "BWP", "FBP", "MPvGP,TBR"} {
		list, err := engine.ParseList(code)
		if err != nil {
			t.Fatal(err)
		}
		_, err = engine.Compute(ev, engine.Options{TieBreaks: list})
		var ce *engine.CodedError
		if !errors.As(err, &ce) || ce.Code() != "needs-boards" || !strings.Contains(ce.Error(), "every board") {
			t.Errorf("%s: got %v, want the coded error needs-boards", code, err)
		}
	}
}

// TestTeamBoardsUnknownSameValues: the tie-breaks computed from the
// matches' results alone give, without the boards, the values and ranks
// they give with them; EDET is computed without its knockout on the boards
// and says so in a warning (boards-ko), and only then.
func TestTeamBoardsUnknownSameValues(t *testing.T) {
	compute := func(ev *engine.Event, l string) *engine.Standings {
		list, err := engine.ParseList(l)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.Compute(ev, engine.Options{Edition: engine.Fide2024, TieBreaks: list})
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	const list = "MPvGP,BH:MP/C1,BH:GP,SB:MP,EMMSB,EMGSB/C1,EGMSB,EGGSB,EDE/P,SSSC,WIN,PS,KS,AOB,FB,DE:GP"
	with, without := compute(teamExercise(t), list), compute(exerciseWithoutBoards(t), list)
	for i, r := range with.Rows {
		if s := without.Rows[i]; r.Player.StartNo != s.Player.StartNo || r.Rank != s.Rank {
			t.Errorf("row %d: team %d ranked %d with the boards, team %d ranked %d without", i+1, r.Player.StartNo, r.Rank, s.Player.StartNo, s.Rank)
		}
		for k, v := range r.Values {
			if a, b := v.String(), valueOf(without, r.Player.StartNo, k); a != b {
				t.Errorf("team %d, %s: %s with the boards, %s without", r.Player.StartNo, with.TieBreaks[k].Key, a, b)
			}
		}
	}
	// EDET: teams 11 and 14, tied after the extended direct encounter,
	// are split by the boards of their match only when the boards are known.
	with, without = compute(teamExercise(t), "EDET"), compute(exerciseWithoutBoards(t), "EDET")
	rank := func(st *engine.Standings, team int) int {
		for _, r := range st.Rows {
			if r.Player.StartNo == team {
				return r.Rank
			}
		}
		return 0
	}
	if rank(without, 11) != rank(without, 14) || rank(with, 11) >= rank(with, 14) {
		t.Errorf("EDET: teams 11 and 14 rank %d and %d without the boards, %d and %d with them",
			rank(without, 11), rank(without, 14), rank(with, 11), rank(with, 14))
	}
	if !hasNotice(without, "boards-ko", "EDET") || hasNotice(with, "boards-ko", "") {
		t.Errorf("boards-ko: without the boards %v, with them %v", without.Notices, with.Notices)
	}
}

// TestTeamCompareWithoutPlayers: a team event with teams and no players
// (a team crosstable) can be compared across editions.
func TestTeamCompareWithoutPlayers(t *testing.T) {
	ev := exerciseWithoutBoards(t)
	if len(ev.Players) != 0 {
		t.Fatal("the exercise has players")
	}
	list, _ := engine.ParseList("EDE,BH:MP")
	cmp, err := compare.Columns(ev, []compare.Column{
		{Label: "2024", Options: engine.Options{Edition: engine.Fide2024, TieBreaks: list}},
		{Label: "2026", Options: engine.Options{Edition: engine.Fide2026, TieBreaks: list}}})
	if err != nil || len(cmp.Columns) != 2 || len(cmp.Columns[0].Standings.Rows) != 14 {
		t.Fatalf("compare: %v", err)
	}
}

// valueOf returns the value of criterion k of a participant of st.
func valueOf(st *engine.Standings, startNo, k int) string {
	for _, r := range st.Rows {
		if r.Player.StartNo == startNo {
			return r.Values[k].String()
		}
	}
	return "?"
}

// hasNotice reports whether st has a warning of code whose first argument
// is arg ("" for any).
func hasNotice(st *engine.Standings, code, arg string) bool {
	for _, n := range st.Notices {
		if n.Code() == code && (arg == "" || len(n.Args) > 0 && n.Args[0] == arg) {
			return true
		}
	}
	return false
}

// TestSSSCFewRounds: SSSC after a round in which the match points of the
// whole event are fewer than the boards (NF would be 0) takes NF = 1
// rather than divide by 0 (docs/tiebreaks.md §8.7).
func TestSSSCFewRounds(t *testing.T) {
	list, _ := engine.ParseList("SSSC")
	st, err := engine.Compute(teamExercise(t), engine.Options{Edition: engine.Fide2024, Round: 1, TieBreaks: list})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Rows {
		if r.Player.StartNo == 8 && r.Values[0].String() != "3.50" { // 1.5 GP + Buchholz 2 MP (team 1) / NF 1
			t.Errorf("team 8 after round 1: SSSC %s, want 3.50", r.Values[0].String())
		}
	}
}
