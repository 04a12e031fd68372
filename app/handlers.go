package app

import "github.com/spareggi/spareggi/engine"

// The panels are functions of the View and the State (view.go): the page
// gives each its data in exported fields and its callbacks in unexported
// ones. go-app draws a component again only when one of its exported
// fields changed (it compares them), and a function is never equal to
// another, so an exported callback would draw every panel again on every
// update of the page: a sort click would draw the compare view's
// thousand rows again. Unexported fields keep the values the component
// was mounted with; the page's callbacks are methods of the same page, so
// those stay right.

// pageOptions returns the engine options of the page's State through
// options, a panel's callback; a panel mounted without one (a test's) has
// the default options.
func pageOptions(options func() (engine.Options, error)) (engine.Options, error) {
	if options == nil {
		return engine.Options{}, nil
	}
	return options()
}

// stateOptions is the engine options of the page's State, the callback of
// the panels that compute on request.
func (p *Page) stateOptions() (engine.Options, error) { return Options(p.state) }
