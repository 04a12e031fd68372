package engine

import (
	"reflect"
	"testing"
)

func TestHeldSwiss2026Changes(t *testing.T) {
	ev := heldSwiss(t, "2026/05/01")
	v := values(t, ev, EditionDefault, "BH,BH/C1,BH/C2,BH/M1,FB,AOB,SB,SB/C1")
	want := map[int]string{
		1:  "12.5 11.0 9.5 7.0 13.5 12.40 8.00 7.25",
		3:  "15.5 13.0 10.5 9.0 15.0 12.90 10.50 9.25",
		4:  "14.0 11.5 10.0 8.0 14.5 13.38 9.25 7.75",
		6:  "11.5 10.5 8.5 7.0 12.0 13.25 6.00 5.00",
		11: "12.5 11.0 9.5 7.5 12.0 12.75 4.75 3.25",
		12: "11.5 9.5 7.5 6.0 11.0 14.00 4.00 4.00",
		14: "11.0 9.0 7.0 6.0 10.5 13.00 4.50 3.00",
		16: "12.5 11.0 9.0 7.0 13.5 13.10 7.25 5.75",
	}
	for s, w := range want {
		if got := join(v[s]); got != w {
			t.Errorf("player %d:\n got %s\nwant %s", s, got, w)
		}
	}
}

func TestHeldSwissDERanks(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	l, _ := ParseList("DE")
	st, err := Compute(ev, Options{TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]int{1: 2, 2: 1, 3: 2, 4: 2, 5: 7, 6: 6, 7: 13, 8: 7, 9: 13, 10: 16, 11: 7, 12: 10, 13: 13, 14: 10, 15: 10, 16: 2}
	for _, r := range st.Rows {
		if r.Rank != want[r.Player.StartNo] {
			t.Errorf("player %d rank %d, want %d", r.Player.StartNo, r.Rank, want[r.Player.StartNo])
		}
	}
}

// TestOtherEditions checks the derived tables of docs/tiebreaks.md §14.9.4.
func TestOtherEditions(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	cases := []struct {
		ed   Edition
		list string
		want map[int]string
	}{
		{Fide2012, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			1: "12.5 11.0 7.0 8.00 7.25", 4: "13.5 12.0 8.5 8.50 7.00", 6: "11.0 10.0 6.5 4.50 3.50",
			9: "8.5 8.0 4.5 1.25 0.75", 11: "12.0 11.0 7.5 4.25 3.25", 12: "13.5 12.0 8.5 3.50 2.00",
			14: "12.0 10.5 7.5 4.00 2.50", 16: "12.0 10.5 6.5 6.75 5.25"}},
		{FidePre2009, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			4: "14.0 12.5 9.0 8.75 7.25", 6: "12.5 11.5 8.0 4.75 3.75", 9: "9.0 8.0 4.5 2.25 2.25",
			11: "13.0 11.5 8.0 4.25 2.75", 12: "11.5 9.5 6.0 4.00 3.00", 14: "12.5 11.0 8.0 7.00 5.50"}},
		{Italian, "BH,BH/C1,BH/M1,SB,SB/C1", map[int]string{
			3: "15.5 13.0 9.0 10.50 9.25", 4: "10.5 10.5 7.0 7.00 7.00", 6: "9.0 9.0 5.5 3.50 3.50",
			9: "7.0 7.0 3.5 0.00 0.00", 12: "5.5 5.5 2.0 2.00 2.00", 14: "9.0 9.0 6.0 4.50 4.50"}},
		{None, "BH,SB", map[int]string{4: "10.5 7.00", 12: "5.5 2.00"}},
		{Barq, "SB", map[int]string{4: "8.875", 6: "5.00", 9: "1.125", 12: "3.00"}},
	}
	for _, c := range cases {
		v := values(t, ev, c.ed, c.list)
		for s, w := range c.want {
			if got := join(v[s]); got != w {
				t.Errorf("%s player %d %s:\n got %s\nwant %s", c.ed, s, c.list, got, w)
			}
		}
	}
}

