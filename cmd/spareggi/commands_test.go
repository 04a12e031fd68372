package main

import (
	"strings"
	"testing"
)

// TestCommandsMatchLegacy: each command writes, byte for byte, what the
// older mode flag writes (the golden outputs keep the older form).
func TestCommandsMatchLegacy(t *testing.T) {
	pending := "../../testdata/campionato-2009-pending.trf"
	team := "../../testdata/fide-team-2026.trf"
	for _, c := range []struct{ cmd, legacy []string }{
		{[]string{"standings", "-tb", "BH/C1,SB", "-o", "csv", fide5}, []string{"-tb", "BH/C1,SB", "-o", "csv", fide5}},
		{[]string{"compare", "-with", "fide2026,fide2024", fide5}, []string{"-compare", "fide2026,fide2024", fide5}},
		{[]string{"prizes", "-amounts", "100,80", "-unit", "1", "-equal", fide5}, []string{"-prizes", "100,80", "-prize-unit", "1", "-prize-equal", fide5}},
		{[]string{"whatif", "-o", "json", pending}, []string{"-whatif", "-o", "json", pending}},
		{[]string{"check", fide5}, []string{"-check-printed", fide5}},
		{[]string{"boards", "-min", "3", team}, []string{"-boards", "-boards-min", "3", team}},
		{[]string{"convert", "-tb", "BH", fide5}, []string{"-o", "trf", "-tb", "BH", fide5}},
		{[]string{"presets"}, []string{"-presets"}},
	} {
		code1, out1, err1 := runCLI(t, "", c.cmd...)
		code2, out2, err2 := runCLI(t, "", c.legacy...)
		if code1 != code2 || out1 != out2 || err1 != err2 {
			t.Errorf("%q: exit %d\n%s%s\nwant (%q) exit %d\n%s%s", c.cmd, code1, out1, err1, c.legacy, code2, out2, err2)
		}
	}
}

// TestCommandFlags: a command refuses the flags it does not use, and the
// legacy form the combinations its mode does not use; help names a
// command's flags.
func TestCommandFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "-tb", "BH", fide5}, "spareggi: unknown flag -tb\n"},
		{[]string{"whatif", "-round", "3", fide5}, "spareggi: unknown flag -round\n"},
		{[]string{"compare", "-o", "json", "-with", "fide2024", fide5}, "spareggi: unknown flag -o\n"},
		{[]string{"boards", "-lots", "1,2", fide5}, "spareggi: unknown flag -lots\n"},
		{[]string{"compare", fide5}, "-with: Nothing to compare: choose at least one edition"},
		{[]string{"prizes", fide5}, "-amounts: expected amounts"},
		{[]string{"-whatif", "-round", "3", fide5}, "-round does not go with -whatif"},
		{[]string{"-whatif", "-boards", fide5}, "give either -whatif or -boards, not both"},
		{[]string{"-tb", "BH", "-preset", "uscf", fide5}, "give either -tb or -preset, not both"},
		{[]string{"standings", "-tb", "BH", "-preset", "uscf", fide5}, "usage: spareggi standings [flags] FILE|-   (spareggi help standings lists the flags)"},
		{[]string{"help", "nope"}, "unknown command"},
	} {
		code, _, errs := runCLI(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
	code, out, _ := runCLI(t, "", "help", "boards")
	if code != 0 || !strings.Contains(out, "usage: spareggi boards") || !strings.Contains(out, "-min") || strings.Contains(out, "-tb") {
		t.Errorf("help boards: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "help")
	for _, c := range commands {
		if code != 0 || !strings.Contains(out, "  "+c.name+" ") {
			t.Errorf("help lacks %s:\n%s", c.name, out)
		}
	}
	code, _, errs := runCLI(t, "", "whatif", "-h")
	if code != 0 || !strings.Contains(errs, "usage: spareggi whatif") {
		t.Errorf("whatif -h: exit %d\n%s", code, errs)
	}
}
