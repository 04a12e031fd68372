package app

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The arbiter's work is kept on the device (issue 33; README, "The web
// page"): the whole State — the text or the file, the language, the rules
// chosen, the answers to the reader's questions, the lots, the prize
// amounts, the games marked as still being played, the exercise — is
// written to the browser's localStorage a moment after each change,
// compressed as a share link is (EncodeState), and a reload of the page
// without a link or an example finds it again, with a line that says so
// and a "Start afresh" button. Nothing leaves the machine.
//
// Each tab keeps its own: its key names the tab, by an id kept in the
// tab's sessionStorage (which a reload keeps and closing the tab drops), so
// two tabs never overwrite each other's work. A duplicated tab (the
// browser's "Duplicate", or a page opened by window.open) starts with a
// copy of the first tab's sessionStorage, and so its id: the id is held by
// a Web Lock while the page lives (holdTab), and a page that finds its id
// held by another live page takes an id of its own, starting from the work
// of the tab it copies. A new tab starts from the most recent work of any
// tab and keeps it under its own key from then on. "Start afresh" keeps an
// empty work for the tab, so that a reload does not bring another tab's
// back. At most maxSessions are kept, the oldest dropped. A text whose kept
// form the browser refuses (its storage is full: about 5 million
// characters per site in Chromium) is not kept, and the page says so. The embedded page keeps
// nothing: its host gives its text. (docs/tiebreaks.md §13.1, decisions
// 62, 63 and 64.)

// sessionPrefix begins the localStorage key of a tab's work; tabKey is
// the sessionStorage key of the tab's id.
const (
	sessionPrefix = "spareggi.session."
	tabKey        = "spareggi.tab"
	// maxSessions is how many tabs' work is kept.
	maxSessions = 8
	// saveAfter is how long the state must stay unchanged before it is
	// written: typing or a burst of clicks writes once.
	saveAfter = 400 * time.Millisecond
)

// savedSession is what is kept for a tab: when, the state as a share
// link's fragment ("s=…") and its text apart, as the fragment of a state
// that holds only the text, so that a save after a change of an
// option re-encodes the options only, never a text of megabytes
// (keptText). A state kept by an older page has its text in State and no
// Text; it is read as it is.
type savedSession struct {
	At    int64  `json:"at"` // Unix milliseconds
	State string `json:"s"`
	Text  string `json:"t,omitempty"`
}

// keptText is the text of the last save with its encoded form, kept until
// the text changes. A workbook's text is its bytes, kept as its sheet's
// text (shareable), which the answers to its questions choose: for a
// workbook they are part of what is encoded.
type keptText struct {
	text    string
	answers map[string]string // a workbook's answers
	enc     string
}

// of reports whether k is the encoded text of s.
func (k *keptText) of(s State) bool {
	if k == nil || s.Text != k.text {
		return false
	}
	if formats.IsWorkbook(s.Text) {
		if len(s.Answers) != len(k.answers) {
			return false
		}
		for q, a := range s.Answers {
			if b, ok := k.answers[q]; !ok || a != b {
				return false
			}
		}
	}
	return true
}

// sessionState is what the page knows of the work it keeps.
type sessionState struct {
	tab   string     // this tab's id
	tabMu sync.Mutex // held while tab is found (tabID)
	// copyOf is the id this page found held by another live page (a
	// duplicated tab's): its work is where this tab starts.
	copyOf string
	// restored is when the work shown was kept, when it was restored on
	// opening the page (0 otherwise): the page says so until the user
	// starts afresh or opens another text.
	restored int64
	// notKept is set when the browser refused to keep the last state.
	notKept bool
	serial  atomic.Int64 // the last change scheduled (saveLater)
	// text is the text last kept, with its encoded form.
	text atomic.Pointer[keptText]
}

// tabID returns this tab's id, making one on the tab's first visit, or
// when another live page holds the id the tab's sessionStorage (tabs)
// gives (a duplicated tab). Its first call may wait for the browser
// (holdTab): OnNav's when it restores the work kept, or the first save's
// (saveLater); a second caller meanwhile waits for the same id.
func (p *Page) tabID(tabs app.BrowserStorage) string {
	p.session.tabMu.Lock()
	defer p.session.tabMu.Unlock()
	if p.session.tab != "" {
		return p.session.tab
	}
	var id string
	tabs.Get(tabKey, &id)
	if id == "" || !holdTab(id) {
		p.session.copyOf = id
		id = strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.FormatUint(rand.Uint64()%1e6, 36)
		tabs.Set(tabKey, id)
		holdTab(id)
	}
	p.session.tab = id
	return id
}

// keptSessions returns the keys of the work kept on the device, and the
// key of the most recent.
func keptSessions(store app.BrowserStorage) (keys []string, latest string) {
	var at int64
	for _, k := range sessionKeys(store) {
		keys = append(keys, k)
		if t := keptAt(store, k); t > at {
			at, latest = t, k
		}
	}
	return keys, latest
}

// sessionKeys returns the keys of the work kept on the device, reading
// none of it.
func sessionKeys(store app.BrowserStorage) []string {
	var keys []string
	for i := range store.Len() {
		if k, err := store.Key(i); err == nil && strings.HasPrefix(k, sessionPrefix) {
			keys = append(keys, k)
		}
	}
	return keys
}

// keptAt is when the work under key k was kept (0 when it cannot be
// read), read without making a copy of its state and text.
func keptAt(store app.BrowserStorage, k string) int64 {
	var s struct {
		At int64 `json:"at"`
	}
	store.Get(k, &s)
	return s.At
}

// restoreSession returns the work kept for this tab, or, on a tab's first
// visit, the work of the tab it duplicates or else the most recent work of
// any tab; ok is false when there is none (or it cannot be read: a kept
// state from an older page is left alone). An empty work kept for the tab
// ("Start afresh", a text too large to keep) is none, whatever the other
// tabs keep.
func (p *Page) restoreSession(ctx app.Context) (s State, ok bool) {
	if p.Embed {
		return State{}, false
	}
	saved := pickSession(ctx.LocalStorage(), p.tabID(ctx.SessionStorage()), p.session.copyOf)
	if saved.State == "" {
		return State{}, false
	}
	s, ok = restoreKept(saved)
	if !ok {
		return State{}, false
	}
	p.session.restored = saved.At
	if saved.Text != "" {
		p.session.text.Store(&keptText{text: s.Text, enc: saved.Text}) // the next save keeps it as it is
	}
	return s, true
}

// restoreKept reads the state kept in saved, its text with it; ok is false
// when it holds no text, no example and no season's event, or cannot be
// read.
func restoreKept(saved savedSession) (s State, ok bool) {
	s, _, err := decodeState(saved.State)
	if err == nil && saved.Text != "" {
		var t State
		t, _, err = decodeState(saved.Text)
		s.Text = t.Text
	}
	if err != nil || (strings.TrimSpace(s.Text) == "" && s.Example == "" && (s.Season == nil || len(s.Season.Events) == 0)) {
		return State{}, false
	}
	return s, true
}

// pickSession returns the work a page of the tab opens on: the tab's own
// (an empty one when it started afresh), else that of the tab it
// duplicates (copyOf), else the most recent of any tab; the zero value when
// none is kept.
func pickSession(store app.BrowserStorage, tab, copyOf string) savedSession {
	for _, id := range []string{tab, copyOf} {
		var saved savedSession
		if id != "" && store.Get(sessionPrefix+id, &saved) == nil && saved.At != 0 {
			return saved
		}
	}
	var saved savedSession
	if _, latest := keptSessions(store); latest == "" || store.Get(latest, &saved) != nil {
		return savedSession{}
	}
	return saved
}

// saveLater keeps the state on the device once it has stayed unchanged
// for saveAfter, on a goroutine of its own: the compression waits for the
// browser's stream (share_wasm.go), and the context of the change (a
// panel's, which a redraw may dismount) is not needed past this call.
func (p *Page) saveLater(ctx app.Context) {
	if p.Embed || app.IsServer {
		return
	}
	n := p.session.serial.Add(1)
	// window.spareggiKept is false from a change until the state is kept
	// (or refused), for the end-to-end tests (markReady's kind of flag).
	app.Window().Set("spareggiKept", false)
	s, store, tabs := p.state, ctx.LocalStorage(), ctx.SessionStorage()
	go func() {
		time.Sleep(saveAfter)
		// The tab's id is found here, not before the pause: its first
		// finding may wait for the browser's answer (holdTab), which the
		// drawing of a state opened from its address (OnNav) need not.
		key := sessionPrefix + p.tabID(tabs)
		if p.session.serial.Load() != n {
			return // a later change will be kept
		}
		at := time.Now().UnixMilli()
		kept, err := p.session.keptForm(s, at)
		if err != nil || p.session.serial.Load() != n {
			return
		}
		defer func() {
			if p.session.serial.Load() == n {
				app.Window().Set("spareggiKept", true)
			}
		}()
		notKept := store.Set(key, kept) != nil
		if notKept {
			// The older state is not this tab's work any more: an empty
			// one is kept in its place, so that a reload does not bring
			// back another tab's.
			store.Del(key)
			store.Set(key, savedSession{At: at})
		}
		pruneSessions(store)
		if notKept != p.session.notKept && p.pageCtx != nil {
			p.pageCtx.Dispatch(func(ctx app.Context) {
				p.session.notKept = notKept
				p.Update()
			})
		}
	}()
}

// keptForm is the form in which the state s is kept at time at: the
// encode step of a save (the storage call is the browser's). The text is
// encoded only when it is not the text of the last save.
func (ss *sessionState) keptForm(s State, at int64) (savedSession, error) {
	s.TooLarge = 0
	k := ss.text.Load()
	if !k.of(s) {
		// A workbook's bytes (the event's or a season's) are kept as its
		// sheet's text, as a share link carries them: the state is JSON,
		// which holds text, not bytes.
		enc, err := EncodeState(State{Text: shareable(s).Text})
		if err != nil {
			return savedSession{}, err
		}
		k = &keptText{text: s.Text, enc: enc}
		if formats.IsWorkbook(s.Text) {
			k.answers = make(map[string]string, len(s.Answers))
			for q, a := range s.Answers {
				k.answers[q] = a
			}
		}
		ss.text.Store(k)
	}
	s.Text = ""
	enc, err := EncodeState(s)
	return savedSession{At: at, State: enc, Text: k.enc}, err
}

// pruneSessions drops the oldest work past maxSessions; a save within
// them reads no kept work.
func pruneSessions(store app.BrowserStorage) {
	keys := sessionKeys(store)
	if len(keys) <= maxSessions {
		return
	}
	at := make(map[string]int64, len(keys))
	for _, k := range keys {
		at[k] = keptAt(store, k)
	}
	for len(keys) > maxSessions {
		oldest := 0
		for i, k := range keys {
			if at[k] < at[keys[oldest]] {
				oldest = i
			}
		}
		store.Del(keys[oldest])
		keys = append(keys[:oldest], keys[oldest+1:]...)
	}
}

// onAfresh starts afresh: the page empties, in its language, and the work
// kept for this tab is an empty one at once (a reload finds nothing, not
// another tab's work), before the empty state is kept after the pause.
func (p *Page) onAfresh(ctx app.Context) {
	ctx.LocalStorage().Set(sessionPrefix+p.tabID(ctx.SessionStorage()), savedSession{At: time.Now().UnixMilli()})
	p.session.restored, p.session.notKept = 0, false
	p.pending++
	p.setState(ctx, State{Lang: p.state.Lang})
	p.Update()
}

// sessionView is the line that says the work was restored, with its
// "Start afresh" button, or that the text is not kept.
func (p *Page) sessionView(l string) app.UI {
	switch {
	case p.session.notKept:
		return textT(el("p", "id", "session-not-kept", "class", "warning session", "role", "status"), l, "session.notkept")
	case p.session.restored > 0:
		at := time.UnixMilli(p.session.restored).UTC().Format("2006-01-02 15:04 UTC")
		if app.IsClient { // the browser's clock and its way of writing it
			at = global("Date").New(p.session.restored).Call("toLocaleString", l).String()
		}
		return withBody(el("p", "id", "session-restored", "class", "session no-print", "role", "status"),
			app.Text(i18n.T(l, "session.restored", at)+" "),
			clickT(button("session-afresh"), func(ctx app.Context, e app.Event) {
				p.onAfresh(ctx)
			}, l, "session.afresh"),
		)
	}
	return app.Text("")
}
