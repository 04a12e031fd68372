package report

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// arithCodes are the codes whose explanation must end in the arithmetic
// that gives the value, for every participant with a value.
var arithCodes = []string{"WIN", "WON", "BPG", "BWG", "REP", "PS", "BH", "FB", "SB", "KS",
	"ARO", "TPR", "PTP", "APRO", "APPO", "AOB"}

var (
	chainRe = regexp.MustCompile(`(-?\d+(?:\.\d+)?(?: [+−] \d+(?:\.\d+)?)+) = (-?\d+(?:\.\d+)?)`)
	divRe   = regexp.MustCompile(`(-?\d+(?:\.\d+)?) ÷ (\d+) (=|≈) (-?\d+(?:\.\d+)?)`)
	// a decimal point, a decimal comma, and the article closing a line
	// ("(C.07 9.1)", whose points are no decimal marks)
	pointRe   = regexp.MustCompile(`\d\.\d`)
	articleRe = regexp.MustCompile(` \([^()]*\)$`)
	commaRe   = regexp.MustCompile(`(\d),(\d)`)
)

// TestArithmeticAddsUp explains every value of every code on three events
// (a round robin with ratings, a Swiss with byes, a nine-player Swiss) and
// checks, in each language, that every chain "a + b + … = s" in the
// closing lines adds up, that every "s ÷ n = q" divides, and that the last
// number of the last line is the value the table shows.
func TestArithmeticAddsUp(t *testing.T) {
	files := []string{"../../examples/campionato-italiano-2009.trf", "../../testdata/tec-swiss-5-2026.trf", "../../testdata/forlano-9.trf"}
	seen := map[string]int{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ev, _, err := formats.Read(data, formats.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range engine.Codes() {
			if c.Group || c.Code == "LOT" {
				continue
			}
			d, err := engine.ParseDescriptor(c.Code)
			if err != nil {
				t.Fatal(err)
			}
			st, err := engine.Compute(ev, engine.Options{TieBreaks: []engine.Descriptor{d}, Explain: engine.ExplainAll, Lots: nil})
			if err != nil {
				continue // e.g. a rating code on an event without ratings
			}
			for _, row := range st.Rows {
				res := row.Values[0]
				ex := res.Explanation()
				if !res.Defined || ex == nil {
					continue
				}
				for _, l := range i18n.Languages {
					lines := Arithmetic(l, ex, res)
					if len(lines) == 0 {
						if l == "en" && wanted(c.Code) {
							t.Errorf("%s, %s of %d (%s): no arithmetic", f, c.Code, row.Player.StartNo, res)
						}
						continue
					}
					checkLines(t, f+" "+c.Code+" #"+strconv.Itoa(row.Player.StartNo)+" "+l, l, lines, res.String())
					if l == "en" {
						seen[c.Code]++
					}
				}
			}
		}
	}
	for _, c := range arithCodes {
		if seen[c] == 0 {
			t.Errorf("%s: no explanation checked", c)
		}
	}
	t.Logf("values checked per code: %v", seen)
}

func wanted(code string) bool {
	for _, c := range arithCodes {
		if c == code {
			return true
		}
	}
	return false
}

// checkLines checks that the numbers of lines are written with the decimal
// mark of lang (one number format per language: "37,75" in Italian), the
// chains and divisions of lines, and that the last line arrives at value.
func checkLines(t *testing.T, what, lang string, lines []string, value string) {
	t.Helper()
	if i18n.Number(lang).Comma() {
		lines = slices.Clone(lines)
		for i, line := range lines {
			if m := pointRe.FindString(articleRe.ReplaceAllString(line, "")); m != "" {
				t.Errorf("%s: %q writes %q with a decimal point", what, line, m)
			}
			lines[i] = commaRe.ReplaceAllString(line, "$1.$2")
		}
	}
	for _, line := range lines {
		for _, m := range chainRe.FindAllStringSubmatch(line, -1) {
			fields := strings.Fields(m[1])
			sum := dec(t, fields[0])
			for i := 1; i+1 < len(fields); i += 2 {
				if fields[i] == "+" {
					sum = sum.Add(dec(t, fields[i+1]))
				} else {
					sum = sum.Sub(dec(t, fields[i+1]))
				}
			}
			if !sum.Equal(dec(t, m[2])) {
				t.Errorf("%s: %q adds up to %s", what, m[0], sum)
			}
		}
		for _, m := range divRe.FindAllStringSubmatch(line, -1) {
			q := dec(t, m[1]).DivRound(dec(t, m[2]), 2)
			exact := q.Mul(dec(t, m[2])).Equal(dec(t, m[1]))
			if !q.Equal(dec(t, m[4])) || (m[3] == "=") != exact {
				t.Errorf("%s: %q, but the quotient is %s (exact %v)", what, m[0], q, exact)
			}
		}
	}
	last := lines[len(lines)-1]
	if i := strings.LastIndex(last, " ("); i > 0 {
		last = last[:i] // the article
	}
	nums := regexp.MustCompile(`-?\d+(?:\.\d+)?`).FindAllString(last, -1)
	if len(nums) == 0 || !dec(t, nums[len(nums)-1]).Equal(dec(t, value)) {
		t.Errorf("%s: the arithmetic %q does not arrive at the value %s", what, lines, value)
	}
}

func dec(t *testing.T, s string) decimal.Decimal {
	t.Helper()
	d, err := decimal.NewFromString(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return d
}

// TestGroupArithmeticAddsUp: with DE first on the 2009 championship, the
// closing line of each tied player's DE adds up to the value shown.
func TestGroupArithmeticAddsUp(t *testing.T) {
	data, err := os.ReadFile("../../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	list, err := engine.ParseList("DE,SB")
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list, Explain: engine.ExplainAll})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, row := range st.Rows {
		res := row.Values[0]
		for _, l := range i18n.Languages {
			if lines := GroupArithmetic(l, res.Explanation(), res, row.Player.StartNo); len(lines) > 0 {
				checkLines(t, "DE #"+strconv.Itoa(row.Player.StartNo)+" "+l, l, lines, res.String())
				n++
			}
		}
	}
	if n == 0 {
		t.Error("no DE closing line")
	}
}
