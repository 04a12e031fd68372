#!/bin/sh
# Builds the static site into dist/:
#   ./build.sh          build dist/ for deployment (app.wasm, pages, service
#                       worker, assets, and the precompressed .gz/.br copies)
#   ./build.sh serve    build dist/ without the precompressed copies (they are
#                       for a deployment and take minutes), then serve it at
#                       once on http://127.0.0.1:8080 (PORT=... to change)
# Environment: DIST (default dist), GO (default go), PORT (default 8080),
# FAST=1 (skip the .gz/.br copies, as serve does).
set -eu
cd "$(dirname "$0")"
DIST=${DIST:-dist}
GO=${GO:-go}

case "$DIST" in
"" | / | . | ..) echo "build.sh: refusing DIST=$DIST" >&2; exit 2 ;;
esac
rm -rf "$DIST"
mkdir -p "$DIST/web"

# The build writes only into $DIST: the committed files that come from the
# code (index.html, the copies under web/examples, the README's tables of
# codes) are written by `go generate ./...`, and tests fail while one is
# stale, so a clean checkout stays clean after ./build.sh.

# 1. The WebAssembly module, built for size: GOEXPERIMENT=nogreenteagc links
#    Go's previous garbage collector, whose code is 17 KB smaller gzipped, and
#    -gcflags=all=-l turns inlining off. Measured on 5 December 2026 (the 2-core
#    machine, load 10-24; README, Benchmarks): without -l app.wasm is 14,288,693
#    bytes raw against 14,792,077, but 2,558,347 brotli against 2,329,041 (+229
#    KB: 0.18 s more at 10 Mbit/s on every first visit, and after every update
#    of the site) and 3,386,163 by pigz -11 against 3,094,369 (+292 KB, 0.23 s);
#    both over TestWasmSizeBudget's budgets. What -l costs in compute (CPU ms
#    per operation, user + sys, from two -benchtime Nx runs of different N; two
#    rounds each, inlined / -l): natively, the course example's first render
#    (app, BenchmarkCourseExample) 5.5, 4.8 / 8.0, 5.2; a 2,000 x 11 paste
#    (BenchmarkPaste/2000) 35, 34 / 33, 27; what-if on 100 players
#    (engine/whatif BenchmarkWhatIf) 153, 115 / 153, 170; the check of ten
#    printed columns on 2,000 players (engine/check
#    BenchmarkCheckPrinted2000x10) 857, 820 / 1513, 1183. In WebAssembly (Node's
#    V8, the same benchmarks built for js/wasm with nogreenteagc) what-if 615,
#    445 / 702, 770 and the check 3740, 4190 / 5515, 6450: WebAssembly is 4-5 times
#    slower than native here. So -l saves a visitor 0.18 s on the first visit,
#    costs the course example and the paste nothing to notice (under 10 ms),
#    what-if about 0.1-0.2 s, and the check of a printed export 1.5-2 s after
#    its click (with its progress bar). Decision: keep -l. The first visit is
#    everyone's and is the start-up targets' case; the check is run by few, from
#    a click; and without -l app.wasm does not fit the size budgets (2.35 MB
#    brotli, 3.10 MB gzip). A user who runs all four once would finish about 2 s
#    sooner without -l: inlining only the check's packages waits for room under
#    the budget.
GOEXPERIMENT=nogreenteagc GOOS=js GOARCH=wasm "$GO" build -trimpath -gcflags=all=-l -ldflags='-s -w' -o "$DIST/web/app.wasm" ./wasm

# 2. The static assets (no Go files).
(cd web && find . -type f ! -name '*.go' -print) | while read -r f; do
	mkdir -p "$DIST/web/$(dirname "$f")"
	cp "web/$f" "$DIST/web/$f"
done

# 3. The pages, app.js, wasm_exec.js, the service worker and the manifest,
#    pre-rendered by go-app's static website generation.
"$GO" run ./wasm -out "$DIST"

# 4. Precompressed copies for the server (.br by Go; .gz by gzip -9 when
#    installed, which packs 1 % tighter than Go's compress/gzip; app.wasm.gz
#    by pigz -11 when installed, a zopfli encoder whose standard gzip file
#    is 5 % smaller than gzip -9's, in about a minute). FAST=1 skips them,
#    for development.
if [ -n "${FAST:-}" ] || [ "${1:-}" = serve ]; then
	echo "app.wasm: $(wc -c < "$DIST/web/app.wasm") bytes raw (not precompressed: ./build.sh alone makes the deployment copies)"
	if [ "${1:-}" = serve ]; then
		echo "serving $DIST on http://127.0.0.1:${PORT:-8080}/?example=campionato-2009"
		exec "$GO" run ./cmd/serve -dir "$DIST" -addr "127.0.0.1:${PORT:-8080}"
	fi
	exit 0
fi
"$GO" run ./cmd/serve -dir "$DIST" -precompress
if command -v gzip >/dev/null 2>&1; then
	find "$DIST" -type f -name '*.gz' | while read -r f; do
		gzip -9 -n -c "${f%.gz}" > "$f.tmp" && mv "$f.tmp" "$f"
	done
fi
gz9=$(wc -c < "$DIST/web/app.wasm.gz")
if command -v pigz >/dev/null 2>&1; then
	pigz -11 -n -c "$DIST/web/app.wasm" > "$DIST/web/app.wasm.gz.tmp" &&
		mv "$DIST/web/app.wasm.gz.tmp" "$DIST/web/app.wasm.gz"
fi

raw=$(wc -c < "$DIST/web/app.wasm")
gz=$(wc -c < "$DIST/web/app.wasm.gz")
br=$(wc -c < "$DIST/web/app.wasm.br")
echo "app.wasm: $raw bytes raw, $gz gzip (served; $gz9 by gzip -9), $br brotli"

