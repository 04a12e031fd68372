// Package check compares the tie-break columns a source printed (the
// TB1, TB2 … of a chess-results export, Event.DeclaredColumns) with the values the
// engine computes, and says which rule edition and tie-break reproduce each
// column (docs/tiebreaks.md §15). It reads only the engine's exported API.
package check

import (
	"github.com/spareggi/spareggi/internal/msg"
	"slices"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
)

// Report is the result of Printed: one entry per printed column.
type Report struct {
	Columns []Column
	// Round is the round the values were compared after, when not the
	// last complete one (a source printed with postponed games, §9.6):
	// the standings that show the print are computed after it; 0 otherwise.
	Round int
	// RankingChecked says whether the printed ranks were compared with
	// the standings under the identified rules and tie-breaks (an
	// individual event printing its ranks, with an identified column);
	// Ranking lists the participants whose printed rank they contradict.
	RankingChecked bool
	Ranking        []RankDifference
	// RankingEdition and RankingList are the rules and tie-breaks the
	// ranks were compared under (the edition resolved: the event's date's
	// when every identified column is "any rules").
	RankingEdition engine.Edition
	RankingList    []engine.Descriptor
}

// Reproduced reports whether every printed column is reproduced, for every
// participant with a printed value, by some rule edition and tie-break. A
// column with nothing to check (Unchecked) is left out; a report without
// any column to check is not reproduced.
func (r *Report) Reproduced() bool {
	checked := false
	for _, c := range r.Columns {
		if c.Unchecked() {
			continue
		}
		if c.Best == nil || c.Best.Agree != c.Best.Of {
			return false
		}
		checked = true
	}
	return checked
}

// Unchecked reports whether the column has nothing to check: no printed
// value (printed-empty), or only zeros (printed-zeros, docs/tiebreaks.md
// §15).
func (c Column) Unchecked() bool {
	return c.Best == nil && slices.ContainsFunc(c.Notes, func(n engine.Note) bool {
		return n.ID == msg.PrintedEmpty || n.ID == msg.PrintedZeros
	})
}

// Identified returns the rule edition and the tie-break list that
// reproduced the printed columns, to compute the standings with them (the
// page's "use these rules and tie-breaks"): the best candidate of each
// identified column, in the printed order, and the first edition, in the
// order the columns name them, under which every one of them agrees with
// its column as often as its best (EditionDefault when each is "any
// rules"; else the first column's best edition, when none does). A column
// whose best needs another match-point scoring is left out: a list cannot
// say it. ok is false when no column is identified.
func (r *Report) Identified() (ed engine.Edition, list []engine.Descriptor, ok bool) {
	ed, list, _, ok = r.identified()
	return ed, list, ok
}

// RuleSet returns the rule set the printed columns identify, for
// Event.Printed (docs/tiebreaks.md, decisions 55 and 90): Identified's
// edition and list, reproduced when every column is reproduced for every
// participant and one edition reproduces them all; else, when the
// columns before the first that no rule set reproduces for every
// participant are reproduced by one edition, that edition and their list,
// reproduced, the columns from that one on left out; else the closest
// rule set, not reproduced; nil when no column is identified.
func (r *Report) RuleSet() *engine.PrintedRules {
	ed, list, common, ok := r.identified()
	if !ok {
		return nil
	}
	p := r.ruleSet(ed, list, common && r.Reproduced())
	if p.Reproduced {
		return p
	}
	k := r.reproducedPrefix()
	if k == len(r.Columns) {
		return p // every column reproduced, but not under one edition
	}
	head := &Report{Columns: r.Columns[:k], Round: r.Round}
	ed, list, common, ok = head.identified()
	if !ok || !common || !head.Reproduced() {
		return p
	}
	q := head.ruleSet(ed, list, true)
	for _, c := range r.Columns[k:] {
		if !c.Unchecked() {
			q.LeftOut = append(q.LeftOut, c.Column.Name)
		}
	}
	return q
}

// reproducedPrefix returns how many of the columns, in the printed
// order, come before the first checked one that no rule set reproduces
// for every participant (or whose best needs another match-point scoring,
// which a list cannot say).
func (r *Report) reproducedPrefix() int {
	for i, c := range r.Columns {
		if c.Unchecked() {
			continue
		}
		if c.Best == nil || c.Best.Agree != c.Best.Of || c.Best.MatchPoints != (engine.MatchScoring{}) {
			return i
		}
	}
	return len(r.Columns)
}

// ruleSet is the rule set of an edition and a list the columns identify,
// with the fewest participants a column's best reproduces and the most
// with a printed value.
func (r *Report) ruleSet(ed engine.Edition, list []engine.Descriptor, reproduced bool) *engine.PrintedRules {
	p := &engine.PrintedRules{Edition: ed, TieBreaks: list, Reproduced: reproduced, Agree: -1, Round: r.Round}
	for _, c := range r.Columns {
		if c.Best == nil || c.Best.MatchPoints != (engine.MatchScoring{}) {
			continue
		}
		if p.Agree < 0 || c.Best.Agree < p.Agree {
			p.Agree = c.Best.Agree
		}
		p.Of = max(p.Of, c.Best.Of)
	}
	return p
}

