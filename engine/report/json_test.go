package report

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestAppendStringIsJSON(t *testing.T) {
	for _, s := range []string{"", "plain", `quote " and \ back`, "tab\tnew\nline\x01", "D'Amore", "Müller ½ Ёлкин", "\u2028", "bad \xff byte"} {
		var b bytes.Buffer
		appendString(&b, s)
		var got string
		if err := json.Unmarshal(b.Bytes(), &got); err != nil {
			t.Errorf("%q → %s: %v", s, b.String(), err)
			continue
		}
		want := string([]rune(s))
		if got != want {
			t.Errorf("%q → %q", s, got)
		}
	}
}
