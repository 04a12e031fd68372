package app

import (
	"bytes"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/msg"
)

func TestInputPanelShowsPositionedErrors(t *testing.T) {
	text := "012 Test\n001    1 m    Alpha                             1800 ITA                          1.0    1     2 w 7\n"
	var got []string
	in := &InputPanel{Lang: "en", Text: text, OnText: func(ctx app.Context, t, n string, how TextChange) { got = append(got, t) },
		Outcome: Outcome{Failed: true, Diags: []formats.Diagnostic{{
			Severity: formats.SeverityError, Code: "E-TRF-RESULT", Line: 2, Col: 99, EndCol: 99,
			Message: "Expected a result (1, 0, =, +, -, ...), found \"7\".",
		}}}}
	d := mount(t, in)
	html := app.HTMLString(in)
	for _, s := range []string{"line 2, column 99", `data-line="2"`, "Expected a result", "The text could not be read", "…", strings.Repeat(" ", excerptLead+1) + "^"} { // the excerpt starts excerptLead characters before the caret
		if !strings.Contains(html, s) {
			t.Errorf("panel lacks %q:\n%s", s, html)
		}
	}
	// A file read calls OnText with its name; the text is not altered.
	do(d, in, func(ctx app.Context) { in.OnText(ctx, text, "x.trf", TextNew) })
	if len(got) != 1 || got[0] != text {
		t.Errorf("OnText got %q", got)
	}
	// Italian.
	in.Lang = "it"
	do(d, in, func(ctx app.Context) {})
	if html := app.HTMLString(in); !strings.Contains(html, "riga 2, colonna 99") {
		t.Errorf("no Italian position")
	}
}

func TestRunReadsAndComputes(t *testing.T) {
	s, _ := ExampleState("fide-exercise")
	o := Run(s)
	if o.Failed || o.Event == nil {
		t.Fatalf("cannot read the example: %+v", o.Diags)
	}
	if o.Format == "" || o.LastRound != 5 {
		t.Errorf("format %q, last round %d", o.Format, o.LastRound)
	}
	if o.Standings == nil {
		t.Fatalf("no standings: %s", o.Err)
	}
	bad := s
	lines := strings.Split(s.Text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "001 ") {
			l = strings.TrimRight(l, " \r")
			lines[i] = l[:len(l)-1] + "7"
			break
		}
	}
	bad.Text = strings.Join(lines, "\n")
	if o := Run(bad); !o.Failed || len(o.Diags) == 0 || o.Diags[0].Line == 0 {
		t.Errorf("malformed text: %+v", o)
	}
	s.ListSet, s.List = true, []string{"NOPE"}
	if o := Run(s); o.Err == "" {
		t.Errorf("an unknown tie-break gives no error")
	}
}

func TestRulesPanel(t *testing.T) {
	var edition string
	r := &RulesPanel{Lang: "en", DefaultEdition: "fide2024", DefaultReason: msg.New(msg.ReasonEditionBefore, "2009/11/23", "2026/03/01"),
		LastRound: 11, Round: 9, FileList: []string{"BH/C1", "BH"}, FileListSource: "202",
		OnEdition: func(ctx app.Context, id string) { edition = id }}
	d := mount(t, r)
	html := app.HTMLString(r)
	for _, s := range []string{"By the event", "FIDE virtual opponent (2012)", "last complete round (11)", "round 11",
		"(TRF 202): BH/C1, BH", `id="use-file-list"`, "because start date 2009/11/23 is before 2026/03/01"} {
		if !strings.Contains(html, s) {
			t.Errorf("rules panel lacks %q", s)
		}
	}
	individual := 0
	for _, p := range engine.Presets() {
		if !p.Team() {
			individual++
		}
	}
	if n := strings.Count(html, "<option"); n != 1+len(engine.Editions)+1+individual+1+11 {
		t.Errorf("%d options", n)
	}
	r.Lang = "it"
	do(d, r, func(ctx app.Context) {})
	if html := app.HTMLString(r); !strings.Contains(html, "perché la data d&#39;inizio 2009/11/23 è anteriore al 2026/03/01") || strings.Contains(html, "is before") {
		t.Errorf("the Italian reason for the edition is not Italian")
	}
	do(d, r, func(ctx app.Context) { r.OnEdition(ctx, "fide2012") })
	if edition != "fide2012" {
		t.Errorf("edition %q", edition)
	}
}

