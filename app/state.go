package app

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/jsonlen"
)

// State is everything the user has set on the page: the input, the rules,
// and every choice of a panel (the sort, the open explanation, the compare
// editions, the prizes, the what-if marks, the board prizes' fields). The
// page draws a View derived from it (view.go). A share link carries it
// whole, so that opening the link restores the page exactly.
type State struct {
	Text string `json:"t,omitempty"` // the crosstable, never altered
	// Workbook is set when Text is the bytes of an .xlsx file the user
	// opened (InputPanel.readFile), the only text read as a workbook: a
	// share link (which carries a workbook as its sheet's text,
	// shareable) and an embedded page's message carry text, and a text
	// starting like a zip archive is then E-INPUT-BINARY.
	Workbook bool `json:"-"`
	// TooLarge is the length, in characters, of a text the page did not
	// take because it is longer than the readers accept (TakeText): Text
	// is then empty, the text stays in the text area, and the page shows
	// the refusal. A share link does not carry it.
	TooLarge int    `json:"-"`
	Name     string `json:"n,omitempty"`  // file name, "" for pasted text
	Example  string `json:"ex,omitempty"` // example id when the text is an example
	// Format is the input format chosen by the user, an id of
	// formats.Formats() ("trf", "strip", ...); "" (or "auto") detects it.
	Format string `json:"f,omitempty"`
	// Answers are the user's answers to the reader's questions (question
	// id → option id).
	Answers map[string]string `json:"a,omitempty"`
	Edition string            `json:"e,omitempty"`  // edition id; "" = by the event's date
	Preset  string            `json:"p,omitempty"`  // preset id; "" = none
	List    []string          `json:"l,omitempty"`  // the user's tie-break list
	ListSet bool              `json:"ls,omitempty"` // List was chosen by the user (even if empty)
	Round   int               `json:"r,omitempty"`  // standings after round N; 0 = last complete
	System  string            `json:"sy,omitempty"` // "rr" or "swiss" overrides the detection; "" detects
	Unrated string            `json:"u,omitempty"`  // the rating of unrated players, as typed; "" = none
	Lots    [][]int           `json:"lt,omitempty"` // recorded drawings of lots, best first
	Lang    string            `json:"g,omitempty"`  // a language of i18n.Languages
	// KeepRules keeps the rules chosen (edition, preset, list, system,
	// rating of the unrated) for the next text opened: without it a new
	// text starts from its own (docs/tiebreaks.md, decision 58).
	KeepRules bool `json:"kr,omitempty"`
	// Explain is the open explanation: a start number and a column index
	// (0-based into the tie-breaks); Explain == 0 means closed.
	Explain    int      `json:"x,omitempty"`
	ExplainCol int      `json:"xc,omitempty"`
	SortCol    int      `json:"sc,omitempty"` // SortRank, SortName, ... or SortTB+i
	SortDesc   bool     `json:"sd,omitempty"`
	Compare    []string `json:"c,omitempty"` // editions of the compare view; empty = closed
	// Prize sharing: the prizes by place, the rounding unit ("0.01" or
	// "1") and equal sharing instead of Hort.
	Prizes     string `json:"pz,omitempty"`
	PrizeUnit  string `json:"pu,omitempty"`
	PrizeEqual bool   `json:"pe,omitempty"`
	// Exercise hides the values: the student types his own, kept in
	// Typed ("START/COL" → the text typed), and the page marks them.
	Exercise bool              `json:"xe,omitempty"`
	Typed    map[string]string `json:"xt,omitempty"`
	// WhatIfMarks are the games of the last round the user marks as
	// still being played, for the what-if: "ROUND:WHITE-BLACK" each,
	// separated by spaces (request.GameToken); a mark of a game the text
	// does not have is ignored.
	WhatIfMarks string `json:"wm,omitempty"`
	// The board prizes (boards.go): the section shown, the board shown
	// (1-based; 0 is the first), the minimum of games as typed, and the
	// start number whose line is explained (0: none). The rating of
	// unrated players the panel asks for is Unrated, the standings' too.
	Boards   bool   `json:"bo,omitempty"`
	Board    int    `json:"bb,omitempty"`
	BoardMin string `json:"bm,omitempty"`
	BoardSel int    `json:"bs,omitempty"`
	// Season is the season being combined (season.go): its events, each
	// with its own text and rules, and the organiser's choices;
	// SeasonView shows it instead of the event (docs/season.md §10).
	Season     *SeasonState `json:"ss,omitempty"`
	SeasonView bool         `json:"sv,omitempty"`
	// OptionsErr is the refusal of the options an embedded page's host
	// sent with its text (EmbedState): kept as the error, with its code and
	// values, and worded in the page's language when drawn, in place of
	// the standings. A share link does not carry it; any change the user
	// makes on the page drops it (Page.change).
	OptionsErr error `json:"-"`
}

// startAfresh readies the state for a new text (a file, a paste over the
// whole text): what belongs to the old text goes — the answers to its
// reader's questions, its lots, its games marked as still being played,
// the round, the open explanation, the sort by a tie-break — and so do
// the rules chosen for it unless KeepRules is set (decision 58).
func (s *State) startAfresh() {
	s.Answers, s.Lots, s.WhatIfMarks, s.Round, s.Explain, s.ExplainCol = nil, nil, "", 0, 0, 0
	if s.SortCol >= SortTB {
		s.SortCol, s.SortDesc = SortRank, false
	}
	if !s.KeepRules {
		s.Edition, s.Preset, s.List, s.ListSet, s.System, s.Unrated = "", "", nil, false, "", ""
	}
}

