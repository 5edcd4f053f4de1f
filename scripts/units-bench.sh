#!/usr/bin/env bash
# make bench, the calculator with units: 100,000 piped lines of unit arithmetic and conversions against `bc -l`
# on 100,000 lines of plain arithmetic (bc has no units; it is the peer for a calculator line), medians of 5 runs.
set -euo pipefail
coach="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export COACH_HOME="$work/data" COACH_HISTORY="$work/history"
python3 - "$work" <<'PY'
import random, sys
r = random.Random(31)
lengths, masses, times = ["m", "km", "cm", "mm", "mile", "ft", "inch"], ["g", "kg", "mg", "lb", "oz"], ["s", "min", "h", "ms"]
def n(): return f"{r.randint(1, 999)}.{r.randint(0, 99)}"
shapes = [
    lambda: f"{n()} {r.choice(lengths)} + {n()} {r.choice(lengths)}",
    lambda: f"{n()} km/h -> m/s",
    lambda: f"{n()} {r.choice(masses)} -> {r.choice(masses)}",
    lambda: f"{n()} mA * {n()} kΩ",
    lambda: f"{n()} °F -> °C",
    lambda: f"{n()} {r.choice(lengths)} / {n()} {r.choice(times)} -> km/h",
    lambda: f"{n()} g * {n()} kcal/100g",
    lambda: f"sqrt({n()} m^2)",
]
with open(sys.argv[1] + "/units.txt", "w") as f:
    for k in range(100000): f.write(shapes[k % len(shapes)]() + "\n")
with open(sys.argv[1] + "/sums.txt", "w") as f:
    for _ in range(100000):
        f.write(f"{r.randint(1, 999)} {r.choice('+-*/')} {r.randint(1, 999)} {r.choice('+-*/')} {r.randint(1, 99)}.{r.randint(0, 99)}\n")
PY
median() { python3 -c "import json,statistics,sys; print(statistics.median(json.load(open(sys.argv[1]))['results'][0]['times']))" "$1"; }
hyperfine --warmup 1 --runs 5 --export-json "$work/units.json" "$coach < $work/units.txt" >/dev/null 2>&1
hyperfine --warmup 1 --runs 5 --export-json "$work/sums.json" "$coach < $work/sums.txt" >/dev/null 2>&1
hyperfine --warmup 1 --runs 5 --export-json "$work/bc.json" "bc -l < $work/sums.txt" >/dev/null 2>&1
python3 - "$(median "$work/units.json")" "$(median "$work/sums.json")" "$(median "$work/bc.json")" <<'PY'
import sys
units, sums, bc = map(float, sys.argv[1:])
print()
print("| calculator with units | coach (median) | peer (median) | ratio | goal |")
print("|---|---|---|---|---|")
print(f"| 100,000 piped lines of unit arithmetic and conversions (`5 km + 300 m`, `60 km/h -> m/s`, `2 mA * 6 kΩ`, `100 °F -> °C`, …) vs `bc -l` on 100,000 lines of plain arithmetic | {units*1000:.0f} ms ({100000/units:,.0f} lines/s) | {bc*1000:.0f} ms | {units/bc:.2f}× | under 1 s |")
print(f"| 100,000 piped lines of plain arithmetic, same run, vs `bc -l` | {sums*1000:.0f} ms ({100000/sums:,.0f} lines/s) | {bc*1000:.0f} ms | {sums/bc:.2f}× | ≤ 1× |")
PY
