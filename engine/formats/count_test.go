package formats

import "testing"

// TestCountAgrees checks the plural of a counted noun and its verb.
func TestCountAgrees(t *testing.T) {
	for _, c := range []struct {
		n          int
		word, want string
	}{{1, "pairing is", "1 pairing is"}, {5, "pairing is", "5 pairings are"}, {2, "round has", "2 rounds have"}, {3, "row", "3 rows"}, {4, "-BYE cell", "4 -BYE cells"}} {
		if got := count(c.n, c.word); got != c.want {
			t.Errorf("count(%d, %q) = %q, want %q", c.n, c.word, got, c.want)
		}
	}
}
