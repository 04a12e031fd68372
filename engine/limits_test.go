package engine

import (
	"errors"
	"testing"
)

// The numbers a user types that feed the arithmetic are range-checked by
// one function each, which the CLI, the JS API and the page share (issue
// 15 item 7).
func TestInputLimits(t *testing.T) {
	for _, n := range []int{-1, MaxUnrated + 1, 4611686018427387904} {
		if err := CheckUnrated(n); err == nil {
			t.Errorf("CheckUnrated(%d) accepted", n)
		}
	}
	for _, n := range []int{0, 1000, MaxUnrated} {
		if err := CheckUnrated(n); err != nil {
			t.Errorf("CheckUnrated(%d): %v", n, err)
		}
	}
	for _, s := range []string{"100000000000000000", "1e18", "1e308", "-1", "1.001", "abc", "", "1000000000.01", "NaN", "0x10"} {
		if v, err := ParseAmount(s); err == nil {
			t.Errorf("ParseAmount(%q) = %s, want an error", s, v)
		} else if !errors.As(err, new(*RangeError)) {
			t.Errorf("ParseAmount(%q): %T, want *RangeError", s, err)
		}
	}
	for s, want := range map[string]string{"1000": "1000", "0": "0", "12.50": "12.5", " 7.5 ": "7.5", "1000000000": "1000000000", "1e3": "1000"} {
		if v, err := ParseAmount(s); err != nil || v.String() != want {
			t.Errorf("ParseAmount(%q) = %s, %v; want %s", s, v, err, want)
		}
	}
	for _, s := range []string{"99999999999999999999", "0", "0.001", "-1", "1e308", "1000000001"} {
		if v, err := ParsePrizeUnit(s); err == nil {
			t.Errorf("ParsePrizeUnit(%q) = %s, want an error", s, v)
		}
	}
	for _, s := range []string{"0.01", "1", "100", "0.5"} {
		if _, err := ParsePrizeUnit(s); err != nil {
			t.Errorf("ParsePrizeUnit(%q): %v", s, err)
		}
	}
}

// The exact arithmetic detects 64-bit overflow and stops with ErrOverflow
// instead of returning a wrong number.
func TestValueOverflow(t *testing.T) {
	big := IntValue(1 << 62)
	for name, f := range map[string]func() Value{
		"add":     func() Value { return big.Add(big) },
		"sub":     func() Value { return IntValue(-(1 << 62)).Sub(big).Sub(big) },
		"mul":     func() Value { return big.Mul(IntValue(3)) },
		"div":     func() Value { return big.Div(NewValue(1, 3)) },
		"add-den": func() Value { return NewValue(1<<61, 3).Add(NewValue(1<<61, 5)) },
	} {
		func() {
			defer func() {
				if p := recover(); p != ErrOverflow {
					t.Errorf("%s: recovered %v, want ErrOverflow", name, p)
				}
			}()
			v := f()
			t.Errorf("%s: returned %s", name, v)
		}()
	}
	if got := IntValue(1 << 61).Add(IntValue(1 << 61)); got.Num() != 1<<62 {
		t.Errorf("1<<61 + 1<<61 = %s", got)
	}
}
