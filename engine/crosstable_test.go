package engine

import (
	"strconv"
	"strings"
	"testing"
)

// xb builds an event from partial data, as the seed documents give it: the
// rounds of the participants under test, and the final scores of their
// opponents, which filler games make true. Every filler plays one game and
// is absent (ZPB) otherwise, so fillers never change the opponents' scores
// over the board.
type xb struct {
	t      testing.TB
	rounds int
	ev     *Event
	byNo   map[int]*Player
	filler int
}

// newXB starts an event of the given number of rounds with 1 / ½ / 0 scoring.
func newXB(t testing.TB, rounds int) *xb {
	return &xb{t: t, rounds: rounds, ev: &Event{Scoring: DefaultScoring(), System: Swiss, Rounds: rounds, PlayedRounds: rounds},
		byNo: map[int]*Player{}, filler: 1000}
}

// p returns the player with start number s, creating him if needed.
func (b *xb) p(s int) *Player {
	if p := b.byNo[s]; p != nil {
		return p
	}
	p := &Player{StartNo: s, Name: "Player " + strconv.Itoa(s), Rating: 1500, Rounds: make([]Entry, b.rounds)}
	b.byNo[s] = p
	return p
}

// name sets a player's name and rating.
func (b *xb) name(s int, name string, rating int) *xb {
	p := b.p(s)
	p.Name, p.Rating = name, rating
	return b
}

var opposite = map[Kind]Kind{Win: Loss, Draw: Draw, Loss: Win, ForfeitWin: ForfeitLoss, ForfeitLoss: ForfeitWin}

// row sets player s's rounds from seed-style tokens, one per round:
// "+19", "=3", "-9" (a game won, drawn, lost against 19, 3, 9; an optional
// colour letter w or b follows the opponent, otherwise White in odd rounds),
// "+f5" / "-f5" (forfeit won / lost against 5), "+F" / "-F" (forfeit won /
// lost, opponent unknown), "U", "F", "H", "Z" (byes), "." (left for fill).
// The opponent's round is set to match.
func (b *xb) row(s int, tokens string) *xb {
	for r, tok := range strings.Fields(tokens) {
		b.set(s, r, tok)
	}
	return b
}

func (b *xb) set(s, r int, tok string) {
	p := b.p(s)
	switch tok {
	case ".":
		return
	case "U", "F", "H", "Z":
		p.Rounds[r] = Entry{Kind: map[string]Kind{"U": PAB, "F": FPB, "H": HPB, "Z": ZPB}[tok]}
		return
	case "+F":
		p.Rounds[r] = Entry{Kind: ForfeitWin}
		return
	case "-F":
		p.Rounds[r] = Entry{Kind: ForfeitLoss}
		return
	}
	kind := map[byte]Kind{'+': Win, '=': Draw, '-': Loss}[tok[0]]
	body := tok[1:]
	if strings.HasPrefix(body, "f") {
		body = body[1:]
		kind = map[Kind]Kind{Win: ForfeitWin, Loss: ForfeitLoss}[kind]
	}
	col := White
	if r%2 == 1 {
		col = Black
	}
	switch {
	case strings.HasSuffix(body, "w"):
		col, body = White, strings.TrimSuffix(body, "w")
	case strings.HasSuffix(body, "b"):
		col, body = Black, strings.TrimSuffix(body, "b")
	}
	o, err := strconv.Atoi(body)
	if err != nil || kind == NotYet {
		b.t.Fatalf("bad token %q", tok)
	}
	ocol := map[Colour]Colour{White: Black, Black: White}[col]
	if kind.Forfeit() {
		col, ocol = NoColour, NoColour
	}
	p.Rounds[r] = Entry{Kind: kind, Opponent: o, Colour: col}
	b.p(o).Rounds[r] = Entry{Kind: opposite[kind], Opponent: s, Colour: ocol}
}

// withdraw makes player s absent (ZPB) from round after+1 on.
func (b *xb) withdraw(s, after int) *xb {
	p := b.p(s)
	for r := after; r < b.rounds; r++ {
		p.Rounds[r] = Entry{Kind: ZPB, Detail: DetailWithdrawn}
	}
	return b
}

// fill completes player s's rounds not yet set with games against fillers,
// so that his final score is the given number of tenths.
func (b *xb) fill(s int, tenths Score) *xb {
	p := b.p(s)
	var have Score
	for _, e := range p.Rounds {
		have += b.ev.Scoring.Points(e)
	}
	need := tenths - have
	w, d := b.ev.Scoring.W(), b.ev.Scoring.D()
	for r := range p.Rounds {
		if p.Rounds[r].Kind != NotYet {
			continue
		}
		b.filler++
		tok := "-"
		switch {
		case need >= w:
			tok, need = "+", need-w
		case need >= d:
			tok, need = "=", need-d
		}
		b.set(s, r, tok+strconv.Itoa(b.filler))
	}
	if need != 0 {
		b.t.Fatalf("player %d cannot reach %s", s, tenths)
	}
	return b
}

// fills calls fill for each start number / score (in tenths) pair.
func (b *xb) fills(pairs ...int) *xb {
	for i := 0; i+1 < len(pairs); i += 2 {
		b.fill(pairs[i], Score(pairs[i+1]))
	}
	return b
}

// event returns the event: every round still unset becomes a ZPB.
func (b *xb) event() *Event {
	ev := b.ev
	ev.Players = nil
	max := 0
	for s := range b.byNo {
		max = maxInt(max, s)
	}
	for s := 1; s <= max; s++ {
		if p := b.byNo[s]; p != nil {
			ev.Players = append(ev.Players, *p)
		}
	}
	for i := range ev.Players {
		for r := range ev.Players[i].Rounds {
			if ev.Players[i].Rounds[r].Kind == NotYet {
				ev.Players[i].Rounds[r] = Entry{Kind: ZPB}
			}
		}
	}
	return ev
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// explainOf computes list for player s with explanations and returns the
// explanation of the k-th descriptor.
func explainOf(t testing.TB, ev *Event, ed Edition, list string, s, k int) *Explanation {
	t.Helper()
	l, err := ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Compute(ev, Options{Edition: ed, TieBreaks: l, Explain: s})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Rows {
		if r.Player.StartNo == s {
			if ex := r.Values[k].Explanation(); ex != nil {
				return ex
			}
			t.Fatalf("no explanation of %s for player %d", list, s)
		}
	}
	t.Fatalf("no player %d", s)
	return nil
}

// elementScore returns the score of the element of round r (1-based).
func elementScore(t testing.TB, ex *Explanation, r int) string {
	t.Helper()
	for _, e := range ex.Elements() {
		if e.Round == r {
			return e.Score.Format(1)
		}
	}
	t.Fatalf("no element for round %d", r)
	return ""
}

// ranks computes list and returns the rank of every start number.
func ranks(t testing.TB, ev *Event, ed Edition, list string) map[int]int {
	t.Helper()
	l, err := ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	if l == nil {
		l = []Descriptor{}
	}
	st, err := Compute(ev, Options{Edition: ed, TieBreaks: l})
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]int{}
	for _, r := range st.Rows {
		out[r.Player.StartNo] = r.Rank
	}
	return out
}
