//go:build !(js && wasm)

package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

// indexHTML renders the entry page as the site generator writes it
// (dist/index.html): the page go-app pre-renders for "/", postprocessed
// with the list of the examples pre-rendered. The page names no version
// and no asset list (the service worker and app.js do), so it depends on
// the code alone: the committed index.html is this text (go generate
// ./wasm writes it; TestIndexHTMLFresh compares). routes must have run.
func indexHTML() ([]byte, error) {
	rec := httptest.NewRecorder()
	handler("index", nil).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("rendering /: HTTP %d", rec.Code)
	}
	s, err := postprocessHTML(rec.Body.String(), examplesMeta())
	if err != nil {
		return nil, fmt.Errorf("index.html: %v", err)
	}
	return []byte(s), nil
}

// examplesMeta is the entry page's list of the examples pre-rendered
// (<meta name="spareggi-examples" content="ID ...">), which web/spareggi.js
// reads to send /?example=ID to its pre-rendered page.
func examplesMeta() string {
	var ids []string
	for _, p := range examplePages() {
		ids = append(ids, strings.TrimPrefix(p, "/example/"))
	}
	return `<meta name="spareggi-examples" content="` + strings.Join(ids, " ") + `">`
}
