package formats

import (
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// The cells of the team tables: a round cell of a chess-results team
// crosstable (docs/formats.md §7.8) and a cell of a team grid (§8.8).

// tcellKind is what a team cell says happened.
type tcellKind uint8

const (
	tcNone        tcellKind = iota // nothing: not paired (a zero-point bye up to the played rounds), not played yet after
	tcMatch                        // a match played, with the game points the team scored
	tcPending                      // a pairing without result yet
	tcForfeitWin                   // the whole match won by forfeit
	tcForfeitLoss                  // the whole match lost by forfeit
	tcBye                          // the team had the bye (the pairing-allocated bye)
)

// tcell is one cell of a team table: what a team did in one round.
type tcell struct {
	kind   tcellKind
	opp    int // the opposing team's start number (0 for none)
	colour engine.Colour
	gp     engine.Score // game points of a match, or those a bye or forfeit credits (hasGP)
	hasGP  bool
	t      scan.Tok // the cell as written
	// From the members' games (TRF, docs/formats.md §5.11): the kind of a
	// bye other than the pairing-allocated one (NotYet: the PAB), and the
	// boards and line-up of a match (nil when not known).
	bye    engine.Kind
	boards []engine.Score
	lineup []int
}

var (
	// reTeamCRCell is a team crosstable match cell: the opponent, a
	// colour, a forfeit sign and the game points, each part optional but
	// the opponent (§7.8).
	reTeamCRCell = &scan.LazyRE{Pattern: `(?i)^(\d{1,6})(\s*)([wbs]?)\s*([+-]?)\s*(\d*[.,]\d+|\d*½|\d+|)$`}
	// reTeamBye is a bye cell: a bye word or a plus, then the game points.
	reTeamBye = &scan.LazyRE{Pattern: `(?i)^(bye|spielfrei|frei|libre|riposo|\+)\s*(\d*[.,]\d+|\d*½|\d+|)$`}
)

// teamGP reads the game points of a team cell: a score of §3.5 in halves
// ("3", "2½", "2.5", "2,5", ".5"), at most engine.MaxResultScore.
func teamGP(s string) (engine.Score, bool) {
	v, ok := scan.ScoreText(s)
	return v, ok && v%5 == 0 && v <= engine.MaxResultScore
}

// cellFault is what is wrong with a round cell of a team crosstable: the
// text a diagnostic expects instead and the message (internal/msg) that
// says so; the zero cellFault is a cell outside the grammar.
type cellFault struct {
	expected string
	id       *msg.ID
}

// The faults of a team crosstable's cell that teamCRCell names.
var (
	faultHalves   = cellFault{"game points in halves, at most 100", &msg.ReaderTeamCRCellHalves}
	faultOpponent = cellFault{"an opponent number from 1", &msg.ReaderTeamCRCellOpponent}
	faultPoints   = cellFault{"the game points after the opponent", &msg.ReaderTeamCRCellPoints}
	faultColour   = cellFault{"a colour letter or a space between the opponent and the game points", &msg.ReaderTeamCRCellColour}
)

// teamCRCell parses a round cell of a team crosstable (§7.8). ok is false
// for a cell outside the grammar; why then says what is wrong with it.
func teamCRCell(t scan.Tok) (c tcell, ok bool, why cellFault) {
	c = tcell{t: t, colour: engine.NoColour}
	s := scan.NormDashes(strings.TrimSpace(t.S))
	switch strings.ToLower(s) {
	case "", "-", "0", "-0", "nan":
		return c, true, cellFault{}
	}
	if m := reTeamBye.Re().FindStringSubmatch(s); m != nil {
		c.kind = tcBye
		if m[2] != "" {
			if c.gp, c.hasGP = teamGP(m[2]); !c.hasGP {
				return c, false, faultHalves
			}
		}
		return c, true, cellFault{}
	}
	if len(s) > 1 && s[0] == '-' { // "-2": a bye worth 2 game points
		if gp, ok := teamGP(s[1:]); ok {
			c.kind, c.gp, c.hasGP = tcBye, gp, true
			if gp == 0 {
				c.kind, c.hasGP = tcNone, false
			}
			return c, true, cellFault{}
		}
	}
	m := reTeamCRCell.Re().FindStringSubmatch(s)
	if m == nil {
		return c, false, cellFault{}
	}
	c.opp, _ = scan.AtoiSmall(m[1])
	colour, sign, gp := strings.ToLower(m[3]), m[4], m[5]
	if c.opp == 0 {
		// "0w0": chess-results' cell of a team not paired in the round.
		if v, _ := teamGP(gp); sign == "" && colour != "" && v == 0 {
			return tcell{t: t, colour: engine.NoColour}, true, cellFault{}
		}
		return c, false, faultOpponent
	}
	switch colour {
	case "w":
		c.colour = engine.White
	case "b", "s":
		c.colour = engine.Black
	}
	if gp != "" {
		if c.gp, c.hasGP = teamGP(gp); !c.hasGP {
			return c, false, faultHalves
		}
	}
	switch {
	case sign == "+":
		c.kind = tcForfeitWin
	case sign == "-":
		c.kind = tcForfeitLoss
	case gp == "" && colour != "":
		c.kind = tcPending
	case gp == "":
		return c, false, faultPoints
	case colour == "" && m[2] == "":
		// "72½": 7 and 2½, or 72 and ½? Only a colour or a space tells.
		return c, false, faultColour
	default:
		c.kind = tcMatch
	}
	if (c.kind == tcMatch || c.kind == tcPending) && c.colour == engine.NoColour {
		c.colour = engine.UnknownColour // a forfeit without colour keeps none (§2.3)
	}
	return c, true, cellFault{}
}

// teamCRNamed parses a round cell of a team crosstable that names an
// opposing team (a match, a pairing, a forfeit): the crosstable's round
// cell for its scanner (teamCR) and its detector (scanTeamCR) alike.
func teamCRNamed(t scan.Tok) (tcell, bool) {
	c, ok, _ := teamCRCell(t)
	return c, ok && named(c)
}

// isTeamDiagonal reports a diagonal marker of a team grid: those of the
// individual grids (*, x, X, ×, repeated up to four times) and ■.
func isTeamDiagonal(s string) bool {
	return reDiagonal.Re().MatchString(s) || s != "" && strings.Trim(s, "■") == "" && len([]rune(s)) <= 4
}

// teamGridValue parses one value of a team grid cell (§8.8): game points,
// or a whole match forfeited ("+", "-", optionally followed by the game
// points credited); blank, "." or "_" for a match not played yet.
func teamGridValue(s string) (c tcell, ok bool) {
	s = scan.NormDashes(strings.TrimSpace(s))
	c.colour = engine.UnknownColour
	switch s {
	case "", ".", "_":
		return tcell{kind: tcNone, colour: engine.NoColour}, true
	}
	if s[0] == '+' || s[0] == '-' {
		c.kind, c.colour = tcForfeitWin, engine.NoColour
		if s[0] == '-' {
			c.kind = tcForfeitLoss
		}
		if rest := strings.TrimSpace(s[1:]); rest != "" {
			if c.gp, c.hasGP = teamGP(rest); !c.hasGP {
				return c, false
			}
		}
		return c, true
	}
	gp, ok := teamGP(s)
	if !ok {
		return c, false
	}
	c.kind, c.gp, c.hasGP = tcMatch, gp, true
	return c, true
}

// isTeamGridTok reports whether a field can be a cell of a team grid: a
// value, a diagonal marker, or (in delimited text) two values of a double
// round robin separated by a space.
func isTeamGridTok(s string) bool {
	if isTeamDiagonal(s) {
		return true
	}
	if _, ok := teamGridValue(s); ok {
		return true
	}
	if a, b, found := strings.Cut(strings.TrimSpace(s), " "); found {
		_, ok1 := teamGridValue(a)
		_, ok2 := teamGridValue(b)
		return ok1 && ok2 && strings.TrimSpace(a) != "" && strings.TrimSpace(b) != ""
	}
	return false
}

var (
	reCRCell   = &scan.LazyRE{Pattern: `^\d+[wbsWBS](1|½|0|0[.,]5|\+|-|=)$`}
	reCRBye    = &scan.LazyRE{Pattern: `^-(1|½|0|0[.,]5)$`}
	reSPCell   = &scan.LazyRE{Pattern: `^\d+\s*:\s*[WLDwld+=\-]$`}
	reUSCell   = &scan.LazyRE{Pattern: `^([WLD]\s?\d+|[XF]\d*|[HBU]|BYE)$`}
	rePGNTag   = &scan.LazyRE{Pattern: `^\[(\w+)\s+"`}
	reGridTok  = &scan.LazyRE{Pattern: `^([10½=+\-]{1,4}|0[.,]5|[.,]5|1/2|1F|0F|[*xX×.\_])$`}
	reDiagonal = &scan.LazyRE{Pattern: `^(\*{1,4}|x{1,4}|X{1,4}|×{1,4}|✦{1,2})$`}
)
