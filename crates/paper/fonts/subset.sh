#!/usr/bin/env bash
# Regenerates the two font files beside this script from Debian's fonts-dejavu-extra package
# (see README.md in this folder for why these glyphs and how to check the result).
# Needs: fonts-dejavu-extra (apt) and fontTools (pip install fonttools).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source_dir="${DEJAVU_DIR:-/usr/share/fonts/truetype/dejavu}"
# Latin (Basic, Latin-1, Extended-A and -B, Extended Additional, ə), spacing modifier letters
# and combining marks (accents typed apart from their letter), Greek, Cyrillic and Cyrillic
# Supplement, general punctuation, currency and letterlike symbols (€, №, ™), simple arrows,
# the minus sign and the replacement character.
unicodes="U+0020-007E,U+00A0-024F,U+0259,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-052F"
unicodes+=",U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-2199,U+2212,U+FFFD"
for face in DejaVuSansCondensed DejaVuSansCondensed-Bold; do
  pyftsubset "$source_dir/$face.ttf" \
    --unicodes="$unicodes" \
    --layout-features='*' \
    --no-hinting \
    --output-file="$here/$face.ttf"
done
