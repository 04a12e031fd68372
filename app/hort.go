package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/prizes"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// ParsePrizes reads a list of prizes ("1000 500 300", "1000; 500; 300",
// "1000, 500, 300"). The decimal mark follows the page's language: a comma
// in Italian and Spanish ("1000,50"), a point in English ("1000.50"). A
// number that could be read two ways is an error that says so, never a
// guess: "1.000" in Italian (a thousand, or one?) and "1,000" in English.
// Each amount is checked as the CLI checks it (engine.ParseAmount).
func ParsePrizes(lang, s string) ([]engine.Value, error) {
	_, vs, err := prizeAmounts(lang, s)
	return vs, err
}

// prizeAmounts reads the prizes typed in lang (ParsePrizes) and returns
// them also as the CLI writes them (request.Fields.Prizes): the amounts
// with a decimal point, separated by commas.
func prizeAmounts(lang, s string) (string, []engine.Value, error) {
	isSep := func(r rune) bool { return r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r' }
	if err := engine.CheckPrizes(engine.CountFields(s, isSep)); err != nil {
		return "", nil, err // before any amount is read
	}
	var out []engine.Value
	var nums []string
	comma := decimalComma(lang)
	for _, f := range strings.FieldsFunc(s, isSep) {
		f = strings.TrimRight(f, ",")
		if f == "" {
			continue
		}
		bad := &keyError{key: "prizes.bad", args: []any{strconv.Quote(f), "1000000000"}}
		num := f
		if comma {
			if strings.Contains(f, ",") {
				if strings.Contains(f, ".") {
					return "", nil, bad
				}
				num = strings.Replace(f, ",", ".", 1)
			} else if i := strings.LastIndexByte(f, '.'); i >= 0 && len(f)-i-1 == 3 {
				return "", nil, bad // a thousands separator or a decimal point?
			}
		} else if strings.Contains(f, ",") {
			return "", nil, bad // a thousands separator, a decimal comma or two prizes?
		}
		if strings.HasSuffix(f, "½") && !strings.ContainsAny(f, ".,") {
			num = normNumber(f) // "100½", as halves are written in chess
		}
		v, err := engine.ParseAmount(num) // the CLI's range check
		if err != nil {
			return "", nil, bad
		}
		out, nums = append(out, v), append(nums, num)
	}
	return strings.Join(nums, ","), out, nil
}

// decimalComma reports whether lang writes decimals with a comma
// (i18n.Number, the one table of number formats).
func decimalComma(lang string) bool { return i18n.Number(lang).Comma() }

// ConvertPrizes rewrites the amounts s, typed in the language from, with
// the decimal mark of the language to ("1000,50 500" from Italian to
// English is "1000.50 500"), so that a language switch keeps the amounts
// and their prizes. Only a mark between two digits changes; the
// separators and everything else stay as typed. Amounts that do not read
// in from, or languages with the same mark, leave s as it is.
func ConvertPrizes(from, to, s string) string {
	if decimalComma(from) == decimalComma(to) || strings.TrimSpace(s) == "" {
		return s
	}
	if _, err := ParsePrizes(from, s); err != nil {
		return s
	}
	return i18n.Number(to).Local(i18n.Number(from).Point(s))
}

// ShareResult is the outcome of prize sharing for the page. Err is kept
// as the error, with its code and values, and worded when drawn.
type ShareResult struct {
	Awards []prizes.Award
	Diff   engine.Value
	Err    error
}

// SharePrizes distributes the prizes of s over the standings by the Hort
// system (or equally), as a Prizes request (internal/request): the
// amounts typed in the page's language become the request's field, which
// the CLI's parser reads, and the sharing runs behind the one panic
// boundary (request.Share).
func SharePrizes(st *engine.Standings, s State) (r ShareResult) {
	if st == nil || strings.TrimSpace(s.Prizes) == "" {
		return r
	}
	amounts, _, err := prizeAmounts(s.Lang, s.Prizes)
	if err != nil {
		r.Err = err
		return r
	}
	f := Fields(s, request.Prizes)
	f.Prizes, f.PrizeUnit, f.PrizeEqual = amounts, "0.01", s.PrizeEqual
	if s.PrizeUnit == "1" {
		f.PrizeUnit = "1"
	}
	req, err := request.Parse(f)
	var fe *request.FieldError
	if errors.As(err, &fe) && fe.With == "" {
		err = fe.Err
	}
	if err != nil {
		r.Err = err
		return r
	}
	res, err := request.Share(st, req)
	r.Awards, r.Diff, r.Err = res.Awards, res.Diff, err
	return r
}

// HortPanel shares prize money among participants tied on points, by the
// Hort system (half by place, half pooled) or equally.
type HortPanel struct {
	app.Compo
	Lang   string
	Prizes string
	Unit   string // "0.01" (default) or "1"
	Equal  bool
	Result ShareResult

	// The callbacks are unexported (handlers.go): go-app draws a
	// component again only when an exported field changed.
	onChange func(ctx app.Context, prizes, unit string, equal bool)

	// shown is the value the field was last given and typed the last
	// value it reported: while the user types, the field is not rewritten
	// (a re-render with a value a keystroke old would drop characters).
	shown, typed string
	// open is the section's own state, as the user left it: it stays open
	// while he clears the amounts to type others (the focus stays in the
	// field), and opens by itself only for amounts given (a share link).
	open bool
}

// Render draws the form and the awards.
func (h *HortPanel) Render() app.UI {
	l := h.Lang
	// The prize list prints with the standings (web/spareggi.css):
	// its title, the rules of the sharing and the list, without the form.
	printed := ""
	if len(h.Result.Awards) == 0 {
		printed = "no-print"
	}
	return withBody(el("details", "id", "prizes", "class", "prizes", "class", printed).Attr("open", h.open || h.Prizes != "").
		On("toggle", func(ctx app.Context, e app.Event) { h.open = ctx.JSSrc().Get("open").Bool() }),
		textT(app.Elem("summary"), l, "prizes.title"),
		pClass("hint no-print", i18n.T(l, "prizes.hint")),
		divClass("prize-form no-print",
			divClass("field",
				label("prizes-input", i18n.T(l, "prizes.label")),
				typedInput("text", "prizes-input", "inputmode", "decimal", "placeholder", "1000 600 400 200", "value", h.field()).
					OnInput(h.onField),
			),
			divClass("field",
				label("prizes-unit", i18n.T(l, "prizes.unit")),
				withBody(el("select", "id", "prizes-unit").OnChange(h.onField),
					withText(app.Elem("option").Attr("value", "0.01").Attr("selected", h.Unit != "1"), formatNumber(l, engine.NewValue(1, 100), 2)),
					withText(app.Elem("option").Attr("value", "1").Attr("selected", h.Unit == "1"), "1"),
				),
			),
			withBody(el("label", "class", "check"),
				typedInput("checkbox", "prizes-equal").Attr("checked", h.Equal).OnChange(h.onField),
				app.Text(i18n.T(l, "prizes.equal")),
			),
		),
		only(h.Result.Err != nil, pClass("error", errorText(l, h.Result.Err))),
		only(len(h.Result.Awards) > 0, h.table()),
	)
}

// onField passes a change of a field of the form to the page: the
// amounts typed, the unit or the box "share equally".
func (h *HortPanel) onField(ctx app.Context, e app.Event) {
	src := ctx.JSSrc()
	prizes, unit, equal := h.Prizes, h.Unit, h.Equal
	switch src.Get("id").String() {
	case "prizes-input":
		h.typed = src.Get("value").String()
		prizes = h.typed
	case "prizes-unit":
		unit = src.Get("value").String()
	case "prizes-equal":
		equal = src.Get("checked").Bool()
	}
	if h.onChange != nil {
		h.onChange(ctx, prizes, unit, equal)
	}
}

// field is the value of the prizes field: the state's, unless it is what
// the user is typing.
func (h *HortPanel) field() string {
	if h.Prizes != h.typed {
		h.shown, h.typed = h.Prizes, h.Prizes
	}
	return h.shown
}

// table is the prizes awarded, the rules of the sharing and what
// rounding pays against the fund: no control, written as HTML.
func (h *HortPanel) table() app.UI {
	l := h.Lang
	t := `<table class="standings awards"><thead><tr>` + `<th scope="col" class="num">` + escT(l, "prizes.place") + "</th>" +
		`<th scope="col" class="name">` + escT(l, "col.name") + "</th>" +
		`<th scope="col" class="num">` + escT(l, "col.points") + "</th>" +
		`<th scope="col" class="num">` + escT(l, "prizes.group") + "</th>" +
		`<th scope="col" class="num">` + escT(l, "prizes.placeprize") + "</th>" +
		`<th scope="col" class="num">` + escT(l, "prizes.amount") + "</th></tr></thead><tbody>"
	for _, a := range h.Result.Awards {
		t += "<tr>" + tdHTML("num", placeRange(a.PlaceFirst, a.PlaceLast)) + `<th scope="row" class="name">` + esc(a.Name) + "</th>" +
			tdHTML("num", formatNumber(l, a.Points, 1)) + tdHTML("num", placeRange(a.First, a.Last)) + tdHTML("num", formatAmount(l, a.PlacePrize)) +
			`<td class="num pts" title="` + esc(formatAmount(l, a.Exact)) + `">` + esc(formatAmount(l, a.Amount)) + "</td></tr>"
	}
	html := scrollBoxHTML("table-scroll", i18n.T(l, "prizes.title"), t+"</tbody></table>") +
		`<p id="prizes-used" class="prizes-used">` + esc(h.used()) + "</p>"
	if h.Result.Diff.Sign() != 0 {
		html += pHTML("hint", diffText(l, h.Result.Diff))
	}
	return htmlPart("div", "", html)
}

// used states the rules of the sharing and the total paid, for the screen
// and the print.
func (h *HortPanel) used() string {
	l := h.Lang
	rule := "report.hort.hort"
	if h.Equal {
		rule = "report.hort.equal"
	}
	var paid engine.Value
	for _, a := range h.Result.Awards {
		paid = paid.Add(a.Amount)
	}
	unit := "0.01"
	if h.Unit == "1" {
		unit = "1"
	}
	unit = i18n.Number(l).Local(unit)
	return i18n.T(l, rule) + " " + i18n.T(l, "report.hort.total", formatAmount(l, paid), unit) + "."
}

// placeRange writes the places first to last: "4", or "2–4" for places
// shared.
func placeRange(first, last int) string {
	if last > first {
		return itoa(first) + "–" + itoa(last)
	}
	return itoa(first)
}

// diffText says in words what rounding pays against the prize fund: "0.01
// more" or "0.01 less", never a signed amount.
func diffText(lang string, diff engine.Value) string {
	if diff.Sign() < 0 {
		return i18n.T(lang, "prizes.diff.less", formatAmount(lang, engine.Value{}.Sub(diff)))
	}
	return i18n.T(lang, "prizes.diff.more", formatAmount(lang, diff))
}
