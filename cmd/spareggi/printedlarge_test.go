package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckPrintedTooLarge: a printed value of 32 nines is named as larger
// than any tie-break value can be, not explained by opponents' unplayed
// rounds (it was read as a negative number, wrapped around).
func TestCheckPrintedTooLarge(t *testing.T) {
	data, err := os.ReadFile("../../testdata/forlano-9.printed.csv")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "1;3;Carlo;0;7w1;5b0;-1;2b1;4w1;4;11,5;", "1;3;Carlo;0;7w1;5b0;-1;2b1;4w1;4;99999999999999999999999999999999;", 1)
	if text == string(data) {
		t.Fatal("the row to change was not found")
	}
	f := filepath.Join(t.TempDir(), "printed.csv")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, errs := runCLI(t, "", "-check-printed", "-o", "json", "-answer", "Q-BYE/*=fpb", f)
	i := strings.Index(out, `"printed":"99999999999999999999999999999999"`)
	if i < 0 {
		t.Fatalf("Carlo's printed value not listed:\n%s%s", out, errs)
	}
	entry := out[i:]
	entry = entry[:strings.Index(entry, "}]")+2]
	if !strings.Contains(entry, "printed-too-large") || strings.Contains(entry, "unplayed") {
		t.Errorf("reasons %s, want printed-too-large alone", entry)
	}
}
