package scan

import "testing"

// TestRatingRank: the order of the rating columns of decision 91
// (docs/tiebreaks.md): TWZ, then the international rating and the bare
// rating headings in every language, then the national ones; a heading
// is compared as HeaderRole compares it. Every heading it ranks is a
// rating heading of HeaderWords.
func TestRatingRank(t *testing.T) {
	for h, want := range map[string]int{
		"TWZ": 0, "twz.": 0,
		"Elo": 1, "ELO": 1, "FIDE": 1, "Elo FIDE": 1, "Elo  FIDE": 1, "FIDE Elo": 1, "RtgI": 1, "Elo int": 1,
		"Rtg": 1, "Rating": 1, "*ELO *": 1, "Рейтинг": 1, "Рейт.": 1, "Эло": 1, "Ело": 1, "等级分": 1,
		"DWZ": 2, "NWZ": 2, "RtgN": 2, "Rtg nat": 2, "Elo nat": 2, "Elo nac": 2, "KNSB": 2, "LOK": 2,
	} {
		if got := RatingRank(h); got != want {
			t.Errorf("RatingRank(%q) = %d, want %d", h, got, want)
		}
		if r := HeaderRole(h); r != "rating" {
			t.Errorf("HeaderRole(%q) = %q, want rating", h, r)
		}
	}
}
