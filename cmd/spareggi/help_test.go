package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// englishHelp are words of the English help and of Go's flag package that
// an Italian, Spanish, German or French help or usage error must not contain.
var englishHelp = regexp.MustCompile(`\b(usage|flags?|commands|default|provided|defined|invalid|expected|the|of|and|rank|output|with|games|players|rules|separated|language|unrated)\b`)

// usageWord is how each language's help begins its usage line.
var usageWord = map[string]string{"it": "uso", "es": "uso", "de": "Aufruf", "fr": "utilisation "}

// TestHelpInLanguage: the help of every command and of the legacy form,
// asked in Italian, Spanish or French, is worded in that language, flag by flag
// (issue 32 item 4: the help was English under any -lang).
func TestHelpInLanguage(t *testing.T) {
	for _, lang := range []string{"it", "es", "de", "fr"} {
		for _, args := range [][]string{
			{"-lang", lang, "-h"},
			{"standings", "-lang", lang, "-h"},
			{"compare", "-lang=" + lang, "-h"},
			{"prizes", "-lang", lang, "-h"},
			{"whatif", "-lang", lang, "-h"},
			{"check", "-lang", lang, "-h"},
			{"boards", "-lang", lang, "-h"},
			{"convert", "-lang", lang, "-h"},
			{"presets", "-lang", lang, "-h"},
			{"season", "-lang", lang, "-h"},
			{"help", "-lang", lang},
			{"help", "boards", "-lang", lang},
		} {
			var stdout, stderr bytes.Buffer
			status := run(args, strings.NewReader(""), &stdout, &stderr)
			out := stdout.String() + stderr.String()
			if status != 0 || !strings.Contains(out, usageWord[lang]+": spareggi") {
				t.Errorf("%q: status %d, %q; want 0 and the usage line in %s", args, status, out, lang)
			}
			if !strings.Contains(out, "-lang") && args[1] != "-lang" { // help alone lists the commands
				t.Errorf("%q: %q lists no flags", args, out)
			}
			// Flag names, ids and examples are data: only the sentences are checked.
			for _, line := range strings.Split(out, "\n") {
				words := regexp.MustCompile(`-[a-z-]+|\b[a-z0-9]+[:/=][^ ]*|\([^)]*[=:][^)]*\)`).ReplaceAllString(line, "")
				if m := englishHelp.FindString(words); m != "" {
					t.Errorf("%q: English %q in %q", args, m, line)
				}
			}
		}
	}
}

// TestFlagErrorsInLanguage: each error of Go's flag package, and an
// -answer that is not ID=OPTION, is written once, in the language of
// -lang, never also in the flag package's English.
func TestFlagErrorsInLanguage(t *testing.T) {
	file := "../../testdata/real/trf-galway-major-2011.trf"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-lang", "it", "-bogus", file}, "spareggi: opzione -bogus sconosciuta\n"},
		{[]string{"-lang", "it", "-answer", "foo", file}, `spareggi: valore "foo" non valido per l'opzione -answer: atteso ID=OPZIONE, p. es. Q-BYE/r3=fpb` + "\n"},
		{[]string{"-lang", "es", "-presets=maybe", file}, `spareggi: valor "maybe" no válido para la opción -presets` + "\n"},
		{[]string{"-lang", "es", "---x", file}, "spareggi: opción mal escrita: ---x\n"},
		{[]string{"season", "-lang", "it", "-best", "x", file}, `spareggi: valore "x" non valido per l'opzione -best` + "\n"},
		{[]string{"-lang", "it", "-tb"}, "spareggi: l'opzione -tb richiede un valore\n"},
	} {
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		out := stderr.String()
		if status != 2 || !strings.HasPrefix(out, c.want) {
			t.Errorf("%q: status %d, %q; want 2 and to begin %q", c.args, status, out, c.want)
		}
		if strings.Count(out, "\n") != 2 {
			t.Errorf("%q: %q; want the error and the usage line only", c.args, out)
		}
	}
}

// TestLangArg: -lang is found before the flags are defined, in each of the
// flag package's forms; the last one counts; a value after "--" is not a flag.
func TestLangArg(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"-lang", "it", "x.trf"}, "it"},
		{[]string{"--lang=es", "x.trf"}, "es"},
		{[]string{"-lang=it", "-lang", "es"}, "es"},
		{[]string{"-lang"}, ""},
		{[]string{"--", "-lang", "it"}, ""},
		{[]string{"-language", "it"}, ""},
	} {
		if got := langArg(c.args); got != c.want {
			t.Errorf("langArg(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}

// TestErrorsInLanguage: the errors that were English under any -lang — an
// unknown system, a file that cannot be opened, a tie-break the engine
// refuses, an unrated rating out of range — are worded in -lang.
func TestErrorsInLanguage(t *testing.T) {
	file := "../../testdata/real/trf-galway-major-2011.trf"
	for _, c := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"-lang", "it", "-system", "xx", file}, 2, `spareggi: -system: sistema "xx" sconosciuto (attesi rr o swiss)` + "\n"},
		{[]string{"-lang", "it", "no-such-file.trf"}, 1, "spareggi: no-such-file.trf: file inesistente\n"},
		{[]string{"-lang", "es", "no-such-file.trf"}, 1, "spareggi: no-such-file.trf: el archivo no existe\n"},
		{[]string{"-lang", "es", "-tb", "BH/L", file}, 1, `spareggi: -tb: el desempate BH no admite el modificador /L (en "BH/L")` + "\n"},
		{[]string{"-lang", "it", "-tb", "BH/L", file}, 1, `spareggi: -tb: lo spareggio BH`},
	} {
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if out := stderr.String(); status != c.status || !strings.HasPrefix(out, c.want) {
			t.Errorf("%q: status %d, %q; want %d and to begin %q", c.args, status, out, c.status, c.want)
		}
	}
}
