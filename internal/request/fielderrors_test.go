package request

import (
	"errors"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestFieldErrorsCoded: every field a request refuses is refused with a
// declared message (a code and its values, worded in the user's language
// by every front), never an English sentence (issue 32, item 4).
func TestFieldErrorsCoded(t *testing.T) {
	for _, f := range []Fields{
		{Mode: "nonsense"},
		{Mode: "compare", Compare: "fide2024", Preset: "open"},
		{Preset: "nonsense"},
		{Round: "x"},
		{Unrated: "x"},
		{Explain: "x"},
		{Lots: "a,b"},
		{Lots: ";"},
		{Mode: "boards", BoardsMin: "-1"},
		{Mode: "prizes", Prizes: ","},
		{Mode: "compare", Compare: "preset:nonsense"},
		{Mode: "compare", Compare: "nonsense"},
		{Mode: "compare", Compare: ","},
	} {
		_, err := Parse(f)
		if err == nil {
			t.Errorf("%+v: accepted", f)
			continue
		}
		var ce *engine.CodedError
		var re *engine.RangeError // a declared message too (RangeError.Message)
		if !errors.As(err, &ce) && !errors.As(err, &re) {
			t.Errorf("%+v: %v (%T), want a coded error", f, err, errors.Unwrap(err))
		}
	}
}
