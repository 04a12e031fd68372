package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
)

// RulesPanel is the choice of the rule edition, of a preset, of the round
// and of the file's own tie-break list.
type RulesPanel struct {
	app.Compo
	Lang           string
	Edition        string      // chosen edition id; "" = by date
	DefaultEdition string      // the edition by the event's date
	DefaultReason  engine.Note // why the edition is the default, coded
	NoDate         bool        // the file gives no start date
	Preset         string
	Round          int // 0 = last complete round
	LastRound      int
	PlayedRound    int      // rounds after LastRound up to it count their games without a result 0–0
	FileList       []string // the file's TRF 202/212 list
	FileListSource string   // "202" or "212"
	// Printed: the edition by default is the one the printed columns
	// show (DefaultEdition), not the date's; PrintedRound, when not 0,
	// is the round the standings follow by default, the print's
	// (docs/tiebreaks.md, decision 55).
	Printed      bool
	PrintedRound int
	// KeepRules is the box "keep these rules for the next file"
	// (decision 58).
	KeepRules bool
	OnKeep    func(ctx app.Context, keep bool)

	OnEdition  func(ctx app.Context, id string)
	OnPreset   func(ctx app.Context, id string)
	OnRound    func(ctx app.Context, n int)
	OnFileList func(ctx app.Context)
	// Team: the event is a team competition; the menu offers its presets.
	Team bool
}

// Render draws the form.
func (r *RulesPanel) Render() app.UI {
	l := r.Lang
	var presets []engine.Preset
	for _, p := range engine.Presets() {
		if p.Team() == r.Team {
			presets = append(presets, p)
		}
	}
	return divClass("rules-form",
		selectField("rules-edition", i18n.T(l, "rules.edition"), func(ctx app.Context, e app.Event) {
			if r.OnEdition != nil {
				r.OnEdition(ctx, ctx.JSSrc().Get("value").String())
			}
		}, option("", r.Edition == "", r.defaultEdition()),
			each(len(engine.Editions), func(i int) app.UI {
				id := engine.Editions[i].String()
				return option(id, r.Edition == id, i18n.T(l, "edition."+id))
			}),
			app.Elem("small").Class("hint").Text(r.editionHint()),
		),
		selectField("rules-preset", i18n.T(l, "rules.preset"), func(ctx app.Context, e app.Event) {
			if r.OnPreset != nil {
				r.OnPreset(ctx, ctx.JSSrc().Get("value").String())
			}
		}, option("", r.Preset == "", i18n.T(l, "rules.preset.none")),
			each(len(presets), func(i int) app.UI {
				p := presets[i]
				return option(p.ID, r.Preset == p.ID, PresetName(l, p))
			}),
		),
		selectField("rules-round", i18n.T(l, "rules.round"), func(ctx app.Context, e app.Event) {
			n, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
			if r.OnRound != nil {
				r.OnRound(ctx, n)
			}
		}, option("0", r.Round == 0, r.defaultRound()),
			each(len(rounds(max(r.LastRound, r.PlayedRound))), func(i int) app.UI {
				n := i + 1
				text := i18n.T(l, "rules.round.n", n)
				if n > r.LastRound {
					text = i18n.T(l, "rules.round.pending", n)
				}
				return option(strconv.Itoa(n), r.Round == n, text)
			}),
		),
		divClass("field keep",
			app.Elem("label").Attr("for", "rules-keep").Body(
				typedInput("checkbox", "rules-keep").Attr("checked", r.KeepRules).OnChange(func(ctx app.Context, e app.Event) {
					if r.OnKeep != nil {
						r.OnKeep(ctx, ctx.JSSrc().Get("checked").Bool())
					}
				}),
				app.Text(" "+i18n.T(l, "rules.keep")),
			),
		),
		app.If(len(r.FileList) > 0, divClass("field filelist",
			textT(app.Elem("span"), l, "rules.filelist", r.FileListSource, strings.Join(r.FileList, ", ")),
			textT(button("use-file-list"), l, "rules.filelist.use").
				OnClick(func(ctx app.Context, e app.Event) {
					if r.OnFileList != nil {
						r.OnFileList(ctx)
					}
				}),
		)),
	)
}

// defaultEdition is the edition menu's first entry: the edition by the
// event's date, or the one the printed columns show.
func (r *RulesPanel) defaultEdition() string {
	key := "rules.edition.default"
	if r.Printed {
		key = "rules.edition.printed"
	}
	return i18n.T(r.Lang, key, i18n.T(r.Lang, "edition."+r.DefaultEdition))
}

// defaultRound is the round menu's first entry: the last complete round,
// or the round the print was made after.
func (r *RulesPanel) defaultRound() string {
	if r.PrintedRound > 0 {
		return i18n.T(r.Lang, "rules.round.printed", r.PrintedRound)
	}
	return i18n.T(r.Lang, "rules.round.last", r.LastRound)
}

// editionHint explains the default edition in the user's language.
func (r *RulesPanel) editionHint() string {
	if r.Edition != "" {
		return ""
	}
	why := i18n.T(r.Lang, "rules.edition.why", i18n.T(r.Lang, "edition."+r.DefaultEdition), r.DefaultReason.Text(r.Lang))
	if r.NoDate {
		// The same event read from a TRF with its date may get another
		// edition: say so, and where to choose it.
		why += " " + i18n.T(r.Lang, "rules.edition.nodate")
	}
	return why
}

func rounds(n int) []int {
	if n < 0 {
		n = 0
	}
	return make([]int, n)
}

// selectField draws a field of the form: its label of the text, its menu
// of the options first and then those of rest, and what follows the menu.
func selectField(id, text string, onChange app.EventHandler, first, rest app.UI, after ...app.UI) app.UI {
	return divClass("field", append([]app.UI{
		label(id, text),
		app.Elem("select").ID(id).OnChange(onChange).Body(first, rest),
	}, after...)...)
}

// option is an option of a menu.
func option(value string, selected bool, text string) app.UI {
	return app.Elem("option").Attr("value", value).Attr("selected", selected).Text(text)
}
