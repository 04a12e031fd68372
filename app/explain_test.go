package app

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
)

// read2009 reads the 2009 championship.
func read2009(t *testing.T) *engine.Event {
	t.Helper()
	data, err := os.ReadFile("../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := formats.Read(data, formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// explainHTML renders the explanation of column col of participant start
// under the list.
func explainHTML(t *testing.T, ev *engine.Event, list []string, start, col int, lang string) (string, engine.Result) {
	t.Helper()
	st, row, err := Explain(ev, State{ListSet: true, List: list}, start, col)
	if err != nil {
		t.Fatal(err)
	}
	x := &ExplainPanel{Lang: lang, Key: st.TieBreaks[col].Key, Group: st.TieBreaks[col].Row().Group, Col: col, Row: row, Event: ev}
	mount(t, x)
	return app.HTMLString(x), row.Values[col]
}

// TestDEShowsGamesAndSteps puts DE first on the 2009 championship: each
// step lists the games between the members, and each member's points in
// the group are the sum of that member's points in them; a split names the
// order it gives, never an empty "Split:".
func TestDEShowsGamesAndSteps(t *testing.T) {
	ev := read2009(t)
	for _, start := range []int{3, 1, 6, 10, 11} {
		html, res := explainHTML(t, ev, []string{"DE", "SB"}, start, 0, "en")
		ex := res.Explanation()
		if ex == nil || len(ex.Steps()) == 0 {
			t.Fatalf("#%d: no steps", start)
		}
		for _, s := range ex.Steps() {
			if len(s.Games) == 0 {
				t.Errorf("#%d: a step without games: %+v", start, s)
			}
			for j, m := range s.Group {
				var sum engine.Value
				for _, g := range s.Games {
					if g.A == m {
						sum = sum.Add(g.PointsA)
					}
					if g.B == m {
						sum = sum.Add(g.PointsB)
					}
				}
				if sum.Cmp(s.Values[j]) != 0 {
					t.Errorf("#%d: member %d has %s in the group, its games give %s", start, m, s.Values[j], sum)
				}
			}
			if s.Outcome == "split" && len(s.Parts) < 2 {
				t.Errorf("#%d: a split into %v", start, s.Parts)
			}
		}
		want := []string{"Games between the members", " › "}
		if start == 3 || start == 1 {
			want = append(want, "Ortega, Lexy", "Godena, Michele")
		}
		for _, want := range want {
			if !strings.Contains(html, want) {
				t.Errorf("#%d: the DE explanation lacks %q", start, want)
			}
		}
		lines := report.GroupArithmetic("en", ex, res, start)
		if len(lines) != 1 {
			t.Errorf("#%d: no closing line for DE = %s", start, res)
		} else {
			// That it adds up: report's TestGroupArithmeticAddsUp.
			if !strings.Contains(html, "Points against the others of the group") {
				t.Errorf("#%d: the closing line is not shown", start)
			}
		}
		if strings.Contains(html, "Split:</p>") || strings.Contains(html, "No derivation") {
			t.Errorf("#%d: an empty split or no derivation:\n%s", start, html)
		}
	}
	// DE last, after SB has split every tie: it says why it has no value.
	html, res := explainHTML(t, ev, strings.Split("SB,KS,PS,ARO,TPR,WIN,BPG,DE", ","), 3, 7, "it")
	if res.Defined || !strings.Contains(html, i18n.T("it", "explain.notreached")) || strings.Contains(html, i18n.T("it", "explain.none")) {
		t.Errorf("DE last: %v\n%s", res, html)
	}
}

// TestExplanationColumns checks that each code shows the columns of its
// definition and no column of zeros: a colour for BPG, ratings and the
// rating-difference table for TPR, running totals for PS, the limit for
// KS, the expected scores for PTP; and no "Raw" column of zeros.
func TestExplanationColumns(t *testing.T) {
	ev := read2009(t)
	list := []string{"SB", "KS", "PS", "ARO", "TPR", "WIN", "BPG", "PTP", "APPO", "AOB"}
	for col, c := range []struct {
		want, not []string
	}{
		{want: []string{"Opp. score", "3.25 + 3.25 + 7.5"}, not: []string{">Raw<"}},
		{want: []string{"Koya limit: 5.5", "Sum of the contributions: 0.5 + 0.5 + 1 + 0.5 + 0 + 0.5 = 3"}, not: []string{">Raw<"}},
		{want: []string{"Running total", "Sum of the running totals: 0.5 + 1 + 2 + 2.5 + 3.5 + 4.5 + 5.5 + 5.5 + 6.5 + 7 + 7.5 = 46"}, not: []string{">Raw<"}},
		{want: []string{">Rating<", "27060 ÷ 11 = 2460", "Rounded half up: 2460"}, not: []string{">Raw<"}},
		{want: []string{">Rating<", "= 27060", "ARO = 2460", "68 %", "+133", "TPR = ARO + dp = 2460 + 133 = 2593", "Rating-difference table"}, not: []string{">Raw<", "Sum 2460"}},
		{want: []string{"Count: 1 + 1 + 1 + 1 + 1 = 5"}, not: []string{">Raw<"}},
		{want: []string{">Colour<", ">White<", ">Black<", "Count: 1 + 1 + 1 + 1 + 1 = 5"}, not: []string{">Raw<"}},
		{want: []string{">Rating<", ">Difference<", ">Expected<", "the lowest rating that reaches the score"}, not: []string{">Raw<"}},
		{want: []string{"Opp. performance", "÷ 11"}, not: []string{">Raw<"}},
		{want: []string{"Opp. Buchholz", "÷ 11"}, not: []string{">Raw<", "Opp. score"}},
	} {
		html, res := explainHTML(t, ev, list, 3, col, "en")
		for _, w := range c.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s (%s): lacks %q", list[col], res, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(html, w) {
				t.Errorf("%s (%s): shows %q", list[col], res, w)
			}
		}
	}
}

