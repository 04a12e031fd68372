package request

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// FieldError is a field refused by Parse: Field is its stable name (the
// JS API's option, the CLI's flag without the dash), Err why. With names
// another field given that cannot go with it. Usage is false only for a
// tie-break list read and refused (the CLI exits 1 for it, docs/tiebreaks.md
// §12.2); Err may be an *engine.UsageError (a limit passed) or an
// *engine.RangeError, which the front ends word in their language.
type FieldError struct {
	Field string
	With  string
	Err   error
	Usage bool
}

// Error returns "field: why".
func (e *FieldError) Error() string {
	if e.With != "" {
		return fmt.Sprintf("give either %s or %s, not both", e.Field, e.With)
	}
	return e.Field + ": " + e.Err.Error()
}

// Unwrap returns why.
func (e *FieldError) Unwrap() error { return e.Err }

// The fields' stable names.
const (
	FieldMode      = "mode"
	FieldFormat    = "format"
	FieldAnswers   = "answers"
	FieldRules     = "rules"
	FieldTieBreaks = "tiebreaks"
	FieldPreset    = "preset"
	FieldRound     = "round"
	FieldSystem    = "system"
	FieldUnrated   = "unrated"
	FieldLots      = "lots"
	FieldExplain   = "explain"
	FieldCompare   = "compare"
	FieldPrizes    = "prizes"
	FieldPrizeUnit = "prize-unit"
	FieldEqual     = "prize-equal"
	FieldBoardsMin = "boards-min"
)

// refused lists, per mode, the fields given that it cannot use: a mode
// prints its own document, so that a choice it would ignore is an error,
// not silence.
var refused = [...][]string{
	Standings: {FieldCompare, FieldPrizes, FieldPrizeUnit, FieldEqual, FieldBoardsMin},
	Compare:   {FieldExplain, FieldPrizes, FieldPrizeUnit, FieldEqual, FieldBoardsMin},
	Prizes:    {FieldExplain, FieldCompare, FieldBoardsMin},
	WhatIf:    {FieldRound, FieldExplain, FieldCompare, FieldPrizes, FieldPrizeUnit, FieldEqual, FieldBoardsMin},
	Check:     {FieldTieBreaks, FieldPreset, FieldExplain, FieldCompare, FieldPrizes, FieldPrizeUnit, FieldEqual, FieldBoardsMin},
	Boards:    {FieldTieBreaks, FieldPreset, FieldLots, FieldExplain, FieldCompare, FieldPrizes, FieldPrizeUnit, FieldEqual},
	Convert:   {FieldExplain, FieldCompare, FieldPrizes, FieldPrizeUnit, FieldEqual, FieldBoardsMin},
}

// Accepts reports whether mode m uses field (a stable name).
func (m Mode) Accepts(field string) bool {
	if int(m) >= len(refused) {
		return false
	}
	for _, f := range refused[m] {
		if f == field {
			return false
		}
	}
	return true
}

// given returns the names of the fields of f that are set.
func (f Fields) given() []string {
	var out []string
	for _, g := range []struct {
		name string
		set  bool
	}{
		{FieldTieBreaks, f.ListSet}, {FieldPreset, f.Preset != ""}, {FieldRound, f.Round != ""},
		{FieldLots, f.Lots != ""}, {FieldExplain, f.Explain != ""}, {FieldCompare, f.Compare != ""},
		{FieldPrizes, f.Prizes != ""}, {FieldPrizeUnit, f.PrizeUnit != ""}, {FieldEqual, f.PrizeEqual},
		{FieldBoardsMin, f.BoardsMin != ""},
	} {
		if g.set {
			out = append(out, g.name)
		}
	}
	return out
}

