//go:build wasm

package app

import (
	"errors"
	"syscall/js"
)

// In the browser the share link is compressed by the browser's own
// CompressionStream and DecompressionStream ("deflate-raw", RFC 1951, the
// format compress/flate writes in share_other.go), so the WebAssembly
// binary carries no compressor: compress/flate would add about 30 KB to
// the gzipped app.wasm.
//
// Both functions wait for the browser's promises, so they must run on a
// goroutine that is not inside a JavaScript callback: go-app runs event
// handlers and navigation on its own goroutine, where waiting is safe.

// deflateRaw compresses b as raw DEFLATE.
func deflateRaw(b []byte) ([]byte, error) {
	return browserStream("CompressionStream", b, -1)
}

// inflateRaw decompresses raw DEFLATE, refusing more than limit bytes: the
// stream is read chunk by chunk and cancelled past the limit, so a
// decompression bomb never fills the memory.
func inflateRaw(b []byte, limit int) ([]byte, error) {
	return browserStream("DecompressionStream", b, limit)
}

// errTooLarge refuses a share link that decompresses beyond the limit.
var errTooLarge = errors.New("the shared state is too large")

// browserStream pipes b through a CompressionStream or DecompressionStream
// and returns the output; limit < 0 means no limit.
func browserStream(kind string, b []byte, limit int) ([]byte, error) {
	global := js.Global()
	ctor := global.Get(kind)
	if ctor.IsUndefined() {
		return nil, errors.New("this browser has no " + kind + ": share links need a newer browser")
	}
	in := global.Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(in, b)
	stream := global.Get("Blob").New([]any{in}).Call("stream").Call("pipeThrough", ctor.New("deflate-raw"))
	reader := stream.Call("getReader")
	var out []byte
	for {
		chunk, err := await(reader.Call("read"))
		if err != nil {
			return nil, err
		}
		if chunk.Get("done").Bool() {
			return out, nil
		}
		v := chunk.Get("value")
		n := v.Get("length").Int()
		if limit >= 0 && len(out)+n > limit {
			reader.Call("cancel")
			return nil, errTooLarge
		}
		buf := make([]byte, n)
		js.CopyBytesToGo(buf, v)
		out = append(out, buf...)
	}
}

// await waits for a promise and returns its value, or its rejection as an
// error.
func await(p js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	ch := make(chan settled, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- settled{v: args[0]}
		return nil
	})
	defer then.Release()
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- settled{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer catch.Release()
	p.Call("then", then, catch)
	s := <-ch
	return s.v, s.err
}
