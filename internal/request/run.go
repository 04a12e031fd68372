package request

import (
	"fmt"
	"runtime/debug"
	"sort"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/check"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/engine/whatif"
)

// Result is what a run gives: the event read and the mode's answer.
type Result struct {
	Event *engine.Event
	// Report is the reader's report, also when the reading failed (its
	// questions, answered and open; its diagnostics).
	Report *formats.Report
	// Standings are the standings of Standings, Prizes and Convert.
	Standings *engine.Standings
	// Comparison is the answer of Compare.
	Comparison *compare.Comparison
	// Awards and Diff are the prize sharing of Prizes (prizes.Hort).
	Awards []prizes.Award
	Diff   engine.Value
	// WhatIf, Printed and Boards are the answers of their modes.
	WhatIf  *whatif.Result
	Printed *check.Report
	Boards  *prizes.BoardReport
}

// PanicError is a panic caught by the panic boundary (Protect), as an
// error with a code: a bug, to be reported with the input.
type PanicError struct {
	Value string // the panic's value, as text
	Stack string // where it happened
}

// Error returns "internal error: VALUE".
func (e *PanicError) Error() string { return "internal error: " + e.Value }

// Code is the error's code, "internal".
func (e *PanicError) Code() string { return "internal" }

// Protect runs f and turns a panic into a *PanicError: the one panic
// boundary of the front ends (a run, and what renders it).
func Protect(f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &PanicError{Value: fmt.Sprint(p), Stack: string(debug.Stack())}
		}
	}()
	return f()
}

// Cache runs requests, reading a text once per content: the key of a
// reading is a hash of the text, taken once per text given (the same
// string given again is not hashed again), with the reading's options.
// The last few standings of that reading are kept too, so that a request
// that changes only what is shown computes nothing. The zero Cache is
// ready; a Cache is not safe for concurrent use.
type Cache struct {
	text string // the text of the reading kept
	opts string // its options (optsKey)
	ok   bool   // the reading is kept
	ev   *engine.Event
	rep  *formats.Report
	err  error
	// standings are the standings of the reading kept, by their
	// options (at most maxStandings).
	standings map[string]*engine.Standings
	// games are the what-if's games of the reading kept, for marks
	// (WhatIfGames).
	games *Games
	marks string
	// PrintBudget bounds the participants × rounds of an event whose
	// printed columns are compared while it is read (identifyPrint); a
	// larger one is left Deferred. 0: no bound (the CLI, the JS API).
	PrintBudget int
}

// Holds reports whether c keeps a reading of text (with any options): a
// request on it reads nothing.
func (c *Cache) Holds(text string) bool { return c.ok && c.text == text }

// maxStandings is how many standings of one reading a Cache keeps: those
// shown and those of an open explanation.
const maxStandings = 4

// Run reads text (or takes the reading kept) and answers r, behind the
// panic boundary. When the reading fails, the Result has no Event and
// err is the reader's (*formats.Error, *formats.QuestionError).
func (c *Cache) Run(text string, r Request) (res Result, err error) {
	err = Protect(func() error {
		var err error
		res, err = c.run(text, r)
		return err
	})
	return res, err
}

// Read reads text with opt, or takes the reading kept, behind the panic
// boundary.
func (c *Cache) Read(text string, opt formats.Options) (res Result, err error) {
	err = Protect(func() error {
		var err error
		res.Event, res.Report, err = c.readText(text, opt)
		return err
	})
	return res, err
}

// ReadFields reads text with the reading's choices of f (file name,
// format, answers, text only), or takes the reading kept, behind the
// panic boundary: the page reads what it shows, and the markup of a paste
// it weighs against the paste's plain text, as the CLI and the JS API
// read. A refused field is a *FieldError.
func (c *Cache) ReadFields(text string, f Fields) (Result, error) {
	opt, err := parseRead(f)
	if err != nil {
		return Result{}, err
	}
	return c.Read(text, opt)
}

// AnswerOn answers r on ev behind the panic boundary, as Answer does;
// when ev is the event of the reading kept (the page's panels answer on
// the event the page shows), the standings are those kept for the
// reading, by their options, so that the explanation or the prizes of the
// standings shown compute them no second time.
func (c *Cache) AnswerOn(ev *engine.Event, r Request) (res Result, err error) {
	compute := engine.Compute
	if c.ok && ev != nil && ev == c.ev {
		compute = c.compute
	}
	err = Protect(func() error {
		var err error
		res, err = answer(ev, r, compute, nil)
		return err
	})
	return res, err
}

