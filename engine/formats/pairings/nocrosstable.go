package pairings

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/internal/msg"
)

// Pages without a crosstable (docs/formats.md §4.4). A text that no
// detector recognises is often a page about an event rather than its
// crosstable: the standings after a round (a ranking list: rank, name,
// points, tie-breaks, no round), the same list saved as CSV, a table of
// teams before any match, or a page whose cells ran together when it was
// stored. Telling the user that it is "not in a supported format" says
// nothing of what to copy instead; lacking recognises these texts and
// says what each lacks, with a code of its own. The program-specific
// refusals of the same idea (E-NO-ROUNDS for a chess-results ranking
// read as a crosstable, E-SP-NO-CROSS, E-SC-NO-PAIRINGS) stay with their
// readers, which read those standings when their games are pasted with
// them; the header of a ranking list is recognised by the one classifier
// they share (standingsRoles).

// Lacking returns the diagnostic of a text no detector recognises that is
// a page without a crosstable (cells run together, E-CELLS-JOINED; a
// table before any game, E-NOT-STARTED; a ranking list, E-STANDINGS-ONLY),
// or nil. sample holds the first non-blank lines, nums their line numbers.
func Lacking(sample []string, nums []int) *scan.Diagnostic {
	if d := joinedCells(sample, nums); d != nil {
		return d
	}
	return standingsOnly(sample, nums)
}

// standingsRoles classifies the headings of a standings or participants
// header, each by role (headerRole, or teamHeaderRole for a table that
// may name teams): the rank (only as the first heading), the start
// number, the name, the points, the federation, the ratings and the
// tie-break columns after the points. nil when the headings name no
// player or team, or start with neither a rank nor a start number, or
// name a rank without points.
func standingsRoles(heads []string, role func(string) string) *scStand {
	h := &scStand{rank: -1, key: -1, name: -1, pts: -1, fed: -1}
	for j, s := range heads {
		r := role(s) // TNr, TlnNr and Teilnehmer are headings of headerWords
		switch {
		case j == 0 && r == "rank":
			h.rank = j
		case r == "key" && h.key < 0:
			h.key = j
		case r == "name" && h.name < 0:
			h.name = j
		case (r == "points" || r == "mp") && h.pts < 0:
			h.pts = j
		case r == "fed" && h.fed < 0:
			h.fed = j
		case r == "rating":
			h.ratings, h.ratingHeads = append(h.ratings, j), append(h.ratingHeads, s)
		case r == "tb" && h.pts >= 0:
			h.tb = append(h.tb, j)
		}
	}
	if h.name < 0 || h.rank < 0 && h.key != 0 || h.rank >= 0 && h.pts < 0 {
		return nil
	}
	return h
}

// standingsOnly recognises a ranking list (E-STANDINGS-ONLY) or a table
// before any game (E-NOT-STARTED): a header whose first heading is a rank
// or a start number, with a name (or team) heading and a points heading
// or round headings (1.Rd, Rd.1, or 1 2 … N), over two rows or more, each
// a name and two numbers or more. With round headings the text is a
// crosstable, which is this case only when no row has a cell under them
// (a delimited table before the first round); without them it is a
// ranking list, a team one before any match when every team has 0
// points.
func standingsOnly(sample []string, nums []int) *scan.Diagnostic {
	delim := scan.ChooseDelim(sample)
	for i, s := range sample {
		hdr := scan.SplitCols(s, nums[i], delim)
		heads := make([]string, len(hdr))
		for j, t := range hdr {
			heads[j] = t.S
		}
		h := standingsRoles(heads, scan.TeamHeaderRole)
		if h == nil {
			continue
		}
		var rounds []int
		for j, t := range heads {
			if scan.RoundHeader(t) > 0 {
				rounds = append(rounds, j)
			}
		}
		for j := range heads {
			if n := strip.HeaderNumbers(hdr, j); n >= 2 {
				for k := j; k < j+n; k++ {
					rounds = append(rounds, k)
				}
				break
			}
		}
		if h.pts < 0 && len(rounds) == 0 {
			continue
		}
		team := scan.IsTeamWord(heads[h.name])
		var rows [][]scan.Tok
		for k := i + 1; k < len(sample); k++ {
			fs := scan.SplitCols(sample[k], nums[k], delim)
			if !standingsRow(fs) {
				break
			}
			rows = append(rows, fs)
		}
		if len(rows) < 2 {
			continue
		}
		d := scan.Diagnostic{Severity: scan.SeverityError, Line: nums[i], Col: hdr[0].Col, EndCol: hdr[len(hdr)-1].End,
			Found: strings.TrimSpace(s)}
		switch {
		case len(rounds) > 0 && (delim == 0 || anyUnder(rows, rounds)):
			return nil // a crosstable the readers refused for reasons of their own
		case len(rounds) > 0 || team && allZero(rows, h.pts):
			d.Code, d.Expected = scan.ENotStarted, "a crosstable with the results of a round at least"
			return ptrDiag(scan.Worded(d, scan.NotStarted(nums[i], len(rows), team)))
		}
		d.Code, d.Expected = scan.EStandingsOnly, "a crosstable (each round's opponent and result) or the pairings of every round"
		id := &msg.ReaderStandingsOnly
		if team {
			id = &msg.ReaderStandingsOnlyTeam
		}
		return ptrDiag(scan.Worded(d, scan.MsgA(id, nums[i], scan.Quote(strings.Join(strings.Fields(s), " ")), len(rows))))
	}
	return nil
}