// TestWithdrawalSwiss is docs/tiebreaks.md §14.12.1.
func TestWithdrawalSwiss(t *testing.T) {
	ev := build(t, "", Swiss,
		"1500: 4w1 2w1 3b=",
		"1500: 3w= 1b0 U",
		"1500: 2b= U 1w=",
		"1500: 1b0 Z Z",
	)
	cases := []struct {
		ed   Edition
		list string
		want []string
	}{
		{Fide2026, "BH,SB", []string{"4.5 3.50", "6.0 2.50", "5.5 3.50", "2.5 0.00"}},
		{Fide2024, "BH,SB", []string{"4.5 3.50", "6.0 2.50", "6.0 4.00", "2.5 0.00"}},
		{Fide2012, "BH", []string{"3.5", "4.5", "4.5", "5.0"}},
		{FidePre2009, "BH", []string{"3.5", "5.0", "5.0", "4.5"}},
	}
	for _, c := range cases {
		v := values(t, ev, c.ed, c.list)
		for s := 1; s <= 4; s++ {
			if got := join(v[s]); got != c.want[s-1] {
				t.Errorf("%s player %d: got %s want %s", c.ed, s, got, c.want[s-1])
			}
		}
	}
}

// TestForeBuchholzDoesNotLeak is docs/tiebreaks.md §14.12.2 (defect D2 of the reference checker, docs/tiebreaks.md §13.2).
func TestForeBuchholzDoesNotLeak(t *testing.T) {
	ev := build(t, "2026/05/01", Swiss,
		"2000: 2w1 3b= 4w1",
		"1900: 1b0 Z 3w-",
		"1800: 4w= 1w= 2b+",
		"1700: 3b= U 1b0",
	)
	a := values(t, ev, Fide2026, "BH,SB")
	b := values(t, ev, Fide2026, "FB,BH,SB")
	for s := 1; s <= 4; s++ {
		if !reflect.DeepEqual(a[s], b[s][1:]) {
			t.Errorf("player %d: BH,SB = %v alone but %v after FB", s, a[s], b[s][1:])
		}
	}
	want2026 := map[int]string{1: "4.0 4.0 3.00", 2: "2.5 4.0 0.00", 3: "4.5 4.5 2.50", 4: "6.0 5.0 2.50"}
	want2024 := map[int]string{1: "4.0 4.0 3.00", 2: "2.5 4.0 0.00", 3: "6.0 4.5 4.00", 4: "6.0 5.5 2.50"}
	for ed, want := range map[Edition]map[int]string{Fide2026: want2026, Fide2024: want2024} {
		v := values(t, ev, ed, "BH,FB,SB")
		for s, w := range want {
			if got := join(v[s]); got != w {
				t.Errorf("%s player %d BH FB SB: got %s want %s", ed, s, got, w)
			}
		}
	}
}

// TestCutsLargerThanData is docs/tiebreaks.md §14.12.3 (defect D5 of the reference checker, docs/tiebreaks.md §13.2: the value is 0).
func TestCutsLargerThanData(t *testing.T) {
	ev := build(t, "2024/05/01", RoundRobin,
		"1500: U 2w1 3b1 4w= U",
		"1500: 5w1 1b0 U 3w1 4b0",
		"1500: 4w= U 1w0 2b0 U",
		"1500: 3b= U U 1b= 2w1",
		"1500: 2b0 Z Z Z Z",
	)
	v := values(t, ev, EditionDefault, "BH,BH/C1,BH/C2,BH/M1,SB/C2,SB/M1,BH/C5,SB/C5")
	want := map[int]string{
		1: "9.5 7.0 4.0 3.0 2.00 3.00 0.0 0.00",
		2: "11.0 11.0 8.5 6.5 0.00 2.50 0.0 0.00",
		3: "11.5 8.5 4.5 4.0 0.00 2.00 0.0 0.00",
		4: "10.0 7.5 4.5 3.0 2.25 3.00 0.0 0.00",
		5: "3.0 0.0 0.0 0.0 0.00 0.00 0.0 0.00",
	}
	for s, w := range want {
		if got := join(v[s]); got != w {
			t.Errorf("player %d:\n got %s\nwant %s", s, got, w)
		}
	}
}

func TestRefusedWithoutProvenance(t *testing.T) {
	ev := heldSwiss(t, "2024/05/01")
	ev.Provenance.Colours = "unknown"
	if _, err := Compute(ev, Options{TieBreaks: mustList(t, "BH,BPG")}); err == nil {
		t.Error("BPG computed without colours")
	}
	ev.Provenance = Provenance{RoundOrder: "synthetic"}
	if _, err := Compute(ev, Options{TieBreaks: mustList(t, "PS")}); err == nil {
		t.Error("PS computed without round order")
	}
	ev.Provenance = Provenance{StartNumbers: "derived"}
	if _, err := Compute(ev, Options{TieBreaks: mustList(t, "TPN")}); err == nil {
		t.Error("TPN computed with derived start numbers")
	}
}
