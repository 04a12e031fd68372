package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/compare"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/engine/report"
)

// extraFlags holds the options of -compare, -prizes, -whatif,
// -check-printed and -boards (docs/tiebreaks.md §12.2).
type extraFlags struct {
	compare  string // items separated by commas
	whatIf   bool   // -whatif
	printed  bool   // -check-printed
	boards   bool   // -boards
	minText  string // -boards-min, as given
	minGames int
	prizes   string // amounts separated by commas
	unit     string // rounding unit of the prizes
	equal    bool   // share equally instead of by the Hort system

	prizeV []engine.Value
	unitV  engine.Value
}

// registerExtra adds -compare, -prizes, -prize-unit and -prize-equal to fs.
func registerExtra(fs *flag.FlagSet) *extraFlags {
	x := &extraFlags{}
	fs.StringVar(&x.compare, "compare", "", "standings side by side, rank changes marked: editions (fide2026,fide2024,...), "+
		"preset ids (or preset:ID) or tie-break lists (BH/C1+BH), separated by commas")
	fs.StringVar(&x.prizes, "prizes", "", "prizes for places 1, 2, ... (e.g. 100,80,60,40), shared among participants tied on points by the Hort system")
	fs.StringVar(&x.unit, "prize-unit", "0.01", "rounding unit of the prize amounts (e.g. 0.01 or 1)")
	fs.BoolVar(&x.equal, "prize-equal", false, "with -prizes: share the prizes of tied places equally instead of by the Hort system")
	fs.BoolVar(&x.printed, "check-printed", false, "compare the tie-break columns the input prints (TB1, TB2 … of a chess-results export) with the computed values: which rules and tie-break reproduce each; exit 1 when one is not reproduced (table or json)")
	fs.BoolVar(&x.boards, "boards", false, "board prizes of a team event: each board's players ranked by performance rating, then percentage, then games (table or json)")
	fs.StringVar(&x.minText, "boards-min", "", "with -boards: the fewest games over the board that rank a player (default 1)")
	fs.BoolVar(&x.whatIf, "whatif", false, "for every result of the games of the last round still without one, each participant's best and worst rank and what gives the best (table or json)")
	return x
}

// check validates the flags once parsed; its errors are usage errors.
func (x *extraFlags) check(o options) error {
	if x.printed && (x.whatIf || x.compare != "" || x.prizes != "" || o.explain != "" || (o.out != "table" && o.out != "json") || o.tb != "" || o.preset != "") {
		return usageError{"-check-printed prints its own table or JSON: use it without -tb, -preset, -compare, -prizes, -whatif and -explain, with -o table or json"}
	}
	if x.minText != "" && !x.boards {
		return usageError{"-boards-min goes with -boards"}
	}
	if x.boards {
		if x.printed || x.whatIf || x.compare != "" || x.prizes != "" || o.explain != "" || (o.out != "table" && o.out != "json") || o.tb != "" || o.preset != "" || o.lots != "" {
			return usageError{"-boards prints its own table or JSON: use it without -tb, -preset, -lots, -compare, -prizes, -whatif, -check-printed and -explain, with -o table or json"}
		}
		n, err := boardsMin(x.minText)
		if err != nil {
			return err
		}
		x.minGames = n
	}
	if x.whatIf && (x.compare != "" || x.prizes != "" || o.explain != "" || (o.out != "table" && o.out != "json") || o.round != 0) {
		return usageError{"-whatif prints its own table or JSON: use it without -compare, -prizes, -explain and -round, with -o table or json"}
	}
	if x.compare != "" {
		switch {
		case x.prizes != "":
			return usageError{"give either -compare or -prizes, not both"}
		case o.out != "table":
			return usageError{"-compare prints a table: -o must be table"}
		case o.explain != "":
			return usageError{"-compare and -explain cannot be combined"}
		}
		if _, err := x.columns(engine.Options{}); err != nil {
			return err
		}
	}
	if x.prizes == "" {
		return nil
	}
	if o.out != "table" || o.explain != "" {
		return usageError{"-prizes prints a table after the standings: use -o table without -explain"}
	}
	if err := engine.CheckPrizes(strings.Count(x.prizes, ",") + 1); err != nil {
		return fmt.Errorf("-prizes: %w", err) // before any amount is read
	}
	for _, f := range strings.Split(x.prizes, ",") {
		v, err := engine.ParseAmount(f)
		if err != nil {
			return usageError{"-prizes: " + err.Error()}
		}
		x.prizeV = append(x.prizeV, v)
	}
	v, err := engine.ParsePrizeUnit(x.unit)
	if err != nil {
		return usageError{"-prize-unit: " + err.Error() + ", such as 0.01 or 1"}
	}
	x.unitV = v
	return nil
}

// columns turns the -compare items into computations based on base: an
// edition id is the base list under that edition; a preset id (or
// preset:ID) is that preset; anything else is a tie-break list whose
// descriptors are joined by '+'. An edition id wins over the preset of the
// same name (uscf); write preset:uscf for the preset.
func (x *extraFlags) columns(base engine.Options) ([]compare.Column, error) {
	// The items counted before any is read.
	if err := engine.CheckCompare(engine.CountFields(x.compare, func(r rune) bool { return r == ',' })); err != nil {
		return nil, fmt.Errorf("-compare: %w", err)
	}
	var cols []compare.Column
	for _, item := range strings.Split(x.compare, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		o := base
		id, isPreset := strings.CutPrefix(item, "preset:")
		if !isPreset {
			if ed, err := engine.ParseEdition(item); err == nil {
				o.Edition = ed
				cols = append(cols, compare.Column{Label: ed.String(), Options: o})
				continue
			}
			isPreset = knownPreset(item)
		}
		if isPreset {
			if !knownPreset(id) {
				return nil, usageError{fmt.Sprintf("-compare: unknown preset %q (known: %s)", id, strings.Join(engine.PresetIDs(), ", "))}
			}
			o.TieBreaks, o.Preset = nil, id
			cols = append(cols, compare.Column{Label: id, Options: o})
			continue
		}
		list, err := engine.ParseList(strings.ReplaceAll(item, "+", ","))
		if err != nil {
			return nil, usageError{fmt.Sprintf("-compare: %q is not an edition (%s), a preset or a tie-break list: %v", item, editionList(), err)}
		}
		if list == nil {
			list = []engine.Descriptor{}
		}
		o.TieBreaks, o.Preset = list, ""
		cols = append(cols, compare.Column{Label: strings.Join(engine.Keys(list), "+"), Options: o})
	}
	if len(cols) == 0 {
		return nil, usageError{"-compare: give at least one edition, preset or tie-break list"}
	}
	return cols, nil
}

func knownPreset(id string) bool {
	for _, p := range engine.PresetIDs() {
		if p == id {
			return true
		}
	}
	return false
}

// runCompare computes every column of -compare and prints them side by side.
func (x *extraFlags) runCompare(w io.Writer, name string, ev *engine.Event, opt engine.Options, lang string) error {
	cols, err := x.columns(opt)
	if err != nil {
		return err
	}
	cmp, err := compare.Columns(ev, cols)
	if err != nil {
		if _, ok := err.(*engine.UsageError); ok {
			return err
		}
		return fmt.Errorf("%s: %v", name, err)
	}
	return report.CompareTable(w, cmp, lang)
}

// writePrizes prints the prize distribution of -prizes after the standings.
func (x *extraFlags) writePrizes(w io.Writer, st *engine.Standings, lang string) error {
	awards, diff, err := prizes.Hort(st, x.prizeV, x.unitV, x.equal)
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	return report.HortTable(w, awards, diff, x.unitV, x.equal, lang)
}
