"""Stricter check of questions.json: every key-fact group has an alternative in the text of the evidence's uploads
dated on or before the question's `today` (or is the date of an evidence hearing); count groups are listed for the eye."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COUNTS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twice", "thrice"}


def main() -> int:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hid = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hid[(c["id"], h["date"])] = h["hearing_id"]
    qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    bad = 0
    for q in qs:
        if q["no_record"]:
            continue
        ups, dates = [], set()
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(ev[1])]
            else:
                h = hid[(ev[0], ev[1])]
                dates.add(ev[1])
                ups += [u for u in manifest if h in u["hearing_ids"]]
        text = " ".join(" ".join(u["source_text"].lower().split()) for u in ups if u["date"] <= q["today"])
        for g in q["key_facts"]:
            if g[0] in COUNTS:
                print(f"{q['id']} count group {g[0]!r}: by eye")
                continue
            if any(a in text for a in g) or any(a in dates for a in g):
                continue
            bad += 1
            print(f"{q['id']} MISSING {g[:3]}")
    print(f"{len(qs)} questions, {bad} groups not found in evidence uploads dated <= today")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
