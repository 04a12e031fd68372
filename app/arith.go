package app

import "strings"

// signed writes +133, −20 or 0.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + itoa(n)
	case n < 0:
		return "−" + itoa(-n)
	}
	return "0"
}

// signedOp writes "+ 133" or "− 20", an addition in a chain.
func signedOp(n int) string {
	if n < 0 {
		return "− " + itoa(-n)
	}
	return "+ " + itoa(n)
}

// codeOf is the code of a descriptor key: "BH" of "BH/C1".
func codeOf(key string) string {
	if i := strings.IndexByte(key, '/'); i >= 0 {
		return key[:i]
	}
	return key
}
