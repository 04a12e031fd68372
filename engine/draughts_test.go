package engine

import "testing"

// TestSpec1494Barq is the barq table of §14.9.4 (derived): BARQ and
// BARQ/C1 of the 16-player FIDE exercise, whatever the global edition.
func TestSpec1494Barq(t *testing.T) {
	barq := "12.5 13.0 15.5 13.25 8.5 10.5 14.5 13.5 8.5 13.0 12.5 8.5 14.0 11.0 12.0 12.5"
	c1 := "11.0 12.0 13.0 11.75 7.5 9.5 12.5 12.0 7.75 11.5 11.0 7.5 12.0 10.0 11.0 11.0"
	for _, ed := range []Edition{Fide2024, Barq, Italian} {
		v := values(t, heldSwiss(t, "2024/05/01"), ed, "BARQ,BARQ/C1")
		if got := join(col(v, 0)); got != barq {
			t.Errorf("%s BARQ:\n got %s\nwant %s", ed, got, barq)
		}
		if got := join(col(v, 1)); got != c1 {
			t.Errorf("%s BARQ/C1:\n got %s\nwant %s", ed, got, c1)
		}
	}
}
