// Package jsonlen counts the entries of a JSON list or map without
// decoding them: the front ends refuse a list past its limit
// (engine/limits.go) before they read any of its entries.
package jsonlen

import "strings"

// Values counts the scalar values (strings, numbers, true, false,
// null; not the keys of objects) of a valid JSON value, in one pass over
// its bytes: the entries of a list of strings, of a map of strings, the
// numbers of a list of lists.
func Values(b []byte) int {
	n := 0
	var stack []byte // the open '[' and '{'
	value := true    // the next string is a value, not a key
	for i := 0; i < len(b); i++ {
		switch c := b[i]; c {
		case ' ', '\t', '\n', '\r':
		case '[':
			stack, value = append(stack, c), true
		case '{':
			stack, value = append(stack, c), false
		case ']', '}':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ',':
			value = len(stack) > 0 && stack[len(stack)-1] == '['
		case ':':
			value = true
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if value {
				n++
			}
		default: // a number, true, false or null
			n++
			for i+1 < len(b) && !strings.ContainsRune(" \t\n\r,]}", rune(b[i+1])) {
				i++
			}
		}
	}
	return n
}
