package engine

import (
	"errors"
	"sort"

	"github.com/spareggi/spareggi/internal/msg"
)

// Column is one computation of a comparison: a label and the options it
// uses (an edition, a preset, a tie-break list ...).
type Column struct {
	Label   string
	Options Options
}

// CompareColumn is one computed column of a Comparison.
type CompareColumn struct {
	Label     string
	Standings *Standings
}

// CompareRow is one participant of a Comparison: the rank in every column.
type CompareRow struct {
	Start  int
	Name   string
	Points Value
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
	Columns []CompareColumn
	// Rows are in the order of the first column's ranking (a shared rank by
	// start number).
	Rows []CompareRow
	// Changed counts the participants whose rank is not the same in every
	// column.
	Changed int
}

// Compare computes the standings of ev under each edition, with everything
// else taken from base (the tie-break list, preset, round, system ...), and
// returns them side by side with each participant's rank per edition and a
// flag when it changes. At least one edition is needed.
func Compare(ev *Event, base Options, editions []Edition) (*Comparison, error) {
	if err := CheckCompare(len(editions)); err != nil {
		return nil, err
	}
	cols := make([]Column, len(editions))
	for k, ed := range editions {
		o := base
		o.Edition = ed
		cols[k] = Column{Label: ed.String(), Options: o}
	}
	return CompareColumns(ev, cols)
}

// ComparePresets computes the standings of ev with each preset (its list
// and, unless base names an edition, its edition) side by side.
func ComparePresets(ev *Event, base Options, presetIDs []string) (*Comparison, error) {
	if err := CheckCompare(len(presetIDs)); err != nil {
		return nil, err
	}
	cols := make([]Column, len(presetIDs))
	for k, id := range presetIDs {
		o := base
		o.TieBreaks, o.Preset = nil, id
		cols[k] = Column{Label: id, Options: o}
	}
	return CompareColumns(ev, cols)
}

// CompareColumns computes one standings per column and compares the ranks.
func CompareColumns(ev *Event, cols []Column) (*Comparison, error) {
	if err := CheckCompare(len(cols)); err != nil {
		return nil, err
	}
	if len(cols) == 0 {
		return nil, usage(msg.ErrCompareNothing)
	}
	if ev == nil || len(ev.Players) == 0 && ev.Teams == nil { // a team event may have teams only (docs/formats.md §7.8)
		return nil, errors.New("the tournament has no players")
	}
	cmp := &Comparison{}
	rank := make([]map[int]Row, len(cols))
	shared := make([]map[int]bool, len(cols))
	for k, col := range cols {
		st, err := Compute(ev, col.Options)
		if err != nil {
			return nil, err
		}
		cmp.Columns = append(cmp.Columns, CompareColumn{Label: col.Label, Standings: st})
		rank[k], shared[k] = map[int]Row{}, map[int]bool{}
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
		row := CompareRow{Start: s, Name: r.Player.Name, Points: r.Points, Ranks: make([]int, len(cols)),
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
