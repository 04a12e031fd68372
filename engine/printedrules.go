package engine

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// This file holds what the standings take from the print of a source
// (docs/tiebreaks.md, decisions 55–57): the rules and tie-breaks its printed columns
// show, used as the file's own list when the user chose none, and the
// comparison of the printed ranking with the standings computed.

// PrintedRules is the rule set the printed columns of an event identify
// (Event.Printed): the edition and the list of the tie-breaks that
// reproduce them, in the printed order.
type PrintedRules struct {
	// Edition is the edition under which every column of TieBreaks is
	// reproduced; EditionDefault when every one is "any rules".
	Edition   Edition
	TieBreaks []Descriptor
	// Reproduced says whether this one rule set reproduces every printed
	// column it lists for every participant with a printed value; when
	// false it is the closest rule set (each column's best), offered to
	// the user.
	Reproduced bool
	// LeftOut names the printed columns a reproduced rule set does not
	// list (decision 90): from the first column that no rule set
	// reproduces for every participant (Papi's Perf) to the last, since
	// a criterion printed after it applies only to the ties it leaves.
	LeftOut []string
	// Agree and Of are the participants whose printed values it
	// reproduces, in the column it reproduces least, and those with a
	// printed value.
	Agree, Of int
	// Deferred says that the columns were not compared while the text
	// was read (a large event on the page, internal/request's
	// PrintBudget): the page compares them in the background and puts
	// the rule set found in place; meanwhile the default list applies
	// and a notice says why the order may change.
	Deferred bool
	// Round is the round the columns were compared after when it is not
	// the last complete one (a print with games still without a result,
	// docs/tiebreaks.md §9.6): the standings round while the user
	// chooses none; 0 otherwise.
	Round int
}

// String writes the rule set as "fide2012, BH/C1, BH/C2", the edition
// left out when any edition reproduces the columns.
func (p *PrintedRules) String() string {
	keys := Keys(p.TieBreaks)
	if p.Edition != EditionDefault {
		keys = append([]string{p.Edition.String()}, keys...)
	}
	return strings.Join(keys, ", ")
}

// usePrinted reports whether the standings take the list of the print:
// it reproduces every column, the user chose no list nor preset, and the
// file has no list of its own (a TRF's 202 or 212 is explicit).
func usePrinted(ev *Event, opt Options) bool {
	return ev.Printed != nil && ev.Printed.Reproduced && opt.TieBreaks == nil && opt.Preset == "" && len(ev.TieBreaks) == 0
}

// printedEdition returns the edition of the print, when the user chose
// none, no preset chooses one, and the print reproduces every column
// under a named edition.
func printedEdition(ev *Event, opt Options) (Edition, bool) {
	p := ev.Printed
	if opt.Edition != EditionDefault || p == nil || !p.Reproduced || p.Edition == EditionDefault {
		return EditionDefault, false
	}
	if pr := presetByID(opt.Preset); pr != nil && pr.Edition != EditionDefault {
		return EditionDefault, false
	}
	return p.Edition, true
}

// printedRound returns the round the print was made after, when the user
// chose no round and the print reproduces every column after a round that
// is not the last complete one.
func printedRound(ev *Event, opt Options) (int, bool) {
	p := ev.Printed
	if opt.Round != 0 || p == nil || !p.Reproduced || p.Round == 0 {
		return 0, false
	}
	return p.Round, true
}

// orderAsPrinted orders the rows of every group the list leaves tied by
// the ranks the source printed (a lot or a play-off of the source, or a
// criterion it did not print), those without a printed rank last in
// start order; the shared rank stays. An individual event only.
func orderAsPrinted(st *Standings) {
	if st.Teams != nil {
		return
	}
	for from := 0; from < len(st.Rows); {
		to := from + 1
		for to < len(st.Rows) && st.Rows[to].Rank == st.Rows[from].Rank {
			to++
		}
		if to-from > 1 {
			rows := st.Rows[from:to]
			sort.SliceStable(rows, func(i, j int) bool { return byDeclaredRank(rows[i], rows[j]) < 0 }) // one sorting code for every type (app.wasm's size)
		}
		from = to
	}
}

// byDeclaredRank orders two rows tied in the standings by their printed
// ranks, a row without one last, then by start number.
func byDeclaredRank(a, b Row) int {
	ra, rb := a.Player.DeclaredRank, b.Player.DeclaredRank
	switch {
	case ra == rb:
		return a.Player.StartNo - b.Player.StartNo
	case ra == 0:
		return 1
	case rb == 0:
		return -1
	}
	return ra - rb
}

