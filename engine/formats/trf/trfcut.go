package trf

import (
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// trfCut is where a TRF that looks truncated stops (E-TRF-TRUNCATED): a
// file cut while it was copied or downloaded ends in the middle of a 001
// line, or after one, with the rows of the other players still citing the
// rounds and the players that were cut away.
type trfCut struct {
	line, col int // the last line and the column after its last character
	player    *trfPlayer
	rounds    int         // the rounds the last row holds
	of        int         // the rounds the other rows hold
	missing   map[int]int // cited start numbers beyond the highest one read: the number of citations
}

// findCut reports where the file stops when it looks truncated, or nil.
// The last non-blank line must be a 001 record. Its row is short when it
// holds fewer rounds than the others (or than 142/XXR declare), or when it
// ends inside a round block that other rows complete; a short row is a cut
// when it ends inside a block, or the other rows cite it in rounds it does
// not have, or they cite start numbers beyond the highest one read. A last
// game paired but not played yet on both sides is not a cut. With a full
// last row, the file is cut after it when the other rows cite the rows cut
// away (cutAfterRow).
func (r *trfReader) findCut() *trfCut {
	last := len(r.dec.Lines)
	for last > 0 && r.dec.Lines[last-1] == "" {
		last--
	}
	if last == 0 || len(r.players) == 0 {
		return nil
	}
	var p *trfPlayer
	hi, rounds := 0, 0
	for _, q := range r.players {
		hi = max(hi, q.StartNo)
		if q.line() == last {
			p = q
		} else {
			rounds = max(rounds, len(q.blocks))
		}
	}
	if p == nil {
		return nil
	}
	s := r.dec.Lines[last-1]
	n := utf8.RuneCountInString(s)
	cut := &trfCut{line: last, col: n + 1, player: p, rounds: len(p.blocks), of: max(rounds, r.rounds142, r.roundsXXR)}
	// A row ends after the result of its last block: column 99 + 10·k; a
	// row without any block that declares no points (a player not paired
	// yet) after its points (84) or its rank (89), unless 062 counts more
	// players than the rows read.
	sh := int(p.shift)
	noPoints := p.DeclaredPoints == nil || *p.DeclaredPoints == 0
	unpaired := len(p.blocks) == 0 && noPoints && (r.count062 < 0 || r.count062 <= len(r.players)) && (n == 84+sh || n == 89+sh)
	partial := !unpaired && (n < 99+sh || (n-99-sh)%10 != 0)
	if partial && r.pendingLast(p, n) {
		partial = false
	}
	short := len(p.blocks) < cut.of || partial && r.othersReach(p, cut.of)
	citedLater := false
	for _, q := range r.players {
		for k, b := range q.blocks {
			switch o := int(b.opp); {
			case o > hi:
				if cut.missing == nil {
					cut.missing = map[int]int{}
				}
				cut.missing[o]++
			case o == p.StartNo && k >= len(p.blocks):
				citedLater = true
			}
		}
	}
	if short && cut.rounds == cut.of {
		cut.rounds-- // the last block is cut
	}
	if unpaired {
		// A complete record of a player without a game: the rows that
		// cite him in a round are an inconsistency the cross-check of the
		// pairings reports, not a cut (a file written from a model whose
		// own rows disagree, §16.4).
		citedLater = false
	}
	if short && (partial || citedLater || len(cut.missing) > 0) || !short && r.cutAfterRow(hi, cut.missing) {
		return cut
	}
	return nil
}

// reportCut adds E-TRF-TRUNCATED for cut and drops what else was found on
// the last line, which the cut explains.
func (r *trfReader) reportCut(cut *trfCut) {
	kept := r.d.Diags[:0]
	for _, d := range r.d.Diags {
		if d.Line == cut.line {
			if d.Severity == scan.SeverityError {
				r.d.Errors--
			}
			continue
		}
		kept = append(kept, d)
	}
	r.d.Diags = kept
	p := cut.player
	m := scan.MsgA(&msg.ReaderTRFTruncated, cut.line, cut.col, scan.LabelOf(p.StartNo, p.Name), cut.rounds, cut.of)
	if len(cut.missing) > 0 {
		m = scan.MsgA(&msg.ReaderTRFTruncatedMissing, cut.line, cut.col, scan.LabelOf(p.StartNo, p.Name), cut.rounds, cut.of, len(cut.missing))
	}
	r.d.AddMsg(&scan.Diagnostic{Severity: scan.SeverityError, Code: scan.ETrfTruncated,
		Line: cut.line, Col: cut.col, EndCol: cut.col, Row: scan.LabelOf(p.StartNo, p.Name), Expected: "the rest of the file"}, m)
}

// cutAfterRow reports whether the start numbers missing beyond hi, the
// highest one read, are those of rows cut away after a complete last row:
// the file declares more players (062) than it holds, or at least two
// numbers are missing or cited more than once, and they follow hi without
// a gap. (One number beyond the others, cited once, without 062, is more
// likely a typing error: E-REF-MISSING.)
func (r *trfReader) cutAfterRow(hi int, missing map[int]int) bool {
	if len(missing) == 0 {
		return false
	}
	if r.count062 > len(r.players) {
		return true
	}
	cites := 0
	for o, n := range missing {
		if o > hi+len(missing) {
			return false
		}
		cites += n
	}
	return cites >= 2
}

// pendingLast reports whether p's line, n characters long, ends at the
// colour of its last block, a game paired but without a result, and the
// opponent's row has no result for that round either: a round in progress,
// not a cut.
func (r *trfReader) pendingLast(p *trfPlayer, n int) bool {
	k := len(p.blocks) - 1
	if k < 0 || n != 97+int(p.shift)+10*k {
		return false
	}
	b := p.blocks[k]
	if b.opp == 0 || b.result != ' ' || (b.colour != 'w' && b.colour != 'b') {
		return false
	}
	for _, q := range r.players {
		if q.StartNo == int(b.opp) {
			return k < len(q.blocks) && q.blocks[k].result == ' ' && int(q.blocks[k].opp) == p.StartNo
		}
	}
	return false
}

// othersReach reports whether a 001 line other than p's holds the result of
// round rounds, which p's line, cut inside that block, does not; or
// whether p's line is the only one.
func (r *trfReader) othersReach(p *trfPlayer, rounds int) bool {
	if len(r.players) == 1 {
		return true // nothing to compare with: a cut block is a cut
	}
	for _, q := range r.players {
		if q != p && utf8.RuneCountInString(r.dec.Lines[q.line()-1]) >= 99+int(q.shift)+10*(rounds-1) {
			return true
		}
	}
	return false
}
