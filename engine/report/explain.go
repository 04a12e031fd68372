package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// Explain writes, in plain words, how every value of the participant with
// the given start number was derived. The standings must have been computed
// with Options.Explain set to that start number (or engine.ExplainAll).
func Explain(w io.Writer, st *engine.Standings, start int) error {
	var row *engine.Row
	for i := range st.Rows {
		if st.Rows[i].Player.StartNo == start {
			row = &st.Rows[i]
		}
	}
	if row == nil {
		return fmt.Errorf("no participant with start number %d", start)
	}
	var b strings.Builder
	p := row.Player
	fmt.Fprintf(&b, "%d %s: %s points, rank %d. Rules: %s (%s).\n", p.StartNo, p.Name, row.Points.Format(1), row.Rank, st.Edition, st.Edition.Name())
	for j, d := range st.TieBreaks {
		r := row.Values[j]
		val := r.String()
		if !r.Defined {
			val = "undefined"
		}
		fmt.Fprintf(&b, "\n%s = %s\n", d.Key, val)
		ex := r.Explanation()
		if ex == nil {
			if !r.Defined && lookupGroup(d) {
				b.WriteString("  Not applied: the participant was not in a tied group when this criterion was reached.\n")
			}
			continue
		}
		if ex.Article != "" {
			fmt.Fprintf(&b, "  (%s, %s)\n", ex.Article, ex.Edition)
		}
		for _, e := range ex.Elements {
			b.WriteString("  " + elementSentence(e, ex.Edition, ex.Scores) + "\n")
		}
		for _, s := range ex.Steps {
			b.WriteString("  " + stepSentence(s) + "\n")
		}
		switch {
		case ex.Arith == engine.ArithPerformance && ex.Count > 0:
			fmt.Fprintf(&b, "  Ratings sum to %s over %d games; average rounded half up %s; score %d%% gives dp %+d; TPR = %s.\n", ex.Sum, ex.Count, ex.Mean, ex.Percent, ex.Dp, val)
		case ex.Count > 0:
			fmt.Fprintf(&b, "  Sum %s over %d terms; average rounded half up = %s.\n", ex.Sum, ex.Count, val)
		case len(ex.Elements) > 0:
			fmt.Fprintf(&b, "  Total: %s.\n", ex.Sum)
		}
		if ex.Limit != (engine.Value{}) {
			fmt.Fprintf(&b, "  Koya limit: %s points.\n", ex.Limit)
		}
		for _, n := range ex.Notes {
			fmt.Fprintf(&b, "  Note: %s\n", n.Text)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func lookupGroup(d engine.Descriptor) bool {
	for _, c := range engine.Codes() {
		if c.Code == d.Code {
			return c.Group
		}
	}
	return false
}

// elementSentence renders one element in plain words.
func elementSentence(e engine.Element, ed engine.Edition, scores engine.Scores) string {
	var b strings.Builder
	fmt.Fprintf(&b, "R%d %s", e.Round, e.Kind)
	if e.Colour == engine.White || e.Colour == engine.Black {
		fmt.Fprintf(&b, " with %s", map[engine.Colour]string{engine.White: "White", engine.Black: "Black"}[e.Colour])
	}
	switch {
	case scores == engine.ScoresRunning:
		if e.Opponent > 0 {
			fmt.Fprintf(&b, " vs %d", e.Opponent)
		}
		fmt.Fprintf(&b, "; running total %s", e.Score)
	case scores == engine.ScoresRating || scores == engine.ScoresPerformance:
		word := "rating"
		if scores == engine.ScoresPerformance {
			word = "performance"
		}
		fmt.Fprintf(&b, " vs %d (%s %s", e.Opponent, word, e.Score)
		if e.Expected.Sign() != 0 || e.Diff != 0 {
			fmt.Fprintf(&b, ", difference %+d, expected %s", e.Diff, e.Expected)
		}
		b.WriteString(")")
	case scores == engine.ScoresNone:
		if e.Opponent > 0 {
			fmt.Fprintf(&b, " vs %d", e.Opponent)
		}
	case e.Source == engine.SourceGame:
		if e.Opponent > 0 {
			fmt.Fprintf(&b, " vs %d", e.Opponent)
			if e.Raw.Cmp(e.Score) != 0 {
				fmt.Fprintf(&b, " (raw score %s, %s %s)", e.Raw, valueWord(ed), e.Score)
			} else if e.Score.Sign() != 0 || e.Raw.Sign() != 0 {
				fmt.Fprintf(&b, " (%s)", e.Score)
			}
		}
	case e.Source == engine.SourceDummy:
		fmt.Fprintf(&b, ": dummy opponent with own score %s", e.Raw)
		switch {
		case e.Capped:
			fmt.Fprintf(&b, ", capped by %s at %s", e.CapRule, e.Cap)
		case e.CapRule != "":
			fmt.Fprintf(&b, " (the %s cap %s does not bind)", e.CapRule, e.Cap)
		}
		fmt.Fprintf(&b, " → %s", e.Score)
	case e.Source == engine.SourceVirtual:
		fmt.Fprintf(&b, ": virtual opponent (score before the round %s) → %s", e.Raw, e.Score)
	case e.Source == engine.SourceSelf:
		fmt.Fprintf(&b, ": a draw against oneself at %s", e.Score)
	case e.Source == engine.SourceZero:
		b.WriteString(": an opponent with 0 points")
	case e.Source == engine.SourceHalfOwn:
		fmt.Fprintf(&b, ": half of own score %s → %s", e.Raw, e.Score)
	}
	fmt.Fprintf(&b, "; points %s; contributes %s", e.Points, e.Contribution)
	if e.VUR {
		b.WriteString(" [voluntary unplayed round]")
	}
	switch {
	case e.Cut != engine.NotCut:
		fmt.Fprintf(&b, " — cut (%s)", e.Cut)
	case !e.Counted:
		b.WriteString(" — not counted")
	}
	return b.String()
}

// stepSentence renders one step of a group operation.
func stepSentence(s engine.Step) string {
	var parts []string
	for i, g := range s.Group {
		p := fmt.Sprintf("%d: %s", g, s.Values[i])
		if s.Max != nil {
			p += fmt.Sprintf(" (max %s)", s.Max[i])
		}
		parts = append(parts, p)
	}
	out := fmt.Sprintf("Group {%s} by article %s: %s → %s", joinInts(s.Group), s.Rule, strings.Join(parts, ", "), s.Outcome)
	if len(s.Fixed) > 0 {
		out += fmt.Sprintf("; placed: %s", joinInts(s.Fixed))
	}
	for i, p := range s.Parts {
		if i == 0 {
			out += "; order:"
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
		out += "; games: " + strings.Join(games, ", ")
	}
	return out
}

// valueWord names an opponent's counted score under an edition: the 16.3
// adjusted score in the FIDE editions, the value as an opponent otherwise.
func valueWord(ed engine.Edition) string {
	if ed.CountsAdjustedScore() {
		return "adjusted (16.3)"
	}
	return "counted as an opponent"
}
