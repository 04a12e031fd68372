package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// forlanoTRF is the complete case of seed 002 (docs/tiebreaks.md §14.2), without a date.
const forlanoTRF = `012 Forlano example (seed 002)
092 Individual: Swiss-System
XXR 5
001    1      Andrea                                                             2.5    0     5 w 1     4 b =     2 w 0     9 b 0     8 w 1
001    2      Bruno                                                              3.5    0     6 b 1     9 w =     1 b 1     3 w 0     7 b 1
001    3      Carlo                                                              4.0    0     7 w 1     5 b 0  0000 - F     2 b 1     4 w 1
001    4      Dario                                                              2.0    0     8 b 1     1 w =     9 b 0     5 w =     3 b 0
001    5      Francesco                                                          1.5    0     1 b 0     3 w 1  0000 - Z     4 b =     6 w 0
001    6      Giorgio                                                            2.0    0     2 w 0     7 b 0  0000 - F  0000 - Z     5 b 1
001    7      Luigi                                                              2.0    0     3 b 0     6 w 1  0000 - Z  0000 - F     2 w 0
001    8      Mario                                                              2.0    0     4 w 0  0000 - U  0000 - Z  0000 - F     1 b 0
001    9      Roberto                                                            3.5    0  0000 - U     2 b =     4 w 1     1 w 1  0000 - Z
`

const championship2009 = "../../examples/campionato-italiano-2009.trf"

func forlanoFile(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "forlano.trf")
	if err := os.WriteFile(p, []byte(forlanoTRF), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// rowOf returns the fields of the output line that names the participant.
func rowOf(t *testing.T, out, name string) []string {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, " "+name+" ") {
			return strings.Fields(l)
		}
	}
	t.Fatalf("no line for %s in\n%s", name, out)
	return nil
}

// TestSeed002CompareCLI: the FIDE corrections change the face-value Buchholz
// order of Bruno and Roberto (3.5) and of Dario and Luigi (2.0).
func TestSeed002CompareCLI(t *testing.T) {
	code, out, errs := runCLI(t, "", "-tb", "BH", "-compare", "none,fide2012,fide-pre2009,fide2024", forlanoFile(t))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := map[string]string{
		"Bruno":   "> 2 Bruno 3.5 2 3* 3* 3*",
		"Roberto": "> 9 Roberto 3.5 3 2* 2* 2*",
		"Dario":   "> 4 Dario 2.0 5 6* 5= 5",
		"Luigi":   "> 7 Luigi 2.0 6 5* 5=* 6",
		"Carlo":   "3 Carlo 4.0 1 1 1 1",
	}
	for name, w := range want {
		if got := strings.Join(rowOf(t, out, name), " "); got != w {
			t.Errorf("%s: %q, want %q", name, got, w)
		}
	}
	if !strings.Contains(out, "4 participants change rank") || !strings.Contains(out, "fide2012: rules fide2012, PTS, BH") {
		t.Errorf("footer:\n%s", out)
	}
}

// TestSeed000CompareChampionship2009: the editions agree in a round robin; the
// tie-break systems of the exercise (docs/tiebreaks.md §14.7) do not (Godena and Ortega,
// places 3–5).
func TestSeed000CompareChampionship2009(t *testing.T) {
	code, out, errs := runCLI(t, "", "-compare", "fide2026,fide2024,fide2012,italian", championship2009)
	if code != 0 || !strings.Contains(out, "Every participant has the same rank in every column.") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	code, out, errs = runCLI(t, "", "-compare", "SB,KS,PS,ARO,TPR,WIN,BPG,DE,SEQ,ARZ,KSX,preset:fide-rr,BH/C1+BH", championship2009)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if got := strings.Join(rowOf(t, out, "Ortega,")[:14], " "); got != "3 Ortega, Lexy 7.5 1 1= 1 1 1 1= 1= 1 1 1=" {
		t.Errorf("Ortega: %s", got)
	}
	if got := strings.Join(rowOf(t, out, "Godena,")[:15], " "); got != "> 1 Godena, Michele 7.5 2 1=* 2 2 2 1=* 1=* 2 2 1=*" {
		t.Errorf("Godena: %s", got)
	}
	if got := strings.Join(rowOf(t, out, "Bruno,")[:9], " "); got != "> 6 Bruno, Fabio 6.5 3 3 5* 3" {
		t.Errorf("Bruno: %s", got)
	}
	if !strings.Contains(out, "BH/C1+BH: rules fide2024, PTS, BH/C1, BH (user)") || !strings.Contains(out, "fide-rr: rules fide2024, PTS, DE, WIN, SB, KS (preset fide-rr)") {
		t.Errorf("column descriptions:\n%s", out)
	}
}

// TestPrizes: Hort sharing after the standings.
func TestPrizes(t *testing.T) {
	code, out, errs := runCLI(t, "", "-tb", "BH", "-rules", "fide2012", "-prizes", "100,80,60,40", "-prize-unit", "1", forlanoFile(t))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	prizes := out[strings.Index(out, "Prizes shared"):]
	for name, w := range map[string]string{"Carlo": "100", "Roberto": "75", "Bruno": "65", "Andrea": "40", "Luigi": "0"} {
		if f := rowOf(t, prizes, name); f[len(f)-1] != w {
			t.Errorf("%s paid %s, want %s", name, f[len(f)-1], w)
		}
	}
	if !strings.Contains(out, "Total paid 280") {
		t.Errorf("total:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "-tb", "BH", "-rules", "fide2012", "-prizes", "100,80,60,40", "-prize-equal", forlanoFile(t))
	if f := rowOf(t, out[strings.Index(out, "Prizes shared"):], "Roberto"); f[len(f)-1] != "70.00" {
		t.Errorf("equal sharing: %v", f)
	}
}

// TestCompareUsage: bad -compare and -prizes options exit with status 2.
func TestCompareUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-compare", "nonsense", championship2009},
		{"-compare", "fide2024", "-o", "json", championship2009},
		{"-compare", "preset:nope", championship2009},
		{"-prizes", "100,abc", championship2009},
		{"-prizes", "100", "-o", "csv", championship2009},
		{"-prizes", "100", "-prize-unit", "0", championship2009},
		{"-prizes", "100", "-compare", "fide2024", championship2009},
	} {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
