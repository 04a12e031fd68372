package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
)

// writeBoards prints the board prizes of a team event (boards,
// docs/tiebreaks.md §16): one table per board, or with -o json the document
// {"round":N,"minGames":M,"boards":[{"board":1,"players":[{"rank":R,"start":S,"name":…,"team":…,"teamNo":T,
// "games":G,"points":"…","forfeits":F,"forfeitsWon":W,"percent":"…","ra":N,"performance":N,
// "rounds":[{"round":R,"opponent":S,"rating":N,"result":"1","points":"…","game":true}]}]}],
// "notes":[{"code":…,"args":[…],"text":…}]}, where rank is null for a
// player with fewer games than the minimum, and percent, ra and
// performance null when undefined.
func writeBoards(w io.Writer, rep *prizes.BoardReport, out, lang string) error {
	if out == "json" {
		return report.BoardsJSON(w, rep)
	}
	boardsTable(w, rep, lang)
	return nil
}

func boardsTable(w io.Writer, rep *prizes.BoardReport, lang string) {
	games := i18n.T(lang, "cli.boards.game")
	if rep.MinGames > 1 {
		games = i18n.T(lang, "cli.boards.games", rep.MinGames)
	}
	fmt.Fprintln(w, i18n.T(lang, "cli.boards.head", rep.Round, games))
	for _, b := range rep.Boards {
		fmt.Fprintf(w, "\n%s\n", i18n.T(lang, "cli.boards.board", b.Number))
		fmt.Fprintf(w, "%4s %4s  %-28s %-20s %5s %6s %5s %6s %4s %5s\n", "Rank", "SNo", "Name", "Team", "Games", "Points", "Forf.", "%", "Ra", "Perf.")
		for _, p := range b.Players {
			rank, forf, pct, ra, perf := "-", "", "-", "-", "-"
			if p.Rank > 0 {
				rank = strconv.Itoa(p.Rank)
			}
			forf = forfeitCell(p)
			if p.HasPercent() {
				pct = p.Percent.RoundTo(1).Format(1)
			}
			if p.HasRating {
				ra, perf = strconv.FormatInt(p.Ra, 10), strconv.FormatInt(p.Performance, 10)
			}
			fmt.Fprintf(w, "%4s %4d  %s %s %5d %6s %5s %6s %4s %5s\n", rank, p.Player.StartNo, report.PadRight(p.Player.Name, 28), report.PadRight(p.Team.Name, 20),
				p.Games, p.Points.Format(1), forf, pct, ra, perf)
		}
	}
	if len(rep.Notes) > 0 {
		fmt.Fprintln(w)
	}
	for _, n := range rep.Notes {
		fmt.Fprintln(w, i18n.T(lang, "cli.note", n.Text(lang)))
	}
	fmt.Fprintln(w, "\n"+i18n.T(lang, "cli.boards.foot"))
}

// forfeitCell is the Forf. cell: the forfeits won with a plus and those lost
// with a minus ("+1", "-2", "+1-2"), blank for none.
func forfeitCell(p prizes.BoardPlayer) string {
	won, lost := p.ForfeitsWon, p.Forfeits-p.ForfeitsWon
	s := ""
	if won > 0 {
		s = "+" + strconv.Itoa(won)
	}
	if lost > 0 {
		s += "-" + strconv.Itoa(lost)
	}
	return s
}
