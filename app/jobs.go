package app

import (
	"errors"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// This file is the page's one runner of long tasks (issue 23, issue 32
// item 3): every task that could hold the browser's main thread for long
// runs through it, in steps of at most slice each, with the browser given
// its turn between two steps (yield) so that it paints and takes clicks.
//
//   - A computation (the what-if, the printed check, the comparison of a
//     print read with its text) is a job (job.start): it runs on a
//     goroutine of its own, calls its step hook as it goes, which every
//     slice shows how far it is (progress) and yields, and returns
//     errCancelled at the next step once the user cancelled (job.cancel).
//   - A sequence of steps on the page's goroutine (reading a pasted text,
//     computing it, drawing it: Page.takeText) is steps, each in a browser
//     task of its own.
//   - A long table (the standings, the what-if's result) is drawn a chunk
//     of rows at a time (drawing, chunk), each chunk in a browser task of
//     its own and sized to take about slice to draw.
//
// The runner does not touch the garbage collector, a setting of the whole
// program: the former holdCollector held it off while any job or a paste
// ran, letting the heap grow by up to 512 MB, and the printed check
// alone until it computed its candidates on one engine.Prepared event
// instead of flattening the event for each. A collection that falls
// during a job marks the page's heap in one task of its own (README,
// Limits, has the cost); what bounds it is allocating less in the
// computations' hot loops, and keeping less live while they run.

// slice is how long one step of a long task may hold the browser's main
// thread before the browser has its turn: well under the 200 ms of a task
// the user notices (issue 32), with room for the drawing that follows.
const slice = 50 * time.Millisecond

// job is one computation of a panel run in the background (start); the
// panel keeps it to cancel it and to tell its result from an older run's.
type job struct {
	cancelled atomic.Bool
}

// errCancelled stops a computation the user cancelled.
var errCancelled = errors.New("cancelled")

// start runs compute on a goroutine of its own. The step it is given
// (the engine's progress hook: whatif.Step, check.Step) does, every
// slice, dispatch progress with how far the computation is and hand the
// browser back its thread until it has run a task (yield): the page
// draws, and a click on Cancel (cancel) makes the next step return
// errCancelled. When compute returns, the browser has its turn, then
// finish is dispatched with its error, in a task of its own. progress and
// finish run on the page's goroutine, as a handler does.
func (j *job) start(ctx app.Context, compute func(step func(done, total int) error) error,
	progress func(ctx app.Context, done, total int), finish func(ctx app.Context, err error)) {
	go func() {
		last := time.Now()
		step := func(done, total int) error {
			if time.Since(last) < slice {
				return nil
			}
			ctx.Dispatch(func(ctx app.Context) { progress(ctx, done, total) })
			yield()
			last = time.Now()
			if j.cancelled.Load() {
				return errCancelled
			}
			return nil
		}
		var err error
		runEngine(func() { err = compute(step) })
		yield() // the computation's last step and the result's drawing are two tasks
		ctx.Dispatch(func(ctx app.Context) { finish(ctx, err) })
	}()
}

// cancel stops the job at its next step; a nil job is none.
func (j *job) cancel() {
	if j != nil {
		j.cancelled.Store(true)
	}
}

// progressBlock shows a panel's computation running: "how far it is"
// (its name's ".progress" sentence once the total is known, ".busy"
// before), a progress bar and the Cancel button. name is the panel's id
// and catalogue prefix ("whatif", "printed"): the ids are
// name+"-progress" and name+"-cancel".
func progressBlock(l, name string, done, total int, cancel app.EventHandler) app.UI {
	text := i18n.T(l, name+".busy")
	if total > 0 {
		text = i18n.T(l, name+".progress", done, total)
	}
	return withBody(classDiv(name+"-busy"),
		withText(el("p", "id", name+"-progress", "role", "status"), text),
		only(total > 0, el("progress", "max", itoa(total), "value", itoa(done), "aria-labelledby", name+"-progress")),
		clickT(button(name+"-cancel"), cancel, l, name+".cancel"),
	)
}

// yield hands the browser its thread until it has run a task of its own:
// the computation waits for a timeout of the page's (setTimeout 0), so
// the Go program has nothing to run and returns to the browser, which
// draws and takes clicks before it calls back. A short sleep alone is not
// enough: when the page's drawing of the progress takes longer than the
// sleep, the computation is ready again before the Go program is idle and
// the browser never gets its turn. Outside the browser it sleeps for a
// moment.
func yield() {
	if !app.IsClient {
		time.Sleep(time.Millisecond)
		return
	}
	done := make(chan struct{})
	var back app.Func
	back = app.FuncOf(func(this app.Value, args []app.Value) any {
		back.Release()
		close(done)
		return nil
	})
	app.Window().Call("setTimeout", back, 0)
	<-done
}

// afterBrowser runs f on the page's goroutine, as a handler does, once the
// browser has had its turn (yield): what the page did before is drawn and
// the browser's own tasks (a paste's insertion, a click) have run first.
// The component whose context ctx is draws itself again afterwards.
func afterBrowser(ctx app.Context, f func(ctx app.Context)) { after(ctx, true, f) }

// afterBrowserQuiet is afterBrowser without the drawing: f's work is drawn
// by a later step, in a browser task of its own (Page.takeText).
func afterBrowserQuiet(ctx app.Context, f func(ctx app.Context)) { after(ctx, false, f) }

// after runs f on the page's goroutine once the browser has had its turn,
// and then draws the component of ctx again when draw is set.
func after(ctx app.Context, draw bool, f func(ctx app.Context)) {
	ctx.Async(func() {
		yield()
		mode := app.Next
		if draw {
			mode = app.Update
		}
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: mode, Source: ctx.Src(), Function: f})
	})
}

