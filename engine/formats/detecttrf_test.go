package formats

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// TestDetectTRFAlone checks decision 88: a sample whose every line is a
// TRF record, which TRF's detector is sure of, is a TRF without asking the
// other families, and asking them would have found the same. The course
// example is such a text; a line of prose above its records makes it one
// that every family is asked about again, and still a TRF. Every file of
// the corpus, the testdata and the examples that the decision takes for a
// TRF is one the families, asked, would have found TRF alone in.
func TestDetectTRFAlone(t *testing.T) {
	course := sampleOf(t, "../../web/examples/campionato-2009.trf")
	if _, ok := trf.Certain(course, ""); !ok {
		t.Fatal("the course example's records are not taken for a TRF alone")
	}
	if got := candidates(course, ""); len(got) != 1 || got[0].Format != FormatTRF || got[0].Confidence != 95 {
		t.Errorf("the course example's candidates: %+v, want TRF alone at 95", got)
	}
	titled := append([]string{"Campionato Italiano 2009, final standings"}, course...)
	if _, ok := trf.Certain(titled, ""); ok {
		t.Error("a line of prose above the records still takes the text for a TRF alone")
	}
	if f, _, q := Detect(titled, ""); f != FormatTRF || q != nil {
		t.Errorf("with a title above, detected %v (question %v), want TRF", f, q)
	}
	certain := 0 // files taken for a TRF alone
	for _, pattern := range []string{"../../testdata/real/*", "../../testdata/*.trf", "../../web/examples/*", "testdata/*", "testdata/hostile/*"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if st, err := os.Stat(path); err != nil || st.IsDir() || strings.HasSuffix(path, ".md") {
				continue
			}
			sample := sampleOf(t, path)
			if _, ok := trf.Certain(sample, strings.TrimPrefix(filepath.Ext(path), ".")); !ok {
				continue
			}
			certain++
			ext := strings.TrimPrefix(filepath.Ext(path), ".")
			if got, all := candidates(sample, ext), askAll(sample, ext); !reflect.DeepEqual(got, all) {
				t.Errorf("%s: taken for a TRF alone (%+v), but every family asked finds %+v", path, got, all)
			}
		}
	}
	t.Logf("%d files taken for a TRF alone, each as every family finds it", certain)
	if certain < 10 {
		t.Errorf("only %d files are taken for a TRF alone: the check proves little", certain)
	}
}

// sampleOf is the first sample Detect examines in the file at path,
// decoded as Read decodes it.
func sampleOf(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec, d := scan.DecodeBytes(data)
	if d != nil {
		return nil
	}
	sample, _ := detectSample(dec.Lines, quickLines)
	return sample
}

// BenchmarkDetectCourseExample is detection of the course example, the
// first thing the page does with it (decision 88: 0.93 ms natively when
// every family was asked, 1.3 µs now).
func BenchmarkDetectCourseExample(b *testing.B) {
	data, err := os.ReadFile("../../web/examples/campionato-2009.trf")
	if err != nil {
		b.Fatal(err)
	}
	dec, _ := scan.DecodeBytes(data)
	for b.Loop() {
		if f, _, q := Detect(dec.Lines, ""); f != FormatTRF || q != nil {
			b.Fatalf("detected %v, question %v", f, q)
		}
	}
}
