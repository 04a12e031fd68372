package engine

import (
	"strings"
	"testing"
)

// TestSpec41OtherPrefix: non-FIDE tie-breaks are exported with OTHER_.
func TestSpec41OtherPrefix(t *testing.T) {
	l, err := ParseList("BH/C1,MM,OTHER_BARQ/C1,KSX/L-1,DE,SEQ,LOT,NS/C1,buchholz:gp/c1,GE,mpvgp,MPTS")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range l {
		got = append(got, d.TRFKey())
	}
	if want := "BH/C1 OTHER_MM OTHER_BARQ/C1 OTHER_KSX/L-1 DE OTHER_SEQ OTHER_LOT SB/C1 BH:GP/C1 REP MPvGP MP"; strings.Join(got, " ") != want {
		t.Errorf("TRF keys %v, want %s", got, want)
	}
}
