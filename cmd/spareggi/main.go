// Command spareggi computes chess tie-breaks from a crosstable file.
//
// Usage:
//
//	spareggi [standings] [-tb LIST] [-preset NAME] [-rules EDITION] [-round N] [-unrated RATING]
//	         [-system rr|swiss] [-lots LOTS] [-o table|csv|json|trf] [-explain START|all]
//	         [-format auto|trf|strip|grid|chess-results|swissperfect|uscf|pgn] [-answer ID=OPTION] FILE|-
//	spareggi compare -with ITEMS [rules and list flags] FILE|-
//	spareggi prizes -amounts LIST [-unit U] [-equal] [rules and list flags] FILE|-
//	spareggi whatif [-tb LIST] [-rules EDITION] [-o table|json] FILE|-
//	spareggi check [-rules EDITION] [-round N] [-o table|json] FILE|-
//	spareggi boards [-min N] [-round N] [-unrated RATING] [-o table|json] FILE|-
//	spareggi convert [rules and list flags] FILE|-
//	spareggi presets
//	spareggi help [COMMAND]
//
// The older mode flags (-compare, -prizes, -whatif, -check-printed,
// -boards, -presets) stay as synonyms of the commands.
//
// Exit status: 0 on success, 1 when the input cannot be read or a tie-break
// is unknown or refused (input errors read FILE:LINE:COL: what was wrong)
// or, with check, when a printed column is not reproduced, 2 on bad usage.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
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
// run is the whole command, testable: it returns the exit status. A panic
// is caught by the one panic boundary (request.Protect).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	var c cmdLine
	err := request.Protect(func() error { return runErr(&c, args, stdin, stdout, stderr) })
	var ue usageError
	var eu *engine.UsageError
	var pe *request.PanicError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &pe):
		fmt.Fprintf(stderr, "spareggi: %s\n", i18n.T(helpLang(c.lang), "cli.internal", pe.Value))
		return 1
	case errors.As(err, &ue) || errors.As(err, &eu):
		lang := c.lang
		if !i18n.Has(lang) {
			lang = "en"
		}
		text := err.Error()
		if u, ok := err.(usageError); ok { // not worded yet: refused before -lang was checked
			text = u.text(lang)
		}
		fmt.Fprintf(stderr, "spareggi: %s\n", text)
		if c.isLegacy || c.cmd.name == "" {
			fmt.Fprintln(stderr, i18n.T(lang, "cli.usage.line"))
		} else {
			fmt.Fprintln(stderr, i18n.T(lang, "cli.usage.command", c.cmd.name, c.cmd.name))
		}
		return 2
	default:
		fmt.Fprintf(stderr, "%v\n", err)
		return 1
	}
}

// runErr reads the command line into c, validates it into a request
// (request.Parse), reads the input, runs the request and writes its
// answer.
func runErr(c *cmdLine, args []string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	if first(args) == "season" {
		c.cmd = command{name: "season"}
		return runSeason(args[1:], stdin, stdout, stderr, &c.lang)
	}
	if err := parseArgs(c, args, stdout, stderr); err != nil {
		return err
	}
	if err := checkLang(c.lang); err != nil {
		return err
	}
	defer func() { err = localize(c.lang, err) }()
	if c.presets {
		return listPresets(stdout)
	}
	if c.file == "" {
		return usage("cli.usage.one-file")
	}
	req, err := c.request()
	if err != nil {
		return err
	}
	name, data, err := readNamed(c.file, stdin)
	if err != nil {
		return err
	}
	req.Read.FileName = name
	var cache request.Cache
	res, err := cache.Run(data, req)
	if res.Event == nil {
		return readError(err)
	}
	if c.out != "json" {
		writeWarnings(stderr, c.lang, name, res.Report.Diagnostics)
	}
	return c.write(stdout, stderr, name, req, res, err)
}

