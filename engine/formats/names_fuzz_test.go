package formats

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"html"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

// The names of docs/formats.md §3.6 in every layout that has names:
// FuzzNames writes a small event (a round robin, with a bye for an odd
// number of players) in each layout with the names given and checks that
// every participant is read, under his name.

// nameSeeds are groups of names, one a line, that FuzzNames starts from.
var nameSeeds = []string{
	"Smith, John \"Johnny\"\nNeil (Jr)\nO'Brien, Pat\nd’Artagnan, Charles",
	"Smith, John “Johnny”\nTolkien, J. R. R.\nGarcia-Palermo, Carlos\nMüller, Jürgen",
	"Иванов, Иван\nΠαπαδόπουλος, Γιώργος\n王小明\nNguyễn Văn An",
	"Neil (Jr)\nMcDonald (Mac), Ian\nO’Neill\nJean-Pierre Dupont\nÅsa Öberg",
	"José María «Chema» Pérez\nD'Amore, L.\nKim, Ji-hoon\n李, 小龍\nBrown „Bobby“",
	"Rossi, Marco\nVerdi, Anna\nNeri, Paolo",
	"Saha,Avinandan (Arjun)\nO’Reilly, Dermot\nHsu,Yu-Hsiang (Andy)\nD'Souza,Leon\nGarcía Martín, Juan Manuel",
	"Fox, Anthony “The Grinder”\nLI\nJ. R. R. Tolkien\nΠαπαδόπουλος, Γιώργος\nDel Amo Caballero, Sergio",
	"Sterner, J. A.\nSmith, John R.\nD. LEE\nHenry, Torrance III\nKim, Ji-hoon JR",
}

// nameGame is one game of the generated event: White, Black (-1 for a
// bye) and White's result.
type nameGame struct {
	w, b int
	res  string // "1", "0", "½"
}

// nameRounds pairs n players in a round robin (the circle method); an odd
// number of players gives each round a bye (b = -1).
func nameRounds(n int) [][]nameGame {
	m := n
	if m%2 == 1 {
		m++
	}
	ids := make([]int, m)
	for i := range ids {
		ids[i] = i
	}
	var rounds [][]nameGame
	for r := 0; r < m-1; r++ {
		var gs []nameGame
		for k := 0; k < m/2; k++ {
			a, b := ids[k], ids[m-1-k]
			if (r+k)%2 == 1 {
				a, b = b, a
			}
			if a >= n {
				a, b = b, a
			}
			if b >= n {
				gs = append(gs, nameGame{w: a, b: -1, res: "1"})
				continue
			}
			gs = append(gs, nameGame{w: a, b: b, res: []string{"1", "0", "½"}[(r+k+a)%3]})
		}
		rounds = append(rounds, gs)
		// rotate all but the first
		last := ids[m-1]
		copy(ids[2:], ids[1:m-1])
		ids[1] = last
	}
	return rounds
}

// nameCell is one player's round: opponent (-1 bye), colour and result.
type nameCell struct {
	opp    int
	white  bool
	result string // "1", "0", "½"
}

func nameTable(n int, rounds [][]nameGame) ([][]nameCell, []float64) {
	cells := make([][]nameCell, n)
	pts := make([]float64, n)
	val := map[string]float64{"1": 1, "0": 0, "½": 0.5}
	inv := map[string]string{"1": "0", "0": "1", "½": "½"}
	for i := range cells {
		cells[i] = make([]nameCell, len(rounds))
	}
	for k, gs := range rounds {
		for _, g := range gs {
			cells[g.w][k] = nameCell{opp: g.b, white: true, result: g.res}
			pts[g.w] += val[g.res]
			if g.b >= 0 {
				cells[g.b][k] = nameCell{opp: g.w, result: inv[g.res]}
				pts[g.b] += val[inv[g.res]]
			}
		}
	}
	return cells, pts
}

func ptsText(v float64) string { return fmt.Sprintf("%.1f", v) }

