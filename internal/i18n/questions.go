package i18n

import (
	"strings"

	"github.com/spareggi/spareggi/engine/formats"
)

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

// OptionEffect returns the one-line consequence of an answer to question
// id in lang: the catalogue's "effect."+code+"."+option (the code is the
// part of id before the first '/'), or the reader's English Effect.
func OptionEffect(lang, id string, o formats.QuestionOption) string {
	if key := "effect." + questionCode(id) + "." + o.ID; HasKey(key) {
		return T(lang, key)
	}
	return o.Effect
}

// OptionLabel is the label of an answer to question id: the catalogue's
// "opt."+Key with the option's values, or "label."+code+"."+option when
// a question words it its own way, else OptionText.
func OptionLabel(lang, id string, o formats.QuestionOption) string {
	if o.Key != "" && HasKey("opt."+o.Key) {
		return T(lang, "opt."+o.Key, anys(o.Args)...)
	}
	if key := "label." + questionCode(id) + "." + o.ID; HasKey(key) {
		return T(lang, key)
	}
	return OptionText(lang, o.ID, o.Text)
}

// questionCode is the code of a question id, the part before the first
// '/': "Q-BYE" of "Q-BYE/r3/p6".
func questionCode(id string) string {
	if i := strings.IndexByte(id, '/'); i >= 0 {
		return id[:i]
	}
	return id
}
