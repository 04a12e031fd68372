package gen

import (
	"fmt"

	"github.com/spareggi/spareggi/engine"
	"math/rand"
	"sort"
	"strings"
)

// TeamSwissTRF generates a team Swiss of t teams of b boards and r rounds
// as TRF26 text (the team records 310, 320 and 330 and the players' 001
// lines, docs/formats.md §5.10), deterministic for a seed: teams paired
// by match points then game points without repeats where possible, a
// team pairing-allocated bye (320) when the number of teams to pair is
// odd, about 2 % of the matches forfeited whole (330), about 1 % of the
// boards of a played match forfeited, and one team in fifty withdrawing
// after half the event. Ratings fall with the team number, so stronger
// teams score more. With drawn set every game is drawn and nothing is
// forfeited or withdrawn: every team is tied with every other on every
// score, the worst case of the group tie-breaks (EDE).
func TeamSwissTRF(t, b, r int, seed int64, drawn bool) []byte {
	rng := rand.New(rand.NewSource(seed))
	g := &teamGen{rng: rng, drawn: drawn, teams: t, boards: b, rounds: r, mp: make([]int, t), gp: make([]int, t),
		met: map[[2]int]bool{}, pab: make([]int, r), forfeits: nil, withdrawn: make([]int, t)}
	g.rating = make([]int, t*b)
	g.cells = make([][]string, t*b)
	for i := range g.cells {
		g.rating[i] = 2600 - (i/b)*1000/max(t, 1) - (i%b)*20 - rng.Intn(40)
		g.cells[i] = make([]string, r)
	}
	for i := range g.withdrawn {
		if !drawn && rng.Intn(50) == 0 {
			g.withdrawn[i] = r/2 + 1
		}
	}
	for round := 0; round < r; round++ {
		g.pairRound(round)
	}
	return g.text()
}

// teamGen is the state of TeamSwissTRF: the teams' match and game points
// (game points in halves), the pairs that met, the team PAB of each round
// (team number, 0 = none), the forfeited matches, the round from which
// each team is absent (0 = never), and each player's rating and cells.
type teamGen struct {
	rng                   *rand.Rand
	drawn                 bool
	teams, boards, rounds int
	mp, gp                []int
	met                   map[[2]int]bool
	pab                   []int
	forfeits              []string // 330 records
	withdrawn             []int
	rating                []int
	cells                 [][]string // player index → round → "  OPP C R"
}

// pairRound gives absent teams a zero-point round, the last of an odd
// pool the PAB, and pairs the others in order of match and game points.
func (g *teamGen) pairRound(round int) {
	var pool []int
	for i := 0; i < g.teams; i++ {
		if g.withdrawn[i] > 0 && round+1 >= g.withdrawn[i] {
			g.teamCells(i, round, "0000 - Z")
			continue
		}
		pool = append(pool, i)
	}
	sort.SliceStable(pool, func(x, y int) bool {
		a, b := pool[x], pool[y]
		if g.mp[a] != g.mp[b] {
			return g.mp[a] > g.mp[b]
		}
		return g.gp[a] > g.gp[b]
	})
	if len(pool)%2 == 1 {
		bye := pool[len(pool)-1]
		pool = pool[:len(pool)-1]
		g.pab[round] = bye + 1
		g.teamCells(bye, round, "0000 - U")
		g.mp[bye] += 2
		g.gp[bye] += 2 * g.boards
	}
	used := make([]bool, len(pool))
	for a := range pool {
		if used[a] {
			continue
		}
		c := -1
		for x := a + 1; x < len(pool); x++ {
			if !used[x] && (c < 0 || !g.met[key(pool[a], pool[x])]) {
				if c < 0 {
					c = x
				}
				if !g.met[key(pool[a], pool[x])] {
					c = x
					break
				}
			}
		}
		if c < 0 {
			break
		}
		used[a], used[c] = true, true
		white, black := pool[a], pool[c]
		if (round+a)%2 == 1 {
			white, black = black, white
		}
		g.met[key(white, black)] = true
		g.match(round, white, black)
	}
}

// teamCells gives every member of team i the same cell in round.
func (g *teamGen) teamCells(i, round int, cell string) {
	for k := 0; k < g.boards; k++ {
		g.cells[i*g.boards+k][round] = cell
	}
}

