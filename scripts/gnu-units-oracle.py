#!/usr/bin/env python3
"""coach's everyday units against GNU units (EverydayUnitOracleTests). Reads the cases the test generated (a
coach conversion and the same in GNU units' words: a quantity and a target unit) and coach's JSON lines, asks
GNU units for each, and prints one line per disagreement, then 'compared N: M values agree'."""
import json
import math
import subprocess
import sys

import json_stream

cases = json.load(open(sys.argv[1], encoding="utf-8"))
out = open(sys.argv[2], encoding="utf-8").read()
answers = json_stream.objects(out)

agreed = 0
for case, answer in zip(cases, answers):
    if answer["input"] != case["coach"]:
        print(f"{case['coach']}: coach answered {answer['input']!r} in its place")
        break
    run = subprocess.run(["units", "-t", "-d", "15", case["quantity"], case["target"]], capture_output=True, text=True)
    try:
        theirs = float(run.stdout.strip())
    except ValueError:
        print(f"{case['coach']}: GNU units says {run.stdout.strip()!r} {run.stderr.strip()!r}")
        continue
    ours = float(answer["result"])
    if math.isclose(ours, theirs, rel_tol=1e-9, abs_tol=1e-300):
        agreed += 1
    else:
        print(f"{case['coach']}: coach says {answer['result']} {answer['unit']}, GNU units {theirs}")
if len(answers) != len(cases):
    print(f"coach answered {len(answers)} of {len(cases)} cases")
print(f"compared {len(cases)}: {agreed} values agree")
