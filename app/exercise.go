package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// Exercise mode: the values are hidden; the student types his own in the
// cells, and the page marks each one right or wrong and, for a wrong one,
// points at the round he most likely got wrong. The answers live in the
// state (State.Typed), so a share link and the page's saved state keep
// them; nothing leaves the browser.

// typedKey is the key of a typed value in State.Typed: "START/COL".
func typedKey(start, col int) string { return strconv.Itoa(start) + "/" + strconv.Itoa(col) }

// Mark is how a typed value compares with the computed one.
type Mark uint8

// Marks of a typed value.
const (
	MarkEmpty  Mark = iota // nothing typed
	MarkRight              // the value, exactly (any number of trailing zeros)
	MarkWrong              // another number
	MarkUnread             // not a number
)

// CheckTyped compares a typed value with a result: exact, with the decimal
// point or comma (Reading.Check with no language, not a rating).
func CheckTyped(typed string, r engine.Result) Mark { return Reading{}.Check(typed, r) }

// Reading is how a value typed in the exercise is read: in the page's
// language Lang, and whether the value is a Rating (a rating tie-break, or
// a round's contribution to one: whole rating points). In a rating the
// language's thousands separator between groups of three digits is read
// as one ("2.586" on the Italian page is 2586), since no rating value is a
// fraction of a point below ten; elsewhere a point or a comma is the
// decimal mark (docs/tiebreaks.md §14.7, decision 75).
type Reading struct {
	Lang   string
	Rating bool
}

// Check compares typed, read as rd says, with a result: exact.
func (rd Reading) Check(typed string, r engine.Result) Mark {
	v, ok := rd.Parse(typed)
	switch {
	case strings.TrimSpace(typed) == "":
		return MarkEmpty
	case !ok:
		return MarkUnread
	case r.Defined && r.Vector() == nil && v.Cmp(r.Value) == 0:
		return MarkRight
	}
	return MarkWrong
}

// Parse reads a number typed with a decimal point or comma, with a half
// or a quarter written the way chess writes them ("½", "36¼", "36 ¾"),
// and in a rating with the language's thousands separator.
func (rd Reading) Parse(s string) (engine.Value, bool) {
	s = strings.TrimSpace(s)
	if rd.Rating {
		s = thousands(rd.Lang, s)
	}
	return engine.ParseValue(normNumber(s))
}

// parseTyped reads a number typed with a decimal point or comma, or with
// a half or a quarter written the way chess writes them.
func parseTyped(s string) (engine.Value, bool) { return Reading{}.Parse(s) }

// thousands rewrites a number written with the thousands separator of
// lang (a point in Italian and Spanish, a comma in English) between
// groups of exactly three digits, and optionally the decimal mark of lang
// and decimals, as the engine's notation: "2.586" → "2586", "2.452,9" →
// "2452.9" in Italian, "2,586" → "2586" in English. Anything else is
// returned as it is.
func thousands(lang, s string) string {
	sep, dec := ",", "."
	if decimalComma(lang) {
		sep, dec = ".", ","
	}
	sign, rest := "", s
	if strings.HasPrefix(rest, "-") {
		sign, rest = "-", rest[1:]
	}
	whole, frac, hasFrac := strings.Cut(rest, dec)
	groups := strings.Split(whole, sep)
	if len(groups) < 2 || len(groups[0]) < 1 || len(groups[0]) > 3 || !digits(groups[0]) {
		return s
	}
	for _, g := range groups[1:] {
		if len(g) != 3 || !digits(g) {
			return s
		}
	}
	out := sign + strings.Join(groups, "")
	if hasFrac {
		if frac == "" || !digits(frac) {
			return s
		}
		out += "." + frac
	}
	return out
}

// digits reports whether s is made of ASCII digits only.
func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// fractions are the fractions chess writes after a whole number ("36½",
// "36¼", "36¾"), in the engine's notation.
var fractions = []struct{ sign, dec string }{{"½", "5"}, {"¼", "25"}, {"¾", "75"}}

