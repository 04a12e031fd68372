// Package request is the one way in for the page, the CLI and the JS API:
// each maps its input (form fields, flags, JSON fields) to Fields, Parse
// validates them into a Request, and a Cache runs it — one reading of the
// text per content, one panic boundary (docs/tiebreaks.md §12.2 lists the
// choices). The package is pure Go: no I/O, no syscall/js.
package request

import (
	"fmt"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// Mode is what a request asks for.
type Mode uint8

// The modes, one per CLI subcommand.
const (
	Standings Mode = iota // the standings (spareggi standings, the default)
	Compare               // standings side by side under several rules or lists
	Prizes                // the standings, then the prizes shared among ties
	WhatIf                // best and worst ranks over the pending games
	Check                 // the printed tie-break columns reproduced
	Boards                // board prizes of a team event
	Convert               // the event written as TRF26 with the standings
)

// modeNames are the modes' stable names, the CLI's subcommands, in Mode
// order.
var modeNames = [...]string{"standings", "compare", "prizes", "whatif", "check", "boards", "convert"}

// Modes returns the names of the modes, in order.
func Modes() []string { return append([]string(nil), modeNames[:]...) }

// String returns the mode's stable name.
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("mode(%d)", int(m))
}

// ParseMode reads a mode's name; "" is Standings.
func ParseMode(s string) (Mode, error) {
	if s == "" {
		return Standings, nil
	}
	for i, n := range modeNames {
		if n == s {
			return Mode(i), nil
		}
	}
	return 0, engine.Coded(msg.ErrModeUnknown, s, strings.Join(modeNames[:], ", "))
}

// Fields are every user choice as text: the CLI's flags, the JS API's
// JSON fields and the page's form fields all arrive as strings. "" is
// "not given" everywhere except in TieBreaks, given when ListSet is.
type Fields struct {
	Mode    string            // a name of Modes(); "" = standings
	Name    string            // the input's file name ("" for pasted text)
	Format  string            // an id of formats.Formats(); "" or "auto" detects
	Answers map[string]string // the reader's questions answered: ID → option
	// TextOnly: the text came as text (a share link, a message, the JS
	// API), never a workbook's bytes (formats.Options.TextOnly).
	TextOnly bool

	Rules     string // an edition id; "" = by the event's date
	TieBreaks string // descriptors separated by commas
	ListSet   bool   // TieBreaks is given (even empty: PTS alone)
	Preset    string // a preset id
	Round     string // standings after round N; "" = the last complete
	System    string // "", "rr" or "swiss"
	Unrated   string // the rating of unrated players
	Lots      string // start numbers best first, groups separated by ';'
	Explain   string // a start number, or "all"

	Compare    string // editions, preset ids (or preset:ID) or lists joined by '+', separated by commas
	Prizes     string // amounts for places 1, 2, … separated by commas
	PrizeUnit  string // the rounding unit of the prizes; "" = 0.01
	PrizeEqual bool   // share equally instead of by the Hort system
	BoardsMin  string // the fewest games over a board that rank a player

	// Browser bounds the vectors' components (engine.BrowserMaxComponents):
	// the page and the JS API, whose memory is bounded, set it.
	Browser bool
}

// Request is a validated request: everything a run needs besides the text.
type Request struct {
	Mode    Mode
	Read    formats.Options // file name, format, answers
	Options engine.Options  // rules, list, round, system, unrated, lots, explain, bounds
	// Columns are the computations of Compare, side by side.
	Columns []compare.Column
	// Prizes, Unit and Equal are the prize sharing of Prizes.
	Prizes []engine.Value
	Unit   engine.Value
	Equal  bool
	// Marks are games of the last paired round that WhatIf combines as if
	// they were still being played, besides those without a result
	// (whatif.Unfinished): the page's games marked by the user.
	Marks []engine.Pending
}
