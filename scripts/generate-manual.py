#!/usr/bin/env python3
"""Writes man/coach.1 (mdoc) from the command declarations, as `coach --experimental-dump-help`
gives them, with the sections the declarations cannot hold: EXAMPLES, FILES, ENVIRONMENT and
EXIT STATUS. Every character outside ASCII is written as a groff escape (`\\[u00D7]` for ×), so the
page shows × ÷ π ° … under any locale man runs in.

    scripts/generate-manual.py COACH_BINARY --date 2026-11-24 [--output man/coach.1]
    scripts/generate-manual.py COACH_BINARY --date 2026-11-24 --language ru [--output man/ru/coach.1]

With --language ru the page is in Russian: the commands' texts from po/ru.po (every one must be translated),
the rest from scripts/manual_ru.py.
"""
import datetime
import json
import os
import pathlib
import re
import subprocess
import sys

# The version in the footer: VERSION's, as the binary's and the package's.
VERSION = (pathlib.Path(__file__).resolve().parent.parent / "VERSION").read_text().strip()

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

MONTHS = "January February March April May June July August September October November December".split()

EXAMPLES = [
    ("Check in at a terminal: mood and energy as single keys, a note, then what is left of the day.", "coach checkin"),
    ("Check in from a script.", 'coach checkin --mood 4 --energy 3 --note "slept well"'),
    ("The day on one screen, and the same for scripts.", "coach today\ncoach today --json"),
    ("A daily goal in every area, and a reminder every two hours of the working day.",
     'coach goal breathing 10m\ncoach goal calories 2000\ncoach remind add every 2h 09:00-18:00 breathe "stand up"'),
    ("A box-breathing session of four cycles.", "coach breathe box --cycles 4"),
    ("Breathe with eyes closed: rain, and a tone at each inhale and exhale.", "coach breathe --sound rain --cues"),
    ("Twenty minutes of ocean waves; first check the sound.", "coach sound test\ncoach sound ocean --minutes 20"),
    ("Gaze at a fire for ten minutes; push particles around with the mouse.", "coach relax fire --minutes 10\ncoach relax particles --preset fluid"),
    ("A mandala that breathes 4-6 with you, under rain.", "coach relax mandala --breathe 4-6 --sound rain"),
    ("Exact arithmetic; piped lines print bare results, like bc.", "coach calc 1/3 + 1/6\nprintf '2^64\\n30!\\n' | coach"),
    ("Log a meal and see the day against the goal.", "coach meal add Porridge 150\ncoach meal"),
    ("Solve a formula for the value left out.", "coach formula solve kinetic-energy m=2 E=9"),
    ("Sights of Saransk near the arena, nearest first.", "coach sights near mordovia-arena --limit 3"),
    ("Run a script of commands, stopping at the first failure.", "coach --bail < morning.coach"),
    ("Plain lines for a screen reader, for one run or from now on.", "coach --plain today\ncoach settings set display plain"),
]

FILES = [
    ("$COACH_HOME, else $XDG_DATA_HOME/coach, else ~/.local/share/coach",
     "The data directory (private, 0700; files 0600). Every file is a JSON object with a \"version\", written "
     "atomically under a lock, so two shells never lose each other's changes."),
    ("checkins/YYYY-MM.json, rest-days.json", "Check-ins by month; planned rest days."),
    ("goals.json", "The goal of every area."),
    ("reminders.json, reminder-state.json", "Reminders and pauses; which rings this machine has shown and the files remind install wrote."),
    ("breathing/YYYY-MM.json, breathing/patterns.json", "Breathing sessions by month; your own patterns."),
    ("relax/YYYY-MM.json", "Relax sessions by month: the practice, how long, what was seen and pushed."),
    ("meals/YYYY-MM.json, meals/photos/, meals/last-change.json", "Meals by month, their photos, and what meal undo reverts."),
    ("formulas/progress.json, formulas/reviews/, formulas/mine.json", "Formula study: progress, flashcard reviews by month, your own formulas."),
    ("sights/me.json, sights/imported.json", "Favourites, notes and visits; imported places."),
    ("stopwatch.json, shell.json", "The stopwatch; whether the welcome was shown."),
    ("*/.days-ZONE/, sights/index.bin, formulas/search-index.tsv", "Caches, rebuilt whenever what they summarise changes; deleting them is harmless."),
    ("$COACH_HISTORY, else $XDG_STATE_HOME/coach/history, else ~/.local/state/coach/history", "The lines typed in the shell (1000 lines, 256 KiB at most)."),
    ("$XDG_CONFIG_HOME/coach/settings.json, else ~/.config/coach/settings.json", "Your settings; 'settings' shows and changes them."),
    ("~/.config/systemd/user/coach-remind.timer, coach-remind.service", "Written by remind install; removed by remind uninstall."),
]