// identified is Identified, and whether one edition reproduces every
// identified column as often as its best (common).
func (r *Report) identified() (ed engine.Edition, list []engine.Descriptor, common, ok bool) {
	var sets [][]engine.Edition // per identified column, its editions; nil = any
	var order []engine.Edition
	for _, c := range r.Columns {
		if c.Best == nil || c.Best.MatchPoints != (engine.MatchScoring{}) {
			continue
		}
		list = append(list, c.Best.TieBreak)
		sets = append(sets, c.editions)
		order = append(order, c.editions...)
	}
	if len(list) == 0 {
		return engine.EditionDefault, nil, false, false
	}
	for _, e := range order {
		every := true
		for _, eds := range sets {
			if eds != nil && !slices.Contains(eds, e) {
				every = false
				break
			}
		}
		if every {
			return e, list, true, true
		}
	}
	if len(order) > 0 {
		return order[0], list, false, true
	}
	return engine.EditionDefault, list, true, true
}

// Column is the comparison of one printed column.
type Column struct {
	Column engine.DeclaredColumn
	// Best is the candidate that agrees with the most printed values; nil
	// when the column has no readable value or no candidate agrees with any.
	Best *Candidate
	// Also are the other candidates that agree exactly as often as Best
	// (the same tie-break under other editions, for the codes an edition
	// does not change, or another tie-break with the same values here).
	Also []Candidate
	// Differ lists the participants whose printed value Best does not
	// reproduce, by start number.
	Differ []Difference
	// Notes are said of the whole column, as codes with arguments:
	// printed-empty (no printed value), printed-zeros (only zeros:
	// nothing to identify), printed-rounding (values Best gives once
	// rounded as the printing program rounds, a half both ways; its
	// argument the program), printed-rounding-found and
	// printed-rounding-alike (the convention, one for the column, under
	// which Best's values rounded to the printed decimals reproduce the
	// most printed values, when some needed rounding: decision 61),
	// printed-not-hint (the column's name says another tie-break than its
	// values; its arguments the name and that tie-break).
	Notes []engine.Note
	// Roundings are the conventions the rounding note names (decision
	// 55): the one under which Best's values, rounded to the printed
	// decimals, reproduce the most printed values, or those that each
	// reproduce every one; RoundHalfEvenOrUp when only the program's
	// rounding of a half both ways does. Nil when no value of Best needed
	// rounding.
	Roundings []Rounding
	// editions are those under which Best's tie-break agrees as often as
	// Best, in the order of preference; nil when it is "any rules".
	editions []engine.Edition
}

// Candidate is one rule edition and tie-break, and how many printed
// values of a column it reproduces.
type Candidate struct {
	// Edition is EditionDefault for a tie-break that every edition
	// computes alike here (WIN, PS; MM, which always follows US Chess):
	// any rules reproduce it.
	Edition  engine.Edition
	TieBreak engine.Descriptor
	// MatchPoints is the match-point scoring the team tie-break was
	// computed with when it is not the event's own (zero otherwise): a
	// source may score its match points 1/½/0 or 3/1/0 where the event
	// says 2/1/0 (docs/tiebreaks.md §15).
	MatchPoints engine.MatchScoring
	Agree, Of   int
}

// name writes the candidate as "BH/C1 fide2012", or "WIN" when every
// edition computes it alike: the argument of the notes that cite it.
func (c Candidate) name() string {
	if c.Edition == engine.EditionDefault {
		return c.Key()
	}
	return c.Key() + " " + c.Edition.String()
}

// Key writes the tie-break, followed by its match-point scoring when it is
// not the event's own: "EGMSB (MP 1-½-0)".
func (c Candidate) Key() string {
	if c.MatchPoints == (engine.MatchScoring{}) {
		return c.TieBreak.Key
	}
	return c.TieBreak.Key + " (MP " + c.MatchPoints.String() + ")"
}

// printedScorings are the match-point scorings tried besides a team
// event's own: 2/1/0 (C.07), 1/½/0 (Swiss-Manager's Sonneborn-Berger "with
// real points" counts a match as a game), 3/1/0 (leagues).
var printedScorings = []engine.MatchScoring{{Win: 20, Draw: 10}, {Win: 10, Draw: 5}, {Win: 30, Draw: 10}}

// withMatchPoints returns a copy of a team event scored with m: its match
// points, and a PAB's match points mapped from the old scoring to m.
func withMatchPoints(ev *engine.Event, m engine.MatchScoring) *engine.Event {
	ts := *ev.Teams
	old := ts.MatchPoints
	switch ts.PAB.MP {
	case old.Win:
		ts.PAB.MP = m.Win
	case old.Draw:
		ts.PAB.MP = m.Draw
	case old.Loss:
		ts.PAB.MP = m.Loss
	}
	ts.MatchPoints = m
	cp := *ev
	cp.Teams = &ts
	return &cp
}

// Difference is a participant whose printed value the best
// candidate does not reproduce, with what may explain it.
type Difference struct {
	Player   *engine.Player
	Printed  string        // as printed
	Computed string        // the best candidate's value, printed with as many decimals; "" when undefined
	Why      []engine.Note // the reasons found, most telling first (codes printed-*)
}

// MaxColumns is the most printed columns Printed compares; past it the
// check is refused (printed-too-many) before any is computed. Exports
// print up to about ten; the columns identified make a tie-break list
// (Report.Identified), which the engine accepts up to MaxTieBreaks
// entries. Each column costs about the same whatever comes before it
// (issue 23, docs/tiebreaks.md §15).
const MaxColumns = engine.MaxTieBreaks

// Printed compares every printed tie-break column of ev with the
// values computed under each rule edition for each tie-break code that
// gives one number per participant (docs/tiebreaks.md §15). opt gives the
// round and the unrated rating; its edition, when set, is preferred in
// ties, and its list is ignored. The columns are identified in order: the
// tie-breaks found for the earlier columns come before each candidate in
// its list, so that a direct encounter is computed within the groups the
// earlier columns leave tied, as the source's program does.
//
// Without a round in opt, the values are compared after the last round
// with results, as the source printed them, even when some of its games
// have no result yet (counted 0–0, docs/tiebreaks.md §9.6).
//
// In a team event the participants are the teams: their printed values are
// Team.DeclaredTieBreaks, the candidates the team codes and the codes that
// may refer to a team score, with ":MP" and ":GP".
//
// An event printing more than MaxColumns columns is refused
// (printed-too-many), as one printing none is (printed-none).
func Printed(ev *engine.Event, opt engine.Options) (*Report, error) {
	return Run(ev, opt, nil)
}

