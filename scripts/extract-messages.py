#!/usr/bin/env python3
"""Extracts the messages coach prints from the Swift sources into the gettext template po/coach.pot.

    scripts/extract-messages.py            write po/coach.pot (`make messages` runs this)
    scripts/extract-messages.py --stdout   print it instead, for the test that compares

A message is the string literal given to `tr("…")`, or the two given to `trn("%d day", "%d days", n)`,
or one marked to be translated where it is shown (`Messages.mark("Breathing")`, gettext's N_), in any file
under Sources/ (calls in `//` comments are left out). The English text is the message id.
Under Sources/Commands the help of the command declarations is a message too: the literal given to
`abstract:`, `discussion:` and `help:` (also as `ArgumentHelp("…")`, `.completed("…", …)` or `.init("…")`),
multi-line literals (triple-quoted) as Swift reads them; the Russian help screens look them up. So is the
literal a `validate()` refuses with (`ValidationError("…")`, under Sources/Commands and Sources/Shell), shown
translated by the parse error's words. In these, an interpolation becomes `%@`, and the shown text is matched
against the id (`Messages.translate(shown:)`).
An interpolation (`\\(…)`) inside such a literal is refused: the id must be the same on every run; put a
value in with `%@` (`tr("Goal met: %@", value)`) or, for a count, `%d` in `trn`.
The template names no places (no `#: file:line` references: they changed with nearly every commit).
Translators then update po/ru.po with `msgmerge --update --backup=none --no-location po/ru.po po/coach.pot`.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pofile  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SOURCES = os.path.join(ROOT, "Sources")
TARGET = os.path.join(ROOT, "po", "coach.pot")

LITERAL = r'"((?:[^"\\\n]|\\.)*)"'
CALL = re.compile(r"(?<![\w])(trn?|mark)\(\s*" + LITERAL + r"(?:\s*,\s*" + LITERAL + r")?")
HELP = re.compile(r'(?<![\w.])(abstract|discussion|help|CommandGroup\(\s*name)\s*:\s*(?:(?:ArgumentHelp|\.completed|\.init)\(\s*)?(?=")')
# `validate()`'s refusals, which ArgumentParser hands back whole: translated as shown, like the help texts.
REFUSAL = re.compile(r'(?<![\w.])ValidationError\(\s*(?=")')
HELP_SOURCES = os.path.join(SOURCES, "Commands")
REFUSAL_SOURCES = (HELP_SOURCES, os.path.join(SOURCES, "Shell"))
SWIFT_ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t", "r": "\r", "0": "\0"}

HEADER = """# The messages coach prints, in English: the template translations start from.
# Extracted from the Swift sources by scripts/extract-messages.py; do not edit by hand.
# This file is distributed under the same license as coach.
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: coach\\n"
"Report-Msgid-Bugs-To: \\n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
"Language-Team: LANGUAGE <LL@li.org>\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"""


