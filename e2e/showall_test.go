package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/app"
)

// TestWhatIfShowAllGames: on a 100-player Swiss the what-if lists the
// first 20 of the last round's 50 games to mark and a "show all" button;
// clicking it shows all 50, a game past the first 20 can be marked (it
// joins the numbered list), and the page still answers.
func TestWhatIfShowAllGames(t *testing.T) {
	s := newSite(t)
	b := s.b
	frag, err := app.EncodeState(app.State{Text: swissTRF(100, 9), Name: "swiss-100.trf", Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/#"+frag, true)
	games := `document.querySelectorAll('#whatif .whatif-games input').length`
	waitFor(t, b, "the first 20 games", games+` === 20 && !!document.getElementById('whatif-showall')`)
	b.do(t, "show all", chromedp.Click(chromedp.ID("whatif-showall")))
	waitFor(t, b, "all 50 games", games+` === 50 && !document.getElementById('whatif-showall')`)
	eval[bool](t, b, `(() => { document.querySelectorAll('#whatif .whatif-games input')[39].click(); return true; })()`)
	waitFor(t, b, "the 40th game marked", `document.querySelectorAll('#whatif-pending li').length === 1`)
	s.answers(t, "showing and marking every game")
}
