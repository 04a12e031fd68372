package app

import "github.com/spareggi/spareggi/internal/request"

// The panels are functions of the View and the State (view.go): the page
// gives each its data in exported fields and its callbacks in unexported
// ones. go-app draws a component again only when one of its exported
// fields changed (it compares them), and a function is never equal to
// another, so an exported callback would draw every panel again on every
// update of the page: a sort click would draw the compare view's
// thousand rows again. Unexported fields keep the values the component
// was mounted with; the page's callbacks are methods of the same page, so
// those stay right.

// pageRequest returns the request of mode m of the page's State through
// ask, a panel's callback (Page.stateRequest); a panel mounted without one
// (a test's) has the default request of m.
func pageRequest(ask func(request.Mode) (request.Request, error), m request.Mode) (request.Request, error) {
	if ask == nil {
		return request.Parse(request.Fields{Mode: m.String(), Browser: true})
	}
	return ask(m)
}

// stateRequest is the request of mode m of the page's State
// (PanelRequest), the callback of the panels that compute on request.
func (p *Page) stateRequest(m request.Mode) (request.Request, error) { return PanelRequest(p.state, m) }
