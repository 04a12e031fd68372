package app

import (
	"reflect"
	"testing"
)

// TestExportActions: the buttons are exportActions filtered, in their
// order: the TRF only for an event that has one, in an exercise only the
// print and the share (the TRF's rank field is the computed order).
func TestExportActions(t *testing.T) {
	for _, c := range []struct {
		trf, exercise bool
		want          []string
	}{
		{true, false, []string{ActionCSV, ActionJSON, ActionTRF, ActionCopy, ActionPrint, ActionShare, ActionCompare}},
		{false, false, []string{ActionCSV, ActionJSON, ActionCopy, ActionPrint, ActionShare, ActionCompare}},
		{true, true, []string{ActionPrint, ActionShare}},
		{false, true, []string{ActionPrint, ActionShare}},
	} {
		if got := (&Exports{HasTRF: c.trf, Exercise: c.exercise}).actions(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("TRF %v, exercise %v: %v, want %v", c.trf, c.exercise, got, c.want)
		}
	}
}
