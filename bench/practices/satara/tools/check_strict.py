"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated on
or before the question's `today` (what the lawyer had uploaded by then). Prints the groups it cannot find."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
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
            ups += [u for u in manifest if hid in u["hearing_ids"]]
        text = norm(" ".join(u["source_text"] for u in ups if u["date"] <= q["today"]))
        missing = [g for g in q["key_facts"] if not any(norm(a) in text for a in g)]
        if missing:
            print(q["id"], q["today"], "not in the text:", [g[:3] for g in missing])


if __name__ == "__main__":
    main()
