package formats

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
)

// TestAlignLayout: when most player records cannot be realigned, the first
// E-TRF-ALIGN says so in the declared variant that adds the advice on the
// layout, and the page's key names that variant.
func TestAlignLayout(t *testing.T) {
	data, err := os.ReadFile("../../testdata/tec-rr-6.trf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "001") && len(l) > 52 {
			lines[i] = l[:48] + "abcd" + l[52:]
		}
	}
	_, _, err = Read([]byte(strings.Join(lines, "\n")), Options{Format: FormatTRF})
	var fe *scan.Error
	if !errors.As(err, &fe) {
		t.Fatalf("want an error, got %v", err)
	}
	for _, d := range fe.Diags {
		if d.Code == scan.ETrfAlign {
			if !strings.HasSuffix(d.Message, "could not be realigned. The file seems to use a different column layout or encoding. Re-export it as TRF from the pairing program, preferably in UTF-8.") ||
				!strings.HasSuffix(d.Key, "-layout") {
				t.Errorf("first E-TRF-ALIGN: key %q, %q", d.Key, d.Message)
			}
			return
		}
	}
	t.Errorf("no E-TRF-ALIGN in %v", fe)
}