// pad pads s with spaces to w characters.
func pad(s string, w int) string {
	if n := utf8.RuneCountInString(s); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

// nameLayout writes the event in one layout.
type nameLayout struct {
	id     string
	format Format
	write  func(names []string, rounds [][]nameGame) string
	// read, when set, is the name the layout's documented rule reads from
	// a name written (Swiss Perfect's page drops a trailing comma, §9.1).
	read func(name string) string
}

func pairResult(res string) string {
	return map[string]string{"1": "1-0", "0": "0-1", "½": "½-½"}[res]
}

var nameLayouts = []nameLayout{
	{"pairings", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		b.WriteString("Torneo sociale\n")
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Round %d\n", k+1)
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "   %s  bye 1\n", names[g.w])
					continue
				}
				fmt.Fprintf(&b, "%d  %s - %s  %s\n", j+1, names[g.w], names[g.b], pairResult(g.res))
			}
		}
		return b.String()
	}, nil},
	{"pairings-rated", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Turno %d\n", k+1)
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "%s %d riposa\n", names[g.w], 1500+g.w)
					continue
				}
				fmt.Fprintf(&b, "%d. %s %d vs %s %d %s\n", j+1, names[g.w], 1500+g.w, names[g.b], 1500+g.b, pairResult(g.res))
			}
		}
		return b.String()
	}, nil},
	{"swiss-chess", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		r := map[string]string{"1": "1 – 0", "0": "0 – 1", "½": "½ – ½"}
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Paarungsliste der %d. Runde\n", k+1)
			b.WriteString("Tisch\tTNr\tTeilnehmer\tTite\tPunkte\t–\tTNr\tTeilnehmer\tTite\tPunkte\tErgebnis\tAt\n")
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "%d\t%d.\t%s\t\t()\t–\t%d.\tspielfrei\t\t()\t+ – –\t\n", j+1, g.w+1, names[g.w], len(names)+1)
					continue
				}
				fmt.Fprintf(&b, "%d\t%d.\t%s\t\t()\t–\t%d.\t%s\t\t()\t%s\t\n", j+1, g.w+1, names[g.w], g.b+1, names[g.b], r[g.res])
			}
		}
		return b.String()
	}, nil},
	{"swiss-chess-list", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		r := map[string]string{"1": "1:0", "0": "0:1", "½": "½:½"}
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Paarungen der Runde %d\n", k+1)
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "%d %s – spielfrei +:-\n", j+1, names[g.w])
					continue
				}
				fmt.Fprintf(&b, "%d %s – %s %s\n", j+1, names[g.w], names[g.b], r[g.res])
			}
		}
		return b.String()
	}, nil},
	// The result between the sides (docs/formats.md §12.3): Vega's pairing
	// table (start number and name in one cell, the points before the
	// round beside each side), a club's report and a club's table with
	// its rests.
	{"between-vega", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		r := map[string]string{"1": "1 - 0", "0": "0 - 1", "½": "½ - ½"}
		pts := make([]float64, len(names))
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Round %d\nBo.\tFed\tWhite Player\tPts\tResult\tPts\tBlack Player\tFed\n", k+1)
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "%d\t\t%d %s\t%s\t1 - 0\t\tBYE\t\n", j+1, g.w+1, names[g.w], ptsText(pts[g.w]))
					continue
				}
				fmt.Fprintf(&b, "%d\t\t%d %s\t%s\t%s\t%s\t%d %s\t\n", j+1, g.w+1, names[g.w], ptsText(pts[g.w]), r[g.res], ptsText(pts[g.b]), g.b+1, names[g.b])
			}
			for _, g := range gs {
				v := map[string]float64{"1": 1, "0": 0, "½": 0.5}[g.res]
				pts[g.w] += v
				if g.b >= 0 {
					pts[g.b] += 1 - v
				}
			}
		}
		return b.String()
	}, nil},
	{"between-report", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		r := map[string]string{"1": "1:0", "0": "0:1", "½": "½:½"}
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Round %d\n", k+1)
			for _, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "Bye: %s\n", names[g.w])
					continue
				}
				fmt.Fprintf(&b, "%s %s %s\n", names[g.w], r[g.res], names[g.b])
			}
		}
		return b.String()
	}, nil},
	{"between-table", FormatPairings, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		r := map[string]string{"1": "1 - 0", "0": "0-1", "½": "1/2 - 1/2"}
		for k, gs := range rounds {
			fmt.Fprintf(&b, "Ronda %d\nMesa\tBlancas\tResultado\tNegras\n", k+1)
			for j, g := range gs {
				if g.b < 0 {
					fmt.Fprintf(&b, "Descansa: %s\n", names[g.w])
					continue
				}
				fmt.Fprintf(&b, "%d\t%s\t%s\t%s\n", j+1, names[g.w], r[g.res], names[g.b])
			}
		}
		return b.String()
	}, nil},
	{"strip", FormatStrip, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		w := 6
		for _, n := range names {
			w = max(w, utf8.RuneCountInString(n)+2)
		}
		var b strings.Builder
		b.WriteString("ID  " + pad("NAME", w) + "Rtg   Fed  Pts |")
		for k := range rounds {
			fmt.Fprintf(&b, " %-5d", k+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%3d %s%d  ITA  %s |", i+1, pad(n, w), 1500+i, ptsText(pts[i]))
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString(" +BYE ")
					continue
				}
				col := "B"
				if c.white {
					col = "W"
				}
				fmt.Fprintf(&b, " %-5s", map[string]string{"1": "+", "0": "-", "½": "="}[c.result]+col+fmt.Sprint(c.opp+1))
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"grid", FormatGrid, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		for i := range cells {
			for _, c := range cells[i] {
				if c.opp < 0 {
					pts[i]-- // a grid has no byes
				}
			}
		}
		w := 6
		for _, n := range names {
			w = max(w, utf8.RuneCountInString(n)+2)
		}
		var b strings.Builder
		b.WriteString(" N  " + pad("Nome", w) + "Tot ")
		for j := range names {
			fmt.Fprintf(&b, " %2d", j+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%2d  %s%-4s", i+1, pad(n, w), ptsText(pts[i]))
			row := make([]string, len(names))
			row[i] = "*"
			for _, c := range cells[i] {
				if c.opp >= 0 {
					row[c.opp] = c.result
				}
			}
			for _, s := range row {
				fmt.Fprintf(&b, " %2s", s)
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"chess-results-csv", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		return crText(names, rounds, ";", true)
	}, nil},
	{"chess-results-tabs", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		return crText(names, rounds, "\t", true)
	}, nil},
	{"chess-results-text", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		w := 6
		for _, n := range names {
			w = max(w, utf8.RuneCountInString(n)+2)
		}
		var b strings.Builder
		for i, line := range strings.Split(strings.TrimSuffix(crText(names, rounds, "\t", false), "\n"), "\n") {
			fs := strings.Split(line, "\t")
			for j, f := range fs {
				switch {
				case j == 2:
					f = pad(f, w)
				case j < len(fs)-1:
					f = pad(f, 6)
				}
				b.WriteString(f)
			}
			_ = i
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"trf", FormatTRF, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("012 Names\n")
		for i, n := range names {
			fmt.Fprintf(&b, "001 %4d m    %s %4d ITA %11s %10s %4s %4d", i+1, pad(n, 33), 1500+i, "", "", ptsText(pts[i]), i+1)
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("  0000 - U")
					continue
				}
				col := "b"
				if c.white {
					col = "w"
				}
				fmt.Fprintf(&b, "  %4d %s %s", c.opp+1, col, map[string]string{"1": "1", "0": "0", "½": "="}[c.result])
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"swissperfect", FormatSwissPerfect, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("No\tName\tTotal")
		for k := range rounds {
			fmt.Fprintf(&b, "\t%d", k+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d\t%s\t%s", i+1, csvField(n, "\t"), ptsText(pts[i]))
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("\t0:+")
					continue
				}
				fmt.Fprintf(&b, "\t%d:%s", c.opp+1, map[string]string{"1": "W", "0": "L", "½": "D"}[c.result])
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"uscf", FormatUSCF, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		w := 6
		for _, n := range names {
			w = max(w, utf8.RuneCountInString(n)+2)
		}
		var b strings.Builder
		for i, n := range names {
			fmt.Fprintf(&b, "%3d %s%d  %s", i+1, pad(n, w), 1500+i, ptsText(pts[i]))
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("  B   ")
					continue
				}
				fmt.Fprintf(&b, "  %-4s", map[string]string{"1": "W", "0": "L", "½": "D"}[c.result]+fmt.Sprint(c.opp+1))
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"swiss-chess-crosstable", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("Fortschrittstabelle:  Stand nach der " + fmt.Sprint(len(rounds)) + ". Runde\nNr.\tTeilnehmer\tELO")
		for k := range rounds {
			fmt.Fprintf(&b, "\t%d", k+1)
		}
		b.WriteString("\tPunkte\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d.\t%s\t%d", i+1, csvField(n, "\t"), 1500+i)
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("\t+")
					continue
				}
				col := "s"
				if c.white {
					col = "w"
				}
				fmt.Fprintf(&b, "\t%d%s%s", c.opp+1, col, c.result)
			}
			fmt.Fprintf(&b, "\t%s\n", ptsText(pts[i]))
		}
		return b.String()
	}, nil},
	{"swissperfect-published", FormatSwissPerfect, func(names []string, rounds [][]nameGame) string {
		return spPublishedText(names, rounds, "ITA")
	}, func(n string) string { return strings.TrimSuffix(n, ",") }}, // iwulu, (§9.1)
	// The layout of the real pages (sp-srs-*.txt): Feder left empty, and
	// each name ending in an initial or a short word of two or three
	// characters, which is the name's, not a federation (§9.1).
	{"swissperfect-published-initials", FormatSwissPerfect, func(names []string, rounds [][]nameGame) string {
		withInitials := make([]string, len(names))
		for i, n := range names {
			withInitials[i] = spInitialName(n)
		}
		return spPublishedText(withInitials, rounds, "")
	}, spInitialName},
	{"team-grid", FormatTeamGrid, func(names []string, rounds [][]nameGame) string {
		cells, _ := nameTable(len(names), rounds)
		gp := map[string]string{"1": "3", "0": "1", "½": "2"}
		var b strings.Builder
		b.WriteString("Campionato a squadre\nN\tSquadra")
		for j := range names {
			fmt.Fprintf(&b, "\t%d", j+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d\t%s", i+1, csvField(n, "\t"))
			row := make([]string, len(names))
			row[i] = "*"
			for _, c := range cells[i] {
				if c.opp >= 0 {
					row[c.opp] = gp[c.result]
				}
			}
			b.WriteString("\t" + strings.Join(row, "\t") + "\n")
		}
		return b.String()
	}, nil},
	{"team-chess-results", FormatTeamCR, func(names []string, rounds [][]nameGame) string {
		cells, _ := nameTable(len(names), rounds)
		gp := map[string]string{"1": "3", "0": "1", "½": "2"}
		var b strings.Builder
		b.WriteString("Coppa a squadre\nRk.;SNo;Team")
		for k := range rounds {
			fmt.Fprintf(&b, ";%d.Rd", k+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d;%d;%s", i+1, i+1, csvField(n, ";"))
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString(";bye")
					continue
				}
				col := "b"
				if c.white {
					col = "w"
				}
				fmt.Fprintf(&b, ";%d%s%s", c.opp+1, col, gp[c.result])
			}
			b.WriteString("\n")
		}
		return b.String()
	}, nil},
	{"vega-copied", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("Cross Table at round " + fmt.Sprint(len(rounds)) + "\nPos\tPlayer\tRtg\tFed\tPts")
		for k := range rounds {
			fmt.Fprintf(&b, "\t%d", k+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d\t%s\t%d\t\t%s\t\n", i+1, csvField(n, "\t"), 1500+i, ptsText(pts[i]))
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("1\nBYE\n")
					continue
				}
				fmt.Fprintf(&b, "%s\n%d\n", c.result, c.opp+1)
			}
		}
		return b.String()
	}, nil},
	// Vega's 2016–2019 template as a browser copies it (§7.9: "Pos T NAME
	// Rtg Fed Pts … Buc1 BucT"), and its current crosstable by start
	// number (the number in the name's cell).
	{"vega-2016", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("Cross Table at round " + fmt.Sprint(len(rounds)) + "\nPos\tT\tNAME\tRtg\tFed\tPts")
		for k := range rounds {
			fmt.Fprintf(&b, "\t%d", k+1)
		}
		b.WriteString("\tBuc1\tBucT\n")
		for i, n := range names {
			fmt.Fprintf(&b, "%d\t\t%s\t%d\tRUS\t%s\t\n", i+1, csvField(n, "\t"), 1500+i, ptsText(pts[i]))
			vegaCells(&b, cells[i])
			b.WriteString("0.0\t0.0\n")
		}
		return b.String()
	}, nil},
	{"vega-start-number", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("Cross Table at round " + fmt.Sprint(len(rounds)) + "\nPlayer\tRtg\tFed\tPts")
		for k := range rounds {
			fmt.Fprintf(&b, "\t%d", k+1)
		}
		b.WriteString("\n")
		for i, n := range names {
			// the number and the name in one field, which a quote cannot
			// begin: the name as written
			fmt.Fprintf(&b, "%d %s\t%d\t\t%s\t\n", i+1, n, 1500+i, ptsText(pts[i]))
			vegaCells(&b, cells[i])
		}
		return b.String()
	}, nil},
	// A crosstable published as an HTML page (§3.9), its names escaped
	// as HTML escapes them.
	{"html", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		b.WriteString("<html><head><meta charset=\"utf-8\"><title>Torneo</title></head><body><table>\n")
		for _, line := range strings.Split(strings.TrimSuffix(crText(names, rounds, "\t", false), "\n"), "\n") {
			b.WriteString("<tr>")
			for _, c := range strings.Split(line, "\t") {
				b.WriteString("<td>" + html.EscapeString(c) + "</td>")
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</table></body></html>\n")
		return b.String()
	}, nil},
	// The same crosstable as a chess-results Excel export (§3.10): a
	// workbook whose cells hold the names as inline strings.
	{"xlsx", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		return nameWorkbook(crText(names, rounds, "\t", false))
	}, nil},
	{"papi", FormatChessResults, func(names []string, rounds [][]nameGame) string {
		cells, pts := nameTable(len(names), rounds)
		var b strings.Builder
		b.WriteString("Departemental\nGrille américaine après la ronde " + fmt.Sprint(len(rounds)) + "\nPl\t\u00a0\tNom\tElo\tCat.\tFede\tLigue")
		for k := range rounds {
			fmt.Fprintf(&b, "\tR %d", k+1)
		}
		b.WriteString("\tPts\n")
		for i, n := range names {
			// the place and the name, the player box (not read), the rest of the row (§7.10)
			fmt.Fprintf(&b, "%d\t\u00a0\t\n%s\n\u00a0\t%d\t\u00a0\t%s\t%d\u00a0F\tPouM\tFRA\tPAC\t1\t0\t0\n", i+1, n, i+1, n, 1500+i)
			for k := range rounds {
				fmt.Fprintf(&b, "%d\tN\t1\t9\t\u00a0\tSOMEONE Else\t1400\u00a0F\tPouM\tFRA\tPAC\t1\t0\t0\n", k+1)
			}
			fmt.Fprintf(&b, "%d\u00a0F\tPouM\t\tPAC", 1500+i)
			for _, c := range cells[i] {
				if c.opp < 0 {
					b.WriteString("\tEXE")
					continue
				}
				col := "N"
				if c.white {
					col = "B"
				}
				fmt.Fprintf(&b, "\t%s\u00a0%2d%s", map[string]string{"1": "+", "0": "-", "½": "="}[c.result], c.opp+1, col)
			}
			fmt.Fprintf(&b, "\t%s\n", ptsText(pts[i]))
		}
		return b.String()
	}, nil},
	{"pgn", FormatPGN, func(names []string, rounds [][]nameGame) string {
		var b strings.Builder
		esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
		for k, gs := range rounds {
			for _, g := range gs {
				if g.b < 0 {
					continue
				}
				r := pairResult(g.res)
				if r == "½-½" {
					r = "1/2-1/2"
				}
				fmt.Fprintf(&b, "[Event \"Test\"]\n[Round \"%d\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n\n%s\n\n", k+1, esc.Replace(names[g.w]), esc.Replace(names[g.b]), r, r)
			}
		}
		return b.String()
	}, nil},
}

