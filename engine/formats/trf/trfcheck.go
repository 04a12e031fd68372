package trf

import (
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/internal/msg"
)

// laterRecords applies the records that refer to players: XXZ and 240
// (announced byes), 299 (points overrides), 013 and 310 (team membership),
// and the team records 300, 320, 330, 352 and 362.
func (r *trfReader) laterRecords() {
	has310 := false
	for _, ln := range r.later {
		has310 = has310 || recordCode(r.dec.Lines[ln-1]) == "310"
	}
	team013 := 0
	for _, ln := range r.later {
		s := r.dec.Lines[ln-1]
		rs := []rune(s)
		switch recordCode(s) {
		case "XXZ":
			for _, f := range fieldsFrom(s, 5) {
				n, err := strconv.Atoi(f.text)
				j := r.index(n)
				if err != nil || j < 0 {
					r.d.WarnQuoted(scan.WTrfField, ln, f.col, &msg.ReaderTRFXXZStartNo, f.text)
					continue
				}
				r.announce(j, r.ev.PlayedRounds, engine.ZPB, ln, f.col)
			}
		case "240":
			if !r.team {
				r.read240(ln, rs)
			} else {
				r.teamRecord(ln, rs, "240")
			}
		case "320", "330", "352", "362":
			r.teamRecord(ln, rs, recordCode(s))
		case "300":
			r.lineupRecord(ln, rs)
		case "299":
			if !r.team {
				r.read299(ln, rs)
			}
		case "013":
			team013++
			if !has310 {
				r.members(ln, rs, team013, 37)
			}
			r.teamEntryRecord(ln, rs, "013", team013)
		case "310":
			if n, shift, ok := team310Number(rs); ok {
				r.members(ln, rs, n, members310(rs, shift))
			}
			r.teamEntryRecord(ln, rs, "310", 0)
		}
	}
}

// announce records an announced bye of player j in round index k, when the
// round is still open for the player.
func (r *trfReader) announce(j, k int, kind engine.Kind, ln, col int) bool {
	p := &r.ev.Players[j]
	if k >= len(p.Rounds) || p.Rounds[k].Kind != engine.NotYet || p.Rounds[k].Opponent != 0 {
		return false
	}
	p.Rounds[k] = engine.Entry{Kind: kind, Detail: engine.DetailAnnounced, Pos: engine.Pos{Line: ln, Col: col}}
	var item scan.NoteItem
	if r.listing(string(scan.ITrfAnnounced)) {
		item = lineItem(&msg.ItemTRFAnnounced, ln, p.StartNo, k)
	}
	r.noteAnnounced(ln, col, item)
	return true
}

// bye240 reads the bye type (column 5) and the round (columns 7–9) of a
// 240 record; ok is false, with W-TRF-240, when they are not valid.
func (r *trfReader) bye240(ln int, rs []rune) (kind engine.Kind, round int, ok bool) {
	if i := strings.IndexRune("FHZ", runeAt(rs, 5)); i >= 0 {
		kind, ok = [...]engine.Kind{engine.FPB, engine.HPB, engine.ZPB}[i], true
	}
	round, err := strconv.Atoi(colsTrimmed(rs, 7, 9))
	if !ok || err != nil || round < 1 || round > r.ev.Rounds {
		r.d.WarnQuoted(scan.WTrf240, ln, 5, &msg.ReaderTRF240Layout, cols(rs, 5, 9))
		return 0, 0, false
	}
	return kind, round, true
}

// read240 reads a TRF26 bye record of an individual event: the byes of
// played rounds must agree with the 001 records, later ones are announced.
func (r *trfReader) read240(ln int, rs []rune) {
	kind, round, ok := r.bye240(ln, rs)
	if !ok {
		return
	}
	for c := 11; c <= len(rs); c += 5 {
		t := colsTrimmed(rs, c, c+3)
		n, err := strconv.Atoi(t)
		j := r.index(n)
		if err != nil || j < 0 {
			if t != "" {
				r.d.WarnQuoted(scan.WTrf240, ln, c, &msg.ReaderTRF240StartNo, t)
			}
			continue
		}
		if e := r.ev.Players[j].Rounds[round-1]; e.Kind != kind && !r.announce(j, round-1, kind, ln, c) {
			r.d.Warn(scan.WTrf240, ln, c, scan.MsgA(&msg.ReaderTRF240Differs, n, kind, round, r.ev.Players[j].Pos.Line, e.Kind))
		}
	}
}

// kinds299 are the kinds of result of the types W, D, L, F, H, Z, U, +
// and - of a 299 record.
var kinds299 = [...][]engine.Kind{{engine.Win, engine.WinUnrated}, {engine.Draw, engine.DrawUnrated},
	{engine.Loss, engine.LossUnrated}, {engine.FPB}, {engine.HPB}, {engine.ZPB}, {engine.PAB}, {engine.ForfeitWin}, {engine.ForfeitLoss}}

