"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated on
or before the question's `today` (what the lawyer had uploaded by then). A lone count ("2", "two") is checked as bench/check_questions.py checks it:
against the number of evidence items, each of which must have an upload dated on or before `today`.
Prints the groups it cannot find."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "twice": 2,
         "thrice": 3}


def count_of(group: list[str]) -> int | None:
    """The number a lone-count group states ("4", "four"), else None."""
    first = group[0].strip()
    return int(first) if first.isdigit() else WORDS.get(first)


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    for q in json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]:
        if q["no_record"]:
            continue
        ups = []
        items_seen = 0
        for ev in q["evidence"]:
            n_before = len(ups)
            if ev[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(ev[1])]
                items_seen += any(u["date"] <= q["today"] for u in ups[n_before:])
                continue
            hearings = json.loads((ROOT / "data" / "cases" / f"{ev[0]}.json").read_text(encoding="utf-8"))["hearings"]
            hid = next(h["hearing_id"] for h in hearings if h["date"] == ev[1])
            ups += [u for u in manifest if hid in u["hearing_ids"]]
            items_seen += any(u["date"] <= q["today"] for u in ups[n_before:])
        text = norm(" ".join(u["source_text"] for u in ups if u["date"] <= q["today"]))
        missing = [g for g in q["key_facts"] if not (any(norm(a) in text for a in g) or count_of(g) == items_seen)]
        if missing:
            print(q["id"], q["today"], "not in the text:", [g[:3] for g in missing])


if __name__ == "__main__":
    main()
