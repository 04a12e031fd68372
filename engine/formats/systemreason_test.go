package formats

import (
	"testing"

	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/team"
)

// The readers' reasons for the system are messages whose English is the
// sentence the JSON's systemReason has always carried (docs/formats.md
// §5.3): a grid's and a team grid's, once or twice round, and the data
// rule's for players and for teams.
func TestSystemReasonsEnglish(t *testing.T) {
	for _, tc := range []struct {
		d    *grid.Dialect
		k    int
		want string
	}{
		{grid.PlayerGrid, 1, "a round-robin grid"},
		{grid.PlayerGrid, 2, "a double round-robin grid"},
		{team.Grid, 1, "a team round-robin grid"},
		{team.Grid, 2, "a team double round-robin grid"},
	} {
		if got := grid.Table(tc.d, 4, tc.k).SystemReason.English(); got != tc.want {
			t.Errorf("%s ×%d: %q, want %q", tc.d.Table, tc.k, got, tc.want)
		}
	}
	once := map[[2]int]int{{1, 2}: 1, {1, 3}: 1, {2, 3}: 1}
	twice := map[[2]int]int{{1, 2}: 2, {1, 3}: 2, {2, 3}: 2}
	part := map[[2]int]int{{1, 2}: 1}
	for _, tc := range []struct {
		meets map[[2]int]int
		who   table.MeetingReasons
		want  string
	}{
		{once, table.PlayerMeetings, "from the data: every pair of players met once"},
		{twice, table.PlayerMeetings, "from the data: every pair of players met twice"},
		{part, table.PlayerMeetings, "from the data: not every pair of players met"},
		{once, table.TeamMeetings, "from the data: every pair of teams met once"},
		{twice, table.TeamMeetings, "from the data: every pair of teams met twice"},
		{part, table.TeamMeetings, "from the data: not every pair of teams met"},
	} {
		if _, got := table.SystemFromMeetings(3, tc.meets, tc.who); got.English() != tc.want {
			t.Errorf("%v: %q, want %q", tc.meets, got.English(), tc.want)
		}
	}
}
