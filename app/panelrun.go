package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/request"
)

// panelRun is a computation a panel runs on request in the background
// (the what-if, the printed check; Page.runPanel), kept in the page's
// View: while it runs, how far it is and the job the Cancel button
// stops; then its answer, or why there is none (an error kept with its
// ID and values, worded when drawn). The panel draws it and keeps none of
// it. The answer goes when what it was computed from changes (drop).
type panelRun struct {
	busy        bool
	done, total int
	job         *job
	err         error
	res         request.Result // the answer: its WhatIf or its Printed
}

// drop is r without its answer: what it was computed from changed. A run
// still going on goes on, and its answer, for the old key, is dropped
// when it ends (Page.runPanel).
func (r panelRun) drop() panelRun {
	r.err, r.res = nil, request.Result{}
	return r
}

// runPanel runs the request of mode m of the page's State (with the
// games marked, for the what-if) on the event shown, in the background
// (job.start): run the run's place in the view-model, key the key of the View
// part its answer belongs to, which must be the same when it ends for the
// answer to be kept, and cancelled the sentence of a run the user stopped.
func (p *Page) runPanel(ctx app.Context, run *panelRun, m request.Mode, marks []engine.Pending,
	key func() string, cancelled string) {
	if p.pageCtx != nil {
		// The page's own context: the panel's goes with the panel (the
		// exercise mode turned on hides it), and a dispatch on a
		// component gone does nothing, so the run would never end.
		ctx = p.pageCtx
	}
	ev, of := p.view.Out.Event, key()
	r, err := PanelRequest(p.state, m)
	if err != nil {
		*run = panelRun{err: err}
		p.view = p.vm.v
		return
	}
	r.Marks = marks
	j := &job{}
	*run = panelRun{busy: true, job: j}
	p.view = p.vm.v
	var res request.Result
	j.start(ctx, func(step func(done, total int) error) error {
		var err error
		res, err = request.AnswerSteps(ev, r, step)
		return err
	}, func(ctx app.Context, done, total int) {
		if run.job == j {
			run.done, run.total = done, total
			p.view = p.vm.v
			p.Update()
		}
	}, func(ctx app.Context, err error) {
		if run.job != j {
			return // a newer run
		}
		*run = panelRun{}
		switch {
		case key() != of: // the text, the rules or the games changed meanwhile
		case errors.Is(err, errCancelled):
			run.err = &keyError{key: cancelled}
		case err != nil:
			run.err = err
		default:
			run.res = res
		}
		p.view = p.vm.v
		p.Update()
	})
}
