package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// join repeats item n times, separated by sep.
func join(item, sep string, n int) string {
	return strings.TrimSuffix(strings.Repeat(item+sep, n), sep)
}

// TestListBoundsFlags: every list flag is refused past its limit
// (engine/limits.go) with a usage error that names the list, its length
// and the limit, in the language of -lang; at the limit it is read.
func TestListBoundsFlags(t *testing.T) {
	numbers := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if i > 1 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(i))
		}
		return b.String()
	}
	answers := func(n int) []string {
		var args []string
		for i := 1; i <= n; i++ {
			args = append(args, "-answer", "Q-BYE/r"+strconv.Itoa(i)+"=pab")
		}
		return args
	}
	for _, c := range []struct {
		name      string
		ok, over  []string
		err       error
		wantInOut string
	}{
		{"-tb", []string{"-tb", "PTS," + join("BH", ",", engine.MaxTieBreaks)}, []string{"-tb", join("BH", ",", 100_000)},
			engine.CheckTieBreaks(100_000), "BH"},
		{"-compare", []string{"-compare", join("fide2026", ",", engine.MaxCompare)}, []string{"-compare", join("fide2026", ",", 10_000)},
			engine.CheckCompare(10_000), "fide2026"},
		{"-lots", []string{"-lots", numbers(engine.MaxLots), "-tb", "LOT"}, []string{"-lots", numbers(engine.MaxLots + 1)},
			engine.CheckLots(engine.MaxLots + 1), "LOT"},
		{"-prizes", []string{"-prizes", join("10", ",", engine.MaxPrizes)}, []string{"-prizes", join("10", ",", 30_000)},
			engine.CheckPrizes(30_000), "10.00"},
		{"-answer", answers(engine.MaxAnswers), answers(engine.MaxAnswers + 1),
			engine.CheckAnswers(engine.MaxAnswers + 1), "Rules"},
	} {
		code, out, errs := runCLI(t, "", append(c.ok, fide5)...)
		if code != 0 || !strings.Contains(out, c.wantInOut) {
			t.Errorf("%s at the limit: exit %d, %.300s", c.name, code, errs)
		}
		for _, lang := range []string{"en", "it"} {
			code, out, errs = runCLI(t, "", append(append([]string{"-lang", lang}, c.over...), fide5)...)
			want := i18n.ErrorText(lang, c.err)
			if code != 2 || out != "" || !strings.Contains(errs, want) {
				t.Errorf("%s past the limit, -lang %s: exit %d, stderr %.300q; want exit 2 and %q", c.name, lang, code, errs, want)
			}
		}
	}
}
