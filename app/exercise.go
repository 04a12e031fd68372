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
// point or comma.
func CheckTyped(typed string, r engine.Result) Mark {
	v, ok := parseTyped(typed)
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

// parseTyped reads a number typed with a decimal point or comma, or with
// a half written the way chess writes it ("½", "37½", "37 ½").
func parseTyped(s string) (engine.Value, bool) {
	return engine.ParseValue(normNumber(s))
}

// normNumber turns a number as people type it into the engine's notation:
// the decimal comma becomes a point and a trailing "½" a half ("37½" →
// "37.5", "½" → "0.5"). Anything else is left for ParseValue to refuse.
func normNumber(s string) string {
	s = strings.TrimSpace(s)
	if whole, ok := strings.CutSuffix(s, "½"); ok {
		whole = strings.TrimSpace(whole)
		switch {
		case whole == "":
			return "0.5"
		case strings.ContainsAny(whole, ".,½"):
			return s // "37,5½": not a number
		case strings.HasPrefix(whole, "-"):
			return whole + ".5" // "-1½" is -1.5
		}
		return whole + ".5"
	}
	return strings.ReplaceAll(s, ",", ".")
}

// Hint returns, in lang, the hints of Hints in one text.
func Hint(lang string, typed string, ex *engine.Explanation, right engine.Value) string {
	return strings.Join(Hints(lang, typed, ex, right), " ")
}

// Hints returns, in lang, every explanation of a wrong value found in the
// value's derivation, one sentence each: the rounds whose contribution is
// the difference (missing, counted though cut, or counted twice; all of
// them when several have that contribution), and the rounds whose opponent
// counts at an adjusted score other than his raw score when that explains
// it. Typed text that is not a number gets its own sentence; a difference
// nothing explains asks to go through the rounds in order.
func Hints(lang string, typed string, ex *engine.Explanation, right engine.Value) []string {
	t, ok := parseTyped(typed)
	if !ok {
		return []string{i18n.T(lang, "exercise.nan")}
	}
	if ex == nil {
		return []string{i18n.T(lang, "exercise.hint.none")}
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
