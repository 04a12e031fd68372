package app

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