// normNumber turns a number as people type it into the engine's notation:
// the decimal comma becomes a point and a trailing "½", "¼" or "¾" a half
// or a quarter ("37½" → "37.5", "36¼" → "36.25", "½" → "0.5"). Anything
// else is left for ParseValue to refuse.
func normNumber(s string) string {
	s = strings.TrimSpace(s)
	for _, f := range fractions {
		whole, ok := strings.CutSuffix(s, f.sign)
		if !ok {
			continue
		}
		whole = strings.TrimSpace(whole)
		switch {
		case whole == "":
			return "0." + f.dec
		case whole == "-":
			return "-0." + f.dec
		case strings.ContainsAny(whole, ".,½¼¾"):
			return s // "37,5½": not a number
		}
		return whole + "." + f.dec // "-1½" is -1.5
	}
	return strings.ReplaceAll(s, ",", ".")
}

// Hint returns the hints of Hints in one text.
func Hint(rd Reading, typed string, ex *engine.Explanation, right engine.Value) string {
	return strings.Join(Hints(rd, typed, ex, right), " ")
}

// Hints returns, in lang, every explanation of a wrong value found in the
// value's derivation, one sentence each: the rounds whose contribution is
// the difference (missing, counted though cut, or counted twice; all of
// them when several have that contribution), and the rounds whose opponent
// counts at an adjusted score other than his raw score when that explains
// it. A rating value that differs only by a rounding names the rounding
// the rule asks for (roundingHints). Typed text that is not a number gets
// its own sentence; a difference nothing explains asks to go through the
// rounds in order. The typed text is read as rd says, the hints are in
// rd.Lang.
func Hints(rd Reading, typed string, ex *engine.Explanation, right engine.Value) []string {
	lang := rd.Lang
	t, ok := rd.Parse(typed)
	if !ok {
		return []string{i18n.T(lang, "exercise.nan")}
	}
	if ex == nil {
		return []string{i18n.T(lang, "exercise.hint.none")}
	}
	if h := roundingHints(lang, t, ex, right); len(h) > 0 {
		return h
	}
	diff := t.Sub(right)
	abs := diff
	if abs.Sign() < 0 {
		abs = abs.Mul(engine.IntValue(-1))
	}
	var cut, missing, twice []int
	for _, e := range ex.Elements() {
		if e.Contribution.Sign() == 0 || e.Contribution.Cmp(abs) != 0 {
			continue
		}
		switch {
		case !e.Counted && diff.Sign() > 0:
			cut = append(cut, e.Round)
		case e.Counted && diff.Sign() < 0:
			missing = append(missing, e.Round)
		case e.Counted:
			twice = append(twice, e.Round)
		}
	}
	var out []string
	c := formatAmount(lang, abs)
	for _, k := range []struct {
		one, many string // the keys of one round and of several
		rounds    []int
	}{
		{"exercise.hint.cut", "exercise.hint.cut.n", cut},
		{"exercise.hint.missing", "exercise.hint.missing.n", missing},
		{"exercise.hint.twice", "exercise.hint.twice.n", twice},
	} {
		switch len(k.rounds) {
		case 0:
		case 1:
			out = append(out, i18n.T(lang, k.one, k.rounds[0], c))
		default:
			out = append(out, i18n.T(lang, k.many, roundList(k.rounds), c))
		}
	}
	for _, e := range ex.Elements() {
		if !e.Counted || e.Raw.Cmp(e.Score) == 0 || e.Score.Sign() == 0 {
			continue
		}
		// the contribution with the raw score instead of the counted one
		alt := e.Contribution.Mul(e.Raw).Div(e.Score)
		if alt.Sub(e.Contribution).Cmp(diff) == 0 {
			out = append(out, i18n.T(lang, "exercise.hint.adjusted", e.Round, formatAmount(lang, e.Score), formatAmount(lang, e.Raw)))
		}
	}
	if len(out) == 0 {
		return []string{i18n.T(lang, "exercise.hint.none")}
	}
	return out
}

