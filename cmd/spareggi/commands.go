package main

import (
	"flag"
	"fmt"
	"io"
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
	summary string
	groups  []group
	outputs []string // the values of -o; one value: no -o flag
}

// group registers a group of flags into fs, filling c.
type group func(fs *flag.FlagSet, c *cmdLine)

// commands are the subcommands, the standings first (spareggi FILE).
var commands = []command{
	{"standings", request.Standings, "the standings with their tie-breaks (the default: spareggi FILE)",
		[]group{rulesFlags, listFlags, lotsFlags, explainFlag}, []string{"table", "csv", "json", "trf"}},
	{"compare", request.Compare, "standings side by side under several editions, presets or lists, rank changes marked",
		[]group{rulesFlags, listFlags, lotsFlags, compareFlags}, []string{"table"}},
	{"prizes", request.Prizes, "the standings, then the prizes shared among participants tied on points (Hort or equal)",
		[]group{rulesFlags, listFlags, lotsFlags, prizeFlags}, []string{"table"}},
	{"whatif", request.WhatIf, "every participant's best and worst rank over the results of the last round's pending games",
		[]group{editionFlags, listFlags, lotsFlags}, []string{"table", "json"}},
	{"check", request.Check, "which rules and tie-break reproduce each tie-break column the input prints; exit 1 when one is not reproduced",
		[]group{rulesFlags, lotsFlags}, []string{"table", "json"}},
	{"boards", request.Boards, "board prizes of a team event: each board's players by performance rating, percentage, games",
		[]group{rulesFlags, boardsFlags}, []string{"table", "json"}},
	{"convert", request.Convert, "the event as TRF26 with the applied tie-break list and ranks",
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
}

// inputFlags are the flags of every command: how the input is read and
// the language of the messages.
func inputFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.format, "format", "auto", "input format: "+strings.Join(formats.Formats(), ", "))
	fs.Var(&c.answers, "answer", "answer a question of the reader, ID=OPTION (repeatable), e.g. Q-BYE/r3=fpb or Q-BYE/*=pab")
	fs.StringVar(&c.lang, "lang", "en", "language of the messages and reports: "+strings.Join(i18n.Languages, ", "))
}

// editionFlags are the rules without the round: the edition, the system,
// the rating of unrated players.
func editionFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Rules, "rules", "", "rule edition: "+request.EditionList()+" (default: by the start date)")
	fs.StringVar(&c.fields.System, "system", "", "override the detection: rr or swiss")
	fs.StringVar(&c.fields.Unrated, "unrated", "", "rating used for unrated participants in rating tie-breaks")
}

// rulesFlags are editionFlags and the round.
func rulesFlags(fs *flag.FlagSet, c *cmdLine) {
	editionFlags(fs, c)
	fs.StringVar(&c.fields.Round, "round", "", "standings after round N (default: the last complete round)")
}

// listFlags choose the tie-break list.
func listFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.tb, "tb", "", "tie-break descriptors separated by commas, e.g. BH/C1,BH,DE (PTS is implied first)")
	fs.StringVar(&c.fields.Preset, "preset", "", "a preset list (see spareggi presets)")
}

// lotsFlags record the drawing of lots.
func lotsFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Lots, "lots", "", "the drawing of lots, for LOT: start numbers best first, groups separated by ';' (e.g. 7,3;12,5)")
}

// explainFlag asks for the derivation of the values.
func explainFlag(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Explain, "explain", "", "print the derivation of every value of participant START (with -o json: START or all)")
}

// compareFlags are the columns of compare.
func compareFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Compare, "with", "", "the columns: editions (fide2026,fide2024,...), preset ids (or preset:ID) or tie-break lists (BH/C1+BH), separated by commas")
}

// prizeFlags are the prizes and how they are shared.
func prizeFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.Prizes, "amounts", "", "prizes for places 1, 2, ... (e.g. 100,80,60,40), shared among participants tied on points by the Hort system")
	fs.StringVar(&c.fields.PrizeUnit, "unit", "", "rounding unit of the prize amounts (e.g. 0.01 or 1; default 0.01)")
	fs.BoolVar(&c.fields.PrizeEqual, "equal", false, "share the prizes of tied places equally instead of by the Hort system")
}

// boardsFlags are the minimum of games of board prizes.
func boardsFlags(fs *flag.FlagSet, c *cmdLine) {
	fs.StringVar(&c.fields.BoardsMin, "min", "", "the fewest games over the board that rank a player (default 1)")
}

// commandFlags returns the flag set of cmd, filling c.
func commandFlags(cmd command, c *cmdLine, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("spareggi "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	inputFlags(fs, c)
	for _, g := range cmd.groups {
		g(fs, c)
	}
	c.out = cmd.outputs[0]
	if len(cmd.outputs) > 1 {
		fs.StringVar(&c.out, "o", cmd.outputs[0], "output: "+strings.Join(cmd.outputs, ", "))
	}
	fs.Usage = func() { commandUsage(stderr, cmd, fs) }
	return fs
}

// commandUsage writes the help of cmd: what it does and its flags.
func commandUsage(w io.Writer, cmd command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: spareggi %s [flags] FILE|-\n\n%s.\n\nflags:\n", cmd.name, cmd.summary)
	fs.PrintDefaults()
}

// commandsUsage lists the commands.
func commandsUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: spareggi [COMMAND] [flags] FILE|-   (without a command: the standings)")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "season", "several events ranked together, a circuit or a Grand Prix (spareggi season [flags] FILE...)")
	fmt.Fprintf(w, "  %-10s %s\n", "presets", "list the presets")
	fmt.Fprintf(w, "  %-10s %s\n", "help", "help CMD: the flags of a command")
}
