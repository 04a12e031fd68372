package app

import (
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestIsLarge pins the bounded view's thresholds (pastebig.go): more than
// boundedLines lines or boundedBytes bytes, a line without its break
// counted, an empty text small.
func TestIsLarge(t *testing.T) {
	line := strings.Repeat("x", 9) + "\n" // 10 bytes
	for _, c := range []struct {
		name string
		text string
		want bool
	}{
		{"empty", "", false},
		{"2,000 lines", strings.Repeat(line, boundedLines), false},
		{"2,001 lines", strings.Repeat(line, boundedLines+1), true},
		{"2,000 lines and a last one without its break", strings.Repeat(line, boundedLines) + "x", true},
		{"2,001 empty lines", strings.Repeat("\n", boundedLines+1), true},
		{"256 KB in 1,025 lines", strings.Repeat(strings.Repeat("y", 255)+"\n", 1025)[:boundedBytes], false},
		{"256 KB and a byte", strings.Repeat("z", boundedBytes+1), true},
	} {
		if got := isLarge(c.text); got != c.want {
			t.Errorf("%s (%d bytes, %d lines): large %v, want %v", c.name, len(c.text), lineCount(c.text), got, c.want)
		}
	}
}

// TestBoundedView checks what the bounded view shows of a large text: its
// first 200 lines, a prefix of the text, and the count of its lines, worded
// in each language with its thousands separator; a small text is shown
// whole.
func TestBoundedView(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 200_000; i++ {
		b.WriteString("line " + itoa(i) + "\n")
	}
	text := b.String()
	bv := bound(text)
	if !bv.large || bv.lines != 200_000 {
		t.Fatalf("200,000 lines: large %v, %d lines", bv.large, bv.lines)
	}
	if !strings.HasPrefix(text, bv.head) || lineCount(bv.head) != headLines || !strings.HasSuffix(bv.head, "line 200\n") {
		t.Errorf("head: %d lines ending %q, want the first %d", lineCount(bv.head), bv.head[max(0, len(bv.head)-12):], headLines)
	}
	for lang, want := range map[string]string{
		"en": "200 of 200,000 lines shown.",
		"it": "Mostrate 200 righe su 200.000.",
		"es": "Se muestran 200 de 200.000 líneas.",
	} {
		if got := bv.note(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if small := bound("012 x\n001 y\n"); small.large || small.head != "" {
		t.Errorf("a small text is bounded: %+v", small)
	}
	// Long lines: the head stops at headBytes, between two characters.
	long := strings.Repeat("é", boundedBytes)
	if h := headOf(long, headLines); len(h) > headBytes || !strings.HasPrefix(long, h) || strings.ToValidUTF8(h, "?") != h {
		t.Errorf("the head of a long line: %d bytes, valid %v", len(h), strings.ToValidUTF8(h, "?") == h)
	}
	// Its note counts characters: "1 of 1 lines shown" would say all of it
	// is there.
	if got, want := bound(long).note("en"), "32,768 of 262,144 characters shown: its lines are long."; got != want {
		t.Errorf("the note of a long line: %q, want %q", got, want)
	}
	if got := headOf("a\nb", 5); got != "a\nb" {
		t.Errorf("the head of a short text: %q", got)
	}
}

// TestGroupedAndOffsets checks the count's thousands separators and the
// conversion of the text area's offsets (UTF-16) to the text's bytes.
func TestGroupedAndOffsets(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{{"en", 0, "0"}, {"en", 999, "999"}, {"en", 1000, "1,000"}, {"en", 1234567, "1,234,567"}, {"it", 200000, "200.000"}, {"es", 5005, "5.005"}} {
		if got := grouped(c.lang, c.n); got != c.want {
			t.Errorf("grouped(%s, %d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
	s := "aé😀b" // 1, 2 and 4 bytes; 1, 1 and 2 UTF-16 units
	for k, want := range map[int]int{0: 0, 1: 1, 2: 3, 4: 7, 5: 8, 9: 8} {
		if got := byteOffset(s, k); got != want {
			t.Errorf("byteOffset(%q, %d) = %d, want %d", s, k, got, want)
		}
	}
	if got := utf16Len(s); got != 5 {
		t.Errorf("utf16Len = %d, want 5", got)
	}
	if got := normBreaks("a\r\nb\rc\n"); got != "a\nb\nc\n" {
		t.Errorf("normBreaks: %q", got)
	}
}

// TestInputPanelBounded renders the panel with a large text (as a share
// link, the work kept on the device or a file gives it): the text area's
// view is bounded, with the count and "Edit the whole text"; asked for,
// the whole text is the text area's and the line goes; a new large text
// is bounded again; a small text never is.
func TestInputPanelBounded(t *testing.T) {
	text := strings.Repeat("001    1 m    Alpha                             1800\n", 5000)
	in := &InputPanel{Lang: "en", Text: text}
	d := mount(t, in)
	html := app.HTMLString(in)
	for _, s := range []string{`id="input-bounded"`, "200 of 5,000 lines shown.", `id="input-edit-whole"`, "Edit the whole text", `class="text bounded"`} {
		if !strings.Contains(html, s) {
			t.Errorf("the bounded view lacks %q", s)
		}
	}
	if got, bounded := in.area(); !bounded || got != headOf(text, headLines) {
		t.Errorf("the text area holds %d bytes (bounded %v), want the first %d lines", len(got), bounded, headLines)
	}
	do(d, in, func(ctx app.Context) { in.onEditWhole(ctx, app.Event{}) })
	if got, bounded := in.area(); bounded || got != text {
		t.Errorf("after Edit the whole text: bounded %v, %d bytes", bounded, len(got))
	}
	if html := app.HTMLString(in); strings.Contains(html, `id="input-bounded"`) {
		t.Errorf("the bounded line stays after Edit the whole text")
	}
	// Another large text (a file, a link): bounded again.
	other := strings.Repeat("x\n", 3000)
	do(d, in, func(ctx app.Context) { in.Text = other })
	if _, bounded := in.area(); !bounded {
		t.Errorf("a new large text is not bounded")
	}
	if html := app.HTMLString(in); !strings.Contains(html, "200 of 3,000 lines shown.") {
		t.Errorf("the new text's count is not shown")
	}
	// A small text: the text area's own.
	do(d, in, func(ctx app.Context) { in.Text = "012 x\n" })
	if got, bounded := in.area(); bounded || got != "012 x\n" {
		t.Errorf("a small text: bounded %v, %q", bounded, got)
	}
	if html := app.HTMLString(in); strings.Contains(html, `id="input-bounded"`) || strings.Contains(html, "bounded") {
		t.Errorf("a small text shows a bounded view")
	}
}

// TestPageSharedLargeText opens a share link that carries a large text:
// the page computes it and its text area shows the bounded view.
func TestPageSharedLargeText(t *testing.T) {
	s, _ := ExampleState("campionato-2009")
	lines := strings.SplitAfter(s.Text, "\n")
	var b strings.Builder
	b.WriteString(s.Text)
	for b.Len() <= boundedBytes { // comment lines the reader skips
		b.WriteString("### " + strings.Repeat("-", 60) + "\n")
	}
	s.Text = b.String()
	frag, err := EncodeState(s)
	if err != nil {
		t.Fatal(err)
	}
	p := &Page{}
	d := mount(t, p)
	u, _ := url.Parse("/#" + frag)
	d.Nav(u)
	d.Consume()
	html := app.HTMLString(p)
	want := "200 of " + grouped("en", lineCount(s.Text)) + " lines shown."
	if !strings.Contains(html, want) || !strings.Contains(html, `id="input-edit-whole"`) {
		t.Errorf("the shared large text (%d bytes, %d lines of which %d the example's) is not shown bounded: want %q", len(s.Text), lineCount(s.Text), len(lines), want)
	}
	if p.state.Text != s.Text {
		t.Errorf("the page's text is not the link's")
	}
}
