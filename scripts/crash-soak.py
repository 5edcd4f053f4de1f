#!/usr/bin/env python3
"""Crash soak: run coach commands one at a time and SIGKILL many of them at random moments.

    scripts/crash-soak.py COACH_BINARY [SECONDS] [SEED]

Adds, edits, deletes, undos, goal changes and imports run against one data directory; after
each, the data must be exactly what the acknowledged commands made (a killed command's change is
either wholly there or wholly absent), every file must parse, `meal undo` must revert exactly the
last change that is in the log, and no temporary file may outlive the next command that writes.
Prints one summary line; exits 1 with the first broken rule.
"""
import json, os, random, signal, subprocess, sys, tempfile, time

coach, seconds = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
work = tempfile.mkdtemp(prefix="coach-soak-")
data = os.path.join(work, "data")
env = dict(os.environ, COACH_HOME=data, COACH_HISTORY=os.path.join(work, "history"), TZ="UTC", NO_COLOR="1")
DATES = ["2026-01-30", "2026-01-31", "2026-02-01"]
places = os.path.join(work, "places.geojson")
json.dump({"type": "FeatureCollection", "features": [
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.1 + i / 1000, 54.18]}, "properties": {"name": f"Soak place {i}"}}
    for i in range(300)]}, open(places, "w"))


def fail(rule, detail):
    print(f"soak: FAILED after {stats['ops']} operations: {rule}\n  {detail}\n  data directory kept at {data}")
    sys.exit(1)


def run(args, kill_after=None):
    """Runs one command; returns (exit status or None when killed, stdout)."""
    proc = subprocess.Popen([coach] + args, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if kill_after is not None:
        time.sleep(kill_after)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            return None, ""
    out, _ = proc.communicate()
    return proc.returncode, out.decode()


def meals():
    """What coach shows: name -> (date, calories), read through coach (which finishes a pending change)."""
    found = {}
    for date in DATES:
        status, out = run(["meal", "list", date, "--json"])
        if status != 0:
            fail("meal list failed", out)
        for meal in json.loads(out)["meals"]:
            found[meal["name"]] = (date, meal["calories"])
    return found


def listing(date):
    return json.loads(run(["meal", "list", date, "--json"])[1])["meals"]


def check_files(after_write):
    for folder, _, files in os.walk(data):
        for name in files:
            path = os.path.join(folder, name)
            if ".coach-tmp-" in name or ".tmp-" in name:
                if after_write:
                    fail("a temporary file outlived the next write", path)
                continue
            if name.endswith(".json") and "/." not in path:
                try:
                    if "version" not in json.load(open(path)):
                        fail("a file lost its version", path)
                except ValueError as error:
                    fail("a file does not parse", f"{path}: {error}")


def goal():
    path = os.path.join(data, "goals.json")
    return json.load(open(path)).get("calories") if os.path.exists(path) else None


def imported():
    path = os.path.join(data, "sights", "imported.json")
    return len(json.load(open(path)).get("places", [])) if os.path.exists(path) else 0


model, last, goal_model, imported_model = {}, None, None, 0
stats = {"ops": 0, "killed": 0}
deadline = time.time() + seconds
counter = 0
while time.time() < deadline:
    kind = rng.choice(["add", "add", "add", "edit", "delete", "undo", "goal", "import"])
    new_model, new_last, new_goal, new_imported = dict(model), last, goal_model, imported_model
    if kind == "add":
        counter += 1
        name, date, kcal = f"F{counter}", rng.choice(DATES), rng.randint(10, 900)
        args = ["meal", "add", name, str(kcal), "--date", date, "--time", f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}", "--duplicate", "add"]
        new_model[name] = (date, kcal)
        new_last = ("set", name, None, (date, kcal))
    elif kind in ("edit", "delete") and model:
        date = rng.choice(sorted({d for d, _ in model.values()}))
        shown = listing(date)
        pick = rng.choice(shown)
        name = pick["name"]
        if kind == "edit":
            kcal = rng.choice([k for k in range(10, 900, 7) if k != model[name][1]])
            args = ["meal", "edit", str(pick["number"]), "--date", date, "--calories", str(kcal)]
            new_model[name] = (date, kcal)
        else:
            args = ["meal", "delete", str(pick["number"]), "--date", date, "--yes"]
            del new_model[name]
        new_last = ("set", name, model[name], new_model.get(name))
    elif kind == "undo":
        args = ["meal", "undo"]
        if last:
            _, name, before, _ = last
            if before is None:
                new_model.pop(name, None)
            else:
                new_model[name] = before
        new_last = None
    elif kind == "goal":
        new_goal = rng.choice([1500, 2000, 2500, 3000])
        args = ["goal", "calories", str(new_goal)]
    elif kind == "import":
        args = ["sights", "import", places] if imported_model == 0 else ["sights", "remove-imported"]
        new_imported = 300 if imported_model == 0 else 0
    else:
        continue
    kill_after = rng.uniform(0, 0.06) if rng.random() < 0.6 else None
    status, out = run(args, kill_after)
    stats["ops"] += 1
    if status is None:
        stats["killed"] += 1
    actual, actual_goal, actual_imported = meals(), goal(), imported()
    check_files(after_write=False)
    applied = (actual, actual_goal, actual_imported) == (new_model, new_goal, new_imported)
    unchanged = (actual, actual_goal, actual_imported) == (model, goal_model, imported_model)
    if status == 0 and not applied:
        fail(f"an acknowledged {kind} is not in the data", f"{args}\n  expected {new_model} goal {new_goal} imported {new_imported}\n  found    {actual} goal {actual_goal} imported {actual_imported}")
    if status is None and not (applied or unchanged):
        fail(f"a killed {kind} left a partial change", f"{args}\n  before {model}\n  after? {new_model}\n  found  {actual}")
    if status not in (0, None) and not unchanged and not (kind == "undo" and last is None):
        fail(f"a failed {kind} changed the data", f"{args}: {out}")
    if applied:
        model, last, goal_model, imported_model = new_model, new_last, new_goal, new_imported
    if status == 0:
        check_files(after_write=True)

print(f"soak: {stats['ops']} operations in {seconds:.0f} s, {stats['killed']} killed at random moments; "
      f"{len(model)} meals, every file parsed, undo matched the log, no temporary file outlived the next write")
