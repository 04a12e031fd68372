package table

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
	TcNone        tcellKind = iota // nothing: not paired (a zero-point bye up to the played rounds), not played yet after
	TcMatch                        // a match played, with the game points the team scored
	TcPending                      // a pairing without result yet
	TcForfeitWin                   // the whole match won by forfeit
	TcForfeitLoss                  // the whole match lost by forfeit
	TcBye                          // the team had the bye (the pairing-allocated bye)
)

// tcell is one cell of a team table: what a team did in one round.
type TeamCell struct {
	Kind   tcellKind
	Opp    int // the opposing team's start number (0 for none)
	Colour engine.Colour
	Gp     engine.Score // game points of a match, or those a bye or forfeit credits (hasGP)
	HasGP  bool
	T      scan.Tok // the cell as written
	// From the members' games (TRF, docs/formats.md §5.11): the kind of a
	// bye other than the pairing-allocated one (NotYet: the PAB), and the
	// boards and line-up of a match (nil when not known).
	Bye    engine.Kind
	Boards []engine.Score
	Lineup []int
}

var (
	// reTeamCRCell is a team crosstable match cell: the opponent, a
	// colour, a forfeit sign and the game points, each part optional but
	// the opponent (§7.8).
	reTeamCRCell = &scan.LazyRE{Pattern: `(?i)^(\d{1,6})(\s*)([wbs]?)\s*([+-]?)\s*(\d*[.,]\d+|\d*½|\d+|)$`}
	// reTeamBye is a bye cell: a bye word or a plus, then the game points.
	reTeamBye = &scan.LazyRE{Pattern: `(?i)^(bye|spielfrei|frei|libre|riposo|\+)\s*(\d*[.,]\d+|\d*½|\d+|)$`}
)

// TeamGP reads the game points of a team cell: a score of §3.5 in halves
// ("3", "2½", "2.5", "2,5", ".5"), at most engine.MaxResultScore.
func TeamGP(s string) (engine.Score, bool) {
	v, ok := scan.ScoreText(s)
	return v, ok && v%5 == 0 && v <= engine.MaxResultScore
}

// cellFault is what is wrong with a round cell of a team crosstable: the
// text a diagnostic expects instead and the message (internal/msg) that
// says so; the zero cellFault is a cell outside the grammar.
type cellFault struct {
	Expected string
	Id       *msg.ID
}

// The faults of a team crosstable's cell that teamCRCell names.
var (
	faultHalves   = cellFault{"game points in halves, at most 100", &msg.ReaderTeamCRCellHalves}
	faultOpponent = cellFault{"an opponent number from 1", &msg.ReaderTeamCRCellOpponent}
	faultPoints   = cellFault{"the game points after the opponent", &msg.ReaderTeamCRCellPoints}
	faultColour   = cellFault{"a colour letter or a space between the opponent and the game points", &msg.ReaderTeamCRCellColour}
)

