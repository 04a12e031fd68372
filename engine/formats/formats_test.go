package formats

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/internal/msg"
)

// TestFormatTable checks the rows of formatTable against each other: row
// f describes format f, ids and aliases name one format each, every
// format but auto has exactly one reader, a detector and a phrase of the
// "Supported:" sentence, and the ranks are the places 0 … n-1.
func TestFormatTable(t *testing.T) {
	names := map[string]Format{}
	var detect, supported []int
	for i, s := range formatTable {
		if s.format != Format(i) {
			t.Errorf("row %d (%s) describes Format %d", i, s.id, s.format)
		}
		for _, id := range append([]string{s.id}, s.aliases...) {
			if id != strings.ToLower(strings.TrimSpace(id)) || id == "" {
				t.Errorf("%s: id or alias %q is not lower case and trimmed", s.id, id)
			}
			if g, dup := names[id]; dup {
				t.Errorf("%q names %s and %s", id, g, s.format)
			}
			names[id] = s.format
			if f, err := ParseFormat(strings.ToUpper(id)); err != nil || f != s.format {
				t.Errorf("ParseFormat(%q) = %v, %v; want %s", strings.ToUpper(id), f, err, s.id)
			}
		}
		if got := s.format.String(); got != s.id {
			t.Errorf("%d.String() = %q, want %q", i, got, s.id)
		}
		if s.format == FormatAuto {
			if s.detect != nil || s.read != nil || s.detectRank != -1 || s.supportedRank != -1 {
				t.Errorf("auto has a detector, a reader or a rank")
			}
			continue
		}
		if s.read == nil {
			t.Errorf("%s: want a reader", s.id)
		}
		if s.detect == nil || s.detectRank < 0 || msg.FormatSupported(s.id).ID.IsZero() || s.supportedRank < 0 || s.name == "" {
			t.Errorf("%s: want a name, a detector, a phrase (msg.FormatSupported) and their ranks", s.id)
		}
		detect, supported = append(detect, s.detectRank), append(supported, s.supportedRank)
	}
	for what, ranks := range map[string][]int{"detectRank": detect, "supportedRank": supported} {
		sort.Ints(ranks)
		for i, r := range ranks {
			if r != i {
				t.Errorf("%s: ranks %v, want 0 … %d once each", what, ranks, len(ranks)-1)
				break
			}
		}
	}
	if ids := Formats(); len(ids) != len(formatTable) || ids[0] != "auto" {
		t.Errorf("Formats() = %v", ids)
	}
}

// TestDetectorsRunInOrder: Detect lists candidates of equal confidence in
// the detectors' order, which is the order of detectRank.
func TestDetectorsRunInOrder(t *testing.T) {
	for i, s := range detectors {
		if s.detectRank != i {
			t.Errorf("detector %d is %s of rank %d", i, s.id, s.detectRank)
		}
	}
}

// formatSamples is a small input of every format of formatTable, in
// testdata/: a new format needs one.
var formatSamples = map[Format]string{
	FormatTRF:          "tec-swiss-5-2026.trf",
	FormatStrip:        "x-strip-coloured.txt",
	FormatGrid:         "x-grid-ita-2009.txt",
	FormatChessResults: "x-cr-sample.csv",
	FormatSwissPerfect: "x-sp-sample.txt",
	FormatUSCF:         "x-us-sample.txt",
	FormatPGN:          "x-pgn-sample.pgn",
	FormatPairings:     "x-pairings-sample.txt",
	FormatTeamCR:       "x-team-cr-coppa.csv",
	FormatTeamGrid:     "x-team-grid-girone.txt",
}

// TestEveryFormatReadsItsSample: every format of the table is detected on
// its sample and read by its reader, forced or detected, and the reader's
// Provenance.Format leads back to the row's id in the TRF metadata
// comment (sourceIDs, else the name in lower case).
func TestEveryFormatReadsItsSample(t *testing.T) {
	for _, s := range formatTable[1:] {
		file, ok := formatSamples[s.format]
		if !ok {
			t.Errorf("%s: no sample in formatSamples", s.id)
			continue
		}
		data := xreadFile(t, file)
		for _, forced := range []Format{FormatAuto, s.format} {
			ev, rep, err := Read(data, Options{FileName: file, Format: forced, Answers: map[string]string{"Q-BYE/*": "pab"}})
			if err != nil {
				t.Errorf("%s (%s, format %s): %v", s.id, file, forced, err)
				continue
			}
			if rep.Format != s.format {
				t.Errorf("%s: read as %s", file, rep.Format)
			}
			src := trf.SourceIDs[ev.Provenance.Format]
			if src == "" {
				src = strings.ToLower(ev.Provenance.Format)
			}
			if src != s.id {
				t.Errorf("%s: Provenance.Format %q gives the source %q, want %q", file, ev.Provenance.Format, src, s.id)
			}
		}
	}
}

// TestReadTRFIsRead: TRF is an ordinary reader of Read; ReadTRF is Read
// with the TRF format, event, diagnostics and errors alike.
func TestReadTRFIsRead(t *testing.T) {
	for _, name := range []string{"forlano-9.trf", "sample-team.trf", "shifted.txt"} {
		data := xreadFile(t, name)
		ev1, diags, err1 := ReadTRF(data, name)
		ev2, rep, err2 := Read(data, Options{FileName: name, Format: FormatTRF})
		if !reflect.DeepEqual(ev1, ev2) || !reflect.DeepEqual(diags, rep.Diagnostics) || fmt.Sprint(err1) != fmt.Sprint(err2) {
			t.Errorf("%s: ReadTRF and Read differ: %v / %v", name, err1, err2)
		}
		if rep.Format != FormatTRF {
			t.Errorf("%s: read as %s", name, rep.Format)
		}
	}
}