// vegaCells writes a row's cells as a browser copies Vega's crosstable:
// the result, then the opponent (BYE for a bye), each on a line.
func vegaCells(b *strings.Builder, cells []nameCell) {
	for _, c := range cells {
		if c.opp < 0 {
			b.WriteString("1\nBYE\n")
			continue
		}
		fmt.Fprintf(b, "%s\n%d\n", c.result, c.opp+1)
	}
}

// nameWorkbook writes text, TAB-separated lines, as a workbook of one
// sheet (constructed with archive/zip), every cell an inline string.
func nameWorkbook(text string) string {
	var sheet strings.Builder
	for r, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		fmt.Fprintf(&sheet, `<row r="%d">`, r+1)
		for c, cell := range strings.Split(line, "\t") {
			var esc bytes.Buffer
			xml.EscapeText(&esc, []byte(cell))
			fmt.Fprintf(&sheet, `<c r="%s%d" t="inlineStr"><is><t xml:space="preserve">%s</t></is></c>`, scan.ColumnName(c+1), r+1, esc.String())
		}
		sheet.WriteString("</row>")
	}
	parts := map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
		"xl/workbook.xml": `<?xml version="1.0"?><workbook ` + xlsxNS + `><sheets><sheet name="Crosstable" sheetId="1" r:id="rId1"/></sheets></workbook>`,
		"xl/_rels/workbook.xml.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
		"xl/worksheets/sheet1.xml": `<?xml version="1.0"?><worksheet ` + xlsxNS + `><sheetData>` + sheet.String() + `</sheetData></worksheet>`,
	}
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, name := range sortedKeys(parts) {
		w, _ := z.Create(name) // a zip in memory: no error to expect
		w.Write([]byte(parts[name]))
	}
	z.Close()
	return b.String()
}

