package report_test

import (
	"os"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/msg"
)

// A file with no printed column to compare: the document says why.
func ExampleCheckJSON() {
	none := &engine.CodedError{Message: msg.New(msg.ErrPrintedNone)}
	report.CheckJSON(os.Stdout, &check.Report{}, none)
	// Output:
	// {"columns":[],"reproduced":false,"reason":{"code":"printed-none","args":[],"text":"The text prints no tie-break column to check."}}
}
