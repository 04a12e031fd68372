package grid

import (
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// The rounds of a grid (docs/formats.md §8.5): a grid gives neither rounds
// nor colours, so its games are placed in the rounds of the FIDE Berger
// tables, for the grid of players and the team grid alike.

// SyntheticRounds says, with I-GRID-SYNTHETIC-ROUNDS at line, that the
// games of a grid were placed in the rounds of the Berger tables without
// knowing the draw order (§8.5).
func (in *Input) SyntheticRounds(d *Dialect, line int) {
	in.D.AddMsg(&scan.Diagnostic{Severity: scan.SeverityInfo, Code: scan.IGridSyntheticRounds, Line: line}, msg.Message{ID: *d.Synthetic})
}

// gridTable is the table of a grid of n participants with k games (or
// matches) per pairing, before its rows (§8.5): k cycles of the Berger
// tables for n rounded up to even, a round robin (double for k = 2) whose
// rounds are synthetic until Q-BERGER says otherwise.
func Table(d *Dialect, n, k int) *table.Table {
	single, double := msg.ReasonSystemGrid, msg.ReasonSystemGridDouble
	if d.Table == "team grid" {
		single, double = msg.ReasonSystemTeamGrid, msg.ReasonSystemTeamGridDbl
	}
	t := &table.Table{Version: table.VersionRoundRobin, StartNumbers: engine.StartNumbersRowKey, RoundOrder: engine.RoundOrderSynthetic,
		Rounds: k * (n + n%2 - 1), System: engine.RoundRobin, SystemReason: msg.Message{ID: single}}
	if k == 2 {
		t.System, t.SystemReason = engine.DoubleRoundRobin, msg.Message{ID: double}
	}
	return t
}

// BergerRound returns the round (1-based) in which pairing numbers i and j
// (1-based, i ≠ j) meet in the FIDE Berger tables for m players (m even).
func BergerRound(i, j, m int) int {
	if i == m {
		i, j = j, i
	}
	if j == m {
		return (2*i-2)%(m-1) + 1
	}
	return (i+j-2)%(m-1) + 1
}

// BergerColour returns the colour of pairing number i against j in the
// FIDE Berger tables for m players (m even); second reverses it (the
// second cycle of a double round robin). With i, j < m the lower number
// has White when i + j is odd; player m has White against i > m/2.
func BergerColour(i, j, m int, second bool) engine.Colour {
	white := false
	switch {
	case j == m:
		white = i <= m/2
	case i == m:
		white = j > m/2
	case (i+j)%2 == 1:
		white = i < j
	default:
		white = i > j
	}
	if white != second {
		return engine.White
	}
	return engine.Black
}

// AskBerger asks Q-BERGER (§8.5): whether the column order is the draw
// order, so that the Berger tables give the real rounds and colours. The
// default is no (synthetic rounds, unknown colours).
func (in *Input) AskBerger(line, n int) bool {
	q := scan.Asked(scan.Question{ID: string(scan.QBerger), Line: line, Col: 1, Default: "no",
		Options: []scan.QuestionOption{{ID: "yes", Label: msg.Message{ID: msg.OptBergerYes}}, {ID: "no", Label: msg.Message{ID: msg.OptBergerNo}}}}, scan.MsgI(&msg.AskBerger, n))
	return in.Ask(q) == "yes"
}
