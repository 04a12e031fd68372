package season

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// FarRating is the difference of ratings past which two entries of the
// same name and federation are asked about rather than matched
// (docs/season.md §2).
const FarRating = 400

// maxCandidates bounds the earlier players a question offers.
const maxCandidates = 8

// QuestionCode is the code of the matcher's questions; a question's ID is
// the code, "/" and the entry's ID ("Q-SEASON-MATCH/e3.12").
const QuestionCode = "Q-SEASON-MATCH"

// The answers of a question besides an earlier player's ID.
const AnswerNew = "new"

// matched is the matcher's result.
type matched struct {
	players   []Player
	questions []formats.Question
	counts    [len(howNames)]int
}

// person is a player while matching: his indexes' keys.
type person struct {
	fide, national string // "" = none seen
	lastEvent      int    // the last event he was matched in, -1 = none
}

// matcher holds the indexes of the players seen so far.
type matcher struct {
	events  []*Event
	players []Player
	people  []person
	byFide  map[string]int
	byNat   map[string]int
	byName  map[string][]int // normalised name + "|" + federation
	byBare  map[string][]int // normalised name
	bySort  map[string][]int // the name's words sorted + "|" + federation
	byDel   map[string][]int // the name less one letter + "|" + federation
}

// EntryID names entry j of event i: "e2.17".
func EntryID(i, j int) string { return "e" + strconv.Itoa(i+1) + "." + strconv.Itoa(j+1) }

// match matches the entries of the events to players, in the order of the
// events and of their entries (docs/season.md §2).
func match(events []*Event, answers map[string]string) (*matched, error) {
	m := &matcher{events: events, byFide: map[string]int{}, byNat: map[string]int{},
		byName: map[string][]int{}, byBare: map[string][]int{}, bySort: map[string][]int{}, byDel: map[string][]int{}}
	out := &matched{}
	for i, ev := range events {
		for j := range ev.Entries {
			e := &ev.Entries[j]
			p, how, q := m.find(i, j, e, answers)
			if q != nil {
				out.questions = append(out.questions, *q)
			}
			if p < 0 {
				if len(m.players) >= MaxPlayers {
					return nil, engine.Coded(msg.ErrSeasonPlayers, MaxPlayers, MaxPlayers)
				}
				p, how = m.add(i, j, e), First
			}
			m.join(p, i, j, e, how)
			out.counts[how]++
		}
	}
	out.players = m.players
	return out, nil
}

// find returns the earlier player entry j of event i is, and how; -1 for
// a new player. A question, when one is asked, is returned answered or
// with its default.
func (m *matcher) find(i, j int, e *Entry, answers map[string]string) (int, How, *formats.Question) {
	fide, nat := idOf(e.FideID), idOf(e.NationalID)
	if fide != "" {
		if p, ok := m.byFide[fide]; ok && m.people[p].lastEvent != i {
			return p, ByFide, nil
		}
	}
	if nat != "" {
		if p, ok := m.byNat[nat+"|"+fedOf(e.Federation)]; ok && m.people[p].lastEvent != i {
			return p, ByNation, nil
		}
	}
	name := Normalise(e.Name)
	if name == "" {
		return -1, First, nil
	}
	fed := fedOf(e.Federation)
	c := candidates{m: m, event: i, fide: fide, nat: nat}
	exact := c.add(m.byName[name+"|"+fed], "")
	switch {
	case len(exact) == 1:
		p := exact[0]
		d := abs(m.players[p].Rating - e.Rating)
		if e.Rating == 0 || m.players[p].Rating == 0 || d <= FarRating {
			return p, ByName, nil
		}
		return m.ask(i, j, e, exact, msg.New(msg.EffectSeasonRating, d), answers)
	case len(exact) > 1:
		return m.ask(i, j, e, exact, msg.New(msg.EffectSeasonSeveral), answers)
	}
	c.out = nil
	near := c.add(m.byBare[name], "")
	c.skip, c.out = near, nil
	for _, k := range nearKeys(name, fed) {
		c.add(m.bySort[k], "")
	}
	for _, k := range deletions(name, fed) {
		c.add(m.byDel[k], name)
	}
	switch {
	case len(near) == 0 && len(c.out) == 0:
		return -1, First, nil
	case len(near) == 0:
		return m.ask(i, j, e, c.out, msg.New(msg.EffectSeasonSpelling), answers)
	}
	return m.ask(i, j, e, append(near, c.out...), msg.New(msg.EffectSeasonFederation), answers)
}

