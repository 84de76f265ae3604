#!/usr/bin/env bash
# Sets up, builds and starts the app. Without a display (a server, CI) it runs under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm --prefix ui run build
cargo build --release -p hexadraft
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec target/release/hexadraft
else
  echo "run-app: no display found, starting under xvfb-run (screen 1280x800)"
  exec xvfb-run -a -s "-screen 0 1280x800x24" target/release/hexadraft
fi
