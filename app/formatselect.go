package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// FormatSelect shows the input format found and lets the user force another
// one: automatic detection, then every format of formats.Formats(), each
// with its translated name. Changing it re-reads the text with that format;
// the text itself is not touched.
type FormatSelect struct {
	app.Compo
	Lang     string
	Value    string // the chosen format id; "" or "auto" = automatic detection
	Detected string // the id of the format read, "" when nothing was read
	OnChange func(ctx app.Context, id string)
}

// FormatSelectID is the id of the select element.
const FormatSelectID = "input-format"

// Render draws the label and the select.
func (f *FormatSelect) Render() app.UI {
	l := f.Lang
	ids := formats.Formats()
	chosen := NormFormat(f.Value)
	return withBody(classSpan("format-select"),
		label(FormatSelectID, i18n.T(l, "input.format.label")),
		withBody(el("select", "id", FormatSelectID, "data-detected", f.Detected).OnChange(f.onChange),
			each(len(ids), func(i int) app.UI {
				id := ids[i]
				return withText(app.Elem("option").Attr("value", id).Attr("selected", chosen == id), f.optionText(id))
			}),
		),
	)
}

// optionText is the text of one option; automatic detection names the
// format it found.
func (f *FormatSelect) optionText(id string) string {
	l := f.Lang
	if id == "auto" && f.Detected != "" && NormFormat(f.Value) == "auto" {
		return i18n.T(l, "input.format.detected", i18n.FormatName(l, f.Detected))
	}
	return i18n.FormatName(l, id)
}

func (f *FormatSelect) onChange(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("value").String()
	if f.OnChange != nil {
		f.OnChange(ctx, id)
	}
}

// NormFormat returns the canonical id of a chosen format: "auto" for "",
// for "auto" and for an unknown id.
func NormFormat(id string) string {
	f, err := formats.ParseFormat(id)
	if err != nil {
		return "auto"
	}
	return f.String()
}
