package formats

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/internal/gen"
)

// The membership of the players of a TRF team event (docs/formats.md
// §5.10): each player is in one team, each team number names one team,
// and the two players of a game are in different teams. A file that breaks
// one of these rules is refused at the field that breaks it, since the
// matches it gives are not defined (a team would meet itself, and the
// engine would be handed a match without an opponent).

// readErrors reads a TRF text that must fail, and returns its errors as
// "CODE line:col" strings.
func readErrors(t *testing.T, text string) []string {
	t.Helper()
	ev, _, err := ReadTRF([]byte(text), "test.trf")
	var e *scan.Error
	if !errors.As(err, &e) {
		t.Fatalf("read without an error (event %v, err %v)", ev != nil, err)
	}
	var out []string
	for _, d := range e.Errors() {
		if d.Code == scan.EInternal {
			t.Fatalf("the reader panicked: %s", d.Message)
		}
		if d.Expected == "" || d.Found == "" {
			t.Errorf("%s at %d:%d says neither what was expected nor what was found: %+v", d.Code, d.Line, d.Col, d)
		}
		out = append(out, fmt.Sprintf("%s %d:%d", d.Code, d.Line, d.Col))
	}
	return out
}

// TestTeamMemberTwice: the FIDE team exercise with team 1's 310 record
// listing players 5 and 6 of team 2 (instead of its own 3 and 4) used to
// crash EMGSB/C1/P and BH:MP/C1/P (team 1's members met each other: a
// match of team 1 against itself). A player listed in a second team is
// E-TEAM-MEMBER at that listing: line 65 (team 2), columns 74 and 79.
func TestTeamMemberTwice(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "17.5         1    2    3    4", "17.5         1    2    5    6", 1)
	if text == string(data) {
		t.Fatal("team 1's record not found")
	}
	got := strings.Join(readErrors(t, text), ", ")
	if got != "E-TEAM-MEMBER 65:74, E-TEAM-MEMBER 65:79" {
		t.Errorf("errors %s, want E-TEAM-MEMBER at 65:74 and 65:79", got)
	}
	// The same in records 013 (TRF16): the second listing, line 5 column 42.
	got = strings.Join(readErrors(t, string(trfText(
		p001(1, "A", 0, "1.0", "   2 w 1"),
		p001(2, "B", 0, "0.0", "   1 b 0"),
		p001(3, "C", 0, "0.0", "0000 - -"),
		at(1, "013", 5, "Team A", 40, "1", 45, "3"),
		at(1, "013", 5, "Team B", 40, "2", 45, "3"),
	))), ", ")
	if got != "E-TEAM-MEMBER 5:42" {
		t.Errorf("013: errors %s, want E-TEAM-MEMBER 5:42", got)
	}
}

// TestTeamTeammatesMet: two members of one team paired with each other is
// E-TEAM-TEAMMATES at the game's cell of the first of them.
func TestTeamTeammatesMet(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer(
		"ALF             4.0    3.5   1     1    2", "ALF             4.0    3.5   1     1    3",
		"BET             2.0    2.5   2     3    4", "BET             2.0    2.5   2     2    4").Replace(string(data))
	got := strings.Join(readErrors(t, text), ", ")
	if got != "E-TEAM-TEAMMATES 10:92, E-TEAM-TEAMMATES 11:92" {
		t.Errorf("errors %s, want E-TEAM-TEAMMATES at 10:92 (1 v 3) and 11:92 (2 v 4)", got)
	}
}

// TestTeamNumberTwice: a second 310 record with a team number already
// used is E-TEAM-NUMBER at its column 5.
func TestTeamNumberTwice(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "310   3 Gamma", "310   2 Gamma", 1)
	got := strings.Join(readErrors(t, text), ", ")
	if got != "E-TEAM-NUMBER 18:5" {
		t.Errorf("errors %s, want E-TEAM-NUMBER 18:5", got)
	}
}

