package app

import (
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/jsonlen"
)

// embedOptions are the options of a "compute" message that the embedded
// page shows (the names of Spareggi.compute's options; the others change
// only the returned document).
type embedOptions struct {
	Rules     string          `json:"rules"`
	TieBreaks json.RawMessage `json:"tiebreaks"`
	Preset    string          `json:"preset"`
	Round     int             `json:"round"`
	Name      string          `json:"name"`
	Format    string          `json:"format"`
	Answers   json.RawMessage `json:"answers"`
	Lang      string          `json:"lang"` // the language the frame speaks ("it", "en", "es")
}

// EmbedState is the page state that shows text with the options of a
// "compute" message (web/spareggi.js): the host's crosstable, rules and
// tie-break list, in the language of the lang option, else in lang (the
// frame's).
func EmbedState(text, optsJSON, lang string) State {
	s := State{Text: text, Lang: lang}
	var o embedOptions
	if json.Unmarshal([]byte(optsJSON), &o) != nil {
		return s
	}
	if l, ok := i18n.Supported(o.Lang); ok {
		s.Lang = l
	}
	s.Name, s.Preset, s.Round = o.Name, o.Preset, o.Round
	// The lists past their limits are left out unread, as
	// Spareggi.compute refuses them (engine/limits.go).
	if len(o.Answers) > 0 && engine.CheckAnswers(jsonlen.Values(o.Answers)) == nil {
		json.Unmarshal(o.Answers, &s.Answers)
	}
	if o.Format != "" {
		s.Format = NormFormat(o.Format)
	}
	if o.Rules != "" {
		if e, err := engine.ParseEdition(o.Rules); err == nil {
			s.Edition = e.String()
		}
	}
	var list string
	var arr []string
	switch {
	case json.Unmarshal(o.TieBreaks, &list) == nil:
	case jsonlen.Values(o.TieBreaks) > engine.MaxTieBreaks+1: // + 1: a leading PTS; ParseList checks the rest
		return s
	case json.Unmarshal(o.TieBreaks, &arr) == nil:
		list = strings.Join(arr, ",")
	default:
		return s
	}
	if ds, err := engine.ParseList(list); err == nil {
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
