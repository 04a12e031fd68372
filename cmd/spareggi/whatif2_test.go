package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// teamPendingTRF is a generated team Swiss (6 teams × 4 boards × 4 rounds,
// match points) whose first two matches of the last round have no result
// on any board (both players' cells blanked).
func teamPendingTRF(t *testing.T) string {
	t.Helper()
	lines := strings.Split(string(gen.TeamSwissTRF(6, 4, 4, 7, false)), "\n")
	blank := map[int]bool{}
	for _, p := range []int{1, 2, 3, 4, 9, 10, 11, 12} { // teams 1 and 3, and their opponents below
		blank[p] = true
	}
	for _, l := range lines {
		var p, o int
		if strings.HasPrefix(l, "001 ") {
			fmt.Sscan(l[4:8], &p)
			fmt.Sscan(strings.Fields(l[len(l)-10:])[0], &o)
			if blank[p] {
				blank[o] = true
			}
		}
	}
	for i, l := range lines {
		var p int
		if strings.HasPrefix(l, "001 ") {
			fmt.Sscan(l[4:8], &p)
			if blank[p] {
				lines[i] = l[:len(l)-1] + " "
			}
		}
	}
	return strings.Join(lines, "\n")
}

// TestWhatIfTeamCLI: -whatif on a team event with two matches still being
// played lists the matches numbered with the teams' names and their
// outcomes in match points, each team's conditions as a small table (a
// column "#1" per match that matters, a row per alternative), and the
// JSON marks the matches and labels their outcomes, in Italian too.
func TestWhatIfTeamCLI(t *testing.T) {
	text := teamPendingTRF(t)
	code, out, errs := runCLI(t, text, "-whatif", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"2 matches without a result, 9 combinations:", "  match 1, round 4: 1 – 6 (Team 001 – Team 006): 2-0 1-1 0-2",
		"  match 2, round 4: 3 – 5 (Team 003 – Team 005): 2-0 1-1 0-2", "one row of:", "        #1"} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runCLI(t, text, "-whatif", "-lang", "it", "-")
	if code != 0 || !strings.Contains(out, "2 incontri senza risultato, 9 combinazioni:") || !strings.Contains(out, "una riga di:") || !strings.Contains(out, "incontro 1, turno 4") {
		t.Errorf("Italian: exit %d\n%s", code, out)
	}
	code, out, errs = runCLI(t, text, "-whatif", "-o", "json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Pending []struct {
			Round, White, Black  int
			Match                bool
			WhiteName, BlackName string
			Outcomes             []string
		} `json:"pending"`
		Scenarios int `json:"scenarios"`
		Players   []struct {
			Start int
			Needs [][][]string `json:"needs"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(doc.Pending) != 2 || doc.Scenarios != 9 || len(doc.Players) != 6 || !doc.Pending[0].Match || doc.Pending[0].WhiteName != "Team 001" ||
		strings.Join(doc.Pending[0].Outcomes, " ") != "2-0 1-1 0-2" {
		t.Fatalf("document %+v", doc)
	}
	for _, p := range doc.Players {
		for _, c := range p.Needs {
			if len(c) != 2 || len(c[0]) == 0 || !strings.Contains("2-0 1-1 0-2", c[0][0]) {
				t.Errorf("team %d: condition %v", p.Start, c)
			}
		}
	}
}

// TestWhatIfWorkBoundCLI: past whatif.MaxWhatIfWholeWork (1,600 players ×
// 6,561 combinations × 2 rounds, a list with KS that ranks every
// combination whole) -whatif refuses with the numbers, in the chosen
// language, before computing.
func TestWhatIfWorkBoundCLI(t *testing.T) {
	ev := gen.Swiss(1600, 2, 3, false)
	k := 0
	for i := range ev.Players {
		e := &ev.Players[i].Rounds[1]
		if k < 8 && e.Opponent > 0 && e.Kind.OTB() && ev.Players[e.Opponent-1].Rounds[1].Kind.OTB() {
			e.Kind, ev.Players[e.Opponent-1].Rounds[1].Kind = engine.NotYet, engine.NotYet
			k++
		}
	}
	text := string(gen.TRF(ev))
	for lang, want := range map[string]string{
		"en": "1600 participants × 6561 combinations × 2 rounds = 20995200: what-if computes at most 10000000",
		"it": "1600 partecipanti × 6561 combinazioni × 2 turni = 20995200",
		"es": "1600 participantes × 6561 combinaciones × 2 rondas = 20995200",
	} {
		code, _, errs := runCLI(t, text, "-whatif", "-tb", "KS,DE", "-lang", lang, "-")
		if code == 0 || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, want %q in\n%s", lang, code, want, errs)
		}
	}
}
