package app

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/engine/formats"
)

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

// TestPreferHTML: the markup's text is read unless it fails where the
// plain text of the same paste reads.
func TestPreferHTML(t *testing.T) {
	page, err := os.ReadFile("../testdata/real/vega-hbcc-western-masters-2025.html")
	if err != nil {
		t.Fatal(err)
	}
	plain, err := os.ReadFile("../testdata/real/vega-hbcc-western-masters-2025.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := formats.HTMLText(string(page))
	if !PreferHTML(text, string(plain), "") {
		t.Error("the page's text, which reads, is not preferred")
	}
	if !PreferHTML(text, "", "auto") {
		t.Error("the page's text is not preferred without a plain text")
	}
	if PreferHTML("Info\nnothing to read\n", string(plain), "") {
		t.Error("a text that does not read is preferred to a plain text that does")
	}
	if !PreferHTML("Info\nnothing to read\n", "neither\n", "") {
		t.Error("when neither reads, the markup's text is not preferred")
	}
	if PreferHTML(" \n", string(plain), "") {
		t.Error("an empty text is preferred")
	}
}
