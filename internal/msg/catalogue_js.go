//go:build js

package msg

import "sync"

// packedValues are the page's catalogues as packed_js.go keeps them, by
// language: the values of packedKeys joined by NUL.
var packedValues = map[string]string{"en": packedEN, "it": packedIT, "es": packedES, "de": packedDE, "fr": packedFR}

// unpacked are the catalogues unpacked so far: a page reads the language
// it shows (and English, where a text is missing) and unpacks no other
// until asked, which takes the start of the page no time for the others.
var unpacked struct {
	sync.Mutex
	m map[string]map[string]string
}

// catalogue returns lang's catalogue, unpacked on its first use; nil for
// a language without one.
func catalogue(lang string) map[string]string {
	u := &unpacked
	u.Lock()
	defer u.Unlock()
	if c, ok := u.m[lang]; ok {
		return c
	}
	vals, ok := packedValues[lang]
	if !ok {
		return nil
	}
	if u.m == nil {
		u.m = map[string]map[string]string{}
	}
	c := unpack(packedKeys, vals)
	u.m[lang] = c
	return c
}