ENVIRONMENT = [
    ("COACH_HOME", "The data directory, unless --data-dir is given."),
    ("XDG_DATA_HOME", "Where the data directory is, as $XDG_DATA_HOME/coach, when COACH_HOME is not set."),
    ("COACH_HISTORY", "The shell's history file."),
    ("XDG_STATE_HOME", "Where the history is, as $XDG_STATE_HOME/coach/history, when COACH_HISTORY is not set."),
    ("XDG_CONFIG_HOME", "Where the settings are (coach/settings.json below it) and where remind install writes the systemd user units (systemd/user)."),
    ("COACH_SOUND_DEVICE", "The ALSA device sound plays on (default: ALSA's default, which reaches PipeWire or PulseAudio)."),
    ("ALSA_CONFIG_PATH", "ALSA's configuration files, read by the library coach plays sound through."),
    ("LC_ALL", "With the language setting auto (the default), the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty says the language: ru (ru_RU.UTF-8) is Russian, anything else English."),
    ("LC_MESSAGES", "See LC_ALL."),
    ("LANG", "See LC_ALL."),
    ("COLORTERM", "truecolor or 24bit: relax draws in 24-bit colour; otherwise in xterm's 256 colours."),
    ("NO_COLOR", "Set to anything: no colour, unless --color always; relax then draws in shades."),
    ("COACH_PLAIN", "1: the plain display for a screen reader, as --plain gives it (nothing drawn or animated, words and numbers instead of bars and charts, numbered choices, no colour); 0: the drawn display whatever the display setting says."),
    ("COACH_PAGER", "The pager long views go through at a terminal, run by /bin/sh (before PAGER); empty or cat: none."),
    ("PAGER", "The pager when COACH_PAGER is not set (default: less); empty or cat: none."),
    ("LESS", "less's options; when it is not set, coach gives less FRX (leave at once when the text fits, keep the colours, leave the text on the screen)."),
    ("TERM", "dumb: no colour and no live displays; relax refuses to start."),
    ("TZ", "The time zone days and clock times are counted in: a zone name (Europe/Berlin) or a POSIX rule; else /etc/localtime, else UTC."),
    ("TZDIR", "Where the zone files are (default /usr/share/zoneinfo, from the tzdata package)."),
]

EXIT_STATUS = [("0", "Every command succeeded."), ("1", "A command failed (for a script: at least one line)."),
               ("64", "A usage error: an unknown command, option or subcommand, a malformed option, or a value the "
                      "command cannot take (an area or setting that does not exist, a goal out of range).")]

# Other pages a reader of this one may want: the calculator's peer, sync's transport, the status line's home, where
# reminders are scheduled outside the shell.
SEE_ALSO = [("bc", "1"), ("git", "1"), ("tmux", "1"), ("crontab", "5"), ("systemd.timer", "5")]


class English:
    """The page's words as they are: the declarations' English and the tables above."""
    # mdoc starts each form of the synopsis on a line of its own only under the section named SYNOPSIS.
    synopsis_break = []
    # Lines between .Dd and .Dt that tell groff's mdoc the page's own words for what it draws.
    header = []

    def say(self, text):
        return text

    def section(self, name):
        return name

    def word(self, text):
        return text

    def table(self, name, english):
        return english


