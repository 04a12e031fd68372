package main

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
	"github.com/spareggi/spareggi/internal/request"
)

// seasonLine is the command line of spareggi season.
type seasonLine struct {
	best, min         int
	points, tb, out   string
	tied, bonus, lots string
	weights, rating   string
	women             bool
	born              int
	format, lang      string
	answers           answerList
}

// seasonUsage is the first line of the season's help.
const seasonUsage = "usage: spareggi season [flags] FILE..."

// runSeason is spareggi season: several events ranked together
// (engine/season, docs/season.md). Each file is read and ranked as the
// standings command reads and ranks it alone, under its own rules. Lang
// is set to -lang.
func runSeason(args []string, stdin io.Reader, stdout, stderr io.Writer, lang *string) (err error) {
	var c seasonLine
	fs := c.flags(stderr)
	err = fs.Parse(args)
	*lang = c.lang // the usage line's
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageOf(err, "")
	}
	if err := checkLang(c.lang); err != nil {
		return err
	}
	defer func() { err = localize(c.lang, err) }()
	if fs.NArg() == 0 {
		return usage("cli.usage.files")
	}
	if fs.NArg() > season.MaxEvents {
		return engine.Coded(msg.ErrSeasonEvents, fs.NArg(), season.MaxEvents)
	}
	switch c.out {
	case "table", "csv", "json":
	default:
		return usage("cli.usage.season-output")
	}
	opt, err := c.options(fs.NArg())
	if err != nil {
		return err
	}
	events, err := c.readEvents(fs.Args(), stdin, stderr)
	if err != nil {
		return err
	}
	for i, w := range opt.weights {
		if i < len(events) {
			events[i].Weight = w
		}
	}
	st, err := season.Compute(events, opt.Options)
	if err != nil {
		return err
	}
	switch c.out {
	case "json":
		return seasonJSON(stdout, st, c.lang)
	case "csv":
		return seasonCSV(stdout, st)
	}
	return seasonTable(stdout, st, c.lang, opt.Min)
}

// flags returns the season command's flags, bound to c.
func (c *seasonLine) flags(stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("spareggi season", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.format, "format", "auto", "input format of every file")
	fs.Var(&c.answers, "answer", "answer a question of a reader or of the matcher, ID=OPTION (repeatable), e.g. Q-SEASON-MATCH/e3.12=e1.7")
	fs.StringVar(&c.lang, "lang", "en", "language of the messages and reports: "+strings.Join(i18n.Languages, ", "))
	fs.IntVar(&c.best, "best", 0, "count each player's best N events (0: all)")
	fs.IntVar(&c.min, "min", 0, "rank only the players of at least K events")
	fs.StringVar(&c.points, "points", "score", "an event's points: score (the score in the event) or places:25,20,16,… (the points of the final place)")
	fs.StringVar(&c.tied, "tied", "share", "players tied on a place, with -points places: share (the mean of the places' points) or higher (each the higher place's)")
	fs.StringVar(&c.bonus, "bonus", "", "points added for every event played")
	fs.StringVar(&c.weights, "weight", "", "weights of events, EVENT=WEIGHT separated by commas, EVENT the file's place (e.g. 8=1.5)")
	fs.StringVar(&c.tb, "tb", "", "the season's tie-breaks after the total, separated by commas: "+season.KeyList())
	fs.StringVar(&c.lots, "lots", "", "the drawing of lots: player IDs (e1.7), best first, separated by commas")
	fs.BoolVar(&c.women, "women", false, "rank only women")
	fs.IntVar(&c.born, "born", 0, "rank only the players born in this year or later (juniors)")
	fs.StringVar(&c.rating, "rating", "", "rank only the players whose highest rating of the season is in MIN-MAX (e.g. 1600-1799, 2000-)")
	fs.StringVar(&c.out, "o", "table", "output: table, csv, json")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "%s\n\nseveral events ranked together: a circuit, a Grand Prix (docs/season.md).\n\nflags:\n", seasonUsage)
		fs.PrintDefaults()
	}
	return fs
}

