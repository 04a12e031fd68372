//go:build e2e

package e2e

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The size budget of app.wasm as the browser downloads it: brotli, what
// browsers ask for first, and gzip, for the servers that have no brotli
// copy (README, "Serving the site"). The budget is the developers' brief's
// (issue 32): brotli at most 2.35 MB, gzip at most 3.10 MB, a ratchet —
// lower it when a change makes app.wasm smaller; raise it only with a
// reason in the commit that does. go-app's own floor (its hello world,
// built as build.sh builds ours) is 1.36 MB brotli and 1.85 MB by gzip -9.
// internal/wasmsize tells what weighs (README). Measured on 5 December
// 2026 (stop 37), with the exercise work re-landed, after the readers'
// tables, regular expressions and messages became data and the page's
// elements were drawn by small helpers: 2,308,805 bytes brotli, 3,062,923
// by pigz -11, 3,218,904 by gzip -9, 14,604,654 raw. The ratchet was
// lowered to that size with a margin for the compressors' jitter (about
// 1 KB for a few lines moved); the brief's ceilings, 2.35 MB brotli and
// 3.10 MB gzip, stay the limit of any raise. Raised once since, for brotli
// only (stop 38): reading a large paste or drop from its event and showing
// it bounded (app/pastebig.go, issue 32 item 3) added about 8 KB brotli,
// of which the sorts and lookups made static (h-size4) and the one
// catalogue per language gave back about 6 KB by gzip -9 but little by
// brotli: 2,317,551 bytes brotli, 3,066,591 by pigz -11, 3,223,294 by
// gzip -9. Raised again in stop 39 for the season standings (issue 34,
// engine/season and the Season tab), which add about 73 KB by gzip -9
// and 47 KB by brotli after their own slimming (h-ssize); the room was
// made first by drawing every element of the page with app.Elem (two
// go-app element types instead of 39; h-asize: -68 KB gzip -9, -43 KB
// brotli): 2,320,341 bytes brotli, 3,075,255 by pigz -11, 3,228,788 by
// gzip -9, 14,274,022 raw. Brotli moves by up to ±5 KB when functions
// are merely reordered (measured this stop), hence its wider margin.
// Raised in stop 40 for the German catalogue (issue 32 item 5, about 25 KB
// by pigz -11 and 13 KB by brotli), the one job runner and the page's one
// pipeline (h-jobs, h-pipe: about 5 KB) and the readers split by family
// (h-rsplit: +5.5 KB by pigz -11 from the longer package paths of their
// functions' names, -8.6 KB brotli); the room was made first by the page's
// catalogues packed into one string per language (-24 KB pigz -11) and
// the command line's own texts left out of the page (-2 KB): 2,336,108
// bytes brotli, 3,088,799 by pigz -11, 3,244,261 by gzip -9, 14,377,612
// raw. French, finished on branch h-fr, would add 25 KB by pigz -11: over
// the brief's 3.10 MB. Raised in stop 41 for the rest of issue 32's one
// pipeline (the what-if's and the check's runs in the page's view-model,
// the exports' status kept as keys and made behind the panic boundary:
// +2.7 KB by pigz -11), the detectors moved into their families (+1.1 KB),
// the check computing on one prepared event (engine.Prepare) and the
// standings' rows written as HTML for the first render (+2 KB): 2,340,794
// bytes brotli (the brotli command), 3,096,745 by pigz -11, 3,253,018 by
// gzip -9, 14,425,875 raw; brotli's margin is wider, for its jitter.
// Lowered in stop 42: the explanations, the prize, season, compare and
// check tables written as HTML (h-sizeA, -10.8 KB by pigz -11), the
// engine's explanations built by shared helpers (h-sizeB, -5 KB), less
// the pairing rows with the result between the sides (h-between, +7.9
// KB): 2,337,261 bytes brotli (the brotli command), 3,088,756 by pigz
// -11, 3,245,549 by gzip -9, 14,380,647 raw. French (branch s-42fr) would
// add 25 KB by pigz -11 and about 20 KB by brotli: still over the brief's
// ceilings. Raised on branch h-vegarounds for Vega's pairing pages pasted
// one after the other (decision 89: each repeated header the next round,
// the printed points checked against the earlier pages, a worded error in
// four catalogues, pending and bye rows): +2,821 bytes by pigz -11 -n over
// main 0bb8576 (3,088,240 → 3,091,061), +2,558 by gzip -9 (3,244,676 →
// 3,247,234), +2,110 brotli (2,338,320 → 2,340,430), 14,388,764 raw; the
// served and gzip -9 budgets keep about 1 KB of margin. Lowered in stop
// 43, with that change merged: the page's parts without a control written
// whole as HTML, attributes set in one call, one handler per form and
// fewer closures (h-sizeC, -9.9 KB by pigz -11, -8.7 KB brotli), one
// score grammar and one writer of half points (h-sizeE, -1 KB):
// 2,324,216 bytes brotli (build.sh's), 3,082,584 by pigz -11, 3,239,379
// by gzip -9, 14,326,556 raw; with the printed points checked under round
// headings too (decision 89, +0.8 KB): 2,325,008 brotli, 3,083,381 by
// pigz -11, 3,238,516 by gzip -9, 14,329,392 raw. Two small reviews after
// (the printed points added up under engine.Scoring, a copy of
// scan.AllDigits gone) moved pigz -11 by -83 bytes and brotli by +5,966
// (2,330,974): link order alone, as measured above, so brotli's budget
// keeps 7 KB of margin over that. French (branch s-fr-int) adds about 25 KB by
// pigz -11 and 28 KB by brotli: 3,108,049 and 2,357,750 by the brotli
// command, still over the brief's ceilings. Raised in stop 44 for Papi's
// own HTML export of its grille (h-realfiles), the season kept when an
// example opens and one event worded in the singular: 2,330,143 bytes by
// the brotli command, 3,084,506 by pigz -11 (+1.2 KB over 696acdd),
// 3,240,161 by gzip -9, 14,335,726 raw; the served and gzip -9 budgets
// keep about 1.5 KB of margin again. Raised on branch h-plural for a count
// of one worded in the singular in every language (19 keys *.one of the
// page and the command line, 6 declared variants of the readers, chosen
// by explicit code): 3,087,183 by pigz -11 (+2,676 over main 73b14a6's
// 3,084,507), 3,244,275 by gzip -9, 2,329,122 by the brotli command,
// 14,356,267 raw; the served and gzip -9 budgets keep about 1.5 KB of
// margin. With the print's reproduced columns as the list (decision 90,
// its notice in four catalogues) and Papi's Perf. read: 3,089,084 by pigz
// -11, 3,244,558 by gzip -9, 2,325,429 by the brotli command, 14,361,776
// raw (+5.8 KB by pigz -11 over stop 43's 3,083,298 in all). French
// landed in stop 45 within these budgets, unchanged: the sentences no page
// shows were removed first (121 reader codes' of 160, in every catalogue;
// the grouped warnings' headers outside English) and package app's
// elements given as children became app.UI once (h-sizeF): 2,330,403
// bytes brotli (build.sh's, the brotli command's alike), 3,084,731 by pigz
// -11, 3,241,106 by gzip -9, 14,331,140 raw, with five catalogues where
// stop 44 had four.
const (
	// wasmBudgetBrotli bounds dist/web/app.wasm.br, which ./build.sh
	// makes with Go's brotli encoder.
	wasmBudgetBrotli = 2_338_000
	// wasmBudgetServed bounds dist/web/app.wasm.gz, which ./build.sh makes
	// with pigz -11 (zopfli) when pigz is installed, gzip -9 otherwise.
	wasmBudgetServed = 3_090_500
	// wasmBudgetGzip9 bounds app.wasm compressed by gzip -9, for a site built
	// without the precompressed copies (FAST=1, ./build.sh serve): the
	// served budget in the ratio gzip -9 packs app.wasm to pigz -11
	// (3,218,904 against 3,062,923 bytes on 5 December 2026, stop 37).
	wasmBudgetGzip9 = 3_246_000
)