// parseArgs reads the command line: a command and its flags, help, or the
// legacy form.
func parseArgs(c *cmdLine, args []string, stdout, stderr io.Writer) error {
	c.helpLang = langArg(args)
	var fs *flag.FlagSet
	var helpOf func(w io.Writer, fs *flag.FlagSet) // -h
	switch name := first(args); {
	case name == "help":
		return help(args[1:], stdout)
	case name == "presets":
		c.cmd = command{name: "presets"}
		c.presets = true
		fs = newFlagSet("spareggi presets")
		inputFlags(fs, c)
		helpOf = func(w io.Writer, fs *flag.FlagSet) {
			commandUsage(w, c.helpLang, command{name: "presets", summary: "cli.cmd.presets"}, fs)
		}
		args = args[1:]
	default:
		cmd, ok := findCommand(name)
		if ok {
			c.cmd = cmd
			fs = commandFlags(cmd, c)
			helpOf = func(w io.Writer, fs *flag.FlagSet) { commandUsage(w, c.helpLang, cmd, fs) }
			args = args[1:]
		} else {
			c.isLegacy = true
			fs = legacyFlags(c)
			helpOf = func(w io.Writer, fs *flag.FlagSet) { legacyUsage(w, c.helpLang, fs) }
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			helpOf(stderr, fs)
			return err
		}
		return usageOf(err, "")
	}
	if c.presets {
		return nil
	}
	if fs.NArg() != 1 {
		return usage("cli.usage.one-file")
	}
	c.file = fs.Arg(0)
	if c.isLegacy {
		if _, err := legacyCommand(c); err != nil {
			return err
		}
		return legacyOutput(c)
	}
	return nil
}

// first is the first argument, "" when there is none.
func first(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// help writes the commands, or the flags of one, in the language of the
// -lang that follows (spareggi help compare -lang it).
func help(args []string, w io.Writer) error {
	lang := langArg(args)
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		commandsUsage(w, lang)
		return flag.ErrHelp
	}
	cmd, ok := findCommand(args[0])
	if !ok {
		return usage("cli.usage.help", args[0])
	}
	c := cmdLine{helpLang: lang}
	commandUsage(w, lang, cmd, commandFlags(cmd, &c))
	return flag.ErrHelp
}

// request validates the command line into a request.
func (c *cmdLine) request() (request.Request, error) {
	f := c.fields
	f.Mode = c.cmd.mode.String()
	f.TieBreaks, f.ListSet = c.tb, c.tb != ""
	f.Format, f.Answers = c.format, c.answers
	if f.Explain == "all" && c.out != "json" {
		return request.Request{}, usage("cli.usage.explain-json")
	}
	if err := engine.CheckAnswers(len(c.answers)); err != nil {
		return request.Request{}, usageOf(err, "cli.usage.flag", "-answer")
	}
	req, err := request.Parse(f)
	if err != nil {
		return req, c.fieldError(err)
	}
	return req, nil
}

// fieldError words a refused field with the command line's flags.
func (c *cmdLine) fieldError(err error) error {
	var fe *request.FieldError
	if !errors.As(err, &fe) {
		return err
	}
	var eu *engine.UsageError
	switch {
	case fe.With != "":
		return usage("cli.usage.either", flagOf(c, fe.Field), flagOf(c, fe.With))
	case errors.As(fe.Err, &eu):
		return usageOf(fe.Err, "cli.usage.flag", flagOf(c, fe.Field)) // a limit passed, a value refused
	case !fe.Usage:
		return refused{flagOf(c, fe.Field), fe.Err} // a tie-break refused: exit 1
	case fe.Field == request.FieldRules:
		return usageOf(fe.Err, "")
	case fe.Field == request.FieldFormat:
		return usageOf(fe.Err, "cli.usage.flag", "-format")
	}
	if c.isLegacy && !c.cmd.mode.Accepts(fe.Field) {
		return usage("cli.usage.not-with", flagOf(c, fe.Field), legacyName(c.cmd))
	}
	return usageOf(fe.Err, "cli.usage.flag", flagOf(c, fe.Field))
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
		return name, "", openError{name, err}
	}
	return name, data, nil
}

// readError is the error of an input that could not be read: open
// questions say how to answer them.
func readError(err error) error {
	var qe *formats.QuestionError
	if errors.As(err, &qe) {
		return fmt.Errorf("%w\nrerun with -answer ID=OPTION for each question", err)
	}
	return err
}
