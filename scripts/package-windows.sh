#!/usr/bin/env bash
# Builds Hexadraft for 64-bit Windows on this Debian machine and packages it two ways: a portable
# zip and an installer (docs/windows.md says how, and what is checked where).
#
# The app and hexadraft-cli are cross-built for x86_64-pc-windows-gnu with Debian's own Rust and
# MinGW into target-windows/ (scripts/windows-env.sh); the Linux build is not touched. The app
# embeds the same UI build as the .deb (ui/dist) and the `tauri/custom-protocol` feature the Tauri
# CLI adds to a production build, which serves that UI from inside the exe. Tauri's own NSIS
# bundler cannot run here (it downloads a plugin from the internet), so the installer comes from
# packaging/windows/hexadraft.nsi and Debian's makensis.
#
# Usage, from anywhere, after `bash scripts/setup.sh` (for the UI's node_modules):
#   bash scripts/package-windows.sh
# The zip and the installer land in target-windows/bundle/. HEXADRAFT_WINDOWS_PROFILE picks the
# Cargo profile: `release` (the default, what people get: the .deb's profile, LTO included) or
# `windows-ci` (the same without LTO, much faster to build; what CI builds and checks under wine).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/windows-env.sh
source scripts/windows-env.sh
windows_install_packages

profile="${HEXADRAFT_WINDOWS_PROFILE:-release}"
timed() { local what=$1 start=$SECONDS; shift; "$@"; echo "package-windows: $what took $((SECONDS - start)) s"; }

if [ "${HEXADRAFT_SKIP_UI_BUILD:-}" != 1 ]; then
  timed "the UI build" npm --prefix ui run build
fi
# HEXADRAFT_WINDOWS_PREBUILT=1: scripts/test-windows.sh built the programs already, in the same
# invocation as the test suites.
if [ "${HEXADRAFT_WINDOWS_PREBUILT:-}" != 1 ]; then
  timed "the cross build" cargo build --locked --profile "$profile" --target "$WINDOWS_TARGET" \
    -p hexadraft -p hexadraft-cli --features tauri/custom-protocol
fi

version=$(cargo metadata --locked --no-deps --format-version 1 |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "hexadraft"))')
# Windows' version resource takes four numbers: the version's own three (a pre-release suffix
# dropped) and a zero.
version_quad="$(echo "$version" | sed -E 's/^([0-9]+)\.([0-9]+)\.([0-9]+).*/\1.\2.\3/').0"

built="$CARGO_TARGET_DIR/$WINDOWS_TARGET/$profile"
out="$CARGO_TARGET_DIR/bundle"
name="Hexadraft_${version}_x64"
stage="$out/$name-portable"
rm -rf "$stage"
mkdir -p "$stage/notices"
cp "$built/hexadraft.exe" "$built/hexadraft-cli.exe" "$built/WebView2Loader.dll" "$stage/"
# Text files get Windows line endings, so that every editor (Notepad included) shows them right.
crlf() { sed -e 's/\r$//' -e 's/$/\r/' "$1" > "$2"; }
sed "s/@VERSION@/$version/g" packaging/windows/README.txt > "$stage/README.tmp"
crlf "$stage/README.tmp" "$stage/README.txt"
rm "$stage/README.tmp"
crlf crates/catalog/data/imperial-assault.NOTICE "$stage/notices/imperial-assault-data.txt"
crlf crates/paper/fonts/LICENSE "$stage/notices/dejavu-fonts.txt"

# The same bytes from the same commit: every file dated at the commit, stored in name order.
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
find "$stage" -exec touch -h -d "@$stamp" {} +
zip_file="$out/$name-portable.zip"
rm -f "$zip_file"
(cd "$out" && find "$name-portable" -type f | LC_ALL=C sort | TZ=UTC zip -X -9 -q "$zip_file" -@)

installer="$out/${name}-setup.exe"
timed "the installer" makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$version" -DVERSION_QUAD="$version_quad" \
  -DSTAGE="$stage" -DICON="$PWD/src-tauri/icons/icon.ico" -DOUTFILE="$installer" \
  packaging/windows/hexadraft.nsi

for f in "$zip_file" "$installer"; do
  awk -v f="$f" -v s="$(stat -c %s "$f")" 'BEGIN { printf "%s: %.2f MiB (%d bytes)\n", f, s/1048576, s }'
done
echo "package-windows: built with the Cargo profile $profile"
