package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// The handlers of the Page's children: each changes the state and
// recomputes.

func (p *Page) onAnswer(ctx app.Context, id, option string) {
	p.update(ctx, func(s *State) {
		a := map[string]string{}
		for k, v := range s.Answers {
			a[k] = v
		}
		a[id] = option
		s.Answers = a
	})
}

func (p *Page) onPrizes(ctx app.Context, prizes, unit string, equal bool) {
	p.update(ctx, func(s *State) { s.Prizes, s.PrizeUnit, s.PrizeEqual = prizes, unit, equal })
}

// onLots records the order drawn for a tied group and makes sure the list
// ends with LOT, which applies it.
func (p *Page) onLots(ctx app.Context, order []int) {
	list := p.state.List
	if !p.state.ListSet && p.view.Out.Standings != nil {
		list = keysOf(p)
	}
	p.update(ctx, func(s *State) {
		var lots [][]int
		for _, o := range s.Lots {
			if !overlaps(o, order) {
				lots = append(lots, o)
			}
		}
		s.Lots = append(lots, order)
		if !contains(list, "LOT") {
			list = append(append([]string(nil), list...), "LOT")
		}
		s.Preset, s.List, s.ListSet = "", list, true
	})
}

func overlaps(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

func (p *Page) onSort(ctx app.Context, col int) {
	p.update(ctx, func(s *State) {
		if s.SortCol == col {
			s.SortDesc = !s.SortDesc
		} else {
			s.SortCol, s.SortDesc = col, col >= SortPoints
		}
	})
}

func (p *Page) onExplain(ctx app.Context, start, col int) {
	p.update(ctx, func(s *State) { s.Explain, s.ExplainCol = start, col })
}

func (p *Page) onCloseExplain(ctx app.Context) {
	start, col := p.state.Explain, p.state.ExplainCol
	p.update(ctx, func(s *State) { s.Explain, s.ExplainCol = 0, 0 })
	// ctx belongs to the dialog, which is gone after the update: defer on
	// the page.
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Defer, Source: p,
		Function: func(ctx app.Context) { focusCell(start, col) }})
}

func (p *Page) onEdition(ctx app.Context, id string) {
	p.update(ctx, func(s *State) { s.Edition = id })
}

func (p *Page) onPreset(ctx app.Context, id string) {
	p.update(ctx, func(s *State) {
		s.Preset, s.List, s.ListSet = id, nil, false
		if id == "" && p.view.Out.Standings != nil {
			// Keep the list shown; it becomes the user's.
			s.List, s.ListSet = keysOf(p), true
		}
	})
}

func (p *Page) onRound(ctx app.Context, n int) {
	p.update(ctx, func(s *State) { s.Round = n })
}

func (p *Page) onFileList(ctx app.Context) {
	if p.view.Out.Event == nil {
		return
	}
	list := append([]string(nil), p.view.Out.Event.TieBreaks...)
	p.update(ctx, func(s *State) { s.Preset, s.List, s.ListSet = "", list, true })
}

func (p *Page) onList(ctx app.Context, list []string) {
	p.update(ctx, func(s *State) {
		s.Preset, s.List, s.ListSet = "", list, true
		s.Explain = 0
		if s.SortCol >= SortTB {
			s.SortCol, s.SortDesc = SortRank, false
		}
	})
}

func (p *Page) onCompare(ctx app.Context, editions []string) {
	p.update(ctx, func(s *State) { s.Compare = editions })
}

func keysOf(p *Page) []string {
	var out []string
	for _, d := range p.view.Out.Standings.TieBreaks {
		out = append(out, d.Key)
	}
	return out
}

// exportStatus is the message after an export action (and after an
// addition to the season, Page.seasonStatus), kept as the catalogues'
// keys and values and worded when drawn (text), in the page's language
// then: a sentence of the interface (key and args, then err worded as
// its last value when both are set), an error alone (err, with its
// message ID and values), what a TRF file could not hold (diags).
type exportStatus struct {
	key   string
	args  []any
	err   error
	diags []formats.Diagnostic
}

// text is the status in lang, "" for none.
func (x exportStatus) text(l string) string {
	args := x.args
	if x.err != nil {
		if x.key == "" {
			return errorText(l, x.err)
		}
		args = append(args[:len(args):len(args)], errorText(l, x.err))
	}
	if x.key != "" {
		return i18n.T(l, x.key, args...)
	}
	return diagsText(l, x.diags)
}

