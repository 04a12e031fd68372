package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// explainAllFile writes a generated Swiss of n players and r rounds as TRF.
func explainAllFile(tb testing.TB, n, r int) string {
	file := filepath.Join(tb.TempDir(), "gen.trf")
	if err := os.WriteFile(file, gen.TRF(gen.Swiss(n, r, 1, false)), 0o644); err != nil {
		tb.Fatal(err)
	}
	return file
}

// BenchmarkExplainAll is the cost of -explain all -o json at the bound on
// explanations (engine.MaxExplained): the input of issue 33 (2,000 × 11
// with 60 tie-breaks, 1,320,000 participants × tie-breaks × rounds)
// refused, and the largest allowed (2,000 × 11 with 9 tie-breaks,
// 198,000) explained.
func BenchmarkExplainAll(b *testing.B) {
	file := explainAllFile(b, 2000, 11)
	for _, c := range []struct {
		name string
		tbs  int
		exit int
	}{{"refused-2000x11x60", 60, 1}, {"allowed-2000x11x9", 9, 0}} {
		b.Run(c.name, func(b *testing.B) {
			args := []string{"-rules", "fide2024", "-tb", gen.TieBreakKeys(c.tbs), "-explain", "all", "-o", "json", file}
			b.ReportAllocs()
			for b.Loop() {
				if code := run(args, strings.NewReader(""), io.Discard, io.Discard); code != c.exit {
					b.Fatalf("exit %d, want %d", code, c.exit)
				}
			}
		})
	}
}

// -explain all past the bound on explanations (engine.MaxExplained) is
// refused before anything is explained: exit 1, nothing on the standard
// output, the coded error in the language of -lang (issue 33, item 2).
func TestExplainAllBounded(t *testing.T) {
	file := explainAllFile(t, 400, 9)
	list := gen.TieBreakKeys(60)
	for lang, want := range map[string]string{
		"en": "400 participants × 60 tie-breaks × 9 rounds = 216000 elements: at most 200000 are explained at once",
		"it": "400 partecipanti × 60 spareggi × 9 turni = 216000 elementi: se ne spiegano al massimo 200000",
		"es": "400 participantes × 60 desempates × 9 rondas = 216000 elementos: se explican como máximo 200000",
	} {
		code, out, errs := runCLI(t, "", "-lang", lang, "-tb", list, "-explain", "all", "-o", "json", file)
		if code != 1 || out != "" || !strings.Contains(errs, want) || strings.Contains(errs, "panic") {
			t.Errorf("-lang %s: exit %d, stdout %d bytes, stderr %q; want exit 1 and %q", lang, code, len(out), errs, want)
		}
	}
	// One participant's explanation, and every value's with fewer
	// tie-breaks, are given.
	for _, args := range [][]string{
		{"-tb", list, "-explain", "7", "-o", "json", file},
		{"-tb", gen.TieBreakKeys(5), "-explain", "all", "-o", "json", file},
	} {
		code, out, errs := runCLI(t, "", args...)
		if code != 0 || !strings.Contains(out, `"details":{`) {
			t.Errorf("%v: exit %d %s", args[2:4], code, errs)
		}
	}
}

// The README's Limits, docs/formats.md and docs/tiebreaks.md §12.4 give
// the bound on explanations as the engine applies it, with its code.
func TestExplainBoundDocumented(t *testing.T) {
	n := fmt.Sprint(engine.MaxExplained)
	for i := len(n) - 3; i > 0; i -= 3 {
		n = n[:i] + "," + n[i:]
	}
	want := n + " participants × tie-breaks × rounds"
	for _, doc := range []string{"../../README.md", "../../docs/formats.md", "../../docs/tiebreaks.md"} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(string(b)), " ") // across line breaks
		if !strings.Contains(text, want) || !strings.Contains(text, "`explain-too-large`") {
			t.Errorf("%s does not give the bound on explanations as %q with its code explain-too-large", doc, want)
		}
	}
}
