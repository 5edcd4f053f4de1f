#!/usr/bin/env python3
"""Writes other apps' exports from their documented formats (shared/PEERS.md), for the import tests.

    scripts/history-fixtures.py SOURCE FOLDER

habitctl: FOLDER/habits and FOLDER/log as blinry/habitctl writes them (`N Name`, `#` comments;
`YYYY-MM-DD<TAB>Name<TAB>y|n|s`, a blank line between days), over 2026-11-10 .. 2026-11-20: a daily
habit with a skipped day, one every 3 days, one only tracked, and one in the log no longer in `habits`.
dijo: FOLDER/habit_record.json as oppiliappan/dijo writes it (a pretty JSON list, each habit tagged by
`type` as typetag writes it): a Bit habit, a Count with a goal, a Float of precision 1 and one of
precision 2 (value / 10^precision), an auto habit, and a day marked false.
"""
import datetime
import json
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


if __name__ == "__main__":
    source, folder = sys.argv[1], sys.argv[2]
    {"habitctl": habitctl, "dijo": dijo}[source](folder)
