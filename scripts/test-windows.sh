#!/usr/bin/env bash
# Checks the Windows build on this Debian machine under wine (scripts/test.sh runs it, so CI does;
# docs/windows.md says what this covers and what only a real Windows PC can check):
#  1. the test suites of the crates without a window, cross-built and run with wine as the runner;
#  2. the zip and the installer (scripts/package-windows.sh, Cargo profile windows-ci);
#  3. the installer installs silently, with its files, Start-menu entry and uninstall key; the
#     installed app starts and reaches its WebView2 check (no WebView2 runtime exists for wine,
#     so Tauri's "Could not find the WebView2 Runtime" dialog and exit 101 are the expected end);
#     the uninstaller removes it all;
#  4. the zip's CLI, unpacked under a non-ASCII user folder, runs a whole event from files.
# Everything is made from files in the repository: the stub DLL wine needs (packaging/windows/
# wine-stub) and a throwaway wine prefix, removed at the end.
#
# Usage: bash scripts/test-windows.sh [all|build|check]   (after scripts/setup.sh; builds the UI
# unless HEXADRAFT_SKIP_UI_BUILD=1, as scripts/test.sh sets once it has built it)
#   build  compiles the suites and makes the packages, runs nothing: scripts/test.sh starts it in
#          the background at the lowest priority, where it takes the CPU the Linux steps leave idle
#   check  runs everything above under wine, from what `build` made (building what is missing)
#   all    both (the default)
set -euo pipefail
cd "$(dirname "$0")/.."
phase="${1:-all}"
case "$phase" in
  all | build | check) ;;
  *) echo "usage: bash scripts/test-windows.sh [all|build|check]" >&2; exit 2 ;;
esac
# shellcheck source=scripts/windows-env.sh
source scripts/windows-env.sh
windows_install_packages wine wine64 xvfb xauth xdotool
# Tests and packages share one profile and target folder, so the dependencies compile once.
export HEXADRAFT_WINDOWS_PROFILE=windows-ci
# The crates without a window.
suites=(-p hexadraft-catalog -p hexadraft-draft -p hexadraft-event -p hexadraft-storage
  -p hexadraft-paper -p hexadraft-app -p hexadraft-cli -p hexadraft-venue -p hexadraft-stats)

# The test programs the build made, one per line: the package's folder (cargo test runs each
# program there), a tab, the program.
suite_list="$CARGO_TARGET_DIR/windows-ci-suites.tsv"

# One cargo invocation builds the suites (with the examples, as `cargo test` would) and the
# packaged programs, so features are unified once and every crate compiles once. Built by two
# (`cargo test --no-run`, then the packages' `cargo build`), about 190 crates compiled twice: the
# shell turns on the crates' `specta` features and its macros more of syn's, and each difference
# cascades to every crate above it (docs/performance.md, "The Windows build compiled most crates
# twice"). The shell's own tests are compiled too, and not run (they need a window). Run again by
# the check phase, where it only rebuilds what changed, so the programs run are never stale.
build_programs() {
  mkdir -p "$CARGO_TARGET_DIR"
  cargo build --locked --profile windows-ci --target "$WINDOWS_TARGET" "${suites[@]}" -p hexadraft \
    --features tauri/custom-protocol --tests --examples --bins --message-format=json-render-diagnostics |
    python3 scripts/windows-suites.py "$PWD/Cargo.toml" >"$suite_list.new"
  mv "$suite_list.new" "$suite_list"
}

if [ "$phase" != check ]; then
  printf '\n==> windows: build the test suites and the packages (nothing runs yet)\n'
  start=$SECONDS
  build_programs
  HEXADRAFT_WINDOWS_PREBUILT=1 bash scripts/package-windows.sh
  echo "test-windows: the build took $((SECONDS - start)) s"
  if [ "$phase" = build ]; then exit 0; fi
fi

# Every wine program here runs on one virtual screen, larger than the app's 1280x800 window. Wine
# started once without a display (a silent install) and later given one refuses to create the
# app's window ("failed to create window"), a quirk of wine's X11 driver, not of Windows.
if [ -z "${HEXADRAFT_WINDOWS_ON_XVFB:-}" ]; then
  HEXADRAFT_WINDOWS_ON_XVFB=1 exec xvfb-run -a -s "-screen 0 1920x1080x24" bash "$0" check