// candidates gathers the earlier players an entry of event may be: not
// in the event already, and no identifier (fide, nat) saying the two are
// different people.
type candidates struct {
	m         *matcher
	event     int
	fide, nat string
	skip, out []int // out: the candidates so far, none of skip's
}

// add adds to c.out, up to maxCandidates, the players of ps that may be
// the entry and, when name is not "", whose normalised name is one letter
// from it; it returns c.out.
func (c *candidates) add(ps []int, name string) []int {
	for _, p := range ps {
		if len(c.out) == maxCandidates {
			break
		}
		q := c.m.people[p]
		if q.lastEvent != c.event && (c.fide == "" || q.fide == "" || q.fide == c.fide) && (c.nat == "" || q.national == "" || q.national == c.nat) &&
			!slices.Contains(c.skip, p) && !slices.Contains(c.out, p) && (name == "" || editOne(name, Normalise(c.m.players[p].Name))) {
			c.out = append(c.out, p)
		}
	}
	return c.out
}

// ask makes the question whether entry j of event i is one of the
// candidates, and applies its answer; the default is a new player.
func (m *matcher) ask(i, j int, e *Entry, cands []int, why msg.Message, answers map[string]string) (int, How, *formats.Question) {
	slices.Sort(cands)
	if len(cands) > maxCandidates {
		cands = cands[:maxCandidates]
	}
	id := QuestionCode + "/" + EntryID(i, j)
	text := msg.New(msg.AskSeasonMatch, e.Name, describe(e.Federation, e.Rating), m.events[i].label(i))
	q := formats.Question{ID: id, Key: text.Code(), Text: text.English(), Default: AnswerNew}
	for _, a := range text.Args {
		q.Args = append(q.Args, fmt.Sprint(a))
	}
	for _, p := range cands {
		pl := &m.players[p]
		r := pl.Results[0]
		q.Options = append(q.Options, formats.QuestionOption{ID: pl.ID,
			Label:  msg.New(msg.OptSeasonSame, pl.Name, describe(pl.Federation, pl.Rating), m.events[r.Event].label(r.Event)),
			Effect: why})
	}
	q.Options = append(q.Options, formats.QuestionOption{ID: AnswerNew, Label: msg.New(msg.OptSeasonNew), Effect: msg.New(msg.EffectSeasonNew)})
	a, ok := answers[id]
	if !ok {
		return -1, First, &q
	}
	for _, p := range cands {
		if m.players[p].ID == a {
			q.Default = a
			return p, ByAnswer, &q
		}
	}
	return -1, First, &q // "new", or an answer that names none of the candidates
}

// add makes a new player of entry j of event i.
func (m *matcher) add(i, j int, e *Entry) int {
	p := len(m.players)
	m.players = append(m.players, Player{ID: EntryID(i, j), Name: e.Name, Federation: e.Federation})
	m.people = append(m.people, person{lastEvent: -1})
	name, fed := Normalise(e.Name), fedOf(e.Federation)
	if name != "" {
		m.byName[name+"|"+fed] = append(m.byName[name+"|"+fed], p)
		m.byBare[name] = append(m.byBare[name], p)
		for _, k := range nearKeys(name, fed) {
			m.bySort[k] = append(m.bySort[k], p)
		}
		for _, k := range deletions(name, fed) {
			m.byDel[k] = append(m.byDel[k], p)
		}
	}
	return p
}

