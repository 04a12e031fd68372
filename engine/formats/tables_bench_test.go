package formats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/grid"
)

// The table readers' benchmarks: a grid, a team grid, a chess-results
// crosstable and a team crosstable, each generated from the Berger tables
// (docs/formats.md §8.5) so that every pairing is reciprocal.

// benchResult is the result, in points out of 2 (0, 1, 2), of player i
// against j in round x, the same seen from either side.
func benchResult(i, j, x int) int {
	a, b := min(i, j), max(i, j)
	v := (a*7 + b*3 + x) % 3
	if i == a {
		return v
	}
	return 2 - v
}

// benchPairings returns the opponent of each player 1 … n (n even) in
// round x (1-based) of the Berger tables, and their colour letter.
func benchPairings(n, x int) (opp []int, white []bool) {
	opp, white = make([]int, n+1), make([]bool, n+1)
	for i := 1; i <= n; i++ {
		for j := 1; j <= n; j++ {
			if i != j && grid.BergerRound(i, j, n) == x {
				opp[i] = j
				white[i] = grid.BergerColour(i, j, n, false) == engine.White
			}
		}
	}
	return opp, white
}

// benchGrid is a round-robin grid of n players (n even).
func benchGrid(n int) string {
	var b strings.Builder
	b.WriteString("Bench round robin\nNo Name Rtg")
	for j := 1; j <= n; j++ {
		fmt.Fprintf(&b, " %d", j)
	}
	b.WriteString(" Pts\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%d Player%d %d", i, i, 1500+i)
		pts := 0
		for j := 1; j <= n; j++ {
			if i == j {
				b.WriteString(" *")
				continue
			}
			v := benchResult(i, j, grid.BergerRound(i, j, n))
			pts += v
			b.WriteString(" " + [...]string{"0", "½", "1"}[v])
		}
		fmt.Fprintf(&b, " %s\n", halfPoints(pts))
	}
	return b.String()
}

// benchTeamGrid is a team round-robin grid of n teams (n even) of four
// boards.
func benchTeamGrid(n int) string {
	var b strings.Builder
	b.WriteString("Bench team round robin\nNo Team")
	for j := 1; j <= n; j++ {
		fmt.Fprintf(&b, " %d", j)
	}
	b.WriteString(" MP GP\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%d Team%d", i, i)
		mp, gp := 0, 0
		for j := 1; j <= n; j++ {
			if i == j {
				b.WriteString(" *")
				continue
			}
			v := 2 + 2*benchResult(i, j, grid.BergerRound(i, j, n)) // 2, 4 or 6 halves of 8
			gp += v
			mp += map[int]int{2: 0, 4: 1, 6: 2}[v]
			fmt.Fprintf(&b, " %s", halfPoints(v))
		}
		fmt.Fprintf(&b, " %d %s\n", mp, halfPoints(gp))
	}
	return b.String()
}

// benchCrossTable is a chess-results crosstable of n players (n even) and
// r rounds of the Berger tables.
func benchCrossTable(n, r int) string {
	var b strings.Builder
	b.WriteString("Bench open\nRk.;SNo;Name;Rtg")
	for x := 1; x <= r; x++ {
		fmt.Fprintf(&b, ";%d.Rd", x)
	}
	b.WriteString(";Pts.\n")
	rows := make([][]string, n+1)
	pts := make([]int, n+1)
	for x := 1; x <= r; x++ {
		opp, white := benchPairings(n, x)
		for i := 1; i <= n; i++ {
			v := benchResult(i, opp[i], x)
			pts[i] += v
			c := "b"
			if white[i] {
				c = "w"
			}
			rows[i] = append(rows[i], fmt.Sprintf("%d%s%s", opp[i], c, [...]string{"0", "½", "1"}[v]))
		}
	}
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%d;%d;Player%d;%d;%s;%s\n", i, i, i, 1500+i, strings.Join(rows[i], ";"), halfPoints(pts[i]))
	}
	return b.String()
}

// benchTeamCrossTable is a chess-results team crosstable of n teams (n
// even) of four boards and r rounds of the Berger tables.
func benchTeamCrossTable(n, r int) string {
	var b strings.Builder
	b.WriteString("Bench team open\nRk.;SNo;Team")
	for x := 1; x <= r; x++ {
		fmt.Fprintf(&b, ";%d.Rd", x)
	}
	b.WriteString(";MP;GP\n")
	rows := make([][]string, n+1)
	mp, gp := make([]int, n+1), make([]int, n+1)
	for x := 1; x <= r; x++ {
		opp, white := benchPairings(n, x)
		for i := 1; i <= n; i++ {
			v := 2 + 2*benchResult(i, opp[i], x)
			gp[i] += v
			mp[i] += map[int]int{2: 0, 4: 1, 6: 2}[v]
			c := "b"
			if white[i] {
				c = "w"
			}
			rows[i] = append(rows[i], fmt.Sprintf("%d%s%s", opp[i], c, halfPoints(v)))
		}
	}
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%d;%d;Team%d;%s;%d;%s\n", i, i, i, strings.Join(rows[i], ";"), mp[i], halfPoints(gp[i]))
	}
	return b.String()
}

// halfPoints writes h halves as a score ("3", "2½").
func halfPoints(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	if h == 1 {
		return "½"
	}
	return fmt.Sprintf("%d½", h/2)
}

// benchTable measures the full Read of text, detection included.
func benchTable(b *testing.B, text string, want Format) {
	_, rep, err := ReadString(text, Options{})
	if err != nil {
		b.Fatal(err)
	}
	if rep.Format != want {
		b.Fatalf("read as %s, want %s", rep.Format, want)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadString(text, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadGrid60(b *testing.B) { benchTable(b, benchGrid(60), FormatGrid) }

func BenchmarkReadTeamGrid20(b *testing.B) { benchTable(b, benchTeamGrid(20), FormatTeamGrid) }

func BenchmarkReadChessResults500x9(b *testing.B) {
	benchTable(b, benchCrossTable(500, 9), FormatChessResults)
}

func BenchmarkReadTeamChessResults60x9(b *testing.B) {
	benchTable(b, benchTeamCrossTable(60, 9), FormatTeamCR)
}

// BenchmarkReadVegaCopy106x5 reads Vega's crosstable of 106 players and 5
// rounds as a browser copies it (testdata/real/vega-hbcc-best-in-the-west-2025.txt,
// docs/formats.md §7.9): the rows joined from their lines, the cells
// placed in their rounds.
func BenchmarkReadVegaCopy106x5(b *testing.B) {
	benchTable(b, string(xreadFile(b, "../../../testdata/real/vega-hbcc-best-in-the-west-2025.txt")), FormatChessResults)
}
