// Package e2e holds the end-to-end tests of the page: they build the static
// site (build.sh), serve it on 127.0.0.1 with cmd/serve and drive Debian's
// Chromium through the DevTools protocol (chromedp).
//
//	go test ./e2e            # the whole scenario, about two minutes
//	go test -short ./...     # skips it
//
// A missing browser is a failure, not a skip. CHROMIUM names the browser
// binary (default: chromium, chromium-browser, google-chrome on $PATH);
// SPAREGGI_DIST names a site already built (e.g. dist, relative to the
// module root), to skip the build. Screenshots
// are written to e2e/artifacts/.
package e2e
