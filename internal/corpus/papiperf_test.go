package corpus

import (
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// papiDP is FIDE B.02 table 1 (p = 0.50 … 0.99) as Papi's Perf uses it:
// 677 for a full score, as for 99 % (the table of the FIDE rating
// regulations before 2017, whose 1.00 is 677), not the 800 of today's.
var papiDP = [51]int64{0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 677}

// papiPerformance is the performance the Perf column of Papi's grille is
// reproduced by (docs/formats.md §7.10, decision 67), in exact arithmetic:
// the mean of the opponents' ratings over the games played (forfeits and
// byes left out), each clamped to the player's own rating ± 400 (not for a
// player whose rating is an estimate, E), plus the rating difference of the
// fraction scored, interpolated linearly in papiDP between whole
// percentages (negative below 50 %), rounded half to even; 0 without a
// game.
func papiPerformance(ev *engine.Event, p engine.Player, estimated bool) int64 {
	sum, n, score := big.NewRat(0, 1), int64(0), big.NewRat(0, 1)
	for _, e := range p.Rounds {
		if !e.Kind.Rated() || e.Opponent == 0 {
			continue
		}
		r := int64(ev.Player(e.Opponent).Rating)
		if !estimated {
			r = min(max(r, int64(p.Rating)-400), int64(p.Rating)+400)
		}
		sum.Add(sum, big.NewRat(r, 1))
		n++
		switch e.Kind {
		case engine.Win:
			score.Add(score, big.NewRat(1, 1))
		case engine.Draw:
			score.Add(score, big.NewRat(1, 2))
		}
	}
	if n == 0 {
		return 0
	}
	avg := new(big.Rat).Quo(sum, big.NewRat(n, 1))
	pct := new(big.Rat).Quo(new(big.Rat).Mul(score, big.NewRat(100, 1)), big.NewRat(n, 1)) // 0 … 100
	neg := pct.Cmp(big.NewRat(50, 1)) < 0
	if neg {
		pct.Sub(big.NewRat(100, 1), pct)
	}
	lo := new(big.Int).Quo(pct.Num(), pct.Denom()).Int64() // whole percent, 50 … 100
	dp := big.NewRat(papiDP[lo-50], 1)
	if lo < 100 {
		frac := new(big.Rat).Sub(pct, big.NewRat(lo, 1))
		dp.Add(dp, frac.Mul(frac, big.NewRat(papiDP[lo-49]-papiDP[lo-50], 1)))
	}
	if neg {
		dp.Neg(dp)
	}
	v := avg.Add(avg, dp)
	// Half to even.
	fl := new(big.Int).Div(v.Num(), v.Denom()) // floor (Euclidean for a positive denominator)
	rem := new(big.Rat).Sub(v, new(big.Rat).SetInt(fl))
	switch c := rem.Cmp(big.NewRat(1, 2)); {
	case c > 0, c == 0 && fl.Bit(0) == 1:
		fl.Add(fl, big.NewInt(1))
	}
	return fl.Int64()
}

// TestPapiPerf checks what docs/formats.md §7.10 says of Papi's Perf on the
// real grille: papiPerformance reproduces the printed value of exactly 17 of the
// 107 players, among them every player neither rated E nor facing an
// opponent rated E (1, 2, 5, 21, 34, 40, 107); every other player not
// reproduced faced an E opponent or is E, whose rating the performance
// takes at a value the page does not print (799 is printed for most E
// players, and the values that reproduce their opponents' Perf differ from
// one E player to the next: ≈ 1270 for Bernudez, 47, against Morel, 3).
func TestPapiPerf(t *testing.T) {
	const file = "papi-ffe-departemental-u10-2025.txt"
	ev, _, err := read(t, file, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(real, file))
	if err != nil {
		t.Fatal(err)
	}
	// The rest of each row (rating and its letter, …, Perf last), in the
	// order of the places, which are the start numbers (§7.10).
	rest := regexp.MustCompile(`^\d+\x{a0}?\s*([FNE])\t`)
	var letters []string
	var printed []int64
	for _, line := range strings.Split(string(data), "\n") {
		m := rest.FindStringSubmatch(line)
		fs := strings.Split(line, "\t")
		if m == nil || len(fs) != 14 {
			continue
		}
		v, err := strconv.ParseInt(strings.TrimSpace(fs[13]), 10, 64)
		if err != nil {
			t.Fatalf("Perf %q: %v", fs[13], err)
		}
		letters, printed = append(letters, m[1]), append(printed, v)
	}
	if len(letters) != 107 || len(ev.Players) != 107 {
		t.Fatalf("%d rows, %d players, want 107", len(letters), len(ev.Players))
	}
	var agree, allRated []int
	for i, p := range ev.Players {
		if p.StartNo != i+1 {
			t.Fatalf("player %d has start number %d", i+1, p.StartNo)
		}
		rated := letters[i] != "E"
		for _, e := range p.Rounds {
			if e.Kind.Rated() && e.Opponent > 0 && letters[e.Opponent-1] == "E" {
				rated = false
			}
		}
		if rated {
			allRated = append(allRated, p.StartNo)
		}
		if papiPerformance(ev, p, letters[i] == "E") == printed[i] {
			agree = append(agree, p.StartNo)
		} else if rated {
			t.Errorf("player %d, every rating printed: Perf %d, computed %d", p.StartNo, printed[i], papiPerformance(ev, p, false))
		}
	}
	if want := []int{1, 2, 4, 5, 7, 16, 21, 25, 29, 34, 37, 40, 53, 61, 105, 106, 107}; !slices.Equal(agree, want) {
		t.Errorf("reproduced for %v, want %v", agree, want)
	}
	if want := []int{1, 2, 5, 21, 34, 40, 107}; !slices.Equal(allRated, want) {
		t.Errorf("players without an E rating in their games: %v, want %v", allRated, want)
	}
}
