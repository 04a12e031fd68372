package formats

import (
	"flag"
	"os"
	"testing"
)

// TestMain verifies the readers' shortcuts against the general computation
// in every test and fuzz run (see prechecked), but not while benchmarking,
// which measures the readers as they run.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f == nil || f.Value.String() == "" {
		verifyPrechecked = true
	}
	os.Exit(m.Run())
}
