package engine

import (
	"github.com/spareggi/spareggi/internal/msg"
)

// Options are the choices of one computation. The zero Options computes the
// final standings under the edition of the event's date with the list chosen
// as in docs/tiebreaks.md §11.
type Options struct {
	// Edition is the rule edition; EditionDefault chooses by the start date.
	Edition Edition
	// TieBreaks is the ordered list after the implied PTS; nil chooses the
	// preset, else the event's own list, else the FIDE preset of the system.
	TieBreaks []Descriptor
	// Preset is a preset id (docs/tiebreaks.md §11); an error together with TieBreaks.
	Preset string
	// Round computes the standings after this round; 0 = the last complete round.
	Round int
	// System overrides the detection of round robin or Swiss.
	System System
	// Unrated is the rating of unrated players for rating tie-breaks, when
	// HasUnrated is set (docs/tiebreaks.md §9.4).
	Unrated    int
	HasUnrated bool
	// Lots records the drawing of lots (or play-offs) entered by the user,
	// used by the LOT criterion: each entry is an ordered list of start
	// numbers, best first (docs/tiebreaks.md §9.5).
	Lots [][]int
	// Explain asks for the derivation of the values of one player (a start
	// number), or of everybody (ExplainAll); 0 = none.
	Explain int
	// MaxComponents bounds the components of every vector (RRO, SEQ, KSX,
	// KSR) together; past it Compute returns a *TooLargeError. 0 = no
	// limit. The page and the JS API, whose memory is bounded, set it.
	MaxComponents int64
	// MinGames is the fewest games over the board a player needs to be
	// ranked for a board prize (BoardPrizes, docs/tiebreaks.md §16); 0 and
	// 1 rank every player with a game. The standings do not use it.
	MinGames int
	// ranksOnly stops computing the list once every participant is alone
	// in his group: the ranks are those of the whole list, the values of
	// the later criteria are left out (what-if needs only the ranks).
	ranksOnly bool
}

// ExplainAll, as Options.Explain, keeps the derivation of every value.
const ExplainAll = -1

// Standings is the result of Compute: the ranked rows with every value.
type Standings struct {
	// Event is the event the values were computed on. It is Input itself
	// except when the standings round holds games without a result: then
	// it is a copy of Input in which they count as games scored 0–0
	// (docs/tiebreaks.md §9.6), a convention of the standings that no
	// export may take for a result.
	Event *Event
	// Input is the event as it was given to Compute, games without a
	// result as they are: what an export writes (docs/formats.md §16.4).
	Input        *Event
	Edition      Edition
	System       System
	SystemReason msg.Message  // why System (docs/formats.md §5.3)
	Round        int          // the standings round N
	TieBreaks    []Descriptor // the list applied after PTS
	ListSource   msg.Message  // where the list comes from: the user, a preset, the file, the default preset
	Rows         []Row        // in rank order; a shared rank by start number
	matrix       []Result     // the values the rows slice (rank)
	part         *partition   // the partition ranked, computed by a Prepared
	Ties         [][]int      // start numbers of every group left tied, ascending
	// Teams and TeamEvent are set for a team competition: the rows are
	// its teams, Event is the teams' event in the primary score, and
	// TeamEvent the event with the players and the teams.
	Teams     *Teams
	TeamEvent *Event
	// Notices are the warnings of the standings, as messages.
	Notices []Note
	// EditionNote says why Edition applies.
	EditionNote Note
}

// warn adds the warning id citing args.
func (st *Standings) warn(id msg.ID, args ...any) {
	st.Notices = append(st.Notices, msg.New(id, args...))
}

// Row is one participant's line of the standings.
type Row struct {
	Rank   int
	Player *Player
	Points Value
	Values []Result // one per Standings.TieBreaks
}

// Result is one tie-break value of one participant.
//
// A result takes 32 bytes: a standings holds players × tie-breaks of them,
// and their memory is most of what a large computation touches. The rare
// parts, a vector and an explanation, hang from one pointer that is nil for
// almost every result.
type Result struct {
	Value Value       // the value of a scalar key or a group operation
	more  *resultMore // the vector and the explanation, when there are any
	// Defined is false for an undefined value (null).
	Defined  bool
	Decimals int8 // the minimum number of decimals to print
	// Tier is compared before Value, a lower tier first (0 for almost every
	// key; fide-pre2009 TPR puts participants with more than two unplayed
	// rounds in tier 1, docs/tiebreaks.md, decision 23).
	Tier int8
	// Step is, for a value of the direct encounter's family (DE, EDE and
	// its variants), the step of the group operation that gave it,
	// numbered as its explanation numbers them (GroupDetail.Steps, 1 for
	// the first; at most math.MaxInt16): the points against the other
	// members of that step's group, which values of other steps do not
	// compare with. 0 for the other keys.
	Step int16
}

// resultMore holds the parts of a Result that few results have.
type resultMore struct {
	vector []Value
	// sparse, when set, holds a long vector by its non-zero components
	// only (RRO: one component per rank class, a player meets at most one
	// class a round), length components in all; vector is then nil.
	sparse      []sparseComp
	length      int
	explanation *Explanation
}

