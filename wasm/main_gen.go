//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

//go:generate go run . -index ../index.html

// On the host, the command generates the static site:
//
//	go run ./wasm -out dist
//
// dist/web must already hold app.wasm and the static assets (build.sh puts
// them there); the version of the service worker cache is a hash of them.
// With -index FILE it writes only the entry page, the committed index.html
// (go generate ./wasm; TestIndexHTMLFresh keeps it current).
func main() {
	out := flag.String("out", "dist", "the site directory")
	index := flag.String("index", "", "write only the entry page to this file")
	flag.Parse()
	log.SetFlags(0)
	routes()
	if *index != "" {
		b, err := indexHTML()
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(*index, b, 0o644); err != nil {
			log.Fatal(err)
		}
		return
	}
	version, err := treeHash(filepath.Join(*out, "web"))
	if err != nil {
		log.Fatalf("hashing %s/web: %v (build app.wasm first)", *out, err)
	}
	assets, err := webAssets(filepath.Join(*out, "web"))
	if err != nil {
		log.Fatal(err)
	}
	if err := app.GenerateStaticWebsite(*out, handler(version, assets), examplePages()...); err != nil {
		log.Fatal(err)
	}
	pages := []string{"index.html", "embed.html"}
	for _, p := range examplePages() {
		pages = append(pages, p[1:]+".html")
	}
	for _, page := range pages {
		meta := ""
		if id, ok := strings.CutPrefix(strings.TrimSuffix(page, ".html"), "example/"); ok {
			meta = `<meta name="spareggi-example" content="` + id + `">`
		} else if page == "index.html" {
			meta = examplesMeta()
		}
		if err := postprocess(filepath.Join(*out, page), meta); err != nil {
			log.Fatal(err)
		}
	}
	// The entry page must be the one -index writes (the committed
	// index.html), which TestIndexHTMLFresh compares.
	entry, err := os.ReadFile(filepath.Join(*out, "index.html"))
	if err != nil {
		log.Fatal(err)
	}
	if b, err := indexHTML(); err != nil || !bytes.Equal(b, entry) {
		log.Fatalf("%s/index.html differs from the page -index writes (%v)", *out, err)
	}
	if err := editLoader(filepath.Join(*out, "app.js")); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("generated %s (version %s)\n", *out, version[:12])
}

// webAssets lists the files of the site under dir (its /web/ folder) as
// paths from the site's root, without app.wasm (go-app lists it) and the
// precompressed copies.
func webAssets(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == "app.wasm" || strings.HasSuffix(rel, ".gz") || strings.HasSuffix(rel, ".br") {
			return nil
		}
		out = append(out, "/web/"+rel)
		return nil
	})
	sort.Strings(out)
	return out, err
}

// treeHash is a SHA-256 of every file under dir, by path and content.
func treeHash(dir string) (string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".gz") && !strings.HasSuffix(p, ".br") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return "", err
	}
	if len(files) == 0 {
		return "", fmt.Errorf("no files")
	}
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(f[len(dir):]), len(b))
		h.Write(b)
	}
	h.Write([]byte(workerJS))
	return hex.EncodeToString(h.Sum(nil)), nil
}

var (
	// go-app writes attributes in any order.
	ogURL   = regexp.MustCompile(`<meta [^>]*"og:url"[^>]*>\n?`)
	ogImage = regexp.MustCompile(`<meta [^>]*"og:image"[^>]*>\n?`)
	charset = `<meta charset="UTF-8">`
)

// loaderEdits are the changes editLoader makes to go-app's app.js.
var loaderEdits = []struct{ from, to string }{
	// Fetch app.wasm directly: go-app's progress wrapper builds a new
	// Response, which keeps the browser from caching the compiled module,
	// and a warm start then compiles app.wasm again.
	{`fetchWithProgress("/web/app.wasm", showProgress)`, `fetch("/web/app.wasm")`},
	// Start the Go program after the first paint: app.wasm is preloaded
	// with the page, and a Go start-up that took the main thread first
	// would hold back the paint of the pre-rendered standings. (The timer
	// starts it anyway in a tab that is not painted, in the background.)
	// The mark ends the compilation, for the cold-start measurements.
	{`go.run(wasm.instance);`, `performance.mark("spareggi-wasm-compiled");
    await new Promise((painted) => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted, 0))); setTimeout(painted, 500); });
    performance.mark("spareggi-go-run");
    go.run(wasm.instance);`},
	// Register the service worker once the page is interactive (the mark
	// spareggi-ready, app/browser.go), or after 10 s whatever happens: on
	// a first visit its installation fetches and stores every file of the
	// site, app.wasm included, and on two cores it took the processor from
	// the start of app.wasm (TestColdStart: interactive about 0.25 s
	// later). A visit after the first finds the worker already in control.
	// The mark spareggi-service-worker tells when it was registered.
	{"\ngoappInitServiceWorker();\n", `
spareggiAfterReady(goappInitServiceWorker, 10000);

function spareggiAfterReady(f, ms) {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      performance.mark("spareggi-service-worker");
      f();
    }
  };
  setTimeout(once, ms);
  if (performance.getEntriesByName("spareggi-ready").length > 0 || typeof PerformanceObserver === "undefined") {
    once();
    return;
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("spareggi-ready").length > 0) {
        observer.disconnect();
        setTimeout(once, 0);
      }
    }).observe({ type: "mark" });
  } catch (err) {
    once();
  }
}
`},
	// A browser that refuses a service worker (a cross-site iframe with
	// storage blocked) is not an error of the page: it works without one,
	// only not offline.
	{`console.error("goapp service worker registration failed", err);`,
		`console.warn("Spareggi works without offline use here: no service worker", err);`},
}