// roundingHints explains a rating value t that differs from the right
// one only by a rounding (docs/tiebreaks.md §6.16, §6.17; decision 76):
// an average of ratings (ARO, APRO, APPO) typed within a point of the
// exact average, which the rule rounds half up to a whole number; a TPR
// typed within a point of what another rounding of its two roundings
// gives (the opponents' average unrounded, or rounded down or up; the
// percentage rounded down or up, or the dp table interpolated between
// its whole percents), naming the rounding that differs. Nil when t is
// right or the difference is not a rounding.
func roundingHints(lang string, t engine.Value, ex *engine.Explanation, right engine.Value) []string {
	if t.Cmp(right) == 0 {
		return nil
	}
	switch d := ex.Detail.(type) {
	case *engine.MeanDetail:
		if d.Count == 0 || (d.Scores != engine.ScoresRating && d.Scores != engine.ScoresPerformance) {
			return nil
		}
		if mean := d.Sum.Div(engine.IntValue(int64(d.Count))); !mean.IsInt() && withinOne(t, mean) {
			return []string{i18n.T(lang, "exercise.hint.round.mean", ex.Article)}
		}
	case *engine.PerformanceDetail:
		if d.Count == 0 {
			return nil
		}
		n := engine.IntValue(int64(d.Count))
		aro := d.Sum.Div(n)
		score := engine.IntValue(0)
		for _, e := range d.Elements {
			score = score.Add(e.Points)
		}
		pct := score.Mul(engine.IntValue(100)).Div(n)
		aroRight, pRight := engine.IntValue(aro.RoundHalfUp()), int(pct.RoundHalfUp())
		dpRight := engine.IntValue(int64(engine.RatingDifference(pRight)))
		// The other roundings: none of a whole number.
		var aros, dps []engine.Value
		if !aro.IsInt() {
			for _, a := range []engine.Value{aro, engine.IntValue(floorOf(aro)), engine.IntValue(floorOf(aro) + 1)} {
				if a.Cmp(aroRight) != 0 {
					aros = append(aros, a)
				}
			}
		}
		if !pct.IsInt() {
			lo := floorOf(pct)
			dlo, dhi := engine.RatingDifference(int(lo)), engine.RatingDifference(int(lo)+1)
			interp := engine.IntValue(int64(dlo)).Add(pct.Sub(engine.IntValue(lo)).Mul(engine.IntValue(int64(dhi - dlo))))
			for _, v := range []engine.Value{engine.IntValue(int64(dlo)), engine.IntValue(int64(dhi)), interp} {
				if v.Cmp(dpRight) != 0 {
					dps = append(dps, v)
				}
			}
		}
		aroHint := i18n.T(lang, "exercise.hint.round.aro", ex.Article)
		pctHint := i18n.T(lang, "exercise.hint.round.pct", ex.Article)
		for _, a := range aros {
			if withinOne(t, a.Add(dpRight)) {
				return []string{aroHint}
			}
		}
		for _, v := range dps {
			if withinOne(t, aroRight.Add(v)) {
				return []string{pctHint}
			}
		}
		for _, a := range aros {
			for _, v := range dps {
				if withinOne(t, a.Add(v)) {
					return []string{aroHint, pctHint}
				}
			}
		}
	}
	return nil
}

// withinOne reports whether t is less than one point away from v: v
// itself, or v rounded some way to a whole number.
func withinOne(t, v engine.Value) bool {
	d := t.Sub(v)
	if d.Sign() < 0 {
		d = d.Mul(engine.IntValue(-1))
	}
	return d.Cmp(engine.IntValue(1)) < 0
}

