package i18n

import "github.com/spareggi/spareggi/engine/formats"

// The texts of the readers' questions (docs/formats.md §13) and of their
// answers.

// QuestionText returns a reader's question in lang: "q."+Key with its
// arguments when the catalogues hold it, else the general sentence of its
// code, else (a question the catalogues do not know) the reader's text.
// In English the reader's own text is used when there is no "q." message.
func QuestionText(lang string, qu formats.Question) string {
	if qu.Key != "" && HasKey("q."+qu.Key) {
		return T(lang, "q."+qu.Key, anys(qu.Args)...)
	}
	if lang == "en" && qu.Text != "" {
		return qu.Text
	}
	if s, ok := CodeText(lang, qu.ID); ok {
		return s
	}
	return qu.Text
}

// OptionEffect returns the one-line consequence of an answer o in lang:
// its declared message (Effect), or "" when it has none.
func OptionEffect(lang string, o formats.QuestionOption) string { return o.Effect.Text(lang) }

// OptionLabel is the label of an answer o in lang: its declared message
// (Label), or else OptionText of its ID (a format's name for Q-FORMAT).
func OptionLabel(lang string, o formats.QuestionOption) string {
	if !o.Label.ID.IsZero() {
		return o.Label.Text(lang)
	}
	return OptionText(lang, o.ID)
}
