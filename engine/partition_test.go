package engine

import (
	"slices"
	"testing"
)

// TestSplitByRefines checks the refinement of the ordered partition: after
// a split by points and one by a second key, the participants are in
// order of points, then of the key, higher first, equal ones by start
// number, and the groups end exactly where a value changes.
func TestSplitByRefines(t *testing.T) {
	start := []int{4, 1, 3, 2, 6, 5}
	points := []int64{2, 3, 2, 3, 2, 1}
	key := []int64{7, 0, 7, 0, 9, 0}
	p := newPartition(start)
	if !slices.Equal(p.perm, []int{1, 3, 2, 0, 5, 4}) || !slices.Equal(p.ends, []int{6}) {
		t.Fatalf("new partition: %v %v, want start-number order in one group", p.perm, p.ends)
	}
	p.splitBy(func(a, b int) int { return cmp64(points[a], points[b]) })
	if !slices.Equal(p.perm, []int{1, 3, 2, 0, 4, 5}) || !slices.Equal(p.ends, []int{2, 5, 6}) {
		t.Fatalf("by points: %v %v", p.perm, p.ends)
	}
	p.splitBy(func(a, b int) int { return cmp64(key[a], key[b]) })
	if !slices.Equal(p.perm, []int{1, 3, 4, 2, 0, 5}) || !slices.Equal(p.ends, []int{2, 3, 5, 6}) {
		t.Fatalf("by the key: %v %v", p.perm, p.ends)
	}
	if p.decided() {
		t.Error("decided with two groups of two")
	}
	p.splitGroups(func(g []int) [][]int { return [][]int{{g[1]}, {g[0]}} })
	if !slices.Equal(p.perm, []int{3, 1, 4, 0, 2, 5}) || !p.decided() {
		t.Errorf("by a group operation: %v %v", p.perm, p.ends)
	}
}
