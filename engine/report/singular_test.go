package report

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestExplainOneInSingular: the plain-text explanation closes an average
// over one term and a performance over one game in the singular ("over 1
// game", "su 1 partita"; it said "over 1 games").
func TestExplainOneInSingular(t *testing.T) {
	mean := &engine.MeanDetail{Sum: engine.IntValue(2000), Count: 1}
	perf := &engine.PerformanceDetail{Sum: engine.IntValue(2000), Count: 1, Mean: engine.IntValue(2000), Percent: 100, Dp: 800}
	for _, c := range []struct{ lang, mean, perf string }{
		{"en", "Sum 2000 over 1 term;", "Ratings sum to 2000 over 1 game;"},
		{"it", "Somma 2000 su 1 termine;", "Somma degli Elo 2000 su 1 partita;"},
		{"es", "Suma 2000 en 1 término;", "Los Elo suman 2000 en 1 partida;"},
		{"de", "Summe 2000 aus 1 Term;", "Die Wertungszahlen ergeben zusammen 2000 aus 1 Partie;"},
	} {
		x := explainer{lang: c.lang}
		if got := x.closing(mean, "2000"); !strings.Contains(got, c.mean) {
			t.Errorf("%s: the average closes %q, want %q in it", c.lang, got, c.mean)
		}
		if got := x.closing(perf, "2800"); !strings.Contains(got, c.perf) || !strings.Contains(got, "TPR = 2800") {
			t.Errorf("%s: the performance closes %q, want %q in it", c.lang, got, c.perf)
		}
		if got := x.closing(&engine.PerfectDetail{Count: 1}, "2000"); !strings.Contains(got, " 1 ") || strings.Contains(got, "1 terms") {
			t.Errorf("%s: the perfect performance closes %q", c.lang, got)
		}
	}
}
