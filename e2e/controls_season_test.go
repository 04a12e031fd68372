//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/spareggi/spareggi/engine"
)

// TestControlsSeasonEditing performs the season view's controls that no
// other test touched (e2e/CONTROLS.md) as an organiser builds a season
// from the events he has open: "add the event open" (season-add-current)
// twice, the 2009 championship then the Forlano example; an event's
// weight (season-weight-2), typed and left with Tab: the totals of the
// second event's players double; a table of points by place
// (season-places): each event's best result is its first place's points
// times its weight; the JSON export (action-json in the season view),
// saved and read back, is the table shown; Remove (season-remove) of the
// first event: the table keeps the second's players alone, its weight
// kept; Print (action-print in the season view) opens the print dialog.
// Back in the event view the page still answers.
func TestControlsSeasonEditing(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	s.open(t, "/?example=campionato-2009&lang=en", true)

	// Two events added from the event view.
	b.do(t, "open the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season's add button", `!!document.getElementById('season-add-current') && !document.getElementById('season-add-current').disabled`)
	b.do(t, "add the 2009 championship", chromedp.Click(chromedp.ID("season-add-current")))
	waitFor(t, b, "a season of one event", `document.querySelectorAll('#season-events li').length === 1 && document.querySelectorAll('#season-table tbody tr').length === 12 && document.getElementById('season-status').textContent !== ''`)
	// One event is worded in the singular, in the status, the tab and the
	// rules used.
	for id, want := range map[string]string{"season-status": "1 event in the season", "mode-season": "Season (1 event)", "season-used": "1 event;"} {
		if got := eval[string](t, b, `document.getElementById('`+id+`').textContent`); !strings.Contains(got, want) {
			t.Errorf("after the first addition, #%s is %q, want %q in it", id, got, want)
		}
	}
	b.do(t, "back to the event", chromedp.Click(chromedp.ID("mode-event")))
	b.do(t, "open the Forlano example", chromedp.Click(chromedp.ID("example-forlano-9")))
	waitFor(t, b, "the Forlano standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	b.do(t, "to the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season's add button", `!!document.getElementById('season-add-current') && !document.getElementById('season-add-current').disabled`)
	b.do(t, "add the Forlano example", chromedp.Click(chromedp.ID("season-add-current")))
	waitFor(t, b, "a season of two events", `document.querySelectorAll('#season-events li').length === 2 && document.querySelectorAll('#season-table tbody tr').length === 21 && document.getElementById('mode-season').textContent.includes('2')`)

	// The totals of the players, by their season id; and the best result
	// of each event.
	totals := func() map[string]string {
		return eval[map[string]string](t, b, `Object.fromEntries([...document.querySelectorAll('#season-table tbody tr')].map(tr => [tr.dataset.id, tr.querySelector('td.pts').textContent]))`)
	}
	onlySecond := eval[[]string](t, b, `[...document.querySelectorAll('#season-table tbody tr')].filter(tr => tr.querySelector('button[data-event="2"]') && !tr.querySelector('button[data-event="1"]')).map(tr => tr.dataset.id)`)
	if len(onlySecond) != 9 {
		t.Fatalf("%d players of the second event alone, want the Forlano example's 9: %v", len(onlySecond), onlySecond)
	}
	before := totals()
	forlano := eval[[]string](t, b, `[...document.querySelectorAll('#season-table tbody tr')].filter(tr => !tr.querySelector('button[data-event="1"]')).map(tr => tr.querySelector('th').textContent).sort()`)

	// The second event weighs 2: its players' totals double.
	b.do(t, "weigh the second event 2", chromedp.Focus(chromedp.ID("season-weight-2")), chromedp.SendKeys(chromedp.ID("season-weight-2"), "2\t"))
	waitFor(t, b, "the weighted totals", `(() => { const tr = document.querySelector(`+jsString(`#season-table tr[data-id="`+onlySecond[0]+`"]`)+`); return !!tr && tr.querySelector('td.pts').textContent !== `+jsString(before[onlySecond[0]])+`; })()`)
	after := totals()
	for _, id := range onlySecond {
		v, ok1 := engine.ParseValue(before[id])
		w, ok2 := engine.ParseValue(after[id])
		if !ok1 || !ok2 || w.Cmp(v.Add(v)) != 0 {
			t.Errorf("player %s: total %q before the weight 2, %q after, want twice", id, before[id], after[id])
		}
	}
	for id, v := range before {
		if !slices.Contains(onlySecond, id) && after[id] != v {
			t.Errorf("player %s of the first event: total %q became %q with the second's weight", id, v, after[id])
		}
	}

	// Points by place: each event's first place scores 25, times its weight.
	b.do(t, "type points by place", chromedp.Focus(chromedp.ID("season-places")), chromedp.SendKeys(chromedp.ID("season-places"), "25,20,16\t"))
	waitFor(t, b, "the points by place", `document.getElementById('season-used').textContent.includes('25,20,16')`)
	best := func(event string) string {
		return eval[string](t, b, `(() => { let m = 0; for (const c of document.querySelectorAll('#season-table button.season-cell[data-event="`+event+`"]')) m = Math.max(m, parseFloat(c.textContent.replace(/[()]/g, ''))); return String(m); })()`)
	}
	if b1, b2 := best("1"), best("2"); b1 != "25" || b2 != "50" {
		t.Errorf("the best results are %s (event 1) and %s (event 2, weight 2), want 25 and 50", b1, b2)
	}

	// The JSON export is the table shown.
	shown := totals()
	b.do(t, "export JSON", chromedp.Click(chromedp.ID("action-json")))
	name, data := dl.wait(t, "the season's JSON")
	var doc struct {
		Events []struct {
			Weight string `json:"weight"`
		} `json:"events"`
		Players []struct {
			ID    string `json:"id"`
			Total string `json:"total"`
		} `json:"players"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("the season's JSON does not parse: %v\n%.300s", err, data)
	}
	weight := func(s string) string {
		v, _ := engine.ParseValue(s)
		return v.Format(0)
	}
	if name != "season.json" || len(doc.Events) != 2 || weight(doc.Events[1].Weight) != "2" || len(doc.Players) != len(shown) {
		t.Errorf("the export %s: %d events (second weighing %q), %d players; want season.json, 2 events, weight 2, %d players",
			name, len(doc.Events), func() string {
				if len(doc.Events) > 1 {
					return doc.Events[1].Weight
				}
				return ""
			}(), len(doc.Players), len(shown))
	}
	for _, p := range doc.Players {
		v, ok1 := engine.ParseValue(p.Total)
		w, ok2 := engine.ParseValue(shown[p.ID])
		if !ok1 || !ok2 || v.Cmp(w) != 0 {
			t.Errorf("player %s: the JSON's total %q, the page's %q", p.ID, p.Total, shown[p.ID])
		}
	}

	// Remove the first event: the second's players remain, its weight kept.
	b.do(t, "remove the first event", chromedp.Click(chromedp.CSS(`#season-events li[data-event="1"] button.season-remove`)))
	waitFor(t, b, "a season of one event", `document.querySelectorAll('#season-events li').length === 1 && document.querySelectorAll('#season-table tbody tr').length === 9`)
	if w := eval[string](t, b, `document.getElementById('season-weight-1').value`); w != "2" {
		t.Errorf("the event left weighs %q, want its 2", w)
	}
	// The entries' ids follow the events' numbers: the names say who is left.
	left := eval[[]string](t, b, `[...document.querySelectorAll('#season-table tbody tr')].map(tr => tr.querySelector('th').textContent).sort()`)
	if jsonOf(left) != jsonOf(forlano) {
		t.Errorf("the season of the Forlano example alone ranks %v, want %v", left, forlano)
	}
	if b1 := best("1"); b1 != "50" {
		t.Errorf("the event left's best result is %s, want 50 (25 by place, weight 2)", b1)
	}

	// Print.
	eval[bool](t, b, `(() => { window.__printed = 0; addEventListener('beforeprint', () => window.__printed++); return true; })()`)
	b.do(t, "print the season", chromedp.Click(chromedp.ID("action-print")))
	waitFor(t, b, "the print dialog", `window.__printed > 0`)
	s.noProblems(t, "the season's controls")

	b.do(t, "back to the event", chromedp.Click(chromedp.ID("mode-event")))
	waitFor(t, b, "the event's standings", `document.querySelectorAll('#standings tbody tr').length === 9`)
	s.answers(t, "the season's controls")
}

// TestControlsSeasonOptions performs the season's choices that no other
// test touched (e2e/CONTROLS.md), as an organiser types them, after
// closing and opening their disclosure (season-options): on the
// three Keshmat workbooks of TestSeasonInThePage, the minimum of events
// (season-min), points by place (season-places) with each tied player the
// higher place's (season-higher), a bonus for every event (season-bonus),
// the season's tie-breaks (season-tb), the drawing of lots (season-lots)
// and a rating range (season-rating): the table's leader and its length
// are the CLI's for the same flags, and the CSV export is the CLI's byte
// for byte; then "women only" (season-women) and "born from"
// (season-born), each against the CLI again (the workbooks give no sex
// or birth year: both tables are empty, as the CLI's). The page still
// answers.
func TestControlsSeasonOptions(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	dl := enableDownloads(t, b)
	s.open(t, "/?lang=en", false)
	b.do(t, "open the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season view", `!!document.getElementById('season-file')`)
	b.do(t, "choose the three workbooks", chromedp.SetUploadFiles(chromedp.ID("season-file"), seasonPaths(t)))
	waitFor(t, b, "the season of three events", `document.querySelectorAll('#season-events li').length === 3 && document.querySelectorAll('#season-table tbody tr').length > 100`)

	// The form's disclosure: closed, its fields hidden; open again.
	b.do(t, "close the season's rules", chromedp.Click(chromedp.CSS(`#season-options > summary`)))
	waitFor(t, b, "the rules closed", `!document.getElementById('season-options').open && !document.getElementById('season-min').checkVisibility()`)
	b.do(t, "open the season's rules", chromedp.Click(chromedp.CSS(`#season-options > summary`)))
	waitFor(t, b, "the rules open", `document.getElementById('season-options').open && document.getElementById('season-min').checkVisibility()`)

	// type types a field's value and leaves it with Tab, which takes it.
	typeField := func(id, value string) {
		t.Helper()
		b.do(t, "type "+id, chromedp.Focus(chromedp.ID(id)), chromedp.SendKeys(chromedp.ID(id), value+"\t"))
	}
	// same waits for the table the CLI's CSV ranks (its leader's row and
	// its length), then exports the CSV and compares it with the CLI's;
	// it returns the number of players.
	same := func(what string, args ...string) int {
		t.Helper()
		cli := cliSeason(t, append(args, "-o", "csv")...)
		want := csvRows(t, cli)
		cond := `document.querySelectorAll('#season-table tbody tr').length === ` + itoa(len(want)-1)
		if len(want) > 1 {
			w := want[1] // rank, id, name, federation, fideId, events, counted, total
			cond += ` && (() => { const r = [...document.querySelector('#season-table tbody tr').children].map(c => c.textContent);
				return r[0] === ` + jsString(w[0]) + ` && r[1] === ` + jsString(w[2]) + ` && r[5] === ` + jsString(w[7]) + `; })()`
		}
		waitFor(t, b, what+": the CLI's table", cond)
		b.do(t, what+": export CSV", chromedp.Click(chromedp.ID("action-csv")))
		name, data := dl.wait(t, what+": the season's CSV")
		if name != "season.csv" || string(data) != cli {
			t.Errorf("%s: the export %s differs from the CLI's CSV:\n%.600s\nwant\n%.600s", what, name, data, cli)
		}
		t.Logf("%s: %d players, leader %v", what, len(want)-1, func() []string {
			if len(want) > 1 {
				return want[1]
			}
			return nil
		}())
		return len(want) - 1
	}

	typeField("season-min", "2")
	typeField("season-places", "25,20,16,13,11")
	b.do(t, "tick: each the higher place's points", chromedp.Click(chromedp.ID("season-higher")))
	typeField("season-bonus", "1")
	typeField("season-tb", "events,best")
	typeField("season-lots", "e1.3,e1.2")
	typeField("season-rating", "1400-")
	flags := []string{"-min", "2", "-points", "places:25,20,16,13,11", "-tied", "higher", "-bonus", "1", "-tb", "events,best", "-lots", "e1.3,e1.2", "-rating", "1400-"}
	ranked := same("the season's choices", flags...)
	if used := eval[string](t, b, `document.getElementById('season-used').textContent`); !strings.Contains(used, "25,20,16,13,11") {
		t.Errorf("the season's rules read %q, without the points by place", used)
	}

	b.do(t, "tick: women only", chromedp.Click(chromedp.ID("season-women")))
	same("women only", append(flags, "-women")...)
	b.do(t, "untick: women only", chromedp.Click(chromedp.ID("season-women")))
	// The players back, so that the next empty table is the year's.
	waitFor(t, b, "the players back", `document.querySelectorAll('#season-table tbody tr').length === `+itoa(ranked))
	typeField("season-born", "2005")
	same("born from 2005", append(flags, "-born", "2005")...)
	s.noProblems(t, "the season's choices")

	b.do(t, "back to the event", chromedp.Click(chromedp.ID("mode-event")))
	waitFor(t, b, "the event view", `!!document.getElementById('input-text')`)
	stillAnswers(t, b, repoFile(t, "testdata/tec-rr-6.trf"))
	s.noProblems(t, "the season's choices")
}

// TestControlsSeasonShowAll performs the season table's "show all"
// (season-all), which no other test reached: a season of one Swiss of 340
// players (a file chosen with "Add events from files…") draws its first
// 300 players and the button; clicked, the table draws all 340 and the
// button goes; a result of a row drawn by it (the 320th) opens its event
// at the player's row with its explanation, and the page still answers.
func TestControlsSeasonShowAll(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	b := s.b
	path := filepath.Join(t.TempDir(), "swiss-340.trf")
	if err := os.WriteFile(path, []byte(swissTRF(340, 5)), 0o644); err != nil {
		t.Fatal(err)
	}
	s.open(t, "/?lang=en", false)
	b.do(t, "open the season", chromedp.Click(chromedp.ID("mode-season")))
	waitFor(t, b, "the season view", `!!document.getElementById('season-file')`)
	b.do(t, "choose the Swiss", chromedp.SetUploadFiles(chromedp.ID("season-file"), []string{path}))
	waitFor(t, b, "the first 300 players and the button", `document.querySelectorAll('#season-table tbody tr').length === 300 && !!document.getElementById('season-all') && document.getElementById('season-all').textContent.includes('340')`)
	b.do(t, "show all", chromedp.Click(chromedp.ID("season-all")))
	waitFor(t, b, "all 340 players", `document.querySelectorAll('#season-table tbody tr').length === 340 && !document.getElementById('season-all')`)
	name := eval[string](t, b, `document.querySelector('#season-table tbody tr:nth-child(320) th').textContent`)
	b.do(t, "open the 320th player's result", chromedp.Click(chromedp.CSS(`#season-table tbody tr:nth-child(320) button.season-cell`)))
	waitFor(t, b, "his explanation in the event", `document.getElementById('mode-event').getAttribute('aria-pressed') === 'true' && !!document.getElementById('explain-title') && document.getElementById('explain-title').textContent.includes(`+jsString(name)+`)`)
	closeExplanation(t, b, "the 320th player's result")
	s.answers(t, "the season's show all")
}