func TestListEditor(t *testing.T) {
	var changes [][]string
	le := &ListEditor{Lang: "en", List: []string{"SB", "KS", "PS"},
		OnChange: func(ctx app.Context, l []string) { changes = append(changes, l) }}
	d := mount(t, le)
	html := app.HTMLString(le)
	for _, s := range []string{"PTS", `aria-label="Move KS up"`, `aria-label="Remove PS"`, `id="tb-codes"`} {
		if !strings.Contains(html, s) {
			t.Errorf("editor lacks %q", s)
		}
	}
	// The first "up" and the last "down" are disabled.
	if !hasAttr(openingTag(html, "tb-up-0"), "disabled") {
		t.Errorf("the first up button is not disabled")
	}
	do(d, le, func(ctx app.Context) { le.Move(ctx, 1, -1) })
	do(d, le, func(ctx app.Context) { le.Move(ctx, 0, -1) }) // no-op at the top
	do(d, le, func(ctx app.Context) { le.Add(ctx, "bh/c1, WIN") })
	do(d, le, func(ctx app.Context) { le.Add(ctx, "XYZ") })
	do(d, le, func(ctx app.Context) { le.Remove(ctx, 1) })
	want := []string{"KS,SB,PS", "KS,SB,PS,BH/C1,WIN", "KS,PS,BH/C1,WIN"}
	if len(changes) != len(want) {
		t.Fatalf("changes %v", changes)
	}
	for i, w := range want {
		if strings.Join(changes[i], ",") != w {
			t.Errorf("change %d = %v, want %s", i, changes[i], w)
		}
	}
	if le.err == nil {
		t.Error("XYZ was accepted")
	}
	if html := app.HTMLString(le); !strings.Contains(html, "XYZ") {
		t.Errorf("the error does not name the bad code")
	}
	// In Italian, the same error in Italian.
	le.Lang = "it"
	do(d, le, func(ctx app.Context) {})
	if html := app.HTMLString(le); !strings.Contains(html, "spareggio sconosciuto &#34;XYZ&#34;") || strings.Contains(html, "unknown tie-break") {
		t.Errorf("the Italian error: %s", between(html, `id="tb-add-error"`, "</p>"))
	}
}

// before returns the text from the last "<" before sub up to sub: the
// start of the tag whose content begins with sub.
func before(s, sub string) string {
	i := strings.Index(s, sub)
	j := strings.LastIndex(s[:max(i, 0)], "<")
	if i < 0 || j < 0 {
		return ""
	}
	return s[j:i]
}

// openingTag returns the opening tag of the element whose id is id ("" when
// there is none). go-app writes attributes in no fixed order, so tests look
// for an attribute inside the tag, never for a sequence of attributes.
func openingTag(html, id string) string {
	i := strings.Index(html, `id="`+id+`"`)
	if i < 0 {
		return ""
	}
	j := strings.LastIndex(html[:i], "<")
	k := strings.Index(html[i:], ">")
	if j < 0 || k < 0 {
		return ""
	}
	return html[j : i+k+1]
}

// hasAttr reports whether the opening tag carries the attribute name.
func hasAttr(tag, name string) bool {
	for _, f := range strings.Fields(strings.Trim(tag, "<>")) {
		if f == name || strings.HasPrefix(f, name+"=") {
			return true
		}
	}
	return false
}

func between(s, a, b string) string {
	i := strings.Index(s, a)
	if i < 0 {
		return ""
	}
	j := strings.Index(s[i:], b)
	if j < 0 {
		return s[i:]
	}
	return s[i : i+j]
}