// firstRows is how many rows a long table draws at once, with the rest of
// the page: the rows of a laptop's screen. The others come a chunk at a
// time (drawing.more).
const firstRows = 40

// drawing is how far a long table has drawn its rows: the ends of the
// chunks drawn (chunk), of want rows to draw; growing while the next chunk
// is on its way. A table keeps one and draws its rows with chunks, and
// calls more once it is drawn (OnMount, OnUpdate) to draw the next chunk,
// in a browser task of its own, until every row is drawn. New data (key)
// start again from the first rows.
type drawing struct {
	key     any
	ends    []int
	want    int
	per     int // the rows of the next chunk, sized to take about slice
	growing bool
	began   time.Time // when the last chunk was added (zero: none pending)
}

// drawn is how many rows the table draws now.
func (d *drawing) drawn() int {
	if len(d.ends) == 0 {
		return 0
	}
	return min(d.ends[len(d.ends)-1], d.want)
}

// busy reports whether rows are still to be drawn: the table says so
// (aria-busy).
func (d *drawing) busy() bool { return d.drawn() < d.want }

// chunks returns the chunks of rows to draw now, each drawn by draw from
// of (a table body): rows are the indices of the rows to show, in order;
// key is the identity of the data they come from (a pointer: other data
// start again from the first rows); of is every other value the rows'
// drawing depends on (the language, …), which go-app compares to tell
// whether a chunk is to be drawn again.
func (d *drawing) chunks(key, of any, rows []int, draw func(of any, rows []int) app.UI) []app.UI {
	return d.split(key, rows, func(rows []int) app.UI { return &chunk{Of: of, Rows: rows, draw: draw} })
}

// htmlChunks is chunks for rows without a control (no handler, no field):
// each chunk is a table body whose rows html writes as HTML, which the
// browser reads into the body, so that go-app keeps one element per chunk
// rather than one per cell. html must escape every text it writes
// (html.EscapeString). The what-if's result is so drawn: its 2,000 rows
// and their 4,800 rows of conditions were 90 MB of go-app's elements, and
// every collection of the Go heap marked them in one browser task of 0.3
// to 1.8 s.
func (d *drawing) htmlChunks(key, of any, rows []int, html func(of any, rows []int) string) []app.UI {
	return d.split(key, rows, func(rows []int) app.UI { return &htmlChunk{Tag: "tbody", Of: of, Rows: rows, html: html} })
}

// split cuts rows into the chunks drawn now (mk makes one).
func (d *drawing) split(key any, rows []int, mk func(rows []int) app.UI) []app.UI {
	if d.ends == nil || d.key != key {
		d.key, d.ends, d.per = key, []int{firstRows}, firstRows
	}
	d.want = len(rows)
	var out []app.UI
	from := 0
	for _, end := range d.ends {
		if from >= len(rows) {
			break
		}
		end = min(end, len(rows))
		out = append(out, mk(rows[from:end]))
		from = end
	}
	return out
}

// more adds the next chunk of rows, if any, after the browser has had its
// turn (it lays out and paints the rows drawn so far and takes clicks):
// the component of ctx draws itself again with it. Once that chunk is
// drawn (go-app runs the deferred function after the frame that draws
// it) the next one is asked for, sized on the time from the last chunk's
// start to this one's: the Go program's drawing and the browser's layout
// of it, which for rows written as HTML (htmlChunk) is most of it.
func (d *drawing) more(ctx app.Context) {
	if !d.busy() {
		d.began = time.Time{} // every row drawn: the next rows start afresh
	}
	if d.growing || !d.busy() {
		return
	}
	d.growing = true
	key := d.key
	after(ctx, true, func(ctx app.Context) {
		if d.key != key {
			d.growing = false // new data, drawn from their first rows
			return
		}
		if now := time.Now(); d.began.IsZero() {
			d.began = now
		} else {
			d.per, d.began = nextChunk(d.per, now.Sub(d.began)), now
		}
		d.ends = append(d.ends, d.drawn()+d.per)
		// A chunk of HTML rows writes them in a dispatch of its own
		// (htmlChunk.OnMount), which the one below follows.
		ctx.Defer(func(ctx app.Context) {
			ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: ctx.Src(), Function: func(ctx app.Context) {
				d.growing = false
				d.more(ctx)
			}})
		})
	})
}

