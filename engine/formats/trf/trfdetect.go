package trf

// IsPlayerLine reports whether s matches `^001 [ 0-9]{3}[0-9]`, a player
// record with a start number in columns 5–8.
func IsPlayerLine(s string) bool {
	if len(s) < 8 || s[:4] != "001 " || s[7] < '0' || s[7] > '9' {
		return false
	}
	for i := 4; i < 7; i++ {
		if s[i] != ' ' && (s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	return true
}

// HasCode reports whether s matches
// `^([0-9]{3}|XX[A-Z]|BB[A-Z]|###|[A-Z]{3})( |$)`: three digits, three
// capitals (XX? and BB? are capitals too) or "###", then a space or the end.
func HasCode(s string) bool {
	if len(s) < 3 || len(s) > 3 && s[3] != ' ' {
		return false
	}
	if s[:3] == "###" {
		return true
	}
	digits, capitals := 0, 0
	for i := 0; i < 3; i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'A' <= c && c <= 'Z':
			capitals++
		}
	}
	return digits == 3 || capitals == 3
}
