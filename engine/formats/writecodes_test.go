package formats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// TestWriteEveryCodeAndAlias writes every registry code (with each variant
// the page suggests, and with :MP and :GP where the code takes a team score)
// and every alias into record 202 of a team event and of an individual
// event, and reads the file back: the record holds the registry's spelling
// (never an alias, OTHER_ exactly for the codes C.07 does not define), and
// each descriptor read back is the one written (docs/formats.md §16.5).
func TestWriteEveryCodeAndAlias(t *testing.T) {
	var in []string
	for _, c := range engine.Codes() {
		in = append(in, c.Code)
		in = append(in, c.Variants...)
		if c.TeamScore {
			in = append(in, c.Code+":MP", strings.ToLower(c.Code)+":gp")
		}
	}
	for _, a := range engine.Aliases() {
		in = append(in, a.Name, strings.ToLower(a.Name)+"/r")
	}
	team, _ := mustRead(t, readFile(t, "sample-team.trf"))
	indiv, _ := mustRead(t, readFile(t, "tec-swiss-9.trf"))
	for _, ev := range []*engine.Event{team, indiv} {
		for _, s := range in {
			d, err := engine.ParseDescriptor(s)
			if err != nil {
				continue // a modifier the code refuses alone (/R on a group operation)
			}
			var b bytes.Buffer
			if _, err := trf.WriteTRF(&b, ev, []string{s}); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			line := recordLine(b.String(), "202")
			want := d.TRFKey()
			if line != "202 "+want {
				t.Errorf("%s written as %q, want %q", s, line, "202 "+want)
			}
			code := strings.TrimPrefix(strings.SplitN(strings.SplitN(want, "/", 2)[0], ":", 2)[0], "OTHER_")
			if code != d.Code && !strings.EqualFold(code, d.Code) {
				t.Errorf("%s written with the code %s, want the registry's %s", s, code, d.Code)
			}
			if strings.HasPrefix(want, "OTHER_") == engine.IsFIDECode(d.Code) {
				t.Errorf("%s written as %s: OTHER_ must mark exactly the codes outside C.07", s, want)
			}
			back, _, err := ReadTRF(b.Bytes(), "back.trf")
			if err != nil {
				t.Fatalf("%s: reading back: %v", s, err)
			}
			if len(back.TieBreaks) != 1 {
				t.Fatalf("%s: read back %v", s, back.TieBreaks)
			}
			got, err := engine.ParseDescriptor(back.TieBreaks[0])
			if err != nil {
				t.Fatalf("%s: %q read back does not parse: %v", s, back.TieBreaks[0], err)
			}
			if got.TRFKey() != want || got.Code != d.Code || got.Score != d.Score || got.Reverse != d.Reverse ||
				got.CutLow != d.CutLow || got.CutHigh != d.CutHigh || got.Played != d.Played {
				t.Errorf("%s: read back as %+v, written from %+v", s, got, d)
			}
		}
	}
}

// recordLine returns the first line of the TRF text that starts with the
// record code, without its line end.
func recordLine(trf, code string) string {
	for _, l := range strings.Split(trf, "\r\n") {
		if strings.HasPrefix(l, code+" ") {
			return l
		}
	}
	return ""
}

// TestWriteAliasesCanonical: the spellings the issue reported (aliases
// and the team scores) are written as the registry spells them.
func TestWriteAliasesCanonical(t *testing.T) {
	ev, _ := mustRead(t, readFile(t, "campionato-italiano-2009.trf"))
	var b bytes.Buffer
	if _, err := trf.WriteTRF(&b, ev, []string{"NS", "BUCHHOLZ", "GE", "neustadtl/c1", "SNO", "MBL"}); err != nil {
		t.Fatal(err)
	}
	if got, want := recordLine(b.String(), "202"), "202 SB,BH,REP,SB/C1,TPN,BPG"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	team, _ := mustRead(t, readFile(t, "sample-team.trf"))
	b.Reset()
	if _, err := trf.WriteTRF(&b, team, []string{"MP", "GP", "EMGSB", "mpvgp", "MPTS", "GPTS", "PTS:GP"}); err != nil {
		t.Fatal(err)
	}
	if got, want := recordLine(b.String(), "202"), "202 MP,GP,EMGSB,MPvGP,MP,GP,GP"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
