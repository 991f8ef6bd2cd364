"""Stricter check: every non-count group of a question has an alternative in the text of its evidence uploads dated on or before the question's today."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
M = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
Q = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
HDATE = {}
for f in (ROOT / "data" / "cases").glob("C*.json"):
    for h in json.loads(f.read_text(encoding="utf-8"))["hearings"]:
        HDATE[(h["hearing_id"].split("-")[0], h["date"])] = h["hearing_id"]
bad = 0
for q in Q:
    if q["no_record"]:
        continue
    ups = []
    for ev in q["evidence"]:
        if ev[0] == "upload":
            ups += [u for u in M if u["files"][0].endswith(ev[1])]
        else:
            hid = HDATE[(ev[0], ev[1])]
            ups += [u for u in M if hid in u["hearing_ids"]]
    ups = [u for u in ups if u["date"] <= q["today"]]
    text = " ".join(" ".join(u["source_text"].lower().split()) for u in ups)
    for g in q["key_facts"]:
        if q["type"] == "count":
            continue
        if not any(a in text for a in g):
            bad += 1
            print(q["id"], "group not in evidence dated <= today:", g[:3])
print(len(Q), "questions,", bad, "groups missing")
