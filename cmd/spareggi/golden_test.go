package main

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/golden"
)

// updateGolden rewrites testdata/golden/cli/ from the current outputs:
// go test ./cmd/spareggi -run TestGoldenCLI -update-golden. Do it only for a
// change of output you mean; reshaping the code must leave them as they are.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden outputs of TestGoldenCLI")

// goldenCase is one command line whose standard output, standard error and
// exit status are kept byte for byte in testdata/golden/cli/NAME.txt.
type goldenCase struct {
	name string
	args []string
}

// goldenCases runs the CLI's outputs (table, CSV, JSON, TRF, explanation,
// compare, prizes, what-if, the printed check, board prizes) on every
// fixture and example of the repository.
func goldenCases() []goldenCase {
	var cs []goldenCase
	files := []string{
		"../../examples/campionato-italiano-2009.trf",
		"../../testdata/campionato-2009-pending.trf",
		"../../testdata/fide-team-2024.trf",
		"../../testdata/fide-team-2026.trf",
		"../../testdata/forlano-9.trf",
		"../../testdata/koya-rr-8.trf",
		"../../testdata/pl-2026-swiss.trf",
		"../../testdata/tec-rr-6.trf",
		"../../testdata/tec-swiss-5-2024.trf",
		"../../testdata/tec-swiss-5-2026.trf",
		"../../testdata/tec-swiss-9.trf",
		"../../engine/testdata/team-counts.trf",
		"../../web/examples/fide-exercise.trf",
		"../../web/examples/fide-team.trf",
	}
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		for _, o := range []string{"table", "csv", "json", "trf"} {
			cs = append(cs, goldenCase{base + "." + o, []string{"-o", o, f}})
		}
		cs = append(cs,
			goldenCase{base + ".it", []string{"-lang", "it", f}},
			goldenCase{base + ".es.json", []string{"-lang", "es", "-o", "json", f}},
			goldenCase{base + ".explain1", []string{"-explain", "1", f}},
			goldenCase{base + ".explainall", []string{"-explain", "all", "-o", "json", f}},
			goldenCase{base + ".compare", []string{"-compare", "fide2026,fide2024,fide2012", f}},
			goldenCase{base + ".prizes", []string{"-prizes", "100,80,60,40", f}},
		)
	}
	cs = append(cs,
		goldenCase{"campionato.fide2012.sbbh", []string{"-rules", "fide2012", "-tb", "SB,BH/C1,ARO,DE", "-round", "7", "../../examples/campionato-italiano-2009.trf"}},
		goldenCase{"campionato.compare.es", []string{"-lang", "es", "-compare", "fide2026,fide2024", "../../examples/campionato-italiano-2009.trf"}},
		goldenCase{"usage.compare.json", []string{"-o", "json", "-compare", "fide2026,fide2024", "../../examples/campionato-italiano-2009.trf"}},
		goldenCase{"pending.whatif", []string{"-whatif", "../../testdata/campionato-2009-pending.trf"}},
		goldenCase{"pending.whatif.json", []string{"-whatif", "-o", "json", "../../testdata/campionato-2009-pending.trf"}},
		goldenCase{"pending.whatif.it", []string{"-whatif", "-lang", "it", "../../testdata/campionato-2009-pending.trf"}},
		goldenCase{"forlano.printed.questions", []string{"-check-printed", "../../testdata/forlano-9.printed.csv"}},
		goldenCase{"forlano.printed", append(forlanoAnswers(), "-check-printed", "../../testdata/forlano-9.printed.csv")},
		goldenCase{"forlano.printed.json", append(forlanoAnswers(), "-check-printed", "-o", "json", "../../testdata/forlano-9.printed.csv")},
		goldenCase{"forlano.printed.it", append(forlanoAnswers(), "-lang", "it", "../../testdata/forlano-9.printed.csv")},
		goldenCase{"keshmat-rapid.printed", []string{"-check-printed", "../../testdata/real/cr-keshmat-rapid-2024-08.xlsx"}},
		goldenCase{"keshmat-winter-a.printed.json", []string{"-check-printed", "-o", "json", "../../testdata/real/cr-keshmat-winter-a-2026.xlsx"}},
		goldenCase{"keshmat-winter-open", []string{"-o", "json", "../../testdata/real/cr-keshmat-winter-open-2026.xlsx"}},
		goldenCase{"sp-rwswiss.printed", []string{"-check-printed", "../../testdata/real/sp-rwswiss-2009.txt"}},
		goldenCase{"vega-hbcc.printed", []string{"-check-printed", "../../testdata/real/vega-hbcc-club-championship-2025.txt"}},
		// The rounding found: half to even on a Vega page (a note in
		// Italian), half up or half to even alike on a team export (the
		// note's values as text in JSON, and "rounding").
		goldenCase{"vega-september.printed.it", []string{"-check-printed", "-lang", "it", "../../testdata/real/vega-hbcc-september-rapid-2025.txt"}},
		goldenCase{"team-wp2018.printed.json", []string{"-check-printed", "-o", "json", "../../engine/formats/testdata/x-team-cr-wp2018.txt"}},
		goldenCase{"vega-hbcc-reserve", []string{"../../testdata/real/vega-hbcc-reserve-championship-2024.txt"}},
		goldenCase{"fide-team-2026.boards", []string{"-boards", "../../testdata/fide-team-2026.trf"}},
		goldenCase{"fide-team-2026.boards.json", []string{"-boards", "-boards-min", "3", "-o", "json", "../../testdata/fide-team-2026.trf"}},
		goldenCase{"fide-team-2026.prizes-equal", []string{"-prizes", "500,300,200", "-prize-equal", "-prize-unit", "1", "../../testdata/fide-team-2026.trf"}},
		goldenCase{"presets", []string{"-presets"}},
		goldenCase{"presets.es", []string{"-presets", "-lang", "es"}},
		goldenCase{"usage.twofiles", []string{"a.trf", "b.trf"}},
		goldenCase{"error.tb", []string{"-tb", "BH/X9", "../../testdata/forlano-9.trf"}},
		goldenCase{"error.tb.it", []string{"-lang", "it", "-tb", "BH/X9", "../../testdata/forlano-9.trf"}},
		goldenCase{"error.rules", []string{"-rules", "fide1999", "../../testdata/forlano-9.trf"}},
		goldenCase{"error.missing", []string{"../../testdata/no-such-file.trf"}},
	)
	return cs
}

// forlanoAnswers answers the bye questions of forlano-9.printed.csv.
func forlanoAnswers() []string {
	return []string{"-answer", "Q-BYE/r3/p3=fpb", "-answer", "Q-BYE/r3/p6=fpb", "-answer", "Q-BYE/r4/p7=fpb", "-answer", "Q-BYE/r4/p8=fpb"}
}

// TestGoldenCLI keeps every output of goldenCases byte for byte: the one
// check that a reshaping of the code changes no output (issue 21).
func TestGoldenCLI(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "golden", "cli")
	seen := map[string]bool{}
	for _, c := range goldenCases() {
		if seen[c.name] {
			t.Fatalf("golden case %s twice", c.name)
		}
		seen[c.name] = true
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		got := fmt.Sprintf("$ spareggi %s\n== status %d\n== stderr\n%s== stdout\n%s", strings.Join(c.args, " "), status, stderr.String(), stdout.String())
		golden.File(t, dir, c.name, got, *updateGolden, "go test ./cmd/spareggi -run TestGoldenCLI -update-golden")
	}
	if !*updateGolden {
		golden.Stray(t, dir, seen)
	}
}
