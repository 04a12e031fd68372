package app

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// Outcome is what the page shows for a State: the event read from the text,
// the reader's findings and the standings.
type Outcome struct {
	Event     *engine.Event
	Format    string               // the format's English name, e.g. "TRF"; "" when nothing was read
	FormatID  string               // the format's id, e.g. "trf", "strip" (formats.Formats); "" when nothing was read
	Version   string               // e.g. "TRF16"
	Diags     []formats.Diagnostic // errors (the import failed) or warnings
	Questions []formats.Question   // open questions (Failed) or the assumptions made
	Failed    bool                 // the text could not be read
	Err       string               // an error not tied to a line (options, engine)
	ErrCoded  *engine.CodedError   // Err as a code with arguments, when the engine gave one
	// Cause is the engine's error behind Err, kept to be worded when the
	// outcome is drawn (outcomeErr), in the page's language then, not the
	// one it had when the outcome was computed and cached.
	Cause       error
	Standings   *engine.Standings
	LastRound   int // the last complete round: the default
	PlayedRound int // the last round with a result: the highest choosable round (docs/tiebreaks.md §9.6)
}

// Read parses the text of s through the page's one cache (reader, the
// one in internal/request) and its panic boundary: a text read before is
// not read again, and a panic of a reader is reported as an error.
func Read(s State) Outcome {
	reader.Lock()
	defer reader.Unlock()
	return readWith(&reader.c, s)
}

// readWith reads the text of s through c.
func readWith(c *request.Cache, s State) (o Outcome) {
	if s.TooLarge > 0 {
		var fe *formats.Error
		errors.As(formats.TooLarge(s.Name), &fe)
		o.Failed, o.Diags = true, fe.Diags
		return o
	}
	if strings.TrimSpace(s.Text) == "" {
		return o
	}
	res, err := c.ReadFields(s.Text, Fields(s, request.Standings))
	ev, rep := res.Event, res.Report
	if rep != nil {
		o.Diags = rep.Diagnostics
		o.Questions = rep.Assumptions()
		if rep.Format != formats.FormatAuto {
			o.Format, o.FormatID = rep.Format.Name(), rep.Format.String()
		}
	}
	if err != nil {
		o.Failed = true
		var fe *formats.Error
		var qe *formats.QuestionError
		switch {
		case errors.As(err, &fe):
			o.Diags = fe.Diags
		case errors.As(err, &qe):
			// Every question, the answered ones too: an answer given
			// stays visible, and can be changed, while others are open.
			o.Questions = qe.Questions
			if rep != nil && len(rep.Questions) > len(qe.Questions) {
				o.Questions = rep.Questions
			}
		default:
			o.Err, o.Cause = err.Error(), err
		}
		return o
	}
	o.Event = ev
	if ev != nil {
		o.Version = ev.Provenance.FormatVersion
		o.LastRound = engine.LastCompleteRound(ev)
		o.PlayedRound = max(o.LastRound, engine.LastPlayedRound(ev))
	}
	return o
}

// reader is the page's one cached run (internal/request): the text is
// hashed once and read once per content, whoever asks. It compares the
// printed columns of an event of at most printBudget participants × rounds
// while it reads it; a larger one's are compared in the background
// (Page.comparePrint).
var reader = struct {
	sync.Mutex
	c request.Cache
}{c: request.Cache{PrintBudget: printBudget}}

// printBudget is the largest event, in participants × rounds, whose
// printed columns the page compares in the reading's own task: the check
// tries every edition and tie-break, about 130 ms in the browser for 107
// players × 7 rounds (BenchmarkIdentifyPrint), so that the reading's task
// (docs/tiebreaks.md, decision 55). 500 kept the reading's task within
// 200 ms but the background comparison then ran beside a check the user
// asked for, whose report it dropped (e2e TestPrintedProgress): until the
// two share one job, only events past 30,000 are compared in the
// background.
const printBudget = 30_000

// ChosenFormat is the input format the user chose (State.Format), or
// FormatAuto when none was chosen or the id is unknown (an old or edited
// share link).
func ChosenFormat(s State) formats.Format {
	f, err := formats.ParseFormat(s.Format)
	if err != nil {
		return formats.FormatAuto
	}
	return f
}

// Fields maps the page's state to the request's fields of mode m: the
// page's form fields are text already; its lists are joined as the CLI
// writes them. The preset counts only while the user has not set a list.
func Fields(s State, m request.Mode) request.Fields {
	f := request.Fields{Mode: m.String(), Name: s.Name, Format: ChosenFormat(s).String(), Answers: s.Answers,
		Rules: s.Edition, System: s.System, Browser: true, TextOnly: !s.Workbook}
	// The rating of unrated players is typed in the board prizes' panel,
	// which reports a wrong one where it is typed: until it is a rating,
	// the standings go without it.
	if u := strings.TrimSpace(s.Unrated); u != "" {
		if n, err := strconv.Atoi(u); err == nil && engine.CheckUnrated(n) == nil {
			f.Unrated = u
		}
	}
	if s.ListSet {
		f.TieBreaks, f.ListSet = strings.Join(s.List, ","), true
	} else {
		f.Preset = s.Preset
	}
	if s.Round != 0 {
		f.Round = strconv.Itoa(s.Round)
	}
	if len(s.Lots) > 0 {
		f.Lots = request.FormatLots(s.Lots)
	}
	if m == request.Compare {
		f.Compare = strings.Join(s.Compare, ",")
	}
	return f
}

