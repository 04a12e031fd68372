package app

import (
	"errors"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/internal/i18n"
)

// This file runs the long computations of the panels (the what-if, the
// printed check) without freezing the page (issue 23): on a goroutine of
// their own, which every stepEvery shows how far it is and hands the
// browser back its thread, and stops at the next step once cancelled.

// job is one computation of a panel run in the background (start); the
// panel keeps it to cancel it and to tell its result from an older run's.
type job struct {
	cancelled atomic.Bool
}

// errCancelled stops a computation the user cancelled.
var errCancelled = errors.New("cancelled")

// stepEvery is how long a computation runs before it lets the browser
// draw its progress and take a click on Cancel: the page never stays
// frozen for longer.
const stepEvery = 50 * time.Millisecond

// start runs compute on a goroutine of its own. The step it is given
// (the engine's progress hook: whatif.Step, check.Step) does, every
// stepEvery, dispatch progress with how far the computation is and hand
// the browser back its thread until it has run a task (yield): the page
// draws, and a click on Cancel (cancel) makes the next step return
// errCancelled. When compute returns, finish is dispatched with its
// error. progress and finish run on the page's goroutine, as a handler
// does.
func (j *job) start(ctx app.Context, compute func(step func(done, total int) error) error,
	progress func(ctx app.Context, done, total int), finish func(ctx app.Context, err error)) {
	go func() {
		// A collection of the page's heap is one task of the browser's
		// main thread that can last a second (it marks what the
		// computation still holds, and the program does not return to
		// the browser meanwhile); the garbage of a computation is
		// bounded (what-if within its bounds, whatif.MaxWhatIfWork: about 50 MB
		// allocated on 2,000 × 11 with 8 games pending; the
		// printed check's about 320 MB on 2,000 players × 10 columns),
		// so the collector waits until it ends, or until the heap grows
		// by backgroundHeap.
		holdCollector()
		defer releaseCollector()
		last := time.Now()
		step := func(done, total int) error {
			if time.Since(last) < stepEvery {
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
		ctx.Dispatch(func(ctx app.Context) { finish(ctx, err) })
	}()
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
	return classDiv(name+"-busy").Body(
		app.Elem("p").ID(name+"-progress").Role("status").Text(text),
		app.If(total > 0, app.Elem("progress").Attr("max", total).Attr("value", done).Aria("labelledby", name+"-progress")),
		textT(button(name+"-cancel"), l, name+".cancel").OnClick(cancel),
	)
}

// cancel stops the job at its next step; a nil job is none.
func (j *job) cancel() {
	if j != nil {
		j.cancelled.Store(true)
	}
}

// backgroundHeap is how much the heap may grow while a computation runs
// in the background before the collector runs: more than the printed
// check of 2,000 players × 10 columns allocates (issue 23). Past it the
// collector runs, and the page may wait for it.
const backgroundHeap = 512 << 20

// heapNow is the memory the Go heap holds now.
func heapNow() int64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// collectorHeld counts the computations running in the background; the
// collector's settings of before the first are restored when the last
// ends, however their runs overlap (a panel drawn anew while an old run
// finishes).
var collectorHeld struct {
	sync.Mutex
	n       int
	percent int
	limit   int64
}

// holdCollector makes the collector wait (see start) until
// releaseCollector.
func holdCollector() {
	c := &collectorHeld
	c.Lock()
	defer c.Unlock()
	if c.n++; c.n == 1 {
		c.percent = debug.SetGCPercent(-1)
		c.limit = debug.SetMemoryLimit(heapNow() + backgroundHeap)
	}
}

// releaseCollector ends a holdCollector.
func releaseCollector() {
	c := &collectorHeld
	c.Lock()
	defer c.Unlock()
	if c.n--; c.n == 0 {
		debug.SetGCPercent(c.percent)
		debug.SetMemoryLimit(c.limit)
	}
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
func afterBrowser(ctx app.Context, f func(ctx app.Context)) {
	ctx.Async(func() {
		yield()
		ctx.Dispatch(f)
	})
}

// afterBrowserQuiet is afterBrowser without the drawing: f's work is drawn
// by a later step, in a browser task of its own (Page.takeText).
func afterBrowserQuiet(ctx app.Context, f func(ctx app.Context)) {
	ctx.Async(func() {
		yield()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: ctx.Src(), Function: f})
	})
}
