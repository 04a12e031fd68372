// Package msg is the one message model of Spareggi: a Message is a declared
// ID with the values it cites, and its wording in every language lives only
// in this package's catalogues (en.go, it.go, es.go, de.go, fr.go). The engine's errors,
// notes, warnings and reasons carry a Message; the page, the command-line
// tool and the JS API render it in their language with Text.
//
// The package is a leaf (it imports no other package of the module), so
// that the engine may import it: an error's Error renders its English from
// the catalogue, and no English is written beside a code.
package msg

import (
	"fmt"
	"strings"
)

// ID names one message. IDs are declared in this package only (ids.go,
// groups.go): its fields are unexported, so code elsewhere cannot make an
// undeclared one; the zero ID is "no message". An ID is its family, its
// code and the number of values its message cites (Arity).
type ID struct {
	family *family
	code   string
	arity  int
}

// family is a kind of message, the prefix of its catalogue keys.
type family struct {
	prefix string
}

// The families of messages: errors of the engine, notes of an explanation
// or of a report, warnings of the standings, reasons for the edition,
// reasons of the printed check, messages of the readers' diagnostics, and
// the readers' questions.
var (
	familyErr     = &family{"err."}
	familyNote    = &family{"note."}
	familyWarn    = &family{"engine.warn."}
	familyReason  = &family{"reason."}
	familyPrinted = &family{"printed."}
	familyReader  = &family{"msg."}
	familyAsk     = &family{"q."}
)

// The IDs are composite literals, ID{family, code, arity}, rather than
// calls of a function: the compiler lays them out as static data, where
// hundreds of calls would each be code run at start-up, about 100 KB of
// app.wasm (issue 23, the size of the page's WebAssembly). The list of
// every ID, in the order of declaration, is declared_gen.go, written by
// go generate from the files that declare them (TestDeclaredFresh fails while it
// is stale; TestDeclaredOnce refuses an ID declared twice).
//
//go:generate go test -run ^TestDeclaredFresh$ -update-declared
//go:generate go test -run ^TestPackedFresh$ -update-packed

// Declared returns every declared ID, in the order of declaration.
func Declared() []ID {
	out := make([]ID, len(declared))
	for i, id := range declared {
		out[i] = *id
	}
	return out
}

// Arity returns the number of values the message id cites.
func Arity(id ID) int { return id.arity }

// Code returns the stable code of the ID without its family, such as
// "tb-unknown": the code the JSON documents and the JS API carry.
func (id ID) Code() string { return id.code }

// Key returns the catalogue key of the ID, such as "err.tb-unknown".
func (id ID) Key() string {
	if id.family == nil {
		return ""
	}
	return id.family.prefix + id.code
}

// String returns the catalogue key.
func (id ID) String() string { return id.Key() }

// IsZero reports whether id is the zero ID, no message.
func (id ID) IsZero() bool { return id.family == nil }

// Message is a declared ID with the values it cites, in order, as text.
type Message struct {
	ID   ID
	Args []string
}

// New makes the message id citing args, each as fmt.Sprint writes it.
func New(id ID, args ...any) Message {
	var s []string
	if len(args) > 0 {
		s = make([]string, len(args))
		for i, a := range args {
			s[i] = fmt.Sprint(a)
		}
	}
	return Message{ID: id, Args: s}
}

// Code returns the code of the message's ID (ID.Code).
func (m Message) Code() string { return m.ID.Code() }

// English returns the message in English.
func (m Message) English() string { return m.Text("en") }

// Text returns the message in lang ("it", "en", "es", "de", "fr"): its sentence in the
// language's catalogue with the message's values (Format); a list is its
// values joined by the list's word. The zero message is "".
func (m Message) Text(lang string) string {
	if m.ID.IsZero() {
		return ""
	}
	if m.ID.family == familyList {
		return joined(lang, m)
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = a
	}
	return Format(lang, m.ID.Key(), args...)
}

// Format is the one wording of a text: the sentence of key in lang's
// catalogue (English's when lang has none, the key itself when no
// catalogue has it, so that a missing text is visible but harmless),
// formatted with args as by fmt.Sprintf when it holds a verb, each string
// value that cites a message or a list (Cite) rendered in lang too. Both a
// declared message (Message.Text) and an interface key (internal/i18n's T)
// are worded by it.
func Format(lang, key string, args ...any) string {
	format, ok := catalogue(lang)[key]
	if !ok {
		if format, ok = catalogue("en")[key]; !ok {
			format = key
		}
	}
	if !strings.Contains(format, "%") {
		return format
	}
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = Value(lang, s)
		}
	}
	return fmt.Sprintf(format, args...)
}

// Catalogue returns the catalogue of lang, key → sentence (nil for a
// language without one), the one internal/i18n words the interface from.
// It is shared: callers only read it. The catalogues are one per
// language, every text of the page and the command line (en.go, it.go,
// es.go, de.go, fr.go); the page's build reads them from packed_js.go, made from
// those files by go generate (decision 83), each unpacked when a text of
// its language is first asked for (catalogue_js.go). A language is added
// in catalogue_native.go, in catalogue_js.go and in i18n.Languages
// (CONTRIBUTING.md, "How to add a language").
func Catalogue(lang string) map[string]string { return catalogue(lang) }
