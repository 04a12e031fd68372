package main

import (
	"strings"
	"testing"
)

// TestLang runs what an Italian or Spanish arbiter runs with -lang: the
// standings, a mistyped strip, a strip with questions, the printed
// columns of a chess-results team crosstable (with its warning), the
// what-if of an unfinished event, the board prizes, a comparison of
// editions, a prize distribution and a derivation (-explain). Each speaks the
// language asked and no English sentence is left; codes, flags and
// headings stay; the exit status is the same as in English.
func TestLang(t *testing.T) {
	const bad = "1 ROSSI 1.0 | +W2\n2 BIANCHI 0.0 | -B1\n3 VERDI 0.0 | xx\n"
	const wp = "../../engine/formats/testdata/x-team-cr-wp2018.txt"
	for _, tc := range []struct {
		name, stdin string
		args        []string
		code        int
		want        []string // in stdout and stderr together
		english     []string // in the English run, not in this one
	}{
		{"standings", "", []string{"-lang", "it", "../../testdata/campionato-2009-pending.trf"}, 0,
			[]string{"Regole: fide2024 (", "; girone all'italiana; classifica dopo il turno 10", "Rk  SNo  Name"},
			[]string{"Rules:", "standings after round"}},
		{"a mistyped strip", bad, []string{"-lang", "it", "-"}, 1,
			[]string{`stdin:3:15: Riga 3 VERDI, turno 1: "xx" non è una casella di risultato`},
			[]string{"is not a result cell"}},
		{"questions", "", []string{"-lang", "es", "../../engine/formats/testdata/x-seed-002.txt"}, 1,
			[]string{"el texto es ambiguo y necesita una respuesta:", "Q-BYE/r3/p3 (línea 15): Ronda 3: 3 CARLO",
				"-answer Q-BYE/r3/p3=pab (bye asignado por el emparejamiento (PAB)) | fpb", "repite el comando con -answer ID=OPCIÓN"},
			[]string{"the input is ambiguous", "rerun with -answer"}},
		{"printed columns", "", []string{"-lang", "it", "-check-printed", wp}, 0,
			[]string{"spareggi: avviso: " + wp + ":10:10: Le due caselle di un incontro non concordano",
				"TB4 (Sonneborn-Berger-Tie-Break (with real points)) è EGMSB (MP 1-½-0) con le regole fide2026 per 23 partecipanti su 23",
				"TB3 (The results of the teams in then same point group according to Matchpoints) è DE con le regole swissmanager"},
			[]string{"warning:", " equals ", "participants"}},
		{"what-if", "", []string{"-lang", "it", "-whatif", "../../testdata/campionato-2009-pending.trf"}, 0,
			[]string{"6 partite senza risultato, 729 combinazioni:", "  partita 1, turno 11: 6 – 12 (Bruno, Fabio – Stella, Andrea)", "Miglior posto se", "una riga di:", "#4"},
			[]string{"games without a result", "Best rank when", "one row of:", "round 11"}},
		{"board prizes", "", []string{"-lang", "es", "-boards", "../../testdata/fide-team-2024.trf"}, 0,
			[]string{"Premios por tablero tras la ronda 7", "Tablero 1", "Perf. = Ra + dp(p)"},
			[]string{"Board prizes after", "Games are over the board"}},
		{"compare", "", []string{"-lang", "it", "-compare", "fide2026,fide2012", "../../testdata/forlano-9.trf"}, 0,
			[]string{"fide2012: regole fide2012, PTS, BH/C1", "; svizzero; dopo il turno 5", "4 partecipanti cambiano posto"},
			[]string{"participants change rank", "after round"}},
		{"prizes", "", []string{"-lang", "es", "-prizes", "100,80,60", "../../testdata/forlano-9.trf"}, 0,
			[]string{"Premios repartidos por el sistema Hort", "Total pagado 240.00", "Reglas: "},
			[]string{"Prizes shared by the Hort system", "Total paid"}},
		{"explain", "", []string{"-lang", "it", "-rules", "fide2024", "-tb", "BH/C1,DE", "-explain", "3", "../../testdata/forlano-9.trf"}, 0,
			[]string{"3 CARLO: 4.0 punti, posto 1.", "R2 sconfitta contro 5 (1.5); punti 0; contributo 1.5 — ", "avversario fittizio con il proprio punteggio 4 → 4",
				"Totale: 11.5.", "DE = non definito", "Non applicato:"},
			[]string{"points, rank", "dummy opponent", "Total:", "undefined", "Not applied"}},
		// German (issue 32 item 5): the federations' words, docs/glossary-de.md.
		{"standings in German", "", []string{"-lang", "de", "../../testdata/campionato-2009-pending.trf"}, 0,
			[]string{"Regeln: fide2024 (Anfangsdatum 2009/11/23 liegt vor dem 2026/03/01); Rundenturnier; Rangliste nach Runde 10",
				"spareggi: Warnung: ", "Paarungen ohne Ergebnis wurden als noch nicht gespielt gelesen", "Rk  SNo  Name"},
			[]string{"Rules:", "standings after round", "warning:", "were read as not played yet"}},
		{"a mistyped strip in German", bad, []string{"-lang", "de", "-"}, 1,
			[]string{`stdin:3:15: Zeile 3 VERDI, Runde 1: "xx" ist keine Ergebniszelle`},
			[]string{"is not a result cell"}},
		{"questions in German", "", []string{"-lang", "de", "../../engine/formats/testdata/x-seed-002.txt"}, 1,
			[]string{"die Eingabe ist mehrdeutig und braucht eine Antwort:", "Q-BYE/r3/p3 (Zeile 15): Runde 3: 3 CARLO",
				"-answer Q-BYE/r3/p3=pab (Freilos der Auslosung) | fpb (spielfrei mit ganzem Punkt) | forfeit (kampflos gewonnen)",
				"erneut aufrufen mit -answer ID=OPTION"},
			[]string{"the input is ambiguous", "rerun with -answer", "a full point without an opponent"}},
		{"what-if in German", "", []string{"-lang", "de", "-whatif", "../../testdata/campionato-2009-pending.trf"}, 0,
			[]string{"6 Partien ohne Ergebnis, 729 Kombinationen:", "  Partie 1, Runde 11: 6 – 12 (Bruno, Fabio – Stella, Andrea)", "Bester Rang, wenn", "eine Zeile aus:"},
			[]string{"games without a result", "Best rank when", "one row of:", "round 11"}},
		{"board prizes in German", "", []string{"-lang", "de", "-boards", "../../testdata/fide-team-2024.trf"}, 0,
			[]string{"Brettpreise nach Runde 7: geordnet nach Leistung", "Brett 1", "Perf. = Ra + dp(p)"},
			[]string{"Board prizes after", "Games are over the board"}},
		{"prizes in German", "", []string{"-lang", "de", "-prizes", "100,80,60", "../../testdata/forlano-9.trf"}, 0,
			[]string{"Preise nach dem Hort-System geteilt", "Insgesamt ausgezahlt 240.00", "Regeln: "},
			[]string{"Prizes shared by the Hort system", "Total paid"}},
		{"explain in German", "", []string{"-lang", "de", "-rules", "fide2024", "-tb", "BH/C1,DE", "-explain", "3", "../../testdata/forlano-9.trf"}, 0,
			[]string{"3 CARLO: 4.0 Punkte, Rang 1.", "R2 Niederlage gegen 5 (1.5); Punkte 0; trägt 1.5 bei — gestrichen: niedrigster",
				"R3 spielfrei mit ganzem Punkt: fiktiver Gegner mit eigener Punktzahl 4 → 4", "Gesamt: 11.5.", "DE = nicht definiert", "Nicht angewandt:"},
			[]string{"points, rank", "dummy opponent", "Total:", "undefined", "Not applied"}},
	} {
		code, out, errs := runCLI(t, tc.stdin, tc.args...)
		all := out + errs
		if code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s", tc.name, code, tc.code, all)
		}
		for _, w := range tc.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: %q missing from\n%s", tc.name, w, all)
			}
		}
		enCode, enOut, enErrs := runCLI(t, tc.stdin, tc.args[2:]...) // the same without -lang
		if enCode != tc.code {
			t.Errorf("%s: English exit %d, want %d", tc.name, enCode, tc.code)
		}
		for _, e := range tc.english {
			if !strings.Contains(enOut+enErrs, e) {
				t.Errorf("%s: the English run lacks %q, the test checks nothing", tc.name, e)
			}
			if strings.Contains(all, e) {
				t.Errorf("%s: English %q left in\n%s", tc.name, e, all)
			}
		}
	}
	if code, _, errs := runCLI(t, "", "-lang", "nl", fide5); code != 2 || !strings.Contains(errs, `-lang "nl": expected it, en, es, de`) {
		t.Errorf("-lang nl: exit %d, %q", code, errs)
	}
}

