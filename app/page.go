package app

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// Page is the root component: the whole calculator. With Embed set it is the
// calculator without header and footer, for iframes (embed.html).
type Page struct {
	app.Compo

	// Embed drops the header, the footer and the examples.
	Embed bool

	state    State
	vm       viewModel // derives view from state, part by part (view.go)
	view     View
	status   exportStatus // a transient message of the exports: "copied", ... (worded when drawn)
	shareURL string
	started  bool
	pending  int // debounce counter of text edits
	// printEv is the event whose printed columns are compared in the
	// background, printJob that comparison (comparePrint).
	printEv  *engine.Event
	printJob *job
	// session is the work kept on the device (session.go); pageCtx is the
	// page's own context (OnNav), which stays while the page is mounted.
	session    sessionState
	pageCtx    app.Context
	linkBroken bool     // the URL's share link could not be opened
	urlLang    bool     // the address chose the language (?lang=): the links the page makes keep it
	refused    []error  // the link's lists left out past their limits (engine/limits.go)
	hint       []string // exercise mode: the hints last asked for
	hintCell   [2]int   // its start number and column
	listening  bool     // the embedded page listens to its host (embed.go)
	// seasonStatus says what the last addition to the season did,
	// worded when drawn.
	seasonStatus exportStatus
}

// OnPreRender renders the static page at build time (no WebAssembly yet): the
// texts of the default language, so that the page paints before app.wasm
// has loaded. The pages /example/ID are rendered with the example's
// standings.
func (p *Page) OnPreRender(ctx app.Context) {
	s := State{}
	if id, ok := exampleFromPath(ctx.Page().URL().Path); ok {
		s, _ = ExampleState(id)
	}
	s.Lang = i18n.DefaultLang
	p.state = s
	p.recompute()
	ctx.Page().SetTitle(i18n.T(i18n.DefaultLang, "app.title"))
}

// ExamplePath is the path of the page pre-rendered with an example.
func ExamplePath(id string) string { return "/example/" + id }

// exampleFromPath returns the example id of a path /example/ID.
func exampleFromPath(path string) (string, bool) {
	id, ok := strings.CutPrefix(strings.TrimSuffix(path, ".html"), "/example/")
	return id, ok && id != ""
}

// OnNav restores the state from the URL (a share link, ?example=ID) or from
// the last session's language, then computes the standings.
func (p *Page) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	example := u.Query().Get("example")
	if id, ok := exampleFromPath(u.Path); ok && example == "" {
		example = id
	}
	mark("spareggi-link") // spareggi-nav - spareggi-link: reading the share link
	s, refused, ok, broken := stateFromURL(u.Fragment, example)
	if !ok && !broken && p.started {
		return
	}
	if !ok && !broken && !p.started {
		s, _ = p.restoreSession(ctx) // the work kept on the device (session.go)
	}
	if p.started && s.Season == nil {
		// A navigation within the page (an example's link, which go-app
		// follows as one) keeps the season being combined, as a text
		// pasted or a file chosen does: the organiser opens an example to
		// add it (docs/season.md §10; decision 81, the season kept).
		s.Season = p.state.Season
	}
	p.linkBroken = broken
	p.started = true
	p.pageCtx = ctx
	if p.Embed && !p.listening {
		p.listening = true
		p.listenEmbed(ctx)
	}
	mark("spareggi-nav")
	if u.Query().Get("exercise") == "1" {
		s.Exercise = true // a teacher's address: /?example=ID&exercise=1
	}
	p.restoreExercise(ctx, &s)
	exerciseList(&s)
	p.restoreTyped(ctx, &s)
	// ?lang=it chooses the language of the visit, over the link's and the
	// browser's; the links the page makes then keep it (linkLang).
	if l, ok := i18n.Supported(u.Query().Get("lang")); ok {
		s.Lang, p.urlLang = l, true
	}
	if s.Lang == "" {
		s.Lang = p.browserLang(ctx)
	}
	p.setState(ctx, s)
	p.refused = refused
	ctx.Defer(func(ctx app.Context) { markReady(p.view.Out.Standings != nil) })
}