fi
step() { printf '\n==> windows: %s\n' "$*"; }
fail() { echo "test-windows: FAILED: $*" >&2; exit 1; }

# The UTF-8 locale wine needs to pass non-ASCII arguments and paths to Windows programs.
export LANG=C.UTF-8 LC_ALL=C.UTF-8

work="$(mktemp -d)"
export WINEPREFIX="$work/prefix" WINEDEBUG=-all
# No Mono or Gecko download prompts: nothing here uses .NET or wine's own HTML engine.
export WINEDLLOVERRIDES="mscoree=;mshtml="
cleanup() {
  wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
# Debian's wine warns on every run that wine32 is missing; all our programs are 64-bit.
without_wine32_warning() { grep -v -e 'wine32 is missing' -e 'multiarch' -e 'dpkg --add-architecture' -e 'apt-get install wine32'; }
quiet_wine() { wine "$@" 2> >(without_wine32_warning >&2); }

step "wine prefix with the bcryptprimitives.dll stub (Wine 8 lacks ProcessPrng, which Rust's std needs)"
x86_64-w64-mingw32-gcc -O2 -shared -o "$work/bcryptprimitives.dll" \
  packaging/windows/wine-stub/bcryptprimitives.c packaging/windows/wine-stub/bcryptprimitives.def -ladvapi32
# Whether the prefix can start a Windows program. A fresh run here once met a prefix that
# wineboot had left without kernel32.dll: every test program then failed at once with "could not
# load kernel32.dll" (docs/windows.md). Such a prefix is made again once, its log shown.
make_prefix() {
  wineserver -k 2>/dev/null || true
  rm -rf "$WINEPREFIX"
  timeout 300 wine wineboot --init >"$work/wineboot.log" 2>&1 || true
  wineserver -w
  [ -f "$WINEPREFIX/drive_c/windows/system32/kernel32.dll" ] &&
    timeout 120 wine cmd /c exit 0 >>"$work/wineboot.log" 2>&1
}
if ! make_prefix; then
  echo "test-windows: wineboot made a prefix that cannot start a program; its output:"
  without_wine32_warning <"$work/wineboot.log" | tail -40 || true
  echo "test-windows: making the prefix again"
  make_prefix || fail "wineboot made no usable prefix twice ($(tail -5 "$work/wineboot.log" | tr '\n' ' '))"
fi
cp "$work/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"
user_dir="$WINEPREFIX/drive_c/users/$(whoami)"

step "test suites of the crates without a window, under wine"
build_programs
start=$SECONDS
# HEXADRAFT_UNDER_WINE marks the few tests that cannot run under wine (a Linux program they call,
# a file behaviour wine does not share with Windows); each says why where it skips itself, and
# docs/windows.md lists them.
# One test at a time: the CLI's tests start its exe dozens of times, and wine once refused such a
# start with "Internal error" (1359) while tests ran side by side, never one at a time (about two
# minutes in all).
# The programs run as `cargo test` runs them, each in its package's folder; every one runs, and
# the step fails at the end if any failed, repeating each failed program's last lines there: CI
# shows only the log's tail, and a failure printed mid-log was once out of its sight.
# A program that wine never started (its output lacks the test harness's first line, "running N
# tests") is started again, up to three times in all, with wine's words shown: that retries wine
# starting a process, never a test. A program that started and failed is never run again.
# (A program's own lines may end in CR LF.)
harness_started() { grep -qE "^running [0-9]+ tests?"$'\r'"?\$" "$1"; }
suite_logs="$work/suite-logs"
mkdir -p "$suite_logs"
failed=()
n=0
while IFS=$'\t' read -r package_dir program; do
  n=$((n + 1))
  log="$suite_logs/$n.log"
  printf '     Running %s\n' "${program#"$PWD/"}"
  for attempt in 1 2 3; do
    rc=0
    (cd "$package_dir" && HEXADRAFT_UNDER_WINE=1 quiet_wine "$program" --test-threads=1) >"$log" 2>&1 || rc=$?
    cat "$log"
    if [ "$rc" -eq 0 ] || harness_started "$log" || [ "$attempt" -eq 3 ]; then break; fi
    echo "test-windows: wine did not start ${program##*/} (exit status $rc); starting it again"
  done
  if [ "$rc" -ne 0 ]; then failed+=("$n"$'\t'"$program (exit status $rc)"); fi
done <"$suite_list"
echo "test-windows: test suites took $((SECONDS - start)) s"
[ "$(wc -l <"$suite_list")" -gt 0 ] || fail "the build listed no test programs ($suite_list)"
if [ "${#failed[@]}" -gt 0 ]; then
  for entry in "${failed[@]}"; do
    printf '\n==> windows: %s failed; its last lines:\n' "${entry#*$'\t'}"
    tail -40 "$suite_logs/${entry%%$'\t'*}.log"
  done
  fail "test programs failed under wine: $(printf '%s ' "${failed[@]#*$'\t'}")"
fi

step "zip and installer"
# Made by the build phase; made again here only when missing (a check run on its own).
bundle="$CARGO_TARGET_DIR/bundle"
version=$(cargo metadata --locked --no-deps --format-version 1 |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "hexadraft"))')
installer="$bundle/Hexadraft_${version}_x64-setup.exe"
zip_file="$bundle/Hexadraft_${version}_x64-portable.zip"
[ -f "$installer" ] && [ -f "$zip_file" ] || bash scripts/package-windows.sh

step "the installer installs silently, per user"
quiet_wine "$installer" /S
wineserver -w
installed="$user_dir/AppData/Local/Programs/Hexadraft"
for f in hexadraft.exe WebView2Loader.dll uninstall.exe README.txt notices/imperial-assault-data.txt notices/dejavu-fonts.txt; do
  [ -f "$installed/$f" ] || fail "the installer did not install $f"
done
link="$user_dir/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Hexadraft.lnk"
[ -f "$link" ] || fail "no Start-menu entry at $link"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Hexadraft'
uninstall_key=$(quiet_wine reg query "$key" | tr -d '\r')
echo "$uninstall_key"
for value in "DisplayName    REG_SZ    Hexadraft" "DisplayVersion    REG_SZ    $version" \
  'UninstallString    REG_SZ    "C:\users\'"$(whoami)"'\AppData\Local\Programs\Hexadraft\uninstall.exe"'; do
  grep -qF "$value" <<<"$uninstall_key" || fail "the uninstall key lacks: $value"
done

step "the installed app starts and reaches its WebView2 check"
# Tauri opens a modal "Error" dialog saying the WebView2 Runtime is missing and, once it is
# dismissed, exits with 101. The dialog is waited for (as a state, bounded), then dismissed.
bash -c '
  set -euo pipefail
  wine "$1" 2>"$2/app.stderr" & app=$!
  dialog=""
  for _ in $(seq 1 240); do
    dialog=$(xdotool search --onlyvisible --name "^Error$" 2>/dev/null | head -n 1) && [ -n "$dialog" ] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.5
  done
  if [ -z "$dialog" ]; then echo "test-windows: no WebView2 dialog appeared" >&2; kill "$app" 2>/dev/null; exit 1; fi
  xdotool windowfocus --sync "$dialog" key Return
  rc=0; wait "$app" || rc=$?
  echo "test-windows: the app exited with $rc"
  [ "$rc" -eq 101 ]
' _ "$installed/hexadraft.exe" "$work" || { cat "$work/app.stderr" >&2; fail "the installed app did not end at the WebView2 check with exit 101"; }
grep -q "Could not find the webview runtime" "$work/app.stderr" ||
  { cat "$work/app.stderr" >&2; fail "the app stopped, but not at the WebView2 check"; }
wineserver -w

step "the uninstaller removes it all"
quiet_wine "$installed/uninstall.exe" /S
# The uninstaller copies itself to a temporary folder and runs from there: wait for it.
wineserver -w
[ ! -e "$installed" ] || { find "$installed" >&2; fail "the uninstaller left files behind"; }
[ ! -e "$link" ] || fail "the uninstaller left the Start-menu entry"
if quiet_wine reg query "$key" >/dev/null 2>&1; then fail "the uninstaller left the uninstall key"; fi

step "an interactive install says what to do when WebView2 is missing"
# Wine has no WebView2 runtime, so after "Install" the installer must show its message box. NSIS
# names the installer's window "Hexadraft Setup " (with a space) and its message boxes
# "Hexadraft Setup": the box is found by that exact name, answered No (do not open the download
# page), and the install must then be complete.
bash -c '
  set -euo pipefail
  wait_for() { # $1: window name pattern; prints the first visible match, bounded
    local w=""
    for _ in $(seq 1 240); do
      w=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1) && [ -n "$w" ] && break
      sleep 0.5
    done
    [ -n "$w" ] && echo "$w"
  }
  wine "$1" 2>/dev/null & setup=$!
  main=$(wait_for "^Hexadraft Setup ") || { echo "test-windows: the installer showed no window" >&2; exit 1; }
  xdotool windowfocus --sync "$main" key Return
  box=$(wait_for "^Hexadraft Setup\$") || { echo "test-windows: no WebView2 message at install" >&2; kill "$setup"; exit 1; }
  xdotool windowfocus --sync "$box" key n
  # The finish page follows; the install is done, so the installer is closed here.
  for _ in $(seq 1 240); do xdotool search --onlyvisible --name "^Hexadraft Setup\$" >/dev/null 2>&1 || break; sleep 0.5; done
  kill "$setup" 2>/dev/null || true