// RankDifference is a participant whose printed rank the standings
// contradict.
type RankDifference struct {
	Player *Player
	// Printed is the rank printed; From and To the places the standings
	// allow him: his rank, and the last place of the group he stays
	// tied with (From == To when he is alone).
	Printed, From, To int
}

// PrintedRanking compares the ranks the source printed with the
// standings: a printed rank outside the places of the participant's group
// contradicts them (a group left tied allows any order within it). of is
// the number of participants with a printed rank, 0 for a team event or a
// source without ranks.
func (st *Standings) PrintedRanking() (diff []RankDifference, of int) {
	diff, _, of = st.printedRanking(len(st.Rows))
	return diff, of
}

// printedRanking is PrintedRanking keeping only the first keep
// differences; n counts them all. Every computation of the standings
// counts them (notePrinted), the check of printed columns some hundred
// times: it allocates nothing per participant.
func (st *Standings) printedRanking(keep int) (diff []RankDifference, n, of int) {
	if st.Teams != nil {
		return nil, 0, 0
	}
	for from := 0; from < len(st.Rows); {
		to := from + 1 // the group of from's rank is rows from..to-1
		for to < len(st.Rows) && st.Rows[to].Rank == st.Rows[from].Rank {
			to++
		}
		for _, row := range st.Rows[from:to] {
			p := row.Player
			if p.DeclaredRank <= 0 {
				continue
			}
			of++
			if p.DeclaredRank < row.Rank || p.DeclaredRank > to {
				if n++; n <= keep {
					diff = append(diff, RankDifference{Player: p, Printed: p.DeclaredRank, From: row.Rank, To: to})
				}
			}
		}
		from = to
	}
	return diff, n, of
}

// notePrinted adds the notices of the print to the standings: the rules
// read from the printed columns, or, when no rule set reproduces them,
// the closest rules while the standings use others; and how many printed
// ranks the standings contradict.
func (st *Standings) notePrinted(ev *Event, fromPrint bool) {
	if p := ev.Printed; p != nil {
		switch {
		case p.Deferred:
			st.warn(msg.WarnPrintedDeferred, len(ev.Players), ev.Rounds)
		case fromPrint:
			if p.Edition != EditionDefault && p.Edition != st.Edition {
				// The list of the print under the rules the user chose:
				// the print's edition reproduced it, another applies.
				st.warn(msg.WarnPrintedList, strings.Join(Keys(p.TieBreaks), ", "), p.Edition.String(), p.Agree, p.Of, st.Edition.String())
			} else {
				st.warn(msg.WarnPrintedRules, p.String(), p.Agree, p.Of)
			}
			if len(p.LeftOut) > 0 {
				st.warn(msg.WarnPrintedLeftOut, strings.Join(p.LeftOut, ", "))
			}
		case !p.Reproduced && !st.uses(p):
			st.warn(msg.WarnPrintedClosest, p.String(), p.Agree, p.Of)
		}
	}
	if diff, n, of := st.printedRanking(rankListed + 1); n > 0 {
		st.warn(msg.WarnPrintedRanking, n, of, rankList(diff))
	}
}

// uses reports whether the standings are computed with the rule set p:
// its list, under its edition when it names one.
func (st *Standings) uses(p *PrintedRules) bool {
	return slices.Equal(Keys(p.TieBreaks), Keys(st.TieBreaks)) && (p.Edition == EditionDefault || p.Edition == st.Edition)
}

// rankListed is how many differences the warning of the printed ranking
// names (rankList).
const rankListed = 5

// rankList writes the first differences as "13 (printed 2, here 1)",
// separated by commas, and "…" after the fifth.
func rankList(diff []RankDifference) string {
	var b strings.Builder
	for i, d := range diff {
		if i == rankListed {
			b.WriteString(", …")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(d.Player.StartNo) + " (" + strconv.Itoa(d.Printed) + " → " + placeRange(d.From, d.To) + ")")
	}
	return b.String()
}

// placeRange writes a place or a shared range of places: "3", "3–5".
func placeRange(from, to int) string {
	if from == to {
		return strconv.Itoa(from)
	}
	return strconv.Itoa(from) + "–" + strconv.Itoa(to)
}
