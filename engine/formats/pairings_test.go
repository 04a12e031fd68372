package formats

import (
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/pgn"
	"github.com/spareggi/spareggi/engine/formats/scan"
)

func TestParsePairLine(t *testing.T) {
	tests := []struct {
		in           string
		ok           bool
		white, black string
		wr, br       int
		result, bye  string
		splits       int
	}{
		{"1  Rossi, Marco 2210 - Verdi, Anna 1920  1-0", true, "Rossi, Marco", "Verdi, Anna", 2210, 1920, "1-0", "", 0},
		{"Godena-Stella 1-0", true, "Godena", "Stella", 0, 0, "1-0", "", 1},
		{"R. Axel-G.Palermo", true, "R. Axel", "G.Palermo", 0, 0, "", "", 1},
		{"Brunello - D'Amore ½ - ½", true, "Brunello", "D'Amore", 0, 0, "½-½", "", 0},
		{"Rossi vs Bianchi 0F-1F", true, "Rossi", "Bianchi", 0, 0, "0F-1F", "", 0},
		{"Rossi – Bianchi - - +", true, "Rossi", "Bianchi", 0, 0, "--+", "", 0},
		{"Garcia-Palermo-Rossi 1/2-1/2", true, "Garcia", "Palermo-Rossi", 0, 0, "1/2-1/2", "", 2},
		{"Müller, Jonas 1990 bye 1", true, "Müller, Jonas", "", 1990, 0, "", "1", 0},
		{"Neri riposa", true, "Neri", "", 0, 0, "", "", 0},
		// Names of §3.6: quotes, parentheses, apostrophes, initials, other scripts.
		{"1 Smith, John \"Johnny\" 2100 - Neil (Jr) 1-0", true, "Smith, John \"Johnny\"", "Neil (Jr)", 2100, 0, "1-0", "", 0},
		{"Smith, John “Johnny” - d’Artagnan, Charles ½-½", true, "Smith, John “Johnny”", "d’Artagnan, Charles", 0, 0, "½-½", "", 0},
		{"O'Brien, Pat vs Tolkien, J. R. R. 0-1", true, "O'Brien, Pat", "Tolkien, J. R. R.", 0, 0, "0-1", "", 0},
		{"Иванов, Иван - Παπαδόπουλος, Γιώργος 1-0", true, "Иванов, Иван", "Παπαδόπουλος, Γιώργος", 0, 0, "1-0", "", 0},
		{"王小明 - Nguyễn Văn An =", true, "王小明", "Nguyễn Văn An", 0, 0, "=", "", 0},
		{"McDonald (Mac), Ian 1800 bye", true, "McDonald (Mac), Ian", "", 1800, 0, "", "", 0},
		{"Ore 20:30, sala grande", false, "", "", 0, 0, "", "", 0},
		{"1 ANDREA 2.5 | +W5 =B4 -W2", false, "", "", 0, 0, "", "", 0},
		{"Il sistema Buchholz - risultato degli avversari 3", false, "", "", 0, 0, "", "", 0},
	}
	for _, tc := range tests {
		p, ok := pairings.ParsePairLine(tc.in)
		if ok != tc.ok {
			t.Errorf("%q: ok %v, want %v", tc.in, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if p.White != tc.white || p.Blk != tc.black || p.WRtg != tc.wr || p.BRtg != tc.br || p.Result != tc.result || p.ByeScore != tc.bye || len(p.Splits) != tc.splits {
			t.Errorf("%q: got %+v", tc.in, p)
		}
	}
}

func TestReadPairings(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		answers map[string]string
		players int
		codes   []string // codes that must occur
		line    int      // line of the first error, when failing
		col     int
	}{
		{"sample", string(xreadFile(t, "x-pairings-sample.txt")), nil, 7, []string{"I-PAIRINGS-STARTNO", "Q-BYE/r1/p4", "Q-BYE/r2/p6"}, 0, 0},
		{"interleaved", "Campionato\nTurno 1 Turno 4 Turno 7\nGodena-Stella 1-0\nBrunello-Ortega ½-½\n", nil, 0, []string{"E-PAIRINGS-INTERLEAVED"}, 2, 1},
		{"headings in a row", "Round 1\nRound 2\nA - B 1-0\nC - D 0-1\n", nil, 0, []string{"E-PAIRINGS-INTERLEAVED"}, 1, 1},
		{"twice", "Round 1\nA - B 1-0\nA - C 0-1\n", nil, 0, []string{"E-PAIRINGS-TWICE"}, 3, 1},
		{"name split asked", "Round 1\nAnna-Maria-Rossi 1-0\nBruno - Carla 0-1\n", nil, 0, []string{"Q-NAME-SPLIT/l2"}, 0, 0},
		{"name split answered", "Round 1\nAnna-Maria-Rossi 1-0\nBruno - Carla 0-1\n", map[string]string{"Q-NAME-SPLIT/l2": "s2"}, 4, nil, 0, 0},
		{"name split by known names", "Round 1\nAnna-Maria - Rossi 1-0\nRound 2\nRossi-Anna-Maria ½-½\n", nil, 2, nil, 0, 0},
		{"pending", "Round 1\nA - B 1-0\nC - D\n", nil, 4, nil, 0, 0},
		{"none", "Round 1\nnothing here\n", nil, 0, []string{"E-PAIRINGS-NONE"}, 1, 1},
	}
	for _, tc := range tests {
		ev, rep, err := Read([]byte(tc.text), Options{Format: FormatPairings, Answers: tc.answers})
		got := xcodes(rep, err)
		n := 0
		if ev != nil {
			n = len(ev.Players)
		}
		if n != tc.players {
			t.Errorf("%s: %d players, want %d (%s; %v)", tc.name, n, tc.players, got, err)
		}
		for _, c := range tc.codes {
			if !strings.Contains(" "+got+" ", " "+c+" ") {
				t.Errorf("%s: no %s in %s", tc.name, c, got)
			}
		}
		if e, ok := err.(*scan.Error); ok && tc.line > 0 {
			d := e.Errors()[0]
			if d.Line != tc.line || d.Col != tc.col {
				t.Errorf("%s: first error at %d:%d, want %d:%d: %v", tc.name, d.Line, d.Col, tc.line, tc.col, d)
			}
		}
	}
}

// TestSeed000 (§17): the flattened grid gives E-GRID-INCOMPLETE and the
// flattened pairing lists E-PAIRINGS-INTERLEAVED, each with its position.
func TestSeed000(t *testing.T) {
	_, _, err := Read(xreadFile(t, "x-seed-000.txt"), Options{FileName: "x-seed-000.txt"})
	e, ok := err.(*scan.Error)
	if !ok {
		t.Fatalf("no *Error: %v", err)
	}
	want := map[string][2]int{"E-PAIRINGS-INTERLEAVED": {55, 35}, "E-GRID-INCOMPLETE": {57, 0}}
	found := map[string]bool{}
	for _, d := range e.Errors() {
		if w, ok := want[string(d.Code)]; ok {
			found[string(d.Code)] = true
			if d.Line != w[0] || w[1] > 0 && d.Col != w[1] {
				t.Errorf("%s at %d:%d, want line %d col %d", string(d.Code), d.Line, d.Col, w[0], w[1])
			}
		}
	}
	if len(found) != 2 {
		t.Errorf("found %v in %v", found, e.Errors())
	}
	// Forced to pairings, only the pairing part is reported.
	_, _, err = Read(xreadFile(t, "x-seed-000.txt"), Options{Format: FormatPairings})
	if e, ok := err.(*scan.Error); !ok || e.Errors()[0].Code != "E-PAIRINGS-INTERLEAVED" {
		t.Errorf("forced pairings: %v", err)
	}
}

func TestPGNDuplicatesAndNames(t *testing.T) {
	game := func(round, w, b, res string) string {
		return "[Event \"E\"]\n[Round \"" + round + "\"]\n[White \"" + w + "\"]\n[Black \"" + b + "\"]\n[Result \"" + res + "\"]\n\n" + res + "\n\n"
	}
	tests := []struct {
		name  string
		text  string
		codes []string
		not   []string
	}{
		{"same game twice", game("1", "A", "B", "1-0") + game("1", "A", "B", "1-0") + game("2", "B", "A", "0-1"), []string{"I-PGN-DUPLICATE"}, []string{"W-PGN-DUPLICATE-CONFLICT"}},
		{"conflict", game("1", "A", "B", "1-0") + game("1", "B", "A", "1-0") + game("2", "B", "A", "0-1"), []string{"W-PGN-DUPLICATE-CONFLICT"}, []string{"I-PGN-DUPLICATE"}},
		{"similar names", game("1", "Müller, J.", "B", "1-0") + game("1", "Muller J", "C", "1-0") + game("2", "B", "C", "1-0"), []string{"W-PGN-SIMILAR-NAMES"}, nil},
		{"distinct names", game("1", "A", "B", "1-0") + game("2", "B", "A", "1-0"), nil, []string{"W-PGN-SIMILAR-NAMES", "I-PGN-DUPLICATE"}},
	}
	for _, tc := range tests {
		_, rep, err := Read([]byte(tc.text), Options{Format: FormatPGN})
		got := " " + xcodes(rep, err) + " "
		for _, c := range tc.codes {
			if !strings.Contains(got, " "+c+" ") {
				t.Errorf("%s: no %s in%s", tc.name, c, got)
			}
		}
		for _, c := range tc.not {
			if strings.Contains(got, " "+c+" ") {
				t.Errorf("%s: unexpected %s in%s", tc.name, c, got)
			}
		}
	}
	if got := pgn.LooseName("D'Àmico,  Ł."); got != "damicol" {
		t.Errorf("looseName = %q", got)
	}
}

// TestPairingRests: in a complete round robin of an odd number of players,
// the lines without an opponent and without a score ("riposa") are the
// rounds the players rest, 0 points, as the grid of the same event reads
// them (decision 73); before, each was a bye worth a point, and the three
// players of a round robin had 1 point more each. A Swiss keeps its byes,
// and a rest with a score written keeps the score.
func TestPairingRests(t *testing.T) {
	rr := "Turno 1\n1 Rossi Mario - Bianchi Luca 1-0\nVerdi Paolo riposa\n" +
		"Turno 2\n1 Bianchi Luca - Verdi Paolo 0-1\nRossi Mario riposa\n" +
		"Turno 3\n1 Verdi Paolo - Rossi Mario ½-½\nBianchi Luca riposa\n"
	ev, rep, err := Read([]byte(rr), Options{Format: FormatPairings})
	if err != nil {
		t.Fatal(err)
	}
	if got := xcodes(rep, err); !strings.Contains(got, "I-PAIRINGS-RESTS") || strings.Contains(got, "Q-BYE") {
		t.Errorf("codes %s: want I-PAIRINGS-RESTS and no bye question", got)
	}
	points := map[string]engine.Score{}
	for _, p := range ev.Players {
		rests := 0
		for _, e := range p.Rounds {
			if e.Kind == engine.ZPB && e.Detail == engine.DetailRest {
				rests++
			}
		}
		if rests != 1 {
			t.Errorf("%s rests %d times: %+v", p.Name, rests, p.Rounds)
		}
		for _, e := range p.Rounds {
			points[p.Name] += ev.Scoring.Points(e)
		}
	}
	if points["Rossi Mario"] != 15 || points["Verdi Paolo"] != 15 || points["Bianchi Luca"] != 0 {
		t.Errorf("points (tenths) %v, want Rossi 1.5, Verdi 1.5, Bianchi 0", points)
	}
	// The same pairings, one round short: not every pair has met (it could
	// be a Swiss), the byes stay byes (and are asked about).
	short := rr[:strings.Index(rr, "Turno 3")]
	if _, rep, err := Read([]byte(short), Options{Format: FormatPairings}); strings.Contains(xcodes(rep, err), "I-PAIRINGS-RESTS") {
		t.Errorf("two rounds of three: %s", xcodes(rep, err))
	}
	// A score written with the rest is kept.
	scored := strings.Replace(rr, "Verdi Paolo riposa", "Verdi Paolo riposa 1", 1)
	if _, rep, err := Read([]byte(scored), Options{Format: FormatPairings}); strings.Contains(xcodes(rep, err), "I-PAIRINGS-RESTS") {
		t.Errorf("a rest with its score: %s", xcodes(rep, err))
	}
}
