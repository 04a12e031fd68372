package app

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// The season (docs/season.md §10): several events ranked together, as
// `spareggi season` ranks them. Each event keeps the text and the rules it
// had when it was added; its standings are computed as the page computes
// an event's (Cache.Run, through internal/request), made a season's event
// by season.FromStandings and combined by request.Season.Combine, the
// CLI's own path.

// SeasonState is the season the user is combining: its events and the
// organiser's choices, in the fields of request.SeasonFields.
type SeasonState struct {
	Events []SeasonEvent `json:"e,omitempty"`
	Best   int           `json:"b,omitempty"` // the best N events count; 0 = all
	Min    int           `json:"m,omitempty"` // at least K events to be ranked
	// Places is the table of points by place ("25,20,16"); "" = the score.
	Places    string `json:"pl,omitempty"`
	Higher    bool   `json:"hi,omitempty"` // tied places: each the higher place's points
	Bonus     string `json:"bo,omitempty"` // points for every event played
	TieBreaks string `json:"tb,omitempty"` // the season's tie-breaks: "events,avg"
	Lots      string `json:"lt,omitempty"` // the drawing of lots: player IDs, best first
	Women     bool   `json:"w,omitempty"`
	Born      int    `json:"by,omitempty"` // juniors: born in this year or later
	Rating    string `json:"ra,omitempty"` // "1600-1799", "2000-"
	// Answers are the matcher's questions answered (Q-SEASON-MATCH/e2.24 →
	// e1.40 or new): kept until the events change under them.
	Answers map[string]string `json:"a,omitempty"`
}

// SeasonEvent is one event of the season: the page's state for it (its
// text, name, format, reader's answers and rules: seasonEventState) and
// its weight as typed ("" = 1).
type SeasonEvent struct {
	State  State  `json:"s"`
	Weight string `json:"w,omitempty"`
	// serial names the event in the page's life (seasonSerial): the
	// key of its standings, computed once.
	serial uint64
}

// seasonSerial numbers the events the page has seen.
var seasonSerial atomic.Uint64

// seasonEventState is what an event of the season keeps of the page's
// state s: the text and how it is read, and the rules; not the panels'
// choices, the language nor the season. A workbook is kept as the text of
// its sheet that the answers chose, as a share link carries it: the season
// is kept on the device and shared as JSON, which holds text, not a
// workbook's bytes (before, a reload found its workbooks broken: e2e
// TestSeasonInThePage), and it is converted once, when the event is added,
// not at every save.
func seasonEventState(s State) State {
	e := State{Text: s.Text, Workbook: s.Workbook, Name: s.Name, Example: s.Example, Format: s.Format,
		Answers: s.Answers, Edition: s.Edition, Preset: s.Preset, List: s.List, ListSet: s.ListSet,
		Round: s.Round, System: s.System, Unrated: s.Unrated, Lots: s.Lots}
	if formats.IsWorkbook(e.Text) {
		if text, ok := formats.WorkbookText(e.Text, e.Answers); ok {
			e.Text, e.Workbook = text, false
		}
	}
	return e
}

// fields maps the season's choices to the request's.
func (ss *SeasonState) fields() request.SeasonFields {
	f := request.SeasonFields{Best: ss.Best, Min: ss.Min, Bonus: ss.Bonus, TieBreaks: ss.TieBreaks,
		Lots: ss.Lots, Women: ss.Women, Born: ss.Born, Rating: ss.Rating, Answers: ss.Answers}
	if strings.TrimSpace(ss.Places) != "" {
		f.Points = "places:" + ss.Places
	}
	if ss.Higher {
		f.Tied = "higher"
	}
	var w []string
	for i, e := range ss.Events {
		if v := strings.TrimSpace(e.Weight); v != "" {
			w = append(w, strconv.Itoa(i+1)+"="+v)
		}
	}
	f.Weights = strings.Join(w, ",")
	return f
}

