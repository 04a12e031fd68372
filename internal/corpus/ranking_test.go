package corpus

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// opened is what a file of the corpus shows when it is opened with no
// choice made (docs/tiebreaks.md, decisions 55–57): the rules and list it
// opens under, and how many printed ranks those standings contradict.
type opened struct {
	// list is the list source, in English, when the rules come from the
	// print ("read from the printed columns: …"); "" when the default
	// (or the file's own) list applies.
	list string
	// differ and of are the printed ranks the standings contradict and
	// those printed; of is 0 for a file without printed ranks.
	differ, of int
	// why says why the printed ranking is not reproduced.
	why string
	// leftOut names the printed columns the print's list leaves out, as
	// the notice does: those from the first that no rule set reproduces
	// (decision 90).
	leftOut string
}

// Causes of a printed ranking not reproduced with no flags.
const (
	notReproduced = "the printed columns are not all reproduced by one rule set (see the corpus table): the default list applies, and the notice names the closest rules"
	noColumns     = "no tie-break column printed: the default list applies, and the notice names the ranks it places otherwise"
	trfNoList     = "a TRF whose ranks follow the organiser's tie-break list, which the file does not carry (no 202 or 212 record, no printed column): the default list applies, and the notice counts the ranks it places otherwise"
)

// openedAsPublished is, for every file of the corpus that opens, what it
// opens under with no flags. Every file whose printed columns one rule set
// reproduces opens under that rule set, and its printed ranking is then
// reproduced (differ 0); the others say, at the top of the standings, how
// many printed ranks differ. A chess-results ranking crosstable prints a
// tied rank once (the rapids of 2024: 89 of 91 ranks printed), a grid or a
// Lichess TRF none.
var openedAsPublished = map[string]opened{
	"cr-keshmat-winter-open-2026.xlsx":    {list: "fide2012, BH/C1, BH/C2, 30 of 30", of: 30},
	"cr-keshmat-winter-rapid-2026.xlsx":   {list: "swissmanager, DE, BH/C1, BH/C2, 25 of 25", of: 25},
	"cr-keshmat-winter-a-2026.xlsx":       {list: "WIN, SB, 6 of 6"},
	"cr-keshmat-winter-b-2026.xlsx":       {list: "swissmanager, DE, WON, SB, 6 of 6"},
	"cr-keshmat-rapid-2024-07.xlsx":       {list: "fide2012, BH/C1, BH, 91 of 91", of: 89},
	"cr-keshmat-rapid-2024-08.xlsx":       {list: "fide2012, BH/C1, BH, 107 of 107", of: 102},
	"cr-keshmat-rapid-2024-12.xlsx":       {list: "swissmanager, DE, BH/C1, BH, 100 of 100", of: 95},
	"cr-keshmat-rapid-2025-02.xlsx":       {list: "swissmanager, DE, BH/C1, BH, 73 of 73", of: 73},
	"cr-keshmat-rapid-2025-01.xlsx":       {list: "fide2012, BH/C1, BH, 85 of 85", of: 85},
	"cr-keshmat-rapid-2025-03.xlsx":       {list: "fide2012, BH/C1, BH, 55 of 55", of: 55},
	"cr-keshmat-rapid-2025-04.xlsx":       {list: "fide2012, BH/C1, BH, 67 of 67", of: 67},
	"cr-keshmat-rapid-2025-05.xlsx":       {list: "swissmanager, DE, BH/C1, BH, 53 of 53", of: 53},
	"cr-srs-km-2026-round4.csv":           {list: "swissmanager, BH/M1, DE, WIN, 40 of 40", of: 40},
	"cr-page-si-school-teams-769171.txt":  {list: "MP, GP, DE, SB:GP, 6 of 6"},
	"cr-page-team-rr-zh-985901.txt":       {list: "MP, GP, 5 of 5"},
	"page-herderschach-teams-2021-22.txt": {},
	"trf-lichess-swiss-2020-05-29.trf":    {},
	"trf-lichess-swiss-2020-06-26.trf":    {},
	"trf-karl-mala-2005.trf": {differ: 238, of: 276,
		why: "a TRF16 rating report: its ranks follow the organiser's tie-break list, which the file does not carry (no 202 or 212 record, no printed column), so the default list applies and the notice counts the ranks it places otherwise"},
	"vega-hbcc-club-championship-2025.txt": {of: 8},
	"vega-hbcc-western-masters-2025.txt":   {of: 6},
	"vega-hbcc-western-major-2025.txt":     {differ: 5, of: 6, why: noColumns},
	"vega-hbcc-reserve-championship-2024.txt": {of: 23,
		why: notReproduced + "; the default's ranking happens to agree"},
	"vega-hbcc-april-rapid-2025.txt":      {},
	"vega-hbcc-best-in-the-west-2025.txt": {differ: 60, of: 106, why: notReproduced},
	"vega-hbcc-cup-2025.txt":              {differ: 11, of: 32, why: notReproduced},
	"vega-hbcc-cup-2025-firefox.txt":      {differ: 11, of: 32, why: notReproduced},
	"vega-hbcc-reserve-championship-2024-firefox.txt": {of: 23,
		why: notReproduced + "; the default's ranking happens to agree"},
	"vega-hbcc-april-rapid-2025-firefox.txt":               {},
	"vega-hbcc-koshnitsky-cup-2026-crosstable-firefox.txt": {},
	"vega-hbcc-club-championship-2025-firefox.txt":         {of: 8},
	"vega-hbcc-koshnitsky-cup-2026.txt":                    {list: "fide2026, SB, 31 of 31", of: 31},
	"vega-hbcc-september-rapid-2025.txt":                   {differ: 12, of: 55, why: notReproduced},
	"vega-hbcc-western-masters-2025.html":                  {of: 6},
	"vega-hbcc-western-major-2025.html":                    {differ: 5, of: 6, why: noColumns},
	"vega-hbcc-reserve-championship-2024.html":             {list: "fide2024, BH, BH/C1, SB, 23 of 23", of: 23},
	"vega-hbcc-best-in-the-west-2025.html":                 {list: "fide2024, BH, 106 of 106", of: 106},
	"vega-hbcc-cup-2025.html":                              {list: "fide2024, BH, BH/C1, SB, 32 of 32", of: 32},
	"vega-hbcc-koshnitsky-cup-2026.html":                   {list: "fide2026, SB, 31 of 31", of: 31},
	"vega-hbcc-september-rapid-2025.html":                  {list: "fide2024, BH, BH/C1, SB, 55 of 55", of: 55},
	"vega-hbcc-april-rapid-2025.html":                      {},
	"vega-hbcc-koshnitsky-cup-2026-crosstable.html":        {},
	"vega-hbcc-koshnitsky-cup-2026-crosstable.txt":         {},
	"vega-chessnov2018-crosstablescore.html":               {list: "fide2012, BH/C1, BH, 11 of 11", of: 11},
	"vega-chessnov2018-crosstablescore.txt":                {list: "fide2012, BH/C1, BH, 11 of 11", of: 11},
	"vega-chessnov2018-crosstable.html":                    {},
	"sp-rwswiss-2009.txt":                                  {differ: 13, of: 22, why: notReproduced},
	"sp-srs-km-blixt-2018.txt":                             {differ: 17, of: 28, why: notReproduced},
	"sp-srs-snabbschack-10mars.txt":                        {differ: 8, of: 17, why: notReproduced},
	"sp-srs-snabbschack-3okt.txt":                          {differ: 13, of: 24, why: notReproduced},
	"sp-srs-2012-09-26.txt":                                {differ: 12, of: 21, why: notReproduced},
	"sp-srs-snabbschack-10mars.htm":                        {differ: 8, of: 17, why: notReproduced},
	"sp-srs-snabbschack-3okt.htm":                          {differ: 13, of: 24, why: notReproduced},
	"sp-srs-km-blixt-2018.htm":                             {differ: 17, of: 28, why: notReproduced},
	"sp-srs-2012-09-26.htm":                                {differ: 12, of: 21, why: notReproduced},
	"sc-narva-krt-2019-pairings.txt":                       {},
	"sc-narva-krt-2023-pairings.txt":                       {},
	"sc-narva-c-klasse-2018.txt":                           {list: "SB, WIN, 6 of 6", of: 6},
	"sc-narva-c-klasse-2018.html":                          {list: "SB, WIN, 6 of 6", of: 6},
	"sc-narva-schnell-2023-01.txt":                         {list: "fide2012, BH, SB, 13 of 13", of: 13},
	"sc-narva-schnell-2023-01.html":                        {list: "fide2012, BH, SB, 13 of 13", of: 13},
	"sc-narva-schnell-2026-01.txt":                         {list: "BH, SB, 14 of 14", of: 14},
	"sc-narva-schnell-2026-07.txt":                         {list: "BH, SB, 14 of 14", of: 14},
	"sc-narva-blitz-2026-07.txt":                           {list: "SB, 15 of 15"},
	"sc-narva-blitz-2026-05.txt":                           {list: "fide2026, SB, 13 of 13"},
	"sc-narva-blitz-2026-01.txt":                           {list: "SB, 13 of 13"},
	"sc-page-sv-bad-bevensen-rapid.txt":                    {list: "SB, 8 of 8"},
	"sc-narva-club-championship.txt":                       {differ: 8, of: 14, why: notReproduced},
	"page-evt-tournoi-interne-2014-r5.txt": {list: "BH, 10 of 10", differ: 2, of: 10,
		why: "the club breaks ties first by the cumulative score it prints as `Cu.`, a heading no reader takes for a tie-break: the list read from `Bu.` alone (BH) ranks GRASSAUD (Cu. 11) above GUERIN (Cu. 14), both on 4 points"},
	"vega-hbcc-president-cup-juniors-blitz-2024-r1.pgn":          {},
	"vega-hbcc-president-cup-juniors-blitz-2024-r1-pairings.txt": {},
	"vega-hbcc-president-cup-juniors-blitz-2024-pairings.txt":    {},
	"vega-hbcc-purdy-cup-juniors-2025-r1-pending-pairings.txt":   {},
	"page-dlcc-club-championship-2018-r1.txt":                    {},
	"page-gambito-de-guada-ii-liga-2026-a.txt":                   {of: 7},
	"grt-narva-kleeblatt-2025-capablanca.txt":                    {list: "SB, 4 of 4", of: 4},
	"swissmaster-cork-major-2018.trf":                            {differ: 4, of: 23, why: trfNoList},
	"trf-bunratty-masters-2011.trf":                              {differ: 6, of: 34, why: trfNoList},
	"trf-bunratty-major-2011.trf":                                {differ: 27, of: 56, why: trfNoList},
	"trf-bunratty-challengers-2011.trf":                          {differ: 18, of: 63, why: trfNoList},
	"trf-bunratty-minor-2011.trf": {differ: 100, of: 103,
		why: "the file's rank field does not follow the points (42 times a rank holds fewer points than the next: O'Brien, 3.0, is 12th, Kelly, 4.5, 45th), so it is no final ranking; the default list applies and the notice counts the ranks it places otherwise"},
	"trf-irish-junior-champs-2011.trf":       {differ: 21, of: 34, why: trfNoList},
	"trf-irish-intermediate-champs-2011.trf": {differ: 17, of: 21, why: trfNoList},
	"trf-galway-major-2011.trf":              {differ: 33, of: 59, why: trfNoList},
	"trf-lcu-armstrong-cup-2010-11.trf":      {},
	"sp-icu-gonzaga-challengers-2010.txt":    {},
	"sp-icu-junior-u19-2010.txt":             {},
	// US Chess's crosstable prints no rank: its rows are in point groups,
	// each by post-event rating (SOURCES.md), not by a tie-break.
	"uschess-msa-tournamentinfo.txt": {},
	// Papi's Perf, which no rule set reproduces (decision 67), is last:
	// the columns before it are the list (decision 90), and the ties they
	// leave follow the printed ranking.
	"papi-ffe-departemental-u10-2025.txt":  {list: "fide2012, BH/C2, BH, 107 of 107", of: 107, leftOut: "Perf"},
	"papi-ffe-departemental-u10-2025.html": {list: "fide2012, BH/C2, BH, 107 of 107", of: 107, leftOut: "Perf"},
	"papi-evt-pelat-2014.html":             {of: 72},
	"papi-evt-pelat-2015.html":             {list: "PS, 112 of 112", of: 112, leftOut: "Perf., Bu."},
	"papi-evt-pelat-2015-jeunes.html":      {list: "BH/C1, BH, 26 of 26", of: 26, leftOut: "Perf."},
	"papi-evt-pelat-2016-jeunes.html":      {list: "fide2012, BH/C1, 7 of 7", of: 7, leftOut: "Perf"},
	"papi-evt-pelat-2016.html":             {list: "BH/C1, 52 of 52", of: 52, leftOut: "Perf"},
}

