"""Stricter than bench/check_questions.py: every key-fact group of a question must have an alternative in the text of its
evidence's uploads dated on or before the question's `today` (counts excepted: they are counted by eye), and no
alternative may be typed by the question itself."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NUMBER = {"one", "two", "three", "four", "five", "six", "twice", "thrice"}


def norm(t: str) -> str:
    return " ".join(t.lower().split())


def main() -> int:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hearing_of = {}
    for f in sorted((ROOT / "data" / "cases").glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        for h in c["hearings"]:
            hearing_of[(c["id"], h["date"])] = h["hearing_id"]
    bad = 0
    for q in json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]:
        if q["no_record"]:
            continue
        ups = []
        for e in q["evidence"]:
            if e[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(e[1])]
            else:
                ups += [u for u in manifest if hearing_of[(e[0], e[1])] in u["hearing_ids"]]
        ups = [u for u in ups if u["date"] <= q["today"]]
        text = norm("\n".join(u["source_text"] for u in ups))
        qtext = norm(q["q"])
        for g in q["key_facts"]:
            typed = [a for a in g if norm(a) in qtext and len(a) > 2]
            if typed:
                print(q["id"], "typed by the question:", typed)
                bad += 1
            if g[0] in NUMBER or g[0].isdigit() and len(g[0]) == 1:
                print(q["id"], "count, by eye:", g[:3])
                continue
            if not any(norm(a) in text for a in g):
                print(q["id"], "NOT FOUND in evidence dated <= today:", g[:4])
                bad += 1
    print("strict:", bad, "problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
