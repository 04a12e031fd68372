package msg

import (
	"encoding/json"
	"strings"
	"sync"
	"unicode"
)

// A message may cite another message, or a list of values, as one of its
// values: Cite and the list functions (And, Or) encode it as a value, and
// Text renders it in the language of the message that cites it, so that a
// value never carries English into an Italian or Spanish sentence.

// citeMark begins a value that is a cited message or list: the mark, then
// the JSON array of its catalogue key and its values.
const citeMark = "\x1e"

// The lists: the sentence of And and Or is the word joining the last two
// values, the others joined by a comma; the sentence of Comma and
// Semicolon, which is not a word, joins every two values.
var (
	familyList = &family{"join."}
	// ListAnd joins values with "and": "19, 6 and 8".
	ListAnd = ID{familyList, "and", 0}
	// ListOr joins values with "or": "a, b or c".
	ListOr = ID{familyList, "or", 0}
	// ListComma joins values with commas: "a, b, c".
	ListComma = ID{familyList, "comma", 0}
	// ListSemicolon joins values with semicolons: "a; b; c".
	ListSemicolon = ID{familyList, "semicolon", 0}
)

// byKey finds a declared ID by its catalogue key; it is made once, on
// first use, when every ID is declared (declarations run at
// initialisation).
var (
	byKey     map[string]ID
	byKeyOnce sync.Once
)

// Lookup returns the declared ID whose catalogue key is key, such as
// "msg.E-TRF-RESULT/kind", and whether one is declared.
func Lookup(key string) (ID, bool) { return idOf(key) }

func idOf(key string) (ID, bool) {
	byKeyOnce.Do(func() {
		byKey = make(map[string]ID, len(declared))
		for _, id := range declared {
			byKey[id.Key()] = *id
		}
	})
	id, ok := byKey[key]
	return id, ok
}

// Cite returns m as a value another message cites: the citing message
// renders it in its own language. The zero message cites "".
func (m Message) Cite() string {
	if m.ID.IsZero() {
		return ""
	}
	b, _ := json.Marshal(append([]string{m.ID.Key()}, m.Args...))
	return citeMark + string(b)
}

// And returns values as one value, the list "a, b and c" in the language
// of the message citing it; a single value is itself.
func And(values ...string) string { return list(ListAnd, values) }

// Or returns values as one value, the list "a, b or c" in the language of
// the message citing it; a single value is itself.
func Or(values ...string) string { return list(ListOr, values) }

// Comma returns values as one value, the list "a, b, c", each value
// rendered in the language of the message citing it.
func Comma(values ...string) string { return list(ListComma, values) }

// Semicolon returns values as one value, the list "a; b; c", each value
// rendered in the language of the message citing it.
func Semicolon(values ...string) string { return list(ListSemicolon, values) }

func list(id ID, values []string) string {
	switch len(values) {
	case 0:
		return ""
	case 1:
		return values[0]
	}
	return Message{ID: id, Args: values}.Cite()
}

// Cited returns the message a value cites (Cite, And, Or), and whether it
// cites one; a value of plain text cites none.
func Cited(v string) (Message, bool) {
	rest, ok := strings.CutPrefix(v, citeMark)
	if !ok {
		return Message{}, false
	}
	var a []string
	if json.Unmarshal([]byte(rest), &a) != nil || len(a) == 0 {
		return Message{}, false
	}
	id, ok := idOf(a[0])
	if !ok {
		return Message{}, false
	}
	return Message{ID: id, Args: a[1:]}, true
}

// Value returns a value in lang: a cited message or list rendered in lang,
// any other value as it is.
func Value(lang, v string) string {
	m, ok := Cited(v)
	if !ok {
		return v
	}
	return m.Text(lang)
}

// joined renders the list m in lang: "a, b and c".
func joined(lang string, m Message) string {
	vals := make([]string, len(m.Args))
	for i, a := range m.Args {
		vals[i] = Value(lang, a)
	}
	if len(vals) < 2 {
		return strings.Join(vals, "")
	}
	word, ok := catalogue(lang)[m.ID.Key()]
	if !ok {
		word = catalogue("en")[m.ID.Key()]
	}
	if word == "" || !unicode.IsLetter([]rune(word)[0]) {
		return strings.Join(vals, word)
	}
	last := vals[len(vals)-1]
	return strings.Join(vals[:len(vals)-1], ", ") + " " + euphonic(lang, word, last) + " " + last
}

// euphonic returns the word joining the last two values of a list as it
// is written before next: Italian writes "ed" for "e" before a word
// beginning with e; Spanish writes "e" for "y" before the sound i (i, hi,
// but not hie, hia: hielo, hiato) and "u" for "o" before the sound o (o,
// ho).
func euphonic(lang, word, next string) string {
	n := strings.ToLower(next)
	switch {
	case lang == "it" && word == "e" && strings.HasPrefix(n, "e"):
		return "ed"
	case lang == "es" && word == "y" && (strings.HasPrefix(n, "i") || strings.HasPrefix(n, "hi") && !strings.HasPrefix(n, "hie") && !strings.HasPrefix(n, "hia")):
		return "e"
	case lang == "es" && word == "o" && (strings.HasPrefix(n, "o") || strings.HasPrefix(n, "ho")):
		return "u"
	}
	return word
}