// table builds standings by hand: four players, 2 and 3 tied.
func table() *engine.Standings {
	ev := &engine.Event{Rounds: 3, Players: []engine.Player{
		{StartNo: 1, Name: "Alpha", Title: "GM", Rating: 2500, Federation: "ITA"},
		{StartNo: 2, Name: "Bravo", Rating: 2400, Federation: "ESP"},
		{StartNo: 3, Name: "Charlie", Rating: 0, Federation: "ENG"},
		{StartNo: 4, Name: "Delta", Rating: 2000, Federation: "ITA"},
	}}
	d, _ := engine.ParseDescriptor("BH")
	v := func(n, den int64) engine.Result {
		return engine.Result{Defined: true, Value: engine.NewValue(n, den), Decimals: 1}
	}
	return &engine.Standings{Event: ev, Round: 3, TieBreaks: []engine.Descriptor{d},
		Rows: []engine.Row{
			{Rank: 1, Player: &ev.Players[0], Points: engine.IntValue(3), Values: []engine.Result{v(9, 2)}},
			{Rank: 2, Player: &ev.Players[1], Points: engine.IntValue(2), Values: []engine.Result{v(4, 1)}},
			{Rank: 2, Player: &ev.Players[2], Points: engine.IntValue(2), Values: []engine.Result{v(4, 1)}},
			{Rank: 4, Player: &ev.Players[3], Points: engine.IntValue(0), Values: []engine.Result{{}}},
		},
		Ties: [][]int{{2, 3}},
	}
}

func TestStandingsTable(t *testing.T) {
	st := table()
	var explained []int
	var sorted []int
	tb := &StandingsTable{Lang: "en", St: st,
		onExplain: func(ctx app.Context, start, col int) { explained = append(explained, start, col) },
		onSort:    func(ctx app.Context, col int) { sorted = append(sorted, col) }}
	d := mount(t, tb)
	html := app.HTMLString(tb)
	for _, s := range []string{">2=<", `class="tied"`, "Still tied after every tie-break: #2 Bravo, #3 Charlie", "lots",
		">4.5<", ">3.0<", ">–<", `aria-sort="ascending"`, ">BH<", `data-start="4"`, "How BH of Alpha was computed"} {
		if !strings.Contains(html, s) {
			t.Errorf("table lacks %q", s)
		}
	}
	if strings.Count(html, `class="tied"`) != 2 {
		t.Errorf("%d tied rows", strings.Count(html, `class="tied"`))
	}
	// In Italian the points and values have the decimal comma, as the
	// page's hints and exports write them (issue 33, item 5).
	it := &StandingsTable{Lang: "it", St: st}
	mount(t, it)
	itHTML := app.HTMLString(it)
	for _, s := range []string{">4,5<", ">3,0<", ">4,0<"} {
		if !strings.Contains(itHTML, s) {
			t.Errorf("Italian table lacks %q", s)
		}
	}
	if strings.Contains(itHTML, ">4.5<") || strings.Contains(itHTML, ">3.0<") {
		t.Error("Italian table writes a decimal point")
	}
	do(d, tb, func(ctx app.Context) { tb.onExplain(ctx, 2, 0); tb.onSort(ctx, SortName) })
	if len(explained) != 2 || explained[0] != 2 || len(sorted) != 1 {
		t.Errorf("callbacks: %v %v", explained, sorted)
	}
	// Sorting.
	order := func(col int, desc bool) string {
		var s []string
		for _, i := range SortRows(st, col, desc) {
			s = append(s, st.Rows[i].Player.Name[:1])
		}
		return strings.Join(s, "")
	}
	for _, c := range []struct {
		col  int
		desc bool
		want string
	}{{SortRank, false, "ABCD"}, {SortRank, true, "DBCA"}, {SortName, true, "DCBA"}, {SortRating, false, "CDBA"},
		{SortFed, false, "CBAD"}, {SortPoints, true, "ABCD"}, {SortTB, false, "DBCA"}, {SortTB, true, "ABCD"}} {
		if got := order(c.col, c.desc); got != c.want {
			t.Errorf("sort %d desc=%v: %s, want %s", c.col, c.desc, got, c.want)
		}
	}
	// Sorted by name descending, the header says so.
	tb.SortCol, tb.SortDesc = SortName, true
	do(d, tb, func(ctx app.Context) {})
	if html := app.HTMLString(tb); !strings.Contains(html, `aria-sort="descending"`) {
		t.Error("no descending marker")
	}
}

func TestCSV(t *testing.T) {
	got := strings.ReplaceAll(TSV(table(), "en"), "\t", ",")
	want := "Rank,No.,Title,Name,Rating,Fed.,Pts,BH\n1,1,GM,Alpha,2500,ITA,3.0,4.5\n2,2,,Bravo,2400,ESP,2.0,4.0\n2,3,,Charlie,,ENG,2.0,4.0\n4,4,,Delta,2000,ITA,0.0,\n"
	if got != want {
		t.Errorf("CSV:\n%s\nwant\n%s", got, want)
	}
}

