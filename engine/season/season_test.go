package season

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

func v(s string) engine.Value {
	x, ok := engine.ParseValue(s)
	if !ok {
		panic(s)
	}
	return x
}

// ev makes an event of entries "Name/FED/score/rank", rank 0 = the
// entry's place.
func ev(name string, rows ...string) *Event {
	e := &Event{Name: name}
	for j, r := range rows {
		f := strings.Split(r, "/")
		en := Entry{Name: f[0], Federation: f[1], Score: v(f[2]), Rank: j + 1}
		if len(f) > 3 {
			fmt.Sscan(f[3], &en.Rank)
		}
		e.Entries = append(e.Entries, en)
	}
	return e
}

// table is the standings as "rank name total counted/events" lines.
func table(t *testing.T, st *Standings) string {
	t.Helper()
	var b []string
	for _, p := range st.Players {
		b = append(b, fmt.Sprintf("%d %s %s %d/%d", p.Rank, p.Name, p.Total.Format(0), p.Counted, p.Events))
	}
	return strings.Join(b, "; ")
}

func check(t *testing.T, events []*Event, opt Options, want string) *Standings {
	t.Helper()
	st, err := Compute(events, opt)
	if err != nil {
		t.Fatal(err)
	}
	if got := table(t, st); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	return st
}

func TestScoreAndBest(t *testing.T) {
	events := []*Event{ev("A", "Ann/ITA/5", "Bob/ITA/3"), ev("B", "Bob/ITA/4", "Ann/ITA/1"), ev("C", "Ann/ITA/2", "Bob/ITA/2")}
	// all: Ann 8, Bob 9.
	check(t, events, Options{}, "1 Bob 9 3/3; 2 Ann 8 3/3")
	// best 2: Ann 5+2 = 7, Bob 4+3 = 7; tied, shared rank.
	st := check(t, events, Options{Best: 2}, "1 Ann 7 2/3; 1 Bob 7 2/3")
	// Ann's counted events: A and C (1 in B dropped).
	var flags []bool
	for _, r := range st.Players[0].Results {
		flags = append(flags, r.Counted)
	}
	if fmt.Sprint(flags) != "[true false true]" {
		t.Errorf("Ann's counted events %v", flags)
	}
	// Bob's events 3, 4, 2: best 2 drops C; equal points: the earlier counts.
	check(t, []*Event{ev("A", "Bob/ITA/2"), ev("B", "Bob/ITA/2"), ev("C", "Bob/ITA/2")}, Options{Best: 2}, "1 Bob 4 2/3")
}

func TestPlaces(t *testing.T) {
	// Ranks 1, 2, 2, 4: the tied pair takes places 2 and 3.
	e := ev("A", "Ann/ITA/3/1", "Bob/ITA/2/2", "Cid/ITA/2/2", "Dan/ITA/0/4", "Eve/ITA/0/5")
	places := []engine.Value{v("25"), v("20"), v("16"), v("13")}
	check(t, []*Event{e}, Options{Points: ByPlaces, Places: places}, "1 Ann 25 1/1; 2 Bob 18 1/1; 2 Cid 18 1/1; 4 Dan 13 1/1; 5 Eve 0 1/1")
	check(t, []*Event{e}, Options{Points: ByPlaces, Places: places, Tied: Higher}, "1 Ann 25 1/1; 2 Bob 20 1/1; 2 Cid 20 1/1; 4 Dan 13 1/1; 5 Eve 0 1/1")
	// Tied past the table's end: places 4 and 5 share 13 and 0.
	e2 := ev("A", "Ann/ITA/3/1", "Bob/ITA/2/2", "Cid/ITA/2/3", "Dan/ITA/0/4", "Eve/ITA/0/4")
	check(t, []*Event{e2}, Options{Points: ByPlaces, Places: places}, "1 Ann 25 1/1; 2 Bob 20 1/1; 3 Cid 16 1/1; 4 Dan 6.5 1/1; 4 Eve 6.5 1/1")
}

func TestBonusAndWeight(t *testing.T) {
	a, b := ev("A", "Ann/ITA/3", "Bob/ITA/4"), ev("Final", "Ann/ITA/4", "Bob/ITA/2")
	b.Weight = v("1.5")
	// Ann (3+1) + (4+1)×1.5 = 11.5; Bob (4+1) + (2+1)×1.5 = 9.5.
	st := check(t, []*Event{a, b}, Options{Bonus: v("1")}, "1 Ann 11.5 2/2; 2 Bob 9.5 2/2")
	if got := st.Players[0].Results[1].Points.Format(0); got != "7.5" {
		t.Errorf("Ann's final: %s", got)
	}
}

func TestMinEvents(t *testing.T) {
	events := []*Event{ev("A", "Ann/ITA/5", "Bob/ITA/3"), ev("B", "Bob/ITA/4", "Cid/ITA/9")}
	check(t, events, Options{Min: 2}, "1 Bob 7 2/2; 0 Cid 9 1/1; 0 Ann 5 1/1")
}

