package formats

import (
	"fmt"
	"strings"
	"sync"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/pgn"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/swissperfect"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/engine/formats/team"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/engine/formats/uscf"
	"github.com/spareggi/spareggi/internal/msg"
)

// Format names an input format (docs/formats.md §4).
type Format uint8

// The formats Read knows, in the order of formatTable. FormatAuto asks
// Read to detect the format.
const (
	FormatAuto         Format = iota // detect the format from the text (§4)
	FormatTRF                        // FIDE TRF16/TRF26 (§5)
	FormatStrip                      // wallchart strips, Vega and Italian style (§6)
	FormatGrid                       // round-robin grids (§8)
	FormatChessResults               // chess-results / Swiss-Manager crosstables (§7)
	FormatSwissPerfect               // Swiss Perfect text export (§9)
	FormatUSCF                       // US Chess style wallcharts (§10)
	FormatPGN                        // PGN games as a results source (§11)
	FormatPairings                   // pairing lists with results, round by round (§12)
	FormatTeamCR                     // chess-results / Swiss-Manager team crosstables (§7.8)
	FormatTeamGrid                   // team round-robin grids (§8.8)
)

// formatRoundResults is the pseudo-format of rows of results without
// opponents, offered by Q-FORMAT (§4.3) and refused with E-NO-OPPONENTS.
// It has no reader and no row in formatTable.
const formatRoundResults Format = 100

// formatSpec is one input format: everything the package and its users
// know of it. Read, Detect, ParseFormat, Formats, Format.String and
// Format.Name, the list of formats of E-FORMAT-UNKNOWN and the page's
// format picker (app/formatselect.go, through Formats) derive from the
// rows of formatTable; the page's names are the catalogue keys "format."+id
// (internal/msg/{en,it,es}.go), the list's phrases the declared messages
// msg.FormatSupported(id).
type formatSpec struct {
	format Format // the constant; formatTable[f].format == f
	id     string // the id of the CLI's -format, the JSON "format" field and the page's picker
	name   string // the English name used in messages
	// aliases are the other ids ParseFormat accepts (lower case).
	aliases []string
	// supportedRank is the format's place in the list of formats of
	// E-FORMAT-UNKNOWN (0 first; -1 for none), where its phrase, with an
	// example of its cells, is msg.FormatSupported(id).
	supportedRank int
	// detect is the family's detector, asked with the family's own
	// grammar: how well the sample (the first non-blank lines) fits the
	// format; ext is the file name's extension, lower case, "" for
	// pasted text. detectRank is the detector's place in the detection
	// order (0 first): of two candidates of the same confidence the
	// earlier comes first (the best candidate and Q-FORMAT's options);
	// -1 for a row without a detector.
	detect     func(sample []string, ext string) scan.Finding
	detectRank int
	// read reads the lines of in (and in.dec, the decoded text) into an
	// event, reporting into in.d (diagnostics) and in.ask (questions);
	// Read then applies the answers and turns errors into an *Error.
	read func(in *table.Reader) *engine.Event
	// boundsLines: the reader bounds its own lines (fixed columns, free
	// move text), so Read does not refuse a line of too many fields
	// (tooManyFields) before it.
	boundsLines bool
	// explainsFlattened: the reader itself explains round headings side
	// by side (flattened pairing lists), or its input cannot hold them
	// (TRF's records); for the other readers, Read adds those diagnostics
	// when a detected text fails to read.
	explainsFlattened bool
}

// formatTable lists every format, in the order of the Format constants:
// the order of Formats, of the CLI's usage line and of the page's picker.
var formatTable = [...]formatSpec{
	{format: FormatAuto, id: "auto", name: "automatic detection", supportedRank: -1, detectRank: -1},
	{format: FormatTRF, id: "trf", name: "TRF", aliases: []string{"trf16", "trf26", "trfx"},
		supportedRank: 0,
		detect:        trf.Detect, detectRank: 0,
		read: trf.Read, boundsLines: true, explainsFlattened: true},
	{format: FormatStrip, id: "strip", name: "wallchart strips", aliases: []string{"vega", "strips"},
		supportedRank: 1,
		detect:        strip.Detect, detectRank: 4,
		read: strip.Read},
	{format: FormatGrid, id: "grid", name: "round-robin grid", aliases: []string{"rr", "roundrobin", "round-robin"},
		supportedRank: 3,
		detect:        detectGrid, detectRank: 3,
		read: grid.Read},
	{format: FormatChessResults, id: "chess-results", name: "chess-results crosstable",
		aliases:       []string{"chessresults", "cr", "swiss-manager", "swissmanager"},
		supportedRank: 2,
		detect:        detectCR, detectRank: 2,
		read: chessresults.Read},
	{format: FormatSwissPerfect, id: "swissperfect", name: "Swiss Perfect export", aliases: []string{"swiss-perfect", "sp"},
		supportedRank: 4,
		detect:        swissperfect.Detect, detectRank: 5,
		read: swissperfect.Read},
	{format: FormatUSCF, id: "uscf", name: "US Chess wallchart", aliases: []string{"us", "us-chess", "uschess"},
		supportedRank: 5,
		detect:        uscf.Detect, detectRank: 6,
		read: uscf.Read},
	{format: FormatPGN, id: "pgn", name: "PGN",
		supportedRank: 6,
		detect:        pgn.Detect, detectRank: 1,
		read: pgn.Read, boundsLines: true},
	{format: FormatPairings, id: "pairings", name: "pairing lists",
		aliases:       []string{"pairing", "pairing-list", "pairing-lists", "rounds"},
		supportedRank: 7,
		detect:        pairings.Detect, detectRank: 7,
		read: pairings.Read, explainsFlattened: true},
	{format: FormatTeamCR, id: "team-chess-results", name: "chess-results team crosstable",
		aliases:       []string{"team-cr", "teamcr", "team-chessresults"},
		supportedRank: 8,
		detect:        team.DetectCrosstable, detectRank: 8,
		read: team.ReadCrosstable},
	{format: FormatTeamGrid, id: "team-grid", name: "team round-robin grid", aliases: []string{"teamgrid", "team-rr"},
		supportedRank: 9,
		detect:        team.DetectGrid, detectRank: 9,
		read: team.ReadGrid},
}

