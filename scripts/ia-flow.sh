#!/usr/bin/env bash
# The Imperial Assault organizer's whole flow through the command line, as issue 25 measures it
# against Cryodex's (docs/performance.md, "An Imperial Assault event through the command line"):
# a 256-player, 8-round informal event run in 11 processes of `hexadraft-cli`, each reading and
# replaying the event file: create (the definition with every registration), 8 pairings, the
# standings and the whole event shown. Between pairings the round's results (every table decided
# at 40 Victory Points) and, from round 3, two drops are appended to the file with shell
# built-ins, as a desk program would; their cost is in the figure too.
#
# Usage:
#   bash scripts/ia-flow.sh prepare DIR          writes the definition and each round's actions
#   bash scripts/ia-flow.sh run DIR [CLI]        runs the flow (CLI: target/release/hexadraft-cli)
# Time the run with: farm-bench -n 10 -- bash scripts/ia-flow.sh run DIR
set -euo pipefail

players=256
rounds=8

prepare() {
  local dir=$1 missions="" registrations="" results active=$players first
  mkdir -p "$dir"
  for m in A B C D E F G H; do missions+="${missions:+,}{\"name\":\"Mission $m\"}"; done
  for ((p = 1; p <= players; p++)); do
    registrations+="${registrations:+,}{\"kind\":\"registerPlayer\",\"name\":\"Player $p\"}"
  done
  printf '{"definition":{"ruleset":"ia-skirmish-1.1","name":"Flow","category":"informal",%s,%s,"seed":7},"actions":[%s]}' \
    '"structure":{"swiss_rounds":8,"cut":null}' "\"missions\":{\"missions\":[$missions]}" \
    "$registrations" >"$dir/definition.json"
  for ((r = 1; r <= rounds; r++)); do
    results=""
    for ((t = 1; t <= active / 2; t++)); do
      results+="${results:+,}{\"kind\":\"recordResult\",\"round\":$r,\"table\":$t,\"result\":{\"victory_points\":{\"first\":40,\"second\":$((t % 39))},\"figure_points\":null,\"end\":{\"kind\":\"fortyPoints\"}}}"
    done
    if ((r >= 3)); then
      # Two players leave after the round: the first two numbers not dropped yet.
      first=$((2 * (r - 3) + 1))
      results+=",{\"kind\":\"dropPlayer\",\"player\":$first},{\"kind\":\"dropPlayer\",\"player\":$((first + 1))}"
      active=$((active - 2))
    fi
    printf '%s' "$results" >"$dir/round-$r.json"
  done
}

run() {
  local dir=$1 cli=${2:-target/release/hexadraft-cli} event file actions
  event=$dir/event.json
  "$cli" ia create "$dir/definition.json" >"$event"
  for ((r = 1; r <= rounds; r++)); do
    "$cli" ia pair "$event" >/dev/null
    # The file ends "\n  ]\n}": the round's actions go before that end.
    file=$(<"$event")
    actions=$(<"$dir/round-$r.json")
    printf '%s,%s\n  ]\n}' "${file%$'\n  ]\n}'}" "$actions" >"$event"
  done
  "$cli" ia standings "$event" >/dev/null
  "$cli" ia show "$event" >"$dir/shown.json"
  # The event ran to its end: every round played, no cut.
  grep -q '"kind": "finished"' "$dir/shown.json"
}

case ${1:-} in
  prepare) prepare "${2:?DIR}" ;;
  run) run "${2:?DIR}" "${3:-target/release/hexadraft-cli}" ;;
  *)
    echo "usage: bash scripts/ia-flow.sh prepare DIR | run DIR [CLI]" >&2
    exit 2
    ;;
esac
