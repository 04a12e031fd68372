package prizes

import (
	"errors"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// hortStandings makes final standings with the given points (tenths) in
// rank order; ranks are the positions unless shared lists positions (1-based)
// that share the rank of the position before them.
func hortStandings(points []int64, shared ...int) *engine.Standings {
	st := &engine.Standings{}
	for i, p := range points {
		rank := i + 1
		for _, s := range shared {
			if s == i+1 {
				rank = st.Rows[i-1].Rank
			}
		}
		pl := &engine.Player{StartNo: i + 1, Name: string(rune('A' + i))}
		st.Rows = append(st.Rows, engine.Row{Rank: rank, Player: pl, Points: engine.NewValue(p, 10)})
	}
	return st
}

func vals(xs ...string) []engine.Value {
	out := make([]engine.Value, len(xs))
	for i, x := range xs {
		out[i], _ = engine.ParseValue(x)
	}
	return out
}

func amounts(aw []Award, decimals int) string {
	var s []string
	for _, a := range aw {
		s = append(s, a.Amount.Format(decimals))
	}
	return strings.Join(s, " ")
}

// TestSeed000Hort: four players tied for 4th–7th, prizes 200, 160, 0, 0:
// pool 180 / 4 = 45 → 145, 125, 45, 45.
func TestSeed000Hort(t *testing.T) {
	st := hortStandings([]int64{70, 60, 50, 40, 40, 40, 40})
	aw, diff, err := Hort(st, vals("500", "400", "300", "200", "160"), engine.IntValue(1), false)
	if err != nil {
		t.Fatal(err)
	}
	if got := amounts(aw, 0); got != "500 400 300 145 125 45 45" || diff.Sign() != 0 {
		t.Errorf("Hort: %s (difference %s)", got, diff)
	}
	if aw[5].First != 4 || aw[5].Last != 7 || aw[5].PlacePrize.Sign() != 0 {
		t.Errorf("award of place 6: %+v", aw[5])
	}
	// Equal sharing: 360 / 4.
	aw, _, _ = Hort(st, vals("500", "400", "300", "200", "160"), engine.IntValue(1), true)
	if got := amounts(aw, 0); got != "500 400 300 90 90 90 90" {
		t.Errorf("equal sharing: %s", got)
	}
}

// TestSpec10HortVega: four tied for 1st–4th, 10000, 8000, 6000, 4000:
// 8500, 7500, 6500, 5500.
func TestSpec10HortVega(t *testing.T) {
	aw, _, err := Hort(hortStandings([]int64{60, 60, 60, 60, 50}), vals("10000", "8000", "6000", "4000"), engine.IntValue(1), false)
	if err != nil {
		t.Fatal(err)
	}
	if got := amounts(aw, 0); got != "8500 7500 6500 5500 0" {
		t.Errorf("Vega: %s", got)
	}
}

// TestSpec10HortGerman: prizes 100, 80, 60, 40, 20, 10; A, B tied 1st–2nd; C
// alone; D, E, F tied 4th–6th: 95, 85, 60, 31.67, 21.67, 16.67 (one cent
// more than the fund); with unit 1: 32, 22, 17 (one unit more).
func TestSpec10HortGerman(t *testing.T) {
	st := hortStandings([]int64{50, 50, 40, 30, 30, 30})
	prizes := vals("100", "80", "60", "40", "20", "10")
	aw, diff, err := Hort(st, prizes, engine.NewValue(1, 100), false)
	if err != nil {
		t.Fatal(err)
	}
	if got := amounts(aw, 2); got != "95.00 85.00 60.00 31.67 21.67 16.67" || diff.Format(2) != "0.01" {
		t.Errorf("unit 0.01: %s (difference %s)", got, diff.Format(2))
	}
	if aw[3].Exact.Cmp(engine.NewValue(20+35*100/300, 1)) == 0 {
		t.Errorf("exact amount must not be rounded: %s", aw[3].Exact)
	}
	aw, diff, _ = Hort(st, prizes, engine.IntValue(1), false)
	if got := amounts(aw, 0); got != "95 85 60 32 22 17" || diff.Format(0) != "1" {
		t.Errorf("unit 1: %s (difference %s)", got, diff)
	}
}

// TestSpec10HortSharedRank: participants the tie-breaks leave tied share the
// halves of their places equally; errors are reported.
func TestSpec10HortSharedRank(t *testing.T) {
	st := hortStandings([]int64{50, 50, 50}, 3) // B and C share rank 2
	aw, _, err := Hort(st, vals("90", "60", "30"), engine.NewValue(1, 100), false)
	if err != nil {
		t.Fatal(err)
	}
	// pool 90, 30 each; A keeps 45; B and C share (30 + 15) / 2.
	if got := amounts(aw, 2); got != "75.00 52.50 52.50" {
		t.Errorf("shared rank: %s", got)
	}
	if _, _, err := Hort(st, vals("10"), engine.Value{}, false); err == nil {
		t.Error("a zero unit must be an error")
	}
	if _, _, err := Hort(st, vals("-10"), engine.IntValue(1), false); err == nil {
		t.Error("a negative prize must be an error")
	}
}

// TestHortBound: MaxPrizes prizes are shared, one more is refused with its
// code.
func TestHortBound(t *testing.T) {
	st := hortStandings([]int64{10, 0})
	fund := make([]engine.Value, engine.MaxPrizes+1)
	for i := range fund {
		fund[i] = engine.IntValue(1)
	}
	if _, _, err := Hort(st, fund[:engine.MaxPrizes], engine.IntValue(1), false); err != nil {
		t.Errorf("%d prizes: %v", engine.MaxPrizes, err)
	}
	_, _, err := Hort(st, fund, engine.IntValue(1), false)
	var ue *engine.UsageError
	var ce *engine.CodedError
	if !errors.As(err, &ue) || !errors.As(err, &ce) || ce.Code() != "too-many-prizes" {
		t.Errorf("%d prizes: %v, want the usage error too-many-prizes", engine.MaxPrizes+1, err)
	}
}

// TestSharedRankPlaces: players the whole tie-break list leaves level (the
// standings' "2=") share their places: each of them reads the same places
// (2–4) and the same place prize, the mean of those places' prizes, which
// is also the half each keeps (issue 33, item 4).
func TestSharedRankPlaces(t *testing.T) {
	// A alone; B, C, D tied on points and on every tie-break; E alone.
	st := hortStandings([]int64{50, 40, 40, 40, 30}, 3, 4)
	aw, _, err := Hort(st, vals("1000", "800", "600", "400", "200"), engine.NewValue(1, 100), false)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []struct{ first, last int }{{1, 1}, {2, 4}, {2, 4}, {2, 4}, {5, 5}} {
		a := aw[i]
		if a.PlaceFirst != want.first || a.PlaceLast != want.last {
			t.Errorf("row %d: places %d–%d, want %d–%d", i+1, a.PlaceFirst, a.PlaceLast, want.first, want.last)
		}
	}
	for i := 1; i <= 3; i++ {
		if aw[i].PlacePrize.Format(0) != "600" || aw[i].Amount.Format(2) != "600.00" {
			t.Errorf("row %d: place prize %s, amount %s; want 600 and 600.00", i+1, aw[i].PlacePrize, aw[i].Amount.Format(2))
		}
	}
	if aw[0].PlacePrize.Format(0) != "1000" || aw[4].PlacePrize.Format(0) != "200" {
		t.Errorf("the places alone: %s and %s", aw[0].PlacePrize, aw[4].PlacePrize)
	}
}