// roundResultsSpec names formatRoundResults in messages and answers.
var roundResultsSpec = formatSpec{format: formatRoundResults, id: "round-results", name: "results per round"}

// spec returns the row of f, or nil for a value that names no format.
func (f Format) spec() *formatSpec {
	if f == formatRoundResults {
		return &roundResultsSpec
	}
	if int(f) < len(formatTable) {
		return &formatTable[f]
	}
	return nil
}

// String returns the format's id: "auto", "trf", "strip", "grid",
// "chess-results", "swissperfect", "uscf", "pgn", "pairings",
// "team-chess-results" or "team-grid".
func (f Format) String() string {
	if s := f.spec(); s != nil {
		return s.id
	}
	return fmt.Sprintf("Format(%d)", f)
}

// Name returns an English name of the format for messages.
func (f Format) Name() string {
	if s := f.spec(); s != nil {
		return s.name
	}
	return f.String()
}

// Formats lists every format id accepted by ParseFormat, "auto" first.
func Formats() []string {
	ids := make([]string, len(formatTable))
	for i, s := range formatTable {
		ids[i] = s.id
	}
	return ids
}

// Names lists every id a format is named by: Formats and the
// pseudo-format of rows of results per round (an answer of Q-FORMAT), the
// user interfaces' catalogue keys "format."+id.
func Names() []string { return append(Formats(), roundResultsSpec.id) }

// ParseFormat returns the format with the given id (case-insensitive); ""
// means FormatAuto. A few aliases are accepted: "chessresults", "cr",
// "swiss-perfect", "sp", "us", "vega", "rr", "trf26", "pairing", "rounds".
func ParseFormat(s string) (Format, error) {
	id := strings.ToLower(strings.TrimSpace(s))
	if id == "" {
		return FormatAuto, nil
	}
	for _, f := range formatTable {
		if id == f.id {
			return f.format, nil
		}
	}
	for _, f := range formatTable {
		for _, a := range f.aliases {
			if id == a {
				return f.format, nil
			}
		}
	}
	return FormatAuto, fmt.Errorf("unknown format %q (expected one of %s)", s, strings.Join(Formats(), ", "))
}

// byRank returns the rows of a non-negative rank, ordered by rank (-1
// leaves a row out: FormatAuto's).
func byRank(rank func(*formatSpec) int) []*formatSpec {
	var out []*formatSpec
	for i := range formatTable {
		if rank(&formatTable[i]) >= 0 {
			out = append(out, &formatTable[i])
		}
	}
	for i := 1; i < len(out); i++ { // insertion sort: ten rows
		for j := i; j > 0 && rank(out[j]) < rank(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// detectors are the formats in detection order.
var detectors = byRank(func(s *formatSpec) int { return s.detectRank })

// supportedOrder is the formats' order in the "Supported:" sentence.
var supportedOrder = byRank(func(s *formatSpec) int { return s.supportedRank })

// Supported lists the ids of the formats Read can read (every id of
// Formats but "auto") in the order of the "Supported:" sentence of
// E-FORMAT-UNKNOWN, for the user interfaces' translations of it.
func Supported() []string {
	ids := make([]string, len(supportedOrder))
	for i, s := range supportedOrder {
		ids[i] = s.id
	}
	return ids
}

// supportedList is the list of formats of E-FORMAT-UNKNOWN: every
// format's phrase in supportedRank order, as one value rendered in the
// language of the message citing it. It is made when first needed:
// citing a message encodes it, and the first encoding of a type costs
// the page's start-up a few milliseconds.
var supportedList = sync.OnceValue(func() string {
	var list []string
	for _, s := range supportedOrder {
		list = append(list, msg.FormatSupported(s.id).Cite())
	}
	return msg.And(list...)
})
