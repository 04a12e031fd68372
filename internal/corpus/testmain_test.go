package corpus

import (
	"testing"

	"github.com/spareggi/spareggi/internal/testmain"
)

// TestMain runs the tests with the collector at a slower pace (internal/testmain).
func TestMain(m *testing.M) { testmain.Main(m) }