// Step is told how far a check is: done of about total units (each
// printed column under each rule edition, and the ranking), done never
// decreasing nor passing total. It is called before each computation of
// the standings and after each unit, so that the time between two calls
// is that of one computation (the page draws its progress and takes a
// click on Cancel then, issue 23); an error it returns stops the check
// and is returned.
type Step func(done, total int) error

// Run is Printed with a Step (nil: none); the report is the same.
func Run(ev *engine.Event, opt engine.Options, step Step) (*Report, error) {
	rep, err := run(ev, opt, step)
	if s, ok := err.(stopped); ok {
		return nil, s.err
	}
	return rep, err
}

// stopped carries the error of a Step out of the check, never taken for
// the refusal of a tie-break (isRefusal).
type stopped struct{ err error }

func (s stopped) Error() string { return s.err.Error() }

// run is Run.
func run(ev *engine.Event, opt engine.Options, step Step) (*Report, error) {
	if len(ev.DeclaredColumns) == 0 {
		return nil, engine.Coded(msg.ErrPrintedNone)
	}
	if n := len(ev.DeclaredColumns); n > MaxColumns {
		return nil, engine.Coded(msg.ErrPrintedTooMany, n, MaxColumns)
	}
	if opt.Round == 0 && engine.LastPlayedRound(ev) > engine.LastCompleteRound(ev) {
		// The printed values are those of the rounds the source was
		// printed after, postponed games and all (§9.6).
		opt.Round = engine.LastPlayedRound(ev)
	}
	pc := &printedChecker{ev: ev, opt: opt, editions: preferredEditions(opt.Edition, ev.StartDate),
		cands: printedCandidates(ev), scalars: map[variantEdition][][]engine.Result{}, variants: []printedVariant{{ev: engine.Prepare(ev)}}}
	if ev.Teams != nil {
		for _, m := range printedScorings {
			if m != ev.Teams.MatchPoints {
				pc.variants = append(pc.variants, printedVariant{ev: engine.Prepare(withMatchPoints(ev, m)), mp: m})
			}
		}
	}
	pc.step, pc.total = step, len(ev.DeclaredColumns)*len(pc.variants)*len(pc.editions)+1
	if err := pc.participants(); err != nil {
		return nil, err
	}
	rep := &Report{Round: opt.Round}
	var prefix []engine.Descriptor
	for k, col := range ev.DeclaredColumns {
		c, err := pc.column(prefix, k)
		if err != nil {
			return nil, err
		}
		// A column with nothing to compare (empty, zeros) has its units
		// done at once.
		if err := pc.reach((k + 1) * len(pc.variants) * len(pc.editions)); err != nil {
			return nil, err
		}
		c.Column = col
		rep.Columns = append(rep.Columns, c)
		if c.Best != nil {
			prefix = append(prefix, c.Best.TieBreak)
		}
	}
	if err := pc.tick(); err != nil {
		return nil, err
	}
	var err error
	if rep.Ranking, rep.RankingChecked, err = printedRanking(ev, rep, opt); err != nil {
		return nil, err
	}
	if err := pc.reach(pc.total); err != nil {
		return nil, err
	}
	return rep, nil
}

// tick tells the Step how far the check is (Run), before a computation.
func (pc *printedChecker) tick() error {
	if pc.step == nil {
		return nil
	}
	if err := pc.step(pc.done, pc.total); err != nil {
		return stopped{err}
	}
	return nil
}

// reach marks the units up to done as done and tells the Step.
func (pc *printedChecker) reach(done int) error {
	pc.done = max(pc.done, min(done, pc.total))
	return pc.tick()
}

// preferredEditions lists the editions in the order of preference: the
// one asked for, else the one the start date gives, then CheckOrder.
func preferredEditions(asked engine.Edition, start engine.Date) []engine.Edition {
	first := asked
	if first == engine.EditionDefault {
		first, _ = engine.DefaultEdition(start)
	}
	out := []engine.Edition{first}
	for _, e := range engine.CheckOrder() {
		if e != first {
			out = append(out, e)
		}
	}
	return out
}

// printedCandidates returns the descriptors tried for every column: each
// code offered to users that gives one number per participant, alone and
// with the variants the list editor suggests; codes whose inputs the model
// lacks are left out.
func printedCandidates(ev *engine.Event) []engine.Descriptor {
	teams := ev.Teams != nil
	var out []engine.Descriptor
	for _, tb := range engine.Codes() {
		if tb.Vector || tb.Code == "LOT" ||
			!teams && tb.Team || teams && (tb.Rating || !tb.Team && !tb.TeamScore) {
			continue
		}
		for _, key := range append([]string{tb.Code}, variantKeys(tb, teams)...) {
			d, err := engine.ParseDescriptor(key)
			if err != nil || engine.CheckInputs(ev, d) != nil {
				continue
			}
			out = append(out, d)
		}
	}
	return out
}

