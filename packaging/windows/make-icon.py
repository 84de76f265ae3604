#!/usr/bin/env python3
"""Writes src-tauri/icons/icon.ico from the PNG icons already in the repository.

tauri-build compiles an .ico into the Windows executable's resources (the taskbar, the Start menu
and Explorer show it), and the repository keeps its icons as PNG. An ICO file may hold PNG images
as they are (Windows Vista and later read them), so the PNGs are wrapped byte for byte: no image
library, no resampling, and the same bytes on every run.

Usage, from the repository root:  python3 packaging/windows/make-icon.py
"""
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[2] / "src-tauri" / "icons"
# Smallest first: 256 is the largest size an ICO entry can state (written as 0).
SOURCES = ["32x32.png", "128x128.png", "128x128@2x.png"]


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def main() -> int:
    images = [(ICONS / name).read_bytes() for name in SOURCES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for data in images:
        width, height = png_size(data)
        if width > 256 or height > 256:
            raise ValueError("an ICO entry holds at most 256x256")
        entries += struct.pack(
            "<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(data), offset + len(payload)
        )
        payload += data
    (ICONS / "icon.ico").write_bytes(header + entries + payload)
    return 0


if __name__ == "__main__":
    sys.exit(main())
