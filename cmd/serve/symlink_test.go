package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// TestNoSymlinkOut: a symbolic link in the served folder leading out of it
// (to a file, to a folder) is not followed: 404, the outside file's text
// never sent; a link that stays inside the folder is served.
func TestNoSymlinkOut(t *testing.T) {
	tmp := t.TempDir()
	site, outside := filepath.Join(tmp, "site"), filepath.Join(tmp, "outside")
	for _, d := range []string{site, outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "index.html"), []byte("<p>index</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{
		"leak.txt":   filepath.Join(outside, "secret.txt"), // absolute
		"rel.txt":    "../outside/secret.txt",              // relative
		"out":        outside,                              // a folder
		"alias.html": "index.html",                         // inside
	} {
		if err := os.Symlink(target, filepath.Join(site, link)); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	srv := httptest.NewServer(Handler(site))
	defer srv.Close()
	get := func(path string) (int, string) {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	for _, p := range []string{"/leak.txt", "/rel.txt", "/out/secret.txt", "/out/"} {
		if code, body := get(p); code != http.StatusNotFound || body == "secret" {
			t.Errorf("%s: %d %q, want 404", p, code, body)
		}
	}
	if code, body := get("/alias.html"); code != http.StatusOK || body != "<p>index</p>" {
		t.Errorf("/alias.html: %d %q, want the index", code, body)
	}
}
