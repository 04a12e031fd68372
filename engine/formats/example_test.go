package formats_test

import (
	"fmt"

	"github.com/spareggi/spareggi/engine/formats"
)

func ExampleReadTRF() {
	trf := `012 Club championship
042 2026/03/14
092 Individual: Swiss-System
XXR 2
001    1 m GM Rossi, Marco                      2210 ITA                         1.5    1     2 w 1  0000 - H
001    2 w    Verdi, Anna                       1920 ITA                         1.0    2     1 b 0     3 w 1
001    3 m    Neri, Paolo                       1850 ITA                         1.0    3  0000 - U     2 b 0
`
	ev, warnings, err := formats.ReadTRF([]byte(trf), "club.trf")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ev.Name, ev.StartDate, ev.System, ev.Rounds, "rounds,", len(warnings), "warnings")
	for _, p := range ev.Players {
		fmt.Printf("%d %-13s %s %v", p.StartNo, p.Name, p.Title, *p.DeclaredPoints)
		for _, e := range p.Rounds {
			fmt.Printf(" | %v %d %v", e.Kind, e.Opponent, e.Colour)
		}
		fmt.Println()
	}

	// An invalid result code is reported with its line and column.
	_, _, err = formats.ReadTRF([]byte("001    1      A                                                                  1.0    1     2 w Q\n"), "bad.trf")
	fmt.Println(err)
	// Output:
	// Club championship 2026/03/14 swiss 2 rounds, 0 warnings
	// 1 Rossi, Marco  GM 1.5 | win 2 w | half-point bye 0 -
	// 2 Verdi, Anna    1.0 | loss 1 b | win 3 w
	// 3 Neri, Paolo    1.0 | pairing-allocated bye 0 - | loss 2 b
	// bad.trf:1:99: Result code "Q" is not valid (player 1, round 1). Expected one of 1 = 0 W D L + - H F U Z or blank.
}
