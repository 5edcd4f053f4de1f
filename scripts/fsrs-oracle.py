#!/usr/bin/env python3
"""coach's flashcard schedule against PyPI's fsrs 6.x (FSRSOracleTests). Reads a history the test drew:
{"retention": 0.9, "cards": {"ID": [["YYYY-MM-DD", "again|hard|good|easy"], ...]}}, each card's reviews oldest
first, one calendar day each. Replays every card through fsrs's Scheduler with no learning or relearning steps
and no fuzz, each review at midnight UTC of its day, so whole days pass between reviews as in coach. Prints
{"ID": {"stability": S, "difficulty": D, "due": "YYYY-MM-DD"}} for every card."""
import json
import sys
from datetime import datetime, timezone

from fsrs import Card, Rating, Scheduler

history = json.load(open(sys.argv[1], encoding="utf-8"))
scheduler = Scheduler(
    learning_steps=(), relearning_steps=(), enable_fuzzing=False, desired_retention=history["retention"]
)
ratings = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}
result = {}
for card_id, reviews in history["cards"].items():
    card = Card()
    for day, grade in reviews:
        when = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        card, _ = scheduler.review_card(card, ratings[grade], when)
    result[card_id] = {
        "stability": card.stability,
        "difficulty": card.difficulty,
        "due": card.due.date().isoformat(),
    }
json.dump(result, sys.stdout, indent=1, sort_keys=True)
print()