// read299 reads an abnormal-points record of an individual event (docs/formats.md
// §5.10): a typed record overrides the points of that kind of result.
func (r *trfReader) read299(ln int, rs []rune) {
	typ := runeAt(rs, 5)
	var kinds []engine.Kind
	if i := strings.IndexRune("WDLFHZU+-", typ); i >= 0 {
		kinds = kinds299[i]
	}
	v, ok, _ := scan.ParseScore(cols(rs, 14, 17), true)
	rt := colsTrimmed(rs, 20, 22)
	round, err := strconv.Atoi(rt)
	if rt == "" {
		round, err = 0, nil
	}
	if typ == ' ' || kinds == nil || !ok || err != nil || round < 0 || round > r.ev.Rounds {
		r.d.WarnQuoted(scan.WTrf299, ln, 5, &msg.ReaderTRF299, cols(rs, 5, 22))
		return
	}
	if r.scoreOutOfRange(ln, 14, "299", v) {
		return
	}
	for c := 24; c <= len(rs); c += 5 {
		n, err := strconv.Atoi(colsTrimmed(rs, c, c+3))
		j := r.index(n)
		if err != nil || j < 0 {
			continue
		}
		for k := range r.ev.Players[j].Rounds {
			e := &r.ev.Players[j].Rounds[k]
			if round != 0 && k != round-1 {
				continue
			}
			for _, kd := range kinds {
				if e.Kind == kd {
					e.Override, e.HasOverride = v, true
				}
			}
		}
	}
}

// members sets the team of the start numbers listed from column from on.
// A player is in one team (TRF26 lists each team's players in its record
// 310): a start number that an earlier record, or this one, already
// listed is E-TEAM-MEMBER at its field (docs/formats.md §5.10).
// A field that names no player (9999, 0, a word) is W-TRF-FIELD at it,
// the field ignored; a blank field is no member.
func (r *trfReader) members(ln int, rs []rune, team, from int) {
	for c := from; c <= len(rs); c += 5 {
		f := colsTrimmed(rs, c, c+3)
		if f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		j := r.index(n)
		if err != nil || j < 0 {
			d := scan.Worded(scan.Diagnostic{Severity: scan.SeverityWarning, Code: scan.WTrfField, Line: ln, Col: c, EndCol: c + 3,
				Found: f, Expected: "a player's start number"}, scan.MsgA(&msg.ReaderTRFMemberStartNo, recordCode(string(rs)), scan.Quote(f), team))
			r.d.Add(d)
			continue
		}
		p := &r.ev.Players[j]
		if p.Team == 0 {
			p.Team = team
			continue
		}
		m := scan.MsgI(&msg.ReaderTeamMemberTwoTeams, n, p.Team, team)
		if p.Team == team {
			m = scan.MsgI(&msg.ReaderTeamMemberTwice, n, team)
		}
		r.fail(scan.ETeamMember, ln, c, c+3, "", 0, "a start number no team lists yet", strconv.Itoa(n), m)
	}
}

// counts applies check C12 of docs/formats.md §14: records 062 and 072 against
// the data.
func (r *trfReader) counts() {
	if r.count062 >= 0 && r.count062 != len(r.ev.Players) {
		r.d.Info(scan.ICounts, r.line062, scan.MsgI(&msg.ReaderCounts062, r.count062, len(r.ev.Players)))
	}
	if r.count072 < 0 {
		return
	}
	rated := 0
	for i := range r.ev.Players {
		if r.ev.Players[i].Rating > 0 {
			rated++
		}
	}
	if r.count072 != rated {
		r.d.Info(scan.ICounts, r.line072, scan.MsgI(&msg.ReaderCounts072, r.count072, rated))
	}
}

// provenance fills Event.Provenance and raises W-TRF-NO-COLOUR for the
// games whose colour check C5 could not fill in.
func (r *trfReader) provenance() {
	pv := engine.Provenance{Format: "TRF", FormatVersion: "TRF16", Encoding: r.dec.Encoding,
		LineEnding: r.dec.LineEnding, StartNumbers: engine.StartNumbersExplicit, Colours: engine.ColoursKnown, RoundOrder: engine.RoundOrderKnown}
	if r.trf26 {
		pv.FormatVersion = "TRF26"
	}
	if r.trfx {
		pv.FormatVersion += "+TRFx"
	}
	known, unknown := 0, 0
	for i := range r.ev.Players {
		p := &r.ev.Players[i]
		for k := range p.Rounds {
			e := &p.Rounds[k]
			switch {
			case !e.Kind.OTB():
				continue
			case e.Colour != engine.UnknownColour:
				known++
				continue
			}
			unknown++
			var item scan.NoteItem
			if r.listing(string(scan.WTrfNoColour)) {
				item = lineItem(&msg.ItemTRFNoColour, e.Pos.Line, p.StartNo, k)
			}
			r.note(scan.SeverityWarning, scan.WTrfNoColour, string(scan.WTrfNoColour), e.Pos.Line, e.Pos.Col, item,
				scan.Grouped(&msg.GroupTRFNoColourOne, &msg.GroupTRFNoColour))
		}
	}
	switch {
	case unknown > 0 && known > 0:
		pv.Colours = engine.ColoursPartial
	case unknown > 0:
		pv.Colours = engine.ColoursUnknown
	}
	if m := r.meta; m != nil { // the words of the metadata comment; others are ignored
		switch v := engine.StartNumbers(m["start-numbers"]); v {
		case engine.StartNumbersExplicit, engine.StartNumbersRowKey, engine.StartNumbersReconstructed, engine.StartNumbersDerived:
			pv.StartNumbers = v
		}
		switch v := engine.Colours(m["colours"]); v {
		case engine.ColoursKnown, engine.ColoursPartial, engine.ColoursUnknown:
			pv.Colours = v
		}
		switch v := engine.RoundOrder(m["round-order"]); v {
		case engine.RoundOrderKnown, engine.RoundOrderSynthetic:
			pv.RoundOrder = v
		}
	}
	r.ev.Provenance = pv
}
