package app

import (
	"bytes"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// seasonFiles are three events of the Keshmat circuit whose season asks
// one question: Haddad Peter (April 2025) and Hadad Peter (July 2024).
var seasonFiles = []string{"cr-keshmat-rapid-2024-07.xlsx", "cr-keshmat-rapid-2025-04.xlsx", "cr-keshmat-rapid-2025-05.xlsx"}

// keshmatSeason is a page state with the three events added as files.
func keshmatSeason(t *testing.T, vm *viewModel) State {
	t.Helper()
	s := State{Lang: "en"}
	for _, f := range seasonFiles {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "real", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := addSeasonEvent(&s, &vm.season, State{Text: fileText(b), Name: f, Workbook: true}); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	return s
}

// cliSeasonCSV is the season of the files as `spareggi season -o csv`
// ranks it: each file through request.Cache, the options through
// request.ParseSeason.
func cliSeasonCSV(t *testing.T, files []string, f request.SeasonFields) string {
	t.Helper()
	req, err := request.Parse(request.Fields{Format: "auto"})
	if err != nil {
		t.Fatal(err)
	}
	var cache request.Cache
	var events []*season.Event
	for _, name := range files {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "real", name))
		if err != nil {
			t.Fatal(err)
		}
		req.Read.FileName = name
		res, err := cache.Run(string(b), req)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := season.FromStandings(name, res.Standings)
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, ev)
	}
	opt, err := request.ParseSeason(f, len(events))
	if err != nil {
		t.Fatal(err)
	}
	st, err := opt.Combine(events)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := report.SeasonCSV(&out, st); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// pageSeasonCSV is the page's season as its CSV export writes it.
