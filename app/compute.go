package app

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// Outcome is what the page shows for a State: the event read from the text,
// the reader's findings and the standings.
type Outcome struct {
	Event       *engine.Event
	Format      string               // the format's English name, e.g. "TRF"; "" when nothing was read
	FormatID    string               // the format's id, e.g. "trf", "strip" (formats.Formats); "" when nothing was read
	Version     string               // e.g. "TRF16"
	Diags       []formats.Diagnostic // errors (the import failed) or warnings
	Questions   []formats.Question   // open questions (Failed) or the assumptions made
	Failed      bool                 // the text could not be read
	Err         string               // an error not tied to a line (options, engine)
	ErrCoded    *engine.CodedError   // Err as a code with arguments, when the engine gave one
	Standings   *engine.Standings
	LastRound   int // the last complete round: the default
	PlayedRound int // the last round with a result: the highest choosable round (docs/tiebreaks.md §9.6)
}

// Read parses the text of s. It never panics: a panic of a reader is
// reported as an error.
func Read(s State) (o Outcome) {
	if strings.TrimSpace(s.Text) == "" {
		return o
	}
	defer func() {
		if r := recover(); r != nil {
			o.Failed, o.Err = true, fmt.Sprintf("internal error while reading: %v", r)
		}
	}()
	ev, rep, err := formats.ReadString(s.Text, formats.Options{FileName: s.Name, Format: ChosenFormat(s), Answers: s.Answers})
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
			o.Err = err.Error()
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

// Options translates the page state into engine options.
func Options(s State) (engine.Options, error) {
	var opt engine.Options
	if s.Edition != "" {
		e, err := engine.ParseEdition(s.Edition)
		if err != nil {
			return opt, err
		}
		opt.Edition = e
	}
	// The limits before any entry is read (a state is built by the page,
	// a share link or a host page).
	if err := engine.CheckTieBreaks(len(s.List)); err != nil {
		return opt, err
	}
	if err := engine.CheckLots(engine.LotsCount(s.Lots)); err != nil {
		return opt, err
	}
	switch {
	case s.ListSet:
		opt.TieBreaks = []engine.Descriptor{}
		for _, k := range s.List {
			d, err := engine.ParseDescriptor(k)
			if err != nil {
				return opt, err
			}
			opt.TieBreaks = append(opt.TieBreaks, d)
		}
	case s.Preset != "":
		opt.Preset = s.Preset
	}
	opt.Round = s.Round
	opt.Lots = s.Lots
	opt.MaxComponents = engine.BrowserMaxComponents
	return opt, nil
}

// Run reads the text of s and computes the standings.
func Run(s State) Outcome {
	var c Cache
	return c.Run(s)
}

// Cache remembers the last text read and the last standings computed, so
// that sorting, switching language or opening an explanation does not read
// and compute again, and a change of the rules does not read again.
type Cache struct {
	input string // text, name, format and answers
	read  Outcome
	rules string
	out   Outcome
}

// Run is Run with the cache.
func (c *Cache) Run(s State) Outcome {
	if input := inputKey(s); c.input != input || c.read.Event == nil && !c.read.Failed {
		c.input, c.read, c.rules, c.out = input, Read(s), "", Outcome{}
	}
	rules := rulesKey(s)
	if c.rules == rules && c.rules != "" {
		return c.out
	}
	o := c.read
	if o.Event != nil {
		st, err := ComputeWith(o.Event, s, 0)
		var tl *engine.TooLargeError
		switch {
		case errors.Is(err, engine.ErrOverflow):
			o.Err = i18n.T(s.Lang, "engine.overflow")
		case errors.As(err, &tl):
			// The last good standings of the same text stay with the message.
			o.Err, o.Standings = i18n.T(s.Lang, "engine.too-large", tl.Key, tl.Limit), c.out.Standings
		case err != nil:
			o.Err = err.Error()
			errors.As(err, &o.ErrCoded)
		default:
			o.Standings = st
		}
	}
	c.rules, c.out = rules, o
	return o
}

// inputKey is what reading depends on: text, name, format and answers.
func inputKey(s State) string {
	keys := make([]string, 0, len(s.Answers))
	for k, v := range s.Answers {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%q|%q|%q|%q", s.Name, ChosenFormat(s).String(), keys, s.Text)
}

// rulesKey is what the standings depend on besides the text.
func rulesKey(s State) string {
	return fmt.Sprintf("%s|%s|%v|%q|%d|%v", s.Edition, s.Preset, s.ListSet, s.List, s.Round, s.Lots)
}

// ComputeWith computes the standings of ev under s, keeping the explanation
// of the values of participant explain (0 = none). A panic of the engine is
// reported as an error.
func ComputeWith(ev *engine.Event, s State, explain int) (st *engine.Standings, err error) {
	opt, err := Options(s)
	if err != nil {
		return nil, err
	}
	opt.Explain = explain
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("internal error in the engine: %v", r)
		}
	}()
	return engine.Compute(ev, opt)
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
