package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/report"
)

// TestHiddenCharactersInNames: names holding a right-to-left override, a
// zero-width space or a combining accent neither reorder nor shift the
// columns of the plain-text standings and of -whatif: every row's points
// (or best rank) end in the same column, and the hidden characters are
// not printed. JSON keeps the names as read.
func TestHiddenCharactersInNames(t *testing.T) {
	data, err := os.ReadFile(pendingCR)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer("Alyx", "Al\u202eyx", "Bruno", "Bru\u200bno", "Charline", "Charline\u0301", "David", "\u2067David\u2069").Replace(string(data))
	f := filepath.Join(t.TempDir(), "hidden.txt")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{f}, {"-whatif", f}} {
		code, out, errs := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		if strings.ContainsAny(out, "\u202e\u200b\u2067\u2069") {
			t.Errorf("%v: hidden characters printed:\n%s", args, out)
		}
		// Each player's row: the display column where the field after the
		// name starts (the rating in the table, the best rank in -whatif).
		col := -1
		for _, l := range strings.Split(out, "\n") {
			i := strings.IndexFunc(l, func(r rune) bool { return r >= 'A' && r <= 'Z' })
			if !strings.HasPrefix(l, " ") || i < 0 || strings.Contains(l, "game") || strings.Contains(l, "SNo") {
				continue // not a player's row
			}
			name := strings.Fields(l[i:])[0]
			rest := l[i+len(name):]
			// the end of the next field: the numbers are right-aligned
			at := report.Width(l[:i+len(name)]) + len(rest) - len(strings.TrimLeft(rest, " ")) + len(strings.Fields(rest)[0])
			if col < 0 {
				col = at
			} else if at != col {
				t.Errorf("%v: row %q has its next field at column %d, the first row at %d", args, l, at, col)
			}
		}
	}
	if _, out, _ := runCLI(t, "", "-o", "json", f); !strings.Contains(out, `Al\u202eyx`) && !strings.Contains(out, "Al\u202eyx") {
		t.Errorf("JSON lost the name as read")
	}
}
