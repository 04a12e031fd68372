package msg

import "strings"

// unpack makes a catalogue from its keys and values, each joined by NUL in
// the same order; a value "\x01" is a key the language lacks. The page's
// catalogues are kept so (packed_js.go, decision 83): a map literal of
// 1,300 entries stores a string header for each key and each value in
// app.wasm, about 24 KB by gzip for the three languages, where one string
// per language stores none.
func unpack(keys, vals string) map[string]string {
	ks, vs := strings.Split(keys, "\x00"), strings.Split(vals, "\x00")
	m := make(map[string]string, len(ks))
	for i, k := range ks {
		if vs[i] != "\x01" {
			m[k] = vs[i]
		}
	}
	return m
}