// TestTeamSwiss1010: a generated team Swiss of 1,010 teams, whose team
// numbers past 999 take four digits in records 310, 320 and 330, reads
// with the members, PABs and forfeits the generator wrote (the declared
// totals of 310 agree with those computed) and computes every team code.
func TestTeamSwiss1010(t *testing.T) {
	data := gen.TeamSwissTRF(1010, 2, 5, 13, false)
	for _, re := range []string{`(?m)^310 1010 `, `(?m)^320 .* \d{4}`, `(?m)^330 .. +\d+ +(\d{4} |\d+ +\d{4}$)`} {
		if !regexp.MustCompile(re).Match(data) {
			t.Fatalf("the generated file has no four-digit team number in %s", re)
		}
	}
	ev, diags, err := ReadTRF(data, "team1010.trf")
	if err != nil {
		t.Fatalf("%v\n%s", err, dumpDiags(err.(*scan.Error).Diags))
	}
	for _, d := range diags {
		if d.Severity != scan.SeverityInfo {
			t.Errorf("%s %d:%d %s", d.Code, d.Line, d.Col, d.Message)
		}
	}
	ts := ev.Teams.Teams
	if len(ts) != 1010 {
		t.Fatalf("%d teams, want 1010", len(ts))
	}
	for i, tm := range ts {
		if want := fmt.Sprint([]int{2*i + 1, 2*i + 2}); tm.StartNo != i+1 || fmt.Sprint(tm.Members) != want {
			t.Fatalf("team %d: number %d, members %v, want %d and %s", i+1, tm.StartNo, tm.Members, i+1, want)
		}
	}
	list, err := engine.ParseList(strings.Join(gen.TeamCodes(), ","))
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Rows) != 1010 {
		t.Errorf("%d rows", len(st.Rows))
	}
	// The TRF export writes four-digit team numbers and ranks the same way:
	// it reads back with the same teams.
	var buf bytes.Buffer
	if _, err := trf.WriteTRFStandings(&buf, st); err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadTRF(buf.Bytes(), "back.trf")
	if err != nil {
		t.Fatalf("%v\n%s", err, dumpDiags(err.(*scan.Error).Diags))
	}
	for i, tm := range back.Teams.Teams {
		if w := ts[i]; tm.StartNo != w.StartNo || fmt.Sprint(tm.Members) != fmt.Sprint(w.Members) || roundsOf(tm) != roundsOf(w) {
			t.Fatalf("written and read back, team %d %v: %s\nwant %d %v: %s", tm.StartNo, tm.Members, roundsOf(tm), w.StartNo, w.Members, roundsOf(w))
		}
	}
}

// TestFourDigitTeamNumbers: the team sample with its teams numbered 1001
// to 1003 — four digits in records 310, 320, 330 and 300, each moving the
// fields after it one column right (docs/formats.md §5.10) — reads as the
// sample itself, with the numbers 1000 higher.
func TestFourDigitTeamNumbers(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-team.trf")
	if err != nil {
		t.Fatal(err)
	}
	orig := string(data) + "300   1   1   2    2    1\n"
	four := strings.NewReplacer("310   1 ", "310 1001 ", "310   2 ", "310 1002 ", "310   3 ", "310 1003 ",
		"320  2.0  2.0   3   2", "320  2.0  2.0 1003 1002", "330 -+   2   3   1", "330 -+   2 1003 1001").Replace(string(data)) +
		"300   1 1001 1002    2    1\n"
	want, wd := mustRead(t, []byte(orig))
	got, gd := mustRead(t, []byte(four))
	if len(wd) != 0 || len(gd) != 0 {
		t.Errorf("diagnostics:\n%s\n%s", dumpDiags(wd), dumpDiags(gd))
	}
	for i, tm := range got.Teams.Teams {
		w := want.Teams.Teams[i]
		for k := range w.Rounds {
			if w.Rounds[k].Opponent != 0 {
				w.Rounds[k].Opponent += 1000
			}
		}
		if tm.StartNo != w.StartNo+1000 || tm.Name != w.Name || fmt.Sprint(tm.Members) != fmt.Sprint(w.Members) || roundsOf(tm) != roundsOf(w) {
			t.Errorf("team %d %s %v: %s\nwant %d %s %v: %s", tm.StartNo, tm.Name, tm.Members, roundsOf(tm), w.StartNo+1000, w.Name, w.Members, roundsOf(w))
		}
	}
	if lu := got.Teams.Teams[0].Rounds[0].Lineup; fmt.Sprint(lu) != "[2 1]" {
		t.Errorf("team 1001's line-up in round 1: %v, want [2 1]", lu)
	}
}

// TestTeamMemberUnknown: a 310 record listing start numbers no player has
// (9999, 0) is a warning W-TRF-FIELD at each such field, the field
// ignored (issue 33, item 3: it was accepted without a word); so is a
// member field of a 013 record.
func TestTeamMemberUnknown(t *testing.T) {
	data, err := os.ReadFile("../../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "17.5         1    2    3    4", "17.5         1    2    3    4 9999    0", 1)
	_, rep, err := ReadTRF([]byte(text), "test.trf")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range rep {
		if d.Code == scan.WTrfField {
			got = append(got, fmt.Sprintf("%s %d:%d-%d %s", d.Code, d.Line, d.Col, d.EndCol, d.Key))
		}
	}
	want := "W-TRF-FIELD 64:94-97 W-TRF-FIELD/member, W-TRF-FIELD 64:99-102 W-TRF-FIELD/member"
	if strings.Join(got, ", ") != want {
		t.Errorf("warnings %q, want %q", strings.Join(got, ", "), want)
	}
	_, rep, err = ReadTRF(trfText(
		p001(1, "A", 0, "1.0", "   2 w 1"),
		p001(2, "B", 0, "0.0", "   1 b 0"),
		at(1, "013", 5, "Team A", 40, "1", 45, "77"),
		at(1, "013", 5, "Team B", 40, "2"),
	), "test.trf")
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, d := range rep {
		if d.Code == scan.WTrfField {
			got = append(got, fmt.Sprintf("%d:%d", d.Line, d.Col))
		}
	}
	if strings.Join(got, ", ") != "3:42" {
		t.Errorf("013: W-TRF-FIELD at %v, want 3:42", got)
	}
}
