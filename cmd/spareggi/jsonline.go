package main

import (
	"encoding/json"
	"fmt"
	"io"
)

// writeJSONLine writes v as one line of JSON (the -o json documents of
// -whatif, -check-printed and -boards).
func writeJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
