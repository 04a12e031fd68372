package trf

import (
	"fmt"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// Indexes of the entries of a scoring system, in the order of engine.Scoring.
const (
	sWW = iota // win with White
	sBW        // win with Black
	sWD
	sBD
	sWL
	sBL
	sFW // forfeit win
	sFL // forfeit loss
	sPAB
	sFPB
	sHPB
	sZPB
	sX // pending
	nScore
)

// scoringState collects the scoring records (162, XXS, BB?) until all
// headers are read: they apply in a fixed order whatever the file order.
type scoringState struct {
	lines []int
}

type scoreTable [nScore]engine.Score

func tableOf(s engine.Scoring) scoreTable {
	return scoreTable{s.WinWhite, s.WinBlack, s.DrawWhite, s.DrawBlack, s.LossWhite, s.LossBlack,
		s.ForfeitWin, s.ForfeitLoss, s.PAB, s.FPB, s.HPB, s.ZPB, s.Pending}
}

func (t scoreTable) scoring() engine.Scoring {
	return engine.Scoring{WinWhite: t[sWW], WinBlack: t[sBW], DrawWhite: t[sWD], DrawBlack: t[sBD],
		LossWhite: t[sWL], LossBlack: t[sBL], ForfeitWin: t[sFW], ForfeitLoss: t[sFL],
		PAB: t[sPAB], FPB: t[sFPB], HPB: t[sHPB], ZPB: t[sZPB], Pending: t[sX]}
}

// Entries set by the symbols of 162 (docs/formats.md §5.4) and the codes of XXS
// (§5.12). 162's W also sets PAB and its D also sets the pending value,
// unless P or X is given on the same line.
var (
	sym162Vals  = [][]int{{sWW, sBW, sFW, sFPB}, {sWD, sBD, sHPB}, {sWL, sBL}, {sZPB, sFL}, {sPAB}, {sX}}
	codeXXSVals = [][]int{{sWW}, {sBW}, {sWD}, {sBD}, {sWL}, {sBL}, {sZPB}, {sHPB}, {sFPB}, {sPAB}, {sFW}, {sFL},
		{sWW, sBW, sFW, sFPB}, {sWD, sBD, sHPB}, {sWL, sBL}}
	codeBBVals = [][]int{{sWW, sBW, sFW, sFPB}, {sWD, sBD, sHPB}, {sWL, sBL}, {sZPB}, {sFL}, {sPAB}}
)

// sym162 returns the entries a 162 symbol sets, nil for another; the
// readers of XXS codes and BB? records call scoreEntries alike.
func sym162(s string) []int { return scoreEntries("W|D|L|A|P|X", sym162Vals, s) }

// scoreEntries returns the entries vals[i] of the i-th word of keys s
// is, nil for none.
func scoreEntries(keys string, vals [][]int, s string) []int {
	if i := scan.WordIndex(keys, s); i >= 0 {
		return vals[i]
	}
	return nil
}

// readScoring applies the defaults, then BB? lines, then 162, then XXS
// (docs/formats.md §5.4 "Precedence").
func (r *trfReader) readScoring() {
	t := tableOf(engine.DefaultScoring())
	var set162 [nScore]bool
	hasBBU := false
	for _, ln := range r.scoring.lines {
		hasBBU = hasBBU || recordCode(r.dec.Lines[ln-1]) == "BBU"
	}
	for pass := 0; pass < 3; pass++ {
		for _, ln := range r.scoring.lines {
			s := r.dec.Lines[ln-1]
			code := recordCode(s)
			switch {
			case pass == 0 && strings.HasPrefix(code, "BB"):
				text := r.headerValue(ln, code, s)
				v, ok, _ := scan.ParseScore(text, false)
				if !ok {
					r.d.Warn(scan.WTrfField, ln, 5, scan.MsgS(&msg.ReaderTRFScore, code, scan.Quote(text)))
					continue
				}
				if r.scoreOutOfRange(ln, 5, code, v) {
					continue
				}
				for _, i := range scoreEntries("BBW|BBD|BBL|BBZ|BBF|BBU", codeBBVals, code) {
					t[i] = v
				}
				if code == "BBW" && !hasBBU {
					t[sPAB] = v
				}
			case pass == 1 && code == "162":
				r.read162(ln, s, &t, &set162)
			case pass == 2 && code == "XXS":
				r.readXXS(ln, s, &t, &set162)
			}
		}
	}
	r.ev.Scoring = t.scoring()
}

// field is a blank-separated token of a line and its 1-based column.
type field struct {
	text string
	col  int
}

// fieldsFrom splits a line into blank-separated tokens from column col.
func fieldsFrom(s string, col int) []field {
	rs := []rune(s)
	var out []field
	for i := col - 1; i < len(rs); {
		if rs[i] == ' ' || rs[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(rs) && rs[j] != ' ' && rs[j] != '\t' {
			j++
		}
		out = append(out, field{string(rs[i:j]), i + 1})
		i = j
	}
	return out
}

// read162 reads the (symbol, score) pairs of a 162 record.
func (r *trfReader) read162(ln int, s string, t *scoreTable, set *[nScore]bool) {
	fs := fieldsFrom(s, 5)
	type pair struct {
		sym string
		v   engine.Score
	}
	var pairs []pair
	offGrid := false
	for i := 0; i < len(fs); i++ {
		sym, val, col := strings.ToUpper(fs[i].text), "", fs[i].col
		if len(sym) > 1 && sym[0] >= 'A' && sym[0] <= 'Z' && (sym[1] < 'A' || sym[1] > 'Z') {
			sym, val = sym[:1], sym[1:] // "W1.0"
		} else if i+1 < len(fs) {
			val = fs[i+1].text
			i++
		}
		if (col-6)%9 != 0 || col < 6 {
			offGrid = true
		}
		v, ok, _ := scan.ParseScore(val, false)
		if sym162(sym) == nil || !ok {
			r.d.Warn(scan.WTrf162, ln, col, scan.MsgS(&msg.ReaderTRF162Pair, scan.Quote(sym), scan.Quote(val)))
			continue
		}
		if r.scoreOutOfRange(ln, col, "162", v) {
			continue
		}
		pairs = append(pairs, pair{sym, v})
	}
	given := map[string]bool{}
	for _, p := range pairs {
		given[p.sym] = true
	}
	for _, p := range pairs {
		idx := sym162(p.sym)
		if p.sym == "W" && !given["P"] {
			idx = append(idx[:len(idx):len(idx)], sPAB)
		}
		if p.sym == "D" && !given["X"] {
			idx = append(idx[:len(idx):len(idx)], sX)
		}
		for _, i := range idx {
			t[i], set[i] = p.v, true
		}
	}
	if offGrid && len(pairs) > 0 {
		r.d.Info(scan.ITrf162Layout, ln, msg.Message{ID: msg.ReaderTRF162Layout})
	}
}

// readXXS reads the CODE=VALUE items of an XXS record.
func (r *trfReader) readXXS(ln int, s string, t *scoreTable, set162 *[nScore]bool) {
	for _, f := range fieldsFrom(s, 5) {
		code, val, _ := strings.Cut(f.text, "=")
		code = strings.ToUpper(code)
		v, ok, _ := scan.ParseScore(val, false)
		idx := scoreEntries("WW|BW|WD|BD|WL|BL|ZPB|HPB|FPB|PAB|FW|FL|W|D|L", codeXXSVals, code)
		if idx == nil || !ok {
			r.d.WarnQuoted(scan.WTrfXxs, ln, f.col, &msg.ReaderTRFXXSItem, f.text)
			continue
		}
		if r.scoreOutOfRange(ln, f.col, "XXS", v) {
			continue
		}
		for _, i := range idx {
			if set162[i] && t[i] != v {
				r.d.Warn(scan.WScoringConflict, ln, f.col, scan.MsgA(&msg.ReaderScoringConflict, code, v, t[i]))
				break
			}
		}
		for _, i := range idx {
			t[i] = v
		}
	}
}

// maxResultScore is the most points a scoring record may give one result:
// the engine's limit, 100 points.
const maxResultScore = engine.MaxResultScore

// scoreOutOfRange reports E-SCORING-RANGE for a scoring value above
// maxResultScore and returns true.
func (r *trfReader) scoreOutOfRange(ln, col int, record string, v engine.Score) bool {
	if v <= maxResultScore && v >= -maxResultScore {
		return false
	}
	r.fail(scan.EScoringRange, ln, col, col, "", 0, fmt.Sprintf("at most %s points", maxResultScore), v.String(),
		scan.MsgA(&msg.ReaderScoringRange, record, v, maxResultScore))
	return true
}
