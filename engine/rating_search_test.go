package engine

import (
	"math/rand"
	"slices"
	"sort"
	"testing"
)

// TestPTPSearch checks the bracketed search of ptpOfGames against the
// definition: the least rating in [lowest − 800, highest + 800] whose
// expected score reaches the score, found by trying every rating.
func TestPTPSearch(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 3000; trial++ {
		n := 1 + rng.Intn(12)
		gs := make([]ratedGame, n)
		base := 1000 + rng.Intn(1800)
		for j := range gs {
			gs[j] = ratedGame{round: int32(j), rating: base + rng.Intn(1+rng.Intn(900)), half: int64(rng.Intn(3))}
		}
		got, ok := ptpOfGames(gs)
		lo, hi := gs[0].rating, gs[0].rating
		var half int64
		for _, g := range gs {
			lo, hi = min(lo, g.rating), max(hi, g.rating)
			half += g.half
		}
		want := int64(lo - 800)
		if half > 0 {
			for rp := lo - 800; rp <= hi+800; rp++ {
				var s int64
				for _, g := range gs {
					s += int64(expected(rp, g.rating))
				}
				if s >= half*50 {
					want = int64(rp)
					break
				}
			}
		}
		if !ok || got != want {
			t.Fatalf("trial %d %+v: PTP %d, want %d", trial, gs, got, want)
		}
	}
}

// TestCutRatings checks the cuts of ARO and ORS against their definition:
// a stable sort by rating, the first low games cut as lowest and the last
// high of the others as highest.
func TestCutRatings(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(4))
	for trial := 0; trial < 3000; trial++ {
		n := rng.Intn(12)
		gs := make([]ratedGame, n)
		for j := range gs {
			gs[j] = ratedGame{round: int32(j), rating: 1500 + 50*rng.Intn(5)}
		}
		low, high := rng.Intn(4), rng.Intn(4)
		order := make([]int, n)
		for j := range order {
			order[j] = j
		}
		sort.SliceStable(order, func(a, b int) bool { return gs[order[a]].rating < gs[order[b]].rating })
		want := make([]Cut, n)
		for j := 0; j < low && j < n; j++ {
			want[order[j]] = CutLowest
		}
		for j := 0; j < high && n-1-j >= low; j++ {
			want[order[n-1-j]] = CutHighest
		}
		if got := cutRatings(gs, low, high, nil); !slices.Equal(got, want) {
			t.Fatalf("trial %d %v C%d M%d: %v, want %v", trial, gs, low, high, got, want)
		}
	}
}
