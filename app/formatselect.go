package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/spareggi/spareggi/engine/formats"
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
	return app.Span().Class("format-select").Body(
		app.Label().For(FormatSelectID).Text(T(l, "input.format.label")),
		app.Select().ID(FormatSelectID).DataSet("detected", f.Detected).OnChange(f.onChange).Body(
			app.Range(ids).Slice(func(i int) app.UI {
				id := ids[i]
				return app.Option().Value(id).Selected(chosen == id).Text(f.optionText(id))
			}),
		),
	)
}

// optionText is the text of one option; automatic detection names the
// format it found.
func (f *FormatSelect) optionText(id string) string {
	l := f.Lang
	if id == "auto" && f.Detected != "" && NormFormat(f.Value) == "auto" {
		return T(l, "input.format.detected", FormatName(l, f.Detected))
	}
	return FormatName(l, id)
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

// FormatName returns the name of format id ("trf", "strip", ...) in lang,
// or the reader's English name when the catalogues have none.
func FormatName(lang, id string) string {
	if HasKey("format." + id) {
		return T(lang, "format."+id)
	}
	if f, err := formats.ParseFormat(id); err == nil && f.String() == id {
		return f.Name()
	}
	return id
}

// supportedList is the list of the formats the readers read in lang, for
// the "Supported:" sentence of E-FORMAT-UNKNOWN: the catalogue's
// "format.supported."+id of every id of formats.Supported(), in that order,
// separated by ", ", the last two by "format.supported.and".
func supportedList(lang string) string {
	ids := formats.Supported()
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = T(lang, "format.supported."+id)
	}
	if len(list) < 2 {
		return strings.Join(list, "")
	}
	return strings.Join(list[:len(list)-1], ", ") + T(lang, "format.supported.and") + list[len(list)-1]
}

// fillSupported puts each language's supportedList in place of
// "{formats}" in its msg.E-FORMAT-UNKNOWN, so that the sentence follows the
// readers' table of formats.
func fillSupported() {
	for lang, cat := range catalogues {
		if msg, ok := cat["msg.E-FORMAT-UNKNOWN"]; ok {
			cat["msg.E-FORMAT-UNKNOWN"] = strings.Replace(msg, "{formats}", supportedList(lang), 1)
		}
	}
}