func pageSeasonCSV(t *testing.T, v View) string {
	t.Helper()
	if v.Season.St == nil {
		t.Fatalf("no season: %v", v.Season.Err)
	}
	var out bytes.Buffer
	if err := report.SeasonCSV(&out, v.Season.St); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestSeasonPageMatchesCLI: three real events added to the page's season
// rank as the CLI ranks the same files under the same options (best 2 of
// 3, then places 25,20,16 with a bonus and a weight), the near spelling is
// a question, and its answer merges the two entries.
func TestSeasonPageMatchesCLI(t *testing.T) {
	var vm viewModel
	s := keshmatSeason(t, &vm)
	s.Season.Best = 2
	v := vm.derive(s)
	if got, want := pageSeasonCSV(t, v), cliSeasonCSV(t, seasonFiles, request.SeasonFields{Best: 2}); got != want {
		t.Fatalf("the page's season differs from the CLI's:\n%s\nwant\n%s", got[:400], want[:400])
	}
	st := v.Season.St
	if len(st.Questions) != 1 || st.Questions[0].ID != "Q-SEASON-MATCH/e2.24" || st.Players[0].Name != "Arkadan Adib" {
		t.Fatalf("questions %v, leader %q", st.Questions, st.Players[0].Name)
	}
	next := *s.Season
	next.Places, next.Higher, next.Bonus, next.Events = "25,20,16,13,11", true, "2", append([]SeasonEvent(nil), s.Season.Events...)
	next.Events[2].Weight = "1.5"
	next.Answers = map[string]string{"Q-SEASON-MATCH/e2.24": "e1.40"}
	s.Season = &next
	runs := engineRuns.Load()
	v = vm.derive(s)
	if n := engineRuns.Load() - runs; n != 1 {
		t.Errorf("changing the season's choices ran the engine %d times, want 1 (the combining; the events are kept)", n)
	}
	want := cliSeasonCSV(t, seasonFiles, request.SeasonFields{Best: 2, Points: "places:25,20,16,13,11", Tied: "higher", Bonus: "2",
		Weights: "3=1.5", Answers: map[string]string{"Q-SEASON-MATCH/e2.24": "e1.40"}})
	if got := pageSeasonCSV(t, v); got != want {
		t.Fatalf("with places, bonus, weight and an answer the page differs from the CLI:\n%s\nwant\n%s", got[:400], want[:400])
	}
	if v.Season.St.Matched[season.ByAnswer] != 1 {
		t.Errorf("the answer merged %d entries", v.Season.St.Matched[season.ByAnswer])
	}
}

// TestSeasonShareLink: a share link carries the season (the workbooks as
// their sheets' text, the choices, the weights, the answers) and opens
// it again with the same standings; a link of more events than a season
// accepts opens without its season, saying why.
func TestSeasonShareLink(t *testing.T) {
	var vm viewModel
	s := keshmatSeason(t, &vm)
	s.Season.Best, s.Season.Events[1].Weight, s.SeasonView = 2, "2", true
	s.Season.Answers = map[string]string{"Q-SEASON-MATCH/e2.24": "e1.40"}
	want := pageSeasonCSV(t, vm.derive(s))
	frag, err := EncodeState(shareable(s))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the link of three events: %d characters", len(frag))
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse("/#" + frag)
	d.Nav(u)
	d.Consume()
	if !p.state.SeasonView || p.state.Season == nil || len(p.state.Season.Events) != 3 || p.state.Season.Events[0].State.Workbook {
		t.Fatalf("the link's season: %+v", p.state.Season)
	}
	if got := pageSeasonCSV(t, p.view); got != want {
		t.Errorf("the link's season differs:\n%s\nwant\n%s", got[:300], want[:300])
	}
	html := app.HTMLString(p)
	for _, w := range []string{`id="season-table"`, `data-how="answer"`, `Q-SEASON-MATCH/e2.24`, `id="season-weight-2"`, "Arkadan Adib"} {
		if !strings.Contains(html, w) {
			t.Errorf("the season view lacks %q", w)
		}
	}

	// In Italian, no English of the season's view.
	do(d, p, func(ctx app.Context) { p.state.Lang = "it"; p.recompute() })
	html = app.HTMLString(p)
	for _, w := range []string{"Classifica di stagione", "Regole della stagione", "Riconosciuti:", "contano i migliori 2 tornei", "Aggiungi tornei da file"} {
		if !strings.Contains(html, w) {
			t.Errorf("the Italian season view lacks %q", w)
		}
	}
	for _, w := range []string{"Season standings", "Season rules", "Matched:", "Add events from files", "by an answer", "Points in parentheses"} {
		if strings.Contains(html, w) {
			t.Errorf("the Italian season view shows %q", w)
		}
	}

	// 101 events: the season is left out, with the bound.
	big := State{Season: &SeasonState{}}
	for i := 0; i <= season.MaxEvents; i++ {
		big.Season.Events = append(big.Season.Events, SeasonEvent{State: State{Text: "x", Name: "e.trf"}})
	}
	frag, err = EncodeState(big)
	if err != nil {
		t.Fatal(err)
	}
	got, refused, err := decodeState(frag)
	var ce *engine.CodedError
	if err != nil || got.Season != nil || len(refused) != 1 || !errors.As(refused[0], &ce) || ce.Message.ID != msg.ErrSeasonEvents {
		t.Errorf("a link of 101 events: season %v, refused %v, %v", got.Season != nil, refused, err)
	}
}

// TestSeasonBounds: a season takes at most season.MaxEvents events; the
// next one is refused with the bound, and an event that cannot be ranked
// is refused with its reason.
func TestSeasonBounds(t *testing.T) {
	b, err := os.ReadFile("../testdata/tec-rr-6.trf")
	if err != nil {
		t.Fatal(err)
	}
	var vm viewModel
	s := State{}
	ev := State{Text: string(b), Name: "tec-rr-6.trf"}
	for i := 0; i < season.MaxEvents; i++ {
		if err := addSeasonEvent(&s, &vm.season, ev); err != nil {
			t.Fatalf("event %d: %v", i+1, err)
		}
	}
	var ce *engine.CodedError
	if err := addSeasonEvent(&s, &vm.season, ev); !errors.As(err, &ce) || ce.Message.ID != msg.ErrSeasonEvents {
		t.Errorf("the 101st event: %v", err)
	}
	if v := vm.derive(s); v.Season.St == nil || len(v.Season.St.Events) != season.MaxEvents {
		t.Errorf("100 events: %v", v.Season.Err)
	}
	if err := addSeasonEvent(&State{}, &vm.season, State{Text: "not a crosstable"}); err == nil {
		t.Error("a text that reads as no event was added")
	}
}

// TestSessionKeepsASeasonsWorkbooks: a season of three workbooks, kept on
// the device and restored (a reload), ranks as before. Its events were
// kept as the workbooks' bytes in JSON text, which a reload found broken
// ("not a valid zip archive"): they are kept as their sheets' text, made
// once when each event is added.
func TestSessionKeepsASeasonsWorkbooks(t *testing.T) {
	var vm viewModel
	s := keshmatSeason(t, &vm)
	for i, e := range s.Season.Events {
		if e.State.Workbook || strings.HasPrefix(e.State.Text, "PK") {
			t.Fatalf("event %d is kept as a workbook's bytes", i+1)
		}
	}
	want := pageSeasonCSV(t, vm.derive(s))
	var ss sessionState
	kept, err := ss.keptForm(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := restoreKept(kept)
	if !ok || got.Season == nil || len(got.Season.Events) != len(seasonFiles) {
		t.Fatalf("the season was not restored: %v", got.Season)
	}
	var fresh viewModel
	if csv := pageSeasonCSV(t, fresh.derive(got)); csv != want {
		t.Fatalf("the restored season ranks differently:\n%.400s\nwant\n%.400s", csv, want)
	}
}