' _ "$installer" || fail "the interactive install did not show the WebView2 message"
wineserver -k 2>/dev/null || true
[ -f "$installed/hexadraft.exe" ] || fail "the interactive install did not install the app"
quiet_wine "$installed/uninstall.exe" /S
wineserver -w
[ ! -e "$installed" ] || fail "the uninstaller left files behind after the interactive install"

step "the zip's CLI, under a non-ASCII user folder, runs a whole event from files"
folder="$user_dir/Łukasz Żółkiewski/Hexadraft portable"
mkdir -p "$folder"
unzip -q "$zip_file" -d "$folder"
portable="$folder/Hexadraft_${version}_x64-portable"
for f in hexadraft.exe hexadraft-cli.exe WebView2Loader.dll README.txt notices/imperial-assault-data.txt notices/dejavu-fonts.txt; do
  [ -f "$portable/$f" ] || fail "the zip lacks $f"
done
event_dir="$user_dir/Łukasz Żółkiewski/Documents/Torneo de Málaga"
mkdir -p "$event_dir"
python3 - "$event_dir/event.json" <<'PY'
import json, sys
core = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"]
definition = {"name": "Viernes en Málaga", "format": "standard-tournament", "ruleset": "agl-v1.0",
              "mods": ["koorie-queen"], "event_type": "standard", "rounds": 3,
              "scenarios": [{"kind": "official", "id": s} for s in ("assault", "conquest", "blitz")],
              "seed": "malaga-2026-11-27"}