def swift_text(literal, where, values=False):
    """The text of a Swift string literal's contents; with `values`, each interpolation `\\(…)` becomes `%@`
    (a help text of the declarations, matched against its value by `Messages.translate(shown:)`)."""
    out, i = [], 0
    while i < len(literal):
        c = literal[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = literal[i + 1]
        if nxt == "(" and values:
            depth, i = 1, i + 2
            while depth:
                depth += {"(": 1, ")": -1}.get(literal[i], 0)
                i += 1
            out.append("%@")
            continue
        if nxt == "(":
            sys.exit(f"{where}: a message id cannot hold an interpolation; use %@ or trn's %d: \"{literal}\"")
        if nxt == "u":
            end = literal.index("}", i)
            out.append(chr(int(literal[i + 3:end], 16)))
            i = end + 1
            continue
        if nxt not in SWIFT_ESCAPES:
            sys.exit(f"{where}: unknown escape \\{nxt} in \"{literal}\"")
        out.append(SWIFT_ESCAPES[nxt])
        i += 2
    return "".join(out)


def multiline_text(text, start, where):
    """The value of the multi-line literal whose opening \"\"\" is at `start`, and where it ends: each line
    loses the closing delimiter's indentation, and a line ending in a backslash runs on into the next."""
    body_start = text.index("\n", start) + 1
    close = text.index('"""', body_start)
    last_line_start = text.rfind("\n", 0, close) + 1
    indent = text[last_line_start:close]
    if indent.strip():
        sys.exit(f"{where}: the closing \"\"\" must stand on a line of its own")
    lines = text[body_start:last_line_start - 1].split("\n") if last_line_start > body_start else []
    out = []
    for line in lines:
        if line.strip() and not line.startswith(indent):
            sys.exit(f"{where}: a line of a multi-line literal is indented less than its closing \"\"\"")
        line = line[len(indent):]
        if line.endswith("\\") and not line.endswith("\\\\"):
            out.append(swift_text(line[:-1], where, values=True))
        else:
            out.append(swift_text(line, where, values=True) + "\n")
    value = "".join(out)
    return (value[:-1] if value.endswith("\n") else value), close + 3


def help_literals(text, relative, help=True):
    """The help texts of the command declarations in `text` and its refusals (only those without `help`):
    (message id, line)."""
    found = (list(HELP.finditer(text)) if help else []) + list(REFUSAL.finditer(text))
    for match in sorted(found, key=lambda m: m.start()):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if "//" in text[line_start:match.start()]:
            continue
        line = text.count("\n", 0, match.start()) + 1
        where = f"{relative}:{line}"
        if text.startswith('"""', match.end()):
            value, end = multiline_text(text, match.end(), where)
        else:
            literal = re.match(LITERAL, text[match.end():])
            if not literal:
                sys.exit(f"{where}: a help text must be one string literal")
            value, end = swift_text(literal.group(1), where, values=True), match.end() + literal.end()
        if re.match(r"\s*\+", text[end:]):
            sys.exit(f"{where}: a help text must be one literal, not joined with +, so the catalog can hold it")
        if value:
            yield value, line


def messages():
    """Each message id with its plural (None for a singular one), in the order first met."""
    found = {}
    for folder, dirs, files in os.walk(SOURCES):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, ROOT)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for match in CALL.finditer(text):
                line_start = text.rfind("\n", 0, match.start()) + 1
                if "//" in text[line_start:match.start()]:
                    continue
                line = text.count("\n", 0, match.start()) + 1
                where = f"{relative}:{line}"
                kind, first, second = match.group(1), match.group(2), match.group(3)
                if kind == "trn" and second is None:
                    sys.exit(f"{where}: trn takes two literals, the singular and the plural")
                msgid = swift_text(first, where)
                plural = swift_text(second, where) if kind == "trn" else None
                if not msgid:
                    sys.exit(f"{where}: an empty message id")
                known = found.setdefault(msgid, plural)
                if known != plural:
                    sys.exit(f"{where}: \"{msgid}\" is used both with plural \"{known}\" and \"{plural}\"")
            if path.startswith(tuple(folder + os.sep for folder in REFUSAL_SOURCES)):
                for msgid, line in help_literals(text, relative, help=path.startswith(HELP_SOURCES + os.sep)):
                    if found.setdefault(msgid, None) is not None:
                        sys.exit(f"{relative}:{line}: \"{msgid}\" is also a plural message")
    return found


def template():
    out = [HEADER]
    for msgid, plural in messages().items():
        entry = pofile.Entry()
        entry.msgid = msgid
        texts = [msgid, plural or ""]
        if any("%d" in t for t in texts) and not any("%@" in t for t in texts):
            entry.flags.add("c-format")
        if plural is not None:
            entry.msgid_plural = plural
            entry.msgstrs = {0: "", 1: ""}
        else:
            entry.msgstr = ""
        out.append(pofile.write_entry(entry))
    return "\n".join(out)


def main():
    text = template()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.write(text)
        return
    os.makedirs(os.path.dirname(TARGET), exist_ok=True)
    if os.path.exists(TARGET) and open(TARGET, encoding="utf-8").read() == text:
        return  # unchanged: left as it is
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