// Request validates the page's state into a request of mode m. The limits
// are checked before any entry is read (a state is built by the page, a
// share link or a host page); an error is the field's own (unwrapped from
// its *request.FieldError), as the page words it.
func Request(s State, m request.Mode) (request.Request, error) {
	if err := engine.CheckTieBreaks(len(s.List)); err != nil {
		return request.Request{}, err
	}
	r, err := request.Parse(Fields(s, m))
	var fe *request.FieldError
	if errors.As(err, &fe) && fe.With == "" {
		err = fe.Err
	}
	return r, err
}

// PanelRequest validates the page's state into a request of mode m,
// leaving out the choices of s that m does not take: the printed check and
// the board prizes take no list, what-if ranks after the last paired
// round.
func PanelRequest(s State, m request.Mode) (request.Request, error) {
	if !m.Accepts(request.FieldTieBreaks) {
		s.List, s.ListSet = nil, false
	}
	if !m.Accepts(request.FieldPreset) {
		s.Preset = ""
	}
	if !m.Accepts(request.FieldLots) {
		s.Lots = nil
	}
	if !m.Accepts(request.FieldRound) {
		s.Round = 0
	}
	return Request(s, m)
}

// Answer answers a request of mode m (PanelRequest) on ev, the page's
// event, through the page's one cache and its panic boundary
// (request.Cache.AnswerOn).
func Answer(ev *engine.Event, s State, m request.Mode) (request.Result, error) {
	r, err := PanelRequest(s, m)
	if err != nil {
		return request.Result{}, err
	}
	return answerOn(ev, r)
}

// answerOn answers r on ev through the page's one cache and its panic
// boundary (request.Cache.AnswerOn).
func answerOn(ev *engine.Event, r request.Request) (request.Result, error) {
	reader.Lock()
	defer reader.Unlock()
	return reader.c.AnswerOn(ev, r)
}

// Options translates the page state into engine options.
func Options(s State) (engine.Options, error) {
	r, err := Request(s, request.Standings)
	return r.Options, err
}

// Run reads the text of s and computes the standings, through a cache
// of its own (internal/request): a season's event, the tests.
func Run(s State) Outcome {
	var c request.Cache
	return runWith(&c, s, nil)
}

// pageOutcome is the page's outcome of s, through the page's one cache
// (reader): the reading and the standings kept there are not read or
// computed again. last are the standings shown before for the same text,
// which stay with a refusal of rules that ask for too much.
func pageOutcome(s State, last *engine.Standings) Outcome {
	reader.Lock()
	defer reader.Unlock()
	return runWith(&reader.c, s, last)
}

// runWith reads the text of s and computes its standings through c.
func runWith(c *request.Cache, s State, last *engine.Standings) Outcome {
	o := readWith(c, s)
	if o.Event == nil {
		return o
	}
	st, err := computeWith(c, s, 0)
	var tl *engine.TooLargeError
	switch {
	case errors.As(err, &tl):
		// The last good standings of the same text stay with the message.
		o.Err, o.Cause, o.Standings = err.Error(), err, last
	case err != nil:
		o.Err, o.Cause = err.Error(), err
		errors.As(err, &o.ErrCoded)
	default:
		o.Standings = st
	}
	return o
}

// computeWith computes the standings of the text of s through c (its
// reading kept, its standings kept by their options), keeping the
// explanation of the values of participant explain (0 = none).
func computeWith(c *request.Cache, s State, explain int) (*engine.Standings, error) {
	r, err := Request(s, request.Standings)
	if err != nil {
		return nil, err
	}
	r.Options.Explain = explain
	res, err := c.Run(s.Text, r)
	return res.Standings, err
}

// forgetStandings drops the standings the page's cache keeps: the event's
// printed rule set changed under the same text (Page.comparePrint).
func forgetStandings() {
	reader.Lock()
	reader.c.Forget()
	reader.Unlock()
}

// inputKey is what reading depends on besides the text: name, format,
// answers and a text refused for its length.
func inputKey(s State) string {
	keys := make([]string, 0, len(s.Answers))
	for k, v := range s.Answers {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%q|%q|%q|%d", s.Name, ChosenFormat(s).String(), keys, s.TooLarge)
}

// rulesKey is what the standings depend on besides the text.
func rulesKey(s State) string {
	return fmt.Sprintf("%s|%s|%v|%q|%d|%v|%q|%q", s.Edition, s.Preset, s.ListSet, s.List, s.Round, s.Lots, s.System, s.Unrated)
}

// ComputeWith computes the standings of ev under s, keeping the
// explanation of the values of participant explain (0 = none), through the
// page's one cache (the standings of the event it shows are kept there)
// and its panic boundary.
func ComputeWith(ev *engine.Event, s State, explain int) (*engine.Standings, error) {
	r, err := Request(s, request.Standings)
	if err != nil {
		return nil, err
	}
	r.Options.Explain = explain
	reader.Lock()
	res, err := reader.c.AnswerOn(ev, r)
	reader.Unlock()
	return res.Standings, err
}

// Explain returns the explanation of tie-break col of participant start.
func Explain(ev *engine.Event, s State, start, col int) (*engine.Standings, *engine.Row, error) {
	st, err := ComputeWith(ev, s, start)
	if err != nil {
		return nil, nil, err
	}
	for i := range st.Rows {
		if st.Rows[i].Player != nil && st.Rows[i].Player.StartNo == start {
			if col < 0 || col >= len(st.Rows[i].Values) {
				return nil, nil, &engine.CodedError{Message: msg.New(msg.ErrExplainCol, col+1, len(st.Rows[i].Values))}
			}
			return st, &st.Rows[i], nil
		}
	}
	return nil, nil, &engine.CodedError{Message: msg.New(msg.ErrExplainStart, start)}
}
