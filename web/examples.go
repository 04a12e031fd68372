// Package web holds the static assets of the page. The example crosstables
// are embedded in the WebAssembly binary as well, so that an example opens
// without a network request and works offline.
package web

import _ "embed" // the example crosstables

// The example files are copies of fixtures of the repository, written by
// go generate ./web and kept equal to them by TestExampleCopiesFresh:
//
//go:generate cp ../examples/campionato-italiano-2009.trf examples/campionato-2009.trf
//go:generate cp ../testdata/tec-swiss-5-2026.trf examples/fide-exercise.trf
//go:generate cp ../testdata/forlano-9.trf examples/forlano-9.trf
//go:generate cp ../testdata/fide-team-2026.trf examples/fide-team.trf
//go:generate cp ../testdata/forlano-9.printed.csv examples/forlano-printed.csv

// The example crosstables, embedded as strings rather than as an embed.FS:
// the file system's methods would add to the WebAssembly binary what five
// strings do not need.
var (
	//go:embed examples/campionato-2009.trf
	campionato2009 string
	//go:embed examples/fide-exercise.trf
	fideExercise string
	//go:embed examples/forlano-9.trf
	forlano9 string
	//go:embed examples/fide-team.trf
	fideTeam string
	//go:embed examples/forlano-printed.csv
	forlanoPrinted string
)

// Example returns the text of the example crosstable with that file name
// under web/examples (e.g. "campionato-2009.trf"), or false.
func Example(file string) (string, bool) {
	switch file {
	case "campionato-2009.trf":
		return campionato2009, true
	case "fide-exercise.trf":
		return fideExercise, true
	case "forlano-9.trf":
		return forlano9, true
	case "fide-team.trf":
		return fideTeam, true
	case "forlano-printed.csv":
		return forlanoPrinted, true
	}
	return "", false
}