// nextChunk is the size of the next chunk of rows after per rows took
// took to draw: about slice's worth, at most twice or half as many as
// before, between 10 and maxChunk rows.
func nextChunk(per int, took time.Duration) int {
	next := per * 2
	if took > 0 {
		next = int(int64(per) * int64(slice) / int64(took))
	}
	return max(10, per/2, min(next, per*2, maxChunk))
}

// maxChunk bounds a chunk of rows: the browser lays the rows out after
// the Go program has drawn them, which took does not count (a chunk of
// 1,000 rows of the what-if took the browser 0.57 s), and a chunk sized on
// a quick one can meet a busier machine (a "show all" of the standings
// had a task of 563 ms at load 15 with chunks of up to 200 rows).
const maxChunk = 2 * firstRows

// chunk is one table body of a long table: its rows Rows, drawn from Of
// by draw. go-app draws a component again only when one of its exported
// fields changed: Of (see drawing.chunks) and Rows are all a chunk's rows
// depend on, so adding a chunk leaves the others as they are. draw is a
// function of the table's, which go-app keeps as the chunk was mounted
// with.
type chunk struct {
	app.Compo
	Of   any
	Rows []int

	draw func(of any, rows []int) app.UI
}

// Render draws the chunk's rows.
func (c *chunk) Render() app.UI { return c.draw(c.Of, c.Rows) }

// htmlChunk is an element whose content html writes as HTML from Of and
// Rows: a chunk of a long table's rows (drawing.htmlChunks, Tag "tbody"),
// a list of options (the list editor's codes, the rules form's menus,
// with the menu's change handler), or a part without a control written
// as HTML (htmlPart). It is a type of its
// own, so that a table that draws its rows one way or the other (the
// standings in and out of exercise mode) gets chunks mounted anew, with
// their function, when it changes.
type htmlChunk struct {
	app.Compo
	Tag   string
	ID    string // "" for none
	Class string // "" for none
	Of    any
	Rows  []int

	html     func(of any, rows []int) string
	onChange app.EventHandler // nil for none
	onClick  app.EventHandler // nil for none: a click on the content's buttons
}

// Render is the element the content goes in. In the browser it is
// written into it once mounted; a page made ahead of time (the static
// pages, the tests' HTML) has it in its text.
func (c *htmlChunk) Render() app.UI {
	if !app.IsClient {
		id := ""
		if c.ID != "" {
			id = ` id="` + c.ID + `"`
		}
		return app.Raw("<" + c.Tag + id + classAttr(c.Class) + ">" + c.html(c.Of, c.Rows) + "</" + c.Tag + ">")
	}
	e := app.Elem(c.Tag).Class(c.Class)
	if c.ID != "" {
		e = e.ID(c.ID)
	}
	if c.onChange != nil {
		e = e.OnChange(c.onChange)
	}
	if c.onClick != nil {
		e = e.OnClick(c.onClick)
	}
	return e
}

// OnMount and OnUpdate write the content into the element.
func (c *htmlChunk) OnMount(ctx app.Context)  { c.write() }
func (c *htmlChunk) OnUpdate(ctx app.Context) { c.write() }

func (c *htmlChunk) write() {
	if app.IsClient {
		c.JSValue().Set("innerHTML", c.html(c.Of, c.Rows))
	}
}

// htmlPart is an element of the tag and class ("" for none) whose
// content is html, a part without a control written as HTML (cells.go).
func htmlPart(tag, class, html string) app.UI {
	return &htmlChunk{Tag: tag, Class: class, Of: html, html: ofHTML}
}

// ofHTML is the HTML of an htmlPart, its Of.
func ofHTML(of any, rows []int) string { return of.(string) }

// steps runs each of fs on the page's goroutine, in order, each once the
// browser has had its turn (after), as long as current holds: a step that
// finds it false ends the sequence. The steps draw nothing but the last,
// after which the component of ctx draws itself again: the work of the
// others is drawn once, by the last.
func steps(ctx app.Context, current func() bool, fs ...func(ctx app.Context)) {
	if len(fs) == 0 {
		return
	}
	after(ctx, len(fs) == 1, func(ctx app.Context) {
		if !current() {
			return
		}
		fs[0](ctx)
		steps(ctx, current, fs[1:]...)
	})
}
