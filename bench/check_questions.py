"""Check a question set's key facts against the uploads they come from, without asking any answerer.

For each question with `evidence` ([case_id, hearing date] pairs, or ["upload", file-name suffix]) the uploads behind
the evidence are gathered from `<data>/uploads/manifest.json` (a pair names every upload that reports that hearing,
as `data/cases/*.json` lists it). A key-fact group is

- `text`   when one of its alternatives is in those uploads' source text (lower-cased, whitespace collapsed; a lone
  count such as "two" or "3" is not looked for in the text);
- `record` when it is a date group whose ISO form is the date of one of those hearings or uploads (a hearing's own
  date comes from the upload's date / file name, not its text);
- `count`  when its first alternative is a number (word or digits) equal to the number of evidence items;
- `CHECK`  otherwise: a count over something other than the evidence items, or a fact the uploads do not state.
  These are printed with the question so a person checks them by eye against its `checked` note.

A no-record question must have no evidence, and none of its optional `absent` terms may appear in any upload.
Prints one line per question and a summary; exits 1 when a question is malformed or an `absent` term is found.

    .venv/bin/python bench/check_questions.py bench/questions/hyderabad-sealed.json [--data DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "twice": 2, "thrice": 3}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def practice_for(path: Path) -> Path:
    """The shared practice a question file is about (by its name)."""
    return SHARED / ("practice-lucknow" if "lucknow" in path.name else "tareekh-data")


def load(data: Path) -> tuple[list[dict], dict[tuple[str, str], str]]:
    manifest = json.loads((data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    hearing_of: dict[tuple[str, str], str] = {}
    for case_file in sorted((data / "data" / "cases").glob("*.json")):
        case = json.loads(case_file.read_text(encoding="utf-8"))
        for h in case.get("hearings", []):
            hearing_of[(case["id"], h["date"])] = h["hearing_id"]
    return manifest, hearing_of


def gather(evidence: list, manifest: list[dict], hearing_of: dict) -> tuple[list[dict], list[str]]:
    """The uploads behind a question's evidence, and the problems met finding them."""
    found, problems = [], []
    for item in evidence:
        if item[0] == "upload":
            hits = [u for u in manifest if u["files"][0].endswith(item[1])]
        else:
            hid = hearing_of.get((item[0], item[1]))
            if hid is None:
                problems.append(f"no hearing {item[0]} {item[1]}")
                continue
            hits = [u for u in manifest if hid in u["hearing_ids"]]
        if not hits:
            problems.append(f"no upload for {item}")
        found += [u for u in hits if u not in found]
    return found, problems


def number_of(alternative: str) -> int | None:
    head = alternative.split()[0] if alternative.split() else ""
    if head.isdigit():
        return int(head)
    return NUMBER_WORDS.get(head)


def is_bare_count(alternative: str) -> bool:
    """A lone count ("two", "3") is in many texts by chance ("two weeks"): it is checked as a count, not as text."""
    word = alternative.strip()
    return word in NUMBER_WORDS or (word.isdigit() and len(word) <= 2)


def classify(group: list[str], text: str, dates: set[str], n_evidence: int) -> str:
    if any(norm(a) in text for a in group if not is_bare_count(a)):
        return "text"
    if any(ISO.match(a) and a in dates for a in group):
        return "record"
    if number_of(group[0]) == n_evidence:
        return "count"
    return "CHECK"


def check_file(path: Path, data: Path) -> int:
    manifest, hearing_of = load(data)
    everything = norm("\n".join(u["source_text"] for u in manifest))
    items = json.loads(path.read_text(encoding="utf-8"))
    questions = items.get("questions", []) if isinstance(items, dict) else items
    bad, to_check = 0, 0
    for q in questions:
        if q.get("no_record"):
            present = [t for t in q.get("absent", []) if norm(t) in everything]
            ok = not q.get("evidence") and not present
            bad += not ok
            print(f"{q['id']} no_record  {'ok' if ok else 'FAIL'}{'  found: ' + ', '.join(present) if present else ''}")
            continue
        uploads, problems = gather(q.get("evidence", []), manifest, hearing_of)
        text = norm("\n".join(u["source_text"] + "\n" + u["files"][0] for u in uploads))
        dates = {u["date"] for u in uploads} | {e[1] for e in q.get("evidence", []) if e[0] != "upload"}
        kinds = [classify(g, text, dates, len(q.get("evidence", []))) for g in q["key_facts"]]
        if problems or not q["key_facts"]:
            bad += 1
        unchecked = [g[:3] for g, k in zip(q["key_facts"], kinds) if k == "CHECK"]
        to_check += bool(unchecked)
        print(f"{q['id']} {q.get('type', ''):15s} {' '.join(kinds)}"
              + (f"  problems: {problems}" if problems else "")
              + (f"  by eye: {unchecked}" if unchecked else ""))
    print(f"{path.name}: {len(questions)} questions, {bad} malformed, {to_check} with a group to check by eye")
    return bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", type=Path, help="question files (JSON)")
    ap.add_argument("--data", type=Path, help="the practice folder (default: by the file's name)")
    a = ap.parse_args(argv)
    bad = sum(check_file(f, a.data or practice_for(f)) for f in a.files)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
