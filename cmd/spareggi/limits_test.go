package main

import (
	"strings"
	"testing"
)

// Every number that feeds the arithmetic is range-checked: an absurd prize,
// rounding unit or rating is a usage error, never a wrong amount (issue 15
// item 7).
func TestNumberLimits(t *testing.T) {
	for _, args := range [][]string{
		{"-prizes", "100000000000000000"},
		{"-prizes", "1e18"},
		{"-prizes", "1000,1e308"},
		{"-prizes", "1000", "-prize-unit", "99999999999999999999"},
		{"-prizes", "1000", "-prize-unit", "0.001"},
		{"-prizes", "10.005"},
		{"-unrated", "4611686018427387904"},
		{"-unrated", "-1"},
	} {
		code, out, errs := runCLI(t, "", append(args, fide5)...)
		if code != 2 || out != "" || !strings.Contains(errs, "expected") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want a usage error", args, code, out, errs)
		}
	}
	code, out, errs := runCLI(t, "", "-prizes", "1000000000,0.5", "-prize-unit", "0.01", fide5)
	if code != 0 || !strings.Contains(out, "1000000000.00") {
		t.Errorf("the largest prize: exit %d %s\n%s", code, errs, out)
	}
}
