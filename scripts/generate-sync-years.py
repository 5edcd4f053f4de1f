#!/usr/bin/env python3
"""Ten years of sync operations made on three machines, as coach records them, for `make bench`.

    scripts/generate-sync-years.py REPOSITORY [--goal-edits N] [--seed N]

Writes the operation logs `ops/MACHINE/PATH.jsonl` of the machines bench-a, bench-b and bench-c into a
new git repository REPOSITORY (one commit on `main`), never compacted: every day meals added on any of
the three (some edited or deleted later), a check-in, goals edited N times (default 6) and a breathing
pattern saved twice. Each operation names the one it replaced, as if the machines synced often. Meals,
check-ins and breathing-pattern ids are those coach's own documents hold, so `coach sync clone` folds them
into documents coach reads.
"""
import argparse
import datetime
import json
import os
import random
import subprocess

MACHINES = ["bench-a", "bench-b", "bench-c"]
FOODS = [("Apple", 52), ("Porridge", 150), ("Grilled Chicken", 165), ("Rice", 200), ("Soup", 120), ("Banana", 105), ("Pasta", 350)]


class Logs:
    """Every machine's operations, by document, and the latest operation of each record."""

    def __init__(self):
        self.lines = {}  # (machine, path) -> [str]
        self.latest = {}  # (path, key) -> (time, machine)
        self.clock = 0

    def record(self, machine, path, key, value, when):
        # Later than what it replaces, as coach makes it even when a clock is behind.
        last = self.latest.get((path, key))
        time = max(when, last[0] + 1 if last else 0, self.clock + 1)
        self.clock = time
        line = {"k": key, "t": time}
        if last:
            line["r"] = f"{last[0]}@{last[1]}"
        if value is None:
            line["x"] = True
        else:
            line["v"] = value
        self.lines.setdefault((machine, path), []).append(json.dumps(line, separators=(",", ":"), sort_keys=True, ensure_ascii=False))
        self.latest[(path, key)] = (time, machine)

    def document(self, machine, path, fields, when):
        """The records a machine records when it first writes a document it did not have."""
        if (path, "f:version") in self.latest:
            return
        for key, value in fields:
            self.record(machine, path, key, value, when)


def millis(moment):
    return int(moment.replace(tzinfo=datetime.timezone.utc).timestamp() * 1000)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("repository")
    parser.add_argument("--goal-edits", type=int, default=6, help="goal edits a day")
    parser.add_argument("--seed", type=int, default=28)
    arguments = parser.parse_args()
    r = random.Random(arguments.seed)
    logs = Logs()
    today = datetime.date.today()
    day = today - datetime.timedelta(days=3650)
    meals = []  # (path, key, value) of meals still there, to edit or delete
    while day <= today:
        month = day.strftime("%Y-%m")
        midnight = datetime.datetime.combine(day, datetime.time())
        # Goals and a breathing pattern, changed through the day on any machine.
        for _ in range(arguments.goal_edits):
            when = millis(midnight + datetime.timedelta(minutes=r.randint(360, 1380)))
            machine = r.choice(MACHINES)
            logs.document(machine, "goals.json", [("f:version", 2)], when)
            field, value = r.choice([("calories", r.randrange(1500, 3001, 50)), ("breathing", r.randint(5, 30)), ("study", r.randint(3, 40))])
            logs.record(machine, "goals.json", "f:" + field, value, when)
        for _ in range(2):
            when = millis(midnight + datetime.timedelta(minutes=r.randint(360, 1380)))
            machine = r.choice(MACHINES)
            logs.document(machine, "breathing-patterns.json", [("f:version", 1)], when)
            pattern = {"exhale": r.randint(4, 8), "hold": r.randint(0, 7), "inhale": 4, "rest": r.randint(0, 4)}
            logs.record(machine, "breathing-patterns.json", "m:patterns\u0000" + r.choice(["evening", "morning", "focus"]), pattern, when)
        # A check-in on one machine.
        when = millis(midnight + datetime.timedelta(hours=8))
        path = f"checkins/{month}.json"
        machine = r.choice(MACHINES)
        logs.document(machine, path, [("a:checkins", True), ("f:version", 1)], when)
        logs.record(machine, path, "i:checkins\u0000" + day.isoformat(),
                    {"day": day.isoformat(), "energy": r.randint(1, 5), "mood": r.randint(1, 5), "time": f"{day.isoformat()}T08:00:00.000Z"}, when)
        # Meals on any machine; now and then an earlier one edited or deleted.
        path = f"meals/{month}.json"
        for hour in sorted(r.sample(range(7, 22), r.randint(3, 7))):
            moment = midnight + datetime.timedelta(hours=hour)
            when = millis(moment)
            machine = r.choice(MACHINES)
            logs.document(machine, path, [("a:entries", True), ("f:version", 1)], when)
            name, kcal = r.choice(FOODS)
            meal = {"calories": kcal, "id": "%016x" % r.getrandbits(64), "name": name, "quantity": 1, "time": moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")}
            logs.record(machine, path, "i:entries\u0000" + meal["id"], meal, when)
            meals.append((path, "i:entries\u0000" + meal["id"], meal))
            if r.random() < 0.1 and meals:
                edited = r.randrange(max(0, len(meals) - 20), len(meals))
                old_path, key, old = meals[edited]
                if r.random() < 0.3:
                    logs.record(r.choice(MACHINES), old_path, key, None, when + 60_000)
                    meals.pop(edited)
                else:
                    changed = dict(old, calories=old["calories"] + r.randint(-40, 80), quantity=r.randint(1, 3))
                    logs.record(r.choice(MACHINES), old_path, key, changed, when + 60_000)
                    meals[edited] = (old_path, key, changed)
        meals = meals[-40:]
        day += datetime.timedelta(days=1)
    total = 0
    for (machine, path), lines in logs.lines.items():
        file = os.path.join(arguments.repository, "ops", machine, path + ".jsonl")
        os.makedirs(os.path.dirname(file), exist_ok=True)
        with open(file, "w") as out:
            out.write("\n".join(lines) + "\n")
        total += len(lines)
    git = ["git", "-C", arguments.repository, "-c", "user.name=coach", "-c", "user.email=coach@bench", "-c", "commit.gpgsign=false"]
    subprocess.run(["git", "init", "-q", "-b", "main", arguments.repository], check=True)
    subprocess.run(git + ["add", "ops"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "ten years on three machines"], check=True)
    print(f"{total} operations in {len(logs.lines)} logs")


if __name__ == "__main__":
    main()
