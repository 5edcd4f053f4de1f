#!/usr/bin/env python3
"""Writes Sources/Commands/Version.swift from VERSION, the one place coach's version is kept (make generated);
with --stdout, prints it instead (GeneratedFilesTests compares)."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
version = (root / "VERSION").read_text().strip()
if not re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", version):
    sys.exit(f"VERSION holds '{version}': write a version such as 1.2.3")
text = f"""// Generated from VERSION by `make generated`: change VERSION, not this file.

/// The version of coach: the binary's, the package's and the man page's.
public let coachVersion = "{version}"
"""
if "--stdout" in sys.argv:
    sys.stdout.write(text)
else:
    (root / "Sources/Commands/Version.swift").write_text(text)
