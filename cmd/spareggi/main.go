// Command spareggi computes chess tie-breaks from a crosstable file.
//
// Usage:
//
//	spareggi [-tb LIST] [-preset NAME] [-rules EDITION] [-round N] [-unrated RATING]
//	         [-system rr|swiss] [-o table|csv|json|trf] [-explain START|all]
//	         [-format auto|trf|strip|grid|chess-results|swissperfect|uscf|pgn] [-answer ID=OPTION] FILE|-
//	spareggi -check-printed [-rules EDITION] [-round N] [-o table|json] FILE|-
//	spareggi -whatif [-tb LIST] [-rules EDITION] [-o table|json] FILE|-
//	spareggi -boards [-boards-min N] [-round N] [-unrated RATING] [-o table|json] FILE|-
//	spareggi -presets
//
// Exit status: 0 on success, 1 when the input cannot be read or a tie-break
// is unknown or refused (input errors read FILE:LINE:COL: what was wrong)
// or, with -check-printed, when a printed column is not reproduced, 2 on
// bad usage.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/i18n"
)

func main() {
	// A run is short and its live data is a few times the input: collecting
	// garbage less often saves time, and the heap stays proportional to the
	// live data (at most gcPercent/100 + 1 times it), so memory stays linear
	// in players × rounds. GOGC, when set, wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// gcPercent is the garbage collector's target for the command.
const gcPercent = 400

// usageError marks errors that exit with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// run is the whole command, testable: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "spareggi: internal error: %v (please report it with the input file)\n", r)
			status = 1
		}
	}()
	err := runErr(args, stdin, stdout, stderr)
	var ue usageError
	var eu *engine.UsageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue) || errors.As(err, &eu):
		fmt.Fprintf(stderr, "spareggi: %v\n", err)
		fmt.Fprintln(stderr, "usage: spareggi [flags] FILE|-   (spareggi -h lists the flags)")
		return 2
	default:
		fmt.Fprintf(stderr, "%v\n", err)
		return 1
	}
}

type options struct {
	tb, preset, rules, system, out, explain, unrated string
	lang                                             string // -lang
	lots                                             string // -lots
	round                                            int
	presets                                          bool
	input                                            inputFlags // -format, -answer (input.go)
	format                                           string     // the format read, for -o json
}

func runErr(args []string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	var o options
	fs, x := o.flagSet(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err.Error()}
	}
	if err := checkLang(o.lang); err != nil {
		return err
	}
	defer func() { err = localize(o.lang, err) }()
	if o.presets {
		return listPresets(stdout)
	}
	if fs.NArg() != 1 {
		return usageError{"expected exactly one input FILE (or - for standard input)"}
	}
	opt, err := o.engineOptions()
	if err != nil {
		return err
	}
	if err := engine.CheckAnswers(len(o.input.answers)); err != nil {
		return fmt.Errorf("-answer: %w", err)
	}
	if err := x.check(o); err != nil {
		return err
	}
	name, data, err := readNamed(fs.Arg(0), stdin)
	if err != nil {
		return err
	}
	ev, diags, format, err := readInput(data, name, o.input)
	if err != nil {
		return err
	}
	o.format = format
	if o.out != "json" {
		writeWarnings(stderr, o.lang, name, diags)
	}
	if x.compare != "" {
		return x.runCompare(stdout, name, ev, opt, o.lang)
	}
	if x.whatIf {
		return runWhatIf(stdout, ev, opt, o.out, o.lang)
	}
	if x.printed {
		return runCheckPrinted(stdout, ev, opt, o.out, o.lang)
	}
	if x.boards {
		opt.MinGames = x.minGames
		return runBoards(stdout, name, ev, opt, o.out, o.lang)
	}
	st, err := engine.Compute(ev, opt)
	if err != nil {
		var ue *engine.UsageError
		if errors.As(err, &ue) {
			return err
		}
		return fmt.Errorf("%s: %v", name, err)
	}
	if err := write(stdout, stderr, st, o, diags); err != nil || x.prizes == "" {
		return err
	}
	return x.writePrizes(stdout, st, o.lang)
}

// readNamed reads the input named on the command line: a file, or
// standard input for "-" (named "stdin" in messages).
func readNamed(name string, stdin io.Reader) (string, string, error) {
	var data string
	var err error
	if name == "-" {
		name = "stdin"
		data, err = readText(stdin, 0, name)
	} else {
		data, err = readFile(name)
	}
	var fe *formats.Error
	if errors.As(err, &fe) {
		return name, "", err
	}
	if err != nil {
		return name, "", fmt.Errorf("spareggi: %v", err)
	}
	return name, data, nil
}

// flagSet declares the command's flags into o and the extra ones (-compare,
// -prizes, -whatif, -check-printed, -boards) into the returned extraFlags.
func (o *options) flagSet(stderr io.Writer) (*flag.FlagSet, *extraFlags) {
	fs := flag.NewFlagSet("spareggi", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.tb, "tb", "", "tie-break descriptors separated by commas, e.g. BH/C1,BH,DE (PTS is implied first)")
	fs.StringVar(&o.preset, "preset", "", "a preset list (see -presets)")
	fs.BoolVar(&o.presets, "presets", false, "list the presets and exit")
	fs.StringVar(&o.rules, "rules", "", "rule edition: "+editionList()+" (default: by the start date)")
	fs.IntVar(&o.round, "round", 0, "standings after round N (default: the last complete round)")
	fs.StringVar(&o.unrated, "unrated", "", "rating used for unrated participants in rating tie-breaks")
	fs.StringVar(&o.lots, "lots", "", "the drawing of lots, for LOT: start numbers best first, groups separated by ';' (e.g. 7,3;12,5)")
	fs.StringVar(&o.system, "system", "", "override the detection: rr or swiss")
	fs.StringVar(&o.out, "o", "table", "output: table, csv, json or trf")
	fs.StringVar(&o.lang, "lang", "en", "language of the messages and reports: "+strings.Join(i18n.Languages, ", "))
	fs.StringVar(&o.explain, "explain", "", "print the derivation of every value of participant START (with -o json: START or all)")
	x := registerExtra(fs) // -compare, -prizes (compare.go)
	o.input.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: spareggi [flags] FILE|-")
		fs.PrintDefaults()
	}
	return fs, x
}

