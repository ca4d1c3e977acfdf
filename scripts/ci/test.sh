#!/usr/bin/env bash
# The CI steps, written once: `.ci/run` (a fresh Debian machine) and .github/workflows/ci.yml
# (GitHub's runners) both call this. It installs what the machine lacks, installs the packages
# exactly as the lock says (`npm ci`: a lock it refuses fails the run, there is no fallback), then
# runs the README's `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq "$@" >/dev/null
}

source scripts/ci/use-node.sh

if [ -z "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests"
  apt_install chromium
fi

# The HTML check (scripts/check-html.mjs, the Nu Html Checker) runs on Java.
if ! command -v java >/dev/null 2>&1; then
  echo "Installing Java for the HTML check"
  apt_install default-jre-headless
fi

npm ci --no-audit --no-fund
npm test