func TestCategories(t *testing.T) {
	e := ev("A", "Ann/ITA/5", "Bob/ITA/4", "Cid/ITA/3", "Dea/ITA/2")
	for j, sex := range []string{"w", "m", "m", "w"} {
		e.Entries[j].Sex = sex
		e.Entries[j].BirthYear = 2000 + 5*j // 2000, 2005, 2010, 2015
		e.Entries[j].Rating = 1500 + 200*j  // 1500, 1700, 1900, 2100
	}
	check(t, []*Event{e}, Options{Category: Category{Women: true}}, "1 Ann 5 1/1; 2 Dea 2 1/1")
	check(t, []*Event{e}, Options{Category: Category{BornFrom: 2008}}, "1 Cid 3 1/1; 2 Dea 2 1/1")
	check(t, []*Event{e}, Options{Category: Category{MinRating: 1600, MaxRating: 1999}}, "1 Bob 4 1/1; 2 Cid 3 1/1")
}

func TestTieBreaks(t *testing.T) {
	// Ann 3+3 in two events; Bob 6 in one: tied on 6.
	events := []*Event{ev("A", "Bob/ITA/6", "Ann/ITA/3"), ev("B", "Ann/ITA/3")}
	check(t, events, Options{TieBreaks: []Key{KeyEvents}}, "1 Ann 6 2/2; 2 Bob 6 1/1")
	check(t, events, Options{TieBreaks: []Key{KeyBest}}, "1 Bob 6 1/1; 2 Ann 6 2/2")
	check(t, events, Options{TieBreaks: []Key{KeyAvg}}, "1 Bob 6 1/1; 2 Ann 6 2/2")
	// best compares the next result when the best ones are equal: 4+2+1
	// against 4+3.
	ev3 := []*Event{ev("A", "Ann/ITA/4", "Bob/ITA/4"), ev("B", "Ann/ITA/2", "Bob/ITA/3"), ev("C", "Ann/ITA/1")}
	check(t, ev3, Options{TieBreaks: []Key{KeyBest}}, "1 Bob 7 2/2; 2 Ann 7 3/3")
	// tb: the sums of the events' own tie-breaks, component by component.
	tb := []*Event{ev("A", "Ann/ITA/3", "Bob/ITA/3"), ev("B", "Ann/ITA/2", "Bob/ITA/2")}
	tb[0].Entries[0].TieBreaks = []engine.Value{v("10"), v("1")}
	tb[0].Entries[1].TieBreaks = []engine.Value{v("12"), v("0")}
	tb[1].Entries[0].TieBreaks = []engine.Value{v("11"), v("5")}
	tb[1].Entries[1].TieBreaks = []engine.Value{v("9"), v("0")}
	st := check(t, tb, Options{TieBreaks: []Key{KeyTB}}, "1 Ann 5 2/2; 2 Bob 5 2/2")
	if got := st.Players[0].Keys[0]; got != "21/6" {
		t.Errorf("Ann's tb %q", got)
	}
	// h2h: Bob beat Ann in A, drew in B; Cid, not tied, is not counted.
	h := []*Event{ev("A", "Ann/ITA/2", "Bob/ITA/2", "Cid/ITA/0"), ev("B", "Ann/ITA/2", "Bob/ITA/2")}
	h[0].Entries[0].Games = []Game{{1, v("0")}, {2, v("1")}}
	h[0].Entries[1].Games = []Game{{0, v("1")}}
	h[1].Entries[0].Games = []Game{{1, v("0.5")}}
	h[1].Entries[1].Games = []Game{{0, v("0.5")}}
	check(t, h, Options{TieBreaks: []Key{KeyH2H}}, "1 Bob 4 2/2; 2 Ann 4 2/2; 3 Cid 0 1/1")
	// lots: the drawn order, by player IDs; an undrawn player stays tied
	// behind the drawn ones.
	l := []*Event{ev("A", "Ann/ITA/1", "Bob/ITA/1", "Cid/ITA/1", "Dan/ITA/1")}
	check(t, l, Options{TieBreaks: []Key{KeyLots}, Lots: []string{"e1.3", "e1.1"}}, "1 Cid 1 1/1; 2 Ann 1 1/1; 3 Bob 1 1/1; 3 Dan 1 1/1")
	// The list in order: events first, then avg.
	check(t, events, Options{TieBreaks: []Key{KeyEvents, KeyAvg}}, "1 Ann 6 2/2; 2 Bob 6 1/1")
}

