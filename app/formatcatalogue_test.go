package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestFormatCatalogueKeys: every format of the readers' table has its
// name ("format."+id) and its phrase of the "Supported:" sentence (the
// declared message msg.FormatSupported(id)) in the Italian, English and
// Spanish catalogues themselves, not by falling back to English.
func TestFormatCatalogueKeys(t *testing.T) {
	var keys []string
	for _, id := range formats.Formats() {
		keys = append(keys, "format."+id)
	}
	for _, id := range formats.Supported() {
		keys = append(keys, msg.FormatSupported(id).ID.Key())
	}
	keys = append(keys, "format.round-results")
	for _, l := range []string{"it", "en", "es"} {
		for _, k := range keys {
			if v, ok := i18n.Catalogue(l)[k]; !ok || strings.TrimSpace(v) == "" {
				t.Errorf("%s: no %s", l, k)
			}
		}
	}
}

// TestSupportedSentence: the page's E-FORMAT-UNKNOWN lists the formats of
// the readers' table in every language, and in English says exactly what
// the reader says.
func TestSupportedSentence(t *testing.T) {
	_, _, err := formats.ReadString("hello\nworld\n", formats.Options{})
	var fe *formats.Error
	if !errors.As(err, &fe) || len(fe.Diags) != 1 || fe.Diags[0].Code != "E-FORMAT-UNKNOWN" {
		t.Fatalf("want E-FORMAT-UNKNOWN, got %v", err)
	}
	d := fe.Diags[0]
	if got, ok := i18n.DiagText("en", d); !ok || got != d.Message {
		t.Errorf("English page: %q (catalogue %v)\nreader:       %q", got, ok, d.Message)
	}
	for _, l := range []string{"it", "es", "de"} {
		got, ok := i18n.DiagText(l, d)
		if !ok || strings.Contains(got, "{formats}") {
			t.Errorf("%s: %q", l, got)
		}
		for _, id := range formats.Supported() {
			if !strings.Contains(got, msg.FormatSupported(id).Text(l)) {
				t.Errorf("%s: %q lacks %s", l, got, id)
			}
		}
	}
}