// Forget drops the standings kept for the reading kept, which stays: its
// event changed under the same text (the page puts in place the rule set
// its printed columns identify, after reading).
func (c *Cache) Forget() { c.standings = nil }

func (c *Cache) run(text string, r Request) (Result, error) {
	ev, rep, err := c.readText(text, r.Read)
	if err != nil {
		return Result{Event: ev, Report: rep}, err
	}
	res, err := answer(ev, r, c.compute, nil)
	res.Report = rep
	return res, err
}

// Answer answers r on an event already read (the page's panels answer on
// the event the page shows), behind the panic boundary.
func Answer(ev *engine.Event, r Request) (res Result, err error) {
	return AnswerSteps(ev, r, nil)
}

// Step is told how far a long answer (WhatIf, Check) is, before each of
// its units of work; an error it returns stops the answer with that error
// (the page's Cancel button).
type Step func(done, total int) error

// AnswerSteps is Answer with a Step (nil: none): the page's what-if and
// printed check, which run in the background and show their progress.
func AnswerSteps(ev *engine.Event, r Request, step Step) (res Result, err error) {
	err = Protect(func() error {
		var err error
		res, err = answer(ev, r, engine.Compute, step)
		return err
	})
	return res, err
}

// answer answers r on ev, computing standings with compute, telling step
// how far a what-if or a check is.
func answer(ev *engine.Event, r Request, compute func(*engine.Event, engine.Options) (*engine.Standings, error), step Step) (Result, error) {
	res := Result{Event: ev}
	var err error
	opt := r.Options
	switch r.Mode {
	case Compare:
		res.Comparison, err = compare.Columns(ev, r.Columns)
	case WhatIf:
		work := ev
		if len(r.Marks) > 0 {
			work = whatif.Unfinished(ev, r.Marks)
		}
		res.WhatIf, err = whatif.Run(work, opt, whatif.Step(step))
	case Check:
		res.Printed, err = check.Run(ev, opt, check.Step(step))
	case Boards:
		res.Boards, err = prizes.Boards(ev, opt)
	default: // Standings, Prizes, Convert
		res.Standings, err = compute(ev, opt)
		if err == nil && r.Mode == Prizes {
			res.Awards, res.Diff, err = share(res.Standings, r)
		}
	}
	return res, err
}

// Share answers a Prizes request on standings already computed (the page
// shares the prizes of the standings it shows), behind the panic boundary.
func Share(st *engine.Standings, r Request) (res Result, err error) {
	res.Standings = st
	if st != nil {
		res.Event = st.Event
	}
	err = Protect(func() error {
		var err error
		res.Awards, res.Diff, err = share(st, r)
		return err
	})
	return res, err
}

// share shares r's prizes over st, by the Hort system or equally.
func share(st *engine.Standings, r Request) ([]prizes.Award, engine.Value, error) {
	return prizes.Hort(st, r.Prizes, r.Unit, r.Equal)
}

// readText reads text, or returns the reading kept when the text and the
// reading's options are those of the last reading.
func (c *Cache) readText(text string, opt formats.Options) (*engine.Event, *formats.Report, error) {
	// The same text given again (the same data) is one pointer check;
	// another text of the same length is compared byte by byte, which
	// costs less than hashing it.
	opts := optsKey(opt)
	if c.ok && text == c.text && opts == c.opts {
		return c.ev, c.rep, c.err
	}
	c.ok, c.text, c.opts, c.standings, c.games = false, text, opts, nil, nil
	c.ev, c.rep, c.err = formats.ReadString(text, opt)
	if c.err == nil {
		identifyPrint(c.ev, c.PrintBudget)
	}
	c.ok = true
	return c.ev, c.rep, c.err
}

// optsKey is the reading's options as text: file name, format, answers in
// order.
func optsKey(opt formats.Options) string {
	keys := make([]string, 0, len(opt.Answers))
	for k, v := range opt.Answers {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%q|%d|%q|%t", opt.FileName, opt.Format, keys, opt.TextOnly)
}

// compute returns the standings of ev under opt, kept for the reading.
func (c *Cache) compute(ev *engine.Event, opt engine.Options) (*engine.Standings, error) {
	// An empty list (PTS alone) prints as the default list (nil) does.
	key := fmt.Sprintf("%+v|%t", opt, opt.TieBreaks == nil)
	if st, ok := c.standings[key]; ok {
		return st, nil
	}
	st, err := engine.Compute(ev, opt)
	if err != nil {
		return nil, err
	}
	if c.standings == nil || len(c.standings) >= maxStandings {
		c.standings = map[string]*engine.Standings{}
	}
	c.standings[key] = st
	return st, nil
}
