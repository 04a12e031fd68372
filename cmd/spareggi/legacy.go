package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// The legacy form, spareggi [flags] FILE: one flag set with every flag,
// the mode chosen by a flag (-compare, -prizes, -whatif, -check-printed,
// -boards). Arbiters' scripts use it: it stays, a documented synonym of
// the subcommands, each mode flag mapped to its command and checked by
// the same validator (request.Parse).

// legacyMode holds the mode flags without a value.
type legacyMode struct {
	whatIf, printed, boards bool
}

// legacyFlags returns the flag set of the legacy form, filling c.
func legacyFlags(c *cmdLine) *flag.FlagSet {
	fs := newFlagSet("spareggi")
	inputFlags(fs, c)
	rulesFlags(fs, c)
	listFlags(fs, c)
	lotsFlags(fs, c)
	explainFlag(fs, c)
	fs.BoolVar(&c.presets, "presets", false, c.t("cli.legacy.presets"))
	fs.StringVar(&c.out, "o", "table", c.t("cli.flag.o", "table, csv, json, trf"))
	fs.StringVar(&c.fields.Compare, "compare", "", c.t("cli.legacy.compare"))
	fs.StringVar(&c.fields.Prizes, "prizes", "", c.t("cli.legacy.prizes"))
	fs.StringVar(&c.fields.PrizeUnit, "prize-unit", "", c.t("cli.legacy.prize-unit"))
	fs.BoolVar(&c.fields.PrizeEqual, "prize-equal", false, c.t("cli.legacy.prize-equal"))
	fs.BoolVar(&c.legacy.printed, "check-printed", false, c.t("cli.legacy.check-printed"))
	fs.BoolVar(&c.legacy.boards, "boards", false, c.t("cli.legacy.boards"))
	fs.StringVar(&c.fields.BoardsMin, "boards-min", "", c.t("cli.legacy.boards-min"))
	fs.BoolVar(&c.legacy.whatIf, "whatif", false, c.t("cli.legacy.whatif"))
	return fs
}

// legacyUsage writes the help of the legacy form: the commands, then its
// flags.
func legacyUsage(w io.Writer, lang string, fs *flag.FlagSet) {
	commandsUsage(w, lang)
	fmt.Fprintln(w, "\n"+i18n.T(helpLang(lang), "cli.help.legacy"))
	printFlags(w, helpLang(lang), fs)
}

// legacyCommand returns the command the mode flags of c choose.
func legacyCommand(c *cmdLine) (command, error) {
	var chosen []string
	for _, m := range []struct {
		flag string
		set  bool
		cmd  string
	}{
		{"-compare", c.fields.Compare != "", "compare"}, {"-prizes", c.fields.Prizes != "", "prizes"},
		{"-whatif", c.legacy.whatIf, "whatif"}, {"-check-printed", c.legacy.printed, "check"}, {"-boards", c.legacy.boards, "boards"},
	} {
		if m.set {
			chosen = append(chosen, m.flag)
			c.cmd, _ = findCommand(m.cmd)
		}
	}
	switch len(chosen) {
	case 0:
		c.cmd, _ = findCommand("standings")
	case 1:
	default:
		return c.cmd, usage("cli.usage.either", strings.Join(chosen[:len(chosen)-1], ", "), chosen[len(chosen)-1])
	}
	return c.cmd, nil
}

// legacyOutput checks -o against the mode of the legacy form.
func legacyOutput(c *cmdLine) error {
	switch c.out {
	case "table", "csv", "json", "trf":
	default:
		return usage("cli.usage.output", c.out)
	}
	switch c.cmd.mode {
	case request.Standings:
		return nil
	case request.Compare:
		if c.out != "table" {
			return usage("cli.usage.compare-table")
		}
	case request.Prizes:
		if c.out != "table" {
			return usage("cli.usage.prizes-table")
		}
	default:
		if c.out != "table" && c.out != "json" {
			return usage("cli.usage.own-table", legacyName(c.cmd))
		}
	}
	return nil
}

// legacyName is the flag of a command in the legacy form.
func legacyName(cmd command) string {
	switch cmd.mode {
	case request.Standings:
		return "the standings"
	case request.Check:
		return "-check-printed"
	}
	return "-" + cmd.name
}

// legacyFieldFlags are the flags of the request's fields in the legacy
// form, where they differ from the field's name.
var legacyFieldFlags = map[string]string{request.FieldTieBreaks: "-tb"}

// commandFieldFlags are the flags of the request's fields in the
// commands, where they differ from the field's name.
var commandFieldFlags = map[string]string{request.FieldTieBreaks: "-tb", request.FieldCompare: "-with",
	request.FieldPrizes: "-amounts", request.FieldPrizeUnit: "-unit", request.FieldEqual: "-equal", request.FieldBoardsMin: "-min"}

// flagOf is the flag of a request's field on c's command line.
func flagOf(c *cmdLine, field string) string {
	names := commandFieldFlags
	if c.isLegacy {
		names = legacyFieldFlags
	}
	if f, ok := names[field]; ok {
		return f
	}
	return "-" + field
}
