"""Reads and writes the gettext catalogs in po/, for scripts/extract-messages.py and scripts/po-to-swift.py.

Only what coach's catalogs use: comments, flags, msgid, msgid_plural, msgstr and msgstr[N], strings
continued over several lines. A msgctxt or an obsolete (#~) entry is refused with its line.
"""
import re

ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t"}
UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


class Entry:
    def __init__(self):
        self.comments = []      # "#." and "#:" lines, kept as they are
        self.flags = set()
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = None      # for a singular message
        self.msgstrs = {}       # N -> text, for a plural one
        self.line = 0

    @property
    def is_plural(self):
        return self.msgid_plural is not None


def quote(text):
    """`text` as a PO string: one line, or a "" line and one line per line break."""
    escaped = "".join(ESCAPES.get(c, c) for c in text)
    if "\\n" not in escaped[:-2]:
        return '"' + escaped + '"'
    pieces = escaped.split("\\n")
    lines = [p + "\\n" for p in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])
    return '""\n' + "\n".join('"' + p + '"' for p in lines)


def unquote(text, where):
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        raise ValueError(f"{where}: expected a quoted string, found {text}")
    out, i, body = [], 0, text[1:-1]
    while i < len(body):
        c = body[i]
        if c == "\\":
            if i + 1 >= len(body) or body[i + 1] not in UNESCAPES:
                raise ValueError(f"{where}: unknown escape in {text}")
            out.append(UNESCAPES[body[i + 1]])
            i += 2
        elif c == '"':
            raise ValueError(f"{where}: a quote inside {text} is not escaped")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def parse(path):
    """The header entry (msgid "") and the messages of the PO file at `path`, in file order."""
    entries, entry, field = [], Entry(), None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")

    def finish():
        nonlocal entry
        if entry.msgid is not None:
            entries.append(entry)
        elif entry.comments or entry.flags:
            raise ValueError(f"{path}:{entry.line}: comments with no message after them")
        entry = Entry()

    for number, raw in enumerate(lines, 1):
        where = f"{path}:{number}"
        line = raw.strip()
        if not line:
            finish()
            field = None
            continue
        if line.startswith("#~"):
            raise ValueError(f"{where}: an obsolete entry; delete it (msgattrib --no-obsolete)")
        if line.startswith("#,"):
            if entry.msgid is not None:
                finish()
            entry.line = entry.line or number
            entry.flags |= {flag.strip() for flag in line[2:].split(",") if flag.strip()}
            continue
        if line.startswith("#"):
            if entry.msgid is not None:
                finish()
            entry.line = entry.line or number
            entry.comments.append(line)
            continue
        if line.startswith('"'):
            if field is None:
                raise ValueError(f"{where}: a string with no keyword before it")
            value = unquote(line, where)
            if field == "msgid":
                entry.msgid += value
            elif field == "msgid_plural":
                entry.msgid_plural += value
            elif field == "msgstr":
                entry.msgstr += value
            else:
                entry.msgstrs[field] += value
            continue
        keyword, _, rest = line.partition(" ")
        rest = rest.strip()
        if keyword == "msgid":
            if entry.msgid is not None:
                finish()
            entry.line = entry.line or number
            entry.msgid, field = unquote(rest, where), "msgid"
        elif keyword == "msgid_plural" and entry.msgid is not None:
            entry.msgid_plural, field = unquote(rest, where), "msgid_plural"
        elif keyword == "msgstr" and entry.msgid is not None:
            entry.msgstr, field = unquote(rest, where), "msgstr"
        elif re.fullmatch(r"msgstr\[\d+\]", keyword) and entry.msgid is not None:
            field = int(keyword[7:-1])
            entry.msgstrs[field] = unquote(rest, where)
        else:
            raise ValueError(f"{where}: coach's catalogs do not use '{keyword}'")
    finish()
    header = [e for e in entries if e.msgid == ""]
    if len(header) != 1:
        raise ValueError(f"{path}: expected one header entry (msgid \"\"), found {len(header)}")
    return header[0], [e for e in entries if e.msgid != ""]


def header_fields(header):
    fields = {}
    for line in header.msgstr.split("\n"):
        if line:
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip()
    return fields


def write_entry(entry):
    """The lines of one message."""
    out = list(entry.comments)
    if entry.flags:
        out.append("#, " + ", ".join(sorted(entry.flags)))
    out.append("msgid " + quote(entry.msgid))
    if entry.is_plural:
        out.append("msgid_plural " + quote(entry.msgid_plural))
        for n in sorted(entry.msgstrs):
            out.append(f"msgstr[{n}] " + quote(entry.msgstrs[n]))
    else:
        out.append("msgstr " + quote(entry.msgstr or ""))
    return "\n".join(out) + "\n"
