#!/usr/bin/env bash
# Sets up and runs every check and test of the project, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how far into the run it starts, so a log shows where the time went.
step() { printf '\n==> [%d s] %s\n' "$SECONDS" "$*"; }

# A run builds everything once, so incremental compilation's caches only cost disk (3.6 GB of a
# fresh run's target/ before this was set; docs/performance.md, "Disk").
export CARGO_INCREMENTAL=0
disk() { df -h --output=avail,target . | tail -1 | awk '{print "disk: " $1 " free on " $2}'; }

step "setup"
disk
bash scripts/setup.sh

# The shell embeds ui/dist at compile time, so the UI is built (and type-checked) first.
step "UI type check and build"
npm --prefix ui run build

# The Windows build (docs/windows.md) compiles with its own toolchain into target-windows/ and
# runs nothing: started now, in its own process group at the lowest priority, it takes the CPU
# the Linux steps leave idle (the fuzzers use one core, test binaries wait on syncs), and is waited
# for before the window tests, so it adds less to the whole run (docs/performance.md, "The whole CI run"). Its checks run
# under wine at the end. It needs ui/dist, built just above, and never builds the UI itself.
step "Windows: build started in the background (its log: artifacts/test-windows-build.log)"
mkdir -p artifacts
HEXADRAFT_SKIP_UI_BUILD=1 setsid nice -n 19 bash scripts/test-windows.sh build \
  >artifacts/test-windows-build.log 2>&1 &
windows_build=$!
# A failing Linux step ends the run: the background build goes with it.
trap 'kill -- -"$windows_build" 2>/dev/null || true' EXIT

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

# The window tests run on a quiet machine: the background Windows build is waited for first (a
# phones window spec once timed out beside it). Running the screens spec beside that build instead
# saved nothing: the machine's two cores are busy throughout it, so the build took as much longer
# as the spec took off (docs/performance.md, "The whole CI run").
step "Windows: the background build finishes"
if ! wait "$windows_build"; then
  tail -80 artifacts/test-windows-build.log
  echo "test: the Windows build failed (artifacts/test-windows-build.log)" >&2
  exit 1
fi
tail -5 artifacts/test-windows-build.log

step "end-to-end tests in the real app window (tauri-driver, WebKitWebDriver, Xvfb)"
cargo build -p hexadraft
# Bounded, so a stuck window can never hold CI until its own limit.
timeout --kill-after=30 1500 xvfb-run -a -s "-screen 0 1280x800x24" npm --prefix tests/e2e test

step "Windows: the crates' test suites under wine, then the zip and installer checked under wine (docs/windows.md)"
HEXADRAFT_SKIP_UI_BUILD=1 bash scripts/test-windows.sh check

step "done"
disk
du -sh target target-windows fuzz/target 2>/dev/null || true
