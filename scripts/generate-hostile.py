#!/usr/bin/env python3
import datetime, glob, json, os, shutil, sys
# Data a hostile sync or a hand edit can leave, each beside as many valid records (make bench), in WORK:
# meals-oob: the ten-year set (WORK/meals) with every meal's calories past 10,000 (about 40,000 meals out of bounds);
# month-valid, month-oob: one month of 40,000 meals this month, of 500 kcal or of 20,000;
# trackers-valid, trackers-oob: 5,000 trackers each logged once today with a goal of 2: with names of their own and
# an entry of 1, or every one named like a built-in area (shown as my-breathing-N) with an entry of 1e9.
work = sys.argv[1]
today = datetime.date.today()
shutil.copytree(os.path.join(work, "meals"), os.path.join(work, "meals-oob"))
for path in glob.glob(os.path.join(work, "meals-oob", "meals", "????-??.json")):  # the month logs, not last-change.json
    month = json.load(open(path))
    for entry in month["entries"]:
        entry["calories"] = 20000
    json.dump(month, open(path, "w"), indent=1)
first = today.replace(day=1)
days = (today - first).days + 1
for name, kcal in (("month-valid", 500), ("month-oob", 20000)):
    os.makedirs(os.path.join(work, name, "meals"))
    entries = [{"name": f"Meal {n}", "calories": kcal, "quantity": 1,
                "time": f"{first + datetime.timedelta(days=n * days // 40000)}T{7 + n % 14:02d}:{n % 60:02d}:00.000Z"}
               for n in range(40000)]
    json.dump({"version": 1, "entries": entries}, open(os.path.join(work, name, "meals", today.strftime("%Y-%m") + ".json"), "w"), indent=1)
for name, hostile in (("trackers-valid", False), ("trackers-oob", True)):
    os.makedirs(os.path.join(work, name, "trackers"))
    trackers = [{"id": f"habit{n}", "name": "breathing" if hostile else f"habit{n}", "kind": "count", "unit": "times",
                 "added": "2026-01-01T00:00:00.000Z"} for n in range(5000)]
    entries = [{"id": f"{n:016x}", "tracker": f"habit{n}", "time": f"{today.isoformat()}T09:00:00.000Z", "value": 1e9 if hostile else 1}
               for n in range(5000)]
    json.dump({"version": 1, "trackers": trackers}, open(os.path.join(work, name, "trackers.json"), "w"))
    json.dump({"version": 1, "entries": entries}, open(os.path.join(work, name, "trackers", today.strftime("%Y-%m") + ".json"), "w"), indent=1)
    json.dump({"version": 2, "areas": {f"habit{n}": {"atLeast": 2} for n in range(5000)}}, open(os.path.join(work, name, "goals.json"), "w"))