// variantKeys returns the variants the list editor suggests after a code
// ("BH/C1"); in a team event, a code that may refer to a team score also
// with ":MP" and ":GP" ("BH:MP", "BH:MP/C1").
func variantKeys(tb engine.Code, teams bool) []string {
	out := slices.Clone(tb.Variants) // "BH/C1"
	if teams && tb.TeamScore {
		for _, score := range []string{":MP", ":GP"} {
			out = append(out, tb.Code+score)
			for _, v := range tb.Variants {
				out = append(out, tb.Code+score+strings.TrimPrefix(v, tb.Code))
			}
		}
	}
	return out
}

// printedChecker holds what the columns share: the candidates and, per
// edition, the values of the scalar ones, which do not depend on the
// list before them.
type printedChecker struct {
	ev       *engine.Event
	opt      engine.Options
	editions []engine.Edition
	cands    []engine.Descriptor
	// variants are the events the candidates are computed on: the event,
	// then for a team event the event under each other match-point
	// scoring of printedScorings.
	variants []printedVariant
	scalars  map[variantEdition][][]engine.Result // per candidate, by participant; nil for a group operation or a refused one
	// The participants of the standings (the players, or the teams of a
	// team event) with their printed values, and each one's index by
	// start number; reasons is the event their rounds are read from (the
	// teams' event of a team event).
	parts   []printedPart
	at      map[int]int
	reasons *engine.Event
	// roundings are the conventions tried on the column being checked,
	// in the order of preference: those its program is known for
	// (PrintingPrograms) first, then roundings, then the program's own
	// when it is not a single one (RoundHalfEvenOrUp).
	roundings []Rounding
	// chains are, per variant and edition, what the group operations are
	// computed after (printedChain); alike, per variant, says which scalar
	// candidates every edition computes alike (editionsAlike).
	chains map[variantEdition]*printedChain
	alike  map[int][]bool
	// buf holds one candidate's values while run reads them.
	buf []engine.Result
	// step is told the units done of total (Run); nil for none.
	step        Step
	done, total int
}

// printedVariant is an event the candidates are computed on, prepared
// once for every computation of the check (engine.Prepare), with its
// match-point scoring when it is not the event's own (zero otherwise).
type printedVariant struct {
	ev *engine.Prepared
	mp engine.MatchScoring
}

// variantEdition names the scalar values of one variant under one edition.
type variantEdition struct {
	variant int
	edition engine.Edition
}

// printedPart is one participant of the standings and his printed values.
type printedPart struct {
	player  *engine.Player // in the event of the standings (a team's own in a team event)
	printed []string
}

// participants lists the participants and their printed values: the
// players, or in a team event the teams (as the standings' rows name
// them), whose values the team table printed.
func (pc *printedChecker) participants() error {
	pc.at, pc.reasons = map[int]int{}, pc.ev
	if pc.ev.Teams == nil {
		for i := range pc.ev.Players {
			p := &pc.ev.Players[i]
			pc.at[p.StartNo] = len(pc.parts)
			pc.parts = append(pc.parts, printedPart{player: p, printed: p.DeclaredTieBreaks})
		}
		return nil
	}
	if err := pc.tick(); err != nil {
		return err
	}
	st, err := pc.variants[0].ev.Compute(engine.Options{TieBreaks: []engine.Descriptor{}, Round: pc.opt.Round, System: pc.opt.System})
	if err != nil {
		return err
	}
	pc.reasons = st.Event
	for i := range pc.ev.Teams.Teams {
		t := &pc.ev.Teams.Teams[i]
		if p := st.Event.Player(t.StartNo); p != nil {
			pc.at[t.StartNo] = len(pc.parts)
			pc.parts = append(pc.parts, printedPart{player: p, printed: t.DeclaredTieBreaks})
		}
	}
	return nil
}

// printedCell is one participant's printed value of a column.
type printedCell struct {
	at       int // the participant's index in printedChecker.parts
	player   *engine.Player
	text     string
	value    engine.Value
	decimals int
	ok       bool // the text is a number
	// units is the value in units of its last printed digit (value ×
	// 10^decimals), when unitsOK: the number the roundings are compared
	// with (countAgreeing).
	units   int64
	unitsOK bool
}

// column finds the best candidate of column k, after the tie-breaks of
// the earlier columns (prefix).
func (pc *printedChecker) column(prefix []engine.Descriptor, k int) (Column, error) {
	var col Column
	prog, known := printingProgram(pc.ev.DeclaredColumns[k].Program)
	pc.roundings = columnRoundings(prog, known)
	cells := pc.cells(k)
	if len(cells) == 0 {
		col.Notes = append(col.Notes, msg.New(msg.PrintedEmpty))
		return col, nil
	}
	if allZero(cells) {
		// Only zeros: a tie-break that applied to no one, which any
		// candidate undefined or zero for all would "reproduce"
		// (decision 51, §15).
		col.Notes = append(col.Notes, msg.New(msg.PrintedZeros))
		return col, nil
	}
	all, err := pc.score(prefix, cells)
	if err != nil {
		return col, err
	}
	bestAt := bestCandidate(all, pc.ev.DeclaredColumns[k].Hint)
	if bestAt < 0 {
		for _, c := range cells {
			col.Differ = append(col.Differ, Difference{Player: c.player, Printed: c.text,
				Why: []engine.Note{msg.New(msg.PrintedNoRule)}})
		}
		return col, nil
	}
	best := all[bestAt]
	col.Best = &best.cand
	for _, s := range all {
		if s.cand.Key() == best.cand.Key() && s.cand.Agree == best.cand.Agree && s.cand.Edition != engine.EditionDefault {
			col.editions = append(col.editions, s.cand.Edition)
		}
	}
	for i, s := range all {
		if i != bestAt && s.cand.Agree == best.cand.Agree && sameValues(s.values, best.values, cells) {
			col.Also = append(col.Also, s.cand)
		}
	}
	// The same tie-break under other editions first.
	also := col.Also
	sort.SliceStable(also, func(i, j int) bool { // one sorting code for every type (app.wasm's size)
		return also[i].Key() == best.cand.Key() && also[j].Key() != best.cand.Key()
	})
	for _, c := range cells {
		r := best.values[c.at]
		if printedAgrees(c, r, best.zeroOK, best.rounding) {
			continue
		}
		diff := Difference{Player: c.player, Printed: c.text, Computed: printedText(r, c.decimals, best.rounding)}
		diff.Why = whyDiffers(pc.reasons, c, r, best, all, pc.opt.Round, best.rounding)
		col.Differ = append(col.Differ, diff)
	}
	if n, rs, ok := pc.roundingNote(best, cells, prog, known); ok {
		col.Notes, col.Roundings = append(col.Notes, n), rs
	}
	if dc := pc.ev.DeclaredColumns[k]; dc.Hint != "" && best.cand.TieBreak.Key != dc.Hint {
		// The name says one tie-break, the values another.
		col.Notes = append(col.Notes, msg.New(msg.PrintedNotHint, dc.Name, dc.Hint))
	}
	return col, nil
}

