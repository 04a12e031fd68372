package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/request"
)

// EmbedState is the page state that shows text with the options of a
// "compute" message (web/spareggi.js): the host's crosstable, rules,
// tie-break list, round, system, rating of the unrated, format and
// answers, in the language of the lang option, else in lang (the frame's).
// The options are read by the parser of Spareggi.compute
// (request.ParseJSOptions) and validated as its request is
// (request.Parse): the frame shows what the host was answered. Options
// refused there (web/spareggi.js shows no text whose options were a usage
// error) leave the text with the page's defaults.
func EmbedState(text, optsJSON, lang string) State {
	s := State{Text: text, Lang: lang}
	o, err := request.ParseJSOptions(optsJSON)
	if err != nil {
		return s
	}
	l, err := o.Language()
	if err != nil {
		return s
	}
	f, err := o.Fields()
	if err != nil {
		return s
	}
	if _, err := request.Parse(f); err != nil {
		return s
	}
	if l != "" {
		s.Lang = l
	}
	s.Name, s.Preset, s.Round, s.System, s.Unrated, s.Answers = f.Name, f.Preset, o.Round, f.System, f.Unrated, f.Answers
	if f.Format != "" {
		s.Format = NormFormat(f.Format)
	}
	if e, err := engine.ParseEdition(f.Rules); f.Rules != "" && err == nil {
		s.Edition = e.String()
	}
	if ds, err := engine.ParseList(f.TieBreaks); f.ListSet && err == nil {
		s.List, s.ListSet, s.Preset = engine.Keys(ds), true, ""
	}
	return s
}

// listenEmbed lets web/spareggi.js show on the embedded page the crosstable
// a host page sent with postMessage: window.spareggiShow(text, options).
func (p *Page) listenEmbed(ctx app.Context) {
	show := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) < 2 {
			return nil
		}
		text, n := TakeText(args[0])
		opts := args[1].String()
		ctx.Dispatch(func(ctx app.Context) {
			s := EmbedState(text, opts, p.state.Lang)
			s.TooLarge = n
			p.setState(ctx, s)
			p.Update()
			ctx.Defer(func(ctx app.Context) { markReady(p.view.Out.Standings != nil) })
		})
		return nil
	})
	app.Window().Set("spareggiShow", show)
}
