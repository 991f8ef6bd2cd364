"""Stricter check of questions.json: each key-fact group (except counts) must be found in the text of the evidence's
uploads dated on or before the question's `today` (a date group may also be the date of such an evidence hearing)."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NUM = {"one", "two", "three", "four", "five", "six", "thrice", "twice"}


def main() -> int:
    uploads = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    bad = 0
    for q in qs:
        if q["no_record"]:
            continue
        ups, hdates = [], set()
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in uploads if u["files"][0].endswith(ev[1])]
            else:
                hdates.add(ev[1])
                ups += [u for u in uploads if f"{ev[0]}-" and any(
                    h.startswith(ev[0] + "-") for h in u["hearing_ids"]) and _reports(u, ev, ROOT)]
        ups = [u for u in ups if u["date"] <= q["today"]]
        text = " ".join(" ".join(u["source_text"].lower().split()) for u in ups)
        for g in q["key_facts"]:
            if g[0].isdigit() and len(g[0]) <= 2 or g[0] in NUM:
                continue
            if any(a in text for a in g) or any(a in hdates for a in g):
                continue
            bad += 1
            print(q["id"], "not found (on or before", q["today"] + "):", g[:3])
    print(f"{len(qs)} questions, {bad} groups not found")
    return 1 if bad else 0


def _reports(u, ev, root):
    cases = json.loads((root / "data" / "cases" / f"{ev[0]}.json").read_text(encoding="utf-8"))
    hid = next(h["hearing_id"] for h in cases["hearings"] if h["date"] == ev[1])
    return hid in u["hearing_ids"]


if __name__ == "__main__":
    sys.exit(main())
