package formats

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestTeamGridGirone reads the constructed team grid of docs/formats.md
// §8.8 to the exact model — five teams, four boards (the opposite cells
// add up to 4), the matches placed in the rounds of the Berger tables with
// the same kinds, opponents and game points as the same event read from
// its TRF with players and boards, a rest round each — and to the same
// values of the tie-breaks computable from the matches.
func TestTeamGridGirone(t *testing.T) {
	ev, rep, err := Read(xreadFile(t, "x-team-grid-girone.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != FormatTeamGrid || xcodes(rep, err) != "I-GRID-SYNTHETIC-ROUNDS Q-BERGER" {
		t.Errorf("format %s, diagnostics and questions %s", rep.Format, xcodes(rep, err))
	}
	ts, pv := ev.Teams, ev.Provenance
	if ts == nil || len(ev.Players) != 0 || len(ts.Teams) != 5 || ts.Boards != 4 || ev.Rounds != 5 || ev.PlayedRounds != 5 ||
		ev.System != engine.RoundRobin || ev.Name != "Campionato a squadre di prova (constructed sample)" {
		t.Fatalf("event %+v, teams %+v", ev, ts)
	}
	if pv.Format != "TeamGrid" || pv.StartNumbers != engine.StartNumbersRowKey || pv.Colours != engine.ColoursUnknown ||
		pv.RoundOrder != engine.RoundOrderSynthetic || pv.BoardResults != engine.BoardResultsUnknown {
		t.Errorf("provenance %+v", pv)
	}
	totals := teamTotals(ev)
	for name, w := range map[string]string{"Torino": "7.0/11.0", "Milano": "5.0/10.5", "Roma": "3.0/8.5", "Napoli": "5.0/8.0", "Bari": "0.0/2.0"} {
		if totals[name] != w {
			t.Errorf("%s: MP/GP %s, want %s", name, totals[name], w)
		}
	}
	if got := fmt.Sprint(ts.Teams[1].Rounds[0]); got != fmt.Sprint(engine.TeamRound{Kind: engine.ForfeitWin, Opponent: 5}) {
		t.Errorf("Milano, round 1: %s, want the forfeit win against Bari", got)
	}
	trf := readTeamTRF(t, "x-team-girone.trf")
	got, want := teamRoundsByName(ev, false), teamRoundsByName(trf, false)
	for name, w := range want {
		if strings.Join(got[name], "; ") != strings.Join(w, "; ") {
			t.Errorf("%s:\n grid %v\n TRF  %v", name, got[name], w)
		}
	}
	a, order := teamStandings(t, ev, teamMatchList)
	b, _ := teamStandings(t, trf, teamMatchList)
	for name, w := range b {
		if a[name] != w {
			t.Errorf("%s:\n grid %s\n TRF  %s", name, a[name], w)
		}
	}
	if strings.Join(order, " ") != "Torino Milano Napoli Roma Bari" {
		t.Errorf("order %v", order)
	}
	l, _ := engine.ParseList("PS")
	var ce *engine.CodedError
	if _, err := engine.Compute(ev, engine.Options{TieBreaks: l}); !errors.As(err, &ce) || ce.Code() != "needs-rounds" {
		t.Errorf("PS on synthetic rounds: %v", err)
	}
	// The column order as the draw order (Q-BERGER): the rounds and the
	// first board's colours of the Berger tables, as in the TRF.
	ev, _, err = Read(xreadFile(t, "x-team-grid-girone.txt"), Options{Answers: map[string]string{"Q-BERGER": "yes"}})
	if err != nil {
		t.Fatal(err)
	}
	got, want = teamRoundsByName(ev, true), teamRoundsByName(trf, true)
	for name, w := range want {
		if strings.Join(got[name], "; ") != strings.Join(w, "; ") {
			t.Errorf("Berger order, %s:\n grid %v\n TRF  %v", name, got[name], w)
		}
	}
	a, _ = teamStandings(t, ev, "PS,FB,AOB,BPG")
	b, _ = teamStandings(t, trf, "PS,FB,AOB,BPG")
	for name, w := range b {
		if a[name] != w {
			t.Errorf("Berger order, %s:\n grid %s\n TRF  %s", name, a[name], w)
		}
	}
}

// girone returns the sample grid delimited by sep, with the name line.
func girone(t *testing.T, sep string) string {
	var out []string
	for i, l := range strings.Split(strings.TrimRight(string(xreadFile(t, "x-team-grid-girone.txt")), "\n"), "\n") {
		if i == 0 {
			out = append(out, l)
			continue
		}
		fs := strings.Fields(l)
		if i == 1 {
			fs = append([]string{"Rk."}, fs[1:]...)
		}
		out = append(out, strings.Join(fs, sep))
	}
	return strings.Join(out, "\n") + "\n"
}

// TestTeamGridDelimited reads the sample as CSV with semicolons and as
// TAB-separated text: the same event.
func TestTeamGridDelimited(t *testing.T) {
	want, _, err := Read(xreadFile(t, "x-team-grid-girone.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, sep := range []string{";", "\t"} {
		ev, rep, err := Read([]byte(girone(t, sep)), Options{})
		if err != nil {
			t.Fatalf("%q: %v", sep, err)
		}
		if rep.Format != FormatTeamGrid || strings.Contains(xcodes(rep, err), "W-") {
			t.Errorf("%q: format %s, %s", sep, rep.Format, xcodes(rep, err))
		}
		a, b := teamRoundsByName(ev, true), teamRoundsByName(want, true)
		for name, w := range b {
			if strings.Join(a[name], "; ") != strings.Join(w, "; ") {
				t.Errorf("%q, %s:\n got  %v\n want %v", sep, name, a[name], w)
			}
		}
	}
	// A wrong total, in the delimited text, at its field.
	text := strings.Replace(girone(t, ";"), "3;Roma;2;1;*;1½;4;3;8½", "3;Roma;2;1;*;1½;4;3;9", 1)
	_, rep, err := Read([]byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var d *scan.Diagnostic
	for i := range rep.Diagnostics {
		if rep.Diagnostics[i].Code == scan.WTeamTotal {
			d = &rep.Diagnostics[i]
		}
	}
	if d == nil || d.Line != 5 || d.Col != 21 || !strings.Contains(d.Message, "printed 9.0, computed GP 8.5") {
		t.Errorf("W-TEAM-TOTAL: %+v", d)
	}
}

// TestTeamGridDouble reads a double round robin of three teams on two
// boards, written with spaces (2N cells, two adjacent diagonal markers)
// and delimited (two values in a cell): six rounds, each pair meeting
// twice.
func TestTeamGridDouble(t *testing.T) {
	spaced := "1 Alfa * * 2 1½ 1 2\n2 Beta 0 ½ * * ½ 1\n3 Gamma 1 0 1½ 1 * *\n"
	delimited := "No;Team;1;2;3;MP;GP\n1;Alfa;*;2 1½;1 2;7;6½\n2;Beta;0 ½;*;½ 1;1;2\n3;Gamma;1 0;1½ 1;*;4;3½\n"
	for _, text := range []string{spaced, delimited} {
		ev, rep, err := Read([]byte(text), Options{})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if rep.Format != FormatTeamGrid || strings.Contains(xcodes(rep, err), "W-") {
			t.Errorf("%q: format %s, %s", text, rep.Format, xcodes(rep, err))
		}
		if ev.Teams.Boards != 2 || ev.Rounds != 6 || ev.System != engine.DoubleRoundRobin {
			t.Errorf("%q: %d boards, %d rounds, %v", text, ev.Teams.Boards, ev.Rounds, ev.System)
		}
		totals := teamTotals(ev)
		for name, w := range map[string]string{"Alfa": "7.0/6.5", "Beta": "1.0/2.0", "Gamma": "4.0/3.5"} {
			if totals[name] != w {
				t.Errorf("%q, %s: MP/GP %s, want %s", text, name, totals[name], w)
			}
		}
	}
}

// TestTeamGridErrors: a bad cell is E-TEAM-GRID-CELL at its line and
// column; a cell of a double round robin with one value likewise.
func TestTeamGridErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line, col  int
		found      string
	}{
		{"not game points", strings.Replace(string(xreadFile(t, "x-team-grid-girone.txt")), "2½  *   2½", "2½  *   2x", 1), 6, 31, "2x"},
		{"tenths", strings.Replace(string(xreadFile(t, "x-team-grid-girone.txt")), "*   1½", "*   1.4", 1), 5, 27, "1.4"},
		{"one value of two", "No;Team;1;2;3\n1;Alfa;*;2 1½;1 2\n2;Beta;0 ½;*;½\n3;Gamma;1 0;1½ 1;*\n", 3, 14, "½"},
	} {
		_, _, err := Read([]byte(tc.text), Options{Format: FormatTeamGrid})
		var e *scan.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		d := e.Errors()[0]
		if d.Code != scan.ETeamGridCell || d.Line != tc.line || d.Col != tc.col || d.Found != tc.found || d.Expected == "" {
			t.Errorf("%s: %s at %d:%d found %q expected %q; want E-TEAM-GRID-CELL at %d:%d found %q", tc.name, d.Code, d.Line, d.Col, d.Found, d.Expected, tc.line, tc.col, tc.found)
		}
	}
}

// TestTeamGridDashDiagonal: a grid without any other marker whose rows
// each hold one "-" has its diagonal there (read when the format is
// chosen).
func TestTeamGridDashDiagonal(t *testing.T) {
	ev, _, err := Read([]byte("1 A - 3 1\n2 B 1 - 2\n3 C 3 2 -\n"), Options{Format: FormatTeamGrid})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Teams.Boards != 4 || teamTotals(ev)["A"] != "2.0/4.0" || teamTotals(ev)["C"] != "3.0/5.0" {
		t.Errorf("boards %d, totals %v", ev.Teams.Boards, teamTotals(ev))
	}
}

// TestTeamGridOrIndividual: a grid in 0 / 1 / 2 (opposite cells adding up
// to 2) is a two-board team grid or an individual grid in 2/1/0 points:
// Q-FORMAT asks, and each answer reads it its way (§8.8).
func TestTeamGridOrIndividual(t *testing.T) {
	text := "1 A * 2 1\n2 B 0 * 1\n3 C 1 1 *\n"
	_, _, err := Read([]byte(text), Options{})
	var qe *scan.QuestionError
	if !errors.As(err, &qe) || qe.Questions[0].ID != "Q-FORMAT" {
		t.Fatalf("%v, want Q-FORMAT", err)
	}
	var opts []string
	for _, o := range qe.Questions[0].Options {
		opts = append(opts, o.ID)
	}
	if strings.Join(opts, " ") != "grid team-grid" {
		t.Errorf("options %v", opts)
	}
	ev, _, err := Read([]byte(text), Options{Answers: map[string]string{"Q-FORMAT": "team-grid"}})
	if err != nil || ev.Teams == nil || ev.Teams.Boards != 2 || teamTotals(ev)["A"] != "3.0/3.0" {
		t.Errorf("as a team grid: %v", err)
	}
	ev, _, err = Read([]byte(text), Options{Answers: map[string]string{"Q-FORMAT": "grid"}})
	if err != nil || ev.Teams != nil || ev.Scoring.WinWhite != 20 {
		t.Errorf("as an individual grid in 2/1/0: %v", err)
	}
}
