package app

import (
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/request"
)

// TestStateToRequest: the page's State maps to the one request: the
// system and the unrated rating reach the engine's options, the list wins
// over the preset, a wrong unrated rating is left to the board panel, and
// a panel's mode drops the choices it does not take.
func TestStateToRequest(t *testing.T) {
	s := State{Edition: "fide2024", Preset: "uscf", List: []string{"BH/C1", "SB"}, ListSet: true, Round: 3,
		System: "rr", Unrated: "1400", Lots: [][]int{{7, 3}, {12, 5}}}
	opt, err := Options(s)
	if err != nil {
		t.Fatal(err)
	}
	if opt.Edition != engine.Fide2024 || opt.Preset != "" || strings.Join(engine.Keys(opt.TieBreaks), ",") != "BH/C1,SB" || opt.Round != 3 ||
		opt.System != engine.RoundRobin || !opt.HasUnrated || opt.Unrated != 1400 || len(opt.Lots) != 2 ||
		opt.MaxComponents != engine.BrowserMaxComponents {
		t.Errorf("options: %+v", opt)
	}
	s.Unrated = "99999"
	if opt, err := Options(s); err != nil || opt.HasUnrated {
		t.Errorf("a wrong unrated rating: %v, HasUnrated %v", err, opt.HasUnrated)
	}
	if _, err := Options(State{System: "zz"}); err == nil || strings.HasPrefix(err.Error(), "system:") {
		t.Errorf("a wrong system: %v (the field's own error, not the request's wrapping)", err)
	}
	data, err := os.ReadFile("../testdata/fide-team-2026.trf")
	if err != nil {
		t.Fatal(err)
	}
	ev := Read(State{Text: string(data)}).Event
	if ev == nil {
		t.Fatal("the team event is not read")
	}
	res, err := Answer(ev, State{List: []string{"BH"}, ListSet: true, Lots: [][]int{{1, 2}}, Unrated: "1500"}, request.Boards)
	if err != nil || res.Boards == nil {
		t.Errorf("board prizes with the standings' list and lots: %v", err)
	}
}
