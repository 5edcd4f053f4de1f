#!/usr/bin/env bash
# make bench: medians from repeated runs, each beside its peer, as a Markdown table; then the instruction budgets
# (scripts/budgets.sh), which fail the run when a count is more than 10 % over. With a second program
# (`make bench BEFORE=path/to/an/earlier/coach`), the goal rows are also timed for both builds side by side.
set -euo pipefail
coach="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
before="${2:-}"
[ -z "$before" ] || before="$(cd "$(dirname "$before")" && pwd)/$(basename "$before")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export COACH_HOME="$work/data" COACH_HISTORY="$work/history"
"$coach" stopwatch start >/dev/null
printf '2+2\nquit\n' > "$work/sum.bc"
for _ in $(seq 10000); do echo stopwatch; done > "$work/lines.coach"
floor="$(dirname "$coach")/StartupFloor"
python3 - "$work" <<'PY'
import datetime, random, sys
# 10,000 varied lines a script might pipe: the stopwatch, the goals, a day's meals, formula and sight cards.
r = random.Random(17)
formulas = "kinetic-energy ohms-law momentum ideal-gas-law snells-law pythagorean-theorem compound-interest weight".split()
sights = "mordovia-arena cathedral-of-st-theodore-ushakov millennium-square".split()
today = datetime.date.today()
with open(sys.argv[1] + "/mix.coach", "w") as f:
    for n in range(10000):
        f.write(["stopwatch", "goal", f"meal list {today - datetime.timedelta(days=r.randint(0, 3000))}",
                 f"formula show {r.choice(formulas)}", f"sights show {r.choice(sights)}"][n % 5] + "\n")
with open(sys.argv[1] + "/meals.coach", "w") as f:
    for n in range(1000):
        f.write(f"meal add 'Meal {n}' {r.randint(50, 900)} --date {today - datetime.timedelta(days=r.randint(0, 30))}\n")
PY
python3 - "$work/sums.txt" <<'PY'
import random, sys
r = random.Random(7)
with open(sys.argv[1], "w") as f:
    for _ in range(100000):
        f.write(f"{r.randint(1, 999)} {r.choice('+-*/')} {r.randint(1, 999)} {r.choice('+-*/')} {r.randint(1, 99)}.{r.randint(0, 99)}\n")
PY
python3 - "$work/study/formulas" <<'PY'
import json, os, random, sys
r = random.Random(5)
words = "spring stiffness tension flow pressure orbit charge field drift yield ratio growth decay flux heat load torque".split()
os.makedirs(sys.argv[1], exist_ok=True)
formulas = []
for n in range(10000):
    a, b = r.sample(words, 2)
    formulas.append({"id": f"{a}-{b}-{n}", "name": f"{a.title()} {b} {n}", "category": r.choice(["mathematics", "physics", "chemistry"]),
                     "topic": "My formulas", "equation": "y = k*x + c", "display": "y = k·x + c",
                     "about": f"How {a} follows {b} in my notes, number {n}.",
                     "variables": [{"symbol": s, "meaning": m, "unit": ""} for s, m in (("y", a), ("k", b), ("x", "input"), ("c", "offset"))],
                     "example": {}, "isIdentity": False, "isUserFormula": True})
json.dump({"version": 1, "formulas": formulas}, open(os.path.join(sys.argv[1], "mine.json"), "w"), indent=1)
PY
python3 - "$work/meals/meals" <<'PY'
import datetime, json, os, random, sys
# Ten years of meals, about 40,000 entries, one file a month as coach keeps them.
r = random.Random(3)
os.makedirs(sys.argv[1], exist_ok=True)
foods = [("Apple", 52), ("Porridge", 150), ("Grilled Chicken", 165), ("Rice", 200), ("Soup", 120), ("Banana", 105), ("Pasta", 350)]
day = datetime.date.today() - datetime.timedelta(days=3650)
months = {}
while day <= datetime.date.today():
    for hour in sorted(r.sample(range(7, 22), 11)):
        name, kcal = r.choice(foods)
        months.setdefault(day.strftime("%Y-%m"), []).append(
            {"name": name, "calories": kcal, "quantity": 1, "time": f"{day.isoformat()}T{hour:02d}:00:00.000Z"})
    day += datetime.timedelta(days=1)
for month, entries in months.items():
    json.dump({"version": 1, "entries": entries}, open(os.path.join(sys.argv[1], month + ".json"), "w"), indent=1)
PY
python3 - "$work/meals" <<'PY'
import datetime, json, os, random, sys
# Beside the meals: a check-in and a breathing session every day of the ten years, and the goals.
r = random.Random(5)
checkins, sessions = {}, {}
day = datetime.date.today() - datetime.timedelta(days=3650)
while day <= datetime.date.today():
    month = day.strftime("%Y-%m")
    checkins.setdefault(month, []).append({"day": day.isoformat(), "time": f"{day.isoformat()}T08:00:00.000Z", "mood": r.randint(1, 5), "energy": r.randint(1, 5)})
    sessions.setdefault(month, []).append({"start": f"{day.isoformat()}T08:05:00.000Z", "technique": "calm", "pattern": {"inhale": 4, "hold": 0, "exhale": 6, "rest": 0},
                                           "cyclesPlanned": 60, "cyclesDone": 60, "seconds": 600, "completed": True})
    day += datetime.timedelta(days=1)