// The page's CSV and copied table are in the page's language (issue 33,
// item 5; decision 62): the table's headings, and in Italian and Spanish
// the decimal comma with ";" between the cells of the CSV, which a
// spreadsheet set to the language reads as numbers; English keeps "," and
// ".". The CLI's CSV (report.CSV) stays data.
func TestPageExportsInLanguage(t *testing.T) {
	cases := []struct{ lang, csv, copy string }{
		{"it", "Pos.;N.;Titolo;Nome;Elo;Fed.;Punti;BH\n1;1;GM;Alpha;2500;ITA;3,0;4,5\n2;2;;Bravo;2400;ESP;2,0;4,0\n2;3;;Charlie;0;ENG;2,0;4,0\n4;4;;Delta;2000;ITA;0,0;\n",
			"Pos.\tN.\tTitolo\tNome\tElo\tFed.\tPunti\tBH\n1\t1\tGM\tAlpha\t2500\tITA\t3,0\t4,5\n2\t2\t\tBravo\t2400\tESP\t2,0\t4,0\n2\t3\t\tCharlie\t\tENG\t2,0\t4,0\n4\t4\t\tDelta\t2000\tITA\t0,0\t\n"},
		{"es", "Puesto;N.º;Título;Nombre;Elo;Fed.;Ptos.;BH\n1;1;GM;Alpha;2500;ITA;3,0;4,5\n2;2;;Bravo;2400;ESP;2,0;4,0\n2;3;;Charlie;0;ENG;2,0;4,0\n4;4;;Delta;2000;ITA;0,0;\n", ""},
		{"en", "Rank,No.,Title,Name,Rating,Fed.,Pts,BH\n1,1,GM,Alpha,2500,ITA,3.0,4.5\n2,2,,Bravo,2400,ESP,2.0,4.0\n2,3,,Charlie,0,ENG,2.0,4.0\n4,4,,Delta,2000,ITA,0.0,\n", ""},
	}
	for _, c := range cases {
		b, err := PageCSV(table(), c.lang)
		if err != nil || string(b) != c.csv {
			t.Errorf("%s CSV (%v):\n%s\nwant\n%s", c.lang, err, b, c.csv)
		}
		if c.copy != "" {
			if got := TSV(table(), c.lang); got != c.copy {
				t.Errorf("%s copy:\n%s\nwant\n%s", c.lang, got, c.copy)
			}
		}
	}
	var b bytes.Buffer
	if err := report.CSV(&b, table()); err != nil || !strings.HasPrefix(b.String(), "rank,start,title,name,rating,federation,points,BH\n1,1,GM,Alpha,2500,ITA,3.0,4.5\n") {
		t.Errorf("CLI CSV (%v):\n%s", err, b.String())
	}
}

func TestHort(t *testing.T) {
	st := table()
	r := SharePrizes(st, State{Prizes: "100 80 60 40", Lang: "en"})
	if r.Err != nil || len(r.Awards) != 4 {
		t.Fatalf("%+v", r)
	}
	// Bravo and Charlie share places 2–3 and rank 2: they split 80 + 60 equally.
	got := []string{}
	for _, a := range r.Awards {
		got = append(got, a.Name+"="+a.Amount.Format(2))
	}
	if strings.Join(got, " ") != "Alpha=100.00 Bravo=70.00 Charlie=70.00 Delta=40.00" {
		t.Errorf("awards %v", got)
	}
	if r := SharePrizes(st, State{Prizes: "100 abc", Lang: "it"}); !strings.Contains(errorText("it", r.Err), "abc") {
		t.Errorf("bad prize: %v", r.Err)
	}
	h := &HortPanel{Lang: "es", Prizes: "100 80 60 40", Result: SharePrizes(st, State{Prizes: "100 80 60 40", Lang: "es"})}
	mount(t, h)
	if html := app.HTMLString(h); !strings.Contains(html, "2–3") || !strings.Contains(html, "70,00") || !strings.Contains(html, "sistema Hort") {
		t.Errorf("panel: %s", html)
	}
}
