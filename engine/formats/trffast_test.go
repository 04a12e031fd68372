package formats

import (
	"fmt"
	"hash/maphash"
	"reflect"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestFastPathCases reads TRFs that leave the fast paths in known ways,
// with and without them: the results must not differ.
func TestFastPathCases(t *testing.T) {
	base := []string{
		"012 Fast paths",
		"092 Individual: Swiss-System",
		p001(1, "Rossi, Anna", 2100, "2.5", "   2 w 1", "   3 b =", "   4 w 1"),
		p001(2, "Bianchi, Bruno", 2000, "1.0", "   1 b 0", "   4 b 1", "   3 w 0"),
		p001(3, "Verdi, Carla", 1900, "1.5", "   4 w 0", "   1 w =", "   2 b 1"),
		p001(4, "Neri, Dario", 0, "1.0", "   3 b 1", "   2 w 0", "   1 b 0"),
	}
	variant := func(f func(ls []string) []string) []byte {
		return trf(f(append([]string(nil), base...))...)
	}
	set := func(i int, s string) func([]string) []string {
		return func(ls []string) []string { ls[i] = s; return ls }
	}
	cases := map[string][]byte{
		"plain":          trf(base...),
		"CRLF":           []byte(strings.Join(base, "\r\n")),
		"CR":             []byte(strings.Join(base, "\r")),
		"non-ASCII name": variant(set(2, p001(1, "Müller, Jürgen", 2100, "2.5", "   2 w 1", "   3 b =", "   4 w 1"))),
		"shifted left (bytes counted)": variant(func(ls []string) []string {
			ls[2] = strings.Replace(ls[2], "Rossi, Anna ", "Rößi, Anna", 1)
			return ls
		}),
		"shifted right": variant(func(ls []string) []string { ls[3] = ls[3][:20] + "  " + ls[3][20:]; return ls }),
		"TAB":           variant(func(ls []string) []string { ls[4] = strings.Replace(ls[4], "        ", "\t", 1); return ls }),
		"Windows-1252":  []byte(strings.Replace(string(trf(base...)), "Verdi", "V\xe8rdi", 1)),
		"short lines": variant(func(ls []string) []string {
			ls[4], ls[5] = ls[4][:30], ls[5][:84]
			return ls
		}),
		"byes and forfeits": variant(func(ls []string) []string {
			ls[2] = p001(1, "Rossi, Anna", 2100, "2.5", "0000 - H", "   3 b +", "0000 - U")
			ls[4] = p001(3, "Verdi, Carla", 1900, "1.5", "0000 - Z", "   1 w -", "   2 b 1")
			return ls
		}),
		"TRF06 byes": variant(set(5, p001(4, "Neri, Dario", 0, "1.0", "       +", "   2 w 0", "       1"))),
		"upper-case colours, lower-case results": variant(func(ls []string) []string {
			ls[2] = p001(1, "Rossi, Anna", 2100, "2.5", "   2 W 1", "   3 B =", "   4 w w")
			return ls
		}),
		"left-aligned opponent": variant(set(3, p001(2, "Bianchi, Bruno", 2000, "1.0", "1    b 0", "   4 b 1", "   3 w 0"))),
		"pseudo-player": variant(func(ls []string) []string {
			return append(ls, p001(5, "Spielfrei", 0, "", "   4 b 1"))
		}),
		"birth dates": variant(func(ls []string) []string {
			for i, d := range []string{"1998/05/12", "1998/13/01", "12.05.1998", "0000/00/00"} {
				ls[2+i] = at(1, ls[2+i], 70, d)
			}
			return ls
		}),
		"Vega after a header warning": variant(func(ls []string) []string {
			ls[0] = "012Fast paths" // W-TRF-FIELD before the Vega line: only E-VEGA-TDF is reported
			ls[4] = strings.Replace(ls[4], "001    3", "001|   3", 1)
			return ls
		}),
		"points with comma and half": variant(func(ls []string) []string {
			ls[2] = at(1, ls[2], 81, "2,5")
			ls[3] = at(1, ls[3], 81, "  1½")
			return ls
		}),
	}
	for name, data := range cases {
		sameBothWays(t, name, data, Options{FileName: "x.trf"})
	}
}

// TestPointsTable checks that the points of an entry without override
// depend only on its kind and colour, as pointsTable assumes.
func TestPointsTable(t *testing.T) {
	scorings := []engine.Scoring{engine.DefaultScoring(), {WinWhite: 30, WinBlack: 29, DrawWhite: 10, DrawBlack: 15, LossBlack: 1,
		ForfeitWin: 30, ForfeitLoss: -10, PAB: 30, FPB: 20, HPB: 10, ZPB: 2, Pending: 7}}
	others := []engine.Entry{{}, {Opponent: 7}, {Detail: engine.DetailAnnounced}, {Minor: 3, HasMinor: true},
		{Pos: engine.Pos{Line: 3, Col: 4}}, {Override: 25}, {Override: 25, HasOverride: true}}
	for _, sc := range scorings {
		pt := newPointsTable(sc)
		for k := 0; k < 16; k++ {
			for c := 0; c < 6; c++ {
				for _, e := range others {
					e.Kind, e.Colour = engine.Kind(k), engine.Colour(c)
					if got, want := pt.points(&e), sc.Points(e); got != want {
						t.Errorf("%+v: table %v, Scoring.Points %v", e, got, want)
					}
				}
			}
		}
	}
}

// TestNamesByHash compares names with namesByKey, also when every hash
// collides.
func TestNamesByHash(t *testing.T) {
	defer func(h func(maphash.Seed, []byte) uint64) { nameHash = h }(nameHash)
	ev := &engine.Event{}
	for i, n := range []string{"Rossi, Anna", "ROSSI,ANNA", "Bianchi", "bianchi ", "Verdi", "", "Rossi , Anna", "Verdi"} {
		ev.Players = append(ev.Players, engine.Player{StartNo: i + 1, Name: n, Pos: engine.Pos{Line: i + 1, Col: 1}})
	}
	run := func(f func(c *checker)) []Diagnostic {
		c := &checker{ev: ev, agg: map[string]*aggregate{}}
		f(c)
		c.flush()
		return c.out
	}
	want := run((*checker).namesByKey)
	if len(want) != 1 || !strings.Contains(want[0].Message, "4 names appear twice") {
		t.Fatalf("namesByKey: %+v", want)
	}
	for i, h := range []func(maphash.Seed, []byte) uint64{maphash.Bytes,
		func(maphash.Seed, []byte) uint64 { return 1 },
		func(_ maphash.Seed, b []byte) uint64 { return uint64(len(b)) }} {
		nameHash = h
		if got := run((*checker).names); !reflect.DeepEqual(got, want) {
			t.Errorf("hash %d: %+v\nwant %+v", i, got, want)
		}
	}
}

// TestBirthDateFastPath compares birthDate with the general reading.
func TestBirthDateFastPath(t *testing.T) {
	for y := 0; y <= 2100; y += 300 {
		for m := 0; m <= 13; m++ {
			for d := 0; d <= 32; d += 4 {
				raw := fmt.Sprintf("%04d/%02d/%02d", y, m, d)
				fast := birthDate(raw)
				var general engine.Date
				withFastPaths(false, func() { general = birthDate(raw) })
				if fast != general {
					t.Errorf("%s: %+v, general %+v", raw, fast, general)
				}
			}
		}
	}
}
