//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/internal/gen"
)

// whatIfTeamText is a generated team Swiss (6 teams × 4 boards × 4
// rounds, match points) whose first two matches of the last round have no
// result on any board.
func whatIfTeamText() string {
	lines := strings.Split(string(gen.TeamSwissTRF(6, 4, 4, 7, false)), "\n")
	blank := map[int]bool{}
	for _, p := range []int{1, 2, 3, 4, 9, 10, 11, 12} { // teams 1 and 3
		blank[p] = true
	}
	for _, l := range lines {
		var p, o int
		if strings.HasPrefix(l, "001 ") {
			fmt.Sscan(l[4:8], &p)
			fmt.Sscan(strings.Fields(l[len(l)-10:])[0], &o)
			if blank[p] {
				blank[o] = true // the opponents' cells too
			}
		}
	}
	for i, l := range lines {
		var p int
		if strings.HasPrefix(l, "001 ") {
			fmt.Sscan(l[4:8], &p)
			if blank[p] {
				lines[i] = l[:len(l)-1] + " "
			}
		}
	}
	return strings.Join(lines, "\n")
}

// TestWhatIfNumberedList pastes the 2009 championship with its last round
// being played: the six games are a numbered list with the players' names
// and no checkbox (they are combined whatever the user marks); each
// player's conditions are a small table whose columns are numbers of
// that list; then, on the finished event, a game the arbiter marks joins
// the numbered list, said marked, while the finished games stay a list of
// checkboxes of their own.
func TestWhatIfNumberedList(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/campionato-2009-pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the numbered list", `document.querySelectorAll('#whatif-pending li').length === 6`)
	items := eval[[]string](t, b, `[...document.querySelectorAll('#whatif-pending li')].map(li => li.textContent)`)
	if items[0] != "Game 1: Bruno, Fabio (No. 6) – Stella, Andrea (No. 12)" || items[5] != "Game 6: Rombaldoni, Denis (No. 11) – Godena, Michele (No. 1)" {
		t.Errorf("the numbered games: %q", items)
	}
	if n := eval[int](t, b, `document.querySelectorAll('#whatif input[type=checkbox]').length`); n != 0 {
		t.Errorf("%d checkboxes while every game of the round is pending", n)
	}
	b.do(t, "compute", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 12`)
	cond := eval[map[string]any](t, b, `(() => {
		const c = document.querySelector('#whatif-table tr[data-start="1"] table.whatif-needs');
		if (!c) return {};
		return {head: [...c.querySelectorAll('thead th')].map(th => th.textContent).join(' '),
			rows: c.querySelectorAll('tbody tr').length, label: c.getAttribute('aria-label'),
			title: c.querySelector('thead th').title};
	})()`)
	if cond["head"] != "#4 #5 #6" || cond["rows"] == nil || cond["rows"].(float64) < 1 || !strings.Contains(fmt.Sprint(cond["label"]), "Godena, Michele") ||
		!strings.Contains(fmt.Sprint(cond["title"]), "Vocaturo, Daniele – Ortega, Lexy") {
		t.Errorf("Godena's conditions table: %v", cond)
	}
	screenshot(t, b, "whatif2-conditions", 1280)
	s.answers(t, "the conditions tables")

	s.open(t, "/?example=campionato-2009", true)
	waitFor(t, b, "the finished games", `document.querySelectorAll('#whatif .whatif-games input').length === 6 && !document.getElementById('whatif-pending')`)
	b.do(t, "mark game 7", chromedp.Click(chromedp.ID("whatif-game-7")))
	waitFor(t, b, "the marked game in the numbered list", `document.querySelectorAll('#whatif-pending li').length === 1`)
	if li := eval[string](t, b, `document.querySelector('#whatif-pending li').textContent`); li != "Game 1: Garcia Palermo, Carlos (No. 7) – Genocchio, Daniele (No. 5) (marked as still being played)" {
		t.Errorf("the marked game: %q", li)
	}
	if n := eval[int](t, b, `document.querySelectorAll('#whatif .whatif-games input').length`); n != 6 {
		t.Errorf("%d games to mark, want 6", n)
	}
	s.answers(t, "a marked game")
}

// TestWhatIfTeamMatchesPage pastes a team event whose last round has two
// matches still being played: the numbered list names the teams, a note
// says what a match's outcomes are, the 9 combinations rank the 6 teams
// and the conditions' cells give match points.
func TestWhatIfTeamMatchesPage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	s.setValue(t, "input-text", whatIfTeamText(), "input")
	waitFor(t, b, "the pending matches", `document.querySelectorAll('#whatif-pending li').length === 2`)
	items := eval[[]string](t, b, `[...document.querySelectorAll('#whatif-pending li')].map(li => li.textContent)`)
	if items[0] != "Match 1: Team 001 (No. 1) – Team 006 (No. 6)" || items[1] != "Match 2: Team 003 (No. 3) – Team 005 (No. 5)" {
		t.Errorf("the matches: %q", items)
	}
	if note := eval[string](t, b, `document.querySelector('#whatif .whatif-note').textContent`); !strings.Contains(note, "narrowest margin") {
		t.Errorf("the note on the outcomes: %q", note)
	}
	if intro := eval[string](t, b, `document.querySelector('#whatif p').textContent`); !strings.Contains(intro, "2 matches of the last round have no result yet: 9 combinations") {
		t.Errorf("the introduction: %q", intro)
	}
	b.do(t, "compute", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the teams' table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 6`)
	cells := eval[string](t, b, `[...document.querySelectorAll('#whatif-table table.whatif-needs td')].map(td => td.textContent).join('|')`)
	if !strings.Contains(cells, "2-0") && !strings.Contains(cells, "0-2") && !strings.Contains(cells, "1-1") {
		t.Errorf("the conditions' cells give no match points: %q", cells)
	}
	s.answers(t, "the teams' what-if")
}