// Parse validates f into a Request: every field read once, each error a
// *FieldError naming its field. Lists are counted against their limits
// (engine/limits.go) before any entry is read.
func Parse(f Fields) (Request, error) {
	var r Request
	m, err := ParseMode(f.Mode)
	if err != nil {
		return r, &FieldError{Field: FieldMode, Err: err, Usage: true}
	}
	r.Mode = m
	for _, g := range f.given() {
		if !m.Accepts(g) {
			return r, &FieldError{Field: g, Err: engine.Coded(msg.ErrFieldNotWith, m.String()), Usage: true}
		}
	}
	if r.Read, err = parseRead(f); err != nil {
		return r, err
	}
	if r.Options, err = parseOptions(f); err != nil {
		return r, err
	}
	switch m {
	case Compare:
		if r.Columns, err = Columns(f.Compare, r.Options); err != nil {
			return r, err
		}
	case Prizes:
		if r.Prizes, r.Unit, err = parsePrizes(f.Prizes, f.PrizeUnit); err != nil {
			return r, err
		}
		r.Equal = f.PrizeEqual
	case Boards:
		if r.Options.MinGames, err = boardsMin(f.BoardsMin); err != nil {
			return r, err
		}
	}
	return r, nil
}

// parseRead reads the choices of the reading: file name, format, answers.
func parseRead(f Fields) (formats.Options, error) {
	o := formats.Options{FileName: f.Name, Answers: f.Answers, TextOnly: f.TextOnly}
	format, err := formats.ParseFormat(f.Format)
	if err != nil {
		return o, &FieldError{Field: FieldFormat, Err: err, Usage: true}
	}
	o.Format = format
	if err := engine.CheckAnswers(len(f.Answers)); err != nil {
		return o, &FieldError{Field: FieldAnswers, Err: err, Usage: true}
	}
	return o, nil
}

// parseOptions reads the engine's options: the rules, the list or preset,
// the round, the system, the unrated rating, the lots, the explanation.
func parseOptions(f Fields) (engine.Options, error) {
	var opt engine.Options
	if f.Rules != "" {
		ed, err := engine.ParseEdition(f.Rules)
		if err != nil {
			return opt, &FieldError{Field: FieldRules, Err: err, Usage: true}
		}
		opt.Edition = ed
	}
	if err := parseList(f, &opt); err != nil {
		return opt, err
	}
	sys, err := engine.ParseSystem(f.System)
	if err != nil {
		return opt, &FieldError{Field: FieldSystem, Err: err, Usage: true}
	}
	opt.System = sys
	if f.Lots != "" {
		lots, err := ParseLots(f.Lots)
		if err != nil {
			return opt, &FieldError{Field: FieldLots, Err: err, Usage: true}
		}
		opt.Lots = lots
	}
	if err := parseNumbers(f, &opt); err != nil {
		return opt, err
	}
	if f.Browser {
		opt.MaxComponents = engine.BrowserMaxComponents
	}
	return opt, nil
}

// parseList reads the tie-break list or the preset, not both.
func parseList(f Fields, opt *engine.Options) error {
	if f.ListSet && f.Preset != "" {
		return &FieldError{Field: FieldTieBreaks, With: FieldPreset, Err: errors.New("not both"), Usage: true}
	}
	if f.ListSet {
		list, err := engine.ParseList(f.TieBreaks)
		if err != nil {
			var ue *engine.UsageError
			return &FieldError{Field: FieldTieBreaks, Err: err, Usage: errors.As(err, &ue)}
		}
		if list == nil {
			list = []engine.Descriptor{}
		}
		opt.TieBreaks = list
	}
	if f.Preset != "" {
		if !KnownPreset(f.Preset) {
			return &FieldError{Field: FieldPreset, Err: engine.Coded(msg.ErrPresetUnknown, f.Preset, strings.Join(engine.PresetIDs(), ", ")), Usage: true}
		}
		opt.Preset = f.Preset
	}
	return nil
}