players = ["Łukasz Żółkiewski", "María José", "Zoë", "Player 4"]
actions = [{"kind": "registerPlayer", "registration": {"name": n, "corvus_pin": f"CB-{i}",
            "sponsor": "vissiorama", "lineup": core}} for i, n in enumerate(players)]
json.dump({"definition": definition, "actions": actions}, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False)
PY
cli="$portable/hexadraft-cli.exe"
# The Windows path of the event file, as an organizer would type it.
event_win='C:\users\'"$(whoami)"'\Łukasz Żółkiewski\Documents\Torneo de Málaga\event.json'
for round in 1 2 3; do
  quiet_wine "$cli" event pair "$event_win" > "$work/pair.json" || fail "round $round was not paired"
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["round"]; assert r["number"]==int(sys.argv[2]) and len(r["tables"])==2, r' \
    "$work/pair.json" "$round"
  quiet_wine "$cli" event result "$event_win" "$round" 1 7 0 3 0 >/dev/null || fail "round $round table 1's result was refused"
  quiet_wine "$cli" event result "$event_win" "$round" 2 7 4 7 4 >/dev/null || fail "round $round table 2's result was refused"
done
quiet_wine "$cli" event standings "$event_win" > "$work/standings.json" || fail "no standings"
python3 - "$work/standings.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1], encoding="utf-8"))
assert s["stage"]["kind"] == "finished", s["stage"]
assert s["standings"]["is_final"] is True
names = sorted(row["name"] for row in s["standings"]["rows"])
assert names == sorted(["Łukasz Żółkiewski", "María José", "Zoë", "Player 4"]), names
print("test-windows: final standings of", len(names), "players, non-ASCII names intact")
PY
# A fourth round is refused by the rules (exit 1) and the file stays as it was.
before=$(sha256sum < "$event_dir/event.json")
rc=0; quiet_wine "$cli" event pair "$event_win" >/dev/null || rc=$?
[ "$rc" -eq 1 ] || fail "a fourth round: exit $rc, not 1"
[ "$(sha256sum < "$event_dir/event.json")" = "$before" ] || fail "a refused pairing changed the file"

echo "test-windows: all Windows checks passed"
