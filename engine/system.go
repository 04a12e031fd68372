package engine

import (
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// detectSystem decides whether the event is a round robin or a Swiss
// (docs/tiebreaks.md §2.6): the override, the reader's System, TRF 192,
// TRF 092, then the count rule with the pairing-consistency check, with
// the reason as a message.
func detectSystem(ev *Event, override System) (System, msg.Message) {
	if override != UnknownSystem {
		return override, msg.New(msg.ReasonSystemChosen)
	}
	if ev.System != UnknownSystem {
		r := ev.SystemReason
		if r.ID.IsZero() {
			r = msg.New(msg.ReasonSystemStated)
		}
		return ev.System, r
	}
	tc := strings.ToUpper(ev.TypeCode)
	switch {
	case strings.Contains(tc, "DOUBLEROUNDROBIN"):
		return DoubleRoundRobin, msg.New(msg.ReasonSystemTRF192, ev.TypeCode)
	case strings.Contains(tc, "ROUNDROBIN") || strings.Contains(tc, "BERGER"):
		return RoundRobin, msg.New(msg.ReasonSystemTRF192, ev.TypeCode)
	case tc != "" && containsAny(tc, "SWISS", "DUTCH", "BURSTEIN", "DUBOV", "LIM", "BAKU"):
		return Swiss, msg.New(msg.ReasonSystemTRF192, ev.TypeCode)
	}
	tt := strings.ToLower(ev.TypeText)
	switch {
	case containsAny(tt, "robin", "berger", "all-play-all", "girone", "italiana", "todos contra todos", "rundenturnier"):
		return RoundRobin, msg.New(msg.ReasonSystemTRF092, ev.TypeText)
	case containsAny(tt, "swiss", "svizzero", "suizo", "schweizer"):
		return Swiss, msg.New(msg.ReasonSystemTRF092, ev.TypeText)
	}
	n, R := len(ev.Players), ev.Rounds
	single := R == n-1 || R == n
	double := R == 2*(n-1) || R == 2*n
	if n >= 2 && (single || double) {
		times := 1
		if double && !single {
			times = 2
		}
		if ev.PlayedRounds < R || consistentRoundRobin(ev, times) {
			if times == 2 {
				return DoubleRoundRobin, msg.New(msg.ReasonSystemRoundsDRR)
			}
			return RoundRobin, msg.New(msg.ReasonSystemRoundsRR)
		}
		return Swiss, msg.New(msg.ReasonSystemPairingsNot)
	}
	return Swiss, msg.New(msg.ReasonSystemRoundsNotRR)
}

// ParseSystem reads a system override: "rr" (also "roundrobin",
// "round-robin"), "drr" (double round robin) or "swiss"; "" is
// UnknownSystem (detect).
func ParseSystem(s string) (System, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return UnknownSystem, nil
	case "rr", "roundrobin", "round-robin":
		return RoundRobin, nil
	case "drr":
		return DoubleRoundRobin, nil
	case "swiss":
		return Swiss, nil
	}
	return UnknownSystem, usage(msg.ErrSystemUnknown, s)
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// consistentRoundRobin reports whether every pair of participants is
// scheduled against each other exactly times times.
func consistentRoundRobin(ev *Event, times int) bool {
	met := map[[2]int]int{}
	for _, p := range ev.Players {
		for _, e := range p.Rounds {
			if e.Opponent > 0 && !e.Kind.Bye() {
				a, b := p.StartNo, e.Opponent
				if a > b {
					a, b = b, a
				}
				met[[2]int{a, b}]++
			}
		}
	}
	n := len(ev.Players)
	if len(met) != n*(n-1)/2 {
		return false
	}
	for _, v := range met {
		if v != 2*times { // each meeting is seen from both sides
			return false
		}
	}
	return true
}

// LastCompleteTeamRound is LastCompleteRound of a team event's matches.
func LastCompleteTeamRound(ev *Event) int { return LastCompleteRound(ev.teamEvent(false)) }

// LastCompleteRound returns the default standings round (docs/tiebreaks.md §9.6): the
// last round in which every pairing has a result.
func LastCompleteRound(ev *Event) int {
	last := ev.PlayedRounds
	if last > ev.Rounds {
		last = ev.Rounds
	}
	for last > 0 {
		pending := false
		for i := range ev.Players {
			if p := &ev.Players[i]; last-1 < len(p.Rounds) {
				e := &p.Rounds[last-1]
				if e.Kind == NotYet && e.Opponent > 0 {
					pending = true
					break
				}
			}
		}
		if !pending {
			break
		}
		last--
	}
	return last
}
