package engine_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// TestFixtures runs every case of testdata/*.expected.tsv: the values of the
// FIDE reference checker (and, for *.vo2012.*, the hand computation under
// the 2012 virtual-opponent rule). Values compare as exact decimals; a
// column rank(PTS,A,B) is the rank after the list A,B; the checker's own DE
// number is not compared (its rank(PTS,DE) column is).
func TestFixtures(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.expected.tsv")
	if len(files) == 0 {
		t.Fatal("no fixtures found in ../testdata")
	}
	for _, tsv := range files {
		base := filepath.Base(tsv)
		parts := strings.Split(base, ".")
		name := parts[0]
		ed := engine.EditionDefault
		if len(parts) == 4 && parts[1] == "vo2012" {
			ed = engine.Fide2012
		}
		t.Run(strings.TrimSuffix(base, ".expected.tsv"), func(t *testing.T) {
			ev := readFixture(t, name)
			head, rows := readTSV(t, tsv)
			checked := 0
			for ci, col := range head {
				if ci == 0 || col == "DE" {
					continue
				}
				desc, isRank := col, false
				switch {
				case strings.HasPrefix(col, "rank("):
					isRank = true
					desc = strings.TrimSuffix(strings.TrimPrefix(col, "rank("), ")")
				case col == "VOPP":
					desc = "ABH"
				}
				list, err := engine.ParseList(desc)
				if err != nil {
					t.Fatalf("column %s: %v", col, err)
				}
				if list == nil {
					list = []engine.Descriptor{}
				}
				st, err := engine.Compute(ev, engine.Options{Edition: ed, TieBreaks: list})
				if err != nil {
					t.Fatalf("column %s: %v", col, err)
				}
				got := map[int]string{}
				for _, r := range st.Rows {
					s := r.Player.StartNo
					switch {
					case isRank:
						got[s] = strconv.Itoa(r.Rank)
					case col == "PTS":
						got[s] = r.Points.String()
					default:
						got[s] = r.Values[len(list)-1].String()
					}
				}
				for _, row := range rows {
					start, _ := strconv.Atoi(row[0])
					want := ""
					if ci < len(row) {
						want = row[ci]
					}
					if !sameNumber(got[start], want) {
						t.Errorf("%s player %d: got %q, want %q", col, start, got[start], want)
					}
					checked++
				}
			}
			t.Logf("%d values checked", checked)
		})
	}
}

func readTSV(t *testing.T, path string) ([]string, [][]string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if !strings.HasPrefix(l, "#") { // comments
			rows = append(rows, strings.Split(l, "\t"))
		}
	}
	return rows[0], rows[1:]
}

// sameNumber compares two decimal strings exactly; "" and "-0" mean undefined.
func sameNumber(a, b string) bool {
	if b == "-0" {
		b = ""
	}
	if a == "" || b == "" {
		return a == b
	}
	x, ok1 := engine.ParseValue(a)
	y, ok2 := engine.ParseValue(b)
	return ok1 && ok2 && x.Cmp(y) == 0
}

// readFixture reads testdata/NAME.trf.
func readFixture(t *testing.T, name string) *engine.Event {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../testdata", name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.ReadTRF(data, name+".trf")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
