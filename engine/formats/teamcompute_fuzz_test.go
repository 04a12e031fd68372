package formats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/gen"
)

// modifierArgs is the argument FuzzTeamCompute gives each modifier letter
// of the registry (engine/descriptor.go): a cut of one value, Koya's limit
// of one half-point less, a weight of 4, the 2024 rules, a rating.
var modifierArgs = map[byte]string{'C': "1", 'M': "1", 'L': "-1", 'K': "4", 'V': "1", 'U': "1400"}

// teamDescriptors is every descriptor a team event may be computed with,
// built from the registry (engine.Codes): each code of team competitions
// and each code that may refer to a team score, the latter also with :MP
// and :GP, with every combination of the modifiers it accepts (R for the
// scalar keys), in groups of one code; the rating codes, which teams
// refuse, are left out.
func teamDescriptors(tb testing.TB) [][]engine.Descriptor {
	var groups [][]engine.Descriptor
	for _, c := range engine.Codes() {
		if c.Rating || !c.Team && !c.TeamScore {
			continue
		}
		letters := c.Modifiers
		if c.Reverse {
			letters += "R"
		}
		refs := []string{""}
		if c.TeamScore {
			refs = append(refs, ":MP", ":GP")
		}
		for _, ref := range refs {
			var group []engine.Descriptor
			for set := 0; set < 1<<len(letters); set++ {
				key := c.Code + ref
				for i := 0; i < len(letters); i++ {
					if set&(1<<i) != 0 {
						key += "/" + string(letters[i]) + modifierArgs[letters[i]]
					}
				}
				d, err := engine.ParseDescriptor(key)
				if err != nil {
					tb.Fatalf("%s, built from the registry: %v", key, err)
				}
				group = append(group, d)
			}
			groups = append(groups, group)
		}
	}
	return groups
}

// FuzzTeamCompute: for every team event a reader accepts, generated or
// mutated, engine.Compute computes every team code with every modifier
// combination it accepts (teamDescriptors) under any edition, or refuses
// with an error; it never panics (issue 19, item 5: a player listed in two
// teams and four-digit team numbers made a team meet itself, and the
// engine stopped with an index of -1). A list that Compute refuses is
// computed again one descriptor at a time, so that one refused code does
// not hide the others.
func FuzzTeamCompute(f *testing.F) {
	var files []string
	for _, pat := range []string{"testdata/sample-team.trf", "testdata/x-team-*", "../../testdata/fide-team-*.trf"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint8(0))
		if strings.HasSuffix(name, "fide-team-2026.trf") {
			// The crash of the issue: team 1 lists players 5 and 6 of team 2.
			f.Add([]byte(strings.Replace(string(data), "17.5         1    2    3    4", "17.5         1    2    5    6", 1)), uint8(1))
		}
		if strings.HasSuffix(name, "sample-team.trf") {
			// Four-digit team numbers (docs/formats.md §5.10).
			f.Add([]byte(strings.NewReplacer("310   1 ", "310 1001 ", "310   2 ", "310 1002 ", "310   3 ", "310 1003 ",
				"320  2.0  2.0   3   2", "320  2.0  2.0 1003 1002", "330 -+   2   3   1", "330 -+   2 1003 1001").Replace(string(data))), uint8(2))
		}
	}
	for i, g := range []struct {
		teams, boards, rounds int
		drawn                 bool
	}{{4, 2, 3, false}, {5, 3, 4, false}, {7, 2, 5, true}, {9, 4, 5, false}, {12, 1, 6, false}} {
		f.Add(gen.TeamSwissTRF(g.teams, g.boards, g.rounds, int64(i+1), g.drawn), uint8(i))
	}
	groups := teamDescriptors(f)
	f.Fuzz(func(t *testing.T, data []byte, edition uint8) {
		ev, _, err := Read(data, Options{})
		failOnPanic(t, err)
		if err != nil || ev == nil || ev.Teams == nil {
			return
		}
		opt := engine.Options{Explain: engine.ExplainAll, MaxComponents: 1 << 20}
		if edition%10 != 0 {
			opt.Edition = engine.Editions[int(edition%10-1)%len(engine.Editions)]
		}
		for _, g := range groups {
			opt.TieBreaks = g
			if _, err := engine.Compute(ev, opt); err == nil {
				continue
			}
			for _, d := range g {
				opt.TieBreaks = []engine.Descriptor{d}
				engine.Compute(ev, opt)
			}
		}
	})
}
