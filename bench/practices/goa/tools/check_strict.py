"""Stricter check than bench/check_questions.py: every key-fact group of a question (except a lone count) must be
in the text of its evidence uploads dated on or before the question's `today`; a no-record question's `absent`
terms must be in no upload. Prints the groups that fail."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NUM = re.compile(r"^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twice|thrice)$")


def norm(t: str) -> str:
    return " ".join(t.lower().replace("\u2019", "'").split())


def main() -> None:
    U = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    cases = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "data" / "cases").glob("C*.json")}
    Q = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
    bad = 0
    for q in Q:
        if q["no_record"]:
            for term in q.get("absent", []):
                if any(norm(term) in norm(u["source_text"]) for u in U):
                    print(q["id"], "absent term found:", term)
                    bad += 1
            continue
        ups = []
        for ev in q["evidence"]:
            if ev[0] == "upload":
                ups += [u for u in U if u["files"][0].endswith(ev[1])]
            else:
                hid = next(h["hearing_id"] for h in cases[ev[0]]["hearings"] if h["date"] == ev[1])
                ups += [u for u in U if hid in u["hearing_ids"]]
        ups = [u for u in ups if u["date"] <= q["today"]]
        text = norm(" ".join(u["source_text"] for u in ups))
        for g in q["key_facts"]:
            if NUM.match(g[0]):
                continue
            if not any(norm(a) in text for a in g):
                print(q["id"], "group not in evidence dated <= today:", g[:4])
                bad += 1
    print(f"{len(Q)} questions, {bad} failing groups")


if __name__ == "__main__":
    main()
