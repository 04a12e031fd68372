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
		return boardsJSON(w, rep)
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

func boardsJSON(w io.Writer, rep *prizes.BoardReport) error {
	type round struct {
		Round    int    `json:"round"`
		Opponent int    `json:"opponent"`
		Rating   *int   `json:"rating"`
		Result   string `json:"result"`
		Points   string `json:"points"`
		Game     bool   `json:"game"`
	}
	type player struct {
		Rank        *int    `json:"rank"`
		Start       int     `json:"start"`
		Name        string  `json:"name"`
		Team        string  `json:"team"`
		TeamNo      int     `json:"teamNo"`
		Games       int     `json:"games"`
		Points      string  `json:"points"`
		Forfeits    int     `json:"forfeits"`
		ForfeitsWon int     `json:"forfeitsWon"`
		Percent     *string `json:"percent"`
		Ra          *int64  `json:"ra"`
		Performance *int64  `json:"performance"`
		Rounds      []round `json:"rounds"`
	}
	type board struct {
		Board   int      `json:"board"`
		Players []player `json:"players"`
	}
	type note struct {
		Code string   `json:"code"`
		Args []string `json:"args"`
		Text string   `json:"text"`
	}
	doc := struct {
		Round    int     `json:"round"`
		MinGames int     `json:"minGames"`
		Boards   []board `json:"boards"`
		Notes    []note  `json:"notes"`
	}{Round: rep.Round, MinGames: rep.MinGames, Boards: []board{}, Notes: []note{}}
	for _, b := range rep.Boards {
		bd := board{Board: b.Number, Players: []player{}}
		for _, p := range b.Players {
			pl := player{Start: p.Player.StartNo, Name: p.Player.Name, Team: p.Team.Name, TeamNo: p.Team.StartNo,
				Games: p.Games, Points: p.Points.Format(1), Forfeits: p.Forfeits, ForfeitsWon: p.ForfeitsWon, Rounds: []round{}}
			if p.Rank > 0 {
				r := p.Rank
				pl.Rank = &r
			}
			if p.HasPercent() {
				s := p.Percent.Format(0)
				pl.Percent = &s
			}
			if p.HasRating {
				ra, perf := p.Ra, p.Performance
				pl.Ra, pl.Performance = &ra, &perf
			}
			for _, r := range p.Rounds {
				x := round{Round: r.Round, Opponent: r.Opponent, Result: r.Kind.Code(), Points: r.Points.Format(1), Game: r.Game}
				if r.Rated {
					rt := r.Rating
					x.Rating = &rt
				}
				pl.Rounds = append(pl.Rounds, x)
			}
			bd.Players = append(bd.Players, pl)
		}
		doc.Boards = append(doc.Boards, bd)
	}
	for _, n := range rep.Notes {
		doc.Notes = append(doc.Notes, note{Code: n.Code(), Args: append([]string{}, n.Args...), Text: n.English()})
	}
	return writeJSONLine(w, doc)
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
