package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const pendingCR = "../../engine/formats/testdata/x-cr-r5-pending.txt"

// TestTRFOfPendingGames: `-round 5 -o trf` on a crosstable whose round 5
// has three games without a result writes no result for them and says on
// standard error, in the language asked, that they were left out; the file
// reads back without "Results disagree".
func TestTRFOfPendingGames(t *testing.T) {
	code, out, errs := runCLI(t, "", "-round", "5", "-o", "trf", pendingCR)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, l := range strings.Split(out, "\r\n") {
		// Round 5's block is columns 132–139: Alyx (1) and David (4) have none.
		if (strings.HasPrefix(l, "001    1 ") || strings.HasPrefix(l, "001    4 ")) && len(l) > 131 {
			t.Errorf("the pending game 1–4 was written as %q in %q", l[131:], l[:20])
		}
	}
	if !strings.Contains(errs, "Games without a result left out of the TRF file: 3 (R5 1–4, R5 2–3, R5 6–8)") {
		t.Errorf("stderr %q, want the three games named", errs)
	}
	f := filepath.Join(t.TempDir(), "out.trf")
	if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "", f); code != 0 || strings.Contains(errs, "disagree") {
		t.Errorf("reading the file back: exit %d, %s", code, errs)
	}
	if _, _, errs := runCLI(t, "", "-lang", "it", "-round", "5", "-o", "trf", pendingCR); !strings.Contains(errs, "Partite senza risultato omesse dal file TRF: 3") {
		t.Errorf("-lang it: stderr %q", errs)
	}
}

// TestTitleBehindTheCells: the same crosstable titled "after Round 4":
// -round 5 and -whatif follow the cells (round 5 is played, three of its
// games are waiting), with a warning positioned at the title.
func TestTitleBehindTheCells(t *testing.T) {
	data, err := os.ReadFile(pendingCR)
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(t.TempDir(), "r4.txt")
	if err := os.WriteFile(f, []byte(strings.Replace(string(data), "after Round 5", "after Round 4", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "-round", "5", f)
	if code != 0 || !strings.Contains(out, "standings after round 5") ||
		!strings.Contains(errs, f+":2:32: The title says the table is after round 4, but the cells give results up to round 5") {
		t.Errorf("-round 5: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "", "-whatif", f)
	if code != 0 || !strings.Contains(out, "3 games without a result, 27 combinations") || !strings.Contains(out, "round 5: 1 – 4 (Alyx – David)") {
		t.Errorf("-whatif: exit %d\n%s%s", code, out, errs)
	}
}