// TestWasmSizeBudget fails when app.wasm, compressed as it is served, is
// larger than its budget: the site's app.wasm.gz when the build made one,
// else app.wasm by gzip -9 (Go's gzip at level 9 when the gzip command is
// missing, about 1 % larger: the check is then slightly stricter).
func TestWasmSizeBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	dist := buildSite(t)
	wasm := filepath.Join(dist, "web", "app.wasm")
	if st, err := os.Stat(wasm + ".gz"); err == nil {
		t.Logf("app.wasm.gz (served): %d bytes, budget %d", st.Size(), wasmBudgetServed)
		if st.Size() > wasmBudgetServed {
			t.Errorf("app.wasm.gz is %d bytes, above its budget of %d: find what grew with internal/wasmsize (README, Benchmarks)", st.Size(), wasmBudgetServed)
		}
		br, err := os.Stat(wasm + ".br")
		if err != nil {
			t.Fatalf("the build made app.wasm.gz but no app.wasm.br: %v", err)
		}
		t.Logf("app.wasm.br (served): %d bytes, budget %d", br.Size(), wasmBudgetBrotli)
		if br.Size() > wasmBudgetBrotli {
			t.Errorf("app.wasm.br is %d bytes, above its budget of %d: find what grew with internal/wasmsize (README, Benchmarks)", br.Size(), wasmBudgetBrotli)
		}
		return
	}
	n := gzip9Size(t, wasm)
	t.Logf("app.wasm by gzip -9: %d bytes, budget %d (no app.wasm.gz: a FAST=1 build)", n, wasmBudgetGzip9)
	if n > wasmBudgetGzip9 {
		t.Errorf("app.wasm by gzip -9 is %d bytes, above its budget of %d: find what grew with internal/wasmsize (README, Benchmarks)", n, wasmBudgetGzip9)
	}
}

// gzip9Size returns the size of file compressed by gzip -9 -n, or by Go's
// compress/gzip at its best compression when the command is missing.
func gzip9Size(t *testing.T, file string) int64 {
	t.Helper()
	if _, err := exec.LookPath("gzip"); err == nil {
		out, err := exec.Command("gzip", "-9", "-n", "-c", file).Output()
		if err != nil {
			t.Fatalf("gzip -9 %s: %v", file, err)
		}
		return int64(len(out))
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return int64(buf.Len())
}
