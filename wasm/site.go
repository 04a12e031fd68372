// Command wasm is the WebAssembly entry point of the page: the go-app routes
// and the JavaScript API (Spareggi.compute). Built for GOOS=js GOARCH=wasm
// it runs in the browser; built for the host (go run ./wasm -out dist) it
// generates the static site around the WebAssembly file.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	spa "github.com/spareggi/spareggi/app"
)

// routes registers the pages: the calculator, the embeddable page and the
// examples' pages.
func routes() {
	app.RouteFunc("/", func() app.Composer { return &spa.Page{} })
	app.RouteFunc("/index.html", func() app.Composer { return &spa.Page{} })
	app.RouteFunc("/embed", func() app.Composer { return &spa.Page{Embed: true} })
	app.RouteFunc("/embed.html", func() app.Composer { return &spa.Page{Embed: true} })
	// The examples' pages by their paths, not by a regular expression:
	// compiling one is the first thing the page did, about 9 ms of a first
	// visit (WebAssembly's first, unoptimised code).
	for _, p := range examplePages() {
		app.RouteFunc(p, func() app.Composer { return &spa.Page{} })
		app.RouteFunc(p+".html", func() app.Composer { return &spa.Page{} })
	}
}

// examplePages are the pages pre-rendered with an example's standings; the
// service worker answers /?example=ID with them.
func examplePages() []string {
	var out []string
	for _, ex := range spa.ExampleList {
		out = append(out, spa.ExamplePath(ex.ID))
	}
	return out
}

// CSP is the Content-Security-Policy of every page: nothing but this origin,
// WebAssembly allowed, no inline script or style.
const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data: blob:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
	"font-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'"

// handler is the go-app configuration of the site. Every asset is a file of
// this site: go-app's defaults (icons on the internet) are all replaced.
// assets are the paths of the files under /web/: the service worker caches
// each of them, so that the page works offline.
func handler(version string, assets []string) *app.Handler {
	return &app.Handler{
		Name:            "Spareggi",
		ShortName:       "Spareggi",
		Title:           "Spareggi — chess tie-break calculator",
		Description:     "Chess tie-breaks (FIDE C.07 and older or national rules), computed exactly and explained, in your browser.",
		Author:          "Spareggi",
		Lang:            "en",
		BackgroundColor: "#ffffff",
		ThemeColor:      "#1d4e89",
		LoadingLabel:    "Spareggi…",
		Icon: app.Icon{
			Default:    "/web/icons/icon-192.png",
			Large:      "/web/icons/icon-512.png",
			SVG:        "/web/icons/icon.svg",
			AppleTouch: "/web/icons/icon-192.png",
		},
		Styles: []string{"/web/spareggi.css"},
		// Start downloading app.wasm with the page, not after app.js has
		// run (about 150 ms later on a cold start).
		RawHeaders:              []string{`<link rel="preload" href="/web/app.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">`},
		Scripts:                 []string{"/web/spareggi.js"},
		CacheableResources:      append(append([]string{"/embed.html"}, assets...), examplePages()...),
		Version:                 version,
		WasmContentLengthHeader: "X-Raw-Content-Length",
		ServiceWorkerTemplate:   workerJS,
	}
}

// workerJS is go-app's service worker with these changes: it takes control
// of the open page at once (clients.claim), it answers a navigation with a
// query from the cached page (/?example=ID from the page pre-rendered with
// that example), and it does no push notifications.
const workerJS = `const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(resourcesToCache))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keyList) =>
        Promise.all(keyList.map((key) => (key !== cacheName ? caches.delete(key) : undefined)))
      )
      .then(() => self.clients.claim())
  );
});

// A navigation to /?example=ID is answered with the page pre-rendered with
// that example (/example/ID), so the standings paint before app.wasm runs.
function cachedPage(request) {
  const url = new URL(request.url);
  const example = url.searchParams.get("example");
  if (url.pathname === "/" && example && /^[a-z0-9-]+$/.test(example)) {
    return caches.match("/example/" + example).then((r) => r || caches.match(request, { ignoreSearch: true }));
  }
  return caches.match(request, { ignoreSearch: true });
}

self.addEventListener("fetch", (event) => {
  const navigate = event.request.mode === "navigate";
  event.respondWith(
    (navigate ? cachedPage(event.request) : caches.match(event.request)).then((response) => {
      if (response) {
        return response;
      }
      return fetch(event.request).catch((err) => {
        if (navigate) {
          return caches.match("/");
        }
        throw err;
      });
    })
  );
});
`
