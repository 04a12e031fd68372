package formats

import (
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/grid"
	"github.com/spareggi/spareggi/engine/formats/pairings"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/team"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/internal/msg"
)

// Candidate is one detector's finding (docs/formats.md §4.1).
type Candidate struct {
	Format     Format
	Confidence int         // 0–100
	Rows       int         // rows the detector could read
	Reason     msg.Message // what was recognised, for messages (msg family "detect.")
}

// detectLines is how many non-blank lines the detectors examine (docs/formats.md
// §4.1). Decision: they look at the first quickLines first and widen to
// detectLines only when no format is clear there, so a large TRF is
// recognised without scanning hundreds of lines with every detector.
const (
	quickLines  = 60
	detectLines = 300
)

// Detect guesses the format of normalised lines (docs/formats.md §4), using the
// file name's extension as a hint. It returns the best format and every
// candidate, best first. The diagnostic is non-nil when no format fits
// (E-FORMAT-UNKNOWN, with the first three lines quoted) or when two fit
// equally well: then it is the blocking question Q-FORMAT naming both, and
// the format is FormatAuto.
func Detect(lines []string, fileName string) (Format, []Candidate, *scan.Diagnostic) {
	sample, nums := detectSample(lines, quickLines)
	f, cands, d := detectIn(sample, nums, fileName)
	if d != nil || len(cands) == 0 || cands[0].Confidence < 60 {
		if wide, wnums := detectSample(lines, detectLines); len(wide) > len(sample) {
			return detectIn(wide, wnums, fileName)
		}
	}
	return f, cands, d
}

// sampleLineBytes is the mean length of a sample line the detectors
// examine at most: a sample of limit lines holds at most limit ×
// sampleLineBytes bytes (and at least its first line), so that lines of
// thousands of fields (a sheet's row ending in column XFD, 16,383 empty
// TAB fields) cost detection what the same bytes in short lines cost, not
// a sample hundreds of times larger (docs/formats.md §4.1).
const sampleLineBytes = 256

// detectSample returns the first limit non-blank lines, at most limit ×
// sampleLineBytes bytes of them but at least one line, and their numbers.
func detectSample(lines []string, limit int) (sample []string, nums []int) {
	left := limit * sampleLineBytes
	for i, s := range lines {
		if strings.TrimSpace(s) == "" {
			continue
		}
		if left -= len(s); left < 0 && len(sample) > 0 {
			break
		}
		sample = append(sample, s)
		nums = append(nums, i+1)
		if len(sample) == limit || left <= 0 {
			break
		}
	}
	return sample, nums
}

// detectIn asks the families (candidates) about a sample of non-blank lines, whose
// line numbers are nums.
func detectIn(sample []string, nums []int, fileName string) (Format, []Candidate, *scan.Diagnostic) {
	ext := strings.ToLower(fileName)
	if i := strings.LastIndexByte(ext, '.'); i >= 0 {
		ext = ext[i+1:]
	} else {
		ext = ""
	}
	out := candidates(sample, ext)
	first := 1
	if len(nums) > 0 {
		first = nums[0]
	}
	if len(out) == 0 || out[0].Confidence < 40 {
		var quoted []string
		for i := 0; i < len(sample) && i < 3; i++ {
			quoted = append(quoted, scan.Quote(sample[i]))
		}
		m := scan.MsgS(&msg.ReaderFormatUnknownBlank, supportedList())
		if len(quoted) > 0 {
			m = scan.MsgS(&msg.ReaderFormatUnknown, strings.Join(quoted, ", "), supportedList())
		}
		d := scan.Worded(scan.Diagnostic{Severity: scan.SeverityError, Code: scan.EFormatUnknown, Line: first, Col: 1, EndCol: 1,
			Expected: "a supported crosstable format"}, m)
		if l := pairings.Lacking(sample, nums); l != nil { // a page without a crosstable (§4.4)
			d = *l
		}
		return FormatAuto, out, &d
	}
	if len(out) > 1 && out[0].Confidence >= 60 && out[1].Confidence >= 60 && out[0].Confidence-out[1].Confidence <= 10 {
		m := formatAsk(out[0], out[1])
		return FormatAuto, out, &scan.Diagnostic{Severity: scan.SeverityError, Code: scan.QFormat, Line: first, Col: 1, EndCol: 1,
			Message: m.English()}
	}
	return out[0].Format, out, nil
}

// candidates asks the families about sample, with ext the file name's
// extension: those with a confidence above 0, surest first. A sample that
// only TRF reads is not asked of the others (decision 88).
func candidates(sample []string, ext string) []Candidate {
	if f, ok := trf.Certain(sample, ext); ok {
		return []Candidate{{Format: FormatTRF, Confidence: f.Confidence, Rows: f.Rows, Reason: f.Reason}}
	}
	return askAll(sample, ext)
}

// askAll asks every family about sample (docs/formats.md §4.1).
func askAll(sample []string, ext string) []Candidate {
	cands := make([]Candidate, 0, len(detectors)+2)
	for _, s := range detectors { // each family asked with its own grammar
		f := s.detect(sample, ext)
		cands = append(cands, Candidate{Format: s.format, Confidence: f.Confidence, Rows: f.Rows, Reason: f.Reason})
	}
	if rows := grid.PlainRows(sample); rows > 0 {
		// Rows of bare results (§4.3): a grid without its diagonal or
		// results per round without opponents, of the same confidence, so
		// Q-FORMAT asks.
		cands = append(cands,
			Candidate{Format: FormatGrid, Confidence: 65, Rows: rows, Reason: msg.Message{ID: msg.DetectGridNoDiagonal}},
			Candidate{Format: formatRoundResults, Confidence: 65, Rows: rows, Reason: msg.Message{ID: msg.DetectRoundResults}})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Confidence > cands[j].Confidence })
	var out []Candidate
	for _, c := range cands {
		if c.Confidence > 0 {
			out = append(out, c)
		}
	}
	return out
}

// formatAsk is the question Q-FORMAT between the candidates a and b: each
// one's name and reason, cited.
func formatAsk(a, b Candidate) msg.Message {
	return scan.MsgS(&msg.AskFormat, msg.FormatName(a.Format.String()).Cite(), a.Reason.Cite(),
		msg.FormatName(b.Format.String()).Cite(), b.Reason.Cite())
}

// detectCR is the chess-results family's detector, which leaves a team
// crosstable to the team family (§7.8).
func detectCR(sample []string, _ string) scan.Finding {
	return chessresults.Detect(sample, team.SurelyCrosstable)
}

// detectGrid is the grids' detector, which leaves a team grid to the team
// family (§8.8).
func detectGrid(sample []string, _ string) scan.Finding {
	return grid.Detect(sample, team.SurelyGrid)
}
