package main

import (
	"flag"
	"slices"
	"strings"

	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/request"
)

// command is a subcommand: its mode, the flag groups it takes and the
// outputs it can write. A flag a command does not take is not defined
// for it, so that an invalid combination cannot be written.
type command struct {
	name    string
	mode    request.Mode
	summary string // its catalogue key (cli.cmd.NAME)
	groups  []group
	outputs []string // the values of -o; one value: no -o flag
}

// group registers a group of flags into fs, filling c.
type group func(fs *flag.FlagSet, c *cmdLine)

// commands are the subcommands, the standings first (spareggi FILE).
var commands = []command{
	{"standings", request.Standings, "cli.cmd.standings",
		[]group{rulesFlags, listFlags, lotsFlags, explainFlag}, []string{"table", "csv", "json", "trf"}},
	{"compare", request.Compare, "cli.cmd.compare",
		[]group{rulesFlags, listFlags, lotsFlags, compareFlags}, []string{"table"}},
	{"prizes", request.Prizes, "cli.cmd.prizes",
		[]group{rulesFlags, listFlags, lotsFlags, prizeFlags}, []string{"table"}},
	{"whatif", request.WhatIf, "cli.cmd.whatif",
		[]group{editionFlags, listFlags, lotsFlags}, []string{"table", "json"}},
	{"check", request.Check, "cli.cmd.check",
		[]group{rulesFlags, lotsFlags}, []string{"table", "json"}},
	{"boards", request.Boards, "cli.cmd.boards",
		[]group{rulesFlags, boardsFlags}, []string{"table", "json"}},
	{"convert", request.Convert, "cli.cmd.convert",
		[]group{rulesFlags, listFlags, lotsFlags}, []string{"trf"}},
}

// findCommand returns the command named name.
func findCommand(name string) (command, bool) {
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == name })
	if i < 0 {
		return command{}, false
	}
	return commands[i], true
}

// cmdLine is a command line read: the request's fields, the output, the
// language, the input's name.
type cmdLine struct {
	fields   request.Fields
	tb       string // -tb: the list is given when not empty
	out      string // -o
	lang     string // -lang
	format   string // -format
	answers  answerList
	presets  bool       // -presets (the legacy form)
	legacy   legacyMode // the mode flags of the legacy form
	file     string
	cmd      command
	isLegacy bool // the legacy form: spareggi [flags] FILE
	// helpLang is the language of the flags' help, -lang as the command
	// line gives it (langArg): the flags are described before they are
	// read.
	helpLang string
}

// t words the catalogue key in the language of the help.
func (c *cmdLine) t(key string, args ...any) string {
	return i18n.T(helpLang(c.helpLang), key, args...)
}

// inputFlags are the flags of every command: how the input is read and
// the language of the messages.
func inputFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.format, "format", "auto", c.t("cli.flag.format", strings.Join(formats.Formats(), ", ")))
	fs.Var(&c.answers, "answer", c.t("cli.flag.answer"))
	fs.StringVar(&c.lang, "lang", "en", c.t("cli.flag.lang", strings.Join(i18n.Languages, ", ")))
}

// editionFlags are the rules without the round: the edition, the system,
// the rating of unrated players.
func editionFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Rules, "rules", "", c.t("cli.flag.rules", request.EditionList()))
	fs.StringVar(&c.fields.System, "system", "", c.t("cli.flag.system"))
	fs.StringVar(&c.fields.Unrated, "unrated", "", c.t("cli.flag.unrated"))
}

// rulesFlags are editionFlags and the round.
func rulesFlags(fs *flag.FlagSet, c *cmdLine) {
	editionFlags(fs, c)
	fs.StringVar(&c.fields.Round, "round", "", c.t("cli.flag.round"))
}

// listFlags choose the tie-break list.
func listFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.tb, "tb", "", c.t("cli.flag.tb"))
	fs.StringVar(&c.fields.Preset, "preset", "", c.t("cli.flag.preset"))
}

// lotsFlags record the drawing of lots.
func lotsFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Lots, "lots", "", c.t("cli.flag.lots"))
}

// explainFlag asks for the derivation of the values.
func explainFlag(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Explain, "explain", "", c.t("cli.flag.explain"))
}

// compareFlags are the columns of compare.
func compareFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Compare, "with", "", c.t("cli.flag.with"))
}

// prizeFlags are the prizes and how they are shared.
func prizeFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Prizes, "amounts", "", c.t("cli.flag.amounts"))
	fs.StringVar(&c.fields.PrizeUnit, "unit", "", c.t("cli.flag.unit"))
	fs.BoolVar(&c.fields.PrizeEqual, "equal", false, c.t("cli.flag.equal"))
}

// boardsFlags are the minimum of games of board prizes.
func boardsFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.BoardsMin, "min", "", c.t("cli.flag.min"))
}

// commandFlags returns the flag set of cmd, filling c.
func commandFlags(cmd command, c *cmdLine) *flag.FlagSet {
	fs := newFlagSet("spareggi " + cmd.name)
	inputFlags(fs, c)
	for _, g := range cmd.groups {
		g(fs, c)
	}
	c.out = cmd.outputs[0]
	if len(cmd.outputs) > 1 {
		fs.StringVar(&c.out, "o", cmd.outputs[0], c.t("cli.flag.o", strings.Join(cmd.outputs, ", ")))
	}
	return fs
}
