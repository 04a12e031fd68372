package main

import (
	"errors"
	"os"
	"testing"
)

// TestComputeTextNotWorkbook: Spareggi.compute takes text: a text starting
// like a zip archive (a zip can be written in ASCII; here a real workbook's
// bytes) is refused as binary, E-INPUT-BINARY, never read as a workbook
// (issue 33, item 2: a 220 KB text crashed the page).
func TestComputeTextNotWorkbook(t *testing.T) {
	data, err := os.ReadFile("../testdata/real/cr-keshmat-rapid-2025-04.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Compute(string(data), "{}")
	var ae *APIError
	if !errors.As(err, &ae) || len(ae.Diags) == 0 || ae.Diags[0].Code != "E-INPUT-BINARY" {
		t.Fatalf("want E-INPUT-BINARY, got %v", err)
	}
}
