#!/usr/bin/env bash
# Sets up and runs every check and test of the project, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n==> %s\n' "$*"; }

step "setup"
bash scripts/setup.sh

# The shell embeds ui/dist at compile time, so the UI is built (and type-checked) first.
step "UI type check and build"
npm --prefix ui run build

step "formatting"
cargo fmt --all -- --check

step "clippy"
cargo clippy --workspace --all-targets -- -D warnings

step "Rust tests (includes the check that ui/src/bindings.ts is current)"
cargo test --workspace

step "fuzz: every target briefly, so a regression is caught (docs/reliability.md; installs cargo-fuzz if missing)"
bash scripts/fuzz.sh short 8

step "Rust docs"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "UI unit tests"
npm --prefix ui test

step "players' phones: two browser contexts in Debian's chromium play a draft through the local-network session"
cargo build -p hexadraft-venue --example table_for_phones
timeout --kill-after=10 300 npm --prefix tests/phones test

step "end-to-end tests in the real app window (tauri-driver, WebKitWebDriver, Xvfb)"
cargo build -p hexadraft
# Bounded, so a stuck window can never hold CI until its own limit.
timeout --kill-after=30 1500 xvfb-run -a -s "-screen 0 1280x800x24" npm --prefix tests/e2e test
