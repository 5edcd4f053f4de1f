#!/usr/bin/env python3
"""swift-format's findings on the whole tree: any finding fails.

    scripts/lint.py [PATH …]   PATHs default to Sources, Tests and Package.swift

The tree is formatted (`make format`); `make test` and CI run this first. A line swift-format cannot write within the
rules is fixed by hand, never allowed: there is no baseline.
"""
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FINDING = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<level>warning|error): \[(?P<rule>\w+)\] (?P<message>.*)$")


def findings(paths):
    """Every finding's line as swift-format prints it, path made relative; exits when swift-format fails on a file."""
    command = os.environ.get("SWIFT", "swift").split() + ["format", "lint", "--configuration", ".swift-format",
                                                          "--recursive", "--parallel", *paths]
    try:
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    except FileNotFoundError:
        sys.exit(f"lint: cannot run '{command[0]}': swift-format ships with Swift 6 toolchains (`swift format`)")
    found, failures = [], []
    for text in result.stderr.splitlines() + result.stdout.splitlines():
        if FINDING.match(text):
            found.append(os.path.relpath(text, ROOT) if text.startswith(ROOT) else text)
        elif text.strip():
            failures.append(text)
    if failures or result.returncode not in (0, 1) or (result.returncode == 1 and not found):
        print("\n".join(failures) or f"swift format lint exited with {result.returncode}", file=sys.stderr)
        sys.exit("lint: swift format could not lint every file (above); fix that first")
    return sorted(found)


def main(arguments):
    paths = arguments or ["Sources", "Tests", "Package.swift"]
    started = time.monotonic()
    found = findings(paths)
    seconds = time.monotonic() - started
    if not found:
        print(f"lint: no swift-format finding ({seconds:.1f} s)")
        return 0
    print("\n".join(found), file=sys.stderr)
    print(f"\nlint: {len(found)} swift-format findings. `make format FILES=FILE` rewrites a file; fix by hand what it "
          "cannot (a comment past the line's end, a forEach, two trailing closures).", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
