#!/usr/bin/env python3
"""Writes other apps' exports from their documented formats (shared/PEERS.md), for the import tests.

    scripts/history-fixtures.py SOURCE FOLDER

habitctl: FOLDER/habits and FOLDER/log as blinry/habitctl writes them (`N Name`, `#` comments;
`YYYY-MM-DD<TAB>Name<TAB>y|n|s`, a blank line between days), over 2026-11-10 .. 2026-11-20: a daily
habit with a skipped day, one every 3 days, one only tracked, and one in the log no longer in `habits`.
"""
import datetime
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


if __name__ == "__main__":
    source, folder = sys.argv[1], sys.argv[2]
    {"habitctl": habitctl}[source](folder)
