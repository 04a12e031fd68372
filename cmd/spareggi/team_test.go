package main

import (
	"encoding/json"
	"strings"
	"testing"
)

const teamFile = "../../testdata/fide-team-2026.trf"

// TestTeamEvent runs the CLI on the FIDE team exercise: without a list it
// ranks the teams by the fide-team-swiss preset and says so; the JSON rows
// are the teams with their values; a rating tie-break is refused for
// teams (exit 1), a team tie-break for an individual event; -o trf writes
// the team records.
func TestTeamEvent(t *testing.T) {
	code, out, errs := runCLI(t, "", "-o", "json", teamFile)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		TieBreaks  []string `json:"tiebreaks"`
		ListSource string   `json:"listSource"`
		Standings  []struct {
			Rank   int               `json:"rank"`
			Start  int               `json:"start"`
			Name   string            `json:"name"`
			Points string            `json:"points"`
			Values map[string]string `json:"values"`
		} `json:"standings"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if strings.Join(doc.TieBreaks, ",") != "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP" || !strings.Contains(doc.ListSource, "fide-team-swiss") {
		t.Errorf("list %v from %q, want the fide-team-swiss preset", doc.TieBreaks, doc.ListSource)
	}
	if len(doc.Standings) != 14 || doc.Standings[0].Name != "Team 4" || doc.Standings[0].Points != "10.0" {
		t.Fatalf("standings %+v", doc.Standings)
	}
	for _, row := range doc.Standings {
		if row.Start == 1 && (row.Values["BH:MP/C1/P"] == "" || row.Values["MPvGP"] != "17.5") {
			t.Errorf("team 1: %v", row.Values)
		}
	}
	if code, _, errs := runCLI(t, "", "-tb", "ARO", teamFile); code != 1 || !strings.Contains(errs, "not for teams") {
		t.Errorf("ARO on teams: exit %d, %q", code, errs)
	}
	if code, _, errs := runCLI(t, "", "-tb", "EDE", fide5); code != 1 || !strings.Contains(errs, "no teams") {
		t.Errorf("EDE on individuals: exit %d, %q", code, errs)
	}
	code, out, errs = runCLI(t, "", "-o", "trf", "-tb", "EDE", teamFile)
	if code != 0 || !strings.Contains(out, "310   1 Team 1") || !strings.Contains(out, "202 EDE") {
		t.Errorf("-o trf: exit %d %s\n%s", code, errs, out)
	}
}