// TeamCRCell parses a round cell of a team crosstable (§7.8). ok is false
// for a cell outside the grammar; why then says what is wrong with it.
func TeamCRCell(t scan.Tok) (c TeamCell, ok bool, why cellFault) {
	c = TeamCell{T: t, Colour: engine.NoColour}
	s := scan.NormDashes(strings.TrimSpace(t.S))
	switch strings.ToLower(s) {
	case "", "-", "0", "-0", "nan":
		return c, true, cellFault{}
	}
	if m := reTeamBye.Re().FindStringSubmatch(s); m != nil {
		c.Kind = TcBye
		if m[2] != "" {
			if c.Gp, c.HasGP = TeamGP(m[2]); !c.HasGP {
				return c, false, faultHalves
			}
		}
		return c, true, cellFault{}
	}
	if len(s) > 1 && s[0] == '-' { // "-2": a bye worth 2 game points
		if gp, ok := TeamGP(s[1:]); ok {
			c.Kind, c.Gp, c.HasGP = TcBye, gp, true
			if gp == 0 {
				c.Kind, c.HasGP = TcNone, false
			}
			return c, true, cellFault{}
		}
	}
	m := reTeamCRCell.Re().FindStringSubmatch(s)
	if m == nil {
		return c, false, cellFault{}
	}
	c.Opp, _ = scan.AtoiSmall(m[1])
	colour, sign, gp := strings.ToLower(m[3]), m[4], m[5]
	if c.Opp == 0 {
		// "0w0": chess-results' cell of a team not paired in the round.
		if v, _ := TeamGP(gp); sign == "" && colour != "" && v == 0 {
			return TeamCell{T: t, Colour: engine.NoColour}, true, cellFault{}
		}
		return c, false, faultOpponent
	}
	switch colour {
	case "w":
		c.Colour = engine.White
	case "b", "s":
		c.Colour = engine.Black
	}
	if gp != "" {
		if c.Gp, c.HasGP = TeamGP(gp); !c.HasGP {
			return c, false, faultHalves
		}
	}
	switch {
	case sign == "+":
		c.Kind = TcForfeitWin
	case sign == "-":
		c.Kind = TcForfeitLoss
	case gp == "" && colour != "":
		c.Kind = TcPending
	case gp == "":
		return c, false, faultPoints
	case colour == "" && m[2] == "":
		// "72½": 7 and 2½, or 72 and ½? Only a colour or a space tells.
		return c, false, faultColour
	default:
		c.Kind = TcMatch
	}
	if (c.Kind == TcMatch || c.Kind == TcPending) && c.Colour == engine.NoColour {
		c.Colour = engine.UnknownColour // a forfeit without colour keeps none (§2.3)
	}
	return c, true, cellFault{}
}

// TeamCRNamed parses a round cell of a team crosstable that names an
// opposing team (a match, a pairing, a forfeit): the crosstable's round
// cell for its scanner (teamCR) and its detector (team.scanCR) alike.
func TeamCRNamed(t scan.Tok) (TeamCell, bool) {
	c, ok, _ := TeamCRCell(t)
	return c, ok && Named(c)
}

// IsTeamDiagonal reports a diagonal marker of a team grid: those of the
// individual grids (*, x, X, ×, repeated up to four times) and ■.
func IsTeamDiagonal(s string) bool {
	return ReDiagonal.Re().MatchString(s) || s != "" && strings.Trim(s, "■") == "" && len([]rune(s)) <= 4
}

// TeamGridValue parses one value of a team grid cell (§8.8): game points,
// or a whole match forfeited ("+", "-", optionally followed by the game
// points credited); blank, "." or "_" for a match not played yet.
func TeamGridValue(s string) (c TeamCell, ok bool) {
	s = scan.NormDashes(strings.TrimSpace(s))
	c.Colour = engine.UnknownColour
	switch s {
	case "", ".", "_":
		return TeamCell{Kind: TcNone, Colour: engine.NoColour}, true
	}
	if s[0] == '+' || s[0] == '-' {
		c.Kind, c.Colour = TcForfeitWin, engine.NoColour
		if s[0] == '-' {
			c.Kind = TcForfeitLoss
		}
		if rest := strings.TrimSpace(s[1:]); rest != "" {
			if c.Gp, c.HasGP = TeamGP(rest); !c.HasGP {
				return c, false
			}
		}
		return c, true
	}
	gp, ok := TeamGP(s)
	if !ok {
		return c, false
	}
	c.Kind, c.Gp, c.HasGP = TcMatch, gp, true
	return c, true
}

// IsTeamGridTok reports whether a field can be a cell of a team grid: a
// value, a diagonal marker, or (in delimited text) two values of a double
// round robin separated by a space.
func IsTeamGridTok(s string) bool {
	if IsTeamDiagonal(s) {
		return true
	}
	if _, ok := TeamGridValue(s); ok {
		return true
	}
	if a, b, found := strings.Cut(strings.TrimSpace(s), " "); found {
		_, ok1 := TeamGridValue(a)
		_, ok2 := TeamGridValue(b)
		return ok1 && ok2 && strings.TrimSpace(a) != "" && strings.TrimSpace(b) != ""
	}
	return false
}

var (
	ReGridTok  = &scan.LazyRE{Pattern: `^([10½=+\-]{1,4}|0[.,]5|[.,]5|1/2|1F|0F|[*xX×.\_])$`}
	ReDiagonal = &scan.LazyRE{Pattern: `^(\*{1,4}|x{1,4}|X{1,4}|×{1,4}|✦{1,2})$`}
)
