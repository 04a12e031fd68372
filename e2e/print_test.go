//go:build e2e

package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// printedText prints b's page to PDF, as a user prints it, and reads the
// PDF back as text with pdftotext (Debian's poppler-utils, which test.sh
// installs): what the paper shows, laid out. name names the PDF kept in
// the test's temporary directory. A missing pdftotext fails the test: the
// end-to-end tests never skip.
func printedText(t *testing.T, b *browser, name string) string {
	t.Helper()
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext (Debian's poppler-utils; ./test.sh installs it) is not installed: %v", err)
	}
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{})
	cancel()
	if err != nil {
		t.Fatalf("printing to PDF: %v", err)
	}
	pdf := filepath.Join(t.TempDir(), name+".pdf")
	if err := os.WriteFile(pdf, res.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}