// cells returns the participants' printed values of column k, leaving
// out the empty ones.
func (pc *printedChecker) cells(k int) []printedCell {
	var cells []printedCell
	for i, part := range pc.parts {
		if k >= len(part.printed) || strings.TrimSpace(part.printed[k]) == "" {
			continue
		}
		c := printedCell{at: i, player: part.player, text: strings.TrimSpace(part.printed[k])}
		c.value, c.decimals, c.ok = parsePrinted(c.text)
		if c.ok && exactIn(c.value, c.decimals) {
			c.units, c.unitsOK = c.value.Num()*(pow10[c.decimals]/c.value.Den()), true
		}
		cells = append(cells, c)
	}
	return cells
}

// score computes every candidate under every edition and counts the
// printed values each reproduces, in the order of preference: edition by
// edition, the registry's order within one.
//
// The other match-point scorings of a team event come after its own, each
// candidate only where it changes the values of the printed cells.
func (pc *printedChecker) score(prefix []engine.Descriptor, cells []printedCell) ([]scoredCandidate, error) {
	var all []scoredCandidate
	var own [][][]engine.Result
	for v, variant := range pc.variants {
		vals := make([][][]engine.Result, len(pc.editions)) // edition → candidate → by player
		for i, e := range pc.editions {
			got, err := pc.values(v, e, prefix)
			if err != nil {
				return nil, err
			}
			vals[i] = got
			if err := pc.reach(pc.done + 1); err != nil {
				return nil, err
			}
		}
		if v == 0 {
			own = vals
		}
		all = append(all, pc.scoreVariant(v, vals, own, variant.mp, cells)...)
	}
	return all, nil
}

// scoreVariant scores the candidates computed on variant v (vals,
// edition → candidate → by player); own are the values on the event's own
// scoring, which a variant's candidate must differ from to be kept.
func (pc *printedChecker) scoreVariant(v int, vals, own [][][]engine.Result, mp engine.MatchScoring, cells []printedCell) []scoredCandidate {
	alike := pc.editionsAlike(v, vals)
	var all []scoredCandidate
	for i, e := range pc.editions {
		for j, d := range pc.cands {
			if vals[i][j] == nil || mp != (engine.MatchScoring{}) && own[i][j] != nil && sameValues(vals[i][j], own[i][j], cells) {
				continue
			}
			// A tie-break that every edition computes alike (WIN, PS, or MM,
			// which always follows US Chess) is one candidate, "any rules",
			// in the preferred edition's place.
			ed := e
			if alike[j] {
				if i > 0 {
					continue
				}
				ed = engine.EditionDefault
			}
			s := scoredCandidate{cand: Candidate{Edition: ed, TieBreak: d, MatchPoints: mp, Of: len(cells)}, values: vals[i][j]}
			s.zeroOK = zeroAgrees(cells, s.values)
			s.counts = make([]int, len(pc.roundings))
			for _, c := range cells {
				countAgreeing(c, vals[i][j][c.at], s.zeroOK, pc.roundings, s.counts)
			}
			// One convention for the whole column: the one that
			// reproduces the most values, the first preferred among equals.
			for m, n := range s.counts {
				if n > s.counts[s.rank] {
					s.rank = m
				}
			}
			s.rounding, s.cand.Agree = pc.roundings[s.rank], s.counts[s.rank]
			all = append(all, s)
		}
	}
	return all
}

// bestCandidate returns the index of the candidate that agrees most often;
// among equals one on the event's own match-point scoring, then the
// tie-break the column's name hints at (hint, "" for none), then one whose
// rounding convention is preferred (the program's, then half up: decision
// 55), then the shorter descriptor (fewer modifiers), then the first in
// the order of preference. -1 when none agrees with any printed value.
func bestCandidate(all []scoredCandidate, hint string) int {
	bestAt := -1
	for i, s := range all {
		if s.cand.Agree == 0 {
			continue
		}
		if bestAt < 0 || betterCandidate(s, all[bestAt], hint) {
			bestAt = i
		}
	}
	return bestAt
}

// betterCandidate reports whether a is preferred to b (bestCandidate's
// order, before the order of preference).
func betterCandidate(sa, sb scoredCandidate, hint string) bool {
	a, b := sa.cand, sb.cand
	if a.Agree != b.Agree {
		return a.Agree > b.Agree
	}
	ownA, ownB := a.MatchPoints == (engine.MatchScoring{}), b.MatchPoints == (engine.MatchScoring{})
	if ownA != ownB {
		return ownA
	}
	if hintA, hintB := hint != "" && a.TieBreak.Key == hint, hint != "" && b.TieBreak.Key == hint; hintA != hintB {
		return hintA
	}
	if sa.rank != sb.rank {
		return sa.rank < sb.rank
	}
	return len(a.TieBreak.Key) < len(b.TieBreak.Key)
}

