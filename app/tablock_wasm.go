//go:build wasm

package app

import "syscall/js"

// holdTab asks the browser for the Web Lock named after a tab's id and
// holds it while the page lives (the browser releases it when the page is
// left, reloaded or closed). It reports false when another live page holds
// it: a duplicated tab, whose sessionStorage (and so its id) is a copy of
// the first tab's. A browser without Web Locks holds nothing and gets true.
// It waits for the browser's answer, so it runs where waiting is safe
// (OnNav, as share_wasm.go's streams do).
func holdTab(id string) (held bool) {
	defer func() {
		if recover() != nil { // the browser refused the request: hold nothing
			held = true
		}
	}()
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() || locks.IsNull() {
		return true
	}
	got := make(chan bool, 1)
	// The callback's promise never settles: the lock is held until the
	// page goes. Neither function is released, for the same reason.
	never := js.FuncOf(func(js.Value, []js.Value) any { return nil })
	cb := js.FuncOf(func(_ js.Value, args []js.Value) any {
		held := len(args) > 0 && !args[0].IsNull()
		got <- held
		if !held {
			return nil
		}
		return js.Global().Get("Promise").New(never)
	})
	opts := js.Global().Get("Object").New()
	opts.Set("ifAvailable", true)
	locks.Call("request", "spareggi.tab."+id, opts, cb)
	return <-got
}