// join adds entry j of event i to player p, and its identifiers to the
// indexes.
func (m *matcher) join(p, i, j int, e *Entry, how How) {
	pl, pe := &m.players[p], &m.people[p]
	pe.lastEvent = i
	pl.Results = append(pl.Results, Result{Event: i, Entry: j, How: how})
	if f := idOf(e.FideID); f != "" && pe.fide == "" {
		if _, taken := m.byFide[f]; !taken {
			m.byFide[f] = p
		}
		pe.fide, pl.FideID = f, f
	}
	if n := idOf(e.NationalID); n != "" && pe.national == "" {
		k := n + "|" + fedOf(e.Federation)
		if _, taken := m.byNat[k]; !taken {
			m.byNat[k] = p
		}
		pe.national = n
	}
	if e.Rating > pl.Rating {
		pl.Rating = e.Rating
	}
	if pl.Sex == "" {
		pl.Sex = e.Sex
	}
	if pl.BirthYear == 0 {
		pl.BirthYear = e.BirthYear
	}
}

// label names event i in messages: its name, else its file, else its
// number.
func (e *Event) label(i int) string {
	switch {
	case e.Name != "":
		return e.Name
	case e.File != "":
		return e.File
	}
	return "#" + strconv.Itoa(i+1)
}

// describe is "FED, 1850" or the parts there are.
func describe(fed string, rating int) string {
	var parts []string
	if f := strings.TrimSpace(fed); f != "" {
		parts = append(parts, f)
	}
	if rating > 0 {
		parts = append(parts, strconv.Itoa(rating))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ", ")
}

// idOf is an identifier as written, "" for none ("0" is none: the
// exports write it for a player without one).
func idOf(s string) string {
	s = strings.TrimSpace(s)
	if strings.Trim(s, "0") == "" {
		return ""
	}
	return s
}

// Normalise is a name as the matcher compares it: lower case, without
// accents, the punctuation (commas, dots, hyphens, apostrophes) taken for
// spaces, the spaces collapsed, so that "Rossi, Mario", "ROSSI Mario" and
// "Rossì  Mario" are one name. The order of the words is kept.
func Normalise(name string) string {
	var b strings.Builder
	space := false
	for _, r := range name {
		r = fold(unicode.ToLower(r))
		switch {
		case r == '\'' || r == '’' || r == '`':
			continue // an apostrophe joins: "D'Angelo" is "dangelo"
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return b.String()
}

// fold drops the accent of a Latin letter.
func fold(r rune) rune {
	if r < 0xC0 {
		return r
	}
	base, start := r, true
	for _, c := range folds {
		switch {
		case c == ' ':
			start = true
		case start:
			base, start = c, false
		case c == r:
			return base
		}
	}
	return r
}

// folds are the Latin letters with diacritics, each group after its base
// letter (a string, not a map: no initialiser in app.wasm).
const folds = "aàáâãäåāăąæ cçćĉċč dďđð eèéêëēĕėęě gĝğġģ hĥħ iìíîïĩīĭįı jĵ kķ lĺļľŀł nñńņňŉ " +
	"oòóôõöøōŏőœ rŕŗř sśŝşšșß tţťŧțþ uùúûüũūŭůűų wŵ yýÿŷ zźżž"

// nearKeys are the keys of a name in another order: its words sorted,
// with the federation.
func nearKeys(name, fed string) []string {
	w := strings.Fields(name)
	if len(w) < 2 {
		return nil
	}
	slices.Sort(w)
	return []string{strings.Join(w, " ") + "|" + fed}
}

// deletions are the name less one letter, and the name, each with the
// federation: two names one edit apart share one of them.
func deletions(name, fed string) []string {
	r := []rune(name)
	if len(r) < 4 || len(r) > 64 {
		return nil // a short name is too easily one letter from another; a long one costs
	}
	out := make([]string, 0, len(r)+1)
	out = append(out, name+"|"+fed)
	for k := range r {
		out = append(out, string(r[:k])+string(r[k+1:])+"|"+fed)
	}
	return out
}

// editOne reports whether a and b differ by one letter inserted, deleted
// or replaced.
func editOne(a, b string) bool {
	x, y := []rune(a), []rune(b)
	if len(x) < len(y) {
		x, y = y, x
	}
	if len(x)-len(y) > 1 || a == b {
		return false
	}
	i := 0
	for i < len(y) && x[i] == y[i] {
		i++
	}
	if len(x) == len(y) {
		return string(x[i+1:]) == string(y[i+1:])
	}
	return string(x[i+1:]) == string(y[i:])
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// fedOf is a federation as the matcher compares it: upper case, trimmed.
func fedOf(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }
