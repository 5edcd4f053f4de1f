#!/usr/bin/env python3
"""coach's units against pint's (UnitOracleTests). Reads the cases the test generated (each a coach
expression, the same in pint's words, and for a refusal the kinds its message must name), coach's JSON
lines and its errors, and prints one line per disagreement, then a summary line:
'compared N: M values agree, K refused by both'."""
import json
import math
import re
import sys

import json_stream

import pint

ureg = pint.UnitRegistry()
Q_ = ureg.Quantity
# pint's acre is the US survey acre; coach's (and GNU units') the international one, 43,560 ft² (NIST HB 44, 2023).
ureg.define("intl_acre = 43560 * foot ** 2")

cases = json.load(open(sys.argv[1], encoding="utf-8"))
out = open(sys.argv[2], encoding="utf-8").read()
err = open(sys.argv[3], encoding="utf-8").read()

# coach's refusals, by the number of the line (one case a line).
errors = {}
for match in re.finditer(r"^Error: line (\d+): (.*)$", err, re.M):
    errors[int(match.group(1))] = match.group(2)

# coach's answers, in order: one JSON object for each line it answered.
answers = json_stream.objects(out)

SUPERSCRIPTS = {"⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-"}


def pint_unit(text):
    """coach's way of writing a unit (kg·m²/s², J/(mol·K), Δ°C) in pint's words."""
    text = text.replace("Δ°C", "delta_degC").replace("Δ°F", "delta_degF").replace("°C", "degC").replace("°F", "degF")
    text = text.replace("°", "deg").replace("%", "percent").replace("Ω", "ohm").replace("µ", "u").replace("·", "*")
    text = re.sub(r"[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+", lambda m: "**" + "".join(SUPERSCRIPTS[c] for c in m.group(0)), text)
    # coach's symbols that pint spells otherwise.
    words = {"in": "inch", "Torr": "torr", "kn": "knot", "BTU": "Btu_it", "Cal": "kcal", "st": "stone", "t": "tonne",
             "pt": "pint", "acre": "intl_acre", "gal_imp": "imperial_gallon", "qt_imp": "imperial_quart",
             "pt_imp": "imperial_pint", "floz_imp": "imperial_fluid_ounce"}
    text = re.sub(r"[A-Za-z_]+", lambda m: words.get(m.group(0), m.group(0)), text)
    return text or "dimensionless"


def close(a, b):
    return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-300)


agreed = refused = 0
answer_index = 0
for number, case in enumerate(cases, start=1):
    try:
        expected = eval(case["pint"], {"Q_": Q_})
        expected_error = None
    except (pint.DimensionalityError, pint.OffsetUnitCalculusError) as error:
        expected, expected_error = None, type(error).__name__
    refusal = errors.get(number)
    if refusal is None:
        answer = answers[answer_index]
        answer_index += 1
        if answer["input"] != case["coach"]:
            print(f"line {number}: coach answered {answer['input']!r} in its place")
            break
    if expected_error is not None:
        if refusal is None:
            print(f"{case['coach']}: pint refuses it ({expected_error}), coach says {answer['result']} {answer['unit']}")
        elif not all(kind in refusal for kind in case.get("names", [])):
            print(f"{case['coach']}: coach's refusal does not name {case['names']}: {refusal}")
        else:
            refused += 1
        continue
    if refusal is not None:
        print(f"{case['coach']}: coach refuses it ({refusal}), pint says {expected}")
        continue
    try:
        theirs = expected.to(pint_unit(answer["unit"])).magnitude if isinstance(expected, ureg.Quantity) else expected
    except Exception as error:
        print(f"{case['coach']}: coach says {answer['result']} {answer['unit']}, which pint cannot compare with {expected}: {error}")
        continue
    ours = float(answer["result"])
    if close(ours, float(theirs)):
        agreed += 1
    else:
        print(f"{case['coach']}: coach says {answer['result']} {answer['unit']}, pint {theirs} ({expected})")

print(f"compared {len(cases)}: {agreed} values agree, {refused} refused by both")
