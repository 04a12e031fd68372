package engine

import (
	"math"
	"math/rand"
	"slices"
	"testing"
)

// TestSplitByKeyEqualsSplitBy checks that the packed-integer refinement
// gives the partition the comparison one gives, on random groups and keys
// (with ties, negative keys and extreme values).
func TestSplitByKeyEqualsSplitBy(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 500; trial++ {
		np := 1 + rng.Intn(60)
		start := rng.Perm(np * 2)[:np]
		for i := range start {
			start[i]++
		}
		keys := make([]int64, np)
		spread := []int64{2, 5, 1000, 1 << 50}[rng.Intn(4)]
		for i := range keys {
			keys[i] = rng.Int63n(spread) - spread/2
		}
		a, b := newPartition(start), newPartition(start)
		// a first random refinement, so that there are several groups
		first := make([]int64, np)
		for i := range first {
			first[i] = int64(rng.Intn(3))
		}
		a.splitBy(func(x, y int) int { return cmp64(first[x], first[y]) })
		b.splitBy(func(x, y int) int { return cmp64(first[x], first[y]) })
		a.splitBy(func(x, y int) int { return cmp64(keys[x], keys[y]) })
		if !b.splitByKey(keys) {
			t.Fatalf("trial %d: keys within ±%d not packable", trial, spread)
		}
		if !slices.Equal(a.perm, b.perm) || !slices.Equal(a.ends, b.ends) {
			t.Fatalf("trial %d:\ncompare %v %v\nkeys    %v %v", trial, a.perm, a.ends, b.perm, b.ends)
		}
	}
	p := newPartition([]int{1, 2, 3})
	if p.splitByKey([]int64{math.MinInt64, 0, math.MaxInt64}) {
		t.Error("keys spanning the whole int64 range were packed")
	}
	if !slices.Equal(p.perm, []int{0, 1, 2}) || !slices.Equal(p.ends, []int{3}) {
		t.Errorf("a refused refinement changed the partition: %v %v", p.perm, p.ends)
	}
}

// TestSortKeysOrderLikeCompare checks that a column's integer keys order
// its participants exactly as column.compare does.
func TestSortKeysOrderLikeCompare(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	dens := []int64{1, 2, 10, 20, 100, 10000, 3}
	for trial := 0; trial < 200; trial++ {
		np := 1 + rng.Intn(40)
		col := newColumn(np)
		for i := 0; i < np; i++ {
			if rng.Intn(8) > 0 {
				col.set(i, NewValue(rng.Int63n(4000)-2000, dens[rng.Intn(len(dens))]), 1)
			}
		}
		for _, sign := range []int{1, -1} {
			keys, ok := col.sortKeys(np, sign, nil)
			if !ok {
				t.Fatalf("trial %d: no keys", trial)
			}
			for a := 0; a < np; a++ {
				for b := 0; b < np; b++ {
					if got, want := cmp64(keys[a], keys[b]), col.compare(a, b, sign); got != want {
						t.Fatalf("trial %d sign %d: %d vs %d: keys say %d, compare %d", trial, sign, a, b, got, want)
					}
				}
			}
		}
	}
}
