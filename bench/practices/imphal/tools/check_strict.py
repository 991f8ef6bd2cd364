"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated on
or before the question's `today` (what the lawyer had uploaded by then). Prints, per group, the alternative found
(for reading by eye: a short alternative found by chance shows up here), and the groups it cannot find."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twice", "thrice"}


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def main() -> int:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hearings = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hearings[(c["id"], h["date"])] = h["hearing_id"]
    bad = 0
    for q in json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]:
        if q["no_record"]:
            continue
        ups = []
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(ev[1])]
            else:
                ups += [u for u in manifest if hearings[tuple(ev)] in u["hearing_ids"]]
        text = norm(" ".join(u["source_text"] for u in ups if u["date"] <= q["today"]))
        found = []
        for g in q["key_facts"]:
            hit = next((a for a in g if not (a in BARE or (a.isdigit() and len(a) <= 2)) and norm(a) in text), None)
            found.append(hit if hit else ("COUNT:" + g[0] if g[0] in BARE or g[0].isdigit() else None))
        missing = [g[:3] for g, h in zip(q["key_facts"], found) if h is None]
        bad += bool(missing)
        print(q["id"], q["today"], found, "MISSING " + str(missing) if missing else "")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
