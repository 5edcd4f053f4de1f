#!/usr/bin/env python3
"""The calculator's digit oracle: each line of the JSON list given is an expression in coach's syntax (numbers,
+ - * / ^, parentheses, pi, e and the functions below); prints the value of each at 650 significant digits (a value that is nearly a tie at 15 digits needs
them), or
"undefined", as a JSON list. Every number is read as the exact decimal it is written as."""
import json
import re
import sys

from mpmath import mp, mpf

mp.dps = 700

NAMES = {
    "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "asin": mp.asin, "acos": mp.acos, "atan": mp.atan,
    "sinh": mp.sinh, "cosh": mp.cosh, "tanh": mp.tanh, "exp": mp.exp, "ln": mp.ln, "sqrt": mp.sqrt,
    "cbrt": lambda x: mp.cbrt(x) if x >= 0 else -mp.cbrt(-x), "log": lambda x, b=10: mp.log(x, b),
    "log2": lambda x: mp.log(x, 2), "atan2": mp.atan2, "pi": mp.pi, "e": mp.e, "mpf": mpf,
}


def value(expression):
    python = re.sub(r"(?<![\w.])(\d+(?:\.\d+)?(?:e[-+]?\d+)?)", r"mpf('\1')", expression).replace("^", "**")
    try:
        result = eval(python, {"__builtins__": {}}, NAMES)  # noqa: S307 - the suite's own expressions
    except (ValueError, ZeroDivisionError):
        return "undefined"
    if isinstance(result, mp.mpc) or not mp.isfinite(result):
        return "undefined"
    return mp.nstr(result, 650, strip_zeros=False, min_fixed=1, max_fixed=0)


print(json.dumps([value(line) for line in json.load(open(sys.argv[1]))]))