// TestWhatIf360 computes the 2009 what-if on a 360 px wide phone: the
// table scrolls in its box with a visible cue, every column can be
// brought into view (and is not hidden under the sticky name column), the
// caption is not clipped, and the page itself is no wider than the screen.
func TestWhatIf360(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	data, err := os.ReadFile("../testdata/campionato-2009-pending.trf")
	if err != nil {
		t.Fatal(err)
	}
	s.open(t, "/", false)
	b.do(t, "switch to en", chromedp.Click(chromedp.ID("lang-en")))
	b.do(t, "phone viewport", chromedp.EmulateViewport(360, 780, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	s.setValue(t, "input-text", string(data), "input")
	waitFor(t, b, "the what-if section", `!!document.getElementById('whatif-run')`)
	b.do(t, "compute", chromedp.Click(chromedp.ID("whatif-run")))
	waitFor(t, b, "the what-if table", `document.querySelectorAll('#whatif-table > tbody > tr').length === 12`)
	r := eval[map[string]any](t, b, `(() => {
		const box = document.querySelector('.whatif-scroll'), cue = document.getElementById('whatif-cue');
		const cap = document.getElementById('whatif-caption');
		const out = {scrolls: box.scrollWidth > box.clientWidth, cue: getComputedStyle(cue).display !== 'none' && cue.offsetHeight > 0,
			caption: cap.getBoundingClientRect().right <= innerWidth + 1 && cap.scrollWidth <= cap.clientWidth + 1,
			page: document.documentElement.scrollWidth, hidden: []};
		const cols = [...document.querySelectorAll('#whatif-table > thead > tr > th')];
		const last = document.querySelector('#whatif-table > tbody > tr > td.needs table th');
		if (last) cols.push(last);
		for (const th of cols) {
			th.scrollIntoView({block: 'center', inline: 'nearest'});
			const q = th.getBoundingClientRect(), b = box.getBoundingClientRect();
			const x = Math.min(q.right - 2, (q.left + q.right) / 2), y = (q.top + q.bottom) / 2;
			const at = document.elementFromPoint(x, y);
			if (q.left < b.left - 1 || q.right > b.right + 1 || q.right > innerWidth + 1 || !at || !th.contains(at)) out.hidden.push(th.textContent);
		}
		return out;
	})()`)
	if r["scrolls"] != true || r["cue"] != true {
		t.Errorf("360 px: the table scrolls %v, the cue is shown %v", r["scrolls"], r["cue"])
	}
	if r["caption"] != true || r["page"].(float64) > 360 {
		t.Errorf("360 px: caption within the screen %v, page %v px wide", r["caption"], r["page"])
	}
	if h := r["hidden"].([]any); len(h) > 0 {
		t.Errorf("360 px: columns that cannot be brought into view: %v", h)
	}
	// The section alone, for a look at the cue and the first columns.
	eval[bool](t, b, `(() => { document.querySelector('.whatif-scroll').scrollLeft = 0; document.getElementById('whatif-caption').scrollIntoView(); return true; })()`)
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	png, err := chromedp.Run(ctx, chromedp.Screenshot(".whatif-result", chromedp.NodeVisible))
	cancel()
	if err == nil && os.MkdirAll("artifacts", 0o755) == nil {
		os.WriteFile("artifacts/whatif2-360-result.png", png, 0o644)
	}
	screenshot(t, b, "whatif2", 360)
	b.do(t, "desktop viewport", chromedp.EmulateViewport(1280, 900))
	if eval[bool](t, b, `getComputedStyle(document.getElementById('whatif-cue')).display !== 'none'`) {
		t.Errorf("the cue is shown at 1280 px")
	}
}