// sparseComp is one non-zero component of a sparse vector.
type sparseComp struct {
	at int32 // its position in the vector
	v  Value
}

// Vector returns the components of a vector key (KSX, KSR, SEQ, RRO); nil
// for a scalar value. A vector kept sparse is written out in full on each
// call.
func (r Result) Vector() []Value {
	if r.more == nil {
		return nil
	}
	if r.more.sparse != nil {
		vec := make([]Value, r.more.length)
		for _, c := range r.more.sparse {
			vec[c.at] = c.v
		}
		return vec
	}
	return r.more.vector
}

// isVector reports whether r is a vector value, without writing it out.
func (r Result) isVector() bool {
	return r.more != nil && (r.more.vector != nil || r.more.sparse != nil)
}

// vectorLen returns the number of components of a vector value.
func (r Result) vectorLen() int {
	if r.more.sparse != nil {
		return r.more.length
	}
	return len(r.more.vector)
}

// Explanation returns the derivation of the value, when Options.Explain
// asked for it; nil otherwise.
func (r Result) Explanation() *Explanation {
	if r.more == nil {
		return nil
	}
	return r.more.explanation
}

// String formats the result as the JSON and CSV outputs do; "" when undefined.
func (r Result) String() string {
	if !r.Defined {
		return ""
	}
	if r.isVector() {
		return string(r.AppendString(make([]byte, 0, 4*r.vectorLen())))
	}
	return r.Value.Format(int(r.Decimals))
}

// AppendString appends the result formatted as String does to dst, in time
// linear in the length of a vector.
func (r Result) AppendString(dst []byte) []byte {
	if !r.Defined {
		return dst
	}
	if r.isVector() {
		var sparse []sparseComp
		if r.more.sparse != nil {
			sparse = r.more.sparse
		}
		for k := range r.vectorLen() {
			if k > 0 {
				dst = append(dst, ' ')
			}
			v := Value{}
			switch {
			case r.more.sparse == nil:
				v = r.more.vector[k]
			case len(sparse) > 0 && int(sparse[0].at) == k:
				v, sparse = sparse[0].v, sparse[1:]
			}
			dst = v.AppendFormat(dst, 1)
		}
		return dst
	}
	return r.Value.AppendFormat(dst, int(r.Decimals))
}

// UsageError is an error in the options rather than in the data. Its code
// and arguments, for user interfaces, are those of the CodedError it wraps
// (errors.As finds it).
type UsageError struct {
	coded *CodedError
}

// Error returns the message in English.
func (e *UsageError) Error() string { return e.coded.Error() }

// Unwrap returns the coded form of the error (nil when it has none).
func (e *UsageError) Unwrap() error {
	if e.coded == nil {
		return nil
	}
	return e.coded
}

// usage makes the UsageError of the message id citing args.
func usage(id msg.ID, args ...any) *UsageError { return &UsageError{coded: coded(id, args...)} }

// Compute ranks the event's participants by points and the tie-break list.
//
// A value that would leave the 64 bits of the exact arithmetic stops the
// computation with ErrOverflow rather than giving a wrong number.
func Compute(ev *Event, opt Options) (*Standings, error) { return compute(ev, opt, nil) }

// compute is Compute, with the data p made for earlier computations of
// ev (nil: none).
func compute(ev *Event, opt Options, p *Prepared) (_ *Standings, err error) {
	defer stopped(&err)
	st, c, err := prepare(ev, opt, p)
	if err != nil {
		return nil, err
	}
	rank(c, st, p)
	orderAsPrinted(st)
	st.notePrinted(st.Input, st.ListSource.ID == msg.ReasonListPrinted)
	return st, nil
}

// stopped, deferred by a computation, turns the panics that stop it (a
// *TooLargeError, ErrOverflow) into the error *err; any other panic goes
// on.
func stopped(err *error) {
	if p := recover(); p != nil {
		switch e := p.(type) {
		case *TooLargeError:
			*err = e
		default:
			if p != ErrOverflow {
				panic(p)
			}
			*err = ErrOverflow
		}
	}
}