for folder, key, months in [("checkins", "checkins", checkins), ("breathing", "sessions", sessions)]:
    os.makedirs(os.path.join(sys.argv[1], folder), exist_ok=True)
    for month, records in months.items():
        json.dump({"version": 1, key: records}, open(os.path.join(sys.argv[1], folder, month + ".json"), "w"), indent=1)
json.dump({"version": 2, "calories": 2000, "breathing": 10, "study": 5}, open(os.path.join(sys.argv[1], "goals.json"), "w"))
PY
python3 - "$work/meals" <<'PY'
import datetime, json, os, random, sys
# And two flashcards graded every day of the ten years, for insights and export.
r = random.Random(9)
reviews = {}
day = datetime.date.today() - datetime.timedelta(days=3650)
while day <= datetime.date.today():
    for minute in (10, 12):
        reviews.setdefault(day.strftime("%Y-%m"), []).append({"id": r.choice(["density", "ohms-law", "kinetic-energy"]), "date": f"{day.isoformat()}T20:{minute}:00.000Z", "grade": r.choice(["good", "hard", "easy"])})
    day += datetime.timedelta(days=1)
os.makedirs(os.path.join(sys.argv[1], "formulas", "reviews"), exist_ok=True)
for month, records in reviews.items():
    json.dump({"version": 1, "reviews": records}, open(os.path.join(sys.argv[1], "formulas", "reviews", month + ".json"), "w"), indent=1)
PY
python3 - "$work/places.geojson" <<'PY'
import json, random, sys
# 50,000 places of another region, as an OpenStreetMap export would give them.
r = random.Random(11)
words = "old mill church square park museum theatre bridge tower gate garden library school market station".split()
features = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [round(44 + r.random() * 3, 6), round(53 + r.random() * 3, 6)]},
             "properties": {"name": f"{r.choice(words).title()} {r.choice(words)} {n}", "tourism": "attraction"}} for n in range(50000)]
json.dump({"type": "FeatureCollection", "features": features}, open(sys.argv[1], "w"))
PY
COACH_HOME="$work/places" "$coach" sights import "$work/places.geojson" >/dev/null
python3 - "$work/map.geojson" <<'PY'
import json, random, sys
# 95,000 more places, for a map of 145,000.
r = random.Random(13)
features = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [round(44 + r.random() * 3, 6), round(53 + r.random() * 3, 6)]},
             "properties": {"name": f"Place {n}", "tourism": "attraction"}} for n in range(95000)]
