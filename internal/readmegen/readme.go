package main

import (
	"fmt"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// section is one generated part of the README: the text between the lines
// "<!-- name -->" and "<!-- /name -->".
type section struct {
	name string
	text string
}

// sections are the README's generated parts: the three tables of codes,
// the engine's registry in registry order (engine.Codes): the FIDE C.07
// codes for individuals, those for teams, and the others.
func sections() []section {
	fide := []string{"| Code | Tie-break | Article | Modifiers |", "|---|---|---|---|"}
	team := append([]string(nil), fide...)
	other := []string{"| Code | Tie-break | Modifiers |", "|---|---|---|"}
	for _, c := range engine.Codes() {
		mods := modifierNames(c)
		switch {
		case c.Team:
			team = append(team, "| `"+c.Code+"` | "+c.Name+" | "+article(c)+" | "+mods+" |")
		case c.FIDE:
			fide = append(fide, "| `"+c.Code+"` | "+c.Name+" | "+article(c)+" | "+mods+" |")
		default:
			other = append(other, "| `"+c.Code+"` | "+c.Name+" | "+mods+" |")
		}
	}
	table := func(rows []string) string { return strings.Join(rows, "\n") + "\n" }
	return []section{{"codes:fide", table(fide)}, {"codes:team", table(team)}, {"codes:other", table(other)}}
}

// article is the code's article as the tables show it: C.07's article
// number without "C.07 ", or the docs/ section of a code of our own.
func article(c engine.Code) string {
	return strings.TrimPrefix(c.Article, "C.07 ")
}

// modifierNames writes the modifiers a code accepts as the README shows
// them.
func modifierNames(c engine.Code) string {
	names := map[rune]string{'C': "`Cn`", 'M': "`Mn`", 'P': "`P`", 'V': "`V1` `V2`", 'F': "`F`",
		'L': "`L±n` `L±x.y` `Lpct`", 'U': "`Ur`", 'K': "`Kx`"}
	var out []string
	if c.TeamScore {
		out = append(out, "`:MP` `:GP`")
	}
	for _, m := range c.Modifiers {
		name, ok := names[m]
		if !ok {
			name = "`" + string(m) + "`"
		}
		out = append(out, name)
	}
	if c.Reverse {
		out = append(out, "`R`")
	}
	if len(out) == 0 {
		return "–"
	}
	return strings.Join(out, " ")
}

// update returns readme with every section's text put between its
// markers; a marker missing or out of order is an error.
func update(readme string, secs []section) (string, error) {
	for _, s := range secs {
		open, close := "<!-- "+s.name+" -->\n", "<!-- /"+s.name+" -->"
		before, rest, ok := strings.Cut(readme, open)
		if !ok {
			return "", fmt.Errorf("no line %q", strings.TrimSpace(open))
		}
		_, after, ok := strings.Cut(rest, close)
		if !ok {
			return "", fmt.Errorf("no line %q after %q", close, strings.TrimSpace(open))
		}
		readme = before + open + s.text + close + after
	}
	return readme, nil
}
