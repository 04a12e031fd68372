package engine

// dpTable is FIDE B.02 table 1 for p = 0.50 … 1.00 (index = whole percent − 50).
var dpTable = [51]int{0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800}

// dp returns the rating difference for a whole percentage 0–100 (FIDE B.02
// table 1; p < 50 gives −dp(100 − p)).
func dp(p int) int {
	if p < 0 {
		p = 0
	}
	if p > 100 {
		p = 100
	}
	if p >= 50 {
		return dpTable[p-50]
	}
	return -dpTable[50-p]
}

// pdBands are the upper ends of the rating-difference bands of FIDE B.02
// table 2; band k gives the higher-rated player an expected score of
// 0.50 + k/100.
var pdBands = [...]int{3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735}

// pdHigh holds the expected score, in hundredths, of the higher-rated
// player for a difference of 0 … 800 points.
var pdHigh [801]int

func init() {
	k := 0
	for d := 0; d <= 800; d++ {
		for k < len(pdBands) && d > pdBands[k] {
			k++
		}
		pdHigh[d] = 50 + k
	}
}

// expected returns, in hundredths, the expected score of a player rated own
// against an opponent rated opp (docs/tiebreaks.md Appendix A, full scale, no 400 cut).
func expected(own, opp int) int {
	d := opp - own
	if d > 800 {
		d = 800
	}
	if d < -800 {
		d = -800
	}
	if d <= 0 {
		return pdHigh[-d]
	}
	return 100 - pdHigh[d]
}

// RatingDifference returns dp for a whole percentage score p (0–100), as
// C.07 10.2 takes it from FIDE B.02 table 1, for explanations.
func RatingDifference(p int) int { return dp(p) }