// spPublishedText writes Swiss Perfect's published page (§9.1): the
// standings, then the cross table, each row's Feder fed (blank when "").
func spPublishedText(names []string, rounds [][]nameGame, fed string) string {
	cells, pts := nameTable(len(names), rounds)
	w := 6
	for _, n := range names {
		w = max(w, utf8.RuneCountInString(n)+2)
	}
	fed = pad(fed, 3)
	var b strings.Builder
	b.WriteString("Place " + pad("Name", w) + "Feder Rtg  Score\n\n")
	for i, n := range names {
		fmt.Fprintf(&b, "%3d   %s%s   %d  %s\n", i+1, pad(n, w), fed, 1500+i, ptsText(pts[i]))
	}
	b.WriteString("\nCross Table\n\nNo  " + pad("Name", w) + "Feder Rtg ")
	for k := range rounds {
		fmt.Fprintf(&b, " %4d", k+1)
	}
	b.WriteString("\n")
	for i, n := range names {
		fmt.Fprintf(&b, "%-4s%s%s  %d", fmt.Sprint(i+1)+".", pad(n, w), fed, 1500+i)
		for _, c := range cells[i] {
			if c.opp < 0 {
				b.WriteString("   :W")
				continue
			}
			fmt.Fprintf(&b, " %4s", fmt.Sprint(c.opp+1)+":"+map[string]string{"1": "W", "0": "L", "½": "D"}[c.result])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// spInitials are last words of two or three characters that end names
// ("Sterner, J. A.", "Smith, John R.", "D. LEE", "Henry III"), some of
// them a federation's shape.
var spInitials = []string{"A.", "R.", "LEE", "III", "JR", "Jr."}

// spInitialName is n with one of spInitials after it, chosen by n's
// length: distinct names stay distinct.
func spInitialName(n string) string {
	return n + " " + spInitials[utf8.RuneCountInString(n)%len(spInitials)]
}

// csvField writes a field of a delimited layout as a CSV writer (an
// exporter, a spreadsheet's copy) does, RFC 4180: quoted, its quotes
// doubled, when it holds a quote or the delimiter (docs/formats.md §3.8,
// §3.6: a name written only in quotes is `"""A"""`; a bare `"A"` is the
// quoted field A).
func csvField(s, delim string) string {
	if strings.Contains(s, `"`) || strings.Contains(s, delim) {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

// crText writes a chess-results crosstable with the delimiter given, its
// names quoted as a CSV writer quotes them (csvField) when quote is set.
func crText(names []string, rounds [][]nameGame, delim string, quote bool) string {
	cells, pts := nameTable(len(names), rounds)
	var b strings.Builder
	hdr := []string{"Rk.", "SNo", "Name", "Rtg", "FED"}
	for k := range rounds {
		hdr = append(hdr, fmt.Sprintf("%d.Rd", k+1))
	}
	hdr = append(hdr, "Pts.")
	b.WriteString(strings.Join(hdr, delim) + "\n")
	for i, n := range names {
		if quote {
			n = csvField(n, delim)
		}
		f := []string{fmt.Sprint(i + 1), fmt.Sprint(i + 1), n, fmt.Sprint(1500 + i), "ITA"}
		for _, c := range cells[i] {
			if c.opp < 0 {
				f = append(f, "-1")
				continue
			}
			col := "b"
			if c.white {
				col = "w"
			}
			f = append(f, fmt.Sprint(c.opp+1)+col+c.result)
		}
		f = append(f, strings.ReplaceAll(ptsText(pts[i]), ".", ","))
		b.WriteString(strings.Join(f, delim) + "\n")
	}
	return b.String()
}

// fuzzNames splits the fuzz input into names: nil when it is not 3 to 8
// distinct names under the rule of §3.6.
func fuzzNames(s string) []string {
	names := strings.Split(s, "\n")
	if len(names) < 3 || len(names) > 8 {
		return nil
	}
	seen := map[string]bool{}
	for _, n := range names {
		if !ruleName(n) || seen[scan.FoldName(n)] {
			return nil
		}
		seen[scan.FoldName(n)] = true
	}
	return names
}

// nameRuleMarks are the characters a word of a name may hold besides
// letters and combining marks (docs/formats.md §3.6).
const nameRuleMarks = ".,'’‘ʼ`´-‐‑\"“”„‟«»‹›()[]"

// ruleName reports whether s is a name under the rule of docs/formats.md
// §3.6, as this test states it: one to six words apart by single spaces,
// each holding a letter and otherwise only letters, combining marks and
// nameRuleMarks, at most 30 characters; and, for the layouts' sake, no
// word the layouts give another meaning (a title, a bye, a withdrawal
// marker, the separator "v" or "vs", a header word).
func ruleName(s string) bool {
	ws := strings.Split(s, " ")
	if len(ws) > 6 || utf8.RuneCountInString(s) > 30 {
		return false
	}
	for _, w := range ws {
		letter := false
		for _, r := range w {
			switch {
			case unicode.IsLetter(r):
				letter = true
			case unicode.IsMark(r), strings.ContainsRune(nameRuleMarks, r):
			default:
				return false
			}
		}
		l := strings.ToLower(w)
		if !letter || scan.TitleOf(w) != "" || scan.HeaderRole(l) != "" || reservedNameWords[l] {
			return false
		}
	}
	return true
}

// reservedNameWords are words the layouts read as something else than a
// name: byes, withdrawal markers, separators, colours, and the words of a
// round heading (§12: a pairing line "Rd 1500 riposa" of a player named Rd
// is the heading of round 1500; seed round-word-name).
var reservedNameWords = map[string]bool{"bye": true, "riposa": true, "libre": true, "spielfrei": true, "freilos": true,
	"v": true, "vs": true, "w": true, "b": true, "ritirato": true, "withdrawn": true, "x": true, "f": true, "h": true, "u": true,
	"d": true, "l": true, "round": true, "rd": true, "turno": true, "ronda": true, "runde": true, "ronde": true, "tour": true}

// TestNameSeedsFollowTheRule: every seed of FuzzNames is a group of names
// under the rule, so that the seeds do test the readers.
func TestNameSeedsFollowTheRule(t *testing.T) {
	for _, s := range nameSeeds {
		if fuzzNames(s) == nil {
			t.Errorf("seed %q is not a group of names under §3.6", s)
		}
	}
}

// FuzzNames: every participant of a small event written in each layout
// with the names given is read, under his name (docs/formats.md §3.6).
func FuzzNames(f *testing.F) {
	for _, s := range nameSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		names := fuzzNames(s)
		if names == nil {
			return
		}
		rounds := nameRounds(len(names))
		for _, l := range nameLayouts {
			text := l.write(names, rounds)
			ev, rep, err := Read([]byte(text), Options{Format: l.format, Answers: map[string]string{"Q-BYE/*": "pab"}})
			failOnPanic(t, err)
			if err != nil {
				t.Errorf("%s: %v\n%s", l.id, err, text)
				continue
			}
			want := names
			if l.read != nil {
				want = make([]string, len(names))
				for i, n := range names {
					want[i] = l.read(n)
				}
			}
			if ev.Teams != nil {
				checkTeamNamesRead(t, l.id, ev, rep, want, text)
				continue
			}
			checkNamesRead(t, l.id, ev, rep, want, text)
		}
	})
}

func checkNamesRead(t *testing.T, layout string, ev *engine.Event, rep *Report, names []string, text string) {
	t.Helper()
	if len(ev.Players) != len(names) {
		t.Errorf("%s: %d players read, %d written\n%s", layout, len(ev.Players), len(names), text)
		return
	}
	got := map[string]bool{}
	for _, p := range ev.Players {
		got[scan.FoldName(p.Name)] = true
	}
	for _, n := range names {
		if !got[scan.FoldName(n)] {
			var read []string
			for _, p := range ev.Players {
				read = append(read, p.Name)
			}
			t.Errorf("%s: %q not read (read %q)\n%s", layout, n, read, text)
		}
	}
	for _, d := range rep.Diagnostics {
		if d.Code == "W-LINE-SKIPPED" {
			t.Errorf("%s: line %d skipped: %s\n%s", layout, d.Line, d.Message, text)
		}
	}
}

// checkTeamNamesRead is checkNamesRead for a team layout: the teams' names.
func checkTeamNamesRead(t *testing.T, layout string, ev *engine.Event, rep *Report, names []string, text string) {
	t.Helper()
	var read []string
	got := map[string]bool{}
	for _, tm := range ev.Teams.Teams {
		read = append(read, tm.Name)
		got[scan.FoldName(tm.Name)] = true
	}
	if len(read) != len(names) {
		t.Errorf("%s: %d teams read, %d written\n%s", layout, len(read), len(names), text)
		return
	}
	for _, n := range names {
		if !got[scan.FoldName(n)] {
			t.Errorf("%s: %q not read (read %q)\n%s", layout, n, read, text)
		}
	}
	for _, d := range rep.Diagnostics {
		if d.Code == "W-LINE-SKIPPED" {
			t.Errorf("%s: line %d skipped: %s\n%s", layout, d.Line, d.Message, text)
		}
	}
}
