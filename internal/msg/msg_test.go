package msg

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// verb matches a placeholder of a catalogue sentence: %s, %q, %[2]s ...
var verb = regexp.MustCompile(`%(\[(\d+)\])?([a-zA-Z%])`)

// placeholders returns the argument numbers a sentence cites (1-based, in
// order of first use) and the verbs that are not %s or %q.
func placeholders(s string) (used []int, bad []string) {
	next := 1
	for _, m := range verb.FindAllStringSubmatch(s, -1) {
		if m[3] == "%" {
			continue
		}
		if m[3] != "s" && m[3] != "q" {
			bad = append(bad, m[0])
		}
		n := next
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		next = n + 1
		if !slices.Contains(used, n) {
			used = append(used, n)
		}
	}
	slices.Sort(used)
	return used, bad
}

// TestDeclaredComplete walks the declared IDs: each has a sentence in
// English, Italian and Spanish; the three cite the same values, each one
// a value the ID declares (no more than its Arity), as text (%s or %q).
// The catalogues' other keys are the interface's: app's
// TestCatalogueKeysUsed fails on one the code does not use, so a sentence
// left for an ID no longer declared fails there.
func TestDeclaredComplete(t *testing.T) {
	keys := map[string]bool{}
	for _, id := range Declared() {
		keys[id.Key()] = true
		en, ok := catalogueEN[id.Key()]
		if !ok {
			t.Errorf("%s: no English sentence", id)
			continue
		}
		want, bad := placeholders(en)
		if len(bad) > 0 {
			t.Errorf("%s: English verbs %v: the values are text, use %%s or %%q", id, bad)
		}
		if len(want) > 0 && want[len(want)-1] > Arity(id) {
			t.Errorf("%s: English cites value %d, the ID declares %d", id, want[len(want)-1], Arity(id))
		}
		for _, lang := range others() {
			s, ok := catalogues[lang][id.Key()]
			if EnglishOnly(id) {
				if ok {
					t.Errorf("%s: a %s sentence, which no page shows (EnglishOnly)", id, lang)
				}
				continue
			}
			if !ok {
				t.Errorf("%s: no %s sentence", id, lang)
				continue
			}
			got, bad := placeholders(s)
			if len(bad) > 0 {
				t.Errorf("%s: %s verbs %v", id, lang, bad)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s cites values %v, English %v", id, lang, got, want)
			}
		}
	}
}

// TestTextRendersEveryID: every declared message renders in every language
// with as many values as it declares, without a formatting error, and a
// zero Message is empty.
func TestTextRendersEveryID(t *testing.T) {
	for _, id := range Declared() {
		args := make([]any, Arity(id))
		for i := range args {
			args[i] = fmt.Sprintf("v%d", i+1)
		}
		if id.family == familyList {
			args = []any{"v1", "v2"}
		}
		m := New(id, args...)
		for lang := range catalogues {
			s := m.Text(lang)
			if s == "" || regexp.MustCompile(`%!|%\[`).MatchString(s) {
				t.Errorf("%s in %s: %q", id, lang, s)
			}
		}
	}
	if (Message{}).Text("en") != "" {
		t.Error("the zero message is not empty")
	}
}

// TestTextsAreFormats: every text of every catalogue is a format as
// Format reads it: each % begins a verb (%s, %[2]s, %+d, %q) or is written
// %%, so that a text worded without values shows no formatting error.
func TestTextsAreFormats(t *testing.T) {
	withFlags := regexp.MustCompile(`%(\[[0-9]+\])?[-+# 0-9.]*[a-zA-Z%]`)
	for lang, cat := range catalogues {
		for key, text := range cat {
			if strings.Contains(withFlags.ReplaceAllString(text, ""), "%") {
				t.Errorf("%s %s: %q has a %% that begins no verb (write %%%%)", lang, key, text)
			}
		}
	}
	if got := Format("en", "boards.percent"); got != "%" {
		t.Errorf("boards.percent worded without values = %q, want %%", got)
	}
}

