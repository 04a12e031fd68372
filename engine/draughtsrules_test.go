package engine

import "testing"

// Seed 003 (Italian draughts federation software rules), docs/tiebreaks.md §14.5.

// TestSeed003BARQ is the constructed example of §7.11: P has 3.5 points and
// a bye in R2 (1.75); Q withdrew after R3 with 2 points (2 + 2 × ½ = 3.0);
// the other opponents finished on 4, 2.5 and 3: BARQ = 14.25, whatever the
// global edition.
func TestSeed003BARQ(t *testing.T) {
	ev := newXB(t, 5).row(1, "=2 U +3 -4 +5").withdraw(2, 3).fills(2, 20, 3, 40, 4, 25, 5, 30).event()
	for _, ed := range Editions {
		if got := join(values(t, ev, ed, "BARQ,BARQ/C1,OTHER_BARQ")[1]); got != "14.25 12.5 14.25" {
			t.Errorf("%s: BARQ, BARQ/C1 = %s, want 14.25 12.5 14.25", ed, got)
		}
	}
	ex := explainOf(t, ev, Fide2026, "BARQ", 1, 0)
	if ex.Edition != Barq || elementScore(t, ex, 2) != "1.75" || elementScore(t, ex, 1) != "3.0" {
		t.Errorf("BARQ explanation: edition %s, elements %+v", ex.Edition, ex.Elements())
	}
}

// TestSeed003BrightwellQuotient is the constructed example of §7.12 (2 / 1 /
// 0 scoring, C = 6): 10 games against opponents who did not withdraw, with
// Σ minor scores 40 and Σ their scores 100, and one game against a withdrawn
// player; P has 15 points: BQ = 40 + 600 + (32 + 90) = 762.
func TestSeed003BrightwellQuotient(t *testing.T) {
	b := newXB(t, 11)
	b.ev.Scoring = Scoring{WinWhite: 20, WinBlack: 20, DrawWhite: 10, DrawBlack: 10, ForfeitWin: 20, PAB: 20, FPB: 20, HPB: 10}
	b.row(1, "+12 +2 +3 +4 +5 +6 =7 =8 =9 -10 -11").withdraw(12, 1)
	for s := 2; s <= 11; s++ {
		b.fill(s, 100)
	}
	for r := 1; r <= 10; r++ {
		b.p(1).Rounds[r].Minor, b.p(1).Rounds[r].HasMinor = 40, true
	}
	ev := b.event()
	v := values(t, ev, EditionDefault, "BQ,BQ/K4,MSC")
	if got := join(v[1]); got != "762.0 532.0 40.0" {
		t.Errorf("BQ, BQ/K4, MSC = %s, want 762.0 532.0 40.0", got)
	}
	st, err := Compute(ev, Options{Preset: "fid-international"})
	if err != nil || len(st.TieBreaks) != 3 {
		t.Fatalf("preset fid-international: %v", err)
	}
}

// TestSeed003Presets: the federation's lists are available and run.
func TestSeed003Presets(t *testing.T) {
	for _, id := range []string{"fid-swiss", "fid-rr", "fid-international", "uscf", "italian-swiss", "fsi-rr", "arranz", "golombek-swiss", "golombek-rr"} {
		if presetByID(id) == nil {
			t.Errorf("preset %s is not available", id)
			continue
		}
		if _, err := Compute(heldRR(t), Options{Preset: id}); err != nil {
			t.Errorf("preset %s: %v", id, err)
		}
	}
}