// editionsAlike returns, by candidate, whether it has the same value for
// every participant under every edition (vals, edition → candidate → by
// player, on variant v): once per variant for the scalar candidates, whose
// values no column changes, and for each column for the group operations.
func (pc *printedChecker) editionsAlike(v int, vals [][][]engine.Result) []bool {
	if pc.alike == nil {
		pc.alike = map[int][]bool{}
	}
	scalars, ok := pc.alike[v]
	if !ok {
		scalars = make([]bool, len(pc.cands))
		for j, d := range pc.cands {
			scalars[j] = !d.Row().Group && everyEditionAlike(vals, j)
		}
		pc.alike[v] = scalars
	}
	out := slices.Clone(scalars)
	for j, d := range pc.cands {
		if d.Row().Group {
			out[j] = everyEditionAlike(vals, j)
		}
	}
	return out
}

// everyEditionAlike reports whether candidate j has the same value for
// every participant under every edition.
func everyEditionAlike(vals [][][]engine.Result, j int) bool {
	for i := 1; i < len(vals); i++ {
		a, b := vals[0][j], vals[i][j]
		if a == nil || b == nil {
			return false
		}
		for k := range a {
			if a[k].Defined != b[k].Defined || a[k].Defined && a[k].Value.Cmp(b[k].Value) != 0 {
				return false
			}
		}
	}
	return true
}

// scoredCandidate is a candidate with its computed values by player index.
type scoredCandidate struct {
	cand   Candidate
	values []engine.Result
	// zeroOK: an undefined value agrees with a printed 0, because the
	// column prints a non-zero value where the candidate is defined
	// (docs/tiebreaks.md §15, decision 50).
	zeroOK bool
	// counts are how many printed values agree under each convention of
	// printedChecker.roundings; rounding is the one that gives the most
	// (cand.Agree), the first among equals, at index rank.
	counts   []int
	rounding Rounding
	rank     int
}

// sameValues reports whether two candidates give every printed cell the
// same value (so naming the second adds information).
func sameValues(a, b []engine.Result, cells []printedCell) bool {
	for _, c := range cells {
		x, y := a[c.at], b[c.at]
		if x.Defined != y.Defined || x.Defined && x.Value.Cmp(y.Value) != 0 {
			return false
		}
	}
	return true
}

// scalarChunk is how many scalar candidates one computation of the
// standings computes together (values): all forty at once take a few
// hundred milliseconds in the page, which would wait as long for its
// Step (issue 23); eight at a time cost a few percent more in all.
const scalarChunk = 8

// values computes every candidate on variant v under edition e, by
// player index: the scalar ones once per edition, scalarChunk at a time
// (a scalar candidate's values do not depend on the list it is in), each
// group operation (DE) after the prefix, since its groups depend on what
// comes before it. A candidate the engine refuses under e has nil values.
//
// A group operation's values depend on the prefix only through the groups
// it leaves tied: they are computed after the prefix's entries that split
// a group (the chain of v and e, advanced by the entries added since the
// last column), and kept until an entry splits one again, so that a column
// costs no more for the columns before it (issue 23).
func (pc *printedChecker) values(v int, e engine.Edition, prefix []engine.Descriptor) ([][]engine.Result, error) {
	out := make([][]engine.Result, len(pc.cands))
	scalars, cached := pc.scalars[variantEdition{v, e}]
	var list []engine.Descriptor
	var scalarIdx []int
	for j, d := range pc.cands {
		if !d.Row().Group {
			list, scalarIdx = append(list, d), append(scalarIdx, j)
		}
	}
	if !cached {
		for from := 0; from < len(list); from += scalarChunk {
			to := min(from+scalarChunk, len(list))
			if _, err := pc.run(v, e, nil, list[from:to], scalarIdx[from:to], out); err != nil {
				if !isRefusal(err) {
					return nil, err
				}
				// One of them is refused under this edition: each alone.
				for k := from; k < to; k++ {
					if _, err := pc.run(v, e, nil, []engine.Descriptor{list[k]}, []int{scalarIdx[k]}, out); err != nil && !isRefusal(err) {
						return nil, err
					}
				}
			}
		}
		pc.scalars[variantEdition{v, e}] = slices.Clone(out)
	} else {
		copy(out, scalars)
	}
	ch := pc.chain(v, e)
	for _, d := range prefix[ch.applied:] {
		if err := pc.advance(ch, v, e, d); err != nil {
			return nil, err
		}
		ch.applied++
	}
	if !ch.fresh {
		clear(ch.groups)
		clear(ch.groupTies)
		for j, d := range pc.cands {
			if !d.Row().Group || ch.refused {
				continue
			}
			ties, err := pc.run(v, e, ch.split, []engine.Descriptor{d}, []int{j}, ch.groups)
			if err != nil && !isRefusal(err) {
				return nil, err
			}
			if err == nil {
				ch.groupTies[j] = ties
			}
		}
		ch.fresh = true
	}
	for j, vs := range ch.groups {
		if vs != nil {
			out[j] = vs
		}
	}
	return out, nil
}

