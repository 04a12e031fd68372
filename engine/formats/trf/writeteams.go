package trf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// writeTeams writes the team records of a team event (docs/formats.md
// §16.6): a 310 record per team with its computed match and game points,
// its rank and its members; a 300 record per match whose line-up the
// model has (TeamRound.Lineup, read from a 300 record), round by round;
// the 320 record of the PABs; a 330 record per match forfeited; a 240
// record per team bye. The players' games are in their 001 records, from
// which the reader assembles the played matches again.
func writeTeams(line func(string, ...any), ev *engine.Event, ranks map[int]int) {
	ts := ev.Teams
	for i := range ts.Teams {
		t := &ts.Teams[i]
		sum := ts.Total(t)
		mp, gp := sum.MP, sum.GP
		rank := ""
		if r := ranks[t.StartNo]; r > 0 {
			rank = strconv.Itoa(r)
		}
		name := []rune(oneLine(t.Name))
		if len(name) > 32 {
			name = name[:32]
		}
		var members strings.Builder
		for _, m := range t.Members {
			fmt.Fprintf(&members, "%4d ", m)
		}
		line("310 %3d %-32s %-5s %6s %6s %6s %3s  %s", t.StartNo, string(name), "", "", mp, gp, rank, members.String())
	}
	writeLineups(line, ev)
	pab := make([]string, ev.Rounds)
	anyPAB := false
	for r := range pab {
		pab[r] = "  0"
		for _, t := range ts.Teams {
			if r < len(t.Rounds) && t.Rounds[r].Kind == engine.PAB {
				pab[r], anyPAB = fmt.Sprintf("%3d", t.StartNo), true
			}
		}
	}
	if anyPAB {
		line("320 %4s %4s %s", ts.PAB.MP, ts.PAB.GP, strings.Join(pab, " "))
	}
	for r := 0; r < ev.Rounds; r++ {
		for _, t := range ts.Teams {
			if r >= len(t.Rounds) {
				continue
			}
			switch tr := t.Rounds[r]; tr.Kind {
			case engine.ForfeitWin:
				line("330 +- %3d %3d %3d", r+1, t.StartNo, tr.Opponent)
			case engine.ForfeitLoss:
				if tr.Opponent > t.StartNo && opponentKind(ts, tr.Opponent, r) == engine.ForfeitLoss {
					line("330 -- %3d %3d %3d", r+1, t.StartNo, tr.Opponent)
				}
			case engine.FPB, engine.HPB, engine.ZPB:
				line("240 %s %3d %4d", tr.Kind.Code(), r+1, t.StartNo)
			}
		}
	}
}

// writeLineups writes a 300 record for each match played with a line-up:
// the round at columns 5–7, the team at 9–11, the opposing team at 13–15,
// the players of boards 1, 2, … from column 17, 0000 for an empty board
// (docs/formats.md §5.10, §16.6).
func writeLineups(line func(string, ...any), ev *engine.Event) {
	for r := 0; r < ev.Rounds; r++ {
		for _, t := range ev.Teams.Teams {
			if r >= len(t.Rounds) || t.Rounds[r].Lineup == nil || t.Rounds[r].Kind == engine.NotYet && t.Rounds[r].Opponent != 0 {
				continue // a match with a game pending: its pairing is not written (§16.4), nor its line-up
			}
			tr := t.Rounds[r]
			var boards strings.Builder
			for _, n := range tr.Lineup {
				if n == 0 {
					boards.WriteString(" 0000")
				} else {
					fmt.Fprintf(&boards, " %4d", n)
				}
			}
			line("300 %3d %3d %3d%s", r+1, t.StartNo, tr.Opponent, boards.String())
		}
	}
}

// opponentKind returns the kind of team n's round r.
func opponentKind(ts *engine.Teams, n, r int) engine.Kind {
	for _, t := range ts.Teams {
		if t.StartNo == n && r < len(t.Rounds) {
			return t.Rounds[r].Kind
		}
	}
	return engine.NotYet
}

// unwritableTeams refuses, with E-WRITE-TEAM-BOARDS, a team event that
// TRF cannot carry (docs/formats.md §16.6): one read from a team
// crosstable or grid, with the matches' game points but no board and no
// player. TRF gives a played match by its players' games (records 001),
// so the event would be written without its matches; nil otherwise.
func unwritableTeams(ev *engine.Event) error {
	if ev.Teams == nil || len(ev.Players) > 0 && ev.Provenance.BoardResults != engine.BoardResultsUnknown {
		return nil
	}
	return &scan.Error{Diags: []scan.Diagnostic{scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EWriteTeamBoards}, msg.Message{ID: msg.ReaderWriteTeamBoards})}}
}
