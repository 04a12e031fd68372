//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
)

func main() {
	perf := js.Global().Get("performance")
	if perf.Truthy() {
		perf.Call("mark", "spareggi-wasm-start")
	}
	routes()
	registerAPI()
	if js.Global().Get("spareggiAPIOnly").Truthy() {
		// Loaded by Spareggi.load() on a page of its own: the API only.
		select {}
	}
	app.RunWhenOnBrowser()
}

// registerAPI hands the compute function to web/spareggi.js, which wraps it
// as Spareggi.compute (throwing an Error for bad input) and resolves
// Spareggi.ready.
func registerAPI() {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return map[string]any{"error": "Spareggi.compute: the first argument must be the crosstable text", "usage": true}
		}
		opts := ""
		if len(args) > 1 && args[1].Type() == js.TypeString {
			opts = args[1].String()
		}
		var out string
		var err error
		if n := js.Global().Call("Object", args[0]).Get("length").Int(); n > formats.MaxInput {
			// Refused before its text is copied: each character is at
			// least one byte.
			err = readError(formats.TooLarge(""))
		} else {
			out, err = Compute(args[0].String(), opts)
		}
		if err != nil {
			res := map[string]any{"error": err.Error()}
			var ae *APIError
			if errors.As(err, &ae) {
				res["line"], res["column"], res["usage"] = ae.Line, ae.Col, ae.Usage
				if ae.Code != "" {
					res["code"] = ae.Code
				}
				if d, e := diagsJSON(ae); e == nil {
					res["diagnostics"] = d
				}
				if q, e := questionsJSON(ae); e == nil && len(ae.Questions) > 0 {
					res["questions"] = q
				}
			}
			return res
		}
		return map[string]any{"json": out}
	})
	s := js.Global().Get("Spareggi")
	if !s.Truthy() || !s.Get("_register").Truthy() {
		// spareggi.js is missing: expose the raw function.
		js.Global().Set("spareggiCompute", fn)
		return
	}
	s.Call("_register", fn)
}
