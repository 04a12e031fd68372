package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", "<p>index</p>")
	write("embed.html", "<p>embed</p>")
	write("web/app.wasm", "\x00asm-raw")
	write("web/x.go", "package web")
	if err := precompress(dir); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path, enc string) (*http.Response, string) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", enc) // set by hand: the client does not decompress
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}
	if res, body := get("/", "identity"); body != "<p>index</p>" || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("/: %q %v", body, res.Header)
	}
	if _, body := get("/embed", "identity"); body != "<p>embed</p>" {
		t.Errorf("/embed: %q", body)
	}
	for enc, want := range map[string]string{"gzip, deflate, br": "br", "gzip": "gzip", "identity": "", "br;q=0, gzip": "gzip"} {
		res, _ := get("/web/app.wasm", enc)
		if res.Header.Get("Content-Type") != "application/wasm" || res.Header.Get("Content-Encoding") != want {
			t.Errorf("app.wasm with %q: %v", enc, res.Header)
		}
		if res.Header.Get("X-Raw-Content-Length") != "8" {
			t.Errorf("raw length %q", res.Header.Get("X-Raw-Content-Length"))
		}
	}
	if res, _ := get("/web/x.go", ""); res.StatusCode != 404 {
		t.Errorf("Go source served: %d", res.StatusCode)
	}
	if res, _ := get("/../../etc/passwd", ""); res.StatusCode != 404 {
		t.Errorf("path escape: %d", res.StatusCode)
	}
}

// TestFrameHeaders: every page but embed.html refuses to be framed by
// another site (frame-ancestors 'none', X-Frame-Options DENY); embed.html,
// made to be framed, and the assets carry neither.
func TestFrameHeaders(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"index.html", "embed.html", "example/campionato-2009.html", "web/app.js"} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for path, framed := range map[string]bool{"/": false, "/?example=forlano-9": false, "/example/campionato-2009": false,
		"/embed.html": true, "/embed": true, "/web/app.js": true} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		csp, xfo := res.Header.Get("Content-Security-Policy"), res.Header.Get("X-Frame-Options")
		if framed && (csp != "" || xfo != "") || !framed && (csp != "frame-ancestors 'none'" || xfo != "DENY") {
			t.Errorf("%s: CSP %q, X-Frame-Options %q; may be framed: %v", path, csp, xfo, framed)
		}
	}
}