// stateFromURL returns the state a URL asks for: the shared state of the
// fragment, or an example; refused are the refusals of the link's lists
// left out past their limits; broken reports a share link that could not
// be opened (damaged, truncated, or too large once inflated).
func stateFromURL(fragment, example string) (s State, refused []error, ok, broken bool) {
	if strings.HasPrefix(strings.TrimPrefix(fragment, "#"), shareKey) {
		if s, refused, err := decodeState(fragment); err == nil {
			return s, refused, true, false
		}
		broken = true
	}
	if example != "" {
		if s, ok := ExampleState(example); ok {
			return s, nil, true, broken
		}
	}
	return State{}, nil, false, broken
}

// browserLang returns the saved language, or the browser's.
func (p *Page) browserLang(ctx app.Context) string {
	var saved string
	ctx.LocalStorage().Get("spareggi.lang", &saved)
	if saved != "" {
		return i18n.MatchLang(saved)
	}
	return i18n.MatchLang(navigatorLanguage())
}

// setState replaces the state and recomputes everything.
func (p *Page) setState(ctx app.Context, s State) {
	p.state, p.refused, p.shareURL = s, nil, ""
	p.recompute()
	p.comparePrint(ctx)
	p.saveLater(ctx)
	mark("spareggi-computed")
	setDocumentLang(s.Lang)
	ctx.Page().SetTitle(i18n.T(s.Lang, "app.title"))
}

// recompute derives the view of the state: only the parts whose key the
// last change changed are computed again (view.go).
func (p *Page) recompute() {
	p.view = p.vm.derive(p.state)
}

// update changes the state with f, recomputes and re-renders.
func (p *Page) update(ctx app.Context, f func(s *State)) {
	p.change(f)
	p.comparePrint(ctx)
	p.saveLater(ctx)
	p.Update()
}

// change changes the state with f and recomputes, without drawing.
func (p *Page) change(f func(s *State)) {
	before := p.state
	f(&p.state)
	p.state.dropOptionsErr(before)
	p.status, p.linkBroken, p.refused, p.shareURL = exportStatus{}, false, nil, ""
	p.recompute()
}

// onText is called on every edit of the text: a typed text is computed
// when the user stops typing for a moment, a pasted, dropped or opened
// one at once.
func (p *Page) onText(ctx app.Context, text, name string, how TextChange) {
	if p.openAnswers(ctx, text) {
		return // a file of exercise answers (page_exercise.go)
	}
	if how == TextNew {
		p.state.startAfresh()
		p.session.restored = 0
	}
	p.state.Text, p.state.Name, p.state.Example, p.state.TooLarge = text, name, "", 0
	// Only a file opened keeps a workbook's bytes (InputPanel.readFile).
	p.state.Workbook = name != "" && how == TextNew && formats.IsWorkbook(text)
	p.pending++
	n := p.pending
	if how != TextTyped {
		p.takeText(ctx, n)
		return
	}
	ctx.After(250*time.Millisecond, func(ctx app.Context) {
		if n == p.pending {
			p.takeText(ctx, n)
		}
	})
}

// takeText reads the text of the edit n, computes it and draws it, each in
// a browser task of its own (steps), so that no task does much of it: the
// browser has just put a pasted text in the text area (a megabyte takes
// it about 0.3 s) and shows it at once. A newer text than the edit n
// stops the steps left.
func (p *Page) takeText(ctx app.Context, n int) {
	steps(ctx, func() bool { return n == p.pending },
		func(ctx app.Context) { p.vm.read(p.state) },
		func(ctx app.Context) {
			p.change(func(s *State) { s.Round, s.Explain = 0, 0 })
			p.comparePrint(ctx)
			p.saveLater(ctx)
		},
		func(ctx app.Context) { p.Update() })
}

