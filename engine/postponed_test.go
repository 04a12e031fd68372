package engine

import (
	"strings"
	"testing"
)

// TestPostponed: standings after round 3 when a game of round 2 was
// postponed (docs/tiebreaks.md §9.6): the game counts as a game scored
// 0–0 (no points, the opponent's score in Buchholz, no win), the standings
// warn naming it, the event itself is left as it is; when the last round
// is still being played, the default steps back and a round asked beyond
// counts its games without a result 0–0 too; a round without any result
// is refused.
func TestPostponed(t *testing.T) {
	e := func(k Kind, opp int, c Colour) Entry { return Entry{Kind: k, Opponent: opp, Colour: c} }
	ev := &Event{Scoring: DefaultScoring(), System: Swiss, Rounds: 4, PlayedRounds: 3, Players: []Player{
		{StartNo: 1, Name: "A", Rounds: []Entry{e(Win, 2, White), e(NotYet, 3, Black), e(Win, 4, White), e(NotYet, 0, NoColour)}},
		{StartNo: 2, Name: "B", Rounds: []Entry{e(Loss, 1, Black), e(Loss, 4, White), e(Draw, 3, Black), e(NotYet, 0, NoColour)}},
		{StartNo: 3, Name: "C", Rounds: []Entry{e(Draw, 4, White), e(NotYet, 1, White), e(Draw, 2, White), e(NotYet, 0, NoColour)}},
		{StartNo: 4, Name: "D", Rounds: []Entry{e(Draw, 3, Black), e(Win, 2, Black), e(Loss, 1, Black), e(NotYet, 0, NoColour)}},
	}}
	list, err := ParseList("BH,SB,WIN")
	if err != nil {
		t.Fatal(err)
	}
	if LastCompleteRound(ev) != 3 || LastPlayedRound(ev) != 3 {
		t.Fatalf("last complete %d, last played %d; want 3 and 3", LastCompleteRound(ev), LastPlayedRound(ev))
	}
	st, err := Compute(ev, Options{TieBreaks: list, Edition: Fide2024})
	if err != nil || st.Round != 3 {
		t.Fatalf("default: round %d, %v", st.Round, err)
	}
	got := map[int]string{}
	for _, r := range st.Rows {
		got[r.Player.StartNo] = r.Points.Format(1) + " " + r.Values[0].String() + " " + r.Values[1].String() + " " + r.Values[2].String()
	}
	// A: 2 points; BH = B 0.5 + C 1 (the postponed game's opponent) + D 1.5 = 3;
	// SB = B 0.5 + D 1.5 = 2; WIN 2. C: 1 point, BH = D 1.5 + A 2 + B 0.5 = 4.
	for start, want := range map[int]string{1: "2.0 3.0 2.00 2", 3: "1.0 4.0 1.00 0"} {
		if got[start] != want {
			t.Errorf("player %d: %s, want %s", start, got[start], want)
		}
	}
	if len(st.Notices) != 1 || st.Notices[0].Code() != "postponed" || !strings.Contains(st.Notices[0].English(), "R2 1–3") {
		t.Errorf("warnings %v", st.Notices)
	}
	if k := st.Event.Players[0].Rounds[1]; k.Kind != Loss || k.Detail != DetailPostponed || ev.Players[0].Rounds[1].Kind != NotYet {
		t.Errorf("the counted game %+v, the event's own %+v", k, ev.Players[0].Rounds[1])
	}
	if _, err := Compute(ev, Options{TieBreaks: list, Round: 4}); err == nil || !strings.Contains(err.Error(), "Round 4 is not complete") {
		t.Errorf("round 4, without any result: %v", err)
	}
	// Round 3 being played (B–C has no result yet): the default steps back
	// over every last round with a game without result (round 1); round
	// 3 asked counts B–C 0–0 as well.
	ev.Players[1].Rounds[2], ev.Players[2].Rounds[2] = e(NotYet, 3, Black), e(NotYet, 2, White)
	if st, err := Compute(ev, Options{TieBreaks: list}); err != nil || st.Round != 1 || len(st.Notices) != 0 {
		t.Errorf("round 3 being played: default round %d, warnings %v, %v", st.Round, st.Notices, err)
	}
	if st, err := Compute(ev, Options{TieBreaks: list, Round: 3}); err != nil || len(st.Notices) != 1 || !strings.Contains(st.Notices[0].English(), "(R2 1–3, R3 2–3)") {
		t.Errorf("round 3 asked: warnings %v, %v", st.Notices, err)
	}
}

// TestLastPlayedRound: a round in which every game is still being played
// is not played, whatever its byes and absences say.
func TestLastPlayedRound(t *testing.T) {
	e := func(k Kind, opp int) Entry { return Entry{Kind: k, Opponent: opp} }
	ev := &Event{Scoring: DefaultScoring(), Rounds: 2, PlayedRounds: 2, Players: []Player{
		{StartNo: 1, Rounds: []Entry{e(Win, 2), e(NotYet, 3)}},
		{StartNo: 2, Rounds: []Entry{e(Loss, 1), e(ZPB, 0)}},
		{StartNo: 3, Rounds: []Entry{e(PAB, 0), e(NotYet, 1)}},
	}}
	if got := LastPlayedRound(ev); got != 1 {
		t.Errorf("LastPlayedRound = %d, want 1 (round 2 has only an absence besides its game in progress)", got)
	}
	ev.Players[0].Rounds[1], ev.Players[2].Rounds[1] = e(Draw, 3), e(Draw, 1)
	if got := LastPlayedRound(ev); got != 2 {
		t.Errorf("LastPlayedRound = %d, want 2", got)
	}
}