// readEvents reads and ranks each file as the standings command reads and
// ranks it alone, under its own rules, writing its warnings to stderr
// unless the output is JSON.
func (c *seasonLine) readEvents(files []string, stdin io.Reader, stderr io.Writer) ([]*season.Event, error) {
	req, err := request.Parse(request.Fields{Format: c.format, Answers: c.answers})
	if err != nil {
		return nil, usageOf(err, "")
	}
	var cache request.Cache
	events := make([]*season.Event, len(files))
	for i, file := range files {
		name, data, err := readNamed(file, stdin)
		if err != nil {
			return nil, err
		}
		req.Read.FileName = name
		res, err := cache.Run(data, req)
		if res.Event == nil {
			return nil, readError(err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if c.out != "json" {
			writeWarnings(stderr, c.lang, name, res.Report.Diagnostics)
		}
		if events[i], err = season.FromStandings(name, res.Standings); err != nil {
			return nil, err
		}
	}
	return events, nil
}

// seasonOptions are the season's options and the events' weights.
type seasonOptions struct {
	season.Options
	weights map[int]engine.Value // by the event's index
}

// options reads the flags into the season's options; n is the number of
// files.
func (c *seasonLine) options(n int) (seasonOptions, error) {
	o := seasonOptions{Options: season.Options{Best: c.best, Min: c.min, Answers: c.answers}}
	bad := func(id msg.ID, args ...any) error { return engine.Usage(id, args...) }
	switch p := strings.TrimSpace(c.points); {
	case p == "score":
	case strings.HasPrefix(p, "places:"):
		o.Points = season.ByPlaces
		for _, f := range strings.Split(strings.TrimPrefix(p, "places:"), ",") {
			v, ok := engine.ParseValue(f)
			if !ok || len(o.Places) == season.MaxPlaces {
				return o, bad(msg.ErrSeasonPoints, c.points)
			}
			o.Places = append(o.Places, v)
		}
	default:
		return o, bad(msg.ErrSeasonPoints, c.points)
	}
	switch c.tied {
	case "share":
	case "higher":
		o.Tied = season.Higher
	default:
		return o, usage("cli.usage.tied")
	}
	if c.bonus != "" {
		v, ok := engine.ParseValue(c.bonus)
		if !ok {
			return o, bad(msg.ErrSeasonPoints, c.bonus)
		}
		o.Bonus = v
	}
	if c.best < 0 || c.best > season.MaxEvents {
		return o, bad(msg.ErrSeasonCount, "-best", 0, season.MaxEvents)
	}
	if c.min < 0 || c.min > season.MaxEvents {
		return o, bad(msg.ErrSeasonCount, "-min", 0, season.MaxEvents)
	}
	keys, err := season.ParseKeys(c.tb)
	if err != nil {
		return o, err
	}
	o.TieBreaks = keys
	for _, id := range strings.Split(c.lots, ",") {
		if id = strings.TrimSpace(id); id != "" {
			o.Lots = append(o.Lots, id)
		}
	}
	o.weights = map[int]engine.Value{}
	for _, f := range strings.Split(c.weights, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		k, v, ok := strings.Cut(f, "=")
		i, err := strconv.Atoi(strings.TrimSpace(k))
		w, okv := engine.ParseValue(v)
		if !ok || err != nil || i < 1 || i > n || !okv || w.Sign() < 0 || w.Cmp(engine.IntValue(season.MaxWeight)) > 0 {
			return o, bad(msg.ErrSeasonWeight, f)
		}
		o.weights[i-1] = w
	}
	o.Category = season.Category{Women: c.women, BornFrom: c.born}
	if c.rating != "" {
		lo, hi, ok := strings.Cut(c.rating, "-")
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if strings.TrimSpace(hi) == "" {
			b, err2 = 0, nil
		}
		if !ok || err1 != nil || err2 != nil || a < 0 || b < 0 || a > engine.MaxUnrated || b > engine.MaxUnrated {
			return o, usage("cli.usage.rating")
		}
		o.Category.MinRating, o.Category.MaxRating = a, b
	}
	return o, nil
}

// seasonTable writes the season as a table, the events first, the
// matcher's report and questions last.
func seasonTable(w io.Writer, st *season.Standings, lang string, min int) error {
	for i, ev := range st.Events {
		fmt.Fprintln(w, i18n.T(lang, "cli.season.event", i+1, eventName(ev), len(ev.Entries)))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{i18n.T(lang, "col.rank"), "ID", i18n.T(lang, "col.name"), i18n.T(lang, "col.fed"),
		i18n.T(lang, "cli.season.events"), i18n.T(lang, "cli.season.counted"), i18n.T(lang, "cli.season.total")}
	for i := range st.Events {
		head = append(head, "E"+strconv.Itoa(i+1))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	unranked := false
	for _, p := range st.Players {
		if p.Rank == 0 && !unranked {
			unranked = true
			tw.Flush()
			fmt.Fprintln(w, "\n"+i18n.T(lang, "cli.season.unranked", max(min, 1)))
		}
		row := []string{rankText(p.Rank), p.ID, p.Name, p.Federation, strconv.Itoa(p.Events), strconv.Itoa(p.Counted), p.Total.Format(1)}
		row = append(row, eventCells(p, len(st.Events))...)
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()
	m := st.Matched
	fmt.Fprintln(w, "\n"+i18n.T(lang, "cli.season.matched", m[season.ByFide], m[season.ByNation], m[season.ByName], m[season.ByAnswer], m[season.First]))
	if len(st.Questions) > 0 {
		fmt.Fprintln(w, "\n"+i18n.T(lang, "cli.season.questions"))
		for _, q := range st.Questions {
			fmt.Fprintf(w, "  %s: %s\n", q.ID, i18n.QuestionText(lang, q))
			var ids []string
			for _, o := range q.Options {
				ids = append(ids, o.ID+" ("+i18n.OptionLabel(lang, o)+")")
			}
			fmt.Fprintf(w, "    -answer %s=%s\n", q.ID, strings.Join(ids, " | "))
		}
	}
	return nil
}

// eventCells are a player's points in each event: "" where he did not
// play, in parentheses where they do not count.
func eventCells(p season.Player, n int) []string {
	cells := make([]string, n)
	for _, r := range p.Results {
		s := r.Points.Format(1)
		if !r.Counted {
			s = "(" + s + ")"
		}
		cells[r.Event] = s
	}
	return cells
}

// rankText is a rank, "" for none.
func rankText(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}

// eventName is an event's name, or its file's.
func eventName(ev *season.Event) string {
	if ev.Name != "" {
		return ev.Name
	}
	return ev.File
}

// seasonCSV writes the season as CSV: one row a player.
func seasonCSV(w io.Writer, st *season.Standings) error {
	cw := csv.NewWriter(w)
	head := []string{"rank", "id", "name", "federation", "fideId", "events", "counted", "total"}
	for i := range st.Events {
		head = append(head, "e"+strconv.Itoa(i+1))
	}
	_ = cw.Write(head)
	for _, p := range st.Players {
		row := []string{rankText(p.Rank), p.ID, p.Name, p.Federation, p.FideID, strconv.Itoa(p.Events), strconv.Itoa(p.Counted), p.Total.Format(1)}
		_ = cw.Write(append(row, eventCells(p, len(st.Events))...))
	}
	cw.Flush()
	return cw.Error()
}

// The JSON document of the season (docs/season.md §8): exact values as
// strings.
type (
	seasonDoc struct {
		Events    []seasonEventDoc  `json:"events"`
		Players   []seasonPlayerDoc `json:"players"`
		Matched   map[string]int    `json:"matched"`
		Questions []seasonQDoc      `json:"questions"`
	}
	seasonEventDoc struct {
		File    string `json:"file"`
		Name    string `json:"name"`
		Players int    `json:"players"`
		Weight  string `json:"weight"`
	}
	seasonPlayerDoc struct {
		Rank       int               `json:"rank"`
		ID         string            `json:"id"`
		Name       string            `json:"name"`
		Federation string            `json:"federation"`
		FideID     string            `json:"fideId"`
		Events     int               `json:"events"`
		Counted    int               `json:"counted"`
		Total      string            `json:"total"`
		TieBreaks  []string          `json:"tieBreaks"`
		Results    []seasonResultDoc `json:"results"`
	}
	seasonResultDoc struct {
		Event   int    `json:"event"`
		Points  string `json:"points"`
		Counted bool   `json:"counted"`
		Matched string `json:"matched"`
	}
	seasonQDoc struct {
		ID      string         `json:"id"`
		Code    string         `json:"code"`
		Args    []string       `json:"args"`
		Text    string         `json:"text"`
		Answer  string         `json:"answer"`
		Options []seasonOptDoc `json:"options"`
	}
	seasonOptDoc struct {
		ID     string `json:"id"`
		Text   string `json:"text"`
		Effect string `json:"effect"`
	}
)

// seasonJSON writes the season as JSON; event numbers are 1-based, as on
// the command line.
func seasonJSON(w io.Writer, st *season.Standings, lang string) error {
	doc := seasonDoc{Events: []seasonEventDoc{}, Players: []seasonPlayerDoc{}, Questions: []seasonQDoc{}, Matched: map[string]int{}}
	for _, ev := range st.Events {
		wt := ev.Weight
		if wt == (engine.Value{}) {
			wt = engine.IntValue(1)
		}
		doc.Events = append(doc.Events, seasonEventDoc{File: ev.File, Name: ev.Name, Players: len(ev.Entries), Weight: wt.Format(1)})
	}
	for h, n := range st.Matched {
		doc.Matched[season.How(h).String()] = n
	}
	for _, p := range st.Players {
		d := seasonPlayerDoc{Rank: p.Rank, ID: p.ID, Name: p.Name, Federation: p.Federation, FideID: p.FideID,
			Events: p.Events, Counted: p.Counted, Total: p.Total.Format(1), TieBreaks: p.Keys, Results: []seasonResultDoc{}}
		for _, r := range p.Results {
			d.Results = append(d.Results, seasonResultDoc{Event: r.Event + 1, Points: r.Points.Format(1), Counted: r.Counted, Matched: r.How.String()})
		}
		doc.Players = append(doc.Players, d)
	}
	for _, q := range st.Questions {
		d := seasonQDoc{ID: q.ID, Code: q.Key, Args: q.Args, Text: i18n.QuestionText(lang, q), Answer: q.Default}
		for _, o := range q.Options {
			d.Options = append(d.Options, seasonOptDoc{ID: o.ID, Text: i18n.OptionLabel(lang, o), Effect: i18n.OptionEffect(lang, o)})
		}
		doc.Questions = append(doc.Questions, d)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
