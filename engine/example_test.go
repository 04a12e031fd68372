package engine_test

import (
	"fmt"
	"os"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
)

const exampleTRF = `012 Example
042 2026/05/01
092 Individual: Swiss-System
XXR 3
001    1      Rossi, Marco                      2210                             2.5    1     2 w 1     3 b =     4 w 1
001    2      Bianchi, Luca                     2100                             1.0    3     1 b 0  0000 - U     3 w 0
001    3      Verdi, Anna                       1950                             2.0    2     4 w =     1 w =     2 b 1
001    4      Neri, Paolo                       1850                             1.0    4     3 b =  0000 - H     1 b 0
`

// Compute ranks a tournament by points and a tie-break list, under an
// explicit rule edition.
func ExampleCompute() {
	ev, _, err := formats.ReadTRF([]byte(exampleTRF), "example.trf")
	if err != nil {
		fmt.Println(err)
		return
	}
	list, _ := engine.ParseList("BH/C1,BH,SB")
	st, err := engine.Compute(ev, engine.Options{Edition: engine.Fide2026, TieBreaks: list})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range st.Rows {
		fmt.Println(r.Rank, r.Player.Name, r.Points.Format(1), r.Values[0], r.Values[1], r.Values[2])
	}
	// Output:
	// 1 Rossi, Marco 2.5 3.0 4.0 3.00
	// 2 Verdi, Anna 2.0 3.5 4.5 2.75
	// 3 Neri, Paolo 1.0 4.5 5.5 1.50
	// 4 Bianchi, Luca 1.0 4.5 5.5 1.00
}

// Explanations keep every round's contribution, so a value can be checked
// by hand.
func ExampleCompute_explain() {
	ev, _, _ := formats.ReadTRF([]byte(exampleTRF), "example.trf")
	list, _ := engine.ParseList("BH")
	st, _ := engine.Compute(ev, engine.Options{Edition: engine.Fide2026, TieBreaks: list, Explain: 2})
	report.Explain(os.Stdout, st, 2, "en")
	// Output:
	// 2 Bianchi, Luca: 1.0 points, rank 3. Rules: fide2026 (FIDE C.07 (from 1 March 2026)).
	//
	// BH = 5.5
	//   (C.07 8.1, fide2026)
	//   R1 loss vs 1 (2.5); points 0; contributes 2.5
	//   R2 pairing-allocated bye: dummy opponent with own score 1 (the 16.4.2 cap 1.5 does not bind) → 1; points 1; contributes 1
	//   R3 loss vs 3 (2); points 0; contributes 2
	//   Total: 5.5.
	//   Note: An own unplayed round counts as a game against a dummy opponent with the player's own final score, but not more than the scheduled opponent's adjusted score for a forfeit (16.4.1) or the draw value times the number of rounds otherwise (16.4.2).
	//   Note: Opponents count at their adjusted score (C.07 16.3): their unplayed rounds at face value, except requested byes followed only by unplayed rounds, which count as draws.
}
