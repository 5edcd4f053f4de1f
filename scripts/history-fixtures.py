#!/usr/bin/env python3
"""Writes other apps' exports from their documented formats (shared/PEERS.md), for the import tests.

    scripts/history-fixtures.py SOURCE FOLDER

habitctl: FOLDER/habits and FOLDER/log as blinry/habitctl writes them (`N Name`, `#` comments;
`YYYY-MM-DD<TAB>Name<TAB>y|n|s`, a blank line between days), over 2026-11-10 .. 2026-11-20: a daily
habit with a skipped day, one every 3 days, one only tracked, and one in the log no longer in `habits`.
dijo: FOLDER/habit_record.json as oppiliappan/dijo writes it (a pretty JSON list, each habit tagged by
`type` as typetag writes it): a Bit habit, a Count with a goal, a Float of precision 1 and one of
precision 2 (value / 10^precision), an auto habit, and a day marked false.
loop: FOLDER/loop.zip as Loop's CSV export writes it (uhabits HabitsCSVExporter: Habits.csv, and each habit's
`NNN Name/Checkmarks.csv` with `Date,Value,Notes`, newest first) and FOLDER/loop.db as its backup (SQLite,
user_version 25, Habits and Repetitions, a timestamp in ms at UTC midnight): a daily yes-or-no habit with
YES_MANUAL, SKIP, NO and UNKNOWN days, one 3 times a week with YES_AUTO days, a numerical one (x1000) with
an at-least target, notes with tabs, commas and quotes. FOLDER/loop-renamed.db is a later backup in which
'Floss' is called 'Floss teeth' (same uuid) and has one more day.
hostile-loop: zips to refuse or to read without writing a path from them (see hostile_loop).
daylio: FOLDER/daylio.csv as Daylio's CSV export writes it (newest first; the newest header, with `scales`),
2026-11-10 .. 2026-11-16: two entries on the 16th, notes with HTML, quotes, commas and a tab; FOLDER/daylio-2019.csv
in the older form (`year,date,…`, `Nov 8`, 12-hour times); FOLDER/daylio-renamed.csv whose moods were renamed;
FOLDER/daylio.daylio, a later backup (a zip holding backup.daylio, base64 of JSON): six moods (one added, one
renamed, each with its group), activities by id, 2026-11-15 .. 2026-11-19.
"""
import base64
import csv
import datetime
import io
import json
import sqlite3
import zipfile
import os
import sys


def habitctl(folder):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "habits"), "w", newline="\n") as habits:
        habits.write("# The numbers are the days between times: 1 daily, 0 only tracked.\n")
        habits.write("1 Floss\n3 Read a book\n0 Weigh in\n")
    days = [datetime.date(2026, 11, 10) + datetime.timedelta(days=n) for n in range(11)]
    with open(os.path.join(folder, "log"), "w", newline="\n") as log:
        for day in days:
            floss = "s" if day.day == 15 else "y"
            read = "y" if day.day % 3 == 0 else "n"
            log.write(f"{day}\tFloss\t{floss}\n{day}\tRead a book\t{read}\n")
            if day.day == 12:
                log.write(f"{day}\tMeditate\ty\n")
            log.write("\n")


def dijo(folder):
    os.makedirs(folder, exist_ok=True)
    day = lambda n: str(datetime.date(2026, 11, 10) + datetime.timedelta(days=n))
    habits = [
        {"type": "Bit", "name": "walk", "stats": {day(n): n != 3 for n in range(6)}, "goal": True, "auto": False},
        {"type": "Count", "name": "Pages read", "stats": {day(n): 5 * n for n in range(1, 4)}, "goal": 10,
         "auto": False},
        {"type": "Float", "name": "sleep", "stats": {day(n): {"value": 70 + n, "precision": 1} for n in range(3)},
         "goal": {"value": 75, "precision": 1}, "precision": 1, "auto": False},
        {"type": "Float", "name": "km", "stats": {day(0): {"value": 1234, "precision": 2}},
         "goal": {"value": 500, "precision": 2}, "precision": 2, "auto": True},
    ]
    with open(os.path.join(folder, "habit_record.json"), "w") as record:
        json.dump(habits, record, indent=2)


