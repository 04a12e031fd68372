package report

import (
	"io"

	"github.com/spareggi/spareggi/engine/prizes"
)

// BoardsJSON writes the board prizes of a team event as one line of JSON
// (docs/tiebreaks.md §16): {"round":N,"minGames":M,"boards":[{"board":1,"players":[{"rank":R,"start":S,
// "name":…,"team":…,"teamNo":T,"games":G,"points":"…","forfeits":F,"forfeitsWon":W,"percent":"…","ra":N,
// "performance":N,"rounds":[{"round":R,"opponent":S,"rating":N,"result":"1","points":"…","game":true}]}]}],
// "notes":[{"code":…,"args":[…],"text":…}]}, where rank is null for a
// player with fewer games than the minimum, and percent, ra and
// performance null when undefined.
func BoardsJSON(w io.Writer, rep *prizes.BoardReport) error {
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
	doc := struct {
		Round    int        `json:"round"`
		MinGames int        `json:"minGames"`
		Boards   []board    `json:"boards"`
		Notes    []jsonNote `json:"notes"`
	}{Round: rep.Round, MinGames: rep.MinGames, Boards: []board{}, Notes: []jsonNote{}}
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
		doc.Notes = append(doc.Notes, jsonNote{Code: n.Code(), Args: append([]string{}, n.Args...), Text: n.English()})
	}
	return writeLine(w, doc)
}
