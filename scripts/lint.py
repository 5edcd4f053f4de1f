#!/usr/bin/env python3
"""swift-format's findings held to a checked-in baseline, so that new code is formatted without reformatting old code.

    scripts/lint.py [PATH …]            fail when a file has more findings of a rule than scripts/lint-baseline.txt allows
    scripts/lint.py --update [PATH …]   write today's findings as the baseline (make lint-baseline)

PATHs default to Sources, Tests and Package.swift. The baseline counts findings per file and rule, not per line, so
edits elsewhere in a file do not shift it; a file missing from it is allowed none. `make test` runs this first.
"""
import collections
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = "scripts/lint-baseline.txt"
FINDING = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<level>warning|error): \[(?P<rule>\w+)\] (?P<message>.*)$")


def swift_format(*arguments):
    command = os.environ.get("SWIFT", "swift").split() + ["format", *arguments]
    try:
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    except FileNotFoundError:
        sys.exit(f"lint: cannot run '{command[0]}': swift-format ships with Swift 6 toolchains (`swift format`)")


def findings(paths):
    """Every finding as (path, line, column, rule, message); exits when swift-format fails on a file."""
    result = swift_format("lint", "--configuration", ".swift-format", "--recursive", "--parallel", *paths)
    found, failures = [], []
    for text in result.stderr.splitlines() + result.stdout.splitlines():
        match = FINDING.match(text)
        if match:
            found.append((match["path"], int(match["line"]), int(match["column"]), match["rule"], match["message"]))
        elif text.strip():
            failures.append(text)
    if failures or result.returncode != 0:
        print("\n".join(failures) or f"swift format lint exited with {result.returncode}", file=sys.stderr)
        sys.exit("lint: swift format could not lint every file (above); fix that first")
    return sorted(found)


def version():
    return swift_format("--version").stdout.strip() or "unknown"


def read_baseline():
    """{(path, rule): count} and the swift-format version it was made with."""
    allowed, made_with = {}, None
    try:
        with open(os.path.join(ROOT, BASELINE), encoding="utf-8") as file:
            for text in file:
                if text.startswith("# swift-format "):
                    made_with = text.split()[2]
                if text.startswith("#") or not text.strip():
                    continue
                count, rule, path = text.rstrip("\n").split("\t")
                allowed[(path, rule)] = int(count)
    except FileNotFoundError:
        pass
    return allowed, made_with


def write_baseline(counts):
    lines = [
        f"# swift-format {version()} findings allowed per file and rule: make lint fails above these counts.",
        "# Rewrite with `make lint-baseline` (scripts/lint.py --update) after formatting; review the diff.",
        "# count\trule\tfile",
    ]
    for (path, rule), count in sorted(counts.items()):
        lines.append(f"{count}\t{rule}\t{path}")
    with open(os.path.join(ROOT, BASELINE), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def main(arguments):
    update = "--update" in arguments
    paths = [argument for argument in arguments if argument != "--update"] or ["Sources", "Tests", "Package.swift"]
    started = time.monotonic()
    found = findings(paths)
    counts = collections.Counter((path, rule) for path, _, _, rule, _ in found)
    seconds = time.monotonic() - started
    if update:
        write_baseline(counts)
        print(f"lint: wrote {BASELINE}: {len(found)} findings in {len({path for path, _ in counts})} files ({seconds:.1f} s)")
        return 0

    allowed, made_with = read_baseline()
    above = sorted((key, count, allowed.get(key, 0)) for key, count in counts.items() if count > allowed.get(key, 0))
    below = [key for key, count in allowed.items() if counts.get(key, 0) < count and os.path.exists(os.path.join(ROOT, key[0]))]
    summary = f"{len(found)} findings in {len({path for path, _ in counts})} files ({seconds:.1f} s)"
    if not above:
        print(f"lint: {summary}, none above {BASELINE}")
        if below:
            print(f"lint: {len(below)} file and rule counts are now below the baseline; `make lint-baseline` keeps them there")
        return 0

    rising = {key for key, _, _ in above}
    print(f"lint: new swift-format findings (make format FILES=FILE rewrites a file; {summary}):\n", file=sys.stderr)
    for (path, rule), count, limit in above:
        listed = any(key[0] == path for key in allowed)
        where = f"the baseline allows {limit}" if limit else "the baseline allows none" if listed else "a file new to the baseline"
        print(f"{path} [{rule}]: {count} now, {where}", file=sys.stderr)
        for finding in found:
            if (finding[0], finding[3]) == (path, rule):
                print(f"  {finding[0]}:{finding[1]}:{finding[2]}: [{finding[3]}] {finding[4]}", file=sys.stderr)
    if made_with and made_with != version().split()[0]:
        print(f"\nlint: the baseline was made with swift-format {made_with}, this is {version()}", file=sys.stderr)
    print(
        f"\nlint: {len(rising)} file and rule counts rose above {BASELINE}. Fix the lines above, or run "
        "`make format FILES=…` on your own files; when the findings are meant to stay, `make lint-baseline`.",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
