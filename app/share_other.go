//go:build !wasm

package app

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
)

// deflateRaw compresses b as raw DEFLATE (RFC 1951).
func deflateRaw(b []byte) ([]byte, error) {
	var out bytes.Buffer
	w, err := flate.NewWriter(&out, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// inflateRaw decompresses raw DEFLATE, refusing more than limit bytes.
func inflateRaw(b []byte, limit int) ([]byte, error) {
	r := flate.NewReader(bytes.NewReader(b))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(out) > limit {
		return nil, errTooLarge
	}
	return out, nil
}

// errTooLarge refuses a share link that decompresses beyond the limit.
var errTooLarge = errors.New("the shared state is too large")
