package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
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

// parseTyped reads a number typed with a decimal point or comma.
func parseTyped(s string) (engine.Value, bool) {
	return engine.ParseValue(strings.ReplaceAll(strings.TrimSpace(s), ",", "."))
}

// Hint returns, in lang, where a wrong value most likely went wrong, from
// the value's explanation: the round whose contribution is the
// difference (missing, counted though cut, or counted twice), or the round
// whose opponent counts at an adjusted score other than his raw score when
// that explains it; otherwise it asks to go through the rounds in order.
func Hint(lang string, typed string, ex *engine.Explanation, right engine.Value) string {
	t, ok := parseTyped(typed)
	if !ok || ex == nil {
		return i18n.T(lang, "exercise.hint.none")
	}
	diff := t.Sub(right)
	abs := diff
	if abs.Sign() < 0 {
		abs = abs.Mul(engine.IntValue(-1))
	}
	for _, e := range ex.Elements {
		if e.Contribution.Sign() == 0 || e.Contribution.Cmp(abs) != 0 {
			continue
		}
		switch {
		case !e.Counted && diff.Sign() > 0:
			return i18n.T(lang, "exercise.hint.cut", e.Round, e.Contribution.String())
		case e.Counted && diff.Sign() < 0:
			return i18n.T(lang, "exercise.hint.missing", e.Round, e.Contribution.String())
		case e.Counted:
			return i18n.T(lang, "exercise.hint.twice", e.Round, e.Contribution.String())
		}
	}
	for _, e := range ex.Elements {
		if !e.Counted || e.Raw.Cmp(e.Score) == 0 || e.Score.Sign() == 0 {
			continue
		}
		// the contribution with the raw score instead of the counted one
		alt := e.Contribution.Mul(e.Raw).Div(e.Score)
		if alt.Sub(e.Contribution).Cmp(diff) == 0 {
			return i18n.T(lang, "exercise.hint.adjusted", e.Round, e.Score.String(), e.Raw.String())
		}
	}
	return i18n.T(lang, "exercise.hint.none")
}

// ExerciseFile is the small file a student saves his answers in.
func ExerciseFile(s State) ([]byte, error) {
	return json.MarshalIndent(struct {
		Example string            `json:"example,omitempty"`
		List    []string          `json:"tiebreaks,omitempty"`
		Typed   map[string]string `json:"answers"`
	}{s.Example, s.List, s.Typed}, "", "  ")
}
