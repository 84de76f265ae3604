#!/usr/bin/env bash
# Sets up and runs every check and test of the project, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how far into the run it starts and how much disk is free then, so a log shows
# where the time and the disk went (CI's machine once ran out of disk mid-run).
free_disk() { df -h --output=avail . | tail -1 | tr -d ' '; }
step() { printf '\n==> [%d s, %s free] %s\n' "$SECONDS" "$(free_disk)" "$*"; }

# A run builds everything once, so incremental compilation's caches only cost disk (3.6 GB of a
# fresh run's target/ before this was set; docs/performance.md, "Disk").
export CARGO_INCREMENTAL=0

step "setup"
bash scripts/setup.sh

# The shell embeds ui/dist at compile time, so the UI is built (and type-checked) first.
step "UI type check and build"
npm --prefix ui run build

# The Windows checks (docs/windows.md): a cross build with its own toolchain into target-windows/,
# then the test suites, the zip and the installer under wine. They share nothing with the Linux
# steps, so they run beside them from here, in the background, in their own session. The kernel
# schedules a session as its own group (autogroup), and the two groups share the CPU evenly, so
# both chains progress; the checks also fill what the Linux steps leave idle (test binaries wait
# on SQLite's syncs). They are waited for before the window tests, which then have the machine to
# themselves (docs/performance.md, "The whole CI run"). The build needs ui/dist, built just above, and never builds the UI itself.
step "Windows: build and checks started in the background (their log: artifacts/test-windows.log)"
mkdir -p artifacts
HEXADRAFT_SKIP_UI_BUILD=1 setsid bash scripts/test-windows.sh all >artifacts/test-windows.log 2>&1 &
windows_checks=$!
# A failing Linux step ends the run: the background checks go with it.
trap 'kill -- -"$windows_checks" 2>/dev/null || true' EXIT

# The Linux builds below link with mold: the test binaries are large (the shell's, with the
# window's libraries, is 93 MB), and Debian's default ld.bfd took 24 s to link that one where
# mold took 3 (docs/performance.md, "CI ran fa294ff in 62 minutes"). Set after the Windows checks started,
# which link with MinGW's linker and keep their own flags. A release or the app's own command
# links as before.
linux_link=(-C link-arg=-fuse-ld=mold)
export CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUSTFLAGS="${linux_link[*]}"

step "formatting"
cargo fmt --all -- --check

step "clippy"
cargo clippy --workspace --all-targets -- -D warnings

step "Rust tests (includes the check that ui/src/bindings.ts is current)"
cargo test --workspace

step "fuzz: every target briefly, so a regression is caught (docs/reliability.md; installs cargo-fuzz if missing)"
# cargo-fuzz sets RUSTFLAGS, which outranks the target's flags above; it appends these to its own.
RUSTFLAGS="${linux_link[*]}" bash scripts/fuzz.sh short 8
# Nothing after this step uses the fuzz targets' build (about 1 GB), and the run's fullest moment
# comes later, when the Windows build ends beside the Linux one: free it now. A run builds
# everything once anyway (CARGO_INCREMENTAL above); the corpus and logs stay.
rm -rf fuzz/target

step "Rust docs"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "UI unit tests"
npm --prefix ui test

step "players' phones: two browser contexts in Debian's chromium play a draft through the local-network session"
# The phones' example and the window tests' app are built in one cargo invocation, so the crates
# they share compile once, with one set of features.
cargo build -p hexadraft -p hexadraft-venue --bin hexadraft --example table_for_phones
timeout --kill-after=10 300 npm --prefix tests/phones test

# The window tests run on a quiet machine: the background Windows checks are waited for first (a
# phones window spec once timed out beside that build). Running the screens spec beside the build
# instead saved nothing: the machine's two cores are busy throughout it, so the build took as much
# longer as the spec took off (docs/performance.md, "The whole CI run").
step "Windows: the background build and checks under wine finish"
if ! wait "$windows_checks"; then
  tail -80 artifacts/test-windows.log
  echo "test: the Windows checks failed (artifacts/test-windows.log)" >&2
  exit 1
fi
grep -E "^test-windows: " artifacts/test-windows.log || true

step "end-to-end tests in the real app window (tauri-driver, WebKitWebDriver, Xvfb)"
# Two spec files at a time, each with its own app, Xvfb screen and WebKit storage
# (tests/e2e/run.mjs): one at a time left the two cores half idle. Bounded, so a stuck window can
# never hold CI until its own limit.
timeout --kill-after=30 1500 npm --prefix tests/e2e test

step "done"
du -sh target target-windows 2>/dev/null || true