json.dump({"type": "FeatureCollection", "features": features}, open(sys.argv[1], "w"))
PY
python3 - "$work/largest.geojson" "$work/largest.csv" <<'PY'
import json, random, sys
# The largest files sights import accepts: just under 256 MiB, 150,000 places (the most the imported set holds),
# each with a long description (GeoJSON) or address (CSV) that coach keeps.
r = random.Random(17)
words = "old mill church square park museum theatre bridge tower gate garden library school market station river hill".split()
size, count = 256 * 2**20 - 4096, 150000
def text(room): return " ".join(r.choice(words) for _ in range(room // 6 + 1))[:room]
with open(sys.argv[1], "w") as f:
    f.write('{"type": "FeatureCollection", "features": [\n')
    for n in range(count):
        feature = {"type": "Feature", "geometry": {"type": "Point", "coordinates": [round(44 + r.random() * 3, 6), round(53 + r.random() * 3, 6)]},
                   "properties": {"name": f"Place {n}", "tourism": "attraction", "description": ""}}
        feature["properties"]["description"] = text(min(1990, size // count - len(json.dumps(feature)) - 2))
        f.write(("," if n else "") + json.dumps(feature) + "\n")
    f.write("]}\n")
with open(sys.argv[2], "w") as f:
    f.write("name_en,lat,lon,address\n")
    for n in range(count):
        head = f"Place {n},{round(53 + r.random() * 3, 6)},{round(44 + r.random() * 3, 6)},"
        f.write(head + '"' + text(min(1990, size // count - len(head) - 3)) + '"\n')
PY
truncate -s 300M "$work/huge.geojson"
python3 -c 'import sys; sys.stdout.write("1+" * 50_000_000 + "1\n2+2\n")' > "$work/long-line.coach"

peak() { # data dir, stdin file, command... -> peak resident memory of the command in MiB (/usr/bin/time -v)
  local home=$1 input=$2; shift 2
  # A refused import or a skipped line exits non-zero: its memory is still what is measured.
  { COACH_HOME="$home" /usr/bin/time -v "$@" <"$input" 2>&1 >/dev/null || true; } | sed -nE 's/.*Maximum resident set size \(kbytes\): ([0-9]+).*/\1/p' \
    | awk '{ printf "%.1f", $1 / 1024 }'
}
median() { # hyperfine JSON file -> median seconds
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}
run() { # name, runs, command...
  local name=$1 runs=$2; shift 2
  hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/$name.json" "$@" >/dev/null 2>&1
  median "$work/$name.json"
}

start=$(run start 100 "$coach stopwatch")
version=$(run version 100 "$coach --version")
bc=$(run bc 100 "bc -q $work/sum.bc")
floorstart=$(run floor 100 "$floor")
hyperfine --warmup 1 --runs 5 --export-json "$work/mix.json" "$coach < $work/mix.coach" >/dev/null 2>&1
mix=$(median "$work/mix.json")
hyperfine --runs 3 --prepare "rm -rf $work/meal-import" --export-json "$work/meal-import.json" \
  "env COACH_HOME=$work/meal-import $coach < $work/meals.coach" >/dev/null 2>&1
mealimport=$(median "$work/meal-import.json")
size=$(stat -c %s "$coach")
# What `make install` puts on a machine: the program without its symbol table (install -s), beside the floor's.
strip -o "$work/coach.installed" "$coach" && strip -o "$work/floor.installed" "$floor"
installed=$(stat -c %s "$work/coach.installed")
floorinstalled=$(stat -c %s "$work/floor.installed")
icu=$(nm "$coach" 2>/dev/null | grep -c -e icudt -e FoundationInternationalization || true)
instructions() { # program, arguments... -> instructions callgrind counts (independent of the machine's load)
  local program=$1; shift
  strip --strip-debug -o "$work/profiled" "$program" 2>/dev/null || cp "$program" "$work/profiled"
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/profiled" "$@" </dev/null 2>&1 >/dev/null \
    | sed -nE 's/.*refs: *([0-9,]+).*/\1/p' | tr -d ,
}
startinstr=$(instructions "$coach" stopwatch)
floorinstr=$(instructions "$floor")
bcinstr=$(instructions "$(command -v bc)" -q "$work/sum.bc")
hyperfine --warmup 1 --runs 10 --export-json "$work/batch.json" "$coach < $work/lines.coach" >/dev/null 2>&1
batch=$(median "$work/batch.json")
calc=$(run calc 100 "$coach calc 2+2")
hyperfine --warmup 1 --runs 5 --export-json "$work/sums-coach.json" "$coach < $work/sums.txt" >/dev/null 2>&1
hyperfine --warmup 1 --runs 5 --export-json "$work/sums-bc.json" "bc -l < $work/sums.txt" >/dev/null 2>&1
search=$(COACH_HOME="$work/study" run search 100 "$coach formula search kinetik energy")
mealempty=$(COACH_HOME="$work/meals-empty" run meal-empty 60 "$coach meal add Apple 52 --duplicate add")
mealfull=$(COACH_HOME="$work/meals" run meal-full 60 "$coach meal add Apple 52 --duplicate add")
mealhistory=$(COACH_HOME="$work/meals" run meal-history 30 "$coach meal history --days 365")
today=$(COACH_HOME="$work/meals" run today 30 "$coach today")
status=$(COACH_HOME="$work/meals" run status 60 "$coach status --format tmux")
# The same ten years with three trackers logged every day (scripts/generate-trackers.py): what a person's own areas cost.
cp -r "$work/meals" "$work/tracked" && python3 "$(dirname "$0")/generate-trackers.py" "$work/tracked" >/dev/null
todaytracked=$(COACH_HOME="$work/tracked" run today-tracked 30 "$coach today")
# Hostile data a sync or a hand edit can leave, each beside the same command on as many valid records
# (scripts/generate-hostile.py): the ten years with every meal out of bounds, a month of 40,000 meals out of bounds,
# 5,000 trackers named like an area with an entry out of bounds each. Five warnings are named, the rest counted.
python3 "$(dirname "$0")/generate-hostile.py" "$work"
todayoob=$(COACH_HOME="$work/meals-oob" run today-oob 30 "$coach today")
todaymonth=$(COACH_HOME="$work/month-valid" run today-month 20 "$coach today")
todaymonthoob=$(COACH_HOME="$work/month-oob" run today-month-oob 20 "$coach today")
mealmonth=$(COACH_HOME="$work/month-valid" run meal-month 20 "$coach meal list")
mealmonthoob=$(COACH_HOME="$work/month-oob" run meal-month-oob 20 "$coach meal list")
tracklist=$(COACH_HOME="$work/trackers-valid" run track-list 10 "$coach track list")
tracklistoob=$(COACH_HOME="$work/trackers-oob" run track-list-oob 10 "$coach track list")
insightsyear=$(COACH_HOME="$work/meals" run insights-year 30 "$coach insights year")
exported=$(COACH_HOME="$work/meals" "$coach" export --output "$work/export" --force | sed -nE 's/^Exported ([0-9]+) records.*/\1/p')
export_time=$(COACH_HOME="$work/meals" run export 10 "$coach export --output $work/export --force")
near=$(COACH_HOME="$work/places" run near 60 "$coach sights near 54.1815,45.1816 --limit 5")
sightsearch=$(COACH_HOME="$work/places" run sight-search 60 "$coach sights search mordovia arna")
# A map of 145,000 imported places (the 50,000 and the largest file), drawn in a 72×20 frame.
cp -r "$work/places" "$work/crowded" && COACH_HOME="$work/crowded" "$coach" sights import "$work/map.geojson" >/dev/null
crowdedmap=$(COACH_HOME="$work/crowded" run crowded-map 10 "$coach sights map --width 72 --height 20")
peakempty=$(peak "$work/peak0" /dev/null "$coach" stopwatch)
peaklargest=$(peak "$work/peak1" /dev/null "$coach" sights import "$work/largest.geojson")
peakcsv=$(peak "$work/peak4" /dev/null "$coach" sights import "$work/largest.csv")
hyperfine --runs 3 --prepare "rm -rf $work/import-time" --export-json "$work/import-time.json" \
  "env COACH_HOME=$work/import-time $coach sights import $work/largest.geojson" >/dev/null 2>&1
importtime=$(median "$work/import-time.json")
# 10,000 piped lines none seen before: the cards of 10,000 different imported places (the mix repeats most of its lines).
python3 -c 'import json, sys
for feature in json.load(open(sys.argv[1]))["features"][:10000]: print("sights show " + feature["properties"]["name"].lower().replace(" ", "-"))' \
  "$work/places.geojson" > "$work/distinct.coach"
hyperfine --warmup 1 --runs 3 --export-json "$work/distinct.json" "env COACH_HOME=$work/places $coach < $work/distinct.coach" >/dev/null 2>&1
distinct=$(median "$work/distinct.json"); distinctlines=$(wc -l < "$work/distinct.coach")
peakhuge=$(peak "$work/peak2" /dev/null "$coach" sights import "$work/huge.geojson")
peakline=$(peak "$work/peak3" "$work/long-line.coach" "$coach")
# Sync: the ten-year set made a replica beside a bare repository, a second machine cloned from it.
cp -r "$work/meals" "$work/sync-a" && cp -r "$work/meals" "$work/sync-i"
git init -q --bare "$work/sync.git"
COACH_HOME="$work/sync-a" "$coach" sync init "$work/sync.git" --machine bench-a >/dev/null
COACH_HOME="$work/sync-c" "$coach" sync clone "$work/sync.git" --machine bench-c >/dev/null
hyperfine --runs 3 --prepare "rm -rf $work/sync-i/.sync $work/sync-i.git && git init -q --bare $work/sync-i.git" --export-json "$work/sync-init.json" \
  "env COACH_HOME=$work/sync-i $coach sync init $work/sync-i.git --machine bench-i" >/dev/null 2>&1
syncinit=$(median "$work/sync-init.json")
# Each run clones a fresh copy of the remote: a clone claims its machine's name there, and a second claim is refused.
hyperfine --runs 5 --prepare "rm -rf $work/sync-b $work/clone.git && cp -r $work/sync.git $work/clone.git" \
  --export-json "$work/sync-clone.json" \
  "env COACH_HOME=$work/sync-b $coach sync clone $work/clone.git --machine bench-b" >/dev/null 2>&1
syncclone=$(median "$work/sync-clone.json")
hyperfine --runs 5 --prepare "rm -rf $work/git-clone" --export-json "$work/git-clone.json" "git clone -q $work/sync.git $work/git-clone" >/dev/null 2>&1
gitclone=$(median "$work/git-clone.json")
hyperfine --runs 20 --prepare "env COACH_HOME=$work/sync-a $coach meal add Apple 52 --duplicate add" --export-json "$work/sync-send.json" \
  "env COACH_HOME=$work/sync-a $coach sync" >/dev/null 2>&1
syncsend=$(median "$work/sync-send.json")
hyperfine --runs 20 --prepare "env COACH_HOME=$work/sync-c $coach meal add Pear 60 --duplicate add && env COACH_HOME=$work/sync-c $coach sync" \
  --export-json "$work/sync-receive.json" "env COACH_HOME=$work/sync-a $coach sync" >/dev/null 2>&1
syncreceive=$(median "$work/sync-receive.json")
mealreplica=$(COACH_HOME="$work/sync-a" run meal-replica 60 "$coach meal add Apple 52 --duplicate add")
# Sync after ten years on three machines (scripts/generate-sync-years.py): every machine's operation
# logs as made, never compacted, folded into three replicas; a copy of the first as it was, to go back to.
python3 "$(dirname "$0")/generate-sync-years.py" "$work/years-src" >/dev/null
git clone -q --bare "$work/years-src" "$work/years.git"
for m in a b c; do
  COACH_HOME="$work/years-$m" "$coach" sync clone "$work/years.git" --machine "setup-$m" >/dev/null
  # The clone took a name of its own to fold every machine's logs; it is machine m of the history now.
  sed -i "s/\"device\" : \"setup-$m\"/\"device\" : \"bench-$m\"/" "$work/years-$m/.sync/state.json"
done
cp -a "$work/years-a" "$work/years-a0" && cp -a "$work/years.git" "$work/years0.git"
yearsback="rm -rf $work/years-a $work/years.git && cp -a $work/years-a0 $work/years-a && cp -a $work/years0.git $work/years.git"
yearsops=$(cat "$work"/years-a/.sync/repo/ops/*/goals.json.jsonl | wc -l)
yearsownbefore=$(wc -l < "$work/years-a/.sync/repo/ops/bench-a/goals.json.jsonl")
hyperfine --runs 10 --prepare "$yearsback && env COACH_HOME=$work/years-a $coach goal calories 2100" \
  --export-json "$work/years-goal-first.json" "env COACH_HOME=$work/years-a $coach sync" >/dev/null 2>&1
yearsgoalfirst=$(median "$work/years-goal-first.json")
eval "$yearsback" && COACH_HOME="$work/years-a" "$coach" goal calories 2100 >/dev/null
yearspeakfirst=$(peak "$work/years-a" /dev/null "$coach" sync)
yearsownfirst=$(wc -l < "$work/years-a/.sync/repo/ops/bench-a/goals.json.jsonl")
# Each machine changes a goal and syncs once: each compacts its own log of goals.json.
for m in b c a; do
  COACH_HOME="$work/years-$m" "$coach" goal study 12 >/dev/null && COACH_HOME="$work/years-$m" "$coach" sync >/dev/null
done
COACH_HOME="$work/years-b" "$coach" sync >/dev/null && COACH_HOME="$work/years-c" "$coach" sync >/dev/null
yearsopsafter=$(cat "$work"/years-a/.sync/repo/ops/*/goals.json.jsonl | wc -l)
hyperfine --runs 20 --prepare "env COACH_HOME=$work/years-a $coach goal calories 2100" \
  --export-json "$work/years-goal.json" "env COACH_HOME=$work/years-a $coach sync" >/dev/null 2>&1
yearsgoal=$(median "$work/years-goal.json")
COACH_HOME="$work/years-a" "$coach" goal calories 2200 >/dev/null
yearspeak=$(peak "$work/years-a" /dev/null "$coach" sync)
hyperfine --runs 20 --prepare "env COACH_HOME=$work/years-a $coach meal add Apple 52 --duplicate add" \
  --export-json "$work/years-meal-sync.json" "env COACH_HOME=$work/years-a $coach sync" >/dev/null 2>&1
yearsmealsync=$(median "$work/years-meal-sync.json")
# The same ten years on an encrypted remote (a passphrase): machine a's documents start it, b and c join it and
# send a meal each, and a syncs after one meal, as above; beside it the same made on a plain remote.
printf 'bench passphrase\n' > "$work/years-pass"
for kind in sealed plain; do
  git init -q --bare "$work/years-$kind.git"
  cp -a "$work/years-a" "$work/years-$kind-a" && rm -rf "$work/years-$kind-a/.sync"
  sealing=$([ $kind = sealed ] && echo "--encrypt --passphrase-file $work/years-pass" || true)
  joining=$([ $kind = sealed ] && echo "--passphrase-file $work/years-pass" || true)
  COACH_HOME="$work/years-$kind-a" "$coach" sync init "$work/years-$kind.git" $sealing --machine bench-a >/dev/null
  for m in b c; do
    COACH_HOME="$work/years-$kind-$m" "$coach" sync clone "$work/years-$kind.git" $joining --machine "bench-$m" >/dev/null
    COACH_HOME="$work/years-$kind-$m" "$coach" meal add Pear 60 --duplicate add >/dev/null
    COACH_HOME="$work/years-$kind-$m" "$coach" sync >/dev/null
  done
  COACH_HOME="$work/years-$kind-a" "$coach" sync >/dev/null
  hyperfine --runs 20 --prepare "env COACH_HOME=$work/years-$kind-a $coach meal add Apple 52 --duplicate add" \
    --export-json "$work/years-meal-$kind.json" "env COACH_HOME=$work/years-$kind-a $coach sync" >/dev/null 2>&1
done
yearsmealsealed=$(median "$work/years-meal-sealed.json")
yearsmealplainremote=$(median "$work/years-meal-plain.json")
# The same data twice, one a replica and one not, each warmed by a first add, so only the replica differs.
cp -a "$work/years-a" "$work/years-pair-r" && cp -a "$work/years-a" "$work/years-pair-p" && rm -rf "$work/years-pair-p/.sync"
for d in years-pair-r years-pair-p; do COACH_HOME="$work/$d" "$coach" meal add Apple 52 --duplicate add >/dev/null; done
yearsmealplain=$(COACH_HOME="$work/years-pair-p" run years-meal-plain 60 "$coach meal add Apple 52 --duplicate add")
yearsmealreplica=$(COACH_HOME="$work/years-pair-r" run years-meal-replica 60 "$coach meal add Apple 52 --duplicate add")
sums=$(median "$work/sums-coach.json")
sumsbc=$(median "$work/sums-bc.json")

python3 - "$start" "$bc" "$batch" "$version" "$calc" "$sums" "$sumsbc" "$search" "$mealempty" "$mealfull" "$mealhistory" "$today" "$near" "$sightsearch" \
  "$peakempty" "$peaklargest" "$peakhuge" "$peakline" "$floorstart" "$mix" "$mealimport" "$size" "$icu" \
  "$insightsyear" "$exported" "$export_time" "$installed" "$floorinstalled" "$startinstr" "$floorinstr" "$bcinstr" \
  "$syncinit" "$syncclone" "$gitclone" "$syncsend" "$syncreceive" "$mealreplica" \
  "$yearsops" "$yearsownbefore" "$yearsownfirst" "$yearsgoalfirst" "$yearspeakfirst" "$yearsopsafter" "$yearsgoal" "$yearspeak" \
  "$yearsmealsync" "$yearsmealplain" "$yearsmealreplica" "$yearsmealsealed" "$yearsmealplainremote" "$todaytracked" "$crowdedmap" "$peakcsv" "$importtime" "$distinct" "$distinctlines" \
  "$todayoob" "$todaymonth" "$todaymonthoob" "$mealmonth" "$mealmonthoob" "$tracklist" "$tracklistoob" "$status" <<'PY'
import sys
(start, bc, batch, version, calc, sums, sumsbc, search, mealempty, mealfull, mealhistory, today, near, sightsearch, peakempty, peaklargest,
 peakhuge, peakline, floorstart, mix, mealimport, size, icu, insightsyear, exported, exporttime, installed, floorinstalled,
 startinstr, floorinstr, bcinstr, syncinit, syncclone, gitclone, syncsend, syncreceive, mealreplica,
 yearsops, yearsownbefore, yearsownfirst, yearsgoalfirst, yearspeakfirst, yearsopsafter, yearsgoal, yearspeak,
 yearsmealsync, yearsmealplain, yearsmealreplica, yearsmealsealed, yearsmealplainremote, todaytracked, crowdedmap, peakcsv, importtime, distinct, distinctlines,
 todayoob, todaymonth, todaymonthoob, mealmonth, mealmonthoob, tracklist, tracklistoob, status) = map(float, sys.argv[1:])
print("| benchmark | coach (median) | peer (median) | ratio | goal |")
print("|---|---|---|---|---|")
print(f"| start-up, one-shot `coach stopwatch` vs `bc` doing 2+2 | {start*1000:.1f} ms | {bc*1000:.1f} ms | {start/bc:.2f}× | within 3× |")
print(f"| start-up, one-shot `coach stopwatch` vs the smallest ArgumentParser program (one flag) | {start*1000:.1f} ms | {floorstart*1000:.1f} ms | {start/floorstart:.2f}× | within 1.5× |")
print(f"| the smallest ArgumentParser program vs `bc` (the floor for any tool on the library) | {floorstart*1000:.1f} ms | {bc*1000:.1f} ms | {floorstart/bc:.2f}× | — |")
print(f"| start-up instructions (callgrind), `coach stopwatch` vs the smallest ArgumentParser program; vs `bc` | {startinstr/1e6:.2f} M | {floorinstr/1e6:.2f} M; {bcinstr/1e6:.2f} M | {startinstr/floorinstr:.2f}×; {startinstr/bcinstr:.1f}× | — |")
print(f"| installed binary (`make install`, symbols stripped) vs the smallest ArgumentParser program, stripped alike | {installed/1e6:.1f} MB | {floorinstalled/1e6:.1f} MB | {installed/floorinstalled:.2f}× | under 25 MB |")
print(f"| release build with its symbols and debug information; ICU or FoundationInternationalization linked | {size/1e6:.1f} MB; {'yes' if icu else 'no'} | — | — | no ICU |")
print(f"| start-up floor, `coach --version` (no command parsed) vs `bc` | {version*1000:.1f} ms | {bc*1000:.1f} ms | {version/bc:.2f}× | — |")
print(f"| 10,000 piped `stopwatch` lines, batch mode | {batch*1000:.0f} ms ({10000/batch:,.0f} lines/s) | — | — | — |")
print(f"| 10,000 piped varied lines (stopwatch, goal, meal list DATE, formula show ID, sights show ID) | {mix*1000:.0f} ms ({10000/mix:,.0f} lines/s) | — | — | ≥ 10,000 lines/s |")
print(f"| {distinctlines:,.0f} piped lines none seen before (`sights show` of as many imported places, 50,000 imported) | {distinct*1000:.0f} ms ({distinctlines/distinct:,.0f} lines/s) | — | — | — |")
print(f"| 1,000 piped `meal add` lines into an empty data directory | {mealimport*1000:.0f} ms ({1000/mealimport:,.0f} lines/s) | — | — | under 1 s |")
print(f"| one-shot `coach calc 2+2` vs `bc` doing 2+2 | {calc*1000:.1f} ms | {bc*1000:.1f} ms | {calc/bc:.2f}× | within 3× |")
print(f"| one-shot `coach formula search kinetik energy`, catalog + 10,000 user formulas, vs `coach stopwatch` | {search*1000:.1f} ms | {start*1000:.1f} ms | {search/start:.2f}× | within 2× |")
print(f"| one-shot `coach meal add Apple 52`, ten years of meals (~40,000) vs an empty data directory | {mealfull*1000:.1f} ms | {mealempty*1000:.1f} ms | {mealfull/mealempty:.2f}× | within 1.2× |")
print(f"| one-shot `coach meal history --days 365` with ten years of meals, vs `coach stopwatch` | {mealhistory*1000:.1f} ms | {start*1000:.1f} ms | {mealhistory/start:.2f}× | — |")
print(f"| one-shot `coach today` (streaks over ten years of meals, check-ins, breathing and study) vs `coach stopwatch` | {today*1000:.1f} ms | {start*1000:.1f} ms | {today/start:.2f}× | within 2× |")
print(f"| one-shot `coach status --format tmux` (the ten-year set: goals, this month's logs, the stopwatch) vs `coach stopwatch` | {status*1000:.1f} ms | {start*1000:.1f} ms | {status/start:.2f}× | within 1.5× |")
print(f"| one-shot `coach today`, the ten-year set with three trackers logged every day vs without | {todaytracked*1000:.1f} ms | {today*1000:.1f} ms | {todaytracked/today:.2f}× | — |")
print(f"| one-shot `coach today`, the ten years with every meal out of bounds (~40,000 warnings: five named, the rest counted) vs within bounds | {todayoob*1000:.1f} ms | {today*1000:.1f} ms | {todayoob/today:.2f}× | within 3× |")
print(f"| one-shot `coach today`, a month of 40,000 meals out of bounds vs 40,000 within bounds | {todaymonthoob*1000:.1f} ms | {todaymonth*1000:.1f} ms | {todaymonthoob/todaymonth:.2f}× | within 3× |")
print(f"| one-shot `coach meal list`, a month of 40,000 meals out of bounds vs 40,000 within bounds | {mealmonthoob*1000:.1f} ms | {mealmonth*1000:.1f} ms | {mealmonthoob/mealmonth:.2f}× | within 3× |")
print(f"| one-shot `coach track list`, 5,000 trackers named like an area (shown as my-breathing-N), an entry out of bounds each, vs 5,000 of their own names within bounds | {tracklistoob*1000:.0f} ms | {tracklist*1000:.0f} ms | {tracklistoob/tracklist:.2f}× | within 3× |")
print(f"| one-shot `coach insights year` (every area, ten years of meals, check-ins, breathing and study) vs `coach stopwatch` | {insightsyear*1000:.1f} ms | {start*1000:.1f} ms | {insightsyear/start:.2f}× | within 10× |")
print(f"| one-shot `coach export --format csv` of ten years ({exported:,.0f} records, every area) vs `coach stopwatch` | {exporttime*1000:.0f} ms ({exported/exporttime:,.0f} records/s) | {start*1000:.1f} ms | {exporttime/start:.1f}× | ≥ 100,000 records/s |")
print(f"| one-shot `coach sights near 54.1815,45.1816`, 45 sights + 50,000 imported places, vs `coach stopwatch` | {near*1000:.1f} ms | {start*1000:.1f} ms | {near/start:.2f}× | within 2× |")
print(f"| one-shot `coach sights search mordovia arna`, 45 sights + 50,000 imported places, vs `coach stopwatch` | {sightsearch*1000:.1f} ms | {start*1000:.1f} ms | {sightsearch/start:.2f}× | within 2× |")
print(f"| one-shot `coach sights map` of 45 sights + 145,000 imported places (72×20) vs `coach stopwatch` | {crowdedmap*1000:.0f} ms | {start*1000:.1f} ms | {crowdedmap/start:.1f}× | under 1 s |")
print(f"| peak memory (`/usr/bin/time -v`), `sights import` of a 256 MiB GeoJSON (150,000 places with long descriptions, the largest accepted) vs `coach stopwatch` | {peaklargest:.0f} MiB | {peakempty:.0f} MiB | {peaklargest/peakempty:.1f}× | under 100 MiB |")
print(f"| peak memory, `sights import` of a 256 MiB CSV (150,000 places with long addresses) vs `coach stopwatch` | {peakcsv:.0f} MiB | {peakempty:.0f} MiB | {peakcsv/peakempty:.1f}× | under 100 MiB |")
print(f"| `sights import` of that 256 MiB GeoJSON into an empty data directory | {importtime:.1f} s ({256/importtime:,.0f} MiB/s) | — | — | — |")
print(f"| peak memory, `sights import` of a 300 MiB file (refused unread) vs `coach stopwatch` | {peakhuge:.0f} MiB | {peakempty:.0f} MiB | {peakhuge/peakempty:.1f}× | ≈ 1× |")
print(f"| peak memory, a 100 MB line piped in (skipped as it streams) vs `coach stopwatch` | {peakline:.0f} MiB | {peakempty:.0f} MiB | {peakline/peakempty:.1f}× | ≈ 1× |")
print(f"| 100,000 piped lines of mixed arithmetic vs `bc -l` | {sums*1000:.0f} ms ({100000/sums:,.0f} lines/s) | {sumsbc*1000:.0f} ms ({100000/sumsbc:,.0f} lines/s) | {sums/sumsbc:.2f}× | ≤ 1× |")
print(f"| `coach sync` after one new meal, ten-year set (~40,000 meals, ~500 files), a bare repository on this disk | {syncsend*1000:.0f} ms | — | — | under 1 s |")
print(f"| `coach sync` taking in one meal another machine sent, same set | {syncreceive*1000:.0f} ms | — | — | under 1 s |")
print(f"| `coach sync clone` of the ten-year set (every document folded) vs `git clone` of its repository | {syncclone*1000:.0f} ms | {gitclone*1000:.0f} ms | {syncclone/gitclone:.1f}× | — |")
print(f"| `coach sync init` of the ten-year set (every record becomes an operation) | {syncinit*1000:.0f} ms | — | — | — |")
print(f"| one-shot `coach meal add Apple 52` in a replica (the change recorded as an operation) vs not a replica | {mealreplica*1000:.1f} ms | {mealfull*1000:.1f} ms | {mealreplica/mealfull:.2f}× | within 1.2× |")
print(f"| `coach sync` after one new meal, ten years on three machines ({yearsops:,.0f} lines in the goals logs before compaction) | {yearsmealsync*1000:.0f} ms | — | — | under 300 ms |")
print(f"| `coach sync` after one new meal, the ten years' documents on three machines, an encrypted remote (age, a passphrase) vs a plain one made alike | {yearsmealsealed*1000:.0f} ms | {yearsmealplainremote*1000:.0f} ms | {yearsmealsealed/yearsmealplainremote:.2f}× | under 300 ms |")
print(f"| `coach sync` after one goal change, same set, logs never compacted (this sync compacts its own: {yearsownfirst:,.0f} lines left of {yearsownbefore:,.0f}) | {yearsgoalfirst*1000:.0f} ms | — | — | under 300 ms |")
print(f"| `coach sync` after one goal change, every machine's goals log compacted ({yearsopsafter:,.0f} lines in all) vs never compacted | {yearsgoal*1000:.0f} ms | {yearsgoalfirst*1000:.0f} ms | {yearsgoal/yearsgoalfirst:.2f}× | under 300 ms |")
print(f"| peak memory of that sync, compacted vs never compacted | {yearspeak:.0f} MiB | {yearspeakfirst:.0f} MiB | {yearspeak/yearspeakfirst:.2f}× | under 100 MB |")
print(f"| one-shot `coach meal add Apple 52` in a replica of the ten-year three-machine set vs the same data not a replica | {yearsmealreplica*1000:.1f} ms | {yearsmealplain*1000:.1f} ms | {yearsmealreplica/yearsmealplain:.2f}× | within 1.2× |")
PY
if [ -n "$before" ]; then
  # The goal rows for the build before and this one, alternated in one hyperfine run each, on copies of the same data.
  for side in before after; do
    for data in meals data places; do cp -r "$work/$data" "$work/$data-$side"; done
  done
  said() { # label, unit (ms or lines/s) -> a row from the last pair's medians
    python3 - "$work/pair.json" "$1" "$2" <<'PY'
import json, sys
before, after = (result["median"] for result in json.load(open(sys.argv[1]))["results"])
shown = (lambda s: f"{10000 / s:,.0f} lines/s") if sys.argv[3] == "lines/s" else (lambda s: f"{s * 1000:.1f} ms")
print(f"| {sys.argv[2]} | {shown(before)} | {shown(after)} | {after / before:.2f}× |")
PY
  }
  pair() { # label, runs, data (a folder of $work, copied for each side), arguments...
    local label=$1 runs=$2 data=$3
    shift 3
    hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/pair.json" \
      "env COACH_HOME=$work/$data-before $before $*" "env COACH_HOME=$work/$data-after $coach $*" >/dev/null 2>&1
    said "$label" ms
  }
  piped() { # label, unit, input file
    hyperfine --warmup 1 --runs 5 --export-json "$work/pair.json" \
      "env COACH_HOME=$work/data-before $before < $3" "env COACH_HOME=$work/data-after $coach < $3" >/dev/null 2>&1
    said "$1" "$2"
  }
  echo
  echo "| the build before and this one, alternated | before | after | after / before |"
  echo "|---|---|---|---|"
  pair "one-shot \`coach stopwatch\`" 100 data stopwatch
  pair "one-shot \`coach today\`, ten years" 40 meals today
  pair "one-shot \`coach meal add Apple 52\`, ten years" 40 meals meal add Apple 52 --duplicate add
  pair "one-shot \`coach calc 2+2\`" 60 data calc 2+2
  pair "one-shot \`coach sights near 54.1815,45.1816 --limit 5\`, 50,000 imported" 40 places sights near 54.1815,45.1816 --limit 5
  pair "one-shot \`coach sights search mordovia arna\`, 50,000 imported" 40 places sights search mordovia arna
  piped "10,000 piped varied lines" lines/s "$work/mix.coach"
  piped "100,000 piped lines of mixed arithmetic" ms "$work/sums.txt"
fi
budgets=0
"$(dirname "$0")/budgets.sh" "$coach" "$work" || budgets=$?
"$(dirname "$0")/units-bench.sh" "$coach"
python3 "$(dirname "$0")/breath-timing.py" "$coach"
python3 "$(dirname "$0")/sound-bench.py" "$coach"
python3 "$(dirname "$0")/relax-bench.py" "$coach"
exit "$budgets"
