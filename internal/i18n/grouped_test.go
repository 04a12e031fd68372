package i18n

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/msg"
)

// englishMarker matches words of the English rows and headers of the
// grouped warnings that an Italian or Spanish sentence does not hold.
var englishMarker = regexp.MustCompile(`\b(line|round|column|has|and|but|with|against|by|or|win|loss|draw|forfeit win|instead|team|declared|computed)\b`)

// TestCheckWarningsNoEnglish: the checks' grouped warnings (W-ONE-SIDED,
// W-RECIPROCITY, W-COLOUR-CLASH, W-DUP-NAME) and E-REF-MISSING word in
// English as before (the rows cite the results with their colour and
// opponent), and in Italian and Spanish cite the same values with no
// English word.
func TestCheckWarningsNoEnglish(t *testing.T) {
	at := func(l int) engine.Pos { return engine.Pos{Line: l, Col: 1} }
	ev := &engine.Event{Rounds: 2, System: engine.Swiss, Players: []engine.Player{
		{StartNo: 1, Name: "Rossi", Pos: at(1), Rounds: []engine.Entry{
			{Kind: engine.Win, Colour: engine.White, Opponent: 2, Pos: at(1)},
			{Kind: engine.Draw, Colour: engine.White, Opponent: 3, Pos: at(1)}}},
		{StartNo: 2, Name: "Bianchi", Pos: at(2), Rounds: []engine.Entry{
			{Kind: engine.Win, Colour: engine.Black, Opponent: 1, Pos: at(2)},
			{Kind: engine.ForfeitWin, Opponent: 3, Pos: at(2)}}},
		{StartNo: 3, Name: "rossi", Pos: at(3), Rounds: []engine.Entry{
			{Kind: engine.HPB, Pos: at(3)},
			{Kind: engine.Draw, Colour: engine.White, Opponent: 1, Pos: at(3)}}},
	}}
	want := map[formats.Code]string{
		formats.WReciprocity: "Results disagree in 1 pairing: round 1: line 1 (1 Rossi) has win with White against 2; line 2 (2 Bianchi) has win with Black against 1. Each player's own row is used for that player's score.",
		formats.WOneSided:    "1 pairing is not confirmed by the opponent's row: round 2: line 2 (2 Bianchi) has forfeit win against 3, but line 3 (3 rossi) has draw with White against 1. Each player's own row is used.",
		formats.WColourClash: "Both players have the same colour in 1 pairing: round 2: line 1 (1 Rossi) and line 3 (3 rossi).",
		formats.WDupName:     `1 name appears twice: "rossi" (line 1 (1 Rossi) and line 3 (3 rossi)). Check that they are different players.`,
	}
	got := map[formats.Code]bool{}
	for _, d := range formats.CheckEvent(ev) {
		got[d.Code] = true
		checkWorded(t, d, want[d.Code])
	}
	for code := range want {
		if !got[code] {
			t.Errorf("%s: not raised", code)
		}
	}
	ev.Players[1].Rounds[1].Opponent = 9
	for _, d := range formats.CheckEvent(ev) {
		if d.Code == formats.ERefMissing {
			checkWorded(t, d, "")
		}
	}
}

// checkWorded checks that d reads en in English (unless en is "") and
// has an Italian and a Spanish text of its own, with no English word.
func checkWorded(t *testing.T, d formats.Diagnostic, en string) {
	t.Helper()
	if s, _ := DiagText("en", d); en != "" && s != en {
		t.Errorf("%s in English:\n got %q\nwant %q", d.Code, s, en)
	}
	for _, lang := range []string{"it", "es", "de", "fr"} {
		s, ok := DiagText(lang, d)
		if !ok || englishMarker.MatchString(s) || strings.ContainsRune(s, '\x1e') {
			t.Errorf("%s in %s has English or an uncited value: %q", d.Code, lang, s)
		}
	}
}

// TestGroupedRowsNoEnglish: the rows of the ten grouped warnings whose
// rows the catalogues word (item.*) render in Italian and Spanish from a
// diagnostic's Items, differently from English and with no English word.
func TestGroupedRowsNoEnglish(t *testing.T) {
	for _, code := range []formats.Code{formats.WDupName, formats.WOneSided, formats.WReciprocity, formats.WColourClash,
		formats.WTeamForfeit, formats.WTeamReciprocity, formats.WGridForfeit, formats.ECrSno, formats.WTeamOpponents, formats.WTeamScore} {
		id, ok := msg.Lookup("item." + string(code))
		if !ok {
			t.Errorf("%s: no declared row", code)
			continue
		}
		row := make([]string, msg.Arity(id))
		for i := range row {
			row[i] = fmt.Sprintf("‹%d›", i+1)
		}
		d := formats.Diagnostic{Code: code, Args: []string{"2"}, Items: [][]string{row, row}, Message: "English"}
		en, _ := DiagText("en", d)
		for _, lang := range []string{"it", "es", "de", "fr"} {
			s, _ := DiagText(lang, d)
			if s == en || englishMarker.MatchString(s) || !strings.Contains(s, "‹1›") {
				t.Errorf("%s in %s: %q", code, lang, s)
			}
		}
	}
}

// TestFormatQuestionNoEnglish: Q-FORMAT quotes each format's name and
// what its detector recognised (Candidate.Reason) in English as before,
// and in Italian and Spanish in their own words.
func TestFormatQuestionNoEnglish(t *testing.T) {
	for _, c := range []struct{ text, en string }{
		{"Rossi 1 0 1 ½\nVerdi 0 1 ½ 1\nBianchi ½ ½ 0 1\nNeri 1 1 0 0\nGialli 0 0 1 ½\n",
			"The text fits two formats: round-robin grid (each number is the result against the player in that column (a grid without its diagonal)) and results per round (each number is the result of that round, without the opponent). Which one is it?"},
		{"1 A * 2 1\n2 B 0 * 1\n3 C 1 1 *\n", ""},
	} {
		_, _, err := formats.Read([]byte(c.text), formats.Options{})
		var qe *formats.QuestionError
		if !errors.As(err, &qe) || qe.Questions[0].ID != "Q-FORMAT" {
			t.Fatalf("%v, want Q-FORMAT", err)
		}
		q := qe.Questions[0]
		en := QuestionText("en", q)
		if c.en != "" && en != c.en {
			t.Errorf("English:\n got %q\nwant %q", en, c.en)
		}
		if en != q.Text {
			t.Errorf("English %q is not the question's Text %q", en, q.Text)
		}
		for _, lang := range []string{"it", "es", "de", "fr"} {
			if s := QuestionText(lang, q); s == en || englishMarker.MatchString(s) || regexp.MustCompile(`\b(rows|each|result|grid)\b`).MatchString(s) {
				t.Errorf("Q-FORMAT in %s: %q", lang, s)
			}
		}
	}
}
