package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// BoardsPanel is the board prizes of a team event whose players' games
// are known (prizes.Boards, docs/tiebreaks.md §16): on request, one
// board at a time, its players ranked by performance rating, then
// percentage, then games; a player's name opens his line round by round
// with the arithmetic of his performance. What the user sets (the section
// shown, the board, the fields, the player explained) is in the State;
// the prizes are the View's (deriveBoards), computed again when the
// page's outcome or the fields change.
type BoardsPanel struct {
	app.Compo
	Lang  string
	Event *engine.Event
	// State holds the panel's fields of the page's State (boardsState).
	State State
	View  boardsView

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	// onChange changes the page's State (Page.update).
	onChange func(ctx app.Context, f func(s *State))
}

// boardsState is the part of s the board prizes' panel draws: its fields
// only, so that another change of the State does not draw it again.
func boardsState(s State) State {
	return State{Boards: s.Boards, Board: s.Board, BoardMin: s.BoardMin, Unrated: s.Unrated, BoardSel: s.BoardSel}
}

// boardsView is the board prizes derived from the State: the report, or
// why there is none (a field that is not a number, or the engine's
// refusal).
type boardsView struct {
	res       *prizes.BoardReport
	notNumber string // the field typed that is not a whole number
	err       error
}

// hasBoards reports whether ev is a team event whose players' games on
// the boards are known: the board prizes can be computed.
func hasBoards(ev *engine.Event) bool {
	return ev != nil && ev.Teams != nil && len(ev.Players) > 0 && ev.Teams.Boards > 0 &&
		ev.Provenance.BoardResults != engine.BoardResultsUnknown
}

// deriveBoards computes the board prizes of ev under s and its fields
// (the rules, the round and the rating of unrated players are the page's;
// the list, the preset and the lots are the standings'), through the
// page's one cache and its panic boundary (answerOn).
func deriveBoards(ev *engine.Event, s State) (v boardsView) {
	if _, ok := fieldInt(s.BoardMin); !ok {
		return boardsView{notNumber: s.BoardMin}
	}
	if _, ok := fieldInt(s.Unrated); !ok {
		return boardsView{notNumber: s.Unrated}
	}
	s.List, s.ListSet, s.Preset, s.Lots = nil, false, "", nil
	f := Fields(s, request.Boards)
	f.Unrated, f.BoardsMin = strings.TrimSpace(s.Unrated), strings.TrimSpace(s.BoardMin)
	r, err := request.Parse(f)
	var fe *request.FieldError
	if errors.As(err, &fe) {
		err = fe.Err
	}
	if err != nil {
		return boardsView{err: err}
	}
	res, err := answerOn(ev, r)
	return boardsView{res: res.Boards, err: err}
}

// Render draws the section: the button that shows or hides the prizes,
// and once shown the fields, the boards and the board chosen.
func (p *BoardsPanel) Render() app.UI {
	l := p.Lang
	if !hasBoards(p.Event) {
		return app.Elem("div")
	}
	open := p.State.Boards
	label := i18n.T(l, "boards.open")
	if open {
		label = i18n.T(l, "boards.close")
	}
	return withBody(el("section", "id", "boards", "class", "boards no-print", "aria-label", i18n.T(l, "boards.title")),
		textT(app.Elem("h2"), l, "boards.title"),
		pText(i18n.T(l, "boards.intro")),
		clickText(button("boards-run", "aria-expanded", strconv.FormatBool(open), "aria-controls", "boards-body"),
			func(ctx app.Context, e app.Event) { p.change(ctx, func(s *State) { s.Boards = !s.Boards }) }, label),
		when(open, func() app.UI { return p.body(l) }),
	)
}

// change changes the page's State.
func (p *BoardsPanel) change(ctx app.Context, f func(s *State)) {
	if p.onChange != nil {
		p.onChange(ctx, f)
	}
}

// board is the board shown: the State's, or the first when it has none
// or one the report lacks.
func (p *BoardsPanel) board() int {
	if b := p.State.Board; p.View.res != nil && b >= 1 && b <= len(p.View.res.Boards) {
		return b
	}
	return 1
}

