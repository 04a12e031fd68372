package formats

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestOtherSpacesDetectAndRead: fields apart by an ideographic space
// (U+3000, as on a Chinese or Japanese page), an en space (U+2002) or a
// thin space (U+2009) are fields for detection and reading alike
// (docs/tiebreaks.md, decision 84): the table is detected as the format
// it is written in and read as the same table with spaces. Before the
// clean-up of §3.4 turned them into spaces, detection split at them
// (strings.Fields) and the readers did not: the grid was detected and then
// refused ("No grid rows were found"), the crosstable not detected.
func TestOtherSpacesDetectAndRead(t *testing.T) {
	gap := regexp.MustCompile(`(\S)(  +)(\S)`)
	for _, tc := range []struct {
		name string
		one  bool // also with one such space for a gap (a reader that tokenises; a chess-results crosstable needs gaps of two, §7)
	}{{"x-grid-ita-2009.txt", true}, {"x-us-sample.txt", true}, {"x-cr-sample-tb.txt", false}} {
		text := string(readFile(t, tc.name))
		want, wrep, err := ReadString(text, Options{FileName: tc.name})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for _, sp := range []string{"\u3000", "\u2002", "\u2009"} {
			alts := []string{replaceGaps(gap, text, func(g string) string { return strings.Repeat(sp, len(g)) })}
			if tc.one {
				alts = append(alts, replaceGaps(gap, text, func(string) string { return sp }))
			}
			for _, alt := range alts {
				if alt == text {
					t.Fatalf("%s: no gap replaced", tc.name)
				}
				got, rep, err := ReadString(alt, Options{FileName: tc.name})
				if err != nil {
					t.Errorf("%s with %U between fields: %v", tc.name, []rune(sp)[0], err)
					continue
				}
				if rep.Format != wrep.Format {
					t.Errorf("%s with %U: detected %v, want %v", tc.name, []rune(sp)[0], rep.Format, wrep.Format)
				}
				if g, w := playersText(got.Players), playersText(want.Players); g != w {
					t.Errorf("%s with %U: read\n%s\nwant\n%s", tc.name, []rune(sp)[0], g, w)
				}
			}
		}
	}
}

// replaceGaps replaces each gap of two or more spaces between fields of
// text with to(gap); a name's single space stays.
func replaceGaps(gap *regexp.Regexp, text string, to func(string) string) string {
	for range 2 { // matches overlap at one-character fields
		text = gap.ReplaceAllStringFunc(text, func(m string) string {
			sm := gap.FindStringSubmatch(m)
			return sm[1] + to(sm[2]) + sm[3]
		})
	}
	return text
}

// playersText is each player's number, name, rating, points and rounds
// (kind, opponent, colour), a line each: what was read, not where.
func playersText(ps []engine.Player) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, "%d %q %d %v:", p.StartNo, p.Name, p.Rating, p.DeclaredPoints)
		for _, r := range p.Rounds {
			fmt.Fprintf(&b, " %v/%d/%v", r.Kind, r.Opponent, r.Colour)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
