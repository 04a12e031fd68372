package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/internal/i18n"
)

// The command's language (-lang it|en|es): the readers' errors, warnings
// and questions, the engine's errors and warnings and the sentences of the
// reports are worded from the catalogues the page uses (internal/i18n and,
// for the engine's messages, internal/msg), with the codes' arguments. In
// English an error is its own Error, which for the engine's errors is the
// English of the same catalogue. Flags, codes, column headings and JSON
// stay as they are: they are data, not sentences.

// checkLang validates -lang.
func checkLang(lang string) error {
	if !i18n.Has(lang) {
		return usage("cli.usage.lang", lang, strings.Join(i18n.Languages, ", "))
	}
	return nil
}

// localized is an error worded in the command's language; it unwraps to
// the error it words, so that the exit status follows the original.
type localized struct {
	err  error
	text string
}

func (e localized) Error() string { return e.text }
func (e localized) Unwrap() error { return e.err }

// worded is an error of the command itself, worded in a language by
// text: usageError, refused, openError.
type worded interface {
	error
	text(lang string) string
}

// refused is a flag's value the engine refuses (a tie-break it does not
// know): "spareggi: -tb: …", exit status 1.
type refused struct {
	flag string
	err  error
}

func (e refused) Error() string { return e.text("en") }
func (e refused) Unwrap() error { return e.err }
func (e refused) text(lang string) string {
	return "spareggi: " + e.flag + ": " + causeText(lang, e.err)
}

// openError is an input file the command cannot open or read.
type openError struct {
	name string
	err  error
}

func (e openError) Error() string { return e.text("en") }
func (e openError) Unwrap() error { return e.err }
func (e openError) text(lang string) string {
	var t string
	switch {
	case errors.Is(e.err, fs.ErrNotExist):
		t = i18n.T(lang, "cli.open.missing", e.name)
	case errors.Is(e.err, fs.ErrPermission):
		t = i18n.T(lang, "cli.open.denied", e.name)
	default:
		t = i18n.T(lang, "cli.open.other", e.name, e.err.Error())
	}
	return "spareggi: " + t
}

// localize words err in lang: a reader's errors (each positioned) and
// questions, an engine's coded error. In English, or for an error without
// a code, err itself.
func localize(lang string, err error) error {
	var done localized
	if err == nil || lang == "en" || errors.As(err, &done) {
		return err // worded already
	}
	if w, ok := err.(worded); ok {
		return localized{err, w.text(lang)}
	}
	var fe *formats.Error
	if errors.As(err, &fe) {
		return localized{err, readerErrors(lang, fe)}
	}
	var qe *formats.QuestionError
	if errors.As(err, &qe) {
		return localized{err, questionsText(lang, qe)}
	}
	var ce *engine.CodedError
	if errors.As(err, &ce) {
		return localized{err, i18n.ErrorText(lang, ce)}
	}
	return err
}

// readerErrors words a reader's errors as the English Error does: the
// first, positioned FILE:LINE:COL, then how many more there are.
func readerErrors(lang string, fe *formats.Error) string {
	errs := fe.Errors()
	if len(errs) == 0 {
		return fe.Error()
	}
	s := diagLine(lang, fe.File, errs[0])
	if n := len(errs) - 1; n == 1 { // one more, in the singular
		s += i18n.T(lang, "cli.more-errors.one")
	} else if n > 0 {
		s += i18n.T(lang, "cli.more-errors", n)
	}
	return s
}

// diagLine words one diagnostic as FILE:LINE:COL: text.
func diagLine(lang, file string, d formats.Diagnostic) string {
	text, _ := i18n.DiagText(lang, d)
	pos := ""
	switch {
	case d.Sheet > 0 && d.Line > 0: // a cell of a workbook
		pos = cellLabel(lang, d.Sheet, d.Line, d.Col) + ": "
	case d.Line > 0 && d.Col > 0:
		pos = fmt.Sprintf("%d:%d: ", d.Line, d.Col)
	case d.Line > 0:
		pos = fmt.Sprintf("%d:1: ", d.Line)
	}
	if file != "" {
		file += ":"
		if pos == "" || d.Sheet > 0 { // no FILE:LINE:COL to join to
			file += " "
		}
	}
	return file + pos + text
}

// cellLabel words the position of a cell of a workbook: "sheet 1, row 7,
// column H" in lang.
func cellLabel(lang string, sheet, row, col int) string {
	if col > 0 {
		return i18n.T(lang, "diag.cell", sheet, row, formats.ColumnName(col))
	}
	return i18n.T(lang, "diag.cellrow", sheet, row)
}

// questionsText words the questions that stop the reading, each with its
// answers in the form -answer takes, and how to give them.
func questionsText(lang string, qe *formats.QuestionError) string {
	var b strings.Builder
	if qe.File != "" {
		b.WriteString(qe.File + ": ")
	}
	b.WriteString(i18n.T(lang, "cli.questions"))
	for _, q := range qe.Questions {
		b.WriteString("\n  " + q.ID)
		switch {
		case q.Sheet > 0 && q.Line > 0:
			b.WriteString(" (" + cellLabel(lang, q.Sheet, q.Line, q.Col) + ")")
		case q.Line > 0:
			b.WriteString(" " + i18n.T(lang, "cli.question-line", q.Line))
		}
		b.WriteString(": " + i18n.QuestionText(lang, q))
		var ids []string
		for _, o := range q.Options {
			ids = append(ids, o.ID+" ("+i18n.OptionLabel(lang, o)+")")
		}
		fmt.Fprintf(&b, "\n    -answer %s=%s", q.ID, strings.Join(ids, " | "))
	}
	b.WriteString("\n" + i18n.T(lang, "cli.rerun"))
	return b.String()
}

// writeWarnings writes the reader's warnings to w, one per line, worded
// in lang and positioned FILE:LINE:COL.
func writeWarnings(w io.Writer, lang, file string, diags []formats.Diagnostic) {
	for _, d := range diags {
		if d.Severity == formats.SeverityWarning {
			fmt.Fprintf(w, "%s %s\n", i18n.T(lang, "cli.warning"), diagLine(lang, file, d))
		}
	}
}
