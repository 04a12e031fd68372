package engine

import (
	"strconv"
	"strings"
	"testing"
)

// build makes an event from a compact crosstable for unit tests. Each row is
// "RATING: BLOCK BLOCK ..." for start numbers 1, 2, ...; a block is
// OPP COLOUR RESULT ("5w1", "12b=", "3w+", "4b-", "7-0" for a played game
// with unknown colour) or a bye letter U F H Z, or "." (not yet played).
func build(t testing.TB, date string, sys System, rows ...string) *Event {
	t.Helper()
	ev := &Event{Scoring: DefaultScoring(), System: sys}
	if date != "" {
		p := strings.Split(date, "/")
		y, _ := strconv.Atoi(p[0])
		m, _ := strconv.Atoi(p[1])
		d, _ := strconv.Atoi(p[2])
		ev.StartDate = Date{Y: y, M: m, D: d}
	}
	for i, row := range rows {
		head, body, ok := strings.Cut(row, ":")
		if !ok {
			t.Fatalf("row %d: missing ':'", i+1)
		}
		rating, _ := strconv.Atoi(strings.TrimSpace(head))
		p := Player{StartNo: i + 1, Name: "Player " + strconv.Itoa(i+1), Rating: rating}
		for _, b := range strings.Fields(body) {
			p.Rounds = append(p.Rounds, block(t, b))
		}
		if len(p.Rounds) > ev.Rounds {
			ev.Rounds = len(p.Rounds)
		}
		ev.Players = append(ev.Players, p)
	}
	for r := 0; r < ev.Rounds; r++ {
		for _, p := range ev.Players {
			if r < len(p.Rounds) && p.Rounds[r].Opponent > 0 {
				ev.PlayedRounds = r + 1
			}
		}
	}
	// double forfeits
	for i := range ev.Players {
		for r, e := range ev.Players[i].Rounds {
			if e.Kind == ForfeitLoss && e.Opponent > 0 {
				o := ev.Player(e.Opponent)
				if o != nil && o.Rounds[r].Kind == ForfeitLoss {
					ev.Players[i].Rounds[r].Detail = DetailDoubleForfeit
				}
			}
		}
	}
	return ev
}

func block(t testing.TB, b string) Entry {
	switch b {
	case "U":
		return Entry{Kind: PAB}
	case "F":
		return Entry{Kind: FPB}
	case "H":
		return Entry{Kind: HPB}
	case "Z":
		return Entry{Kind: ZPB}
	case ".":
		return Entry{Kind: NotYet}
	}
	n := len(b)
	opp, err := strconv.Atoi(b[:n-2])
	if err != nil {
		t.Fatalf("bad block %q", b)
	}
	e := Entry{Opponent: opp}
	switch b[n-2] {
	case 'w':
		e.Colour = White
	case 'b':
		e.Colour = Black
	case '-':
		e.Colour = UnknownColour
	}
	e.Kind = map[byte]Kind{'1': Win, '=': Draw, '0': Loss, '+': ForfeitWin, '-': ForfeitLoss, 'W': WinUnrated,
		'D': DrawUnrated, 'L': LossUnrated, 'X': NotYet}[b[n-1]]
	if e.Kind.Forfeit() && e.Colour == UnknownColour {
		e.Colour = NoColour
	}
	if e.Kind == 0 && b[n-1] != 'X' {
		t.Fatalf("bad result in %q", b)
	}
	return e
}

// values computes one descriptor list and returns, per start number, the
// formatted values.
func values(t testing.TB, ev *Event, ed Edition, list string) map[int][]string {
	t.Helper()
	l, err := ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Compute(ev, Options{Edition: ed, TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	out := map[int][]string{}
	for _, r := range st.Rows {
		for _, v := range r.Values {
			s := v.String()
			if !v.Defined {
				s = "null"
			}
			out[r.Player.StartNo] = append(out[r.Player.StartNo], s)
		}
	}
	return out
}
