package pairings

import (
	"strings"
	"testing"
)

// TestBetweenRow: the grammar of rows with the result between the sides
// (docs/formats.md §12.3), cells written with "|" for TABs: Vega's row
// (board, empty federation, start number and name in one cell, the points
// before the round), a club's table and report, the results the family
// knows, the rest line, and lines that are none.
func TestBetweenRow(t *testing.T) {
	tab := func(s string) string { return strings.ReplaceAll(s, "¦", "\t") }
	tests := []struct {
		in                   string
		ok                   bool
		white, black, result string
		wtnr, btnr           int
		wpts, bpts           string // "" when not printed
		rest                 bool
	}{
		{tab("4¦¦4 Saha,Avinandan (Arjun)¦0¦1 - 0¦0¦19 Menezes,Hazel Angelica¦"), true, "Saha,Avinandan (Arjun)", "Menezes,Hazel Angelica", "1-0", 4, 19, "0.0", "0.0", false},
		{tab("4¦AUS¦4 Saha,Avinandan (Arjun)¦1½¦½ - ½¦2¦19 Menezes,Hazel Angelica¦AUS"), true, "Saha,Avinandan (Arjun)", "Menezes,Hazel Angelica", "½-½", 4, 19, "1.5", "2.0", false},
		{tab("1¦García Martín, Juan Manuel¦1/2 - 1/2¦Esteban López, Vicente"), true, "García Martín, Juan Manuel", "Esteban López, Vicente", "½-½", 0, 0, "", "", false},
		{tab("3¦Díaz Martín, Javier¦0-1¦Alonso Palazón, Jesús"), true, "Díaz Martín, Javier", "Alonso Palazón, Jesús", "0-1", 0, 0, "", "", false},
		{"Fox, Anthony 1:0 Farrell, Liam", true, "Fox, Anthony", "Farrell, Liam", "1-0", 0, 0, "", "", false},
		{"O’Reilly, Dermot 0:1 Jackson, Peter", true, "O’Reilly, Dermot", "Jackson, Peter", "0-1", 0, 0, "", "", false},
		{"1 Rossi, Marco ½-½ Verdi, Anna", true, "Rossi, Marco", "Verdi, Anna", "½-½", 0, 0, "", "", false},
		{"1 12 Rossi, Marco + - - 7 Verdi, Anna", true, "Rossi, Marco", "Verdi, Anna", "+--", 12, 7, "", "", false},
		{"12 Rossi, Marco +:- 7 Verdi, Anna", true, "Rossi, Marco", "Verdi, Anna", "+--", 12, 7, "", "", false},
		{"Smith, John “Johnny” 1 – 0 Neil (Jr)", true, "Smith, John “Johnny”", "Neil (Jr)", "1-0", 0, 0, "", "", false},
		{"| 2 | Иванов, Иван | 0 - 1 | 王小明 |", true, "Иванов, Иван", "王小明", "0-1", 0, 0, "", "", false},
		{"Descansa: Del Amo Caballero, Sergio", true, "Del Amo Caballero, Sergio", "", "", 0, 0, "", "", true},
		{"Bye: Rossi, Marco", true, "Rossi, Marco", "", "", 0, 0, "", "", true},
		// A game not played yet (decision 89): Vega's ` ... `, or the
		// result cell empty between the points; a Vega bye.
		{tab("1¦¦1 Bodke,Aryan¦2¦...¦2¦5 Guggilla,Krithvik¦"), true, "Bodke,Aryan", "Guggilla,Krithvik", "", 1, 5, "2.0", "2.0", false},
		{tab("1¦¦1 Bodke,Aryan¦2¦¦1.5¦5 Guggilla,Krithvik¦"), true, "Bodke,Aryan", "Guggilla,Krithvik", "", 1, 5, "2.0", "1.5", false},
		{tab("21¦¦21 Karthick,Deepshika¦0¦½¦0¦( half point bye )¦"), true, "Karthick,Deepshika", "bye", "½-½", 21, 0, "0.0", "0.0", true},
		{tab("10¦¦19 Venkat,Nyra¦0¦1¦0¦( bye )¦"), true, "Venkat,Nyra", "bye", "1-0", 19, 0, "0.0", "0.0", true},
		// None: prose, a result without a side, a pairing in another form,
		// a legend, a result that is none.
		{"Utkarsh Gupta vs Finn Vellamurphy", false, "", "", "", 0, 0, "", "", false},
		{"1-0: Victoria de las blancas", false, "", "", "", 0, 0, "", "", false},
		{"Rossi - Bianchi 1-0", false, "", "", "", 0, 0, "", "", false},
		{"Rossi 2:0 Bianchi", false, "", "", "", 0, 0, "", "", false},
		{"Round 1 threw up no surprises so far with 1-0 wins", false, "", "", "", 0, 0, "", "", false},
		{"Descansa una ronda: cada jugador", false, "", "", "", 0, 0, "", "", false},
		{tab("Bo.¦Fed¦White Player¦Pts¦Result¦Pts¦Black Player¦Fed"), false, "", "", "", 0, 0, "", "", false},
		// No result without cells to show it empty, nor an empty cell
		// without the points beside it (a standings row: club after it).
		{"1 1 Bodke,Aryan 2 2 5 Guggilla,Krithvik", false, "", "", "", 0, 0, "", "", false},
		{"1 1 Bodke,Aryan 2 ... 2 5 Guggilla,Krithvik", false, "", "", "", 0, 0, "", "", false},
		{tab("1.¦Rausch,Erik¦1630¦1711¦¦SC Kreuzberg"), false, "", "", "", 0, 0, "", "", false},
	}
	for _, tc := range tests {
		p, ok := betweenRow(tc.in)
		if ok != tc.ok {
			t.Errorf("%q: ok %v, want %v (%+v)", tc.in, ok, tc.ok, p)
			continue
		}
		if !ok {
			continue
		}
		pts := func(sd scSide) string {
			if !sd.hasPts {
				return ""
			}
			return sd.pts.String()
		}
		if p.w.name != tc.white || p.b.name != tc.black && !tc.rest || p.Result != tc.result || p.w.tnr != tc.wtnr || p.b.tnr != tc.btnr ||
			pts(p.w) != tc.wpts || pts(p.b) != tc.bpts || p.b.bye != tc.rest {
			t.Errorf("%q: got %+v", tc.in, p)
		}
	}
	if !isBetweenHeader(tab("Bo.¦Fed¦White Player¦Pts¦Result¦Pts¦Black Player¦Fed")) || !isBetweenHeader(tab("Mesa¦Blancas¦Resultado¦Negras")) ||
		isBetweenHeader("Das Ergebnis der Partie wird nachgetragen") {
		t.Error("headers: the tables' headers are headers, a sentence holding the word is not")
	}
}
