package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/report"
	"github.com/spareggi/spareggi/internal/request"
)

// write writes the answer of a run in the command's output; err is the
// run's error, after the reading.
func (c *cmdLine) write(w, stderr io.Writer, name string, req request.Request, res request.Result, err error) error {
	var pe *request.PanicError
	if errors.As(err, &pe) {
		return err
	}
	switch c.cmd.mode {
	case request.WhatIf:
		if err != nil {
			return err
		}
		return writeWhatIf(w, res.WhatIf, res.Event, c.out, c.lang)
	case request.Check:
		return writeCheckPrinted(w, res.Printed, err, c.out, c.lang)
	}
	if err != nil && !(c.cmd.mode == request.Prizes && res.Standings != nil) {
		var ue *engine.UsageError
		if errors.As(err, &ue) {
			return err
		}
		var ce *engine.CodedError
		if errors.As(err, &ce) {
			// The engine's coded refusal (explain-too-large …) in -lang.
			return fmt.Errorf("%s: %w", name, localize(c.lang, err))
		}
		return fmt.Errorf("%s: %v", name, err)
	}
	switch c.cmd.mode {
	case request.Compare:
		return report.CompareTable(w, res.Comparison, c.lang)
	case request.Boards:
		return writeBoards(w, res.Boards, c.out, c.lang)
	case request.Prizes:
		return report.PrizeList(w, res.Standings, res.Awards, res.Diff, req.Unit, req.Equal, c.lang, err)
	}
	return c.writeStandings(w, stderr, res)
}

// writeStandings writes the standings: a table, CSV, JSON, TRF or an
// explanation.
func (c *cmdLine) writeStandings(w, stderr io.Writer, res request.Result) error {
	st := res.Standings
	if c.fields.Explain != "" && c.out != "json" {
		n, _ := strconv.Atoi(c.fields.Explain)
		return report.Explain(w, st, n, c.lang)
	}
	switch c.out {
	case "trf":
		return writeTRFOutput(w, stderr, st, c.lang)
	case "csv":
		return report.CSV(w, st)
	case "json":
		var ws []report.Warning
		for _, d := range res.Report.Diagnostics {
			if d.Severity == formats.SeverityWarning {
				ws = append(ws, report.Warning{Line: d.Line, Column: d.Col, Code: string(d.Code), Message: d.Message, Sheet: d.Sheet})
			}
		}
		return report.WriteJSON(w, st, report.JSONOptions{Format: res.Report.Format.String(), Warnings: ws, Details: c.fields.Explain != ""})
	}
	return report.Table(w, st, c.lang)
}

// listPresets writes the presets, one a line.
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
