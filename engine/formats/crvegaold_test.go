package formats

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// vegaGames returns each player's rounds by name: "round opponent-name
// kind colour", so that two tables of one event (by start number and by
// score, or a copy and its page) compare whatever numbers name the rows.
func vegaGames(ev *engine.Event, colours bool) map[string][]string {
	return vegaGamesAs(ev, colours, false)
}

// vegaGamesAs is vegaGames, with the forfeits read as games when asGames
// is set: a copy loses the class that marks them (§7.9).
func vegaGamesAs(ev *engine.Event, colours, asGames bool) map[string][]string {
	out := map[string][]string{}
	for _, p := range ev.Players {
		var rs []string
		for r, e := range p.Rounds {
			k := e.Kind
			switch {
			case asGames && k == engine.ForfeitWin:
				k = engine.Win
			case asGames && k == engine.ForfeitLoss:
				k = engine.Loss
			}
			s := strconv.Itoa(r+1) + " " + k.String()
			if e.Opponent > 0 {
				s += " " + vegaShort(ev.Player(e.Opponent).Name)
			}
			if colours {
				s += " " + strconv.Itoa(int(e.Colour))
			}
			rs = append(rs, s)
		}
		out[vegaShort(p.Name)] = rs
	}
	return out
}

// vegaShort is a name as the crosstable by start number prints it: its
// first 20 characters.
func vegaShort(name string) string {
	r := []rune(name)
	return strings.TrimSpace(string(r[:min(len(r), 20)]))
}

// sameGames reports the first player whose rounds differ in a and b.
func sameGames(t *testing.T, what string, a, b map[string][]string) {
	t.Helper()
	if len(a) != len(b) {
		t.Errorf("%s: %d players, %d", what, len(a), len(b))
	}
	for name, ra := range a {
		if strings.Join(ra, "; ") != strings.Join(b[name], "; ") {
			t.Errorf("%s: %s\n%v\n%v", what, name, ra, b[name])
			return
		}
	}
}

// TestVegaOlderLayouts: the layouts of Vega's site other than those of
// TestVegaRealPages (docs/formats.md §7.9), each a real page and its
// Chromium copy: the crosstable by start number whose rows begin with the
// number in the name's cell ("Player Rtg Fed Pts", the Koshnitsky Cup
// 2026), and the 2016–2019 template ("Pos T NAME Rtg Fed Pts … Buc1
// BucT", its bye cells left unclosed; "ID T NAME" by start number). The
// copy reads to the page's games without colours, which are unknown; the
// page gives every game's colour, both rows agreeing; the table by start
// number reads to the games of the table by score.
func TestVegaOlderLayouts(t *testing.T) {
	for _, tc := range []struct {
		page, copy, other       string // the page, its copy, the same event's other table
		players, rounds, played int
		startNumbers            engine.StartNumbers
		declared                string
	}{
		{"vega-hbcc-koshnitsky-cup-2026-crosstable.html", "vega-hbcc-koshnitsky-cup-2026-crosstable.txt", "vega-hbcc-koshnitsky-cup-2026.html",
			31, 4, 3, engine.StartNumbersExplicit, ""},
		{"vega-chessnov2018-crosstablescore.html", "vega-chessnov2018-crosstablescore.txt", "vega-chessnov2018-crosstable.html",
			11, 6, 6, engine.StartNumbersRowKey, "Buc1 BucT"},
	} {
		page, _ := vegaReal(t, tc.page)
		var names []string
		for _, c := range page.DeclaredColumns {
			names = append(names, c.Name)
			if c.Program != scan.ProgVega {
				t.Errorf("%s: column %s of program %q", tc.page, c.Name, c.Program)
			}
		}
		if len(page.Players) != tc.players || page.Rounds != tc.rounds || page.PlayedRounds != tc.played ||
			page.Provenance.StartNumbers != tc.startNumbers || page.Provenance.Format != "Vega" || strings.Join(names, " ") != tc.declared {
			t.Errorf("%s: %d players, %d rounds (%d played), %s, %s, columns %v", tc.page, len(page.Players), page.Rounds, page.PlayedRounds,
				page.Provenance.StartNumbers, page.Provenance.Format, names)
		}
		if page.Provenance.Colours != engine.ColoursKnown {
			t.Errorf("%s: colours %s", tc.page, page.Provenance.Colours)
		}
		for _, p := range page.Players {
			for r, e := range p.Rounds {
				if e.Opponent > 0 && !e.Kind.Unplayed() {
					o := page.Player(e.Opponent).Rounds[r]
					if e.Colour == engine.NoColour || o.Colour+e.Colour != engine.White+engine.Black {
						t.Errorf("%s: %s round %d with %v, the opponent with %v", tc.page, p.Name, r+1, e.Colour, o.Colour)
					}
				}
			}
		}
		cp, _ := vegaReal(t, tc.copy)
		if cp.Provenance.Colours != engine.ColoursUnknown {
			t.Errorf("%s: colours %s", tc.copy, cp.Provenance.Colours)
		}
		sameGames(t, tc.copy+" and its page", vegaGamesAs(cp, false, true), vegaGamesAs(page, false, true))
		other, _ := vegaReal(t, tc.other)
		sameGames(t, tc.page+" and "+tc.other, vegaGames(page, true), vegaGames(other, true))
		// A copy computes every tie-break but those that need the colours.
		list, _ := engine.ParseList("BH,SB,BPG")
		var ce *engine.CodedError
		if _, err := engine.Compute(cp, engine.Options{TieBreaks: list}); !errors.As(err, &ce) || ce.Code() != msg.New(msg.ErrNeedsColours, "BPG").Code() {
			t.Errorf("%s: BPG computed without colours: %v", tc.copy, err)
		}
	}
}

