package scan

import "strings"

// The readers' small fixed vocabularies (record codes, words, titles) are
// written as one string each and made into maps at start: a map literal
// compiles into code, an assignment per entry run at start-up, which the
// WebAssembly page carries in app.wasm (issue 23); a string is data.

// WordSet returns the set of the words of list, separated by "|".
func WordSet(list string) map[string]bool {
	words := strings.Split(list, "|")
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// WordMap returns the map of the pairs of list, "key=value" separated by
// "|".
func WordMap(list string) map[string]string {
	pairs := strings.Split(list, "|")
	m := make(map[string]string, len(pairs))
	for _, p := range pairs {
		k, v, _ := strings.Cut(p, "=")
		m[k] = v
	}
	return m
}

// WordIndex returns the index of w among the words of list, separated by
// "|", or -1: a fixed lookup table as data, with its values in a static
// array indexed alike (a map literal would be code, above).
func WordIndex(list, w string) int {
	for i := 0; ; i++ {
		j := strings.IndexByte(list, '|')
		if j < 0 {
			if list == w {
				return i
			}
			return -1
		}
		if list[:j] == w {
			return i
		}
		list = list[j+1:]
	}
}