// number gives each event without one its serial.
func (ss *SeasonState) number() {
	for i := range ss.Events {
		if ss.Events[i].serial == 0 {
			ss.Events[i].serial = seasonSerial.Add(1)
		}
	}
}

// key is what the season's standings depend on: the events (their
// serials and weights) and the choices, as JSON (its map's keys sorted).
func (ss *SeasonState) key() string {
	var b strings.Builder
	for _, e := range ss.Events {
		b.WriteString(strconv.FormatUint(e.serial, 10) + "=" + strconv.Quote(e.Weight) + ";")
	}
	choices := *ss
	choices.Events = nil
	j, _ := json.Marshal(&choices)
	return b.String() + string(j)
}

// seasonEventOut is an event of the season computed: its standings and
// its season event, or why it could not be ranked.
type seasonEventOut struct {
	st  *engine.Standings
	ev  *season.Event
	err error
}

// seasonView is the season's part of the View.
type seasonView struct {
	St  *season.Standings
	Err error
	// Events are the season's events as computed, in the season's order.
	Events []seasonEventInfo
}

// seasonEventInfo is what the season view draws of an event.
type seasonEventInfo struct {
	Name    string
	File    string
	Players int
	Err     error
	// Starts are the start numbers of the event's entries (its
	// standings' rows in rank order): a result's row in the event.
	Starts []int
	// TieBreaks is the number of the event's tie-break columns.
	TieBreaks int
}

// errSeasonEvent is the error of an event that cannot be ranked: its
// reader's first error, its open questions, or the engine's error.
func errSeasonEvent(o Outcome) error {
	switch {
	case o.ErrCoded != nil:
		return o.ErrCoded
	case o.Err != "":
		return errors.New(o.Err)
	}
	for _, d := range o.Diags {
		if d.Severity == formats.SeverityError {
			return &formats.Error{Diags: []formats.Diagnostic{d}}
		}
	}
	if openQuestions(o.Questions) > 0 {
		return &formats.QuestionError{Questions: o.Questions}
	}
	return engine.Coded(msg.ErrSeasonNone)
}

// computeSeasonEvent computes an event of the season: its standings under
// its own rules, as the page computes them (Run).
func computeSeasonEvent(s State) seasonEventOut {
	o := Run(s)
	if o.Standings == nil {
		return seasonEventOut{err: errSeasonEvent(o)}
	}
	name := s.Name
	if name == "" && s.Example != "" {
		name = s.Example
	}
	ev, err := season.FromStandings(name, o.Standings)
	return seasonEventOut{st: o.Standings, ev: ev, err: err}
}

// seasonParts keeps the events computed, by serial, and the last season
// derived.
type seasonParts struct {
	events map[uint64]seasonEventOut
	memo   memo
}

// derive returns the season's view of ss: the events not computed yet are
// computed (each once in the page's life), then combined.
func (sp *seasonParts) derive(ss *SeasonState, v *seasonView) {
	if ss == nil || len(ss.Events) == 0 {
		*v, sp.events, sp.memo = seasonView{}, nil, memo{}
		return
	}
	ss.number()
	if !sp.memo.stale(ss.key()) {
		return
	}
	if sp.events == nil {
		sp.events = map[uint64]seasonEventOut{}
	}
	*v = seasonView{Events: make([]seasonEventInfo, len(ss.Events))}
	keep := make(map[uint64]seasonEventOut, len(ss.Events))
	events := make([]*season.Event, 0, len(ss.Events))
	for i, e := range ss.Events {
		out, ok := sp.events[e.serial]
		if !ok {
			runEngine(func() { out = computeSeasonEvent(e.State) })
		}
		keep[e.serial] = out
		info := seasonEventInfo{Name: e.State.Name, File: e.State.Name, Err: out.err}
		if out.ev != nil {
			if out.ev.Name != "" {
				info.Name = out.ev.Name
			}
			info.Players = len(out.ev.Entries)
			info.TieBreaks = len(out.st.TieBreaks)
			for _, r := range out.st.Rows {
				info.Starts = append(info.Starts, r.Player.StartNo)
			}
			c := *out.ev // the weight is set on a copy (Combine)
			events = append(events, &c)
		}
		v.Events[i] = info
		if out.err != nil && v.Err == nil {
			v.Err = out.err
		}
	}
	sp.events = keep
	if v.Err != nil {
		return
	}
	opt, err := request.ParseSeason(ss.fields(), len(events))
	if err != nil {
		v.Err = err
		return
	}
	runEngine(func() { v.St, v.Err = opt.Combine(events) })
}

