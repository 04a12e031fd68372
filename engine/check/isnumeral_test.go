package check

import (
	"regexp"
	"testing"
)

// TestIsNumeral checks isNumeral against the regular expression it spells
// out.
func TestIsNumeral(t *testing.T) {
	re := regexp.MustCompile(`^[-+]?[0-9]+([.,][0-9]+)?½?$`)
	for _, s := range []string{"", "1", "-1", "+1", "1.5", "1,5", "1.", ".5", "1½", "½", "-½", "1.5½", "1,5,5", "1.5.5", "a", "1a", "--1", "+-1", "12345678901234567890", "1,", "1 ", " 1", "1½½", "+", "-"} {
		if got, want := isNumeral(s), re.MatchString(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
