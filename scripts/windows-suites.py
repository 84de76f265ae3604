#!/usr/bin/env python3
"""Reads cargo's JSON messages on stdin and prints the test programs built, one per line: the
package's folder, a tab, the program. The package whose manifest is argv[1] (the desktop shell,
whose tests need a window) is left out. Used by scripts/test-windows.sh."""
import json
import os
import sys

shell_manifest = os.path.realpath(sys.argv[1])
for line in sys.stdin:
    try:
        message = json.loads(line)
    except ValueError:
        continue
    if message.get("reason") != "compiler-artifact" or not message.get("executable"):
        continue
    if not message.get("profile", {}).get("test"):
        continue
    manifest = os.path.realpath(message["manifest_path"])
    if manifest == shell_manifest:
        continue
    print(f"{os.path.dirname(manifest)}\t{message['executable']}")