// prepare checks the event and the options, and returns the standings
// settled (edition, system, round, list) but not ranked, and the calc that
// ranks them (rank); what depends on ev alone comes from p when it is set
// (Prepared).
func prepare(ev *Event, opt Options, p *Prepared) (*Standings, *calc, error) {
	// The drawings of lots within their limit (the front ends check it at
	// their boundary). Not the tie-break list: ParseList bounds the lists
	// users give, and the engine computes longer ones of its own (the
	// check of printed columns computes every candidate at once).
	if err := CheckLots(lotsCount(opt.Lots)); err != nil {
		return nil, nil, err
	}
	var team *teamData
	if ev != nil && ev.Teams != nil {
		team = p.teamOf(ev)
		ev = team.primary() // the standings rank the teams
	}
	if ev == nil || len(ev.Players) == 0 {
		return nil, nil, coded(msg.ErrNoPlayers)
	}
	if err := checkScores(ev); err != nil {
		return nil, nil, err
	}
	if opt.HasUnrated {
		if err := CheckUnrated(opt.Unrated); err != nil {
			return nil, nil, usage(msg.ErrUnratedRange, err.(*RangeError).Message().Cite())
		}
	}
	st := &Standings{Event: ev, Input: ev}
	if team != nil {
		st.Teams, st.TeamEvent = team.ev.Teams, team.ev
	}
	if err := st.settle(ev, opt); err != nil {
		return nil, nil, err
	}
	// Every value explained: counted before any explanation is made
	// (the rows are the teams in a team event).
	if opt.Explain == ExplainAll {
		if err := CheckExplainAll(len(ev.Players), len(st.TieBreaks), st.Round); err != nil {
			return nil, nil, err
		}
	}
	if team == nil && pendingWithin(ev, st.Round) {
		ev = p.postpone(st, ev) // games without a result inside rounds 1..N count 0–0
		st.Event = ev
	}
	for _, d := range st.TieBreaks {
		if err := refuseForTeams(team != nil, d); err != nil {
			return nil, nil, err
		}
		if d.row().boardKO && ev.Provenance.BoardResults == BoardResultsUnknown {
			st.warn(msg.WarnBoardsKO, d.Key)
		}
	}
	c := &calc{calcData: p.calcData(ev, st.System, st.Round), settings: settings{ed: st.Edition,
		budget: &budget{limit: opt.MaxComponents}, explain: opt.Explain, lots: opt.Lots, ranksOnly: opt.ranksOnly,
		unrated: opt.Unrated, hasUnrated: opt.HasUnrated}, calcMemo: freshMemo()}
	c.team = team
	return st, c, nil
}

// settle decides what the standings are computed with: the rule edition
// (chosen, by the preset, or by the event's date), the system, the
// standings round and the tie-break list, refusing a list whose inputs the
// event lacks.
func (st *Standings) settle(ev *Event, opt Options) error {
	if opt.Edition != EditionDefault {
		st.Edition, st.EditionNote = opt.Edition, msg.New(msg.ReasonEditionChosen)
	} else {
		st.Edition, st.EditionNote = DefaultEditionNote(ev.StartDate)
	}
	st.System, st.SystemReason = detectSystem(ev, opt.System)
	last := LastCompleteRound(ev)
	st.Round = opt.Round
	if r, ok := printedRound(ev, opt); ok {
		st.Round = r
	}
	if st.Round == 0 {
		st.Round = last
	}
	if opt.Round < 0 || opt.Round > ev.Rounds {
		return usage(msg.ErrRoundRange, opt.Round, ev.Rounds)
	}
	if opt.Round > last && (opt.Round > LastPlayedRound(ev) || ev.Teams != nil) {
		return usage(msg.ErrRoundIncomplete, opt.Round, last)
	}
	list, src, err := chooseList(ev, opt, st)
	if err != nil {
		return err
	}
	if p := presetByID(opt.Preset); p != nil && opt.Edition == EditionDefault && p.Edition != EditionDefault {
		st.Edition, st.EditionNote = p.Edition, msg.New(msg.ReasonEditionPreset, p.ID)
	}
	if e, ok := printedEdition(ev, opt); ok {
		st.Edition, st.EditionNote = e, msg.New(msg.ReasonEditionPrinted)
	}
	st.TieBreaks, st.ListSource = list, src
	return refuse(ev, st.Teams, list)
}

// CheckInputs returns an error for a tie-break whose inputs ev lacks
// (docs/formats.md §2.7), as Compute refuses it.
func CheckInputs(ev *Event, d Descriptor) error { return refuse(ev, ev.Teams, []Descriptor{d}) }

// refuse returns an error for a tie-break whose inputs the model lacks
// (docs/formats.md §2.7): the needs of its registry row, and the boards
// for a count of board games (teams the event's teams, nil for
// individuals).
func refuse(ev *Event, teams *Teams, list []Descriptor) error {
	pv := ev.Provenance
	for _, d := range list {
		tb := d.row()
		needs := tb.needs
		if tb.gpBoards && teams != nil && (d.Score == ScoreGP || d.Score == ScorePrimary && teams.ByGamePoints) {
			needs |= needBoards
		}
		switch {
		case needs&needColours != 0 && pv.Colours == ColoursUnknown:
			return coded(msg.ErrNeedsColours, d.Key)
		case needs&needRoundOrder != 0 && pv.RoundOrder == RoundOrderSynthetic:
			return coded(msg.ErrNeedsRounds, d.Key)
		case needs&needStartNumbers != 0 && pv.StartNumbers == StartNumbersDerived:
			return coded(msg.ErrNeedsStartNos, d.Key)
		case needs&needBoards != 0 && pv.BoardResults == BoardResultsUnknown:
			return coded(msg.ErrNeedsBoards, d.Key)
		}
	}
	return nil
}
