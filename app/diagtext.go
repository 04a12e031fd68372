package app

import (
	"regexp"
	"strings"

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

// engineWarnings recognises the engine's warnings, which carry no code,
// by their English text: each pattern maps to a catalogue key whose %s
// take the pattern's groups in order.
var engineWarnings = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^No tie-break list was given and the file has none: the preset (\S+) \((.*)\) is used\.$`), "engine.warn.preset"},
	{regexp.MustCompile(`^(\S+) is not used: some participants are unrated and no rating for unrated players was given`), "engine.warn.unrated"},
	{regexp.MustCompile(`^(\S+) in a round robin: the 2026 rules \(C\.07 15\.2\) forbid Buchholz-type tie-breaks there`), "engine.warn.rr-buchholz"},
}

// EngineWarning returns an engine warning in lang and whether it was
// translated; an unknown warning is returned as it is (English).
func EngineWarning(lang, w string) (string, bool) {
	for _, e := range engineWarnings {
		m := e.re.FindStringSubmatch(w)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for i, g := range m[1:] {
			args[i] = g
		}
		return T(lang, e.key, args...), true
	}
	return w, false
}