// parseNumbers reads the round, the rating of unrated players and the
// participant explained.
func parseNumbers(f Fields, opt *engine.Options) error {
	if f.Round != "" {
		n, err := strconv.Atoi(strings.TrimSpace(f.Round))
		if err != nil || n < 0 {
			return &FieldError{Field: FieldRound, Err: engine.Coded(msg.ErrRoundField, f.Round), Usage: true}
		}
		opt.Round = n
	}
	if f.Unrated != "" {
		n, err := strconv.Atoi(strings.TrimSpace(f.Unrated))
		if err == nil {
			err = engine.CheckUnrated(n)
		}
		if err != nil {
			return &FieldError{Field: FieldUnrated, Err: engine.Coded(msg.ErrUnratedField, f.Unrated, engine.MaxUnrated), Usage: true}
		}
		opt.Unrated, opt.HasUnrated = n, true
	}
	switch {
	case f.Explain == "":
	case f.Explain == "all":
		opt.Explain = engine.ExplainAll
	default:
		n, err := strconv.Atoi(f.Explain)
		if err != nil || n < 1 {
			return &FieldError{Field: FieldExplain, Err: engine.Coded(msg.ErrExplainField, f.Explain), Usage: true}
		}
		opt.Explain = n
	}
	return nil
}

// KnownPreset reports whether id is a preset's id.
func KnownPreset(id string) bool {
	for _, p := range engine.PresetIDs() {
		if p == id {
			return true
		}
	}
	return false
}

// ParseLots reads "7,3;12,5": ordered groups of start numbers, at most
// engine.MaxLots, counted before any is read (docs/tiebreaks.md §9.5).
func ParseLots(s string) ([][]int, error) {
	if err := engine.CheckLots(engine.CountFields(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })); err != nil {
		return nil, err
	}
	var out [][]int
	for _, g := range strings.Split(s, ";") {
		var group []int
		for _, f := range strings.FieldsFunc(g, func(r rune) bool { return r == ',' || r == ' ' }) {
			n, err := strconv.Atoi(f)
			if err != nil || n < 1 {
				return nil, engine.Coded(msg.ErrLotsStart, f)
			}
			group = append(group, n)
		}
		if len(group) > 0 {
			out = append(out, group)
		}
	}
	if len(out) == 0 {
		return nil, engine.Coded(msg.ErrLotsEmpty)
	}
	return out, nil
}

// FormatLots writes lots as ParseLots reads them.
func FormatLots(lots [][]int) string {
	groups := make([]string, len(lots))
	for i, g := range lots {
		nums := make([]string, len(g))
		for j, n := range g {
			nums[j] = strconv.Itoa(n)
		}
		groups[i] = strings.Join(nums, ",")
	}
	return strings.Join(groups, ";")
}

// boardsMin reads the fewest games that rank a board player: "" is 0.
func boardsMin(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, &FieldError{Field: FieldBoardsMin, Err: engine.Coded(msg.ErrBoardsMinField, s), Usage: true}
	}
	return n, nil
}

// parsePrizes reads the prizes by place and their rounding unit
// (docs/tiebreaks.md §12.2): the amounts counted before any is read.
func parsePrizes(prizes, unit string) ([]engine.Value, engine.Value, error) {
	if prizes == "" {
		return nil, engine.Value{}, &FieldError{Field: FieldPrizes, Err: engine.Coded(msg.ErrPrizesField), Usage: true}
	}
	if err := engine.CheckPrizes(strings.Count(prizes, ",") + 1); err != nil {
		return nil, engine.Value{}, &FieldError{Field: FieldPrizes, Err: err, Usage: true}
	}
	var vs []engine.Value
	for _, f := range strings.Split(prizes, ",") {
		v, err := engine.ParseAmount(f)
		if err != nil {
			return nil, engine.Value{}, &FieldError{Field: FieldPrizes, Err: err, Usage: true}
		}
		vs = append(vs, v)
	}
	if unit == "" {
		unit = "0.01"
	}
	u, err := engine.ParsePrizeUnit(unit)
	if err != nil {
		return nil, engine.Value{}, &FieldError{Field: FieldPrizeUnit, Err: err, Usage: true}
	}
	return vs, u, nil
}
