package app

import (
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
)

// TestBoardsPanel: the board prizes of the FIDE team exercise in Italian
// (docs/tiebreaks.md §16): board 1 starts with player 1 (6 games, 7 points
// of which one by forfeit, 100 %, 2800); his line explains Ra and dp; a
// minimum of 7 games leaves him unranked; a field that is not a number
// says so; an individual event and a team crosstable have no section.
func TestBoardsPanel(t *testing.T) {
	b, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	s := State{Text: string(b)}
	o := Run(s)
	if o.Standings == nil {
		t.Fatalf("the team exercise: %q", o.Err)
	}
	// A fresh component for each rendering: HTMLString renders a
	// component once.
	render := func(open bool, sel int, min string) string {
		s := s
		s.Boards, s.BoardSel, s.BoardMin = open, sel, min
		return app.HTMLString(&BoardsPanel{Lang: "it", Event: o.Event, State: s, View: deriveBoards(o.Event, s)})
	}
	html := render(false, 0, "")
	if !strings.Contains(html, `id="boards-run"`) || !strings.Contains(html, "Mostra i premi di scacchiera") || strings.Contains(html, `id="boards-table"`) {
		t.Fatalf("closed section: %s", html)
	}
	html = render(true, 0, "")
	i := strings.Index(html, "<tbody")
	if i < 0 {
		t.Fatalf("no table: %s", html)
	}
	first := html[i:]
	first = first[:strings.Index(first, "</tr>")]
	for _, want := range []string{`data-start="1"`, "Player 01", "Team 1", ">6<", "7,0", "(forfait vinti: 1)", "100,0", ">2000<", ">2800<"} {
		if !strings.Contains(first, want) {
			t.Errorf("board 1, first row lacks %q: %s", want, first)
		}
	}
	if !strings.Contains(html, "Scacchiera 1 dopo il turno 7") || strings.Contains(html, "Board") {
		t.Errorf("the caption is not Italian: %s", html)
	}
	html = render(true, 1, "")
	for _, want := range []string{`id="boards-detail"`, "Player 01 (Team 1), scacchiera 1", "= 12000; diviso per 6 partite", "Ra = 2000",
		"100 % → differenza Elo dp = +800", "Performance = Ra + dp = 2000 + 800 = 2800", "vittoria a forfait — non è una partita"} {
		if !strings.Contains(html, want) {
			t.Errorf("player 1's line lacks %q", want)
		}
	}
	html = render(true, 0, "7")
	if i := strings.Index(html, `data-start="1"`); i < 0 || !strings.Contains(html[i-200:i+200], "unranked") {
		t.Errorf("player 1 with 7 games minimum is not unranked")
	}
	if html = render(true, 0, "sette"); !strings.Contains(html, "«sette» non è un numero intero.") || strings.Contains(html, `id="boards-table"`) {
		t.Errorf("a minimum that is not a number: %s", html)
	}
	for _, path := range []string{"../testdata/tec-swiss-5-2026.trf", "../engine/formats/testdata/x-team-cr-coppa.csv"} {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		o := Run(State{Text: string(b)})
		if html := app.HTMLString(&BoardsPanel{Lang: "it", Event: o.Event, State: State{Boards: true}}); strings.Contains(html, "boards") {
			t.Errorf("%s has a board prizes section", path)
		}
	}
}

// TestForfeitsWonLost: a player's forfeits on his board say whether he
// won or lost them, never a bare count "(forfeits: 1)" (issue 33, item 7).
func TestForfeitsWonLost(t *testing.T) {
	for _, c := range []struct {
		lang   string
		n, won int
		want   string
	}{
		{"en", 1, 1, "(forfeits won: 1)"},
		{"en", 2, 0, "(forfeits lost: 2)"},
		{"en", 3, 1, "(forfeits won: 1, lost: 2)"},
		{"it", 1, 0, "(forfait persi: 1)"},
		{"es", 1, 1, "(incomparecencias ganadas: 1)"},
	} {
		if got := forfeitsText(c.lang, prizes.BoardPlayer{Forfeits: c.n, ForfeitsWon: c.won}); got != c.want {
			t.Errorf("%s %d/%d: %q, want %q", c.lang, c.won, c.n, got, c.want)
		}
	}
	// The FIDE team example: player 1 won a forfeit on board 1, player 21
	// lost one.
	b, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	o := Run(State{Text: string(b)})
	if o.Standings == nil {
		t.Fatalf("the team exercise: %q", o.Err)
	}
	rep, err := prizes.Boards(o.Event, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Boards[0].Players {
		switch p.Player.StartNo {
		case 1:
			if p.Forfeits != 1 || p.ForfeitsWon != 1 {
				t.Errorf("player 1: %d forfeits, %d won", p.Forfeits, p.ForfeitsWon)
			}
		case 21:
			if p.Forfeits != 1 || p.ForfeitsWon != 0 {
				t.Errorf("player 21: %d forfeits, %d won", p.Forfeits, p.ForfeitsWon)
			}
		}
	}
}
