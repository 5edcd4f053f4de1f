"""Reads coach's JSON answers as the unit oracles get them (scripts/pint-oracle.py, scripts/gnu-units-oracle.py):
one JSON object for each line it answered, one after another, with any whitespace between them."""
import json


def objects(text):
    """Every JSON value in `text`, in order."""
    values = []
    decoder = json.JSONDecoder()
    position = 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position >= len(text):
            return values
        value, position = decoder.raw_decode(text, position)
        values.append(value)
