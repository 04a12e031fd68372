package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBoards runs -boards on the FIDE team exercise (docs/tiebreaks.md
// §16): the table of board 1 starts with player 1 (6 games, 7 points with
// the forfeit win of round 6, 100 %, Ra 2000, performance 2800) and
// players 5 and 9 share rank 3 (2158); the JSON gives the same values,
// rank null for the players -boards-min 7 leaves out; the line-up sample
// puts Alfa, Due on board 1 for his one game of round 2. An individual
// event and a team crosstable are refused (exit 1); -boards with -tb,
// -boards-min without -boards and a negative minimum are usage errors.
func TestBoards(t *testing.T) {
	code, out, errs := runCLI(t, "", "-boards", teamFile)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"Board prizes after round 7",
		"\nBoard 1\n",
		"   1    1  Player 01                    Team 1                   6    7.0    +1  100.0 2000  2800\n", // a forfeit won
		"   5   21  Player 21                    Team 6                   6    4.0    -1   66.7 2000  2125\n", // a forfeit lost,
		"   3    5  Player 05                    Team 2                   7    5.0         71.4 2000  2158\n",
		"   3    9  Player 09                    Team 3                   7    5.0         71.4 2000  2158\n",
		"\nBoard 4\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	if i, j := strings.Index(out, "\nBoard 1\n"), strings.Index(out, "Player 01"); j < i {
		t.Errorf("player 1 is not under board 1")
	}

	code, out, errs = runCLI(t, "", "-boards", "-boards-min", "7", "-o", "json", teamFile)
	if code != 0 {
		t.Fatalf("json: exit %d: %s", code, errs)
	}
	var doc struct {
		Round    int `json:"round"`
		MinGames int `json:"minGames"`
		Boards   []struct {
			Board   int `json:"board"`
			Players []struct {
				Rank        *int    `json:"rank"`
				Start       int     `json:"start"`
				Name        string  `json:"name"`
				Team        string  `json:"team"`
				Games       int     `json:"games"`
				Points      string  `json:"points"`
				Forfeits    int     `json:"forfeits"`
				Percent     *string `json:"percent"`
				Ra          *int    `json:"ra"`
				Performance *int    `json:"performance"`
				Rounds      []struct {
					Round, Opponent int
					Result          string
					Game            bool
				} `json:"rounds"`
			} `json:"players"`
		} `json:"boards"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if doc.Round != 7 || doc.MinGames != 7 || len(doc.Boards) != 4 || doc.Boards[0].Board != 1 || len(doc.Boards[0].Players) != 14 {
		t.Fatalf("document: round %d, min %d, %d boards", doc.Round, doc.MinGames, len(doc.Boards))
	}
	b1 := doc.Boards[0].Players
	if p := b1[0]; p.Start != 5 || p.Rank == nil || *p.Rank != 1 || p.Games != 7 || p.Points != "5.0" || p.Percent == nil || *p.Percent != "71.4286" ||
		p.Ra == nil || *p.Ra != 2000 || p.Performance == nil || *p.Performance != 2158 || p.Team != "Team 2" {
		t.Errorf("board 1, first with 7 games: %+v", p)
	}
	var one bool
	for _, p := range b1 {
		if p.Start != 1 {
			continue
		}
		one = true
		if p.Rank != nil || p.Games != 6 || p.Points != "7.0" || p.Forfeits != 1 || p.Performance == nil || *p.Performance != 2800 ||
			len(p.Rounds) != 7 || p.Rounds[5].Result != "+" || p.Rounds[5].Game || p.Rounds[5].Opponent != 21 {
			t.Errorf("player 1 with 6 games, unranked: %+v", p)
		}
	}
	if !one {
		t.Errorf("player 1 is not listed on board 1")
	}

	code, out, errs = runCLI(t, "", "-boards", "-unrated", "1500", "-o", "json", "../../engine/formats/testdata/x-team-lineup.trf")
	if code != 0 || !strings.Contains(out, `{"rank":1,"start":2,"name":"Alfa, Due","team":"Alfa","teamNo":1,"games":1,"points":"1.0","forfeits":0,"forfeitsWon":0,"percent":"100","ra":1500,"performance":2300,"rounds":[{"round":2,"opponent":9,"rating":1500,"result":"1","points":"1.0","game":true}]}`) {
		t.Errorf("line-up sample: exit %d %s\n%s", code, errs, out)
	}

	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"-boards", fide5}, 1, "Board prizes are for team events"},
		{[]string{"-boards", "../../engine/formats/testdata/x-team-cr-coppa.csv"}, 1, "only the results of the matches"},
		{[]string{"-boards", "-tb", "BH", teamFile}, 2, "-tb does not go with -boards"},
		{[]string{"-boards", "-o", "csv", teamFile}, 2, "-boards prints its own table"},
		{[]string{"-boards-min", "3", teamFile}, 2, "-boards-min does not go with the standings"},
		{[]string{"-boards", "-boards-min", "-1", teamFile}, 2, "0 or more"},
		{[]string{"-boards", "-round", "9", teamFile}, 2, "outside"},
	} {
		code, _, errs := runCLI(t, "", c.args...)
		if code != c.code || !strings.Contains(errs, c.err) {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, c.code, c.err)
		}
	}
}