// TestExplanationInTheLanguagesNumbers renders the explanations of the
// 2009 championship in Italian and Spanish: every number of the dialog
// (the title's value, the opponents' scores, the contributions, the
// limit, the expected scores, the closing arithmetic) is written with a
// decimal comma, never a decimal point (the articles' points, "C.07 9.1",
// are no decimal marks), as the standings write it; in English with a
// point.
func TestExplanationInTheLanguagesNumbers(t *testing.T) {
	ev := read2009(t)
	list := []string{"SB", "KS", "PS", "ARO", "TPR", "PTP", "APPO", "AOB", "OBH"}
	article := regexp.MustCompile(`C\.07 \d+(\.\d+)?|§\d+(\.\d+)*`)
	tag := regexp.MustCompile(`<[^>]*>`)
	point, comma := regexp.MustCompile(`\d\.\d`), regexp.MustCompile(`\d,\d`)
	for _, lang := range []string{"it", "es", "en", "de"} {
		var commas int
		for col := range list {
			html, res := explainHTML(t, ev, list, 3, col, lang)
			text := article.ReplaceAllString(tag.ReplaceAllString(html, " "), "")
			if lang == "en" {
				if m := comma.FindString(text); m != "" {
					t.Errorf("en %s (%s): %q with a decimal comma", list[col], res, m)
				}
				continue
			}
			if m := point.FindString(text); m != "" {
				i := strings.Index(text, m)
				t.Errorf("%s %s (%s): %q with a decimal point in …%s…", lang, list[col], res, m, text[max(0, i-60):min(len(text), i+40)])
			}
			commas += len(comma.FindAllString(text, -1))
		}
		if lang != "en" && commas == 0 {
			t.Errorf("%s: no decimal comma in the explanations", lang)
		}
	}
	html, _ := explainHTML(t, ev, list, 3, 0, "it")
	for _, w := range []string{"3,25 + 3,25 + 7,5", "= 37,75 (C.07 9.1)"} {
		if !strings.Contains(html, w) {
			t.Errorf("SB in Italian lacks %q", w)
		}
	}
}