// floorOf is the largest whole number not above v.
func floorOf(v engine.Value) int64 {
	q := v.Num() / v.Den()
	if v.Num()%v.Den() != 0 && v.Sign() < 0 {
		q--
	}
	return q
}

// roundList writes round numbers separated by commas.
func roundList(rounds []int) string {
	s := make([]string, len(rounds))
	for i, r := range rounds {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ", ")
}

// exerciseSaved is the small file a student saves his answers in: the
// event (an example's id, or the crosstable itself), the rules and list
// the answers are for, and the answers as typed. "Choose a file…" opens
// it again (ReadExerciseFile).
type exerciseSaved struct {
	Kind      string            `json:"kind"` // exerciseKind
	Example   string            `json:"example,omitempty"`
	Text      string            `json:"crosstable,omitempty"` // when not an example
	Name      string            `json:"file,omitempty"`
	Format    string            `json:"format,omitempty"`
	Questions map[string]string `json:"questions,omitempty"` // the reader's questions answered
	Edition   string            `json:"rules,omitempty"`
	List      []string          `json:"tiebreaks,omitempty"`
	Round     int               `json:"round,omitempty"`
	Typed     map[string]string `json:"answers"`
}

// exerciseKind marks a file of exercise answers.
const exerciseKind = "spareggi-exercise-answers"

// ExerciseFile is the small file a student saves his answers in.
func ExerciseFile(s State) ([]byte, error) {
	f := exerciseSaved{Kind: exerciseKind, Example: s.Example, Edition: s.Edition, List: s.List, Round: s.Round, Typed: s.Typed}
	if s.Example == "" {
		f.Text, f.Name, f.Format, f.Questions = s.Text, s.Name, s.Format, s.Answers
	}
	if f.Typed == nil {
		f.Typed = map[string]string{}
	}
	return json.MarshalIndent(f, "", "  ")
}

// ReadExerciseFile reads a file made by ExerciseFile back into the state
// that shows its answers in exercise mode; ok is false for any other
// file (a crosstable), and err says why a file of answers was refused.
func ReadExerciseFile(text string) (s State, ok bool, err error) {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if !strings.HasPrefix(t, "{") || !strings.Contains(t, `"answers"`) {
		return State{}, false, nil
	}
	var f exerciseSaved
	if json.Unmarshal([]byte(t), &f) != nil || f.Typed == nil || (f.Kind != exerciseKind && f.Kind != "") {
		return State{}, false, nil
	}
	if err := CheckTypedCount(len(f.Typed)); err != nil {
		return State{}, true, err
	}
	if err := engine.CheckTieBreaks(len(f.List)); err != nil {
		return State{}, true, err
	}
	switch {
	case f.Example != "":
		ex, found := ExampleState(f.Example)
		if !found {
			return State{}, false, nil
		}
		s = ex
	case f.Text != "":
		s = State{Text: f.Text, Name: f.Name, Format: f.Format, Answers: f.Questions}
	default:
		return State{}, false, nil
	}
	if f.Edition != "" {
		s.Edition = f.Edition
	}
	if f.List != nil {
		s.List, s.ListSet = f.List, true
	}
	s.Round, s.Exercise, s.Typed = f.Round, true, f.Typed
	return s, true, nil
}

// MaxTyped is the most values typed in exercise mode (a value, or one
// round's contribution to it): the page's own limit (README, Limits), which
// the state read from a link or from the device's storage is held to.
const MaxTyped = 10_000

// CheckTypedCount refuses n typed exercise values past MaxTyped.
func CheckTypedCount(n int) error {
	if n > MaxTyped {
		return engine.Usage(msg.ErrTooManyTyped, n, MaxTyped)
	}
	return nil
}

// markClass is the class of a cell of the exercise with the mark:
// "right", "wrong" (a wrong number or not a number), or "" when empty.
func markClass(mark Mark) string {
	switch mark {
	case MarkRight:
		return "right"
	case MarkWrong, MarkUnread:
		return "wrong"
	}
	return ""
}
