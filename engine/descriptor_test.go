package engine

import (
	"strings"
	"testing"
)

func TestParseDescriptor(t *testing.T) {
	cases := []struct {
		in, key, code string
		low, high     int
		played        bool
		err           string
	}{
		{in: "BH", key: "BH", code: "BH"},
		{in: "bh/c1", key: "BH/C1", code: "BH", low: 1},
		{in: "BH-C1", key: "BH/C1", code: "BH", low: 1},
		{in: "BH#C1", key: "BH/C1", code: "BH", low: 1},
		{in: "BH-C1-P", key: "BH/C1/P", code: "BH", low: 1, played: true},
		{in: "BH/M2", key: "BH/M2", code: "BH", low: 2, high: 2},
		{in: "GE", key: "GE", code: "REP"},
		{in: "SB/C1", key: "SB/C1", code: "SB", low: 1},
		{in: "DE/P", key: "DE/P", code: "DE", played: true},
		{in: "KS-L-1", key: "KS/L-1", code: "KS"},
		{in: "ARO/U1400", key: "ARO/U1400", code: "ARO"},
		{in: "TPN/R", key: "TPN/R", code: "TPN"},
		{in: "WIN/R", key: "WIN/R", code: "WIN"},
		{in: "XYZ", err: `unknown tie-break "XYZ"`},
		{in: "WIN/C1", err: "does not accept the modifier /C1"},
		{in: "BH/C", err: "expected a number of values to cut"},
		{in: "ARO/Uabc", err: "expected a rating"},
		{in: "BH/V3", err: "expected /V1"},
		{in: "KS/L", err: "expected a limit"},
		{in: "", err: "empty"},
		{in: "BH//C1", err: "empty modifier"},
	}
	for _, c := range cases {
		d, err := ParseDescriptor(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if d.Key != c.key || d.Code != c.code || d.CutLow != c.low || d.CutHigh != c.high || d.Played != c.played {
			t.Errorf("%q: got %+v", c.in, d)
		}
	}
}

func TestKoyaLimitModifiers(t *testing.T) {
	ev := heldRR(t) // 5 rounds, 6 players: maximum 5, limit 2.5
	c := newCalc(ev, RoundRobin, 5, false, settings{ed: Fide2024})
	for in, want := range map[string]string{"KS": "2.5", "KS/L-1": "2", "KS/L+2": "3.5", "KS/L60": "3", "KS/L-0.5": "2", "KS/L1": "0.05"} {
		d, err := ParseDescriptor(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.koyaLimit(d).String(); got != want {
			t.Errorf("%s: limit %s, want %s", in, got, want)
		}
	}
}

func TestParseList(t *testing.T) {
	l, err := ParseList("PTS, BH/C1 BH,DE")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(Keys(l), ","); got != "BH/C1,BH,DE" {
		t.Errorf("got %s", got)
	}
	if _, err := ParseList("BH,FOO"); err == nil {
		t.Error("unknown code accepted")
	}
}

// FuzzParseDescriptor checks that no input panics and that a descriptor
// that parses prints to a key that parses to the same descriptor.
func FuzzParseDescriptor(f *testing.F) {
	for _, s := range []string{"BH", "BH-C1", "bh/m2/p", "KS-L-1", "KS/L+2.5", "ARO/U1400", "AOB/F/P", "SB/C1/V2", "GE", "OTHER_ARZ", "TPN/R", "X", "/", "-", "BH/C99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDescriptor(s)
		if err != nil {
			return
		}
		d2, err := ParseDescriptor(d.Key)
		if err != nil {
			t.Fatalf("%q → key %q does not parse: %v", s, d.Key, err)
		}
		if d2.Key != d.Key || d2.Code != d.Code || d2.CutLow != d.CutLow || d2.CutHigh != d.CutHigh {
			t.Fatalf("%q: %+v ≠ %+v", s, d, d2)
		}
	})
}

func TestValueFormat(t *testing.T) {
	for _, c := range []struct {
		v    Value
		min  int
		want string
	}{
		{NewValue(25, 2), 1, "12.5"}, {NewValue(1338, 100), 2, "13.38"}, {IntValue(4), 2, "4.00"},
		{NewValue(71, 8), 2, "8.875"}, {NewValue(1, 3), 1, "0.3333"}, {NewValue(-5, 10), 1, "-0.5"},
		{NewValue(0, 1), 0, "0"},
	} {
		if got := c.v.Format(c.min); got != c.want {
			t.Errorf("%v/%d: got %s want %s", c.v, c.min, got, c.want)
		}
	}
	if NewValue(1, 2).RoundHalfUp() != 1 || NewValue(-1, 2).RoundHalfUp() != 0 || NewValue(18875, 10).RoundHalfUp() != 1888 {
		t.Error("RoundHalfUp")
	}
}

func TestRatingTables(t *testing.T) {
	if dp(75) != 193 || dp(25) != -193 || dp(0) != -800 || dp(100) != 800 || dp(63) != 95 || dp(38) != -87 || dp(13) != -322 {
		t.Error("dp table")
	}
	if pdHigh[3] != 50 || pdHigh[4] != 51 || pdHigh[735] != 99 || pdHigh[736] != 100 || pdHigh[620] != 99 || pdHigh[619] != 98 {
		t.Error("pd table")
	}
	if expected(2000, 2000) != 50 || expected(2400, 2000) != 92 || expected(2000, 2400) != 8 {
		t.Errorf("expected: %d %d", expected(2400, 2000), expected(2000, 2400))
	}
}

func TestFormatFastAgreesWithDecimal(t *testing.T) {
	for _, v := range []Value{IntValue(0), IntValue(7), IntValue(-7), NewValue(1, 2), NewValue(-1, 2), NewValue(1, 8),
		NewValue(12345, 100), NewValue(-3, 1000), NewValue(1, 3), NewValue(2, 3), NewValue(1<<40, 5), NewValue(7, 1<<20)} {
		for m := 0; m < 4; m++ {
			slow := func() string {
				d, _ := v.Decimal()
				s := d.String()
				dec := 0
				if i := strings.IndexByte(s, '.'); i >= 0 {
					dec = len(s) - i - 1
				}
				if dec >= m {
					return s
				}
				return d.StringFixed(int32(m))
			}()
			if got := v.Format(m); got != slow {
				t.Errorf("%d/%d min %d: fast %q, decimal %q", v.Num(), v.Den(), m, got, slow)
			}
		}
	}
}
