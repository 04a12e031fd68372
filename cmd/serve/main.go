// Command serve serves the static site built by build.sh, for local use and
// for the end-to-end tests:
//
//	go run ./cmd/serve -dir dist -addr 127.0.0.1:8080
//	go run ./cmd/serve -dir dist -precompress   # write .gz and .br copies, then exit
//
// It sends WebAssembly as application/wasm and, when the browser accepts
// them, the precompressed .br or .gz copy of a file; no page but embed.html
// may be framed by another site. Nothing outside the folder is served,
// not even through a symbolic link in it.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
)

func main() {
	dir := flag.String("dir", "dist", "the site directory")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on (port 0: any free port)")
	pre := flag.Bool("precompress", false, "write .gz and .br copies of the compressible files, then exit")
	flag.Parse()
	log.SetFlags(0)
	if *pre {
		if err := precompress(*dir); err != nil {
			log.Fatal(err)
		}
		return
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("Serving %s on http://%s/\n", *dir, ln.Addr())
	log.Fatal(Server(*dir).Serve(ln))
}

// Server returns the static server of dir with every timeout set, so that
// slow or idle clients (slowloris) cannot hold connections open: the
// headers within 10 s, the whole request within 30 s, the answer within
// 2 minutes (app.wasm on a slow link), an idle keep-alive connection 60 s.
func Server(dir string) *http.Server {
	return &http.Server{
		Handler:           Handler(dir),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
}

// types are the content types of the site's files.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".trf":         "text/plain; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
}

func init() {
	for ext, t := range types {
		mime.AddExtensionType(ext, t)
	}
}

// compressible reports whether a file is worth a compressed copy.
func compressible(name string) bool {
	switch filepath.Ext(name) {
	case ".html", ".js", ".css", ".wasm", ".webmanifest", ".json", ".svg", ".trf", ".txt":
		return true
	}
	return false
}

// Handler serves dir: "/" is index.html, "/embed" is embed.html. Nothing
// outside dir is served: files are opened through an os.Root, which
// refuses a path, or a symbolic link, leading out of it.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer root.Close()
		p := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(p, "/") {
			p += "index.html"
		}
		file := strings.TrimPrefix(p, "/")
		if st, err := root.Stat(file); err != nil || st.IsDir() {
			if path.Ext(p) == "" {
				file += ".html"
			}
		}
		st, err := root.Stat(file)
		if err != nil || st.IsDir() || strings.HasSuffix(file, ".go") {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ct := types[filepath.Ext(file)]
		if ct == "" {
			ct = "application/octet-stream"
		}
		h.Set("Content-Type", ct)
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Vary", "Accept-Encoding")
		frameHeaders(h, file)
		if strings.HasSuffix(file, ".wasm") {
			// go-app's loader shows progress against this uncompressed size.
			h.Set("X-Raw-Content-Length", strconv.FormatInt(st.Size(), 10))
		}
		send, enc := file, ""
		accept := r.Header.Get("Accept-Encoding")
		for _, c := range []struct{ ext, name string }{{".br", "br"}, {".gz", "gzip"}} {
			if !acceptsEncoding(accept, c.name) {
				continue
			}
			if cst, err := root.Stat(file + c.ext); err == nil && !cst.ModTime().Before(st.ModTime()) {
				send, enc = file+c.ext, c.name
				break
			}
		}
		f, err := root.Open(send)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		if enc != "" {
			h.Set("Content-Encoding", enc)
		}
		http.ServeContent(w, r, "", st.ModTime(), f)
	})
}

// frameHeaders forbids other sites to frame the site's pages
// (clickjacking): every HTML page but embed.html, which exists to be
// framed by federation and league sites, gets "frame-ancestors 'none'"
// (CSP Level 2; a <meta> policy cannot carry it) and X-Frame-Options DENY
// for browsers that predate it. README ("Deploy") gives the same headers
// for other static hosts.
func frameHeaders(h http.Header, file string) {
	if filepath.Ext(file) != ".html" || filepath.Base(file) == "embed.html" {
		return
	}
	h.Set("Content-Security-Policy", "frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc.
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(fields[0]), enc) {
			continue
		}
		for _, f := range fields[1:] {
			if q := strings.TrimSpace(f); q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
				return false
			}
		}
		return true
	}
	return false
}

// precompress writes name.gz (gzip -9) and name.br (brotli 11, window 2^24) next to
// every compressible file of dir (not to a symbolic link).
func precompress(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Type()&fs.ModeSymlink != 0 || !compressible(p) {
			return err // a symbolic link is not copied: it may lead out of dir
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(raw)
		if err := zw.Close(); err != nil {
			return err
		}
		if err := os.WriteFile(p+".gz", gz.Bytes(), 0o644); err != nil {
			return err
		}
		var br bytes.Buffer
		// The largest window brotli allows (2^24 bytes, RFC 7932 §9.1,
		// which every browser decodes), as the brotli command uses: on
		// app.wasm it packs 21 KB tighter than the default of 2^22.
		bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
		bw.Write(raw)
		if err := bw.Close(); err != nil {
			return err
		}
		return os.WriteFile(p+".br", br.Bytes(), 0o644)
	})
}