class Russian(English):
    """The page's words from po/ru.po and scripts/manual_ru.py."""
    synopsis_break = [".Pp"]

    @property
    def header(self):
        """groff's mdoc draws a page's header and footer only after the section it calls NAME: here, ИМЯ."""
        return [".ds doc-section-name " + escape(self.section("NAME")),
                ".ds doc-volume-ds-1 " + escape(self.words.VOLUME)]

    def __init__(self):
        import manual_ru
        import pofile
        self.words = manual_ru
        root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        _, entries = pofile.parse(os.path.join(root, "po", "ru.po"))
        self.catalog = {e.msgid: e.msgstr for e in entries if not e.is_plural and e.msgstr}

    def say(self, text):
        """`text` translated, as `Messages.translate(shown:)` does: as it stands, else the message with %@ it matches."""
        if not text:
            return text
        if text in self.catalog:
            return self.catalog[text]
        best = None
        for english, translation in self.catalog.items():
            pieces = english.split("%@")
            if len(pieces) < 2 or sum(map(len, pieces)) < 10:
                continue
            pattern = "(.+?)".join(re.escape(piece) for piece in pieces)
            found = re.fullmatch(pattern, text, re.S)
            if found and (best is None or sum(map(len, pieces)) > best[0]):
                best = (sum(map(len, pieces)), translation, found.groups())
        if best is None:
            sys.exit(f"generate-manual.py: po/ru.po does not translate: {text!r}")
        values = [self.catalog.get(value, value) for value in best[2]]
        rest = iter(values)
        return re.sub(r"%(?:(\d+)\$)?@", lambda m: values[int(m.group(1)) - 1] if m.group(1) else next(rest), best[1])

    def section(self, name):
        return self.words.SECTIONS[name]

    def word(self, text):
        return self.words.WORDS[text]

    def table(self, name, english):
        return [(row[0], meaning) for row, meaning in zip(english, getattr(self.words, name))]


LANGUAGE = English()


def escape(text):
    """Text for a line of the page: groff escapes for backslashes and every non-ASCII character."""
    out = []
    for char in text:
        if char == "\\":
            out.append("\\e")
        elif ord(char) > 127:
            out.append("\\[u%04X]" % ord(char) if ord(char) <= 0xFFFF else "\\[u%X]" % ord(char))
        else:
            out.append(char)
    line = "".join(out)
    return "\\&" + line if line[:1] in (".", "'") else line


