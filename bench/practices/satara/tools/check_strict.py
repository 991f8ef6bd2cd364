"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated on
or before the question's `today` (what the lawyer had uploaded by then). A group whose first alternative is a lone count
("3", "three") is checked as bench/check_questions.py checks it — against the number of evidence items — and, stricter,
each of those items must have an upload dated on or before `today`. Prints the groups it cannot find."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def count_of(alternative: str) -> int | None:
    word = alternative.strip()
    return int(word) if word.isdigit() and len(word) <= 2 else COUNTS.get(word)


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    for q in json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]:
        if q["no_record"]:
            continue
        ups, dated_items = [], 0
        for ev in q["evidence"]:
            if ev[0] == "upload":
                hits = [u for u in manifest if u["files"][0].endswith(ev[1])]
                ups += hits
                dated_items += any(u["date"] <= q["today"] for u in hits)
                continue
            hearings = json.loads((ROOT / "data" / "cases" / f"{ev[0]}.json").read_text(encoding="utf-8"))["hearings"]
            hid = next(h["hearing_id"] for h in hearings if h["date"] == ev[1])
            hits = [u for u in manifest if hid in u["hearing_ids"]]
            ups += hits
            dated_items += any(u["date"] <= q["today"] for u in hits)
        text = norm(" ".join(u["source_text"] for u in ups if u["date"] <= q["today"]))
        missing = [g for g in q["key_facts"] if not any(norm(a) in text for a in g)
                   and count_of(g[0]) != dated_items]
        if missing:
            print(q["id"], q["today"], "not in the text:", [g[:3] for g in missing])


if __name__ == "__main__":
    main()
