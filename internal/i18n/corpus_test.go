package i18n

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

// corpusSets are the inputs of TestCorpusDiagnosticsWorded: the inputs of
// the readers' golden test (engine/formats/golden_test.go), every
// published file of the corpus, the TRF files of testdata, the page's
// examples and the readers' own and hostile test files.
var corpusSets = []struct{ dir, pattern string }{
	{"../../testdata/real", "*.*"},
	{"../../testdata", "*.trf"},
	{"../../testdata", "*.csv"},
	{"../../web/examples", "*.*"},
	{"../../engine/formats/testdata", "*.*"},
	{"../../engine/formats/testdata/hostile", "*.*"},
}

// TestCorpusDiagnosticsWorded reads every file of the corpus as the page
// does (detected, then with its questions answered), and with each
// format forced, and writes each model read back as TRF: every
// diagnostic and question they make is worded from the catalogues in
// every language but English, by its own message or, for a grouped
// warning or a question, by its code's sentence (DiagText, QuestionText).
// A diagnostic that would fall back to the reader's English fails, since
// the catalogues hold no sentence for a code whose diagnostics all have
// their own message (CodeHasSentence).
func TestCorpusDiagnosticsWorded(t *testing.T) {
	files, diags, questions := 0, 0, 0
	seen := map[string]bool{}
	check := func(file string, d formats.Diagnostic) {
		diags++
		for _, lang := range Languages {
			if lang == "en" {
				continue
			}
			if s, ok := DiagText(lang, d); !ok && !seen[lang+string(d.Code)+d.Key] {
				seen[lang+string(d.Code)+d.Key] = true
				t.Errorf("%s: %s (key %q) in %s is the reader's English: %q", file, d.Code, d.Key, lang, s)
			}
		}
	}
	checkQuestion := func(file string, q formats.Question) {
		questions++
		worded := q.Key != "" && HasKey("q."+q.Key)
		if _, ok := CodeText("it", q.ID); !worded && !ok {
			t.Errorf("%s: question %s has neither its own message nor its code's sentence", file, q.ID)
		}
	}
	read := func(file string, data []byte, opt formats.Options) []formats.Question {
		ev, rep, err := formats.Read(data, opt)
		var fe *formats.Error
		if errors.As(err, &fe) {
			for _, d := range fe.Diags {
				check(file, d)
			}
		}
		var qs []formats.Question
		var qe *formats.QuestionError
		if errors.As(err, &qe) {
			qs = qe.Questions
		}
		if rep != nil {
			for _, d := range rep.Diagnostics {
				check(file, d)
			}
			qs = append(qs, rep.Questions...)
		}
		for _, q := range qs {
			checkQuestion(file, q)
		}
		if ev != nil {
			var w bytes.Buffer
			ds, _ := formats.WriteTRF(&w, ev, nil)
			for _, d := range ds {
				check(file, d)
			}
		}
		return qs
	}
	for _, set := range corpusSets {
		paths, err := filepath.Glob(filepath.Join(set.dir, set.pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			base := filepath.Base(path)
			if st, err := os.Stat(path); err != nil || st.IsDir() || base == "SOURCES.md" || strings.HasSuffix(base, ".go") {
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			files++
			answers := map[string]string{}
			qs := read(base, data, formats.Options{FileName: base})
			for i := 0; i < 3 && len(qs) > 0; i++ {
				for _, q := range qs {
					if len(q.Options) > 0 {
						answers[q.ID] = q.Options[0].ID
					}
				}
				qs = read(base, data, formats.Options{FileName: base, Answers: answers})
			}
			for _, id := range formats.Formats()[1:] {
				f, _ := formats.ParseFormat(id)
				read(base, data, formats.Options{FileName: base, Format: f})
			}
		}
	}
	if files < 150 || diags < 5000 || questions < 20 {
		t.Errorf("only %d files, %d diagnostics, %d questions: the corpus is not where it was", files, diags, questions)
	}
	t.Logf("%d files: %d diagnostics and %d questions worded in %d languages", files, diags, questions, len(Languages)-1)
}
