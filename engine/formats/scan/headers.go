package scan

import "strings"

// The headers of columns (rounds, the team tables' own columns) and the
// lines above a table that are not the event's name (titles, the site's).

// The two forms of a round column header (RoundHeader).
var (
	reRoundHdrA = &LazyRE{Pattern: `(?i)^(\d+)\s*\.?\s*(rd|runde|ronda|turno|round|rnd|r)\.?$`}
	reRoundHdrB = &LazyRE{Pattern: `(?i)^(rd|runde|ronda|turno|round|rnd|r)\s*\.?\s*(\d+)$`}
)

// RoundHeader returns the round of a round column header ("1.Rd", "Rd.1",
// "Runde 1"), or 0.
func RoundHeader(h string) int {
	h = strings.TrimSpace(h)
	if m := reRoundHdrA.Re().FindStringSubmatch(h); m != nil {
		n, _ := AtoiSmall(m[1])
		return n
	}
	if m := reRoundHdrB.Re().FindStringSubmatch(h); m != nil {
		n, _ := AtoiSmall(m[2])
		return n
	}
	return 0
}

// TeamHeaderRole classifies a header of a team table (docs/formats.md
// §7.8, §8.8): a team word names the teams ("name"), match-point and
// game-point words their totals ("mp", "gp"); the other headers as
// headerRole.
func TeamHeaderRole(h string) string {
	s := strings.ToLower(strings.Join(strings.Fields(strings.TrimRight(strings.TrimSpace(h), ".")), " "))
	if r, ok := teamHeaderWords[s]; ok {
		return r
	}
	return HeaderRole(h)
}

// teamHeaderWords are the headings of a team table's own columns, in the
// form of headerWords. chess-results.com heads its team tables 队 in
// Chinese, Drużyna in Polish.
var teamHeaderWords = RoleWords("" +
	"name=team|teams|mannschaft|squadra|squadre|equipo|equipos|équipe|equipe|队|队伍|команда|drużyna\n" +
	"mp=mp|m.p|mpkt|mp.|match points|matchpoints|match pts|mannschaftspunkte|mannsch.-pkt|" +
	"punti squadra|punti match|puntos de match|puntos match|puntos de encuentro\n" +
	"gp=gp|bp|g.p|b.p|game points|gamepoints|board points|brettpunkte|punti individuali|" +
	"punti partita|puntos de partida|puntos individuales")

// IsTeamWord reports whether a header names the teams or their match
// points: the mark of a team table (§4.2).
func IsTeamWord(h string) bool {
	switch r := TeamHeaderRole(h); {
	case r == "mp":
		return true
	case r == "name":
		return HeaderRole(h) != "name"
	}
	return false
}

// ReRoundsNum is a count of rounds in a title ("after 5 rounds").
var ReRoundsNum = &LazyRE{Pattern: `(?i)(\d+)\s+(rounds|runden|rondas|turni|rondes|round)`}

// TitleLine reports whether a line above a chess-results table is its
// title ("Final Ranking crosstable after 5 Rounds", "Rangliste …
// Tabelle", Swiss-Chess's "Rangliste: Stand nach der 3. Runde"), not the
// event's name.
func TitleLine(t string) bool {
	low := strings.ToLower(t)
	return strings.Contains(low, "crosstable") || strings.Contains(low, "tabelle") || strings.Contains(low, "after") && ReRoundsNum.Re().MatchString(t) ||
		strings.HasPrefix(low, "rangliste:") || reStandNach.Re().MatchString(t)
}

// reStandNach is Swiss-Chess's table title "Stand nach der 3. Runde".
var reStandNach = &LazyRE{Pattern: `(?i)\bstand nach der \d+\.\s*runde\b`}

// SiteLine reports whether a line above a chess-results table is the
// site's own ("From the Tournament-Database of Chess-Results https://…",
// "Last update 12.01.2026"), not the event's name.
func SiteLine(t string) bool {
	low := strings.ToLower(t)
	return strings.Contains(low, "chess-results") || strings.HasPrefix(low, "last update") || strings.HasPrefix(low, "letzte aktualisierung")
}
