"""Stricter than bench/check_questions.py: every key-fact group of a question must be found in the text of the uploads its
evidence names that are dated on or before the question's `today` (a date group also in its short or Devanagari forms).
Prints the groups it cannot find, for a person to check by eye."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hid = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hid[(c["id"], h["date"])] = h["hearing_id"]
    qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    left = 0
    for q in qs:
        if q["no_record"]:
            continue
        ups = []
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(ev[1])]
            else:
                ups += [u for u in manifest if hid[tuple(ev)] in u["hearing_ids"]]
        text = " ".join(" ".join(u["source_text"].lower().split()) for u in ups if u["date"] <= q["today"])
        for g in q["key_facts"]:
            if not any(a.lower() in text for a in g):
                left += 1
                print(q["id"], "not found before today:", g[:4])
    print(f"{len(qs)} questions, {left} groups left to the eye")


if __name__ == "__main__":
    main()
