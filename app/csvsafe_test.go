package app

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
)

// exportCSV is the page's CSV export of st in lang (PageCSV).
func exportCSV(t *testing.T, st *engine.Standings, lang string) string {
	b, err := PageCSV(st, lang)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The copied table and the page's CSV neutralise names a spreadsheet
// would run as formulas, as the CLI's CSV does (issue 15 item 8).
func TestCopiedTableNeutralisesFormulas(t *testing.T) {
	data, err := os.ReadFile("../engine/report/testdata/formula-names.trf")
	if err != nil {
		t.Fatal(err)
	}
	o := Run(State{Text: string(data), Lang: "en"})
	if o.Standings == nil {
		t.Fatalf("no standings: %+v", o)
	}
	for name, text := range map[string]string{"TSV": TSV(o.Standings, "en"), "CSV": exportCSV(t, o.Standings, "en"),
		"TSV it": TSV(o.Standings, "it"), "CSV it": exportCSV(t, o.Standings, "it"), "CLI CSV": cliCSV(t, o.Standings)} {
		for _, want := range []string{"'=1+1", "'+cmd|' /C calc'!A0", "'@SUM(A1:A9)", "'-2+3"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s lacks %q:\n%s", name, want, text)
			}
		}
		for _, line := range strings.Split(text, "\n") {
			for _, sep := range []string{"\t", ",", ";"} {
				for _, c := range strings.Split(line, sep) {
					if strings.HasPrefix(c, "=") || strings.HasPrefix(c, "@") || strings.HasPrefix(c, "+") {
						t.Errorf("%s: cell %q starts a formula", name, c)
					}
				}
			}
		}
	}
}

// cliCSV is the CLI's CSV of st (report.CSV), the data form.
func cliCSV(t *testing.T, st *engine.Standings) string {
	var b bytes.Buffer
	if err := report.CSV(&b, st); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