// onTooLarge is called when the text put in the text area is longer than
// the readers accept: the page shows the refusal at once, without taking
// the text, which stays in the text area.
func (p *Page) onTooLarge(ctx app.Context, n int) {
	p.pending++
	p.update(ctx, func(s *State) { s.Text, s.TooLarge, s.Example, s.Round, s.Explain = "", n, "", 0, 0 })
}

// onFormat reads the text again with the input format chosen by the user
// ("auto" detects it). The text is not touched.
func (p *Page) onFormat(ctx app.Context, id string) {
	id = NormFormat(id)
	if id == "auto" {
		id = ""
	}
	p.update(ctx, func(s *State) { s.Format, s.Round, s.Explain = id, 0, 0 })
}

// onExample opens an example.
func (p *Page) onExample(ctx app.Context, id string) {
	s, ok := ExampleState(id)
	if !ok {
		return
	}
	s.Lang = p.state.Lang
	// The season being combined stays, as it does for a text pasted or a
	// file chosen: an organiser opens an example to add it to the season
	// (docs/season.md §10; decision 81, the season kept in the event view).
	s.Season = p.state.Season
	if p.state.KeepRules {
		// The rules chosen stay for the example too (decision 58).
		s.KeepRules, s.Edition, s.Preset, s.List, s.ListSet, s.System, s.Unrated = true,
			p.state.Edition, p.state.Preset, p.state.List, p.state.ListSet, p.state.System, p.state.Unrated
	}
	p.setState(ctx, s)
	p.Update()
}

// linkLang is the language the links the page makes carry (?lang=): the
// page's, when the address chose it; "" otherwise.
func (p *Page) linkLang() string {
	if p.urlLang {
		return p.state.Lang
	}
	return ""
}

// onLang switches the language and remembers it.
func (p *Page) onLang(ctx app.Context, lang string) {
	lang = i18n.MatchLang(lang)
	ctx.LocalStorage().Set("spareggi.lang", lang)
	if p.urlLang {
		setQueryLang(lang) // the address says the language shown
	}
	// The prizes' decimal mark follows the language: the amounts typed
	// are rewritten with the new mark, and keep their prizes.
	p.state.Prizes = ConvertPrizes(p.state.Lang, lang, p.state.Prizes)
	p.state.Lang = lang
	p.recompute()
	p.saveLater(ctx)
	setDocumentLang(lang)
	ctx.Page().SetTitle(i18n.T(lang, "app.title"))
	p.Update()
}

