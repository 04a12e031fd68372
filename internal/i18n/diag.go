package i18n

import (
	"errors"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
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
// whether it comes from the catalogues, never by matching English text:
//   - the message "msg."+Key with the diagnostic's arguments, when the
//     catalogues hold it (every diagnostic the readers make is worded by
//     a declared message of internal/msg, set with its Key and Args);
//   - in English, the reader's own message;
//   - for a grouped warning (one diagnostic listing its occurrences in
//     Items, worded by a group.* message in English), the general
//     sentence of its code followed by the occurrences ("item."+Key with
//     each one's values).
//
// Anything else, which no reader makes, shows the reader's English
// message and false: TestCorpusDiagnosticsWorded reads every file of the
// corpus in every language to keep it so.
func DiagText(lang string, d formats.Diagnostic) (string, bool) {
	key := d.MessageKey()
	if (d.Args != nil || d.Key != "") && HasKey("msg."+key) {
		return T(lang, "msg."+key, anys(d.Args)...), true
	}
	if lang == "en" && d.Message != "" {
		return d.Message, false
	}
	s, ok := CodeText(lang, string(d.Code))
	if !ok || len(d.Items) == 0 || !HasKey("item."+key) {
		return d.Message, false
	}
	list := make([]string, len(d.Items))
	for i, it := range d.Items {
		list[i] = T(lang, "item."+key, anys(it)...)
	}
	n := len(d.Items)
	if len(d.Args) > 0 {
		n, _ = strconv.Atoi(d.Args[0])
	}
	more := ""
	if n > len(d.Items) {
		more = T(lang, msg.GroupMore.Key(), strconv.Itoa(n-len(d.Items)))
	}
	return s + " " + T(lang, "diag.items", strconv.Itoa(n), strings.Join(list, "; ")+more), true
}

// anys converts strings for T.
func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// OptionText returns the label of an answer to a reader question that
// has no message of its own, by its id: the format's name for the answers
// of Q-FORMAT, else the id itself.
func OptionText(lang, id string) string {
	if HasKey("format." + id) {
		return FormatName(lang, id)
	}
	return id
}

// ErrorText returns an error of the engine or of the readers and writer
// in lang: the message of a *engine.CodedError, the first diagnostic of a
// *formats.Error (DiagText), else the error's English text.
func ErrorText(lang string, err error) string {
	var ce *engine.CodedError
	if errors.As(err, &ce) {
		return ce.Text(lang)
	}
	var re *engine.RangeError
	if errors.As(err, &re) {
		return re.Message().Text(lang)
	}
	var fe *formats.Error
	if errors.As(err, &fe) && len(fe.Diags) > 0 {
		if text, ok := DiagText(lang, fe.Diags[0]); ok {
			return text
		}
	}
	return err.Error()
}

// KindText words a round kind in lang (the catalogues' "kind."+Name).
func KindText(lang string, k engine.Kind) string { return T(lang, "kind."+k.Name()) }

// ColourText words a colour in lang (the catalogues' "colour."+Name).
func ColourText(lang string, c engine.Colour) string { return T(lang, "colour."+c.Name()) }

// CutText words why a cut removed an element in lang (the catalogues'
// "cut."+Name).
func CutText(lang string, c engine.Cut) string { return T(lang, "cut."+c.Name()) }

// SourceText words what an element counts against in lang (the
// catalogues' "source."+Name).
func SourceText(lang string, s engine.Source) string { return T(lang, "source."+s.Name()) }

// CodeHasSentence reports whether the catalogues hold a general sentence
// for the reader code c ("code."+c): a question's code, the text of a
// question asked without its own message (QuestionText), and the code of
// a grouped warning, the head of its occurrences (DiagText), which is a
// code with a declared occurrence ("item."+c, or "item."+c+"/"+… for
// one of its kinds). No other diagnostic shows
// its code's sentence, so no other code has one (TestReaderCodesTranslated).
func CodeHasSentence(c formats.Code) bool {
	if strings.HasPrefix(string(c), "Q-") {
		return true
	}
	item := "item." + string(c)
	for _, id := range msg.Declared() {
		if k := id.Key(); k == item || strings.HasPrefix(k, item+"/") {
			return true
		}
	}
	return false
}
