#!/usr/bin/env bash
# Runs every test: unit, component, fixture, fuzz-seed and end-to-end tests
# in headless Chromium. Installs Debian's chromium first when it is missing
# (the end-to-end tests fail without a browser; they never skip).
set -euo pipefail
cd "$(dirname "$0")"
if { [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; } || ! command -v pigz >/dev/null 2>&1; then
	echo "test.sh: installing Debian's chromium (end-to-end tests) and pigz (the site's app.wasm.gz)" >&2
	if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium pigz >/dev/null
fi
exec go test -timeout 25m "$@" ./...
