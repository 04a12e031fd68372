//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWhatIfBigDrawnInSteps runs the what-if on the reference event of
// issue 32 (a Swiss of 2,000 players and 11 rounds, 8 games of the last
// round marked as still being played: 6,561 combinations), opened from a
// share link. A first run is cancelled: the page says so and draws no
// table. The second run's result table (2,000 participants, each with the
// small table of his best rank's conditions) is drawn by the page's job
// runner a chunk at a time (app/jobs.go): from the task that removes the
// progress (a MutationObserver notes when) to the last row, no task holds
// the main thread for more than 200 ms (a PerformanceObserver of long
// tasks); on main the table was one task of 2.0–2.5 s. The tasks of the
// computation itself and the time from the click to the whole table are
// logged. The page still answers.
func TestWhatIfBigDrawnInSteps(t *testing.T) {
	s := newSite(t)
	b := s.b
	const players = 2000
	openMarkedSwiss(t, s, players, 11, 3*time.Minute)
	// The long tasks from now on, and the time at which the progress goes
	// (the end of the task that removes it: a MutationObserver's callback
	// runs at the end of the task that changed the page).
	watch := `(() => { window.__tasks = []; window.__drawFrom = 0; window.__sawProgress = false;
		window.__po && window.__po.disconnect(); window.__mo && window.__mo.disconnect();
		window.__po = new PerformanceObserver(l => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); });
		window.__po.observe({type: 'longtask'});
		window.__mo = new MutationObserver(() => {
			const busy = !!document.getElementById('whatif-progress');
			if (busy) window.__sawProgress = true;
			else if (window.__sawProgress && !window.__drawFrom) window.__drawFrom = performance.now();
		});
		window.__mo.observe(document.getElementById('whatif'), {childList: true, subtree: true});
		window.__t0 = performance.now(); return true; })()`

	eval[bool](t, b, watch)
	b.do(t, "compute the combinations", chromedp.Click(chromedp.ID("whatif-run")))
	waitLong(t, b, "the progress", `!!document.getElementById('whatif-progress') && document.getElementById('whatif-progress').textContent.includes(' of 6561')`, 3*time.Minute)
	eval[bool](t, b, `(() => { document.getElementById('whatif-cancel').click(); return true; })()`)
	waitLong(t, b, "the cancellation", `!document.getElementById('whatif-progress') && !!document.querySelector('#whatif [role=alert]')`, time.Minute)
	if msg := eval[string](t, b, `document.querySelector('#whatif [role=alert]').textContent`); !strings.Contains(msg, "cancelled") {
		t.Errorf("after Cancel the page says %q", msg)
	}
	if eval[bool](t, b, `!!document.getElementById('whatif-table')`) {
		t.Errorf("a cancelled what-if shows a table")
	}

	eval[bool](t, b, watch)
	b.do(t, "compute again", chromedp.Click(chromedp.ID("whatif-run")))
	done := fmt.Sprintf(`document.querySelectorAll('#whatif-table > tbody > tr').length === %d && document.getElementById('whatif-table').getAttribute('aria-busy') !== 'true'`, players)
	waitLong(t, b, "the whole what-if table", done, 5*time.Minute)
	// The observer reports a long task once it has ended: one frame later
	// every task of the drawing is in.
	eval[bool](t, b, `new Promise(r => requestAnimationFrame(() => setTimeout(() => r(true), 100)))`)
	tasks := eval[[][2]float64](t, b, `window.__tasks`)
	drawFrom := eval[float64](t, b, `window.__drawFrom`)
	total := eval[float64](t, b, `performance.now() - window.__t0`)
	if drawFrom == 0 {
		t.Fatalf("the progress was never seen to go")
	}
	var computing, drawing [][2]float64
	longest := 0.0
	for _, tk := range tasks {
		if tk[0]+tk[1] < drawFrom-1 {
			computing = append(computing, [2]float64{tk[0] - drawFrom, tk[1]})
			continue
		}
		drawing = append(drawing, [2]float64{tk[0] - drawFrom, tk[1]})
		longest = max(longest, tk[1])
		if tk[1] > 200 {
			t.Errorf("while the what-if's table was drawn a task held the main thread %.0f ms, want at most 200 ms", tk[1])
		}
	}
	t.Logf("6,561 combinations of 2,000 players: %.0f ms from the click to the whole table; long tasks [start ms from the progress's end, duration ms] while computing %.0f, while drawing %.0f (longest %.0f ms)",
		total, computing, drawing, longest)
	if n := eval[int](t, b, `document.querySelectorAll('#whatif-table table.whatif-needs, #whatif-table td.needs').length`); n < players {
		t.Errorf("the table shows the conditions of %d participants, want %d", n, players)
	}
	s.answers(t, "the big what-if")
}
