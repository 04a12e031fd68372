// Package jsonlen counts the entries of a JSON list or map without
// decoding them: the front ends refuse a list past its limit
// (engine/limits.go) before they read any of its entries.
package jsonlen

import (
	"bytes"
	"strings"
)

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

// Members returns where the values of the named members of a JSON object
// are in b: for each name found at the top level, the start and end of
// its value (b[start:end]). One pass over the bytes, skipping strings with
// a search for their end: cheaper than a decoder, so that a list can be
// counted, and cut out, before the decoder reads it. It returns nil when b
// is not an object it can walk (the decoder then finds the error).
func Members(b []byte, names ...string) map[string][2]int {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return nil
	}
	out := map[string][2]int{}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		return out
	}
	for i < len(b) {
		if b[i] != '"' {
			return nil
		}
		end := skipString(b, i)
		if end < 0 {
			return nil
		}
		key := string(b[i+1 : end-1])
		i = skipSpace(b, end)
		if i >= len(b) || b[i] != ':' {
			return nil
		}
		i = skipSpace(b, i+1)
		vend := skipValue(b, i)
		if vend < 0 {
			return nil
		}
		for _, n := range names {
			if n == key {
				out[key] = [2]int{i, vend}
			}
		}
		i = skipSpace(b, vend)
		if i >= len(b) {
			return nil
		}
		if b[i] == '}' {
			return out
		}
		if b[i] != ',' {
			return nil
		}
		i = skipSpace(b, i+1)
	}
	return nil
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the end of the string that starts at b[i] ('"'),
// past its closing quote, or -1.
func skipString(b []byte, i int) int {
	for i++; i < len(b); {
		k := bytes.IndexAny(b[i:], "\"\\")
		if k < 0 {
			return -1
		}
		i += k
		if b[i] == '"' {
			return i + 1
		}
		i += 2 // an escape
	}
	return -1
}

// skipValue returns the end of the value that starts at b[i], or -1.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '[', '{':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				if i = skipString(b, i); i < 0 {
					return -1
				}
				continue
			case '[', '{':
				depth++
			case ']', '}':
				if depth--; depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return -1
	}
	for i < len(b) && !strings.ContainsRune(",}] \t\n\r", rune(b[i])) {
		i++
	}
	return i
}
