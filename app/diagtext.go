package app

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// CodeText returns the sentence the catalogues hold for a reader code
// ("E-TRF-RESULT", "W-POINTS", "Q-BYE", ...) in lang, and whether they hold
// one. A question id such as "Q-BYE/r3" is looked up by its code, the part
// before the first '/'. For an unknown code it returns "", false: the
// caller shows the reader's English message instead.
func CodeText(lang, code string) (string, bool) {
	if i := strings.IndexByte(code, '/'); i >= 0 {
		code = code[:i]
	}
	if code == "" || !HasKey("code."+code) {
		return "", false
	}
	return T(lang, "code."+code), true
}

// DiagText returns the message of a reader's diagnostic in lang and
// whether it is the catalogues' text: the message of its key ("msg."+Key
// or Code) with its arguments when the diagnostic carries arguments and the
// catalogues hold the message; else the general sentence of its code; else
// the reader's English message.
func DiagText(lang string, d formats.Diagnostic) (string, bool) {
	if key := "msg." + d.MessageKey(); d.Args != nil && HasKey(key) {
		args := make([]any, len(d.Args))
		for i, a := range d.Args {
			args[i] = a
		}
		return T(lang, key, args...), true
	}
	if s, ok := CodeText(lang, d.Code); ok {
		return s, true
	}
	return d.Message, false
}

// OptionText returns the text of an answer to a reader question in lang:
// the catalogue's text for the answer id ("pab", "forfeit", ...), the
// format's name for the answers of Q-FORMAT, else the reader's English text.
func OptionText(lang, id, english string) string {
	switch {
	case HasKey("answer." + id):
		return T(lang, "answer."+id)
	case HasKey("format." + id):
		return FormatName(lang, id)
	}
	return english
}

// NoteText renders a coded message of the engine (a warning, the reason
// for the edition, a note of an explanation) in lang: the catalogue's
// message prefix+Code with the note's arguments, or the engine's English
// text for a code the catalogues do not hold.
func NoteText(lang, prefix string, n engine.Note) string {
	if !HasKey(prefix + n.Code) {
		return n.Text
	}
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		args[i] = a
	}
	return T(lang, prefix+n.Code, args...)
}
