package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// TestTableUnratedBlank: an unrated player's rating is blank in the table,
// not 0.
func TestTableUnratedBlank(t *testing.T) {
	st := &engine.Standings{Edition: engine.Fide2024, Round: 1, Rows: []engine.Row{
		{Rank: 1, Player: &engine.Player{StartNo: 1, Name: "Rated", Rating: 1850}, Points: engine.IntValue(1)},
		{Rank: 2, Player: &engine.Player{StartNo: 2, Name: "Unrated"}, Points: engine.IntValue(0)},
	}}
	var b bytes.Buffer
	if err := Table(&b, st, "en"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	if !strings.Contains(b.String(), "1850") {
		t.Errorf("the rated player's rating is missing:\n%s", b.String())
	}
	for _, l := range lines {
		if strings.Contains(l, "Unrated") {
			f := strings.Fields(l)
			// Rk SNo Name Pts: no rating field.
			if len(f) != 4 {
				t.Errorf("unrated line %q has fields %q", l, f)
			}
		}
	}
}

// TestTableLanguages: the table's sentences in Italian and Spanish come
// from the catalogues — the rules line with the edition's reason, the
// ties left to lots, the engine's warnings — and the English table is the
// engine's own text; headings and values are the same in every language.
func TestTableLanguages(t *testing.T) {
	ev := &engine.Event{Rounds: 1, PlayedRounds: 1, Players: []engine.Player{
		{StartNo: 1, Name: "Uno", Rounds: []engine.Entry{{Opponent: 2, Colour: engine.White, Kind: engine.Draw}}},
		{StartNo: 2, Name: "Due", Rounds: []engine.Entry{{Opponent: 1, Colour: engine.Black, Kind: engine.Draw}}},
	}}
	list, err := engine.ParseList("BH,ARO")
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Compute(ev, engine.Options{TieBreaks: list})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Notices) != 2 || len(st.Ties) != 1 {
		t.Fatalf("want two warnings (BH in a round robin, ARO without ratings) and one tie: %v, %v", st.Notices, st.Ties)
	}
	out := map[string]string{}
	for _, l := range []string{"en", "it", "es", "de"} {
		var b bytes.Buffer
		if err := Table(&b, st, l); err != nil {
			t.Fatal(err)
		}
		out[l] = b.String()
	}
	for l, want := range map[string][]string{
		"en": {"Rules: fide2026 (" + st.EditionNote.English() + "); round robin; standings after round 1", "Tie not broken (lots decide): 1, 2", "Warning: " + st.Notices[0].English()},
		"it": {"Regole: fide2026 (", "; girone all'italiana; classifica dopo il turno 1", "Parità non risolta (decide il sorteggio): 1, 2", "Avviso: "},
		"es": {"Reglas: fide2026 (", "; todos contra todos; clasificación tras la ronda 1", "Empate no resuelto (decide el sorteo): 1, 2", "Aviso: "},
	} {
		for _, w := range want {
			if !strings.Contains(out[l], w) {
				t.Errorf("%s: %q missing from\n%s", l, w, out[l])
			}
		}
		if l != "en" && (strings.Contains(out[l], st.EditionNote.English()) || strings.Contains(out[l], st.Notices[0].English())) {
			t.Errorf("%s: English sentences left:\n%s", l, out[l])
		}
		if !strings.Contains(out[l], "Rk  SNo  Name") {
			t.Errorf("%s: headings changed:\n%s", l, out[l])
		}
	}
}