# Where a sentence ends inside a line: . ! or ? (and any closing quote or bracket), then spaces,
# unless the word is an abbreviation that does not end a sentence.
SENTENCE_END = re.compile(r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<=[.!?])([\"')\]]*) +(?=\S)")


def sentences(text):
    """A line of text as page lines, one sentence each, as roff wants them: a sentence that starts
    mid-line is not given the wider space that follows a full stop (mandoc -T lint: new sentence, new line)."""
    return [escape(sentence) for sentence in SENTENCE_END.sub(lambda match: match.group(1) + "\n", text).split("\n")]


def paragraphs(text):
    """Blank-line separated paragraphs as page lines, one sentence a line, with .Pp between them
    (no empty input lines)."""
    lines = []
    for number, block in enumerate(p.strip() for p in (text or "").split("\n\n") if p.strip()):
        if number:
            lines.append(".Pp")
        for line in block.split("\n"):
            lines += sentences(line)
    return lines


def option_line(argument):
    """`.It Fl -cycles Ar n` for an option, `.It Ar id` for a positional argument."""
    names = argument.get("names") or []
    value = argument.get("valueName")
    if argument["kind"] == "positional":
        return ".It Ar " + escape(value or "value") + (" ..." if argument.get("isRepeating") else "")
    shown = " | ".join(("Fl -" if name["kind"] == "long" else "Fl ") + name["name"] for name in names)
    return ".It " + shown + (" Ar " + escape(value) if argument["kind"] == "option" and value else "")


def arguments_list(arguments):
    shown = [a for a in arguments if a.get("shouldDisplay", True) and not any(n["name"] in ("help", "version") for n in a.get("names") or [])]
    if not shown:
        return []
    lines = [".Bl -tag -width 6n"]
    for argument in shown:
        lines.append(option_line(argument))
        help_text = argument.get("abstract") or ""
        if argument.get("allValues"):
            help_text = LANGUAGE.say(help_text)
            help_text += (" " if help_text else "") + LANGUAGE.word("One of: ") + ", ".join(argument["allValues"]) + "."
        else:
            help_text = LANGUAGE.say(help_text)
        lines += paragraphs(help_text) or [escape(LANGUAGE.word("(no description)"))]
    return lines + [".El"]


def commands(command, path):
    """A subsection for every command below the root, depth first."""
    lines = []
    for sub in command.get("subcommands") or []:
        if not sub.get("shouldDisplay", True) or (not path and sub["commandName"] == "help"):
            continue
        name = " ".join(path + [sub["commandName"]])
        lines += [".Ss " + escape(name)] + paragraphs(LANGUAGE.say(sub.get("abstract")))
        if sub.get("discussion"):
            lines += [".Pp"] + paragraphs(LANGUAGE.say(sub["discussion"]))
        lines += arguments_list(sub.get("arguments") or [])
        lines += commands(sub, path + [sub["commandName"]])
    return lines


def page(tool, date):
    root = tool["command"]
    day = datetime.date.fromisoformat(date)
    say, section = LANGUAGE.say, LANGUAGE.section
    lines = ['.\\" Generated by scripts/generate-manual.py from the command declarations: run make generated.',
             ".Dd %s %d, %d" % (MONTHS[day.month - 1], day.day, day.year)] + LANGUAGE.header + [
             ".Dt COACH 1", ".Os coach " + VERSION,
             ".Sh " + escape(section("NAME")), ".Nm coach", ".Nd " + escape(say(root["abstract"]).rstrip(".")),
             ".Sh " + escape(section("SYNOPSIS")), ".Nm", ".Op Fl -data-dir Ar dir",
             ".Op Fl -color Ar auto|always|never", ".Op Fl -bail", ".Op Fl -plain", ".Op Fl -no-pager",
             ".Op Ar command Op Ar argument ..."] + LANGUAGE.synopsis_break + [".Nm", ".Fl -version | Fl -help"]
    # `--plain` is read before the command, apart from the declared options (see `Coach.plainFlag`): the root's
    # discussion says it in the paragraph that starts with its name, which the page lists with the options.
    described = [p for p in say(root.get("discussion")).split("\n\n") if p.strip()]
    plain = [p for p in described if p.startswith("--plain")]
    lines += [".Sh " + escape(section("DESCRIPTION"))] + paragraphs("\n\n".join(p for p in described if p not in plain))
    options = arguments_list(root.get("arguments") or [])
    if plain:
        options[-1:-1] = [".It Fl -plain"] + paragraphs(plain[0])
    lines += [".Sh " + escape(section("OPTIONS"))] + options
    lines += [".Sh " + escape(section("COMMANDS")), escape(LANGUAGE.word("Type")), ".Ql help COMMAND",
              escape(LANGUAGE.word("in the shell for the same text, with examples."))]
    lines += commands(root, [])
    # The sections in the order mdoc(7) gives them.
    lines += [".Sh " + escape(section("ENVIRONMENT")), ".Bl -tag -width 6n"]
    for name, meaning in LANGUAGE.table("ENVIRONMENT", ENVIRONMENT):
        lines += [".It Ev " + name] + sentences(meaning)
    lines += [".El", ".Sh " + escape(section("FILES")), ".Bl -tag -width 6n"]
    for name, meaning in LANGUAGE.table("FILES", FILES):
        lines += [".It Pa " + escape(name)] + sentences(meaning)
    lines += [".El", ".Sh " + escape(section("EXIT STATUS")), ".Bl -tag -width 6n"]
    for status, meaning in LANGUAGE.table("EXIT_STATUS", EXIT_STATUS):
        lines += [".It " + status] + sentences(meaning)
    lines += [".El", ".Sh " + escape(section("EXAMPLES"))]
    for number, (commands_text, what) in enumerate(LANGUAGE.table("EXAMPLES", [(c, w) for w, c in EXAMPLES])):
        if number:
            lines.append(".Pp")
        lines += sentences(what) + [".Bd -literal -offset indent"]
        lines += [escape(line) for line in commands_text.split("\n")] + [".Ed"]
    lines += [".Sh " + escape(section("SEE ALSO"))]
    lines += [".Xr %s %s%s" % (name, number, " ," if index < len(SEE_ALSO) - 1 else "")
              for index, (name, number) in enumerate(SEE_ALSO)]
    return "\n".join(lines) + "\n"


def main():
    global LANGUAGE
    arguments = sys.argv[1:]
    if "--language" in arguments:
        at = arguments.index("--language")
        if arguments[at + 1:at + 2] != ["ru"]:
            sys.exit("generate-manual.py: --language takes ru")
        LANGUAGE = Russian()
        del arguments[at:at + 2]
    if len(arguments) < 3 or arguments[1] != "--date":
        sys.exit("usage: generate-manual.py COACH_BINARY --date YYYY-MM-DD [--language ru] [--output FILE]")
    dump = subprocess.run([arguments[0], "--experimental-dump-help"], check=True, capture_output=True, text=True).stdout
    text = page(json.loads(dump), arguments[2])
    if len(arguments) >= 5 and arguments[3] == "--output":
        with open(arguments[4], "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
