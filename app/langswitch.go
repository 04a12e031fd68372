package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// LangSwitch lets the user choose the language of the page.
type LangSwitch struct {
	app.Compo
	Lang   string
	OnLang func(ctx app.Context, lang string)
}

// Render draws one button per language; the current one is pressed. A
// button shows the language's code and is named by the code and the
// language's own name ("IT – Italiano"): its name contains what it shows
// (WCAG 2.5.3, label in name), so that a speech user can say "IT".
func (s *LangSwitch) Render() app.UI {
	return withBody(el("div", "class", "langs", "role", "group", "aria-label", i18n.T(s.Lang, "lang.label")),
		each(len(i18n.Languages), func(i int) app.UI {
			lang := i18n.Languages[i]
			return clickText(el("button", "type", "button", "class", "lang", "id", "lang-"+lang, "lang", lang, "aria-pressed", boolAttr(lang == s.Lang),
				"title", i18n.LanguageName(lang), "aria-label", strings.ToUpper(lang)+" – "+i18n.LanguageName(lang)),
				func(ctx app.Context, e app.Event) {
					if s.OnLang != nil {
						s.OnLang(ctx, lang)
					}
				}, strings.ToUpper(lang))
		}),
	)
}

// boolAttr returns "true" or "false" for ARIA attributes.
func boolAttr(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
