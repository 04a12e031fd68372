package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/spareggi/spareggi/internal/i18n"
)

// The help and the flag errors are worded in the language of -lang, like
// every other message of the command. Go's flag package would print its
// own English errors and help: the flag sets write nothing (newFlagSet),
// their errors are worded by causeText and the help by the functions
// below.

// newFlagSet returns a flag set that writes nothing and returns its
// errors.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// langArg is the value of the last -lang the arguments give ("" for
// none), read before the flags are defined, whose help it words.
func langArg(args []string) string {
	lang := ""
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		switch {
		case hasValue:
			lang = value
		case i+1 < len(args):
			lang = args[i+1]
		}
	}
	return lang
}

// helpLang is lang when it has a catalogue, else English: the help of a
// command line whose -lang is refused is English.
func helpLang(lang string) string {
	if i18n.Has(lang) {
		return lang
	}
	return "en"
}

// commandUsage writes the help of cmd: what it does and its flags.
func commandUsage(w io.Writer, lang string, cmd command, fs *flag.FlagSet) {
	lang = helpLang(lang)
	fmt.Fprintf(w, "%s\n\n%s.\n\n%s\n", i18n.T(lang, "cli.help.command", cmd.name), i18n.T(lang, cmd.summary), i18n.T(lang, "cli.help.flags"))
	printFlags(w, lang, fs)
}

// commandsUsage lists the commands.
func commandsUsage(w io.Writer, lang string) {
	lang = helpLang(lang)
	fmt.Fprintln(w, i18n.T(lang, "cli.help.commands"))
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, i18n.T(lang, c.summary))
	}
	fmt.Fprintf(w, "  %-10s %s\n", "season", i18n.T(lang, "cli.cmd.season"))
	fmt.Fprintf(w, "  %-10s %s\n", "presets", i18n.T(lang, "cli.cmd.presets"))
	fmt.Fprintf(w, "  %-10s %s\n", "help", i18n.T(lang, "cli.cmd.help"))
}

// printFlags writes the flags of fs as the flag package's PrintDefaults
// does, with the word for a default value in lang.
func printFlags(w io.Writer, lang string, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		line := "  -" + f.Name
		if name != "" {
			line += " " + name
		}
		if len(line) <= 4 { // a one-letter flag without a value: its help on the same line
			line += "\t"
		} else {
			line += "\n    \t"
		}
		line += strings.ReplaceAll(usage, "\n", "\n    \t")
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			line += " " + i18n.T(lang, "cli.help.default", f.DefValue)
		}
		fmt.Fprintln(w, line)
	})
}
