#!/usr/bin/env bash
# Runs the cargo-fuzz (libFuzzer) targets of fuzz/ (docs/reliability.md).
#
#   bash scripts/fuzz.sh short [SECONDS]        every target for SECONDS (default 8): what CI runs
#   bash scripts/fuzz.sh long [RUNS] [SECONDS]  the campaign: each target up to RUNS executions
#                                               (default 10,000,000) or SECONDS (default 3600)
#   bash scripts/fuzz.sh long RUNS SECONDS TARGET...   only these targets
#
# Only the stable toolchain is needed: targets are built without a sanitizer (-s none; the code
# forbids unsafe, so AddressSanitizer would find nothing Rust does not already check), which
# needs no nightly-only flag. A short run runs one target per core at a time; a campaign one
# target at a time; both niced. The working corpus grows in
# fuzz/corpus/<target> (ignored by git) from the committed seeds in fuzz/seeds/<target>; a
# finding is saved in fuzz/artifacts/<target>/ and fails the run. Each run's libFuzzer output
# is kept in fuzz/logs/<target>.log.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-short}"
shift || true
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "==> installing cargo-fuzz"
    # Unoptimised (`--debug`): it only starts cargo and the targets, so optimising it would only
    # lengthen a fresh machine's run (docs/performance.md, "The tools CI installs").
    cargo install cargo-fuzz --locked --debug
fi

build_options=(-s none)
targets=(pack overlay journal_import draft_setup draft_actions draft_format event_definition event_actions roster_csv deck_check cli_args ia_army_text ia_overlay ia_event confirmed_counts remembered_files)
case "$mode" in
    short)
        seconds="${1:-8}"
        runs=0
        # A short run checks for regressions, where the build is most of the time: 16 code
        # generation units build the targets in 7 minutes on two cores instead of about 10, for
        # somewhat slower runs (docs/performance.md, "The whole CI run"). A campaign keeps
        # cargo-fuzz's default of one, for the fastest runs.
        build_options+=(--codegen-units 16)
        # Each target runs on one core: a second core would otherwise sit idle for the two
        # minutes of fuzzing (the Windows checks beside it have ended by then in CI's runs).
        lanes="$(nproc 2>/dev/null || echo 1)"
        ;;
    long)
        runs="${1:-10000000}"
        seconds="${2:-3600}"
        shift 2 || shift $#
        if [ "$#" -gt 0 ]; then targets=("$@"); fi
        lanes=1
        ;;
    *)
        echo "usage: bash scripts/fuzz.sh short [SECONDS] | long [RUNS] [SECONDS] [TARGET...]" >&2
        exit 2
        ;;
esac

cargo fuzz build "${build_options[@]}"

mkdir -p fuzz/logs
# Runs one target; its libFuzzer output goes to fuzz/logs/<target>.log and its exit status to
# fuzz/logs/<target>.status, read once every target has run.
fuzz_one() {
    local target="$1"
    local log="fuzz/logs/$target.log"
    local limit=(-max_total_time="$seconds")
    if [ "$runs" -gt 0 ]; then limit+=(-runs="$runs"); fi
    mkdir -p "fuzz/corpus/$target" "fuzz/artifacts/$target"
    local status=0
    nice -n 10 cargo fuzz run "${build_options[@]}" "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        "${limit[@]}" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="fuzz/artifacts/$target/" >"$log" 2>&1 || status=$?
    echo "$status" >"fuzz/logs/$target.status"
}

if [ "$runs" -gt 0 ]; then
    echo "==> fuzz ${#targets[@]} target(s), each up to ${seconds}s or $runs runs, $lanes at a time"
else
    echo "==> fuzz ${#targets[@]} targets, ${seconds}s each, $lanes at a time"
fi
for target in "${targets[@]}"; do
    rm -f "fuzz/logs/$target.status"
    # A lane frees when any running target ends.
    while [ "$(jobs -pr | wc -l)" -ge "$lanes" ]; do
        wait -n || true
    done
    echo "==> fuzz $target"
    fuzz_one "$target" &
done
wait

# Each target's result, in order; a target that left no status did not finish.
failed=0
for target in "${targets[@]}"; do
    log="fuzz/logs/$target.log"
    status="$(cat "fuzz/logs/$target.status" 2>/dev/null || echo missing)"
    if [ "$status" != 0 ]; then
        echo "FINDING in $target (exit status $status): see $log and fuzz/artifacts/$target/" >&2
        tail -40 "$log" >&2 || true
        failed=1
    fi
    echo "    $target:"
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: " "$log" | tail -3 | sed 's/^/    /' || true
done
exit "$failed"
