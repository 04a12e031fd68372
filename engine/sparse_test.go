package engine

import (
	"math/rand/v2"
	"testing"
)

// TestSparseVectorsCompareAsDense: a vector kept by its non-zero
// components compares, prints and writes out exactly as the same vector
// kept in full, against sparse and full vectors alike.
func TestSparseVectorsCompareAsDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := func() (dense, sparse Result) {
		n := 1 + rng.IntN(6)
		vec := make([]Value, n)
		var comps []sparseComp
		for k := range vec {
			if rng.IntN(2) == 0 {
				vec[k] = NewValue(int64(rng.IntN(5)-1), 2)
				if vec[k].Sign() != 0 {
					comps = append(comps, sparseComp{at: int32(k), v: vec[k]})
				}
			}
		}
		var d, s column
		d.m, d.stride, s.m, s.stride = make([]Result, 1), 1, make([]Result, 1), 1
		d.setVector(0, vec, 1)
		s.setSparse(0, comps, n, 1)
		return d.m[0], s.m[0]
	}
	for range 2000 {
		da, sa := random()
		db, sb := random()
		want := compareResultVectors(da, db)
		for _, pair := range [][2]Result{{sa, sb}, {sa, db}, {da, sb}} {
			if got := compareResultVectors(pair[0], pair[1]); sgn(got) != sgn(want) {
				t.Fatalf("%q vs %q: %d, want %d", da.String(), db.String(), got, want)
			}
		}
		if sa.String() != da.String() || len(sa.Vector()) != len(da.Vector()) {
			t.Fatalf("sparse %q / %v, dense %q", sa.String(), sa.Vector(), da.String())
		}
	}
}

func sgn(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
