#!/usr/bin/env bash
# Runs every test: unit, component, fixture, fuzz-seed and end-to-end tests
# in headless Chromium. Installs Debian's chromium first when it is missing
# (the end-to-end tests fail without a browser; they never skip), pdftotext
# (poppler-utils: the printed pages are read back), and
# axe-core, the accessibility checker of e2e/a11yaxe_test.go, from the npm
# registry into the git-ignored e2e/.axe (its version: e2e/axe-core.version;
# npm itself from Debian when it is missing).
set -euo pipefail
cd "$(dirname "$0")"
axe_version=$(cat e2e/axe-core.version)
axe_ok() { grep -qs "\"version\": \"$axe_version\"" e2e/.axe/node_modules/axe-core/package.json; }
apt=
if { [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; } || ! command -v pigz >/dev/null 2>&1; then
	echo "test.sh: installing Debian's chromium (end-to-end tests) and pigz (the site's app.wasm.gz)" >&2
	apt="chromium pigz"
fi
if ! command -v pdftotext >/dev/null 2>&1; then
	echo "test.sh: installing Debian's poppler-utils (pdftotext reads back the pages the end-to-end tests print)" >&2
	apt="$apt poppler-utils"
fi
if ! axe_ok && ! command -v npm >/dev/null 2>&1; then
	echo "test.sh: installing Debian's npm (to install axe-core for the accessibility tests)" >&2
	apt="$apt npm"
fi
if [ -n "$apt" ]; then
	if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
	$SUDO apt-get update -qq
	# shellcheck disable=SC2086 # the package names are words
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $apt >/dev/null
fi
if ! axe_ok; then
	echo "test.sh: installing axe-core $axe_version from the npm registry into e2e/.axe" >&2
	npm install --no-save --no-audit --no-fund --prefix e2e/.axe "axe-core@$axe_version" >/dev/null
	axe_ok || { echo "test.sh: axe-core $axe_version is not in e2e/.axe after npm install" >&2; exit 1; }
fi
exec go test -tags e2e -timeout 50m "$@" ./...
