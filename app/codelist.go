package app

import (
	stdhtml "html"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// CodeList is the list of tie-break codes the list editor's field
// suggests (<datalist id="tb-codes">): its options are written as HTML,
// one string, rather than drawn as go-app's elements, one each, which
// cost the page's first render a call into the browser for every
// option and attribute (BenchmarkStartup).
type CodeList struct {
	app.Compo
	Team bool // a team competition's codes (KnownTeamCodes)
}

// Render is the list; in a page made ahead of time (the static pages,
// the tests' HTML) with its options.
func (c *CodeList) Render() app.UI {
	if !app.IsClient {
		return app.Raw(`<datalist id="tb-codes">` + c.options() + `</datalist>`)
	}
	return app.Elem("datalist").ID("tb-codes")
}

// OnMount and OnUpdate write the options into the list.
func (c *CodeList) OnMount(ctx app.Context)  { c.write() }
func (c *CodeList) OnUpdate(ctx app.Context) { c.write() }

func (c *CodeList) write() {
	if app.IsClient {
		c.JSValue().Set("innerHTML", c.options())
	}
}

// options is the options of the codes, escaped.
func (c *CodeList) options() string {
	codes := KnownCodes
	if c.Team {
		codes = KnownTeamCodes
	}
	var b strings.Builder
	for _, code := range codes {
		b.WriteString(`<option value="` + stdhtml.EscapeString(code) + `"></option>`)
	}
	return b.String()
}