// onExport runs one of the export actions.
func (p *Page) onExport(ctx app.Context, action string) {
	st := p.view.Out.Standings
	if st == nil {
		return
	}
	l, base := p.state.Lang, baseName(p.state)
	if p.state.Exercise && !contains((&Exports{Exercise: true, HasTRF: trfWriterAvailable}).actions(), action) {
		p.status = exportStatus{key: "exercise.exports"} // they would give the values away
		p.Update()
		return
	}
	// The files are made behind the one panic boundary: a panic of a
	// writer is an error the status words, as the CLI reports it.
	var b []byte
	var diags []formats.Diagnostic
	if err := request.Protect(func() (err error) {
		switch action {
		case ActionCSV:
			b, err = PageCSV(st, l)
		case ActionJSON:
			b, err = report.JSON(st)
		case ActionTRF:
			b, diags, err = trfFile(st)
		case ActionCopy:
			b = []byte(TSV(st, l))
		}
		return err
	}); err != nil {
		p.status = exportStatus{err: err}
		p.Update()
		return
	}
	switch action {
	case ActionCSV:
		download(base+".csv", "text/csv;charset=utf-8", b)
	case ActionJSON:
		download(base+".json", "application/json", b)
	case ActionTRF:
		download(base+".trf", "text/plain;charset=utf-8", b)
		p.status = exportStatus{diags: diags} // what the file could not hold
	case ActionPrint:
		printPage()
	case ActionCopy:
		copyText(string(b), func(ok bool) {
			ctx.Dispatch(func(ctx app.Context) {
				p.status = exportStatus{key: pick(ok, "export.copied", "export.copyfailed")}
				p.Update()
			})
		})
	case ActionShare:
		p.shareLink(ctx)
	case ActionCompare:
		p.toggleCompare(ctx, st.Edition.String())
		return
	}
	p.Update()
}

// toggleCompare opens the compare view on the edition in use and its
// nearest relatives, or closes it.
func (p *Page) toggleCompare(ctx app.Context, current string) {
	if len(p.state.Compare) > 0 {
		p.update(ctx, func(s *State) { s.Compare = nil })
		return
	}
	p.update(ctx, func(s *State) { s.Compare = defaultCompare(current) })
	ctx.Defer(func(ctx app.Context) { ctx.ScrollTo("compare") })
}

// shareLink makes the share link of the page's state, puts it in the
// address bar and copies it.
func (p *Page) shareLink(ctx app.Context) {
	frag, err := EncodeState(shareable(p.state))
	if err != nil {
		p.status = exportStatus{err: err}
		return
	}
	setFragment(frag)
	p.shareURL = locationBase() + "#" + frag
	if l := p.linkLang(); l != "" {
		p.shareURL = locationBase() + "?lang=" + l + "#" + frag
	}
	share := p.shareURL
	copyText(share, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			p.status = exportStatus{key: pick(ok, "export.share.copied", "export.share.ready")}
			p.Update()
		})
	})
}

// defaultCompare is the first choice of editions to compare: the one in use
// and its nearest relatives.
func defaultCompare(current string) []string {
	out := []string{current}
	for _, e := range []string{"fide2024", "fide2026", "fide2012"} {
		if !contains(out, e) && len(out) < 3 {
			out = append(out, e)
		}
	}
	return out
}

// baseName is the file name of exports: the input's name without extension.
func baseName(s State) string {
	n := s.Name
	for i := len(n) - 1; i >= 0; i-- {
		if n[i] == '.' {
			n = n[:i]
			break
		}
	}
	if n == "" {
		n = "standings"
	}
	return n
}

// focusCell puts the keyboard focus back on a value cell after its
// explanation closes.
func focusCell(start, col int) {
	doc := global("document")
	if doc.IsUndefined() {
		return
	}
	// The value's button, or in exercise mode the button of its hint
	// that opened the dialog, else the value's field.
	for _, sel := range []string{
		`#standings tr[data-start="` + itoa(start) + `"] button.cell[data-col="` + itoa(col) + `"]`,
		`#ex-` + itoa(start) + `-` + itoa(col) + `-hint button.ex-rounds`,
		`#ex-` + itoa(start) + `-` + itoa(col),
	} {
		if el := doc.Call("querySelector", sel); !el.IsNull() && !el.IsUndefined() {
			el.Call("focus")
			return
		}
	}
}

// shareable is the state a share link carries: an .xlsx workbook, which a
// link cannot hold (its JSON is text), goes as the text of its sheet,
// which reads as the workbook does (formats.WorkbookText).
func shareable(s State) State {
	if formats.IsWorkbook(s.Text) {
		if text, ok := formats.WorkbookText(s.Text, s.Answers); ok {
			s.Text = text
		}
	}
	s.Season = shareableSeason(s.Season)
	return s
}