// TestRoundWithPostponedGames runs -round on a published chess-results
// crosstable after round 4 with four postponed games: by default the
// standings are those the file printed, after round 4 (its printed columns
// are reproduced there, docs/tiebreaks.md, decision 55), and so they are with
// -round 4, the postponed games counted 0–0 and named; -round 1 stops at
// the last round with every result; round 5, paired but without any
// result, is refused (exit 2).
func TestRoundWithPostponedGames(t *testing.T) {
	const file = "../../engine/formats/testdata/x-cr-sthlm2026-r4.csv"
	const postponed = "Warning: Games without a result in rounds 1–4: 4 (R2 23–32, R3 4–8, R3 30–34, R4 33–37). They count as games scored 0–0"
	code, out, errs := runCLI(t, "", "-tb", "BH/M1,DE,WIN", file)
	if code != 0 || !strings.Contains(out, "standings after round 4") || !strings.Contains(out, postponed) {
		t.Errorf("default: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "", "-round", "1", "-tb", "BH/M1,DE,WIN", file)
	if code != 0 || !strings.Contains(out, "standings after round 1") || strings.Contains(out, "0–0") {
		t.Errorf("-round 1: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "", "-round", "4", "-tb", "BH/M1,DE,WIN", file)
	if code != 0 || !strings.Contains(out, "standings after round 4") || !strings.Contains(out, postponed) {
		t.Errorf("-round 4: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs = runCLI(t, "", "-round", "5", file); code != 2 || !strings.Contains(errs, "Round 5 is not complete") {
		t.Errorf("-round 5: exit %d, %q", code, errs)
	}
}
