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
# needs no nightly-only flag. One target runs at a time, niced. The working corpus grows in
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
        ;;
    long)
        runs="${1:-10000000}"
        seconds="${2:-3600}"
        shift 2 || shift $#
        if [ "$#" -gt 0 ]; then targets=("$@"); fi
        ;;
    *)
        echo "usage: bash scripts/fuzz.sh short [SECONDS] | long [RUNS] [SECONDS] [TARGET...]" >&2
        exit 2
        ;;
esac

cargo fuzz build "${build_options[@]}"

mkdir -p fuzz/logs
failed=0
for target in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$target" "fuzz/artifacts/$target"
    log="fuzz/logs/$target.log"
    limit=(-max_total_time="$seconds")
    if [ "$runs" -gt 0 ]; then limit+=(-runs="$runs"); fi
    if [ "$runs" -gt 0 ]; then
        echo "==> fuzz $target (up to ${seconds}s or $runs runs)"
    else
        echo "==> fuzz $target (${seconds}s)"
    fi
    if ! nice -n 10 cargo fuzz run "${build_options[@]}" "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        "${limit[@]}" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="fuzz/artifacts/$target/" >"$log" 2>&1; then
        echo "FINDING in $target: see $log and fuzz/artifacts/$target/" >&2
        tail -40 "$log" >&2
        failed=1
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: " "$log" | tail -3 | sed 's/^/    /'
done
exit "$failed"
