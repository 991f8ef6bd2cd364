"""Stricter than bench/check_questions.py: every key-fact group must have an alternative in the text of the
evidence's uploads dated on or before the question's `today` (a lone count is reported for counting by eye)."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NUMBERS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twice", "thrice"}


def norm(t: str) -> str:
    return " ".join(t.lower().replace("\u2019", "'").split())


def main() -> int:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hearing_of = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hearing_of[(c["id"], h["date"])] = h["hearing_id"]
    qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    bad = 0
    everything = norm("\n".join(u["source_text"] for u in manifest))
    for q in qs:
        if q["no_record"]:
            found = [t for t in q.get("absent", []) if norm(t) in everything]
            print(q["id"], "no_record", "FOUND " + str(found) if found else "ok")
            bad += bool(found)
            continue
        ups = []
        for e in q["evidence"]:
            hits = ([u for u in manifest if u["files"][0].endswith(e[1])] if e[0] == "upload"
                    else [u for u in manifest if hearing_of.get((e[0], e[1])) in u["hearing_ids"]])
            ups += [u for u in hits if u["date"] <= q["today"] and u not in ups]
        text = norm("\n".join(u["source_text"] for u in ups))
        res = []
        for g in q["key_facts"]:
            if any(norm(a) in text for a in g if not (a in NUMBERS or (a.isdigit() and len(a) <= 2))):
                res.append("ok")
            elif g[0] in NUMBERS or g[0].isdigit():
                res.append("COUNT")
            else:
                res.append("MISSING")
                bad += 1
        print(q["id"], q["type"], q["today"], len(ups), "uploads", " ".join(res))
    print("missing:", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
