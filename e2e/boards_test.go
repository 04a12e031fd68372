//go:build e2e

package e2e

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/internal/i18n"
)

// TestBoardPrizes does what an arbiter of a team event does for the board
// prizes (docs/tiebreaks.md §16): he opens the FIDE team example, shows its
// board prizes, and finds board 1's first row as the engine computes it
// (player 1: 6 games, 7 points with a forfeit, 100 %, Ra 2000,
// performance 2800); his name opens the line round by round with the
// arithmetic; board 4 starts with player 56. In Italian every text of the
// section is Italian, and none of the engine's English shows. At 360 px
// the page does not get wider. The page still answers.
func TestBoardPrizes(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	ev, _, err := formats.Read([]byte(repoFile(t, "web/examples/fide-team.trf")), formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := prizes.Boards(ev, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// A row as the page writes it, from the engine's values.
	rowOf := func(bd prizes.Board, bp prizes.BoardPlayer) []string {
		rank, shared := strconv.Itoa(bp.Rank), 0
		for _, o := range bd.Players {
			if o.Rank == bp.Rank {
				shared++
			}
		}
		if shared > 1 {
			rank += "="
		}
		pts := bp.Points.Format(1)
		if bp.Forfeits > 0 { // every forfeit of the exercise's board 1 is won
			pts += " " + i18n.T("en", "boards.forfeits.won", bp.ForfeitsWon)
		}
		return []string{rank, strconv.Itoa(bp.Player.StartNo), bp.Player.Name, bp.Team.Name, strconv.Itoa(bp.Games), pts,
			bp.Percent.RoundTo(1).Format(1), strconv.FormatInt(bp.Ra, 10), strconv.FormatInt(bp.Performance, 10)}
	}
	firstRow := `[...document.querySelectorAll('#boards-table tbody tr:first-child > *')].map(c => c.textContent.trim().replace(/\s+/g, ' '))`

	s.open(t, "/?example=fide-team", true)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	waitFor(t, b, "the board prizes button", `!!document.getElementById('boards-run') && !document.getElementById('boards-table')`)
	b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	waitFor(t, b, "board 1", `document.querySelectorAll('#boards-table tbody tr').length === 14`)
	want := rowOf(rep.Boards[0], rep.Boards[0].Players[0])
	if want[1] != "1" || want[5] != "7.0 (forfeits won: 1)" || want[8] != "2800" {
		t.Fatalf("the engine's board 1 starts with %q, want player 1 with 7 points and 2800", want)
	}
	if got := eval[[]string](t, b, firstRow); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("board 1, first row %q, want %q", got, want)
	}
	b.do(t, "open player 1's line", chromedp.Click(chromedp.CSS(`#boards-table tbody tr:first-child button.cell`)))
	waitFor(t, b, "player 1's line", `!!document.getElementById('boards-detail')`)
	detail := eval[string](t, b, `document.getElementById('boards-detail').innerText`)
	for _, w := range []string{"Player 01 (Team 1), board 1", "Ra = 2000", "Performance = Ra + dp = 2000 + 800 = 2800", "forfeit win"} {
		if !strings.Contains(detail, w) {
			t.Errorf("player 1's line lacks %q:\n%s", w, detail)
		}
	}
	if n := eval[int](t, b, `document.querySelectorAll('#boards-detail .boards-rounds tbody tr').length`); n != 7 {
		t.Errorf("player 1's line has %d rounds, want 7", n)
	}
	b.do(t, "board 4", chromedp.Click(chromedp.ID("boards-tab-4")))
	waitFor(t, b, "board 4", `document.getElementById('boards-table').dataset.board === '4'`)
	if got, want := eval[[]string](t, b, firstRow), rowOf(rep.Boards[3], rep.Boards[3].Players[0]); strings.Join(got, "|") != strings.Join(want, "|") || want[1] != "56" {
		t.Errorf("board 4, first row %q, want %q", got, want)
	}
	s.answers(t, "the board prizes")

	// In Italian.
	b.do(t, "board 1 again", chromedp.Click(chromedp.ID("boards-tab-1")))
	b.do(t, "switch to it", chromedp.Click(chromedp.ID("lang-it")))
	title := i18n.T("it", "boards.title")
	waitFor(t, b, "the Italian section", `document.documentElement.lang === 'it' && document.querySelector('#boards h2').textContent === '`+title+`' && document.getElementById('boards-table').dataset.board === '1'`)
	b.do(t, "open player 1's line again", chromedp.Click(chromedp.CSS(`#boards-table tbody tr:first-child button.cell`)))
	waitFor(t, b, "player 1's line in Italian", `!!document.getElementById('boards-detail')`)
	text := eval[string](t, b, `document.getElementById('boards').innerText + '\n' + [...document.querySelectorAll('#boards [title], #boards [aria-label]')].map(e => (e.getAttribute('title') || '') + ' ' + (e.getAttribute('aria-label') || '')).join('\n')`)
	for _, w := range []string{
		i18n.T("it", "boards.close"),
		i18n.T("it", "boards.caption", 1, 7, 1),
		i18n.T("it", "boards.board", 4),
		"Pos.", "Squadra", "Partite", "Punti",
		"7,0 " + i18n.T("it", "boards.forfeits.won", 1),
		"Player 01 (Team 1), scacchiera 1",
		"vittoria a forfait — " + i18n.T("it", "boards.notgame"),
		"Performance = Ra + dp = 2000 + 800 = 2800",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the Italian section lacks %q", w)
		}
	}
	var english []string
	for _, k := range []string{"boards.intro", "boards.close", "boards.min", "boards.unrated", "boards.tabs", "boards.games",
		"boards.points", "boards.round", "boards.opponent", "boards.result", "boards.notgame", "boards.rating"} {
		english = append(english, i18n.T("en", k))
	}
	english = append(english, i18n.T("en", "boards.board", 1), i18n.T("en", "boards.explain", "Player 01"), "forfeit win", "rounded half up")
	english = append(english, engineEnglish(t)...)
	if found := englishIn(text, english); len(found) > 0 {
		t.Errorf("English in the Italian section: %q", found)
	}
	screenshot(t, b, "boards-360", 360)
	if w := eval[int](t, b, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("the page is %d px wide at 360 px with the board prizes", w)
	}
	s.answers(t, "the board prizes in Italian")

	// The minimum number of games: with 7, players 1 and 25 (6 games)
	// lose their rank, and players 5 and 9 share the first.
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	rep7, err := prizes.Boards(ev, engine.Options{MinGames: 7})
	if err != nil {
		t.Fatal(err)
	}
	want7 := rowOf(rep7.Boards[0], rep7.Boards[0].Players[0])
	if want7[0] != "1=" || want7[1] != "5" && want7[1] != "9" {
		t.Fatalf("the engine's board 1 with 7 games starts with %q, want player 5 or 9 first", want7)
	}
	s.setValue(t, "boards-min", "7", "input")
	waitFor(t, b, "the minimum applied", `document.querySelector('#boards-table tbody tr:first-child > :nth-child(2)').textContent.trim() === '`+want7[1]+`'`)
	if got := eval[[]string](t, b, firstRow); strings.Join(got, "|") != strings.Join(want7, "|") {
		t.Errorf("board 1 with 7 games, first row %q, want %q", got, want7)
	}
	s.answers(t, "the minimum number of games")

	// The rating of unrated opponents, on the line-up sample (unrated
	// players): every performance of board 1 as the engine gives it with
	// 1500.
	lineup := repoFile(t, "engine/formats/testdata/x-team-lineup.trf")
	lev, _, err := formats.Read([]byte(lineup), formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rep15, err := prizes.Boards(lev, engine.Options{Unrated: 1500, HasUnrated: true})
	if err != nil {
		t.Fatal(err)
	}
	s.setValue(t, "input-text", lineup, "input")
	waitFor(t, b, "the line-up sample", `document.querySelectorAll('#standings tbody tr').length === `+strconv.Itoa(len(lev.Teams.Teams)))
	if !eval[bool](t, b, `!!document.getElementById('boards-min')`) {
		b.do(t, "show the board prizes", chromedp.Click(chromedp.ID("boards-run")))
	}
	s.setValue(t, "boards-min", "", "input")
	s.setValue(t, "boards-unrated", "1500", "input")
	var want15 []string
	for _, bp := range rep15.Boards[0].Players {
		want15 = append(want15, strings.Join(rowOf(rep15.Boards[0], bp), "|"))
	}
	rows := `[...document.querySelectorAll('#boards-table tbody tr')].map(tr => [...tr.children].map(c => c.textContent.trim().replace(/\s+/g, ' ')).join('|'))`
	waitFor(t, b, "the performances with 1500", `document.getElementById('boards-table').dataset.board === '1' && `+rows+`.join('\n') === `+strconv.Quote(strings.Join(want15, "\n")))
	s.answers(t, "the rating of unrated opponents")
}
