package engine

import "testing"

// The reasons for the system and for the list are messages whose English
// is the sentence the JSON has always carried (docs/formats.md §5.3,
// docs/tiebreaks.md decision 42).
func TestSystemAndListReasonsEnglish(t *testing.T) {
	three := []Player{{StartNo: 1}, {StartNo: 2}, {StartNo: 3}}
	for _, tc := range []struct {
		ev       Event
		override System
		want     string
	}{
		{Event{}, Swiss, "chosen"},
		{Event{System: RoundRobin}, UnknownSystem, "stated by the input"},
		{Event{TypeCode: "FIDE_DUTCH_2026"}, UnknownSystem, "TRF 192: FIDE_DUTCH_2026"},
		{Event{TypeText: "Torneo all'italiana"}, UnknownSystem, "TRF 092: Torneo all'italiana"},
		{Event{Players: three, Rounds: 3}, UnknownSystem, "the number of rounds fits a round robin"},
		{Event{Players: three, Rounds: 6}, UnknownSystem, "the number of rounds fits a double round robin"},
		{Event{Players: three, Rounds: 3, PlayedRounds: 3}, UnknownSystem, "the number of rounds fits a round robin, but the pairings do not"},
		{Event{Players: three, Rounds: 7}, UnknownSystem, "the number of rounds does not fit a round robin"},
	} {
		if _, got := detectSystem(&tc.ev, tc.override); got.English() != tc.want {
			t.Errorf("%+v: %q, want %q", tc.ev, got.English(), tc.want)
		}
	}
	d, err := ParseDescriptor("BH")
	if err != nil {
		t.Fatal(err)
	}
	bh := []Descriptor{d}
	file := &Event{TieBreaks: []string{"BH"}, TieBreakSource: "202"}
	for _, tc := range []struct {
		ev   *Event
		opt  Options
		want string
	}{
		{&Event{}, Options{TieBreaks: bh}, "user"},
		{&Event{}, Options{Preset: "fide-swiss"}, "preset fide-swiss"},
		{file, Options{}, "file 202"},
		{&Event{}, Options{}, "default preset fide-swiss"},
	} {
		st := &Standings{System: Swiss}
		if _, got, err := chooseList(tc.ev, tc.opt, st); err != nil || got.English() != tc.want {
			t.Errorf("%+v: %q (%v), want %q", tc.opt, got.English(), err, tc.want)
		}
	}
}
