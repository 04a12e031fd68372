package i18n

import (
	"sort"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestCataloguesComplete: every language has every English key but the
// English-only ones (msg.EnglishOnly) and no other; every language has its own name; every edition and preset has a
// name.
func TestCataloguesComplete(t *testing.T) {
	for _, lang := range Languages {
		cat := Catalogue(lang)
		var missing []string
		for k := range Catalogue("en") {
			if _, ok := cat[k]; !ok && !englishOnly(k) {
				missing = append(missing, k)
			}
		}
		for k := range cat {
			if _, ok := Catalogue("en")[k]; !ok {
				t.Errorf("%s: key %q is not in the English catalogue", lang, k)
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("%s lacks %v", lang, missing)
		}
		if LanguageName(lang) == "" {
			t.Errorf("%s has no own name for the switcher (languageNames)", lang)
		}
	}
	for _, e := range engine.Editions {
		if !HasKey("edition." + e.String()) {
			t.Errorf("no name for edition %s", e)
		}
		// The compare view heads its columns with the short name.
		if !HasKey("edition.short." + e.String()) {
			t.Errorf("no short name for edition %s (edition.short.%s)", e, e)
		}
	}
	for _, p := range engine.PresetIDs() {
		if !HasKey("preset." + p) {
			t.Errorf("no name for preset %s", p)
		}
	}
}

// TestMatchLangAndT: browser tags map to the languages; a missing key
// shows itself.
func TestMatchLangAndT(t *testing.T) {
	for tag, want := range map[string]string{"it-IT": "it", "es-419": "es", "en": "en", "de-DE": "de", "nl-NL": "en", "": "en", "IT": "it"} {
		if got := MatchLang(tag); got != want {
			t.Errorf("MatchLang(%q) = %q, want %q", tag, got, want)
		}
	}
	if got := T("it", "diag.linecol", 3, 7); got != "riga 3, colonna 7" {
		t.Errorf("T = %q", got)
	}
	if got := T("xx", "no.such.key"); got != "no.such.key" {
		t.Errorf("missing key = %q", got)
	}
}

// TestFormatUnknownList: E-FORMAT-UNKNOWN lists every format the readers
// read (formats.Supported), each by its phrase in the language of the
// message, the last two joined as the language writes them (Italian "ed"
// only before an e: the sentence does not end "… ed tabelloni a squadre").
func TestFormatUnknownList(t *testing.T) {
	_, _, d := formats.Detect([]string{"hello world", "foo bar"}, "")
	if d == nil || d.Code != formats.EFormatUnknown {
		t.Fatalf("Detect = %+v, want E-FORMAT-UNKNOWN", d)
	}
	ids := formats.Supported()
	for _, lang := range []string{"it", "en", "es", "de"} {
		text, ok := DiagText(lang, *d)
		if !ok {
			t.Fatalf("%s: no catalogue text for %+v", lang, d)
		}
		for _, id := range ids {
			if p := msg.FormatSupported(id).Text(lang); p == "" || !strings.Contains(text, p) {
				t.Errorf("%s: %q does not list %s (%q)", lang, text, id, p)
			}
		}
		last := msg.FormatSupported(ids[len(ids)-1]).Text(lang)
		and := map[string]string{"it": " e ", "en": " and ", "es": " y ", "de": " und "}[lang]
		if lang == "it" && strings.HasPrefix(last, "e") {
			and = " ed "
		}
		if !strings.HasSuffix(text, and+last+".") {
			t.Errorf("%s: %q, want it to end %q", lang, text, and+last+".")
		}
	}
}

// TestEnumNames walks every value of the engine's enumerations that the
// user interfaces word (round kinds, colours, cuts, element sources): each
// has a stable name of its own, to the last constant, so that reordering a
// constant list cannot mistranslate. That every name has its sentence in
// every language is app's TestCatalogueKeysUsed (its key families).
func TestEnumNames(t *testing.T) {
	type enum struct {
		family string
		names  []string
		want   int // the number of values
	}
	var kinds, colours, cuts, sources []string
	for k := engine.Kind(0); k.Name() != ""; k++ {
		kinds = append(kinds, k.Name())
	}
	for c := engine.Colour(0); c.Name() != ""; c++ {
		colours = append(colours, c.Name())
	}
	for c := engine.CutLowest; c.Name() != ""; c++ { // NotCut is not worded
		cuts = append(cuts, c.Name())
	}
	for s := engine.Source(0); s.Name() != ""; s++ {
		sources = append(sources, s.Name())
	}
	for _, e := range []enum{
		{"kind", kinds, int(engine.ZPB) + 1},
		{"colour", colours, int(engine.UnknownColour) + 1},
		{"cut", cuts, int(engine.CutHighest)},
		{"source", sources, int(engine.SourceOwnForfeit) + 1},
	} {
		if len(e.names) != e.want {
			t.Errorf("%s: %d names %v, want %d", e.family, len(e.names), e.names, e.want)
		}
		seen := map[string]bool{}
		for _, n := range e.names {
			if seen[n] {
				t.Errorf("%s: name %q twice", e.family, n)
			}
			seen[n] = true
		}
	}
	if got := KindText("it", engine.ForfeitWin); got != "vittoria a forfait" {
		t.Errorf("forfeit win in Italian: %q", got)
	}
}

// TestNumberLocalAndPoint: Local writes the decimal mark of a language,
// Point the decimal point back; only a mark between two digits changes
// (an article "C.07 9.1" is a text, but a number between digits is one).
func TestNumberLocalAndPoint(t *testing.T) {
	for _, c := range []struct{ lang, point, local string }{
		{"it", "37.75", "37,75"},
		{"es", "1 2.5 -0.5", "1 2,5 -0,5"},
		{"it", "1000.50 500, 300.", "1000,50 500, 300."},
		{"en", "37.75", "37.75"},
	} {
		f := Number(c.lang)
		if got := f.Local(c.point); got != c.local {
			t.Errorf("%s: Local(%q) = %q, want %q", c.lang, c.point, got, c.local)
		}
		if got := f.Point(c.local); got != c.point {
			t.Errorf("%s: Point(%q) = %q, want %q", c.lang, c.local, got, c.point)
		}
	}
}

// englishOnly reports whether key is a message worded in English only
// (msg.EnglishOnly).
func englishOnly(key string) bool {
	id, ok := msg.Lookup(key)
	return ok && msg.EnglishOnly(id)
}