// TestIDs: an ID's code and key; a language without a catalogue reads
// English.
func TestIDs(t *testing.T) {
	if ErrTBUnknown.Code() != "tb-unknown" || ErrTBUnknown.Key() != "err.tb-unknown" || WarnPostponed.Key() != "engine.warn.postponed" {
		t.Errorf("codes and keys: %s %s %s", ErrTBUnknown.Code(), ErrTBUnknown.Key(), WarnPostponed.Key())
	}
	m := New(ErrTBUnknown, "XX", "XX/C1")
	if got, want := m.Text("nl"), m.English(); got != want {
		t.Errorf("nl = %q, want English %q", got, want)
	}
	if got := m.English(); got != `unknown tie-break "XX" in "XX/C1"` {
		t.Errorf("English = %q", got)
	}
}

// TestGroupedTranslated: the rows of the readers' grouped warnings, and
// the "and N more" that ends a list cut short, have sentences of their own
// in every language, not English (their headers are English only:
// EnglishOnly).
func TestGroupedTranslated(t *testing.T) {
	n := 0
	for _, id := range Declared() {
		if id.family != familyGroup && id.family != familyItem || EnglishOnly(id) {
			continue
		}
		n++
		for _, lang := range others() {
			if s := catalogues[lang][id.Key()]; s == catalogueEN[id.Key()] {
				t.Errorf("%s: the %s sentence is the English %q", id, lang, s)
			}
		}
	}
	if n == 0 {
		t.Error("no grouped message is declared")
	}
}

// TestCited: a message cites another message and a list as values, and
// renders them in its own language; plain values stay as they are.
func TestCited(t *testing.T) {
	inner := New(ErrTBUnknown, "XX", "XX/C1")
	for _, c := range []struct{ v, lang, want string }{
		{And("19", "6", "8"), "en", "19, 6 and 8"},
		{And("19", "6", "8"), "it", "19, 6 e 8"},
		{And("19", "6", "8"), "es", "19, 6 y 8"},
		{Or("a", "b"), "en", "a or b"},
		{Or("a", "b", "c"), "it", "a, b o c"},
		{And("7"), "es", "7"},
		{And("19", "6", "8"), "de", "19, 6 und 8"},
		{Or("a", "b", "c"), "de", "a, b oder c"},
		{inner.Cite(), "en", inner.English()},
		{inner.Cite(), "it", inner.Text("it")},
		{And(inner.Cite(), "x"), "es", inner.Text("es") + " y x"},
		{"plain", "it", "plain"},
		// The word before the last value as the language writes it there.
		{And("tabelloni", "esportazioni"), "it", "tabelloni ed esportazioni"},
		{And("a", "Elo"), "it", "a ed Elo"},
		{And("a", "italiani"), "it", "a e italiani"},
		{And("a", "Italia"), "es", "a e Italia"},
		{And("a", "hilo"), "es", "a e hilo"},
		{And("a", "hielo"), "es", "a y hielo"},
		{And("a", "tablas"), "es", "a y tablas"},
		{Or("siete", "ocho"), "es", "siete u ocho"},
		{Or("a", "b"), "es", "a o b"},
		{And("a", "elo"), "en", "a and elo"},
	} {
		if got := Value(c.lang, c.v); got != c.want {
			t.Errorf("Value(%s, %q) = %q, want %q", c.lang, c.v, got, c.want)
		}
	}
	if got, want := New(ReaderExtraTableError, "3", inner.Cite()).Text("it"), New(ReaderExtraTableError, "3", inner.Text("it")).Text("it"); got != want {
		t.Errorf("cited in it = %q, want %q", got, want)
	}
}

// others are the languages of the catalogues but English, the reference.
func others() []string {
	var ls []string
	for l := range catalogues {
		if l != "en" {
			ls = append(ls, l)
		}
	}
	slices.Sort(ls)
	return ls
}
