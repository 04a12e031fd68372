package engine_test

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestREADMECodes checks that the three tables of codes in the README are
// the registry: every code a user can choose, with its name, article and
// modifiers, in registry order: the FIDE C.07 codes for individuals, those
// for teams, and the others. On a difference it prints the tables to paste.
func TestREADMECodes(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	fide := []string{"| Code | Tie-break | Article | Modifiers |", "|---|---|---|---|"}
	team := append([]string(nil), fide...)
	other := []string{"| Code | Tie-break | Modifiers |", "|---|---|---|"}
	for _, c := range engine.Codes() {
		mods := modifierNames(c)
		row := "| `" + c.Code + "` | " + c.Name + " | " + strings.TrimPrefix(c.Article, "C.07 ") + " | " + mods + " |"
		switch {
		case c.Team:
			team = append(team, row)
		case c.FIDE:
			fide = append(fide, row)
		default:
			other = append(other, "| `"+c.Code+"` | "+c.Name+" | "+mods+" |")
		}
	}
	for _, tb := range []struct {
		marker string
		want   []string
	}{{"codes:fide", fide}, {"codes:team", team}, {"codes:other", other}} {
		got, ok := between(string(readme), "<!-- "+tb.marker+" -->\n", "<!-- /"+tb.marker+" -->")
		if want := strings.Join(tb.want, "\n") + "\n"; !ok || got != want {
			t.Errorf("README.md, between <!-- %s --> and <!-- /%s -->, should read:\n%s", tb.marker, tb.marker, want)
		}
	}
}

// modifierNames writes the modifiers of a code as the README shows them.
func modifierNames(c engine.Code) string {
	names := map[rune]string{'C': "`Cn`", 'M': "`Mn`", 'P': "`P`", 'V': "`V1` `V2`", 'F': "`F`",
		'L': "`L±n` `L±x.y` `Lpct`", 'U': "`Ur`", 'K': "`Kx`"}
	var out []string
	if c.TeamScore {
		out = append(out, "`:MP` `:GP`")
	}
	for _, m := range c.Modifiers {
		out = append(out, names[m])
	}
	if c.Reverse {
		out = append(out, "`R`")
	}
	if len(out) == 0 {
		return "–"
	}
	return strings.Join(out, " ")
}

// between returns the text of s between the markers a and b.
func between(s, a, b string) (string, bool) {
	_, rest, ok := strings.Cut(s, a)
	if !ok {
		return "", false
	}
	in, _, ok := strings.Cut(rest, b)
	return in, ok
}
