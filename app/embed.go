package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// EmbedState is the page state that shows text with the options of a
// "compute" message (web/spareggi.js): the host's crosstable, rules,
// tie-break list, round, system, rating of the unrated, format and
// answers, in the language of the lang option, else in lang (the frame's).
// The options are read and validated by the parser of Spareggi.compute
// (request.ParseJS): the frame shows what the host was answered. Options
// refused there leave the text with the page's defaults and the refusal in
// OptionsErr (none of the options is taken one by one, nor dropped
// silently): the page then keeps what it showed and shows the refusal, in
// its language (listenEmbed).
func EmbedState(text, optsJSON, lang string) State {
	s := State{Text: text, Lang: lang}
	js, err := request.ParseJS(optsJSON)
	if js.Lang != "" {
		s.Lang = js.Lang
	}
	if err != nil {
		s.OptionsErr = err
		return s
	}
	f, o := js.Fields, js.Options
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

// dropOptionsErr drops the refusal of a host's options once the user
// changes the text or the rules the page computes with: what the page then
// shows is the user's, not the host's. A language switch, a sort or an
// open panel keep it.
func (s *State) dropOptionsErr(before State) {
	if s.OptionsErr != nil && (s.Text != before.Text || rulesKey(*s) != rulesKey(before)) {
		s.OptionsErr = nil
	}
}

// optionsRefusedView says, in lang, that the host's options were refused,
// and why: the error the host was answered, worded when drawn.
func optionsRefusedView(lang string, err error) app.UI {
	return withText(el("p", "id", "embed-refused", "class", "error", "role", "alert"), i18n.T(lang, "embed.refused", errorText(lang, err)))
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
			if err := s.OptionsErr; err != nil {
				// Refused, as the host was answered: the frame keeps
				// what it showed and says why, in the language the
				// message asked for, if any.
				if s.Lang != p.state.Lang {
					p.onLang(ctx, s.Lang)
				}
				p.update(ctx, func(st *State) { st.OptionsErr = err })
			} else {
				p.setState(ctx, s)
				p.Update()
			}
			ctx.Defer(func(ctx app.Context) { markReady(p.view.Out.Standings != nil) })
		})
		return nil
	})
	app.Window().Set("spareggiShow", show)
}