// fieldInt reads a number field: "" is 0; ok is false for a text that
// is not a whole number (a negative one is the engine's to refuse).
func fieldInt(s string) (n int, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, true
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

func (p *BoardsPanel) body(l string) app.UI {
	v := p.View
	msg := ""
	switch {
	case v.notNumber != "":
		msg = i18n.T(l, "boards.notnumber", v.notNumber)
	case v.err != nil:
		msg = i18n.ErrorText(l, v.err)
	}
	return withBody(idDiv("boards-body"),
		divClass("boards-fields",
			label("boards-min", i18n.T(l, "boards.min")),
			typedInput("number", "boards-min").Attr("min", 0).Attr("step", 1.0).Attr("value", p.State.BoardMin).Attr("placeholder", "1").
				OnInput(func(ctx app.Context, e app.Event) {
					min := ctx.JSSrc().Get("value").String()
					p.change(ctx, func(s *State) { s.BoardMin, s.BoardSel = min, 0 })
				}),
			label("boards-unrated", i18n.T(l, "boards.unrated")),
			typedInput("number", "boards-unrated").Attr("min", 0).Attr("step", 1.0).Attr("value", p.State.Unrated).
				OnInput(func(ctx app.Context, e app.Event) {
					unrated := ctx.JSSrc().Get("value").String()
					p.change(ctx, func(s *State) { s.Unrated, s.BoardSel = unrated, 0 })
				}),
		),
		only(msg != "", alert("error", msg)),
		when(v.res != nil && msg == "", func() app.UI { return p.report(l, v.res) }),
	)
}

// report draws the tabs of the boards, the board shown and the notes.
func (p *BoardsPanel) report(l string, rep *prizes.BoardReport) app.UI {
	board := p.board()
	bd := rep.Boards[board-1]
	return withBody(idDiv("boards-report"),
		withBody(el("div", "class", "boards-tabs", "role", "tablist", "aria-label", i18n.T(l, "boards.tabs")),
			each(len(rep.Boards), func(i int) app.UI {
				n := rep.Boards[i].Number
				return button("boards-tab-"+itoa(n), "role", "tab", "aria-selected", strconv.FormatBool(n == board), "aria-controls", "boards-panel").
					Text(i18n.T(l, "boards.board", n)).
					OnClick(func(ctx app.Context, e app.Event) { p.change(ctx, func(s *State) { s.Board, s.BoardSel = n, 0 }) }, n)
			}),
		),
		p.table(l, rep, bd),
		each(len(rep.Notes), func(i int) app.UI {
			return pClass("boards-note", noteText(l, rep.Notes[i]))
		}),
		when(p.State.BoardSel != 0, func() app.UI { return p.detail(l, bd) }),
	)
}

// table is one board's players. On a phone the table is wider than the
// screen: its title is a paragraph above it, which wraps within the
// screen (a caption is as wide as the table), the table scrolls sideways
// in a box that a keyboard can scroll, a sentence names the columns to
// scroll to and shadows mark the side with more columns, and the names
// stay at the left edge while the numbers scroll.
func (p *BoardsPanel) table(l string, rep *prizes.BoardReport, bd prizes.Board) app.UI {
	shared := map[int]int{}
	for _, bp := range bd.Players {
		shared[bp.Rank]++
	}
	caption := i18n.T(l, "boards.caption", bd.Number, rep.Round, rep.MinGames)
	hidden := strings.Join([]string{i18n.T(l, "boards.games"), i18n.T(l, "boards.points"), i18n.T(l, "boards.percent"),
		i18n.T(l, "boards.ra"), i18n.T(l, "boards.perf")}, ", ")
	return withBody(el("div", "id", "boards-panel", "role", "tabpanel", "aria-labelledby", "boards-caption"),
		withText(pID("boards-caption", "boards-caption"), caption),
		textT(el("p", "id", "boards-cue", "class", "boards-cue", "aria-hidden", "true"), l, "boards.scroll", hidden),
		scrollBox("table-scroll boards-scroll", caption, p.rows(l, rep, bd, shared)).ID("boards-scroll"),
	)
}

// rows is the table of one board's players. Its rows are written as
// HTML: a player's name is a button that the table's one handler
// (onPlayer) takes.
func (p *BoardsPanel) rows(l string, rep *prizes.BoardReport, bd prizes.Board, shared map[int]int) app.UI {
	var b strings.Builder
	for _, bp := range bd.Players {
		start := bp.Player.StartNo
		rank := "–"
		if bp.Rank > 0 {
			rank = itoa(bp.Rank)
			if shared[bp.Rank] > 1 {
				rank += "="
			}
		}
		pct, ra, perf := "–", "–", "–"
		if bp.HasPercent() {
			pct = formatNumber(l, bp.Percent.RoundTo(1), 1)
		}
		if bp.HasRating {
			ra, perf = strconv.FormatInt(bp.Ra, 10), strconv.FormatInt(bp.Performance, 10)
		}
		b.WriteString(`<tr data-start="` + itoa(start) + `"`)
		if bp.Rank == 0 {
			b.WriteString(` class="unranked" title="` + escT(l, "boards.unranked", rep.MinGames) + `"`)
		}
		b.WriteString(">" + tdHTML("rank", rank) + tdHTML("num", itoa(start)) +
			`<th scope="row" class="name"><button type="button" class="cell" aria-expanded="` + strconv.FormatBool(p.State.BoardSel == start) +
			`" aria-controls="boards-detail" title="` + escT(l, "boards.explain", bp.Player.Name) + `">` + esc(bp.Player.Name) + "</button></th>" +
			tdHTML("team", bp.Team.Name) + tdHTML("num games", itoa(bp.Games)) + `<td class="num points">` + esc(formatNumber(l, bp.Points, 1)))
		if bp.Forfeits > 0 {
			b.WriteString(`<span class="boards-ff">` + esc(" "+forfeitsText(l, bp)) + "</span>")
		}
		b.WriteString("</td>" + tdHTML("num percent", pct) + tdHTML("num ra", ra) + tdHTML("num perf", perf) + "</tr>")
	}
	return withBody(el("table", "id", "boards-table", "class", "boards-table", "aria-labelledby", "boards-caption", "data-board", itoa(bd.Number)).
		OnClick(p.onPlayer),
		headRow(l, "boards.rank", "boards.start", "boards.name", "boards.team", "boards.games", "boards.points", "boards.percent", "boards.ra", "boards.perf"),
		htmlPart("tbody", "", b.String()),
	)
}

// onPlayer opens the line of the player whose name was clicked (or
// pressed with Enter or Space), or closes it when it is open: one handler
// for the table.
func (p *BoardsPanel) onPlayer(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button.cell")
	if !b.Truthy() {
		return
	}
	start, err := strconv.Atoi(b.Call("closest", "tr").Get("dataset").Get("start").String())
	if err != nil {
		return
	}
	p.change(ctx, func(s *State) {
		if s.BoardSel == start {
			s.BoardSel = 0
		} else {
			s.BoardSel = start
		}
	})
}

// detail is the line of the player chosen on the board shown: his rounds
// and the arithmetic of his percentage and performance.
func (p *BoardsPanel) detail(l string, bd prizes.Board) app.UI {
	var bp *prizes.BoardPlayer
	for i := range bd.Players {
		if bd.Players[i].Player.StartNo == p.State.BoardSel {
			bp = &bd.Players[i]
		}
	}
	if bp == nil {
		return app.Elem("div")
	}
	var lines []string
	switch {
	case bp.Games == 0:
		lines = append(lines, i18n.T(l, "boards.nogames"))
	default:
		score := bp.Percent.Mul(engine.IntValue(int64(bp.Games))).Div(engine.IntValue(100))
		if bp.HasRating {
			var ratings []string
			for _, r := range bp.Rounds {
				if r.Game {
					ratings = append(ratings, itoa(r.Rating))
				}
			}
			ra := i18n.T(l, "boards.line.ra", strings.Join(ratings, " + "), strconv.FormatInt(bp.RatingSum, 10), bp.Games, strconv.FormatInt(bp.Ra, 10))
			if bp.Games == 1 { // one game, in the singular
				ra = i18n.T(l, "boards.line.ra.one", strings.Join(ratings, " + "), strconv.FormatInt(bp.RatingSum, 10), strconv.FormatInt(bp.Ra, 10))
			}
			lines = append(lines, ra)
		}
		percent := i18n.T(l, "boards.line.percent", formatNumber(l, score, 0), bp.Games, formatNumber(l, bp.Percent, 0), bp.P)
		if bp.Games == 1 {
			percent = i18n.T(l, "boards.line.percent.one", formatNumber(l, score, 0), formatNumber(l, bp.Percent, 0), bp.P)
		}
		lines = append(lines, percent)
		if bp.HasRating {
			lines = append(lines, i18n.T(l, "boards.line.dp", bp.P, report.Signed(bp.Dp)))
			lines = append(lines, i18n.T(l, "boards.line.perf", strconv.FormatInt(bp.Ra, 10), report.SignedOp(bp.Dp), strconv.FormatInt(bp.Performance, 10)))
		} else {
			lines = append(lines, i18n.T(l, "boards.norating"))
		}
	}
	// The line has no control: it is written whole as HTML, its element
	// included (app.Raw), and drawn anew when it changes.
	detail := i18n.T(l, "boards.detail", bp.Player.Name, bp.Team.Name, bd.Number)
	html := `<div id="boards-detail" class="boards-detail" role="region" aria-label="` + esc(detail) + `"><h3>` + esc(detail) + "</h3>" +
		scrollBoxHTML("table-scroll", detail, `<table class="elements boards-rounds">`+roundsHTML(l, bp.Rounds)+"</table>")
	for _, line := range lines {
		html += pHTML("sum arith", line)
	}
	if bp.HasRating {
		html += dpTable(l, bp.P)
	}
	return app.Raw(html + "</div>")
}

// roundsHTML is the content of the table of a player's rounds on his
// board (its head and rows), as HTML.
func roundsHTML(l string, rounds []prizes.BoardRound) string {
	t := headHTML(l, "boards.round", "boards.opponent", "boards.rating", "boards.result", "boards.points") + "<tbody>"
	for _, r := range rounds {
		opp, rating := i18n.T(l, "boards.empty"), "–"
		if r.Opponent != 0 {
			opp = "#" + itoa(r.Opponent) + " " + r.OpponentName
		}
		if r.Game && r.Rated {
			rating = itoa(r.Rating)
		} else if r.Game {
			rating = i18n.T(l, "boards.unrated.none")
		}
		result := i18n.KindText(l, r.Kind)
		class := ""
		if !r.Game {
			class = "not-counted"
			result += " — " + i18n.T(l, "boards.notgame")
		}
		t += `<tr data-round="` + itoa(r.Round) + `"` + classAttr(class) + ">" + tdHTML("num", itoa(r.Round)) + tdHTML("", opp) +
			tdHTML("num", rating) + tdHTML("", result) + tdHTML("num", formatNumber(l, r.Points, 1)) + "</tr>"
	}
	return t + "</tbody>"
}

// forfeitsText says a player's forfeits on the board, won and lost: "(1
// forfeit won)", "(forfeits: 1 won, 2 lost)", never a bare count.
func forfeitsText(l string, bp prizes.BoardPlayer) string {
	won, lost := bp.ForfeitsWon, bp.Forfeits-bp.ForfeitsWon
	switch {
	case lost == 0:
		return i18n.T(l, "boards.forfeits.won", won)
	case won == 0:
		return i18n.T(l, "boards.forfeits.lost", lost)
	}
	return i18n.T(l, "boards.forfeits.both", won, lost)
}
