"""Stricter than bench/check_questions.py: every key-fact group must be in the text of the evidence's uploads dated
on or before the question's `today` (no credit for a hearing's date or for the number of evidence items)."""

import glob
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    manifest = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    questions = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    hearing_id = {}
    for f in glob.glob(str(ROOT / "data" / "cases" / "*.json")):
        case = json.loads(Path(f).read_text(encoding="utf-8"))
        for h in case["hearings"]:
            hearing_id[(case["id"], h["date"])] = h["hearing_id"]
    failures = 0
    for q in questions:
        if q["no_record"]:
            continue
        ups = []
        for e in q["evidence"]:
            if e[0] == "upload":
                ups += [u for u in manifest if u["files"][0].endswith(e[1])]
            else:
                ups += [u for u in manifest if hearing_id[tuple(e)] in u["hearing_ids"]]
        text = " ".join(" ".join(u["source_text"] for u in ups if u["date"] <= q["today"]).lower().split())
        missing = [g[:3] for g in q["key_facts"] if not any(a.lower() in text for a in g)]
        if missing:
            failures += 1
            print(q["id"], q["today"], "not in the text:", missing)
    print(f"{len(questions)} questions, {failures} with a group not in the text")


if __name__ == "__main__":
    main()
