package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/report"
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

// runSeason is spareggi season: several events ranked together
// (engine/season, docs/season.md). Each file is read and ranked as the
// standings command reads and ranks it alone, under its own rules. Lang
// is set to -lang.
func runSeason(args []string, stdin io.Reader, stdout, stderr io.Writer, lang *string) (err error) {
	var c seasonLine
	fs := c.flags(langArg(args))
	err = fs.Parse(args)
	*lang = c.lang // the usage line's
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			seasonUsage(stderr, langArg(args), fs)
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
	st, err := opt.Combine(events)
	if err != nil {
		return err
	}
	switch c.out {
	case "json":
		return report.SeasonJSON(stdout, st, c.lang)
	case "csv":
		return report.SeasonCSV(stdout, st)
	}
	return seasonTable(stdout, st, c.lang, opt.Options.Min)
}

// flags returns the season command's flags, bound to c.
func (c *seasonLine) flags(lang string) *flag.FlagSet {
	lang = helpLang(lang)
	t := func(key string, args ...any) string { return i18n.T(lang, key, args...) }
	fs := newFlagSet("spareggi season")
	fs.StringVar(&c.format, "format", "auto", t("cli.season.flag.format"))
	fs.Var(&c.answers, "answer", t("cli.season.flag.answer"))
	fs.StringVar(&c.lang, "lang", "en", t("cli.flag.lang", strings.Join(i18n.Languages, ", ")))
	fs.IntVar(&c.best, "best", 0, t("cli.season.flag.best"))
	fs.IntVar(&c.min, "min", 0, t("cli.season.flag.min"))
	fs.StringVar(&c.points, "points", "score", t("cli.season.flag.points"))
	fs.StringVar(&c.tied, "tied", "share", t("cli.season.flag.tied"))
	fs.StringVar(&c.bonus, "bonus", "", t("cli.season.flag.bonus"))
	fs.StringVar(&c.weights, "weight", "", t("cli.season.flag.weight"))
	fs.StringVar(&c.tb, "tb", "", t("cli.season.flag.tb", season.KeyList()))
	fs.StringVar(&c.lots, "lots", "", t("cli.season.flag.lots"))
	fs.BoolVar(&c.women, "women", false, t("cli.season.flag.women"))
	fs.IntVar(&c.born, "born", 0, t("cli.season.flag.born"))
	fs.StringVar(&c.rating, "rating", "", t("cli.season.flag.rating"))
	fs.StringVar(&c.out, "o", "table", t("cli.flag.o", "table, csv, json"))
	return fs
}

// seasonUsage writes the season command's help in lang.
func seasonUsage(w io.Writer, lang string, fs *flag.FlagSet) {
	lang = helpLang(lang)
	fmt.Fprintf(w, "%s\n\n%s\n\n%s\n", i18n.T(lang, "cli.help.season"), i18n.T(lang, "cli.cmd.season"), i18n.T(lang, "cli.help.flags"))
	printFlags(w, lang, fs)
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
			return nil, fmt.Errorf("%s: %w", name, localize(c.lang, err))
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

// options reads the flags into the season's options (request.ParseSeason,
// which the page uses too); n is the number of files.
func (c *seasonLine) options(n int) (request.Season, error) {
	return request.ParseSeason(request.SeasonFields{Best: c.best, Min: c.min, Points: c.points, Tied: c.tied,
		Bonus: c.bonus, Weights: c.weights, TieBreaks: c.tb, Lots: c.lots, Women: c.women, Born: c.born,
		Rating: c.rating, Answers: c.answers}, n)
}

// seasonTable writes the season as a table, the events first, the
// matcher's report and questions last.
func seasonTable(w io.Writer, st *season.Standings, lang string, min int) error {
	for i, ev := range st.Events {
		line := i18n.T(lang, "cli.season.event", i+1, eventName(ev), len(ev.Entries))
		if len(ev.Entries) == 1 { // one player, in the singular
			line = i18n.T(lang, "cli.season.event.one", i+1, eventName(ev))
		}
		fmt.Fprintln(w, line)
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
		row := []string{report.RankText(p.Rank), p.ID, p.Name, p.Federation, strconv.Itoa(p.Events), strconv.Itoa(p.Counted), p.Total.Format(1)}
		row = append(row, report.SeasonCells(p, len(st.Events))...)
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

// eventName is an event's name, or its file's.
func eventName(ev *season.Event) string {
	if ev.Name != "" {
		return ev.Name
	}
	return ev.File
}