// Render draws the page.
func (p *Page) Render() app.UI {
	l := p.state.Lang
	if l == "" {
		l = i18n.DefaultLang
	}
	v := p.view
	st := v.Out.Standings
	// The season view shows the season alone: the event's parts wait.
	sv := p.state.SeasonView && !p.Embed
	if sv {
		st = nil
	}
	return withBody(el("div", "class", "page", "class", classIf(p.Embed, "embed")),
		shown(st != nil, clickT(el("a", "href", "#"+StandingsRegionID, "class", "skip-link"), func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			focusElement(StandingsRegionID)
		}, l, "skip.standings")),
		when(!p.Embed, func() app.UI { return p.header(l) }),
		withBody(el("main", "id", "main"),
			// The embedded page has no header: its level-one heading,
			// for a screen reader, names the calculator.
			shown(p.Embed, textT(el("h1", "class", "visually-hidden"), l, "app.title")),
			shown(p.linkBroken, textT(el("p", "id", "link-error", "class", "error", "role", "alert"), l, "share.broken")),
			when(len(p.refused) > 0, func() app.UI { return refusedView(l, p.refused) }),
			when(p.state.OptionsErr != nil, func() app.UI { return optionsRefusedView(l, p.state.OptionsErr) }),
			p.sessionView(l),
			shown(!p.Embed, p.modeTabs(l, sv)),
			when(sv, func() app.UI { return p.seasonPanel(l) }),
			shown(!p.Embed && !sv, &Examples{Lang: l, LinkLang: p.linkLang(), Current: p.state.Example, OnPick: p.onExample}),
			shown(!sv, &InputPanel{Lang: l, Text: p.state.Text, Name: p.state.Name, Format: p.state.Format, Outcome: v.Out, TooLarge: p.state.TooLarge,
				OnText: p.onText, OnTooLarge: p.onTooLarge, OnFormat: p.onFormat, OnAnswer: p.onAnswer}),
			when(v.Out.Event != nil && !sv, func() app.UI { return p.rules(l) }),
			when(st != nil, func() app.UI {
				return withBody(el("section", "class", "results", "aria-label", i18n.T(l, "results.title")),
					textT(el("h2", "elementtiming", "standings"), l, "results.title"),
					&RulesUsed{Lang: l, St: st, Exercise: p.state.Exercise, Kept: p.state.KeepRules, onUse: p.onUsePrinted},
					shown(!p.Embed, p.exerciseBar(l)),
					p.exerciseTable(&StandingsTable{Lang: l, St: st, SortCol: p.state.SortCol, SortDesc: p.state.SortDesc,
						onSort: p.onSort, onExplain: p.onExplain}),
					// The groups left tied are an answer too.
					shown(!p.state.Exercise, &LotsForm{Lang: l, St: st, onLots: p.onLots}),
					&Exports{Lang: l, ShareURL: p.shareURL, Status: p.status.text(l), HasTRF: trfWriterAvailable,
						OnAction: p.onExport, Exercise: p.state.Exercise, OnLeave: p.onExercise},
				)
			}),
			// In exercise mode what shows ranks or values waits (the
			// exports say how to leave it).
			when(st != nil && !p.Embed && !p.state.Exercise, func() app.UI { return p.panels(l) }),
			when(p.state.Explain != 0 && !sv, func() app.UI { return p.explainPanel(l) }),
		),
		shown(!p.Embed, app.Raw(`<footer class="footer no-print"><p>`+escT(l, "app.footer")+"</p></footer>")),
	)
}

// panels are the panels below the standings: what-if, the printed check,
// board prizes, the comparison and the prizes, one after the other.
func (p *Page) panels(l string) app.UI {
	v := p.view
	return only(true,
		&WhatIfPanel{Lang: l, Event: v.Out.Event, View: v.WhatIf, Run: v.WhatIfRun, Round: p.state.Round,
			onChange: p.update, onRun: p.runWhatIf},
		&PrintedPanel{Lang: l, Event: v.Out.Event, Run: v.PrintedRun, onUse: p.onUsePrinted, onRun: p.runPrinted},
		&BoardsPanel{Lang: l, Event: v.Out.Event, State: boardsState(p.state), View: v.Boards, onChange: p.update},
		&CompareView{Lang: l, Editions: p.state.Compare, Rows: v.Compare, Err: errorText(l, v.CompareErr), onChange: p.onCompare},
		&HortPanel{Lang: l, Prizes: p.state.Prizes, Unit: p.state.PrizeUnit, Equal: p.state.PrizeEqual,
			Result: v.Prizes, onChange: p.onPrizes},
	)
}

func (p *Page) header(l string) app.UI {
	return withBody(el("header", "class", "header no-print"),
		divClass("brand",
			app.ElemSelfClosing("img").Attr("src", "/web/icons/icon.svg").Attr("alt", "").Attr("class", "logo"),
			withBody(app.Elem("div"),
				textT(app.Elem("h1"), l, "app.name"),
				pClass("tagline", i18n.T(l, "app.tagline")),
			),
		),
		&LangSwitch{Lang: l, OnLang: p.onLang},
	)
}

