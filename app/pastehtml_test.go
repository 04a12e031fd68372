package app

import "testing"

func TestHasHTMLTable(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"<meta charset='utf-8'><table class=\"t\"><tr><td>1</td></tr></table>", true},
		{"<html><body>\n<!--StartFragment--><PRE>\n1 Rossi</PRE>", true},
		{"<span>Rossi</span> <b>1-0</b>", false},
		{"<tablet>", false},
		{"<pre", false},
		{"", false},
	} {
		if got := HasHTMLTable(c.in); got != c.want {
			t.Errorf("HasHTMLTable(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