func TestMatching(t *testing.T) {
	a := ev("A", "Rossi, Mario/ITA/1", "Bianchi Luca/ITA/1", "Verdi Anna/ITA/1", "Neri Ugo/ITA/1", "Gallo Pia/ITA/1", "Moro Ivo/ITA/1/6")
	a.Entries[1].FideID = "123"
	a.Entries[3].Rating = 1500
	a.Entries[5].FideID = "777"
	b := ev("B",
		"ROSSI  Mário/ita/1", // name: case, accent, comma, spaces
		"Bianki Luca/ITA/1",  // FIDE ID despite the spelling
		"Verdi Anna/SUI/1",   // another federation: a question
		"Neri Ugo/ITA/1",     // rating 400+ apart: a question
		"Pia Gallo/ITA/1",    // another order: a question
		"Moro Ivo/ITA/1",     // another FIDE ID: another person, no question
		"Morro Ivo/ITA/1",    // near spelling of Moro (the first one is in this event already; the second is new)
	)
	b.Entries[1].FideID = "123"
	b.Entries[3].Rating = 2000
	b.Entries[5].FideID = "888"
	st, err := Compute([]*Event{a, b}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	how := map[string]string{}
	for _, p := range st.Players {
		for _, r := range p.Results {
			how[EntryID(r.Event, r.Entry)] = p.ID + " " + r.How.String()
		}
	}
	want := map[string]string{"e2.1": "e1.1 name", "e2.2": "e1.2 fide", "e2.3": "e2.3 first", "e2.4": "e2.4 first",
		"e2.5": "e2.5 first", "e2.6": "e2.6 first", "e2.7": "e2.7 first"}
	for k, w := range want {
		if how[k] != w {
			t.Errorf("%s: %s, want %s", k, how[k], w)
		}
	}
	var qs []string
	for _, q := range st.Questions {
		var opts []string
		for _, o := range q.Options {
			opts = append(opts, o.ID)
		}
		qs = append(qs, q.ID+" "+strings.Join(opts, ",")+" ("+q.Options[0].Effect.English()+")")
	}
	wantQ := "Q-SEASON-MATCH/e2.3 e1.3,new (The same name under another federation.)|" +
		"Q-SEASON-MATCH/e2.4 e1.4,new (The same name and federation, ratings 500 points apart.)|" +
		"Q-SEASON-MATCH/e2.5 e1.5,new (A name spelled almost the same, or in another order.)|" +
		"Q-SEASON-MATCH/e2.7 e1.6,new (A name spelled almost the same, or in another order.)"
	if got := strings.Join(qs, "|"); got != wantQ {
		t.Errorf("questions\n%s\nwant\n%s", got, wantQ)
	}
	// Answered: Verdi is one; Neri stays apart; Gallo named by an answer
	// that is no candidate stays apart.
	st, err = Compute([]*Event{a, b}, Options{Answers: map[string]string{
		"Q-SEASON-MATCH/e2.3": "e1.3", "Q-SEASON-MATCH/e2.4": "new", "Q-SEASON-MATCH/e2.5": "e1.1"}})
	if err != nil {
		t.Fatal(err)
	}
	if st.Matched[ByAnswer] != 1 || len(st.Players) != 10 {
		t.Errorf("answered: %d by answer, %d players", st.Matched[ByAnswer], len(st.Players))
	}
	if st.Questions[0].Default != "e1.3" || st.Questions[1].Default != "new" || st.Questions[2].Default != "new" {
		t.Errorf("applied answers %q %q %q", st.Questions[0].Default, st.Questions[1].Default, st.Questions[2].Default)
	}
}

func TestNormalise(t *testing.T) {
	for in, want := range map[string]string{"Rossi, Mario": "rossi mario", " ROSSI  Mário ": "rossi mario",
		"D'Angelo-Neri, J.": "dangelo neri j", "Łukasz Żółć": "lukasz zolc", "Müller": "muller"} {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBounds(t *testing.T) {
	var events []*Event
	for range MaxEvents + 1 {
		events = append(events, ev("E", "Ann/ITA/1"))
	}
	var ce *engine.CodedError
	if _, err := Compute(events, Options{}); !errors.As(err, &ce) || ce.ID != msg.ErrSeasonEvents {
		t.Errorf("101 events: %v", err)
	}
	if _, err := Compute(events[:MaxEvents], Options{}); err != nil {
		t.Errorf("100 events: %v", err)
	}
	big := &Event{}
	for i := range MaxPlayers + 1 {
		big.Entries = append(big.Entries, Entry{Name: fmt.Sprintf("P%d", i), Rank: i + 1})
	}
	if _, err := Compute([]*Event{big}, Options{}); !errors.As(err, &ce) || ce.ID != msg.ErrSeasonPlayers {
		t.Errorf("20,001 players: %v", err)
	}
	big.Entries = big.Entries[:MaxPlayers]
	if _, err := Compute([]*Event{big}, Options{}); err != nil {
		t.Errorf("20,000 players: %v", err)
	}
	if _, err := Compute([]*Event{big}, Options{TieBreaks: []Key{"nope"}}); err == nil {
		t.Error("an unknown key accepted")
	}
}
