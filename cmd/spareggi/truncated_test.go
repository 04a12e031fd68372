package main

import (
	"os"
	"strings"
	"testing"
)

// TestTruncatedFile cuts the 2009 championship in the middle of its last
// line and in the middle of the file: the CLI prints no standings, exits 1
// and says where the file stops.
func TestTruncatedFile(t *testing.T) {
	data, err := os.ReadFile("../../examples/campionato-italiano-2009.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.TrimRight(string(data), "\n")
	for _, c := range []struct {
		cut, at string
	}{
		{text[:len(text)-60], ":20:140: The file looks truncated"},
		{text[:2000], ":17:198: The file looks truncated"},
	} {
		code, out, errs := runCLI(t, c.cut, "-")
		if code != 1 || out != "" || !strings.Contains(errs, c.at) || strings.Contains(errs, "has no player record") {
			t.Errorf("exit %d, output %q, message %q; want exit 1 and %q", code, out, errs, c.at)
		}
	}
}