func (p *Page) rules(l string) app.UI {
	ev := p.view.Out.Event
	def, reason := engine.DefaultEditionNote(ev.StartDate)
	printed := ev.Printed != nil && ev.Printed.Reproduced
	if printed && ev.Printed.Edition != engine.EditionDefault {
		def, reason = ev.Printed.Edition, msg.New(msg.ReasonEditionPrinted)
	}
	printedRound := 0
	if printed {
		printedRound = ev.Printed.Round
	}
	var used []string
	if p.view.Out.Standings != nil {
		used = engine.Keys(p.view.Out.Standings.TieBreaks)
	}
	list := used
	if p.state.ListSet {
		list = p.state.List
	}
	return withBody(el("section", "class", "rules no-print", "aria-label", i18n.T(l, "rules.title")),
		textT(app.Elem("h2"), l, "rules.title"),
		&RulesPanel{Lang: l, Edition: p.state.Edition, DefaultEdition: def.String(), DefaultReason: reason, NoDate: ev.StartDate.IsZero(),
			Preset: shownPreset(p.state, used), Round: p.state.Round, LastRound: p.view.Out.LastRound, PlayedRound: p.view.Out.PlayedRound,
			FileList: ev.TieBreaks, FileListSource: ev.TieBreakSource, Team: ev.Teams != nil,
			Printed: printed && ev.Printed.Edition != engine.EditionDefault, PrintedRound: printedRound,
			KeepRules: p.state.KeepRules, OnKeep: p.onKeep,
			OnEdition: p.onEdition, OnPreset: p.onPreset, OnRound: p.onRound, OnFileList: p.onFileList},
		&ListEditor{Lang: l, List: list, Team: ev.Teams != nil, OnChange: p.onList},
	)
}

// seasonEvents is the number of the season's events.
func seasonEvents(s State) int {
	if s.Season == nil {
		return 0
	}
	return len(s.Season.Events)
}

// shownPreset is the preset the menu shows: the one chosen, or, while the
// engine chooses the list, the preset whose list it chose.
func shownPreset(s State, used []string) string {
	if s.Preset != "" || s.ListSet || len(used) == 0 {
		return s.Preset
	}
	for _, pr := range engine.Presets() {
		if strings.Join(used, ",") == strings.Join(strings.Fields(strings.ReplaceAll(pr.List, ",", " ")), ",") {
			return pr.ID
		}
	}
	return ""
}

func (p *Page) explainPanel(l string) app.UI {
	x := p.view.Explain
	ep := &ExplainPanel{Lang: l, Col: p.state.ExplainCol, Err: errorText(l, x.err), onClose: p.onCloseExplain,
		Exercise: p.state.Exercise, Typed: p.state.Typed, onTyped: p.setTyped}
	if x.row != nil && x.st != nil {
		ep.Row, ep.Event = x.row, x.st.Event
		if c := p.state.ExplainCol; c >= 0 && c < len(x.st.TieBreaks) {
			ep.Key, ep.Group, ep.Rating = x.st.TieBreaks[c].Key, x.st.TieBreaks[c].Row().Group, x.st.TieBreaks[c].Row().Rating
		}
	}
	return ep
}

// errorText is err in lang, "" for no error.
func errorText(lang string, err error) string {
	if err == nil {
		return ""
	}
	return errorWords(lang, err)
}

func classIf(ok bool, c string) string {
	if ok {
		return c
	}
	return ""
}

// when returns f() if ok, else an empty text node that holds its place.
// Unlike app.If it builds the element only when it is shown, and unlike
// leaving it out (nil, or app.If's false) it does not shift the elements
// after it: go-app matches an element's children by position, and a child
// that moves to a place where a different element was is drawn anew, with
// its state, focus and undo history lost — the whole text area, with its
// megabyte of text, when the skip link before the page's main part came or
// went (e2e TestJunkRefusedAtOnce checks that it survives).
func when(ok bool, f func() app.UI) app.UI {
	if ok {
		return f()
	}
	return app.Text("")
}

// shown is x if ok, else an empty text that holds its place, as when
// draws it; x is built either way: for a part that costs little to build
// and can be built when it is not shown.
func shown(ok bool, x app.UI) app.UI {
	if ok {
		return x
	}
	return app.Text("")
}

// refusedView says, in lang, which lists of the link were left out because
// they pass their limits: the page shows the rest of the link.
func refusedView(lang string, refused []error) app.UI {
	return withBody(el("div", "id", "link-limits", "class", "error", "role", "alert"),
		each(len(refused), func(i int) app.UI { return pText(i18n.ErrorText(lang, refused[i])) }),
	)
}