// addSeasonEvent adds the event of state s to the season of the page's
// state: it is computed first, and refused, with the reason, when it
// cannot be ranked or the season is full.
func addSeasonEvent(page *State, sp *seasonParts, s State) error {
	if page.Season == nil {
		page.Season = &SeasonState{}
	}
	ss := page.Season
	if len(ss.Events) >= season.MaxEvents {
		return engine.Coded(msg.ErrSeasonEvents, len(ss.Events)+1, season.MaxEvents)
	}
	e := SeasonEvent{State: seasonEventState(s), serial: seasonSerial.Add(1)}
	var out seasonEventOut
	runEngine(func() { out = computeSeasonEvent(e.State) })
	if out.err != nil {
		return out.err
	}
	if sp.events == nil {
		sp.events = map[uint64]seasonEventOut{}
	}
	sp.events[e.serial] = out
	events := append([]SeasonEvent(nil), ss.Events...)
	next := *ss
	next.Events = append(events, e)
	page.Season = &next
	return nil
}

// removeSeasonEvent takes event i out of the season. The answers to the
// matcher's questions go with it: its entries' IDs name other rows now.
func removeSeasonEvent(page *State, i int) {
	ss := page.Season
	if ss == nil || i < 0 || i >= len(ss.Events) {
		return
	}
	next := *ss
	next.Events = append(append([]SeasonEvent(nil), ss.Events[:i]...), ss.Events[i+1:]...)
	next.Answers = nil
	if len(next.Events) == 0 {
		page.Season = nil
		return
	}
	page.Season = &next
}

// dropBadSeason leaves out of s a season past its bounds (checkSeason),
// its refusal added to refused.
func dropBadSeason(s *State, refused []error) []error {
	if err := checkSeason(s.Season); err != nil {
		s.Season, s.SeasonView = nil, false
		return append(refused, err)
	}
	return refused
}

// checkSeason refuses a season of a share link past its bounds: more
// events than a season accepts, or an event's lists past their limits.
func checkSeason(ss *SeasonState) error {
	if ss == nil {
		return nil
	}
	if len(ss.Events) > season.MaxEvents {
		return engine.Coded(msg.ErrSeasonEvents, len(ss.Events), season.MaxEvents)
	}
	if err := engine.CheckAnswers(len(ss.Answers)); err != nil {
		return err
	}
	for i := range ss.Events {
		e := &ss.Events[i].State
		e.Season, e.SeasonView = nil, false // no season inside a season
		for _, err := range []error{engine.CheckTieBreaks(len(e.List)), engine.CheckAnswers(len(e.Answers)), engine.CheckLots(len(e.Lots))} {
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// shareableSeason is the season a share link carries: each event's
// workbook as its sheet's text (shareable).
func shareableSeason(ss *SeasonState) *SeasonState {
	if ss == nil {
		return nil
	}
	next := *ss
	next.Events = make([]SeasonEvent, len(ss.Events))
	for i, e := range ss.Events {
		e.State = shareable(e.State)
		e.State.Workbook = false
		next.Events[i] = e
	}
	return &next
}

// seasonEventName is an event's name for the page: its title, else its
// file's name.
func seasonEventName(lang string, i int, e seasonEventInfo) string {
	name := e.Name
	if name == "" {
		name = e.File
	}
	return i18n.T(lang, "season.event", i+1, name)
}
