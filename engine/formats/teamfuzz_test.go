package formats

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// teamFuzzSeeds are the inputs FuzzReadTeam starts from, besides the team
// samples x-team-*.
var teamFuzzSeeds = []string{
	"Rk.;SNo;Team;1.Rd;2.Rd;MP;GP\n1;1;A;2w3;3b2½;4;5,5\n2;2;B;1b1;bye;1;3\n3;3;C;bye;1w1½;1;3,5\n",
	"Rk. Team 1.Rd 2.Rd\n1  A  2 3  3+\n2  B  1 1  bye 2\n3  C  -2  1-\n",
	"Rk.;SNo;Team;1.Rd\n1;1;A;1w2\n2;1;B;9b2\n3;0;C;72½\n",
	"Rk.;Team;1.Rd;2.Rd\n1;A;2w101;3b2.3\n2;B;1b0;3w\n3;C;-2;2b\n",
	"Rk.;Team;1.Rd\n1;A;2w0\n2;B;1b0\n",
	"N Squadra 1 2 3 MP GP\n1 A * 2½ + 4 6½\n2 B 1½ * 3 2 4½\n3 C - 1 * 0 1\n",
	"1 A * * 2 1½ 1 2\n2 B 0 ½ * * ½ 1\n3 C 1 0 1½ 1 * *\n",
	"No;Team;1;2;3\n1;A;*;2 1½;\n2;B;0 ½;*;½ 1\n3;C;;1½ 1;*\n",
	"1 A - 3 1\n2 B 1 - 2\n3 C 3 2 -\n",
	"1 A ■ 60 1\n2 B 40 ■ 99\n3 C 99 1 ■\n",
	"1 A * 2x\n2 B 1 *\n",
}

// FuzzReadTeam: the team readers, chosen or detected, never panic; their
// errors have a line and a column; an event read keeps the invariants of
// a team event without boards (checkTeamInvariants); the engine computes
// it (or refuses with an error) without panicking; the TRF writer refuses
// it with E-WRITE-TEAM-BOARDS.
func FuzzReadTeam(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "x-team-*"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint8(0))
	}
	for i, s := range teamFuzzSeeds {
		f.Add([]byte(s), uint8(i))
	}
	lists := []string{"EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP", "MPvGP,SB:GP,EGGSB/C1,EDE,SSSC/F,PS,KS,AOB,WIN,DE:GP"}
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		fm := [...]Format{FormatAuto, FormatTeamCR, FormatTeamGrid}[format%3]
		answers := map[string]string{"Q-BERGER": [...]string{"no", "yes"}[format/3%2], "Q-FORMAT": "team-grid"}
		ev, rep, err := Read(data, Options{Format: fm, Answers: answers})
		failOnPanic(t, err)
		var e *scan.Error
		if errors.As(err, &e) && (fm != FormatAuto || rep.Format == FormatTeamCR || rep.Format == FormatTeamGrid) {
			for _, d := range e.Errors() {
				if (d.Line < 1 || d.Col < 1) && string(d.Code) != "E-TOO-MANY-ERRORS" {
					t.Fatalf("error without position: %+v", d)
				}
			}
		}
		if ev == nil || rep.Format != FormatTeamCR && rep.Format != FormatTeamGrid {
			return // another format, detected
		}
		for _, d := range rep.Diagnostics {
			if d.Severity == scan.SeverityError || d.Message == "" || d.Line < 1 {
				t.Errorf("bad diagnostic %+v", d)
			}
		}
		checkTeamInvariants(t, ev)
		for _, l := range lists {
			list, perr := engine.ParseList(l)
			if perr != nil {
				t.Fatal(perr)
			}
			_, _ = engine.Compute(ev, engine.Options{TieBreaks: list}) // errors are fine, panics are not
		}
		if _, werr := trf.WriteTRF(new(nopWriter), ev, nil); !errors.As(werr, &e) || e.Diags[0].Code != scan.EWriteTeamBoards {
			t.Errorf("WriteTRF: %v, want E-WRITE-TEAM-BOARDS", werr)
		}
	})
}

// nopWriter discards what is written.
type nopWriter struct{}

func (nopWriter) Write(p []byte) (int, error) { return len(p), nil }

// checkTeamInvariants checks the guarantees of a team event read from a
// team crosstable or grid (docs/formats.md §2.6, §2.8, §7.8, §8.8).
func checkTeamInvariants(t *testing.T, ev *engine.Event) {
	t.Helper()
	ts := ev.Teams
	if len(ev.Players) != 0 || len(ts.Teams) == 0 || ev.Rounds < ev.PlayedRounds || ev.Rounds > table.MaxTableRounds ||
		ts.Boards < 1 || ts.Boards > 100 || ts.PAB.GP < 0 || ts.PAB.GP > engine.MaxResultScore ||
		ev.Provenance.BoardResults != engine.BoardResultsUnknown {
		t.Fatalf("event: %d players, %d teams, rounds %d played %d, %d boards, PAB %+v, %+v",
			len(ev.Players), len(ts.Teams), ev.Rounds, ev.PlayedRounds, ts.Boards, ts.PAB, ev.Provenance)
	}
	exists := map[int]bool{}
	for i, tm := range ts.Teams {
		if tm.StartNo < 1 || i > 0 && ts.Teams[i-1].StartNo >= tm.StartNo {
			t.Errorf("start numbers not unique and sorted at %d", tm.StartNo)
		}
		exists[tm.StartNo] = true
	}
	for _, tm := range ts.Teams {
		if len(tm.Rounds) != ev.Rounds {
			t.Errorf("team %d has %d rounds", tm.StartNo, len(tm.Rounds))
		}
		for k, tr := range tm.Rounds {
			if tr.Boards != nil || tr.GP < 0 || tr.GP > engine.MaxResultScore {
				t.Errorf("team %d round %d: boards %v, GP %s", tm.StartNo, k+1, tr.Boards, tr.GP)
			}
			if tr.Opponent != 0 && (tr.Opponent == tm.StartNo || !exists[tr.Opponent]) {
				t.Errorf("team %d round %d: opponent %d", tm.StartNo, k+1, tr.Opponent)
			}
			if tr.Kind.Bye() && (tr.Opponent != 0 || tr.Colour != engine.NoColour) {
				t.Errorf("team %d round %d: %v against %d, colour %v", tm.StartNo, k+1, tr.Kind, tr.Opponent, tr.Colour)
			}
			if (tr.Kind.OTB() || tr.Kind.Forfeit()) && tr.Opponent == 0 {
				t.Errorf("team %d round %d: %v without opponent", tm.StartNo, k+1, tr.Kind)
			}
			if k >= ev.PlayedRounds && (tr.Kind != engine.NotYet || tr.Opponent != 0) {
				t.Errorf("team %d round %d: %v against %d after the played rounds", tm.StartNo, k+1, tr.Kind, tr.Opponent)
			}
		}
	}
}
