package trf

import (
	"sort"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/table"
	"github.com/spareggi/spareggi/internal/msg"
)

// MaxRounds is the largest number of rounds the TRF reader accepts. TRF has
// no limit; this one keeps a hostile file from allocating players × rounds
// entries without bound.
const MaxRounds = 250

// readTRF is the TRF reader of Read: it reads the decoded text of in whole,
// its checks its own (docs/formats.md §5).
func Read(tr *table.Reader) *engine.Event {
	in := tr.Input
	r := &trfReader{in: in, dec: in.Dec, tallies: map[string]*tally{}, first: map[string]int{}}
	ev := r.read()
	in.D = r.d
	return ev
}

// trfReader holds the state of one ReadTRF call.
type trfReader struct {
	in      *scan.Input // the Read call: its answers and questions
	dec     scan.Decoded
	d       scan.DiagList
	ev      engine.Event
	players []*trfPlayer
	tallies map[string]*tally
	first   map[string]int // header code → line of its first occurrence

	rounds142, roundsXXR int // declared numbers of rounds; 0 = none
	line142, lineXXR     int
	count062, count072   int // declared numbers of players; -1 = none
	line062, line072     int
	tb202, tb212         *tbList
	scoring              scoringState
	lichess, team        bool
	trf26, trfx          bool
	badStartNo           bool // some 001 line had no usable start number
	alignFailures        int  // 001 lines refused with E-TRF-ALIGN
	shiftNeg, shiftPos   bool // realigned lines were shifted left, right
	unknown              int  // unknown records
	unknownCodes         []string
	unknownLine          int
	later                []int             // lines of records read after the players (240, 299, XXZ, 013, 310, 300, 320, 330, 352, 362)
	meta                 map[string]string // the calculator's metadata comment (§16.7)
	teams                trfTeams          // the team records (trfteams.go)
	runes                []rune            // readPlayer's buffer for the line being read

	// Storage shared by the players, allocated once (see newArenas).
	playerArena []engine.Player // the players of r.players, in the order of the lines
	recordArena []trfPlayer     // the records r.players points to
	blocks      []trfBlock      // the round blocks of every player
	points      []engine.Score  // the declared points of every player
	tailBlocks  []trfBlock      // readPlayer's buffer for the blocks of a line
}

// read runs the whole reader and returns the event, or nil after errors.
func (r *trfReader) read() *engine.Event {
	r.count062, r.count072 = -1, -1
	if r.vegaTDF() {
		return nil
	}
	playerLines := make([]int, 0, len(r.dec.Lines))
	for i, s := range r.dec.Lines {
		ln := i + 1
		switch {
		case s == "":
			continue
		case strings.HasPrefix(s, "###"):
			r.trf26 = true
			r.comment(s)
			continue
		}
		code := recordCode(s)
		if columnRuler(s) {
			code = "" // no record, though it begins with "012"
		}
		if code == "001" {
			playerLines = append(playerLines, ln)
			continue
		}
		r.header(ln, code, s)
	}
	r.finishHeaders()
	if r.dec.Encoding == "mixed" {
		r.d.Warn(scan.WEncodingMixed, r.dec.FirstCP1252, 1, scan.MsgI(&msg.ReaderEncodingMixed, r.dec.FirstUTF8, r.dec.FirstCP1252))
	}
	r.readPlayers(playerLines)
	if r.alignFailures > 0 && 2*r.alignFailures >= len(playerLines) {
		for i := range r.d.Diags {
			if d := r.d.Diags[i]; d.Code == scan.ETrfAlign {
				id := msg.ReaderTRFAlignLayout
				if d.Key == msg.ReaderTRFAlignRange.Code() {
					id = msg.ReaderTRFAlignRangeLayout
				}
				r.d.Diags[i] = scan.Worded(d, msg.Message{ID: id, Args: d.Args})
				break
			}
		}
	}
	if len(r.players) == 0 && r.d.Errors == 0 {
		r.d.NoneFound(scan.ETrfNoPlayers, r.dec.Lines, "", &msg.ReaderTRFNoPlayers)
	}
	if cut := r.findCut(); cut != nil {
		r.reportCut(cut)
	} else if len(r.players) > 0 {
		r.assemble() // after errors, only to find more of them (checks C1–C3)
	}
	r.flushTallies()
	if r.d.Errors > 0 {
		return nil
	}
	return &r.ev
}

// readPlayers reads the 001 records of playerLines, in order.
func (r *trfReader) readPlayers(playerLines []int) {
	r.newArenas(playerLines)
	for _, ln := range playerLines {
		r.readPlayer(ln)
	}
}

// newArenas allocates the storage of the players of playerLines at once:
// a player each, and the round blocks a line holds at the standard columns
// (a shifted line may hold a few more; the arrays then grow as usual).
func (r *trfReader) newArenas(playerLines []int) {
	blocks := r.blocksOf(playerLines)
	r.playerArena = make([]engine.Player, 0, len(playerLines))
	r.recordArena = make([]trfPlayer, 0, len(playerLines))
	r.players = make([]*trfPlayer, 0, len(playerLines))
	r.points = make([]engine.Score, 0, len(playerLines))
	r.blocks = make([]trfBlock, 0, blocks)
}

