package engine

import "testing"

// TestBoardTotals checks the board tie-breaks on the season totals of
// docs/tiebreaks.md §8.8: team X (4, 3, 2.5, 2) and team Y (3, 3.5, 2, 3),
// both 11.5 game points: BC 25.5 and 28, BWP 32 and 29.5 (so X ranks
// ahead by both), TBR (4, 3, 2.5, 2), BBE (9.5, 7, 4) for X.
func TestBoardTotals(t *testing.T) {
	tenths := func(ps ...Score) []Value {
		v := make([]Value, len(ps))
		for k, p := range ps {
			v[k] = p.Value()
		}
		return v
	}
	x := tenths(40, 30, 25, 20)
	y := tenths(30, 35, 20, 30)
	if bc := boardCount(x); bc.Cmp(NewValue(255, 10)) != 0 {
		t.Errorf("BC of X = %s, want 25.5", bc.Format(1))
	}
	if bc := boardCount(y); bc.Cmp(IntValue(28)) != 0 {
		t.Errorf("BC of Y = %s, want 28", bc.Format(1))
	}
	bwp := func(tot []Value) Value { // as tbBWP weighs them
		var s Value
		for k, p := range tot {
			s = s.Add(IntValue(int64(len(tot) - k)).Mul(p))
		}
		return s
	}
	if a, b := bwp(x), bwp(y); a.Cmp(IntValue(32)) != 0 || b.Cmp(NewValue(295, 10)) != 0 {
		t.Errorf("BWP %s and %s, want 32 and 29.5", a.Format(1), b.Format(1))
	}
	if v := topBoards(x); compareVectors(v, []Value{IntValue(4), IntValue(3), NewValue(25, 10), IntValue(2)}) != 0 {
		t.Errorf("TBR of X = %v", v)
	}
	if v := bottomElimination(x); compareVectors(v, []Value{NewValue(95, 10), IntValue(7), IntValue(4)}) != 0 {
		t.Errorf("BBE of X = %v", v)
	}
}