// TestOpenedAsPublished opens every file of the corpus as the page, the
// CLI and the JS API do — one run of internal/request with no choice made
// — and checks the rules it opens under and its printed ranking against
// openedAsPublished: a file whose print one rule set reproduces opens
// under it and shows its printed ranking (issue 31, item 1).
func TestOpenedAsPublished(t *testing.T) {
	for _, p := range corpus {
		if p.format == "" {
			continue
		}
		t.Run(p.file, func(t *testing.T) {
			want, ok := openedAsPublished[p.file]
			if !ok {
				t.Fatalf("no row in openedAsPublished")
			}
			data, err := os.ReadFile(filepath.Join(real, p.file))
			if err != nil {
				t.Fatal(err)
			}
			r, err := request.Parse(request.Fields{Name: p.file, Answers: p.answers})
			if err != nil {
				t.Fatal(err)
			}
			var c request.Cache
			res, err := c.Run(string(data), r)
			if err != nil {
				t.Fatalf("does not open: %v", err)
			}
			st := res.Standings
			src := st.ListSource.English()
			if want.list == "" {
				if st.ListSource.ID == msg.ReasonListPrinted {
					t.Errorf("opens under %q, want the default list", src)
				}
			} else if src != "read from the printed columns: "+want.list+" reproduced" {
				t.Errorf("list source %q, want the print's %s", src, want.list)
			}
			diff, of := st.PrintedRanking()
			if len(diff) != want.differ || of != want.of {
				t.Errorf("%d of %d printed ranks differ, want %d of %d (%s)", len(diff), of, want.differ, want.of, want.why)
			}
			// The notice says so at the top of the standings.
			notice, leftOut := "", ""
			for _, n := range st.Notices {
				switch n.ID {
				case msg.WarnPrintedRanking:
					notice = n.English()
				case msg.WarnPrintedLeftOut:
					leftOut = n.English()
				}
			}
			if want.leftOut == "" && leftOut != "" || want.leftOut != "" && !strings.Contains(leftOut, "participant): "+want.leftOut+"; the ties") {
				t.Errorf("the notice of the columns left out is %q, want %q named", leftOut, want.leftOut)
			}
			if (len(diff) > 0) != (notice != "") || len(diff) > 0 && !strings.HasPrefix(notice, strconv.Itoa(len(diff))+" of "+strconv.Itoa(of)+" printed ranks differ") {
				t.Errorf("notice %q for %d differences", notice, len(diff))
			}
			// With the printed ranking reproduced, the rows are in the
			// printed order, the ties the list leaves too (decision 57).
			if len(diff) == 0 && of > 0 {
				last := 0
				for i, row := range st.Rows {
					if r := row.Player.DeclaredRank; r > 0 {
						if r < last {
							t.Errorf("row %d (start number %d) printed %d after printed %d: not the printed order", i+1, row.Player.StartNo, r, last)
							break
						}
						last = r
					}
				}
			}
			if want.differ > 0 && want.why == "" {
				t.Errorf("a printed ranking not reproduced needs its cause")
			}
		})
	}
	for file := range openedAsPublished {
		if !slices.ContainsFunc(corpus, func(p published) bool { return p.file == file && p.format != "" }) {
			t.Errorf("%s: in openedAsPublished but not in the corpus", file)
		}
	}
}
