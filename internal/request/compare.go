package request

import (
	"errors"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/internal/msg"
)

// Columns turns the items of a comparison into computations based on
// base (docs/tiebreaks.md §12.2): an edition id is the base list under
// that edition; a preset id (or preset:ID) is that preset; anything else
// is a tie-break list whose descriptors are joined by '+'. An edition id
// wins over the preset of the same name (uscf); write preset:uscf for the
// preset. The items are counted before any is read.
func Columns(items string, base engine.Options) ([]compare.Column, error) {
	bad := func(err error) error { return &FieldError{Field: FieldCompare, Err: err, Usage: true} }
	if err := engine.CheckCompare(engine.CountFields(items, func(r rune) bool { return r == ',' })); err != nil {
		return nil, bad(err)
	}
	var cols []compare.Column
	for _, item := range strings.Split(items, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		o := base
		id, isPreset := strings.CutPrefix(item, "preset:")
		if !isPreset {
			if ed, err := engine.ParseEdition(item); err == nil {
				o.Edition = ed
				cols = append(cols, compare.Column{Label: ed.String(), Options: o})
				continue
			}
			isPreset = KnownPreset(item)
		}
		if isPreset {
			if !KnownPreset(id) {
				return nil, bad(engine.Coded(msg.ErrPresetUnknown, id, strings.Join(engine.PresetIDs(), ", ")))
			}
			o.TieBreaks, o.Preset = nil, id
			cols = append(cols, compare.Column{Label: id, Options: o})
			continue
		}
		list, err := engine.ParseList(strings.ReplaceAll(item, "+", ","))
		if err != nil {
			return nil, bad(engine.Coded(msg.ErrCompareItem, item, EditionList(), citeError(err)))
		}
		if list == nil {
			list = []engine.Descriptor{}
		}
		o.TieBreaks, o.Preset = list, ""
		cols = append(cols, compare.Column{Label: strings.Join(engine.Keys(list), "+"), Options: o})
	}
	if len(cols) == 0 {
		return nil, bad(engine.Coded(msg.ErrCompareNothing))
	}
	return cols, nil
}

// EditionList is the ids of the editions a user may choose, separated by
// commas.
func EditionList() string {
	var ids []string
	for _, e := range engine.Editions {
		ids = append(ids, e.String())
	}
	return strings.Join(ids, ", ")
}

// citeError returns err as a value of a message: the citation of its
// message when it is coded (worded in the citing message's language),
// else its text.
func citeError(err error) string {
	var ce *engine.CodedError
	if errors.As(err, &ce) {
		return ce.Message.Cite()
	}
	return err.Error()
}