// run computes list after prefix on variant v under edition e, and writes
// the values of list's entry k, by participant index, to out[idx[k]]. It
// returns the groups the standings leave tied (Standings.Ties), and gives
// the standings back to the variant's Prepared once read.
func (pc *printedChecker) run(v int, e engine.Edition, prefix, list []engine.Descriptor, idx []int, out [][]engine.Result) ([][]int, error) {
	o := engine.Options{Edition: e, TieBreaks: append(slices.Clip(prefix), list...), Round: pc.opt.Round,
		Unrated: pc.opt.Unrated, HasUnrated: pc.opt.HasUnrated, System: pc.opt.System, MaxComponents: pc.opt.MaxComponents}
	if o.TieBreaks == nil {
		o.TieBreaks = []engine.Descriptor{} // PTS alone, not the default list
	}
	if err := pc.tick(); err != nil {
		return nil, err
	}
	prep := pc.variants[v].ev
	st, err := prep.Compute(o)
	if err != nil {
		return nil, err
	}
	if len(pc.buf) != len(pc.parts) {
		pc.buf = make([]engine.Result, len(pc.parts))
	}
	for j, ci := range idx {
		clear(pc.buf)
		for _, row := range st.Rows {
			if x, ok := pc.at[row.Player.StartNo]; ok {
				pc.buf[x] = row.Values[len(prefix)+j]
			}
		}
		out[ci] = pc.keep(v, ci, pc.buf, len(prefix) == 0)
	}
	prep.Release(st)
	return st.Ties, nil
}

// keep returns a copy of the values vs of candidate j on variant v, or,
// for a scalar candidate (scalar), the same values kept under another
// edition when there are: most candidates give every participant the same
// value under every edition, and the check keeps the values of every
// edition until it ends (issue 32: what a collection marks while the
// check runs).
func (pc *printedChecker) keep(v, j int, vs []engine.Result, scalar bool) []engine.Result {
	if scalar {
		for _, e := range pc.editions {
			if kept, ok := pc.scalars[variantEdition{v, e}]; ok && slices.Equal(kept[j], vs) {
				return kept[j]
			}
		}
	}
	return slices.Clone(vs)
}

// printedChain is what the group operations of one variant under one
// edition are computed after: the entries of the prefix (the tie-breaks
// of the earlier columns) that split a group of those left tied before
// them. An entry that splits none leaves every value of a group
// operation as it was, so the chain skips it; the groups and their
// values are the full prefix's (docs/tiebreaks.md §15).
type printedChain struct {
	applied int                 // the prefix entries looked at
	split   []engine.Descriptor // those of them that split a group
	// ties are the groups left tied after split (Standings.Ties, start
	// numbers), known once the first entry is looked at; refused says an
	// entry is refused under this edition, as the whole prefix then is.
	ties      [][]int
	tiesKnown bool
	refused   bool
	// groups are the values of the group operations after split, by
	// candidate index (nil for the scalar ones and those refused), and
	// groupTies the groups each leaves tied after split; fresh says they
	// are those of the current split.
	groups    [][]engine.Result
	groupTies [][][]int
	fresh     bool
}

// chain returns the chain of variant v under edition e.
func (pc *printedChecker) chain(v int, e engine.Edition) *printedChain {
	if pc.chains == nil {
		pc.chains = map[variantEdition]*printedChain{}
	}
	ch := pc.chains[variantEdition{v, e}]
	if ch == nil {
		ch = &printedChain{groups: make([][]engine.Result, len(pc.cands)), groupTies: make([][][]int, len(pc.cands))}
		pc.chains[variantEdition{v, e}] = ch
	}
	return ch
}

// advance looks at the next prefix entry d of the chain of variant v
// under edition e: the groups it leaves tied come from the values of a
// scalar candidate, or from the computation of the group operation d
// after the chain, and d joins the chain when it splits a group.
func (pc *printedChecker) advance(ch *printedChain, v int, e engine.Edition, d engine.Descriptor) error {
	if ch.refused {
		return nil
	}
	if !ch.tiesKnown { // the groups PTS leaves tied
		ties, err := pc.run(v, e, nil, nil, nil, nil)
		if err != nil {
			if isRefusal(err) {
				ch.refused = true
				return nil
			}
			return err
		}
		ch.ties, ch.tiesKnown = ties, true
	}
	j := slices.IndexFunc(pc.cands, func(c engine.Descriptor) bool { return c.Key == d.Key })
	var ties [][]int
	known := false
	switch {
	case j >= 0 && d.Row().Group && ch.fresh:
		if ch.groups[j] == nil {
			ch.refused = true
			return nil
		}
		ties, known = ch.groupTies[j], true
	case j >= 0 && !d.Row().Group:
		vals := pc.scalars[variantEdition{v, e}][j]
		if vals == nil {
			ch.refused = true
			return nil
		}
		ties, known = pc.splitTies(ch.ties, vals)
	}
	if !known {
		var err error
		if ties, err = pc.run(v, e, ch.split, []engine.Descriptor{d}, nil, nil); err != nil {
			if isRefusal(err) {
				ch.refused = true
				return nil
			}
			return err
		}
	}
	if sameBlocks(ch.ties, ties) {
		return nil
	}
	ch.split, ch.ties, ch.fresh = append(ch.split, d), ties, false
	return nil
}