LOOP_HABITS = [
    # position, name, type, numerator, denominator, unit, target type, target value, uuid
    (1, "Floss", "YES_NO", 1, 1, "", "AT_LEAST", 0, "4a6c0f0e9d2b4f7e8c3a1b2d3e4f5a6b"),
    (2, "Run", "YES_NO", 3, 7, "", "AT_LEAST", 0, "5b7d1e2f3a4b5c6d7e8f9a0b1c2d3e4f"),
    (3, "Water", "NUMERICAL", 1, 1, "glasses", "AT_LEAST", 8, "6c8e2f3a4b5c6d7e8f9a0b1c2d3e4f50"),
]
LOOP_VALUES = {"YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1}


def loop_days(position):
    start = datetime.date(2026, 11, 10)
    if position == 1:
        marks = ["YES_MANUAL", "YES_MANUAL", "SKIP", "YES_MANUAL", "NO", "UNKNOWN", "YES_MANUAL"]
    elif position == 2:
        marks = ["YES_MANUAL", "YES_AUTO", "YES_MANUAL", "YES_AUTO", "YES_MANUAL", "NO", "NO"]
    else:
        marks = [8000, 6500, -1, 9000, 0, 8000, 10250]
    notes = {0: 'tired,\tbut "did it"', 3: "line one"}
    return [(start + datetime.timedelta(days=n), mark, notes.get(n, "")) for n, mark in enumerate(marks)]


def loop(folder):
    os.makedirs(folder, exist_ok=True)
    with zipfile.ZipFile(os.path.join(folder, "loop.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
        habits = io.StringIO()
        writer = csv.writer(habits, lineterminator="\n")
        writer.writerow(["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator",
                         "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?"])
        for position, name, kind, num, den, unit, target_type, target, _ in LOOP_HABITS:
            numerical = kind == "NUMERICAL"
            writer.writerow(["%03d" % position, name, kind, f"Did you {name.lower()} today?", "", num, den,
                             "#37474F", unit if numerical else "", target_type if numerical else "",
                             target if numerical else "", "false"])
        archive.writestr("Habits.csv", habits.getvalue())
        for position, name, kind, *_ in LOOP_HABITS:
            days = io.StringIO()
            writer = csv.writer(days, lineterminator="\n")
            writer.writerow(["Date", "Value", "Notes"])
            for day, mark, note in reversed(loop_days(position)):
                writer.writerow([day.isoformat(), mark, note])
            archive.writestr("%03d %s/Checkmarks.csv" % (position, name), days.getvalue())
            archive.writestr("%03d %s/Scores.csv" % (position, name), "Date,Score\n")
    loop_backup(os.path.join(folder, "loop.db"), renamed=False)
    loop_backup(os.path.join(folder, "loop-renamed.db"), renamed=True)


def loop_backup(path, renamed):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE Habits (id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
            description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT, position INTEGER,
            reminder_hour INTEGER, reminder_min INTEGER, reminder_days INTEGER NOT NULL DEFAULT 127,
            type INTEGER NOT NULL DEFAULT 0, target_type INTEGER NOT NULL DEFAULT 0,
            target_value REAL NOT NULL DEFAULT 0, unit TEXT NOT NULL DEFAULT "", question TEXT, uuid TEXT);
        CREATE TABLE Repetitions (id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER NOT NULL REFERENCES Habits(id),
            timestamp INTEGER NOT NULL, value INTEGER NOT NULL, notes TEXT);
        CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);
        PRAGMA user_version = 25;
    """)
    for position, name, kind, num, den, unit, target_type, target, uuid in LOOP_HABITS:
        if renamed and name == "Floss":
            name = "Floss teeth"
        db.execute("INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name, position, "
                   "type, target_type, target_value, unit, question, uuid) VALUES (0, 5, '', ?, ?, 0, ?, ?, ?, ?, ?, ?, "
                   "'', ?)", (den, num, name, position - 1, 1 if kind == "NUMERICAL" else 0,
                              1 if target_type == "AT_MOST" else 0, target, unit, uuid))
        habit = db.execute("SELECT last_insert_rowid()").fetchone()[0]
        days = loop_days(position)
        if renamed and position == 1:
            days.append((datetime.date(2026, 11, 17), "YES_MANUAL", ""))
        for day, mark, note in days:
            value = mark if isinstance(mark, int) else LOOP_VALUES[mark]
            midnight = datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc)
            db.execute("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)",
                       (habit, int(midnight.timestamp()) * 1000, value, note))
    db.commit()
    db.close()


def hostile_loop(folder):
    """Zips no export holds: a bomb (50 MiB of zeros in a few kB), an entry whose header says less than it holds,
    and entries whose paths climb out of any folder they could be written to."""
    os.makedirs(folder, exist_ok=True)
    with zipfile.ZipFile(os.path.join(folder, "bomb.zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("Habits.csv", b"\0" * (50 << 20))
    lying = io.BytesIO()
    text = "Position,Name\n" + "".join("%03d,Habit %d\n" % (n, n) for n in range(1, 900))
    with zipfile.ZipFile(lying, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("Habits.csv", text)
    data = bytearray(lying.getvalue())
    size = len(text).to_bytes(4, "little")
    for signature, at in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        start = data.index(signature)
        assert data[start + at:start + at + 4] == size
        data[start + at:start + at + 4] = (100).to_bytes(4, "little")
    with open(os.path.join(folder, "lying.zip"), "wb") as out:
        out.write(data)
    with zipfile.ZipFile(os.path.join(folder, "climbing.zip"), "w") as archive:
        archive.writestr("Habits.csv", "Position,Name\n001,Floss\n")
        archive.writestr("001 Floss/Checkmarks.csv", "Date,Value,Notes\n2026-11-10,YES_MANUAL,\n")
        archive.writestr("../../climbed/Checkmarks.csv", "Date,Value,Notes\n2026-11-11,YES_MANUAL,\n")
        archive.writestr("/tmp/absolute/Checkmarks.csv", "Date,Value,Notes\n2026-11-12,YES_MANUAL,\n")


def daylio(folder):
    os.makedirs(folder, exist_ok=True)
    # (day, time, mood, activities, title, note), newest first as Daylio writes them.
    entries = [
        (16, "21:30", "good", "friends | reading", "", ""),
        (16, "08:05", "meh", "work", "Slow start", "Coffee, then <b>emails</b>.<br>Rain &amp; wind."),
        (15, "10:00", "rad", "walk | friends", "A good day", 'Said "yes" to the hike'),
        (14, "19:40", "awful", "", "", "Headache\tall day"),
        (13, "22:10", "bad", "work", "", ""),
        (12, "07:55", "good", "walk", "", ""),
        (11, "20:00", "meh", "", "", ""),
        (10, "09:15", "good", "walk", "", ""),
    ]
    with open(os.path.join(folder, "daylio.csv"), "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["full_date", "date", "weekday", "time", "mood", "activities", "scales", "note_title", "note"])
        for day, time, mood, activities, title, note in entries:
            date = datetime.date(2026, 11, day)
            writer.writerow([date.isoformat(), date.strftime("%B %-d"), date.strftime("%A"), time, mood, activities,
                             "", title, note])
    with open(os.path.join(folder, "daylio-2019.csv"), "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["year", "date", "weekday", "time", "mood", "activities", "note"])
        writer.writerow(["2019", "Nov 9", "Saturday", "12:05 am", "rad", "party", "Late <br/>night"])
        writer.writerow(["2019", "Nov 8", "Friday", "1:48 pm", "meh", "work", ""])
    with open(os.path.join(folder, "daylio-renamed.csv"), "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["full_date", "date", "weekday", "time", "mood", "activities", "note_title", "note"])
        writer.writerow(["2026-11-09", "November 9", "Monday", "08:00", "Ecstatic", "", "", ""])
        writer.writerow(["2026-11-08", "November 8", "Sunday", "08:00", "tired", "", "", ""])
        writer.writerow(["2026-11-07", "November 7", "Saturday", "08:00", "good", "", "", ""])
    # The backup: the moment in ms and the person's own clock, three hours east of UTC.
    moods = [{"id": n, "custom_name": "", "mood_group_id": n, "mood_group_order": 0, "icon_id": n,
              "predefined_name_id": n, "state": 0, "createdAt": 0} for n in range(1, 6)]
    moods[1]["custom_name"] = "fine"
    moods.append({"id": 6, "custom_name": "calm", "mood_group_id": 2, "mood_group_order": 1, "icon_id": 6,
                  "predefined_name_id": -1, "state": 0, "createdAt": 0})
    tags = [{"id": n, "name": name, "createdAt": 0, "icon": 1, "order": n, "state": 0, "id_tag_group": 1}
            for n, name in [(1, "walk"), (2, "friends"), (3, "work"), (4, "reading")]]
    day_entries = []
    for number, (day, hour, minute, mood, tag_ids, note) in enumerate([
        (15, 10, 0, 1, [1, 2], "Said \"yes\" to the hike"),
        (16, 21, 30, 2, [2, 4], ""),
        (17, 8, 0, 6, [1], "Quiet morning"),
        (18, 23, 45, 4, [3], ""),
        (19, 7, 20, 3, [], "<p>Tired</p><p>but fine</p>"),
    ]):
        moment = datetime.datetime(2026, 11, day, hour, minute, tzinfo=datetime.timezone(datetime.timedelta(hours=3)))
        day_entries.append({"id": number + 1, "minute": minute, "hour": hour, "day": day, "month": 10, "year": 2026,
                            "datetime": int(moment.timestamp() * 1000), "timeZoneOffset": 3 * 3600 * 1000,
                            "mood": mood, "note": note, "note_title": "", "tags": tag_ids, "assets": []})
    backup = {"version": 15, "isReminderOn": False, "customMoods": moods, "tags": tags, "dayEntries": day_entries,
              "achievements": [], "goals": [], "prefs": [], "tag_groups": [], "metadata": {}}
    with zipfile.ZipFile(os.path.join(folder, "daylio.daylio"), "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("backup.daylio", base64.b64encode(json.dumps(backup).encode()).decode())
        archive.writestr("assets/", "")


if __name__ == "__main__":
    source, folder = sys.argv[1], sys.argv[2]
    {"habitctl": habitctl, "dijo": dijo, "loop": loop, "hostile-loop": hostile_loop, "daylio": daylio}[source](folder)
