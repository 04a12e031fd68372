package formats

import (
	"os"
	"strings"
	"testing"
)

// TestGridNameSkipsSiteLines: a chess-results round-robin grid names its
// event from the first line that is neither the site's own line ("From the
// Tournament-Database of Chess-Results https://…") nor the table's title
// ("Final Ranking crosstable after 5 Rounds"): the real Excel export of a
// six-player round robin, and its first lines as text.
func TestGridNameSkipsSiteLines(t *testing.T) {
	const real = "../../testdata/real/cr-keshmat-winter-a-2026.xlsx"
	data, err := os.ReadFile(real)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := Read(data, Options{FileName: real})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Keshmat Winter Festival - Classic - 2026 - Group A"; ev.Name != want {
		t.Errorf("event name %q, want %q", ev.Name, want)
	}
	text := strings.Join([]string{
		"From the Tournament-Database of Chess-Results https://chess-results.com",
		"Club championship 2025",
		"Last update 12.01.2026 10:00:00",
		"Final Ranking crosstable after 3 Rounds",
		"Rk.;Name;1;2;3;4;Pts.",
		"1;Alpha;*;1;1;1;3",
		"2;Bravo;0;*;1;1;2",
		"3;Charlie;0;0;*;1;1",
		"4;Delta;0;0;0;*;0",
	}, "\n")
	ev, _, err = ReadString(text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Name != "Club championship 2025" {
		t.Errorf("event name %q, want the club championship", ev.Name)
	}
}