// blocksOf returns the number of round blocks the lines hold at the
// standard columns.
func (r *trfReader) blocksOf(playerLines []int) int {
	blocks := 0
	for _, ln := range playerLines {
		if n := len(r.dec.Lines[ln-1]) - 91; n > 0 {
			blocks += min((n+9)/10, MaxRounds)
		}
	}
	return blocks
}

// vegaTDF refuses a Vega tournament file: 001 lines whose fields are
// separated by '|' (docs/formats.md §5.2). A '|' inside the name columns 15–47
// is part of a name.
func (r *trfReader) vegaTDF() bool {
	for i, s := range r.dec.Lines {
		if recordCode(s) == "001" && strings.Contains(s, "|") && r.vegaLine(i, s) {
			return true
		}
	}
	return false
}

// vegaLine reports whether s, the 001 record of line index i, is separated
// by '|' as in a Vega file; then E-VEGA-TDF is the only finding (read may
// have read records before it).
func (r *trfReader) vegaLine(i int, s string) bool {
	for j, c := range []rune(s) {
		if c == '|' && (j+1 < 15 || j+1 > 47) {
			r.d = scan.DiagList{}
			r.d.At(scan.SeverityError, scan.EVegaTdf, i+1, j+1, j+1, "|", "a TRF 001 record", msg.Message{ID: msg.ReaderVegaTdf})
			return true
		}
	}
	return false
}

// columnRuler reports whether s is a column ruler, the line of digits
// 0123456789012… that some files copy with the "DDD SSSS …" guide of FIDE's
// description of the format (docs/formats.md §5.9): counted with the
// unknown records, never read as record 012.
func columnRuler(s string) bool {
	s = strings.TrimRight(s, " ")
	if len(s) < 20 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != byte('0'+i%10) {
			return false
		}
	}
	return true
}

// recordCode returns the record code of a line: its first three characters,
// upper-cased, or "" when the line is shorter.
func recordCode(s string) string {
	if len(s) < 3 {
		return ""
	}
	for i := 0; i < 3; i++ {
		if s[i] >= 0x80 {
			return ""
		}
	}
	return strings.ToUpper(s[:3])
}

// comment reads a ### line: only the calculator's metadata comment (§16.7)
// has a meaning.
func (r *trfReader) comment(s string) {
	rest := strings.TrimSpace(strings.TrimLeft(s, "#"))
	body, ok := strings.CutPrefix(rest, "tbc-meta:")
	if !ok || r.meta != nil {
		return
	}
	r.meta = map[string]string{}
	for _, kv := range strings.Split(body, ";") {
		k, v, ok := strings.Cut(kv, "=")
		if ok {
			r.meta[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
}

// fail adds an error diagnostic with the row and round it concerns, worded
// by the declared message m.
func (r *trfReader) fail(code scan.Code, line, col, endCol int, row string, round int, expected, found string, m msg.Message) {
	r.d.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: code, Line: line, Col: col, EndCol: endCol,
		Row: row, Round: round, Expected: expected, Found: found}, m)
}

// A tally aggregates one kind of finding over many rows into a single
// diagnostic (docs/formats.md §15.2 rule 5).
type tally struct {
	sev       scan.Severity
	code      scan.Code
	line, col int // the first occurrence
	n         int
	items     []scan.NoteItem
	text      func(n int, list string) string // the message
}

// note records one occurrence of an aggregated finding. key separates tallies
// that share a code; text builds the message from the count and the list.
func (r *trfReader) note(sev scan.Severity, code scan.Code, key string, line, col int, item scan.NoteItem, text func(n int, list string) string) {
	t := r.tallies[key]
	if t == nil {
		t = &tally{sev: sev, code: code, line: line, col: col, text: text}
		r.tallies[key] = t
	}
	t.n++
	if item.Text != "" && len(t.items) < table.MaxListed {
		t.items = append(t.items, item)
	}
}

// listing reports whether the tally of key still lists the items noted, so
// that a caller formats an item only when it is kept (an empty item is not
// listed, and counts all the same).
func (r *trfReader) listing(key string) bool {
	t := r.tallies[key]
	return t == nil || len(t.items) < table.MaxListed
}

// flushTallies emits one diagnostic per tally, in a deterministic order.
func (r *trfReader) flushTallies() {
	keys := make([]string, 0, len(r.tallies))
	for k := range r.tallies {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t := r.tallies[k]
		list := strings.Join(scan.ItemTexts(t.items), "; ")
		if more := t.n - len(t.items); more > 0 && len(t.items) > 0 {
			list += scan.MsgI(&msg.GroupMore, more).English()
		}
		r.d.Add(scan.Diagnostic{Severity: t.sev, Code: t.code, Line: t.line, Col: t.col, EndCol: t.col,
			Message: t.text(t.n, list), Key: k, Args: []string{strconv.Itoa(t.n)}, Items: scan.ItemArgs(t.items)})
	}
	r.tallies = map[string]*tally{}
}
