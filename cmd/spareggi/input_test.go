package main

import (
	"strings"
	"testing"
)

// seed002 is the first table of Forlano's complete case as it was pasted
// (one line; docs/formats.md §6.7, docs/tiebreaks.md §14.2).
const seed002 = "Un caso completo Occorre correggere questi risultati ID NAME Pts | 1 2 3 4 5 " +
	"------------------------------------------------------------------------- " +
	"1 ANDREA 2.5 | +W5 =B4 -W2 -B9 +W8 2 BRUNO 3.5 | +B6 =W9 +B1 -W3 +B7 3 CARLO 4.0 | +W7 -B5 +BYE +B2 +W4 " +
	"4 DARIO 2.0 | +B8 =W1 -B9 =W5 -B3 5 FRANCESCO 1.5 | -B1 +W3 -BYE =B4 -W6 6 GIORGIO 2.0 | -W2 -B7 +BYE -BYE +B5 " +
	"7 LUIGI 2.0 | -B3 +W6 -BYE +BYE -W2 8 MARIO 2.0 | -W4 +BYE -BYE +BYE -B1 9 ROBERTO (ritirato) 3.5 | +BYE =B2 +W4 +W1 -- " +
	"Occorre correggere questi risultati\n"

func TestInputFormatsCLI(t *testing.T) {
	code, _, errOut := runCLI(t, seed002, "-rules", "fide2024", "-tb", "BH", "-")
	if code != 1 || !strings.Contains(errOut, "Q-BYE/r3") || !strings.Contains(errOut, "-answer") {
		t.Errorf("open question: exit %d, %s", code, errOut)
	}
	code, out, errOut := runCLI(t, seed002, "-rules", "fide2024", "-tb", "BH", "-answer", "Q-BYE/r3=fpb", "-answer", "Q-BYE/r4=fpb", "-o", "json", "-")
	if code != 0 || !strings.Contains(out, `"format":"strip"`) || !strings.Contains(out, `"warnings":[`) ||
		!strings.Contains(out, `"W-STRIP-FLATTENED"`) || !strings.Contains(out, `"line":1`) {
		t.Errorf("json: exit %d, %s\n%s", code, errOut, out)
	}
	code, out, errOut = runCLI(t, seed002, "-format", "strip", "-answer", "Q-BYE/*=fpb", "-tb", "DE,WIN,ARZ", "-o", "trf", "-")
	if code != 0 || !strings.Contains(out, "202 DE,WIN,OTHER_ARZ\r\n") || !strings.Contains(out, "001    9      ROBERTO") {
		t.Errorf("trf: exit %d, %s\n%s", code, errOut, out)
	}
	if code, _, errOut = runCLI(t, seed002, "-format", "xlsx", "-"); code != 2 {
		t.Errorf("-format xlsx: exit %d, %s", code, errOut)
	}
	if code, _, errOut = runCLI(t, seed002, "-format", "grid", "-"); code != 1 || !strings.Contains(errOut, "stdin:1:") {
		t.Errorf("-format grid: exit %d, %s", code, errOut)
	}
}
