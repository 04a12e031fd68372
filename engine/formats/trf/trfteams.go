package trf

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The team records of a TRF file (docs/formats.md §5.10) and the team
// results assembled from them and the players' games (§5.11).

// trfTeams gathers the team records while the file is read.
type trfTeams struct {
	entries   []teamEntry // 310, in the order of the lines
	entries13 []teamEntry // 013, likewise
	pabMP     engine.Score
	pabGP     engine.Score
	pabSet    bool
	pabTeam   []int // 320: the team with the PAB of each round (0: none)
	byes      []teamBye
	forfeits  []teamForfeit
	lineups   []teamLineup // 300, in the order of the lines (teamlineup.go)
	boards    int          // the length of the 352 colour sequence; 0: not given
	colours   string       // the 352 colour sequence, upper case
	mp        engine.MatchScoring
}

// teamEntry is one 310 or 013 record.
type teamEntry struct {
	number  int
	name    string
	members []int
	mp, gp  engine.Score // declared by 310
	hasDecl bool
	line    int
}

// teamBye is a 240 record of a team event: one bye of some teams in a round.
type teamBye struct {
	kind  engine.Kind
	round int
	teams []int
	line  int
}

// teamForfeit is a 330 record: a match forfeited in a round.
type teamForfeit struct {
	round        int
	white, black int
	kind         string // "+-", "-+" or "--"
	line         int
}

// teamEntryRecord reads a 310 record (number at 5–7, name 9–40, declared
// match and game points 55–60 and 62–67, members from 74; a four-digit
// number or rank moves the fields after it one column right,
// teamNumberField) or a 013 record (name 5–36, members from 37; its
// number is its position). A 310 record whose team number an earlier one
// already gave is E-TEAM-NUMBER.
func (r *trfReader) teamEntryRecord(ln int, rs []rune, code string, n013 int) {
	e := teamEntry{number: n013, name: colsTrimmed(rs, 5, 36), line: ln}
	from := 37
	if code == "310" {
		n, s, ok := team310Number(rs)
		if !ok {
			r.d.WarnQuoted(scan.WTrfField, ln, 5, &msg.ReaderTRF310, cols(rs, 5, 7+s))
			return
		}
		for _, f := range r.teams.entries {
			if f.number == n {
				r.fail(scan.ETeamNumber, ln, 5, 7+s, "", 0, "a team number no other record 310 gives", strconv.Itoa(n),
					scan.MsgI(&msg.ReaderTeamNumber, n, f.line))
				return
			}
		}
		e.number, e.name, from = n, colsTrimmed(rs, 9+s, 40+s), members310(rs, s)
		mp, ok1 := parsePoints(colsTrimmed(rs, 55+s, 60+s))
		gp, ok2 := parsePoints(colsTrimmed(rs, 62+s, 67+s))
		e.mp, e.gp, e.hasDecl = mp, gp, ok1 && ok2
	}
	for c := from; c <= len(rs); c += 5 {
		if n, err := strconv.Atoi(colsTrimmed(rs, c, c+3)); err == nil && r.index(n) >= 0 {
			e.members = append(e.members, n)
		}
	}
	if code == "013" {
		r.teams.entries13 = append(r.teams.entries13, e)
		return
	}
	r.teams.entries = append(r.teams.entries, e)
}

// teamNumberField returns the text of a team-number field of three
// columns that starts at column a (310: 5–7; 320: the PAB teams at 15–17,
// 19–21, …; 330: 12–14 and 16–18; 300: 9–11 and 13–15), and the number of
// columns it takes: three, or four when columns a to a+3 all hold digits.
// TRF26 numbers teams from 1 to 999; a program that writes a team number
// past 999 with its usual minimum width of three fills the blank column
// after the field, and the fields after it move one column right
// (docs/formats.md §5.10). A digit in that column is never part of a
// valid record otherwise, so the reading is not ambiguous.
func teamNumberField(rs []rune, a int) (string, int) {
	for c := a; c <= a+3; c++ {
		if d := runeAt(rs, c); d < '0' || d > '9' {
			return cols(rs, a, a+2), 3
		}
	}
	return cols(rs, a, a+3), 4
}

// team310Number returns the team number of a 310 record, the shift of the
// fields after it (1 for a four-digit number, teamNumberField), and
// whether it is a number from 1.
func team310Number(rs []rune) (n, shift int, ok bool) {
	t, w := teamNumberField(rs, 5)
	n, err := strconv.Atoi(strings.TrimSpace(t))
	return n, w - 3, err == nil && n >= 1
}

