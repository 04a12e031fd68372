package formats_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/golden"
	"github.com/spareggi/spareggi/internal/msg"
)

// updateGolden rewrites the golden outputs of TestGoldenReaders: run
// go test ./engine/formats -run TestGoldenReaders -update-golden. Do it
// only for a change of a reader's output that is meant, and read the diff.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden outputs of TestGoldenReaders")

// goldenReaderSets are the inputs of TestGoldenReaders: every published
// table of the corpus (internal/corpus, none of which needs an answer to
// open), the TRF files and printed columns of testdata, the page's
// examples and the readers' own test files.
var goldenReaderSets = []struct{ name, dir, pattern string }{
	{"real", "../../testdata/real", "*.*"},
	{"testdata", "../../testdata", "*.trf"},
	{"testdata", "../../testdata", "*.csv"},
	{"examples", "../../web/examples", "*.*"},
	{"formats", "testdata", "*.*"},
	{"hostile", "testdata/hostile", "*.*"},
}

// TestGoldenReaders keeps the readers' outputs byte for byte
// (testdata/golden/readers): for each input, the format detected and the
// detectors' candidates, the model read rendered whole (every field,
// exported or not, of the event, as dumpValue writes it), the model
// written back as TRF, and every diagnostic and question; then what each
// detector finds in windows of the input's lines, and what each reader,
// forced, makes of it. A reshaping of the readers must change none of it.
func TestGoldenReaders(t *testing.T) {
	const dir = "../../testdata/golden/readers"
	names := map[string]bool{}
	for _, set := range goldenReaderSets {
		files, err := filepath.Glob(filepath.Join(set.dir, set.pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			base := filepath.Base(path)
			if base == "SOURCES.md" || strings.HasSuffix(base, ".go") {
				continue
			}
			if st, err := os.Stat(path); err != nil || st.IsDir() {
				continue
			}
			name := set.name + "--" + base
			if names[name] {
				t.Fatalf("%s: two inputs of the same name", name)
			}
			names[name] = true
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			golden.File(t, dir, name, goldenRead(data, base), *updateGolden,
				"go test ./engine/formats -run TestGoldenReaders -update-golden")
		}
	}
	if len(names) < 150 {
		t.Errorf("only %d inputs found", len(names))
	}
	if !*updateGolden {
		golden.Stray(t, dir, names)
	}
}

// goldenRead renders everything the readers make of data, read as the
// file name.
func goldenRead(data []byte, name string) string {
	var b strings.Builder
	b.WriteString("== auto\n")
	ev, qs := goldenOutcome(&b, data, formats.Options{FileName: name}, true)
	// Open questions: read again answering each with its first option, as
	// long as new questions open (at most three times).
	answers := map[string]string{}
	for i := 0; i < 3 && len(qs) > 0; i++ {
		for _, q := range qs {
			if len(q.Options) > 0 {
				answers[q.ID] = q.Options[0].ID
			}
		}
		b.WriteString("== answered\n")
		ev, qs = goldenOutcome(&b, data, formats.Options{FileName: name, Answers: answers}, true)
	}
	if ev != nil {
		b.WriteString("== TRF\n")
		var w bytes.Buffer
		diags, err := formats.WriteTRF(&w, ev, nil)
		fmt.Fprintf(&b, "error: %v\n", err)
		for _, d := range diags {
			b.WriteString("diag " + dumpValue(reflect.ValueOf(d)) + "\n")
		}
		b.WriteString(strings.ReplaceAll(w.String(), "\r\n", "\n"))
	}
	if lines, _, _, derr := formats.DecodeText(data); derr == nil && !formats.IsWorkbook(string(data)) {
		b.WriteString("== detect windows\n")
		step := max(1, len(lines)/16)
		for k := 0; k < len(lines); k += step {
			f, cands, d := formats.Detect(lines[k:], name)
			fmt.Fprintf(&b, "from line %d: %s", k+1, f)
			for _, c := range cands {
				fmt.Fprintf(&b, " | %s %d %d %s", c.Format, c.Confidence, c.Rows, c.Reason.English())
			}
			if d != nil {
				b.WriteString(" | " + dumpValue(reflect.ValueOf(*d)))
			}
			b.WriteString("\n")
		}
	}
	for _, id := range formats.Formats()[1:] {
		f, _ := formats.ParseFormat(id)
		fmt.Fprintf(&b, "== forced %s\n", id)
		goldenOutcome(&b, data, formats.Options{FileName: name, Format: f}, false)
	}
	return b.String()
}

// goldenOutcome reads data with opt and writes the outcome: the error and
// its diagnostics, the report, and the model, whole when full, else its
// participants and a digest of its rendering. It returns the model and
// the open questions.
func goldenOutcome(b *strings.Builder, data []byte, opt formats.Options, full bool) (*engine.Event, []formats.Question) {
	ev, rep, err := formats.Read(data, opt)
	// lines holds the diagnostics and questions: all of them when full,
	// else the first shownDiags and a digest of the others.
	var lines []string
	if err != nil {
		fmt.Fprintf(b, "error: %s\n", err)
		var fe *formats.Error
		if errors.As(err, &fe) {
			for _, d := range fe.Diags {
				lines = append(lines, "error diag "+dumpValue(reflect.ValueOf(d)))
			}
		}
	}
	if rep != nil {
		fmt.Fprintf(b, "format: %s\n", rep.Format)
		if full {
			for _, c := range rep.Candidates {
				b.WriteString("candidate " + dumpValue(reflect.ValueOf(c)) + "\n")
			}
		}
		for _, d := range rep.Diagnostics {
			lines = append(lines, "diag "+dumpValue(reflect.ValueOf(d)))
		}
		for _, q := range rep.Questions {
			lines = append(lines, "question "+dumpValue(reflect.ValueOf(q)))
		}
	}
	const shownDiags = 20
	if !full && len(lines) > shownDiags {
		rest := strings.Join(lines[shownDiags:], "\n")
		lines = append(lines[:shownDiags], fmt.Sprintf("and %d more, digest %x", len(lines)-shownDiags, sha256.Sum256([]byte(rest))))
	}
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	var qe *formats.QuestionError
	if errors.As(err, &qe) {
		return nil, qe.Questions
	}
	if ev == nil {
		return nil, nil
	}
	if !full {
		fmt.Fprintf(b, "players: %d, model %x\n", len(ev.Players), sha256.Sum256([]byte(dumpEvent(ev))))
		return ev, nil
	}
	b.WriteString(dumpEvent(ev))
	return ev, nil
}

// dumpEvent renders an event whole: its fields, then one line per player
// and per team.
func dumpEvent(ev *engine.Event) string {
	var b strings.Builder
	e := *ev
	players, teams := e.Players, e.Teams
	e.Players = nil
	b.WriteString("event " + dumpValue(reflect.ValueOf(e)) + "\n")
	for _, p := range players {
		b.WriteString("player " + dumpValue(reflect.ValueOf(p)) + "\n")
	}
	if teams != nil {
		t := *teams
		list := t.Teams
		t.Teams = nil
		b.WriteString("teams " + dumpValue(reflect.ValueOf(t)) + "\n")
		for _, tm := range list {
			b.WriteString("team " + dumpValue(reflect.ValueOf(tm)) + "\n")
		}
	}
	return b.String()
}

// dumpValue renders v whole and deterministically: a struct as its
// non-zero fields by name (exported or not), a map by sorted keys, a
// pointer as what it points to; an engine.Pos is @LINE:COL, a msg.ID its
// family's prefix, its code and its arity.
func dumpValue(v reflect.Value) string {
	var b strings.Builder
	dumpInto(&b, v, 0)
	return b.String()
}

func dumpInto(b *strings.Builder, v reflect.Value, depth int) {
	if depth > 40 {
		b.WriteString("…")
		return
	}
	switch v.Kind() {
	case reflect.Invalid:
		b.WriteString("nil")
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteString("&")
		dumpInto(b, v.Elem(), depth+1)
	case reflect.Struct:
		switch v.Type() {
		case reflect.TypeFor[engine.Pos]():
			fmt.Fprintf(b, "@%d:%d", v.Field(0).Int(), v.Field(1).Int())
			return
		case reflect.TypeFor[msg.ID]():
			fam := v.FieldByName("family")
			if !fam.IsNil() {
				b.WriteString(fam.Elem().FieldByName("prefix").String())
			}
			fmt.Fprintf(b, "%s/%d", v.FieldByName("code").String(), v.FieldByName("arity").Int())
			return
		}
		b.WriteString("{")
		first := true
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.IsZero() {
				continue
			}
			if !first {
				b.WriteString(" ")
			}
			first = false
			b.WriteString(v.Type().Field(i).Name + ":")
			dumpInto(b, f, depth+1)
		}
		b.WriteString("}")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteString(" ")
			}
			dumpInto(b, v.Index(i), depth+1)
		}
		b.WriteString("]")
	case reflect.Map:
		keys := v.MapKeys()
		strs := make([]string, len(keys))
		for i, k := range keys {
			strs[i] = dumpValue(k) + ":" + dumpValue(v.MapIndex(k))
		}
		slices.Sort(strs)
		b.WriteString("map[" + strings.Join(strs, " ") + "]")
	case reflect.String:
		fmt.Fprintf(b, "%q", v.String())
	case reflect.Bool:
		fmt.Fprint(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		fmt.Fprint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		fmt.Fprint(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		fmt.Fprint(b, v.Float())
	default:
		fmt.Fprintf(b, "<%s>", v.Kind())
	}
}