// editLoader applies loaderEdits to app.js.
func editLoader(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s := string(b)
	for _, e := range loaderEdits {
		if !strings.Contains(s, e.from) {
			return fmt.Errorf("%s: no %s", path, e.from)
		}
		s = strings.Replace(s, e.from, e.to, 1)
	}
	return os.WriteFile(path, []byte(s), 0o644)
}

var (
	startTag = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s="'>/]+(?:="[^"]*")?)+)\s*>`)
	attr     = regexp.MustCompile(`\s+([^\s="'>/]+)(="[^"]*")?`)
)

// falseBooleans are HTML boolean attributes that go-app writes as
// name="false" when they are off; in HTML their mere presence turns them on
// (every option selected, buttons disabled, details open), so the
// pre-rendered pages drop them. (A bare aria-* attribute gets its "true".)
var falseBooleans = map[string]bool{
	`selected="false"`: true, `checked="false"`: true, `disabled="false"`: true, `open="false"`: true,
	`hidden="false"`: true, `readonly="false"`: true, `required="false"`: true, `multiple="false"`: true,
	`autofocus="false"`: true,
}

// sortAttributes orders the attributes of every start tag by name: go-app
// writes them in map order, and the generated pages should not change from
// one build to the next. It also drops the boolean attributes that are off
// (falseBooleans).
func sortAttributes(s string) string {
	return startTag.ReplaceAllStringFunc(s, func(tag string) string {
		m := startTag.FindStringSubmatch(tag)
		var attrs []string
		for _, a := range attr.FindAllString(m[2], -1) {
			a = strings.TrimSpace(a)
			if strings.HasPrefix(a, "aria-") && !strings.Contains(a, "=") {
				// go-app writes the value "true" as a bare name, which
				// ARIA reads as no value: aria-pressed="true".
				a += `="true"`
			}
			if !falseBooleans[a] {
				attrs = append(attrs, a)
			}
		}
		if len(attrs) == 0 {
			return "<" + m[1] + ">"
		}
		sort.SliceStable(attrs, func(i, j int) bool {
			return strings.SplitN(attrs[i], "=", 2)[0] < strings.SplitN(attrs[j], "=", 2)[0]
		})
		return "<" + m[1] + " " + strings.Join(attrs, " ") + ">"
	})
}

// postprocess puts the Content-Security-Policy first in <head>, before any
// resource is named, drops the address of the generator's temporary server
// that go-app writes into og:url (and the empty og:image), and sorts the
// attributes so that builds are reproducible. meta, when not "", is put
// first in <head>: the page pre-rendered with an example is marked
// <meta name="spareggi-example" content="ID">, and the main page lists the
// examples pre-rendered (<meta name="spareggi-examples" content="ID ...">),
// so that web/spareggi.js can send /?example=ID to its pre-rendered page
// before the first paint.
func postprocess(path, meta string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s, err := postprocessHTML(string(b), meta)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return os.WriteFile(path, []byte(s), 0o644)
}

// postprocessHTML is postprocess on the text of a page.
func postprocessHTML(s, meta string) (string, error) {
	if !strings.Contains(s, charset) {
		return "", fmt.Errorf("no %s", charset)
	}
	s = ogURL.ReplaceAllString(s, "")
	s = ogImage.ReplaceAllString(s, "")
	// Let users zoom (go-app's viewport forbids it).
	s = strings.Replace(s, "initial-scale=1, maximum-scale=1, user-scalable=0, ", "initial-scale=1, ", 1)
	s = sortAttributes(s)
	if !strings.Contains(s, "Content-Security-Policy") {
		s = strings.Replace(s, charset, charset+`<meta http-equiv="Content-Security-Policy" content="`+CSP+`">`, 1)
	}
	if meta != "" {
		s = strings.Replace(s, charset, charset+meta, 1)
	}
	return s, nil
}
