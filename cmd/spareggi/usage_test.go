package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestUsageErrorsInLanguage: a command line the command refuses is said in
// the language of -lang, with the usage line (issue 32, item 4: they were
// English whatever -lang said).
func TestUsageErrorsInLanguage(t *testing.T) {
	file := "../../testdata/real/trf-galway-major-2011.trf"
	for _, c := range []struct {
		args       []string
		lang, want string
	}{
		{[]string{"-lang", "it", "-o", "xml", file}, "it", `uscita -o "xml" sconosciuta`},
		{[]string{"-lang", "es", "-o", "xml", file}, "es", `salida -o "xml" desconocida`},
		{[]string{"-lang", "it", "-zzz", file}, "it", "opzione -zzz sconosciuta"},
		{[]string{"-lang", "es", "-tb"}, "es", "la opción -tb necesita un valor"},
		{[]string{"-lang", "it"}, "it", "atteso esattamente un FILE"},
		{[]string{"-lang", "it", "-whatif", "-check-printed", file}, "it", "indicare -whatif oppure -check-printed, non entrambi"},
		{[]string{"season", "-lang", "es", "-o", "xml", file}, "es", "-o: se esperaba table, csv o json"},
		{[]string{"season", "-lang", "it"}, "it", "attesi uno o più FILE"},
		{[]string{"-lang", "it", "-explain", "all", file}, "it", "-explain all richiede -o json"},
		{[]string{"-lang", "en", "-o", "xml", file}, "en", `unknown output -o "xml"`},
		{[]string{"-lang", "it", "-unrated", "x", file}, "it", `-unrated: "x": atteso un Elo da 0 a 4000`},
		{[]string{"-lang", "es", "-round", "x", file}, "es", `-round: "x": se esperaba un número de ronda desde 1`},
	} {
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		out := stderr.String()
		if status != 2 {
			t.Errorf("%q: status %d, want 2 (%s)", c.args, status, out)
		}
		if !strings.Contains(out, c.want) {
			t.Errorf("%q: %q, want %q", c.args, out, c.want)
		}
		usageWord := map[string]string{"it": "uso: spareggi", "es": "uso: spareggi", "en": "usage: spareggi"}[c.lang]
		if !strings.Contains(out, usageWord) {
			t.Errorf("%q: %q, want the usage line %q", c.args, out, usageWord)
		}
	}
}
