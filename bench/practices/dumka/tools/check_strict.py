"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated on
or before the question's `today` (what the lawyer had uploaded by then). A group of bare counts ("3", "three") is a
count of the evidence items, as bench/check_questions.py reads it. Prints the groups it cannot find."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "twice": 2, "thrice": 3}


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def bare(a: str) -> bool:
    return a in WORDS or (a.isdigit() and len(a) <= 2)


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for q in json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]:
        if q["no_record"]:
            continue
        ups = []
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(ev[1])]
                continue
            hearings = json.loads((ROOT / "data" / "cases" / f"{ev[0]}.json").read_text(encoding="utf-8"))["hearings"]
            hid = next(h["hearing_id"] for h in hearings if h["date"] == ev[1])
            ups += [u for u in manifest if hid in u["hearing_ids"] and u["date"] <= q["today"]] or [None]
        if None in ups:
            bad += 1
            print(q["id"], q["today"], "an evidence hearing has no upload dated on or before today")
        text = norm(" ".join(u["source_text"] for u in ups if u and u["date"] <= q["today"]))
        missing = []
        for g in q["key_facts"]:
            if all(bare(a) for a in g):
                n = int(g[0]) if g[0].isdigit() else WORDS[g[0]]
                if n != len(q["evidence"]):
                    missing.append(g)
            elif not any(norm(a) in text for a in g if not bare(a)):
                missing.append(g)
        if missing:
            bad += 1
            print(q["id"], q["today"], "not in the text:", [g[:3] for g in missing])
    print(f"check_strict: {bad} questions with a group not in their evidence as it stood on their day")


if __name__ == "__main__":
    main()
