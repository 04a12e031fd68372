package app

import (
	"bytes"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/request"
)

// The page's handlers of the season view (seasonpanel.go, season.go).

// seasonPanel draws the season view.
func (p *Page) seasonPanel(l string) app.UI {
	return &SeasonPanel{Lang: l, Season: p.state.Season, View: p.view.Season, CanAdd: p.view.Out.Standings != nil,
		Status: p.seasonStatus.text(l), ShareURL: p.shareURL, Export: p.status.text(l), page: p}
}

// onMode shows the season or the event.
func (p *Page) onMode(ctx app.Context, season bool) {
	p.update(ctx, func(s *State) { s.SeasonView = season })
}

// onSeasonChange changes the season's choices: on a copy, so that the
// panels see a new season.
func (p *Page) onSeasonChange(ctx app.Context, f func(ss *SeasonState)) {
	p.update(ctx, func(s *State) {
		next := SeasonState{}
		if s.Season != nil {
			next = *s.Season
		}
		f(&next)
		s.Season = &next
	})
}

// onSeasonWeight sets event i's weight.
func (p *Page) onSeasonWeight(ctx app.Context, i int, w string) {
	p.onSeasonChange(ctx, func(ss *SeasonState) {
		if i >= 0 && i < len(ss.Events) {
			ss.Events = append([]SeasonEvent(nil), ss.Events...)
			ss.Events[i].Weight = w
		}
	})
}

// onSeasonAnswer answers a question of the matcher; the answer is kept
// with the season.
func (p *Page) onSeasonAnswer(ctx app.Context, id, option string) {
	p.onSeasonChange(ctx, func(ss *SeasonState) {
		a := make(map[string]string, len(ss.Answers)+1)
		for k, v := range ss.Answers {
			a[k] = v
		}
		a[id] = option
		ss.Answers = a
	})
}

// onSeasonRemove takes event i out of the season.
func (p *Page) onSeasonRemove(ctx app.Context, i int) {
	p.seasonStatus = exportStatus{}
	p.update(ctx, func(s *State) { removeSeasonEvent(s, i) })
}

// onSeasonAdd adds the event open on the page, with its rules.
func (p *Page) onSeasonAdd(ctx app.Context) {
	if p.view.Out.Standings == nil {
		return
	}
	p.addSeason(ctx, []namedText{{name: p.state.Name, state: p.state}})
}

// namedText is an event to add: its state, its name for the messages.
type namedText struct {
	name  string
	state State
}

// onSeasonFiles reads the files chosen and adds them in the order chosen,
// once all are read.
func (p *Page) onSeasonFiles(ctx app.Context, files app.Value) {
	n := files.Length()
	texts := make([]namedText, n)
	left := n
	for i := 0; i < n; i++ {
		file := files.Index(i)
		name := file.Get("name").String()
		readBytes(file, func(b []byte) {
			text := fileText(b)
			ctx.Dispatch(func(ctx app.Context) {
				texts[i] = namedText{name: name, state: State{Text: text, Name: name, Workbook: formats.IsWorkbook(text)}}
				if left--; left == 0 {
					p.addSeason(ctx, texts)
				}
			})
		})
	}
}

// addSeason adds the events one per browser task, so that the page
// answers while a long list is read and ranked; an event that cannot be
// ranked is refused with the reason and the others are added.
func (p *Page) addSeason(ctx app.Context, texts []namedText) {
	if len(texts) == 0 {
		return
	}
	t := texts[0]
	if err := addSeasonEvent(&p.state, &p.vm.season, t.state); err != nil {
		p.seasonStatus = exportStatus{key: "season.refused", args: []any{t.name}, err: err}
	} else {
		p.seasonStatus = exportStatus{key: "season.added", args: []any{t.name, len(p.state.Season.Events)}}
		if len(p.state.Season.Events) == 1 {
			p.seasonStatus = exportStatus{key: "season.added.one", args: []any{t.name}}
		}
	}
	p.state.SeasonView = true
	p.change(func(s *State) {})
	p.Update()
	if len(texts) > 1 {
		afterBrowser(ctx, func(ctx app.Context) { p.addSeason(ctx, texts[1:]) })
	}
}

// onSeasonCell opens entry of event in the event view: the event's text
// and rules, the player's row, and the explanation of its first
// tie-break (the row alone when the event has none).
func (p *Page) onSeasonCell(ctx app.Context, event, entry int) {
	ss := p.state.Season
	if ss == nil || event < 0 || event >= len(ss.Events) || event >= len(p.view.Season.Events) {
		return
	}
	info := p.view.Season.Events[event]
	if entry < 0 || entry >= len(info.Starts) {
		return
	}
	s := ss.Events[event].State
	s.Lang, s.Season, s.KeepRules = p.state.Lang, ss, p.state.KeepRules
	if info.TieBreaks > 0 {
		s.Explain = info.Starts[entry]
	}
	p.seasonStatus = exportStatus{}
	p.setState(ctx, s)
	p.Update()
	start := info.Starts[entry]
	ctx.Defer(func(ctx app.Context) { focusRow(start) })
}

// onSeasonExport runs an export of the season.
func (p *Page) onSeasonExport(ctx app.Context, action string) {
	st := p.view.Season.St
	if st == nil {
		return
	}
	l := p.state.Lang
	p.status = exportStatus{}
	switch action {
	case ActionCSV, ActionJSON:
		name, typ := "season.json", "application/json"
		if action == ActionCSV {
			name, typ = "season.csv", "text/csv;charset=utf-8"
		}
		var b bytes.Buffer
		// Behind the one panic boundary, as the event's exports.
		if err := request.Protect(func() error {
			if action == ActionJSON {
				return report.SeasonJSON(&b, st, l)
			}
			return report.SeasonCSV(&b, st)
		}); err != nil {
			p.status = exportStatus{err: err}
			break
		}
		download(name, typ, b.Bytes())
	case ActionPrint:
		printPage()
	case ActionShare:
		p.shareLink(ctx)
	}
	p.Update()
}

// focusRow scrolls the standings' row of start number start into view.
func focusRow(start int) {
	doc := app.Window().Get("document")
	if doc.IsUndefined() {
		return
	}
	if el := doc.Call("querySelector", `#standings tr[data-start="`+itoa(start)+`"]`); !el.IsNull() && !el.IsUndefined() {
		el.Call("scrollIntoView", map[string]any{"block": "center"})
	}
}