// TestVegaOpponentFirst: the 2016–2019 template also wrote pages with each
// cell's opponent before its result (docs/formats.md §7.9, "The order of a
// cell"). No such page is in the corpus, so the test makes one from the
// real copy of the 2018 template: each row's cell lines swapped in pairs.
// It is detected without a question and read to the same games as the
// copy it was made from, and with the format chosen too.
func TestVegaOpponentFirst(t *testing.T) {
	const name = "vega-chessnov2018-crosstablescore.txt"
	want, _ := vegaReal(t, name)
	swapped := vegaSwapCells(t, string(xreadFile(t, "../../../testdata/real/"+name)), want.Rounds)
	for _, opt := range []Options{{}, {Format: FormatChessResults}} {
		ev, rep, err := ReadString(swapped, opt)
		if err != nil {
			t.Fatalf("format %v: %v", opt.Format, err)
		}
		if rep.Format != FormatChessResults || len(rep.Questions) > 0 {
			t.Errorf("format %v: read as %v with questions %v", opt.Format, rep.Format, rep.Questions)
		}
		sameGames(t, "the cells swapped, format "+opt.Format.String(), vegaGames(ev, false), vegaGames(want, false))
	}
}

// vegaSwapCells swaps the 2×rounds cell lines after each row's first
// line (the line that ends with the points and a TAB) in pairs.
func vegaSwapCells(t *testing.T, text string, rounds int) string {
	t.Helper()
	lines := strings.Split(text, "\n")
	rows := 0
	for i := 0; i < len(lines); i++ {
		if !strings.HasSuffix(lines[i], "\t") || i+2*rounds >= len(lines) {
			continue
		}
		for k := i + 1; k < i+1+2*rounds; k += 2 {
			lines[k], lines[k+1] = lines[k+1], lines[k]
		}
		rows++
		i += 2 * rounds
	}
	if rows < 10 {
		t.Fatalf("only %d rows swapped", rows)
	}
	return strings.Join(lines, "\n")
}
