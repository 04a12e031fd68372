package app

import (
	stdhtml "html"
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
		selectField("rules-edition", i18n.T(l, "rules.edition"), r.onField, r.editions(), withText(el("small", "class", "hint"), r.editionHint())),
		selectField("rules-preset", i18n.T(l, "rules.preset"), r.onField, r.presets(presets)),
		selectField("rules-round", i18n.T(l, "rules.round"), r.onField, r.rounds()),
		divClass("field keep",
			withBody(app.Elem("label").Attr("for", "rules-keep"),
				typedInput("checkbox", "rules-keep").Attr("checked", r.KeepRules).OnChange(r.onField),
				app.Text(" "+i18n.T(l, "rules.keep")),
			),
		),
		only(len(r.FileList) > 0, divClass("field filelist",
			textT(app.Elem("span"), l, "rules.filelist", r.FileListSource, strings.Join(r.FileList, ", ")),
			clickT(button("use-file-list"), func(ctx app.Context, e app.Event) {
				if r.OnFileList != nil {
					r.OnFileList(ctx)
				}
			}, l, "rules.filelist.use"),
		)),
	)
}

// onField passes a change of a field of the form to the page: the
// edition, the preset or the round chosen in its menu, or the box "keep
// these rules".
func (r *RulesPanel) onField(ctx app.Context, e app.Event) {
	src := ctx.JSSrc()
	v := src.Get("value").String()
	switch src.Get("id").String() {
	case "rules-edition":
		if r.OnEdition != nil {
			r.OnEdition(ctx, v)
		}
	case "rules-preset":
		if r.OnPreset != nil {
			r.OnPreset(ctx, v)
		}
	case "rules-round":
		n, _ := strconv.Atoi(v)
		if r.OnRound != nil {
			r.OnRound(ctx, n)
		}
	case "rules-keep":
		if r.OnKeep != nil {
			r.OnKeep(ctx, src.Get("checked").Bool())
		}
	}
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

// editions is the edition menu: the edition by the event's date (or the
// print) first, then every edition.
func (r *RulesPanel) editions() menuOf {
	m := menuOf{Selected: r.Edition}
	m.add("", r.defaultEdition())
	for _, e := range engine.Editions {
		m.add(e.String(), i18n.T(r.Lang, "edition."+e.String()))
	}
	return m
}

// presets is the preset menu: none, then the presets of the event's kind.
func (r *RulesPanel) presets(presets []engine.Preset) menuOf {
	m := menuOf{Selected: r.Preset}
	m.add("", i18n.T(r.Lang, "rules.preset.none"))
	for _, p := range presets {
		m.add(p.ID, PresetName(r.Lang, p))
	}
	return m
}

// rounds is the round menu: the default round, then every round played
// or paired (those paired and not played said so).
func (r *RulesPanel) rounds() menuOf {
	m := menuOf{Selected: strconv.Itoa(r.Round)}
	m.add("0", r.defaultRound())
	for n := 1; n <= max(r.LastRound, r.PlayedRound); n++ {
		text := i18n.T(r.Lang, "rules.round.n", n)
		if n > r.LastRound {
			text = i18n.T(r.Lang, "rules.round.pending", n)
		}
		m.add(strconv.Itoa(n), text)
	}
	return m
}

// menuOf is what a menu's or a list's options are written from: their
// values and texts (none: options without a text, as a datalist's), and
// the value selected.
type menuOf struct {
	Values, Texts []string
	Selected      string
}

func (m *menuOf) add(value, text string) {
	m.Values, m.Texts = append(m.Values, value), append(m.Texts, text)
}

// menuOptions writes the options of a menu (of is a menuOf) as HTML,
// every text escaped.
func menuOptions(of any, _ []int) string {
	m := of.(menuOf)
	var b strings.Builder
	for i, v := range m.Values {
		b.WriteString(`<option value="` + stdhtml.EscapeString(v) + `"`)
		if v == m.Selected {
			b.WriteString(` selected`)
		}
		b.WriteString(`>`)
		if i < len(m.Texts) {
			b.WriteString(stdhtml.EscapeString(m.Texts[i]))
		}
		b.WriteString(`</option>`)
	}
	return b.String()
}

// selectField draws a field of the form: its label of the text, its menu
// of the options m, written as HTML (an element per option cost the
// page's first render a call into the browser for each option, attribute
// and text), and what follows the menu.
func selectField(id, text string, onChange app.EventHandler, m menuOf, after ...app.UI) app.UI {
	return divClass("field", append([]app.UI{
		label(id, text),
		&htmlChunk{Tag: "select", ID: id, Of: m, html: menuOptions, onChange: onChange},
	}, after...)...)
}
