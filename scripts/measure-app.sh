#!/usr/bin/env bash
# Measures the app as a user meets it: time until the window is mapped, time until the home screen
# is painted, and memory (RSS and PSS of the app and its WebKit processes) 5 s after start.
# Usage: scripts/measure-app.sh [BINARY]   (default target/release/hexadraft)
# Needs: xvfb, xdotool, imagemagick (apt-get install -y xvfb xdotool imagemagick).
set -euo pipefail
bin="${1:-target/release/hexadraft}"
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi
data_dir=$(mktemp -d)
start=$(date +%s.%N)
HEXADRAFT_DATA_DIR="$data_dir" "$bin" >/dev/null 2>&1 &
pid=$!
mapped=""
painted=""
for _ in $(seq 1 300); do
  now=$(date +%s.%N)
  if [ -z "$mapped" ] && xdotool search --onlyvisible --name '^Hexadraft$' >/dev/null 2>&1; then
    mapped=$(echo "$now - $start" | bc)
  fi
  if [ -n "$mapped" ] && [ -z "$painted" ]; then
    # Painted means the home screen's heading is drawn: dark text pixels where "Hexadraft"
    # starts on the light background;
    # a blank page (all light) or an unpainted window (all black) does not count.
    text=$(import -window root -crop 40x40+60+92 -depth 8 txt:- 2>/dev/null \
      | awk -F'[(),]' 'NR > 1 { s = $3 + $4 + $5; if (s < 200) d++; if (s > 600) l++ }
                       END { print ((d > 20 && l > 200) ? 1 : 0) }')
    if [ "${text:-0}" = 1 ]; then
      painted=$(echo "$(date +%s.%N) - $start" | bc)
      [ -n "${MEASURE_SHOT:-}" ] && import -window root "$MEASURE_SHOT"
    fi
  fi
  [ -n "$painted" ] && break
  sleep 0.05
done
sleep 5
descendants() { for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }
pids="$pid $(descendants "$pid" | tr '\n' ' ')"
rss=0; pss=0
for p in $pids; do
  [ -r "/proc/$p/status" ] || continue
  r=$(awk '/VmRSS/ {print $2}' "/proc/$p/status"); rss=$((rss + ${r:-0}))
  s=$(awk '/^Pss:/ {print $2}' "/proc/$p/smaps_rollup" 2>/dev/null || echo 0); pss=$((pss + ${s:-0}))
done
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
rm -rf "$data_dir"
echo "window mapped after: ${mapped:-not seen} s"
echo "home screen painted after: ${painted:-not seen} s"
echo "memory 5 s after start (app + WebKit processes): RSS $((rss / 1024)) MiB, PSS $((pss / 1024)) MiB"
