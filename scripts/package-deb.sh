#!/usr/bin/env bash
# Builds the desktop app's .deb installer: Tauri's bundler makes it, then dpkg-deb recompresses
# its contents with xz, the compression Debian's own packages use. The bundler writes gzip only
# (it has no setting for a .deb's compression), and xz makes the installer about 30% smaller.
# The recompressed package is checked to hold the same control file and the same files, with the
# same modes, owners and bytes, before it replaces the bundler's.
#
# Usage, from anywhere, after `bash scripts/setup.sh`:  bash scripts/package-deb.sh
# The installer lands in target/release/bundle/deb/.
set -euo pipefail
cd "$(dirname "$0")/.."

ui/node_modules/.bin/tauri build --bundles deb

shopt -s nullglob
debs=(target/release/bundle/deb/*.deb)
if [ "${#debs[@]}" -ne 1 ]; then
  echo "expected one .deb in target/release/bundle/deb/, found ${#debs[@]}" >&2
  exit 1
fi
deb="${debs[0]}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# What a package installs: each entry's mode, owner and size, by path ("./usr" and "usr" alike).
listing() {
  dpkg-deb --contents "$1" | awk '{ owner = $2; gsub(/root/, "0", owner);
    path = $6; sub(/^\.\//, "", path); sub(/\/$/, "", path);
    if (path != "" && path != ".") print $1, owner, $3, path }' | sort -k4
}

dpkg-deb --raw-extract "$deb" "$work/bundled"
dpkg-deb --root-owner-group -Zxz -z9 --build "$work/bundled" "$work/repacked.deb" >/dev/null

# The same control fields, the same entries, and the same bytes in every file.
cmp <(dpkg-deb --field "$deb") <(dpkg-deb --field "$work/repacked.deb")
cmp <(listing "$deb") <(listing "$work/repacked.deb")
dpkg-deb --extract "$deb" "$work/from-bundler"
dpkg-deb --extract "$work/repacked.deb" "$work/from-repacked"
diff -r "$work/from-bundler" "$work/from-repacked"

before=$(stat -c %s "$deb")
mv "$work/repacked.deb" "$deb"
after=$(stat -c %s "$deb")
awk -v b="$before" -v a="$after" -v d="$deb" \
  'BEGIN { printf "%s: %.2f MiB (%d bytes; %.2f MiB as the bundler wrote it)\n", d, a/1048576, a, b/1048576 }'
