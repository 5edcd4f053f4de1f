#!/usr/bin/env python3
import datetime, json, os, random, sys
# Three trackers beside the ten-year set: water (a count, 3-9 entries a day), stretch (a habit, most days),
# weight (a measure, every morning), each day of the ten years, and their goals.
r = random.Random(21)
home = sys.argv[1]
json.dump({"version": 1, "trackers": [
    {"id": "water", "name": "water", "kind": "count", "unit": "glasses", "added": "2016-01-01T00:00:00.000Z"},
    {"id": "stretch", "name": "stretch", "kind": "done", "added": "2016-01-01T00:00:00.000Z"},
    {"id": "weight", "name": "weight", "kind": "measure", "unit": "kg", "added": "2016-01-01T00:00:00.000Z"}]},
    open(os.path.join(home, "trackers.json"), "w"))
goals = json.load(open(os.path.join(home, "goals.json")))
goals["areas"] = {"water": {"atLeast": 8}, "stretch": {"done": True}, "weight": {"atMost": 80}}
json.dump(goals, open(os.path.join(home, "goals.json"), "w"))
months = {}
day = datetime.date.today() - datetime.timedelta(days=3650)
n = 0
while day <= datetime.date.today():
    entries = months.setdefault(day.strftime("%Y-%m"), [])
    for hour in sorted(r.sample(range(7, 22), r.randint(3, 9))):
        n += 1
        entries.append({"id": f"{n:016x}", "tracker": "water", "time": f"{day.isoformat()}T{hour:02d}:00:00.000Z", "value": r.choice([1, 1, 2])})
    if r.random() < 0.8:
        n += 1
        entries.append({"id": f"{n:016x}", "tracker": "stretch", "time": f"{day.isoformat()}T07:30:00.000Z", "value": 1})
    n += 1
    entries.append({"id": f"{n:016x}", "tracker": "weight", "time": f"{day.isoformat()}T06:45:00.000Z", "value": round(76 + r.random() * 6, 1)})
    day += datetime.timedelta(days=1)
os.makedirs(os.path.join(home, "trackers"), exist_ok=True)
for month, entries in months.items():
    json.dump({"version": 1, "entries": entries}, open(os.path.join(home, "trackers", month + ".json"), "w"), indent=1)
print(n)
