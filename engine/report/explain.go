package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// Explain writes, in plain words and in lang (a language of i18n.Languages), how every
// value of the participant with the given start number was derived. The
// standings must have been computed with Options.Explain set to that start
// number (or engine.ExplainAll).
func Explain(w io.Writer, st *engine.Standings, start int, lang string) error {
	var row *engine.Row
	for i := range st.Rows {
		if st.Rows[i].Player.StartNo == start {
			row = &st.Rows[i]
		}
	}
	if row == nil {
		return engine.Coded(msg.ErrExplainStart, start)
	}
	var b strings.Builder
	p := row.Player
	x := explainer{lang}
	edName := st.Edition.Name()
	if lang != "en" {
		edName = i18n.T(lang, "edition."+st.Edition.String())
	}
	b.WriteString(x.t("head", p.StartNo, p.Name, row.Points.Format(1), row.Rank, st.Edition, edName) + "\n")
	for j, d := range st.TieBreaks {
		r := row.Values[j]
		val := r.String()
		if !r.Defined {
			val = x.t("undefined")
		}
		fmt.Fprintf(&b, "\n%s = %s\n", d.Key, val)
		ex := r.Explanation()
		if ex == nil {
			if !r.Defined && d.Row().Group {
				b.WriteString("  " + x.t("notapplied") + "\n")
			}
			continue
		}
		if ex.Article != "" {
			fmt.Fprintf(&b, "  (%s, %s)\n", ex.Article, ex.Edition)
		}
		for _, e := range ex.Elements() {
			b.WriteString("  " + x.element(e, ex.Edition, ex.Scores()) + "\n")
		}
		for _, s := range ex.Steps() {
			b.WriteString("  " + x.step(s) + "\n")
		}
		b.WriteString(x.closing(ex.Detail, val))
		for _, n := range ex.Notes {
			b.WriteString("  " + x.t("note", n.Text(lang)) + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// closing returns the lines after the elements of a detail: the total of
// a sum (and the limit of KS), the average of a mean, the performance of
// TPR; "" for a detail without (a group operation). A perfect
// performance closes like an average of its ratings; it has no sum of its
// own, so the sum shown is 0.
func (x explainer) closing(d engine.Detail, val string) string {
	line := func(name string, args ...any) string { return "  " + x.t(name, args...) + "\n" }
	total := func(els []engine.Element, sum engine.Value) string {
		if len(els) == 0 {
			return ""
		}
		return line("total", sum)
	}
	switch d := d.(type) {
	case *engine.SumDetail:
		return total(d.Elements, d.Total)
	case *engine.KoyaDetail:
		s := total(d.Elements, d.Total)
		if d.Limit != (engine.Value{}) {
			s += line("koya", d.Limit)
		}
		return s
	case *engine.MeanDetail:
		if d.Count == 1 { // one term, in the singular
			return line("mean.one", d.Sum, val)
		}
		if d.Count > 0 {
			return line("mean", d.Sum, d.Count, val)
		}
		return total(d.Elements, d.Sum)
	case *engine.PerformanceDetail:
		if d.Count == 1 { // one game, in the singular
			return line("tpr.one", d.Sum, d.Mean, d.Percent, d.Dp, val)
		}
		if d.Count > 0 {
			return line("tpr", d.Sum, d.Count, d.Mean, d.Percent, d.Dp, val)
		}
		return total(d.Elements, d.Sum)
	case *engine.PerfectDetail:
		if d.Count == 1 {
			return line("mean.one", engine.Value{}, val)
		}
		if d.Count > 0 {
			return line("mean", engine.Value{}, d.Count, val)
		}
		return total(d.Elements, engine.Value{})
	}
	return ""
}

// explainer words the explanations in one language: the sentences are
// the catalogues' "report.explain."+name; the names of results, colours
// and cuts are the page's in Italian and Spanish, the engine's in English.
type explainer struct{ lang string }

// t returns the sentence name with args.
func (x explainer) t(name string, args ...any) string {
	return i18n.T(x.lang, "report.explain."+name, args...)
}

func (x explainer) kind(k engine.Kind) string {
	if x.lang == "en" {
		return k.String()
	}
	return i18n.KindText(x.lang, k)
}

func (x explainer) colour(c engine.Colour) string {
	return i18n.ColourText(x.lang, c)
}

// element renders one element in plain words.
func (x explainer) element(e engine.Element, ed engine.Edition, scores engine.Scores) string {
	var b strings.Builder
	fmt.Fprintf(&b, "R%d %s", e.Round, x.kind(e.Kind))
	if e.Colour == engine.White || e.Colour == engine.Black {
		b.WriteString(x.t("with", x.colour(e.Colour)))
	}
	vs := func() {
		if e.Opponent > 0 {
			b.WriteString(x.t("vs", e.Opponent))
		}
	}
	switch {
	case scores == engine.ScoresRunning:
		vs()
		b.WriteString(x.t("running", e.Score))
	case scores == engine.ScoresRating || scores == engine.ScoresPerformance:
		word := x.t("rating")
		if scores == engine.ScoresPerformance {
			word = x.t("performance")
		}
		b.WriteString(x.t("vs", e.Opponent) + " (" + word + " " + e.Score.String())
		if e.Expected.Sign() != 0 || e.Diff != 0 {
			b.WriteString(x.t("expected", e.Diff, e.Expected))
		}
		b.WriteString(")")
	case scores == engine.ScoresNone:
		vs()
	case e.Source == engine.SourceGame:
		if e.Opponent > 0 {
			vs()
			if e.Raw.Cmp(e.Score) != 0 {
				b.WriteString(x.t("raw", e.Raw, x.valueWord(ed), e.Score))
			} else if e.Score.Sign() != 0 || e.Raw.Sign() != 0 {
				fmt.Fprintf(&b, " (%s)", e.Score)
			}
		}
	default:
		b.WriteString(x.unplayed(e))
	}
	b.WriteString(x.t("points", e.Points, e.Contribution))
	if e.VUR {
		b.WriteString(x.t("vur"))
	}
	switch {
	case e.Cut != engine.NotCut && x.lang == "en":
		fmt.Fprintf(&b, " — cut (%s)", e.Cut)
	case e.Cut != engine.NotCut:
		b.WriteString(" — " + i18n.CutText(x.lang, e.Cut))
	case !e.Counted:
		b.WriteString(x.t("notcounted"))
	}
	return b.String()
}

// unplayed renders what stands for an own unplayed round: the dummy, the
// virtual opponent, oneself, a zero, half the own score, or the own score
// for a round robin's forfeit win (swissmanager).
func (x explainer) unplayed(e engine.Element) string {
	switch e.Source {
	case engine.SourceDummy:
		s := x.t("dummy", e.Raw)
		switch {
		case e.Capped:
			s += x.t("capped", e.CapRule, e.Cap)
		case e.CapRule != "":
			s += x.t("notbinding", e.CapRule, e.Cap)
		}
		return s + " → " + e.Score.String()
	case engine.SourceVirtual:
		return x.t("virtual", e.Raw, e.Score)
	case engine.SourceSelf:
		return x.t("self", e.Score)
	case engine.SourceZero:
		return x.t("zero")
	case engine.SourceHalfOwn:
		return x.t("halfown", e.Raw, e.Score)
	case engine.SourceOwnForfeit:
		return x.t("vs", e.Opponent) + x.t("ownforfeit", e.Score, e.Raw)
	}
	return ""
}

// step renders one step of a group operation.
func (x explainer) step(s engine.Step) string {
	var parts []string
	for i, g := range s.Group {
		p := fmt.Sprintf("%d: %s", g, s.Values[i])
		if s.Max != nil {
			p += x.t("max", s.Max[i])
		}
		parts = append(parts, p)
	}
	outcome := s.Outcome
	if x.lang != "en" && outcome != "" {
		outcome = strings.TrimSuffix(i18n.T(x.lang, "step.outcome."+s.Outcome), ":")
	}
	out := x.t("group", joinInts(s.Group), s.Rule, strings.Join(parts, ", "), outcome)
	if len(s.Fixed) > 0 {
		out += x.t("placed", joinInts(s.Fixed))
	}
	for i, p := range s.Parts {
		if i == 0 {
			out += x.t("order")
		} else {
			out += " >"
		}
		out += " " + strings.ReplaceAll(joinInts(p), ", ", " = ")
	}
	if len(s.Games) > 0 {
		games := make([]string, len(s.Games))
		for i, g := range s.Games {
			games[i] = fmt.Sprintf("R%d %d %s-%s %d", g.Round, g.A, g.PointsA, g.PointsB, g.B)
		}
		out += x.t("games", strings.Join(games, ", "))
	}
	return out
}

// valueWord names an opponent's counted score under an edition: the 16.3
// adjusted score in the FIDE editions, the value as an opponent otherwise.
func (x explainer) valueWord(ed engine.Edition) string {
	if ed.CountsAdjustedScore() {
		return x.t("adjusted")
	}
	return x.t("asopponent")
}