// members310 returns the column of the first member of a 310 record whose
// fields after the team number are shift columns right: 74, moved by the
// shift and by a four-digit rank at 69–71 (teamNumberField).
func members310(rs []rune, shift int) int {
	_, w := teamNumberField(rs, 69+shift)
	return 74 + shift + w - 3
}

// teamEntries returns the teams: those of the 310 records, or of the 013
// records when there is no 310. When both are there and some team's
// members differ, W-TEAM-013-310 says so (the 310 records are used).
func (r *trfReader) teamEntries() []teamEntry {
	t := &r.teams
	if len(t.entries) == 0 {
		return t.entries13
	}
	var differ []string
	line := 0
	for _, e := range t.entries13 {
		for _, f := range t.entries {
			if f.number == e.number && !slices.Equal(f.members, e.members) {
				differ = append(differ, "team "+strconv.Itoa(e.number))
				if line == 0 {
					line = e.line
				}
			}
		}
	}
	if len(differ) > 0 {
		r.d.Warn(scan.WTeam013310, line, 37, scan.MsgS(&msg.ReaderTeam013310, strings.Join(differ, ", ")))
	}
	return t.entries
}

// parsePoints reads a score such as "10", "17.5" or "1111.5" in tenths.
func parsePoints(s string) (engine.Score, bool) {
	v, ok := engine.ParseValue(strings.ReplaceAll(s, ",", "."))
	if !ok {
		return 0, false
	}
	t := v.Mul(engine.IntValue(10))
	if !t.IsInt() {
		return 0, false
	}
	return engine.Score(t.Num()), true
}

// teamRecord reads 320, 330, 352, 362 and, in a team event, 240 (300:
// lineupRecord).
func (r *trfReader) teamRecord(ln int, rs []rune, code string) {
	t := &r.teams
	switch code {
	case "320":
		mp, ok1 := parsePoints(colsTrimmed(rs, 5, 8))
		gp, ok2 := parsePoints(colsTrimmed(rs, 10, 13))
		if !ok1 || !ok2 {
			r.d.WarnQuoted(scan.WTrfField, ln, 5, &msg.ReaderTRF320, cols(rs, 5, 13))
			return
		}
		t.pabMP, t.pabGP, t.pabSet = mp, gp, true
		for c := 15; c <= len(rs); {
			f, w := teamNumberField(rs, c)
			n, _ := strconv.Atoi(strings.TrimSpace(f))
			t.pabTeam = append(t.pabTeam, n)
			c += w + 1
		}
	case "330":
		kind := "" // four codes each for "+-", "-+" and "--"
		if i := scan.WordIndex("+-|10|WL|WZ|-+|01|LW|ZW|--|00|LL|ZZ", strings.ToUpper(cols(rs, 5, 6))); i >= 0 {
			kind = [...]string{"+-", "-+", "--"}[i/4]
		}
		round, e1 := strconv.Atoi(colsTrimmed(rs, 8, 10))
		wf, s1 := teamNumberField(rs, 12)
		bf, s2 := teamNumberField(rs, 13+s1)
		w, e2 := strconv.Atoi(strings.TrimSpace(wf))
		b, e3 := strconv.Atoi(strings.TrimSpace(bf))
		if kind == "" || e1 != nil || e2 != nil || e3 != nil || round < 1 || round > r.ev.Rounds || w == b {
			r.d.WarnQuoted(scan.WTrfField, ln, 5, &msg.ReaderTRF330, cols(rs, 5, 12+s1+s2))
			return
		}
		t.forfeits = append(t.forfeits, teamForfeit{round: round, white: w, black: b, kind: kind, line: ln})
	case "352":
		t.colours = strings.ToUpper(colsTrimmed(rs, 5, len(rs)))
		t.boards = len(t.colours)
	case "362": // (symbol, value) pairs: TW 2.0 TD 1.0 TL 0.0
		fs := fieldsFrom(string(rs), 5)
		for i := 0; i+1 < len(fs); i++ {
			v, ok := parsePoints(fs[i+1].text)
			if !ok {
				continue
			}
			switch strings.ToUpper(fs[i].text) {
			case "TW":
				t.mp.Win = v
			case "TD":
				t.mp.Draw = v
			case "TL":
				t.mp.Loss = v
			}
		}
	case "240":
		kind, round, ok := r.bye240(ln, rs)
		if !ok {
			return
		}
		by := teamBye{kind: kind, round: round, line: ln}
		for c := 11; c <= len(rs); c += 5 {
			if n, err := strconv.Atoi(colsTrimmed(rs, c, c+3)); err == nil && n > 0 {
				by.teams = append(by.teams, n)
			}
		}
		t.byes = append(t.byes, by)
	}
}
