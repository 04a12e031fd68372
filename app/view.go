package app

import (
	"hash/fnv"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/spareggi/spareggi/engine"
)

// The page as a view-model: the State (everything the user set) is
// derived into a View (everything the page draws that takes computing),
// part by part, each part memoised on its own key. A change of the State
// derives again only the parts whose key it changes: a sort click, a
// language switch or a value typed in exercise mode change no key and run
// no engine computation; a new text or new rules derive every part again.
// The panels are functions of the View and the State.

// View is what the page draws for a State, besides the State itself.
type View struct {
	// Out is the text read and the standings computed (Cache.Run).
	Out Outcome
	// CheckKey is OutKey but for the rule set the page's background
	// comparison of printed columns put in place: the printed check's.
	CheckKey string
	// OutKey names what Out was computed from: the text (textID),
	// how it was read and the rules. The panels' results computed on
	// request (what-if, the printed check) are kept while it stays.
	OutKey string
	// Compare is the compare view (State.Compare), CompareErr why it
	// could not be computed.
	Compare    []CompareRow
	CompareErr error
	// Explain is the open explanation (State.Explain).
	Explain explainView
	// Prizes is the prize sharing (State.Prizes).
	Prizes ShareResult
	// Boards is the board prizes (State.Boards and its fields).
	Boards boardsView
	// WhatIf is the what-if's games (State.WhatIfMarks).
	WhatIf whatIfView
	// WhatIfRun and PrintedRun are the what-if and the printed check the
	// user ran (panelRun): how far they are, then their answers, kept
	// here, not in the panels, so that a panel drawn anew (the exercise
	// mode or the season view left) or in another language draws them
	// again without computing them.
	WhatIfRun, PrintedRun panelRun
	// Season is the season's standings (State.Season, season.go).
	Season seasonView
}

// explainView is the open explanation.
type explainView struct {
	row *engine.Row
	st  *engine.Standings
	err error
}

// viewModel derives Views, remembering each part's key. It keeps no
// result of its own: the reading and the standings are kept by the page's
// one cache (reader, internal/request), the View is what the page draws.
type viewModel struct {
	text textID
	// readKey names the text and the reading of v.Out (textID and
	// inputKey): the standings of the same reading stay with a refusal
	// of rules that ask for too much.
	readKey                            string
	out, cmp, exp, prz, boards, whatIf memo
	// check is the printed check's key (View.CheckKey): its answer goes
	// when it changes.
	check  memo
	v      View
	season seasonParts
	// printed counts the rule sets the page's background comparison of
	// printed columns put in place (forget): a part of the key of every
	// part, whose standings change with it.
	printed int
}

// forget derives every part again at the next derive: the event's printed
// rule set changed under the same text (Page.comparePrint).
func (m *viewModel) forget() {
	m.printed++
	forgetStandings()
}

// memo is the key a part was last derived for.
type memo struct {
	key string
	set bool
}

// stale reports whether the part must be derived for key, and records key.
func (m *memo) stale(key string) bool {
	if m.set && m.key == key {
		return false
	}
	m.key, m.set = key, true
	return true
}

// read reads the text of s ahead of derive, which then finds the reading
// kept: a big text is read in one browser task and computed in the next.
func (m *viewModel) read(s State) {
	runEngine(func() { Read(s) })
}

// derive returns the View of s, deriving again the parts whose key
// changed since the last call.
func (m *viewModel) derive(s State) View {
	v := &m.v
	// The printed check's result does not depend on the rule set the
	// background comparison puts in place (forget): its key leaves it out.
	if k := m.outKey(s); m.out.stale(partKey(k, strconv.Itoa(m.printed))) {
		var last *engine.Standings
		if rk := partKey(m.text.of(s.Text).id, inputKey(s)); rk == m.readKey {
			last = v.Out.Standings
		} else {
			m.readKey = rk
		}
		runEngine(func() { v.Out = pageOutcome(s, last) })
		v.OutKey, v.CheckKey = partKey(k, strconv.Itoa(m.printed)), k
	}
	ev, st := v.Out.Event, v.Out.Standings
	if m.cmp.stale(partKey(v.OutKey, strings.Join(s.Compare, ","))) {
		v.Compare, v.CompareErr = nil, nil
		if len(s.Compare) > 0 && ev != nil {
			runEngine(func() { v.Compare, v.CompareErr = CompareEditions(ev, s) })
		}
	}
	if m.exp.stale(partKey(v.OutKey, strconv.Itoa(s.Explain), strconv.Itoa(s.ExplainCol))) {
		v.Explain = explainView{}
		if s.Explain != 0 && ev != nil {
			runEngine(func() {
				st, row, err := Explain(ev, s, s.Explain, s.ExplainCol)
				v.Explain = explainView{row: row, st: st, err: err}
			})
		}
	}
	if m.prz.stale(partKey(v.OutKey, s.Lang, s.Prizes, s.PrizeUnit, strconv.FormatBool(s.PrizeEqual))) {
		v.Prizes = ShareResult{}
		if st != nil && strings.TrimSpace(s.Prizes) != "" {
			runEngine(func() { v.Prizes = SharePrizes(st, s) })
		}
	}
	if m.boards.stale(partKey(v.OutKey, strconv.FormatBool(s.Boards), s.BoardMin, s.Unrated)) {
		v.Boards = boardsView{}
		if s.Boards && hasBoards(ev) {
			runEngine(func() { v.Boards = deriveBoards(ev, s) })
		}
	}
	if m.whatIf.stale(partKey(v.OutKey, s.WhatIfMarks)) {
		v.WhatIf, v.WhatIfRun = whatIfView{}, v.WhatIfRun.drop()
		if st != nil {
			runEngine(func() { v.WhatIf = deriveWhatIf(ev, s.WhatIfMarks) })
		}
	}
	if m.check.stale(v.CheckKey) {
		v.PrintedRun = v.PrintedRun.drop()
	}
	m.season.derive(s.Season, &v.Season)
	return *v
}

// outKey is what the outcome depends on: the text (textID), the file
// name, the format chosen, the answers to the reader's questions and the
// rules (rulesKey).
func (m *viewModel) outKey(s State) string {
	answers := make([]string, 0, len(s.Answers))
	for k, v := range s.Answers {
		answers = append(answers, strconv.Quote(k)+"="+strconv.Quote(v))
	}
	sort.Strings(answers)
	return partKey(m.text.of(s.Text).id, strconv.FormatBool(s.Workbook), strconv.Itoa(s.TooLarge), strconv.Quote(s.Name), ChosenFormat(s).String(), strings.Join(answers, ","), rulesKey(s))
}

// partKey joins the pieces of a part's key.
func partKey(pieces ...string) string { return strings.Join(pieces, "\x00") }

// textID names the last text seen, for the keys of the parts of the view
// (outKey): a serial number given when the text changes, unique in the
// page's life, so no two texts share a key. The same text given again (the
// same data) is one pointer check; another of the same length is compared
// byte by byte, which costs less than hashing a megabyte in the browser.
type textID struct {
	text    string
	id      string // the serial number, in decimal ("" before the first text)
	fnv     uint64 // FNV-1a 64 of text, once asked (fnv64)
	fnvDone bool
}

// textSerial numbers the texts the page has seen.
var textSerial atomic.Uint64

// of returns the name of text.
func (d *textID) of(text string) *textID {
	if d.id == "" || text != d.text {
		*d = textID{text: text, id: strconv.FormatUint(textSerial.Add(1), 10)}
	}
	return d
}

// fnv64 is the FNV-1a 64 hash of the text, the key of the exercise's
// answers in the browser (page_exercise.go): stable across visits, it is
// computed only when asked, once per text.
func (d *textID) fnv64() uint64 {
	if !d.fnvDone {
		f := fnv.New64a()
		io.WriteString(f, d.text)
		d.fnv, d.fnvDone = f.Sum64(), true
	}
	return d.fnv
}

// engineRuns counts the engine computations the page has run.
var engineRuns atomic.Int64

// runEngine runs f, one engine computation of the page (reading and
// computing the standings, the compare view, an explanation, the prize
// sharing, the board prizes, the what-if and the printed check), and
// counts it: every computation of the page goes through it, so that the
// tests can check that an update of the State that changes no part's key
// runs none. In the browser the count is window.spareggiEngineRuns.
func runEngine(f func()) {
	publishEngineRuns(engineRuns.Add(1))
	f()
}