// match plays round between the first-named team white and black: board
// k of white has White when k is even (352 WBWB…).
func (g *teamGen) match(round, white, black int) {
	whole := !g.drawn && g.rng.Intn(50) == 0
	forfeiter := white
	if g.rng.Intn(2) == 0 {
		forfeiter = black
	}
	gw, gb := 0, 0 // game points in halves
	for k := 0; k < g.boards; k++ {
		pw, pb := white*g.boards+k, black*g.boards+k
		cw, cb := "w", "b"
		if k%2 == 1 {
			cw, cb = "b", "w"
		}
		var rw, rb string
		switch {
		case g.drawn:
			rw, rb = "=", "="
		case whole && forfeiter == white, !whole && g.rng.Intn(100) == 0 && g.rng.Intn(2) == 0:
			rw, rb = "-", "+"
		case whole, !whole && g.rng.Intn(100) == 0:
			rw, rb = "+", "-"
		default:
			x := g.rng.Intn(1000) + (g.rating[pw]-g.rating[pb])/2
			if cw == "b" {
				x -= 30
			}
			switch {
			case x > 620:
				rw, rb = "1", "0"
			case x > 320:
				rw, rb = "=", "="
			default:
				rw, rb = "0", "1"
			}
		}
		gw += halves(rw)
		gb += halves(rb)
		g.cells[pw][round] = fmt.Sprintf("%4d %s %s", pb+1, cw, rw)
		g.cells[pb][round] = fmt.Sprintf("%4d %s %s", pw+1, cb, rb)
	}
	if whole {
		sign := "+-"
		if forfeiter == white {
			sign = "-+"
		}
		g.forfeits = append(g.forfeits, fmt.Sprintf("330 %s %3d %3d %3d", sign, round+1, white+1, black+1))
	}
	g.gp[white] += gw
	g.gp[black] += gb
	switch {
	case gw > gb:
		g.mp[white] += 2
	case gb > gw:
		g.mp[black] += 2
	default:
		g.mp[white]++
		g.mp[black]++
	}
}

// halves is the points of a TRF result code, in halves (a member of a
// team with the PAB scores it too).
func halves(r string) int {
	switch r {
	case "1", "+", "U":
		return 2
	case "=":
		return 1
	}
	return 0
}

// halfText writes a number of halves with one decimal: 5 → "2.5".
func halfText(h int) string { return fmt.Sprintf("%d.%d", h/2, 5*(h%2)) }

// text writes the TRF26 file.
func (g *teamGen) text() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "012 Generated team Swiss %d x %d x %d\n042 2026/05/01\n092 Team Swiss System\n142 %d\n192 FIDE_TEAM\n", g.teams, g.rounds, g.boards, g.rounds)
	fmt.Fprintf(&b, "352 %s\n362 TW  2.0 TD  1.0 TL  0.0\n", strings.Repeat("WB", (g.boards+1)/2)[:g.boards])
	for i, cells := range g.cells {
		pts := 0
		for _, c := range cells {
			pts += halves(c[len(c)-1:])
		}
		fmt.Fprintf(&b, "001 %4d      %-33s %4d %-3s %11s %10s %4s %4d", i+1, fmt.Sprintf("Player %05d", i+1), g.rating[i], "ITA", "", "", halfText(pts), 0)
		for _, c := range cells {
			b.WriteString("  " + c)
		}
		b.WriteString("\n")
	}
	for i := 0; i < g.teams; i++ {
		fmt.Fprintf(&b, "310 %3d %-32s %-5s %6s %6s %6s %3d ", i+1, fmt.Sprintf("Team %03d", i+1), fmt.Sprintf("T%d", i+1), "", halfText(2*g.mp[i]), halfText(g.gp[i]), 0)
		for k := 0; k < g.boards; k++ {
			fmt.Fprintf(&b, " %4d", i*g.boards+k+1)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "320 %4s %4s", "2.0", halfText(2*g.boards))
	for _, t := range g.pab {
		fmt.Fprintf(&b, " %3d", t)
	}
	b.WriteString("\n")
	for _, f := range g.forfeits {
		b.WriteString(f + "\n")
	}
	return []byte(b.String())
}

// TeamCodes is every tie-break of team competitions, for benchmarks: the
// team codes, and every code that may refer to a team score (C.07 Art. 13)
// with :MP and :GP, each with the variants the list editor suggests; the
// rating codes, which teams refuse, are left out. The group operations of
// teams (EDE and its variants, BC, FBP) come first, so that they split the
// large groups of teams tied on points rather than the few pairs the
// other codes leave.
func TeamCodes() []string {
	var groups, keys []string
	for _, c := range engine.Codes() {
		switch {
		case c.Rating:
		case c.Team && c.Group:
			groups = append(groups, c.Code)
			groups = append(groups, c.Variants...)
		case c.Team:
			keys = append(keys, c.Code)
			keys = append(keys, c.Variants...)
		case c.TeamScore:
			for _, k := range append([]string{c.Code}, c.Variants...) {
				code, mods, _ := strings.Cut(k, "/")
				for _, score := range []string{":MP", ":GP"} {
					if mods != "" {
						keys = append(keys, code+score+"/"+mods)
					} else {
						keys = append(keys, code+score)
					}
				}
			}
		}
	}
	return append(groups, keys...)
}
