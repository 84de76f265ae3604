#!/usr/bin/env bash
# Installs everything Hexadraft needs to build, run and test on Debian 12 (run as root, or with
# sudo available). Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# Build: the webview and GTK headers. Run and test without a display: Xvfb. Real-window tests:
# WebKitWebDriver. PDF checks: pdftoppm (poppler-utils). Players' phones: chromium. The
# diagnostics zip's real-window check reads it with unzip.
# mold: the test run's Linux linker (scripts/test.sh).
packages=(libwebkit2gtk-4.1-dev build-essential pkg-config curl xvfb xauth webkit2gtk-driver poppler-utils chromium unzip mold)
command -v node >/dev/null 2>&1 || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: Rust is missing; install it with rustup (https://rustup.rs) and run this again" >&2
  exit 1
fi

# tauri-driver bridges WebDriver to the app window. Built without optimisation (`--debug`): it
# only passes a test's requests on, and an optimised build is most of a fresh machine's setup
# (docs/performance.md, "The tools CI installs").
if ! command -v tauri-driver >/dev/null 2>&1; then
  cargo install tauri-driver --version "^2" --locked --debug
fi

npm --prefix ui ci --no-audit --no-fund
# The e2e client's optional browser-driver downloads are not needed: tauri-driver is the driver.
npm --prefix tests/e2e ci --no-audit --no-fund --ignore-scripts
# playwright-core drives Debian's chromium: no browser download.
npm --prefix tests/phones ci --no-audit --no-fund --ignore-scripts