// splitTies splits the tied groups (start numbers) by the values of a
// scalar candidate, by participant index, as the standings split them:
// members stay together when both values are undefined, or both defined
// with the same tier and value. known is false when a member of a group
// is not a participant with values (the standings' own computation must
// then say).
func (pc *printedChecker) splitTies(ties [][]int, vals []engine.Result) (out [][]int, known bool) {
	order := func(a, b engine.Result) int {
		if a.Defined != b.Defined {
			if a.Defined {
				return 1
			}
			return -1
		}
		if !a.Defined {
			return 0
		}
		if a.Tier != b.Tier {
			return int(a.Tier) - int(b.Tier)
		}
		return a.Value.Cmp(b.Value)
	}
	for _, g := range ties {
		idx := make([]int, len(g))
		for k, s := range g {
			x, ok := pc.at[s]
			if !ok {
				return nil, false
			}
			idx[k] = x
		}
		sort.SliceStable(idx, func(a, b int) bool { return order(vals[idx[a]], vals[idx[b]]) < 0 }) // one sorting code for every type (app.wasm's size)
		from := 0
		for k := 1; k <= len(idx); k++ {
			if k < len(idx) && order(vals[idx[from]], vals[idx[k]]) == 0 {
				continue
			}
			if k-from > 1 {
				part := make([]int, 0, k-from)
				for _, x := range idx[from:k] {
					part = append(part, pc.parts[x].player.StartNo)
				}
				out = append(out, part)
			}
			from = k
		}
	}
	return out, true
}

// sameBlocks reports whether two partitions, given by their groups of
// two or more and the second a refinement of the first, are the same:
// the same number of groups with the same number of members.
func sameBlocks(a, b [][]int) bool {
	if len(a) != len(b) {
		return false
	}
	n := 0
	for _, g := range a {
		n += len(g)
	}
	for _, g := range b {
		n -= len(g)
	}
	return n == 0
}

// isRefusal reports whether err refuses a tie-break (for this event or
// edition) rather than failing the computation.
func isRefusal(err error) bool {
	switch err.(type) {
	case *engine.CodedError, *engine.UsageError:
		return true
	}
	return false
}

// parsePrinted reads a printed value: "24.5", "24,5", "24½", "2215",
// "-3". It returns the value and its number of decimals.
func parsePrinted(s string) (engine.Value, int, bool) {
	half := strings.HasSuffix(s, "½")
	if half {
		s = strings.TrimSuffix(s, "½")
		if s == "" || s == "-" {
			s += "0"
		}
	}
	if !strings.Contains(s, ".") {
		s = strings.Replace(s, ",", ".", 1)
	}
	v, ok := engine.ParseValue(s)
	if !ok || strings.ContainsAny(s, "eE") {
		return engine.Value{}, 0, false
	}
	dec := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		dec = len(s) - i - 1
	}
	if half {
		h := engine.NewValue(1, 2)
		if v.Sign() < 0 || strings.HasPrefix(s, "-") {
			h = engine.NewValue(-1, 2)
		}
		v, dec = v.Add(h), max(dec, 1)
	}
	return v, dec, true
}

// printedAgrees reports whether a computed result, rounded to the printed
// decimals as mode says (the convention of the column's best candidate),
// is the printed value. An undefined result (a direct encounter outside a
// tie, a performance without games) agrees with a printed 0 only when
// zeroOK: programs print 0 where a tie-break does not apply, but a column
// of zeros is no evidence
// (docs/tiebreaks.md §15, decisions 50 and 52).
func printedAgrees(c printedCell, r engine.Result, zeroOK bool, mode Rounding) bool {
	if !c.ok {
		return false
	}
	if !r.Defined {
		return zeroOK && c.value.Sign() == 0
	}
	return roundsTo(r.Value, c.decimals, mode, c.value)
}

// zeroAgrees reports whether an undefined value of a candidate agrees with
// a printed 0: the column prints a non-zero value for some participant
// for whom the candidate is defined.
func zeroAgrees(cells []printedCell, values []engine.Result) bool {
	for _, c := range cells {
		if c.ok && c.value.Sign() != 0 && values[c.at].Defined {
			return true
		}
	}
	return false
}

// allZero reports whether every printed value of a column is a 0.
func allZero(cells []printedCell) bool {
	for _, c := range cells {
		if !c.ok || c.value.Sign() != 0 {
			return false
		}
	}
	return true
}

// printedText writes a computed result with the printed decimals (at
// least its own minimum), rounded as mode says.
func printedText(r engine.Result, decimals int, mode Rounding) string {
	if !r.Defined {
		return ""
	}
	d := max(decimals, int(r.Decimals))
	return roundAs(r.Value, d, mode).Format(d)
}

// countAgreeing adds to counts[m] one when the computed result agrees with
// the printed cell rounded as modes[m] says (printedAgrees): a value
// exact in the printed decimals, or undefined, agrees under all or none.
func countAgreeing(c printedCell, r engine.Result, zeroOK bool, modes []Rounding, counts []int) {
	all := false
	switch {
	case !c.ok:
	case !r.Defined:
		all = zeroOK && c.value.Sign() == 0
	case exactIn(r.Value, c.decimals):
		all = r.Value.Cmp(c.value) == 0
	case !c.unitsOK:
		for m, mode := range modes {
			if roundsTo(r.Value, c.decimals, mode, c.value) {
				counts[m]++
			}
		}
		return
	default:
		// Every convention gives the floor of the value in units of the
		// last printed digit, or one more: the printed value is one of
		// them, or none agrees.
		q, rem, d := floorUnits(r.Value, c.decimals)
		if c.units != q && c.units != q+1 {
			return
		}
		neg := r.Value.Sign() < 0
		for m, mode := range modes {
			if mode == RoundHalfEvenOrUp && (roundUnits(q, rem, d, neg, RoundHalfEven) == c.units || roundUnits(q, rem, d, neg, RoundHalfUp) == c.units) ||
				mode != RoundHalfEvenOrUp && roundUnits(q, rem, d, neg, mode) == c.units {
				counts[m]++
			}
		}
		return
	}
	if all {
		for m := range counts {
			counts[m]++
		}
	}
}
