package report

import "testing"

func TestPlainAndWidth(t *testing.T) {
	for _, c := range []struct {
		in, plain string
		width     int
	}{
		{"Rossi", "Rossi", 5},
		{"Ali\u202eilA", "AliilA", 6},             // right-to-left override
		{"Zero\u200bWidth\ufeff", "ZeroWidth", 9}, // zero-width space, BOM
		{"a\u2066b\u2069", "ab", 2},               // isolate
		{"tab\there", "tabhere", 7},               // C0 control
		{"Jose\u0301", "Jose\u0301", 4},           // combining acute accent
		{"Müller", "Müller", 6},
	} {
		if got := Plain(c.in); got != c.plain {
			t.Errorf("Plain(%q) = %q, want %q", c.in, got, c.plain)
		}
		if got := Width(Plain(c.in)); got != c.width {
			t.Errorf("Width(Plain(%q)) = %d, want %d", c.in, got, c.width)
		}
	}
	if got := PadRight("Jose\u0301\u200b", 6); got != "Jose\u0301  " {
		t.Errorf("PadRight = %q", got)
	}
}
