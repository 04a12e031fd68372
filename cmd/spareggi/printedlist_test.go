package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestPrintedListWithNoFlags runs the CLI as an arbiter does on a
// published chess-results export of a 30-player Swiss that prints TB1–TB3
// (docs/tiebreaks.md, decision 55): with no flags it opens under the rules
// its printed columns show — the 2012 rules, BH/C1 and BH/C2 — and its
// printed ranking is reproduced; the JSON says where the list came from;
// -tb and -rules override the print, each its own part, and the closest
// rules are not offered then (the print is reproduced).
func TestPrintedListWithNoFlags(t *testing.T) {
	const file = "../../testdata/real/cr-keshmat-winter-open-2026.xlsx"
	code, out, errs := runCLI(t, "", file)
	if code != 0 || !strings.Contains(out, "Rules: fide2012 (read from the printed columns)") ||
		!strings.Contains(out, "Warning: Rules and tie-breaks read from the printed columns: fide2012, BH/C1, BH/C2 (30 of 30 reproduced).") {
		t.Fatalf("no flags: exit %d\n%s%s", code, out, errs)
	}
	if strings.Contains(out, "printed ranks differ") {
		t.Errorf("the printed ranking is reproduced, yet:\n%s", out)
	}
	var doc struct {
		Edition    string   `json:"edition"`
		TieBreaks  []string `json:"tiebreaks"`
		ListSource string   `json:"listSource"`
	}
	decode := func(args ...string) {
		t.Helper()
		code, out, errs := runCLI(t, "", append(append([]string{"-o", "json"}, args...), file)...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		doc = struct {
			Edition    string   `json:"edition"`
			TieBreaks  []string `json:"tiebreaks"`
			ListSource string   `json:"listSource"`
		}{}
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatal(err)
		}
	}
	decode()
	if doc.Edition != "fide2012" || strings.Join(doc.TieBreaks, ",") != "BH/C1,BH/C2" ||
		doc.ListSource != "read from the printed columns: fide2012, BH/C1, BH/C2, 30 of 30 reproduced" {
		t.Errorf("no flags: %+v", doc)
	}
	decode("-tb", "BH,SB")
	if doc.Edition != "fide2012" || strings.Join(doc.TieBreaks, ",") != "BH,SB" || doc.ListSource != "user" {
		t.Errorf("-tb BH,SB: %+v, want the user's list under the print's edition", doc)
	}
	decode("-rules", "fide2026")
	if doc.Edition != "fide2026" || strings.Join(doc.TieBreaks, ",") != "BH/C1,BH/C2" || !strings.HasPrefix(doc.ListSource, "read from the printed columns") {
		t.Errorf("-rules fide2026: %+v, want the print's list under the user's edition", doc)
	}
	// Under the rules the user chose, the notice names the print's list and
	// the edition that reproduced it apart from the rules that apply.
	if _, out, _ := runCLI(t, "", "-rules", "fide2026", file); !strings.Contains(out,
		"Warning: Tie-breaks read from the printed columns: BH/C1, BH/C2 (30 of 30 reproduced under fide2012); the standings apply the rules chosen, fide2026.") ||
		strings.Contains(out, "Rules and tie-breaks read from the printed columns") {
		t.Errorf("-rules fide2026: the notice of the print\n%s", out)
	}
	decode("-preset", "fide-swiss")
	if doc.Edition != "fide2012" || doc.ListSource != "preset fide-swiss" {
		t.Errorf("-preset fide-swiss: %+v", doc)
	}
}
