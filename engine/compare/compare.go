// Package compare computes the standings of one event several ways (rule
// editions, presets, tie-break lists) and sets the ranks side by side
// (docs/tiebreaks.md §12.2). It reads only the engine's exported API.
package compare

import (
	"sort"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// Column is one computation of a comparison: a label and the options it
// uses (an edition, a preset, a tie-break list ...).
type Column struct {
	Label   string
	Options engine.Options
}

// Computed is one computed column of a Comparison.
type Computed struct {
	Label     string
	Standings *engine.Standings
}

// Row is one participant of a Comparison: the rank in every column.
type Row struct {
	Start  int
	Name   string
	Points engine.Value
	// Ranks holds the participant's rank in each column, Shared whether
	// that rank is shared with others (a tie left unbroken).
	Ranks  []int
	Shared []bool
	// Moved[k] is set when the rank in column k differs from the rank in
	// the first column.
	Moved []bool
	// Changed is set when the rank is not the same in every column.
	Changed bool
}

// Comparison holds the standings of one event computed several ways, side
// by side (docs/tiebreaks.md §12.2 -compare).
type Comparison struct {
	Columns []Computed
	// Rows are in the order of the first column's ranking (a shared rank by
	// start number).
	Rows []Row
	// Changed counts the participants whose rank is not the same in every
	// column.
	Changed int
}

// Editions computes the standings of ev under each edition, with everything
// else taken from base (the tie-break list, preset, round, system ...), and
// returns them side by side with each participant's rank per edition and a
// flag when it changes. At least one edition is needed.
func Editions(ev *engine.Event, base engine.Options, editions []engine.Edition) (*Comparison, error) {
	if err := engine.CheckCompare(len(editions)); err != nil {
		return nil, err
	}
	cols := make([]Column, len(editions))
	for k, ed := range editions {
		o := base
		o.Edition = ed
		cols[k] = Column{Label: ed.String(), Options: o}
	}
	return Columns(ev, cols)
}

// Presets computes the standings of ev with each preset (its list
// and, unless base names an edition, its edition) side by side.
func Presets(ev *engine.Event, base engine.Options, presetIDs []string) (*Comparison, error) {
	if err := engine.CheckCompare(len(presetIDs)); err != nil {
		return nil, err
	}
	cols := make([]Column, len(presetIDs))
	for k, id := range presetIDs {
		o := base
		o.TieBreaks, o.Preset = nil, id
		cols[k] = Column{Label: id, Options: o}
	}
	return Columns(ev, cols)
}

// Columns computes one standings per column and compares the ranks.
func Columns(ev *engine.Event, cols []Column) (*Comparison, error) {
	if err := engine.CheckCompareColumns(len(cols)); err != nil {
		return nil, err
	}
	if ev == nil || len(ev.Players) == 0 && ev.Teams == nil { // a team event may have teams only (docs/formats.md §7.8)
		return nil, engine.Coded(msg.ErrNoPlayers)
	}
	cmp := &Comparison{}
	rank := make([]map[int]engine.Row, len(cols))
	shared := make([]map[int]bool, len(cols))
	for k, col := range cols {
		st, err := engine.Compute(ev, col.Options)
		if err != nil {
			return nil, err
		}
		cmp.Columns = append(cmp.Columns, Computed{Label: col.Label, Standings: st})
		rank[k], shared[k] = map[int]engine.Row{}, map[int]bool{}
		for _, r := range st.Rows {
			rank[k][r.Player.StartNo] = r
		}
		for _, t := range st.Ties {
			for _, s := range t {
				shared[k][s] = true
			}
		}
	}
	for _, r := range cmp.Columns[0].Standings.Rows {
		s := r.Player.StartNo
		row := Row{Start: s, Name: r.Player.Name, Points: r.Points, Ranks: make([]int, len(cols)),
			Shared: make([]bool, len(cols)), Moved: make([]bool, len(cols))}
		for k := range cols {
			row.Ranks[k], row.Shared[k] = rank[k][s].Rank, shared[k][s]
			if row.Ranks[k] != row.Ranks[0] {
				row.Moved[k], row.Changed = true, true
			}
		}
		if row.Changed {
			cmp.Changed++
		}
		cmp.Rows = append(cmp.Rows, row)
	}
	sort.SliceStable(cmp.Rows, func(a, b int) bool { return cmp.Rows[a].Ranks[0] < cmp.Rows[b].Ranks[0] })
	return cmp, nil
}