func ptrDiag(d scan.Diagnostic) *scan.Diagnostic { return &d }

// standingsRow reports whether fields are a row of a ranking list: a
// field holding a letter (the name) and two numbers or more.
func standingsRow(fs []scan.Tok) bool {
	letters, numbers := false, 0
	for _, f := range fs {
		if _, ok := scan.ScoreText(f.S); ok {
			numbers++
		} else if strings.IndexFunc(f.S, unicode.IsLetter) >= 0 {
			letters = true
		}
	}
	return letters && numbers >= 2
}

// anyUnder reports whether a row has a non-blank field in one of the
// columns cols.
func anyUnder(rows [][]scan.Tok, cols []int) bool {
	for _, r := range rows {
		for _, j := range cols {
			if j < len(r) && strings.TrimSpace(r[j].S) != "" {
				return true
			}
		}
	}
	return false
}

// allZero reports whether every row has 0 points in column j (or no
// points column, j < 0: nothing scored).
func allZero(rows [][]scan.Tok, j int) bool {
	if j < 0 {
		return true
	}
	for _, r := range rows {
		if j < len(r) {
			if v, ok := scan.ScoreText(r[j].S); ok && v != 0 {
				return false
			}
		}
	}
	return true
}

// joinedCells recognises a table whose cells ran together (a page stored
// as text without the separators of its cells, E-CELLS-JOINED): a field
// that is three column headings or more written without a space
// ("Rk.SNoTeamGames", "Rk.SNoNameFEDRtgPts.1.Rd").
func joinedCells(sample []string, nums []int) *scan.Diagnostic {
	for i, s := range sample {
		for _, t := range scan.Tokenize(s, nums[i]) {
			if HeadingRun(t.S) >= 3 {
				d := scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ECellsJoined, Line: nums[i], Col: t.Col, EndCol: t.End, Found: t.S,
					Expected: "the table's cells apart (TABs, as a browser copies them)"}
				return ptrDiag(scan.Worded(d, scan.MsgIS(&msg.ReaderCellsJoined, nums[i], scan.Quote(t.S))))
			}
		}
	}
	return nil
}

// HeadingRun returns how many column headings, written one after the
// other without a space, make up the whole of s (0 when s is not such a
// run): the headings of §7.1 (headerWords) and of team tables of at least
// two letters, each with an optional dot, "Games", a printed column
// TB1 … TB9, a round 1.Rd … 99.Rd, or a grid's column numbers 1 2 3 … N
// (N ≥ 3, "12345678910"), N headings. A field without a letter is a
// number, not a run.
func HeadingRun(s string) int {
	if len(s) < 6 || len(s) > 120 || strings.IndexFunc(s, unicode.IsLetter) < 0 {
		return 0
	}
	l := strings.ToLower(s)
	best := make([]int, len(l)+1) // best[i]: most headings making up l[i:]; -1 none
	for i := range best {
		best[i] = -1
	}
	best[len(l)] = 0
	for i := len(l) - 1; i >= 0; i-- {
		for _, e := range headingEnds(l, i) {
			if best[e] >= 0 && best[e]+1 > best[i] {
				best[i] = best[e] + 1
			}
		}
		if e, k := columnNumbers(l, i); k > 0 && best[e] >= 0 && best[e]+k > best[i] {
			best[i] = best[e] + k
		}
	}
	return max(best[0], 0)
}

// columnNumbers returns the end and the count of the longest run of a
// grid's column numbers 1 2 3 … written without spaces from l[i]
// ("12345678910"), when it counts 3 numbers or more; else 0, 0.
func columnNumbers(l string, i int) (int, int) {
	j, k := i, 0
	for {
		n := strconv.Itoa(k + 1)
		if !strings.HasPrefix(l[j:], n) {
			break
		}
		j, k = j+len(n), k+1
	}
	if k < 3 {
		return 0, 0
	}
	return j, k
}

// headingEnds returns the ends of the headings that start at l[i].
func headingEnds(l string, i int) []int {
	var ends []int
	add := func(e int) {
		ends = append(ends, e)
		if e < len(l) && l[e] == '.' {
			ends = append(ends, e+1)
		}
	}
	for e := i + 2; e <= len(l) && e-i <= 12; e++ {
		w := l[i:e]
		if isJoinedHeading(w) {
			add(e)
		}
	}
	if strings.HasPrefix(l[i:], "tb") && i+2 < len(l) && l[i+2] >= '1' && l[i+2] <= '9' {
		add(i + 3)
	}
	j := i
	for j < len(l) && j-i < 2 && l[j] >= '0' && l[j] <= '9' {
		j++
	}
	if j > i && strings.HasPrefix(l[j:], ".rd") {
		add(j + 3)
	}
	return ends
}

// isJoinedHeading reports whether w (lower case, without its dot) is a
// heading of two letters or more: a word of headerWords or of the team
// tables, or "games".
func isJoinedHeading(w string) bool {
	if strings.ContainsAny(w, " .") {
		return false
	}
	if w == "games" {
		return true
	}
	if _, ok := scan.HeaderWords[w]; ok && strings.IndexFunc(w, unicode.IsLetter) >= 0 && len([]rune(w)) >= 2 {
		return true
	}
	return scan.TeamHeaderRole(w) != "" && scan.HeaderRole(w) == ""
}
