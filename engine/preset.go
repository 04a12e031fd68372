package engine

import (
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// Preset is a named ordered tie-break list with a suggested edition and
// system (docs/tiebreaks.md §11).
type Preset struct {
	ID      string
	Name    string
	System  System  // the system the list is meant for
	Edition Edition // EditionDefault: by the event's date
	List    string  // descriptors after PTS
	Source  string  // where the list comes from
}

var presets = []Preset{
	{"fide-swiss", "FIDE Swiss", Swiss, EditionDefault, "BH/C1,BH,DE,WIN", "product choice from C.07 tie-breaks that need no ratings (docs/tiebreaks.md, decision 36)"},
	{"fide-rr", "FIDE round robin", RoundRobin, EditionDefault, "DE,WIN,SB,KS", "FIDE's recommended order for individual round robins before 2023"},
	{"fide-team-swiss", "FIDE team Swiss", Swiss, EditionDefault, "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP", "the list of FIDE's TRF-2026 sample team file"},
	{"fide-team-rr", "FIDE team round robin", RoundRobin, EditionDefault, "MPvGP,EDET/P,EMGSB", "product choice from C.07 Art. 13 with no Buchholz-type tie-break, which C.07 15.2 forbids in round robins (docs/tiebreaks.md §11)"},
	{"italian-swiss", "Italian Swiss (variante italiana)", Swiss, Italian, "BH/C1,BH,DE,WIN,RRO", "docs/tiebreaks.md §7.2"},
	{"fsi-rr", "FSI round robin", RoundRobin, Italian, "SB,RRO", "FSI Sonneborn-Berger regulation"},
	{"fid-swiss", "Italian draughts (FID) Swiss", Swiss, EditionDefault, "BARQ,MSC,AVU,LOT", "docs/tiebreaks.md §14.5"},
	{"fid-rr", "Italian draughts (FID) round robin", RoundRobin, EditionDefault, "SB,AVU,MSC,LOT", "docs/tiebreaks.md §14.5"},
	{"fid-international", "Italian draughts international", Swiss, EditionDefault, "BQ,MSC,LOT", "docs/tiebreaks.md §14.5"},
	{"uscf", "US Chess default", Swiss, USCF, "MM,SOLK,CUM,OCUM", "US Chess rule 34E"},
	{"golombek-swiss", "Golombek, Swiss", Swiss, EditionDefault, "BH,PS", "Golombek, docs/tiebreaks.md §11"},
	{"golombek-rr", "Golombek, round robin", RoundRobin, EditionDefault, "SB,WIN", "Golombek, docs/tiebreaks.md §11"},
	{"arranz", "Spanish example (Arranz)", Swiss, EditionDefault, "ARZ,BH", "docs/tiebreaks.md §14.3"},
}

// Team reports whether the preset is meant for team competitions (its list
// has tie-breaks of team competitions).
func (p Preset) Team() bool {
	l, err := ParseList(p.List)
	if err != nil {
		return false
	}
	for _, d := range l {
		if d.row().team {
			return true
		}
	}
	return false
}

// Presets returns the presets whose every tie-break this build supports.
func Presets() []Preset {
	var out []Preset
	for _, p := range presets {
		if _, err := ParseList(p.List); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// presetByID returns the available preset with the given id, or nil.
func presetByID(id string) *Preset {
	if id == "" {
		return nil
	}
	for _, p := range Presets() {
		if p.ID == id {
			return &p
		}
	}
	return nil
}

// PresetIDs returns the ids of the available presets.
func PresetIDs() []string {
	var ids []string
	for _, p := range Presets() {
		ids = append(ids, p.ID)
	}
	return ids
}

// chooseList picks the tie-break list (docs/tiebreaks.md, decision 42): the user's list, else
// the preset, else the file's own list, else the FIDE preset of the system.
func chooseList(ev *Event, opt Options, st *Standings) ([]Descriptor, msg.Message, error) {
	if opt.TieBreaks != nil && opt.Preset != "" {
		return nil, msg.Message{}, usage(msg.ErrListAndPreset)
	}
	if opt.TieBreaks != nil {
		return opt.TieBreaks, msg.New(msg.ReasonListUser), nil
	}
	if opt.Preset != "" {
		p := presetByID(opt.Preset)
		if p == nil {
			return nil, msg.Message{}, usage(msg.ErrPresetUnknown, opt.Preset, strings.Join(PresetIDs(), ", "))
		}
		l, err := ParseList(p.List)
		return l, msg.New(msg.ReasonListPreset, p.ID), err
	}
	if len(ev.TieBreaks) > 0 {
		l, err := ParseList(strings.Join(ev.TieBreaks, ","))
		if err != nil {
			return nil, msg.Message{}, coded(msg.ErrFileList, ev.TieBreakSource, citeErr(err))
		}
		return l, msg.New(msg.ReasonListFile, ev.TieBreakSource), nil
	}
	if usePrinted(ev, opt) {
		p := ev.Printed
		return p.TieBreaks, msg.New(msg.ReasonListPrinted, p.String(), p.Agree, p.Of), nil
	}
	id := "fide-swiss"
	switch {
	case st.Teams != nil && st.System.IsRoundRobin():
		id = "fide-team-rr"
	case st.Teams != nil:
		id = "fide-team-swiss"
	case st.System.IsRoundRobin():
		id = "fide-rr"
	}
	p := presetByID(id)
	l, err := ParseList(p.List)
	st.warn(msg.WarnPreset, p.ID, p.List)
	return l, msg.New(msg.ReasonListDefault, p.ID), err
}
