package engine

import (
	"reflect"
	"testing"
)

// TestResultEmpty: empty, which zeroes a Result field by field (column
// forget), leaves the zero Result, and knows every field: a field added to
// Result must be added to empty.
func TestResultEmpty(t *testing.T) {
	r := Result{Value: NewValue(7, 3), more: &resultMore{vector: []Value{IntValue(1)}}, Defined: true, Decimals: 2, Tier: 1, Step: 3}
	r.empty()
	if !reflect.DeepEqual(r, Result{}) {
		t.Errorf("after empty: %+v", r)
	}
	if n := reflect.TypeOf(Result{}).NumField(); n != 6 {
		t.Errorf("Result has %d fields, empty knows 6", n)
	}
}