// Sort columns of the standings table; tie-break i sorts as SortTB+i.
const (
	SortRank = iota
	SortStart
	SortName
	SortRating
	SortFed
	SortPoints
	SortTB
)

// shareKey prefixes the state in the URL fragment.
const shareKey = "s="

// EncodeState returns the state as a URL fragment value ("s=..."): JSON,
// compressed with raw DEFLATE (RFC 1951), then base64url without padding.
// In the browser the compression is the browser's own CompressionStream
// (share_wasm.go), elsewhere compress/flate (share_other.go): the two
// produce and read the same format.
func EncodeState(s State) (string, error) {
	js, err := json.Marshal(s)
	if err != nil {
		return "", err
	}
	z, err := deflateRaw(js)
	if err != nil {
		return "", err
	}
	return shareKey + base64.RawURLEncoding.EncodeToString(z), nil
}

// maxStateBytes bounds the decompressed state, against decompression bombs.
const maxStateBytes = 16 << 20

// DecodeState reads a fragment made by EncodeState (with or without the
// leading '#'). A list past its limit (engine/limits.go) is left out of
// the state unread; decodeState reports it.
func DecodeState(fragment string) (State, error) {
	s, _, err := decodeState(fragment)
	return s, err
}

// decodeState is DecodeState that also returns the refusal of each list
// left out because it passes its limit: the tie-break list, the compare
// list, the answers to the reader's questions, the drawings of lots, the
// typed exercise values. Each list is counted in its JSON before any entry
// is decoded, so that a link of a few kilobytes holding a list of a
// million entries costs a scan of its text.
func decodeState(fragment string) (State, []error, error) {
	js, err := stateJSON(fragment)
	if err != nil {
		return State{}, nil, err
	}
	var s State
	// The lists are decoded raw (the outer fields win over those of the
	// embedded State), the rest into s.
	w := struct {
		*stateFields
		List    json.RawMessage `json:"l"`
		Compare json.RawMessage `json:"c"`
		Answers json.RawMessage `json:"a"`
		Lots    json.RawMessage `json:"lt"`
		Typed   json.RawMessage `json:"xt"`
	}{stateFields: (*stateFields)(&s)}
	lists := []struct {
		key   string
		raw   *json.RawMessage
		check func(int) error
		into  any
	}{
		{"l", &w.List, engine.CheckTieBreaks, &s.List},
		{"c", &w.Compare, engine.CheckCompare, &s.Compare},
		{"a", &w.Answers, engine.CheckAnswers, &s.Answers},
		{"lt", &w.Lots, engine.CheckLots, &s.Lots},
		{"xt", &w.Typed, CheckTypedCount, &s.Typed},
	}
	// Each list is counted first, in one pass over the JSON that skips the
	// rest, and a list past its limit is cut out (its value becomes null)
	// before the decoder reads the JSON: its entries are never scanned
	// again nor decoded.
	var keys []string
	for _, l := range lists {
		keys = append(keys, l.key)
	}
	spans := jsonlen.Members(js, keys...)
	var refused []error
	var cuts [][2]int
	listRefused := false
	for _, l := range lists {
		sp, ok := spans[l.key]
		if !ok {
			continue
		}
		if err := l.check(jsonlen.Values(js[sp[0]:sp[1]])); err != nil {
			refused, cuts = append(refused, err), append(cuts, sp)
			listRefused = listRefused || l.key == "l"
		}
	}
	if len(cuts) > 0 {
		js = cutValues(js, cuts)
	}
	if err := json.Unmarshal(js, &w); err != nil {
		return State{}, nil, err
	}
	for _, l := range lists {
		raw := *l.raw
		if len(raw) == 0 || string(raw) == "null" {
			continue
		}
		if spans == nil { // not walked: counted now
			if err := l.check(jsonlen.Values(raw)); err != nil {
				refused = append(refused, err)
				listRefused = listRefused || l.key == "l"
				continue
			}
		}
		if err := json.Unmarshal(raw, l.into); err != nil {
			return State{}, nil, err
		}
	}
	if listRefused {
		s.ListSet = false // the list of the event or of the preset
	}
	refused = dropBadSeason(&s, refused)
	s.Lang = pageLang(s.Lang)
	return s, refused, nil
}

// pageLang returns lang when it is a language of the page (lower case),
// else "": the language goes into <html lang>.
func pageLang(lang string) string {
	if l := strings.ToLower(lang); i18n.Has(l) {
		return l
	}
	return ""
}

// stateJSON returns the JSON a link's fragment carries: after the share
// key, base64 (URL alphabet, no padding) of the deflated JSON, inflated up
// to maxStateBytes.
func stateJSON(fragment string) ([]byte, error) {
	f := strings.TrimPrefix(fragment, "#")
	if !strings.HasPrefix(f, shareKey) {
		return nil, errors.New("no shared state in the link")
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(f, shareKey))
	if err != nil {
		return nil, err
	}
	return inflateRaw(raw, maxStateBytes)
}

// cutValues returns js with each span replaced by null.
func cutValues(js []byte, spans [][2]int) []byte {
	sort.Slice(spans, func(a, b int) bool { return spans[a][0] < spans[b][0] })
	out := make([]byte, 0, len(js))
	at := 0
	for _, sp := range spans {
		out = append(append(out, js[at:sp[0]]...), "null"...)
		at = sp[1]
	}
	return append(out, js[at:]...)
}

// stateFields is State without its methods, to embed in decodeState.
type stateFields State
