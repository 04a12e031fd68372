package app

import (
	"regexp"
	"strings"
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