// engineOptions turns the flags into the engine's options: the edition,
// the tie-break list or preset, the round, the unrated rating, the lots
// and the system.
func (o options) engineOptions() (engine.Options, error) {
	var opt engine.Options
	if o.rules != "" {
		ed, err := engine.ParseEdition(o.rules)
		if err != nil {
			return opt, usageError{err.Error()}
		}
		opt.Edition = ed
	}
	if o.tb != "" && o.preset != "" {
		return opt, usageError{"give either -tb or -preset, not both"}
	}
	if o.tb != "" {
		list, err := engine.ParseList(o.tb)
		var ue *engine.UsageError
		if errors.As(err, &ue) {
			return opt, fmt.Errorf("-tb: %w", err) // too many tie-breaks: a usage error, in -lang
		}
		if err != nil {
			return opt, fmt.Errorf("spareggi: -tb: %v", err)
		}
		if list == nil {
			list = []engine.Descriptor{}
		}
		opt.TieBreaks = list
	}
	if o.preset != "" {
		found := false
		for _, id := range engine.PresetIDs() {
			found = found || id == o.preset
		}
		if !found {
			return opt, usageError{fmt.Sprintf("unknown preset %q (known: %s)", o.preset, strings.Join(engine.PresetIDs(), ", "))}
		}
		opt.Preset = o.preset
	}
	if o.round < 0 {
		return opt, usageError{"-round must be 1 or more"}
	}
	opt.Round = o.round
	sys, err := engine.ParseSystem(o.system)
	if err != nil {
		return opt, usageError{"-system: " + err.Error()}
	}
	opt.System = sys
	if o.lots != "" {
		lots, err := parseLots(o.lots)
		var ue *engine.UsageError
		if errors.As(err, &ue) {
			return opt, fmt.Errorf("-lots: %w", err)
		}
		if err != nil {
			return opt, usageError{"-lots: " + err.Error()}
		}
		opt.Lots = lots
	}
	if o.unrated != "" {
		n, err := strconv.Atoi(o.unrated)
		if err == nil {
			err = engine.CheckUnrated(n)
		}
		if err != nil {
			return opt, usageError{fmt.Sprintf("-unrated %q: expected a rating from 0 to %d", o.unrated, engine.MaxUnrated)}
		}
		opt.Unrated, opt.HasUnrated = n, true
	}
	switch o.out {
	case "table", "csv", "json", "trf":
	default:
		return opt, usageError{fmt.Sprintf("unknown output -o %q (expected table, csv, json or trf)", o.out)}
	}
	switch {
	case o.explain == "":
	case o.explain == "all":
		if o.out != "json" {
			return opt, usageError{"-explain all needs -o json"}
		}
		opt.Explain = engine.ExplainAll
	default:
		n, err := strconv.Atoi(o.explain)
		if err != nil || n < 1 {
			return opt, usageError{fmt.Sprintf("-explain %q: expected a start number (or all with -o json)", o.explain)}
		}
		opt.Explain = n
	}
	return opt, nil
}

func write(w, stderr io.Writer, st *engine.Standings, o options, diags []formats.Diagnostic) error {
	if o.explain != "" && o.out != "json" {
		n, _ := strconv.Atoi(o.explain)
		return report.Explain(w, st, n, o.lang)
	}
	switch o.out {
	case "trf":
		return writeTRFOutput(w, stderr, st, o.lang)
	case "csv":
		return report.CSV(w, st)
	case "json":
		var ws []report.Warning
		for _, d := range diags {
			if d.Severity == formats.SeverityWarning {
				ws = append(ws, report.Warning{Line: d.Line, Column: d.Col, Code: string(d.Code), Message: d.Message, Sheet: d.Sheet})
			}
		}
		return report.WriteJSON(w, st, report.JSONOptions{Format: o.format, Warnings: ws, Details: o.explain != ""})
	}
	return report.Table(w, st, o.lang)
}

func editionList() string {
	var ids []string
	for _, e := range engine.Editions {
		ids = append(ids, e.String())
	}
	return strings.Join(ids, ", ")
}

func listPresets(w io.Writer) error {
	for _, p := range engine.Presets() {
		ed := "by date"
		if p.Edition != engine.EditionDefault {
			ed = p.Edition.String()
		}
		sys := "swiss"
		if p.System.IsRoundRobin() {
			sys = "rr"
		}
		fmt.Fprintf(w, "%-18s %-36s %-6s %-10s %s\n", p.ID, p.Name, sys, ed, p.List)
	}
	return nil
}

// parseLots reads "7,3;12,5": ordered groups of start numbers, at most
// engine.MaxLots, counted before any is read.
func parseLots(s string) ([][]int, error) {
	if err := engine.CheckLots(engine.CountFields(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })); err != nil {
		return nil, err
	}
	var out [][]int
	for _, g := range strings.Split(s, ";") {
		var group []int
		for _, f := range strings.FieldsFunc(g, func(r rune) bool { return r == ',' || r == ' ' }) {
			n, err := strconv.Atoi(f)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("%q is not a start number", f)
			}
			group = append(group, n)
		}
		if len(group) > 0 {
			out = append(out, group)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("expected start numbers, e.g. 7,3;12,5")
	}
	return out, nil
}
