"""Stricter check of questions.json than bench/check_questions.py: every key-fact group must have an alternative in the
text of the evidence's uploads dated on or before the question's `today` (a date group: in a written form that is not
only a short day/month form, or be the date of an evidence hearing); prints the alternative that matched."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def norm(t):
    return " ".join(t.lower().replace("\u2019", "'").split())


man = json.loads((ROOT / "uploads" / "manifest.json").read_text(encoding="utf-8"))
hearing_of = {}
for f in sorted((ROOT / "data" / "cases").glob("*.json")):
    c = json.loads(f.read_text(encoding="utf-8"))
    for h in c["hearings"]:
        hearing_of[(c["id"], h["date"])] = h["hearing_id"]
qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
bad = 0
for q in qs:
    if q["no_record"]:
        continue
    ups, hdates = [], set()
    for e in q["evidence"]:
        if e[0] == "upload":
            ups += [u for u in man if u["files"][0].endswith(e[1])]
        else:
            hid = hearing_of[(e[0], e[1])]
            hdates.add(e[1])
            ups += [u for u in man if hid in u["hearing_ids"]]
    early = [u for u in ups if u["date"] <= q["today"]]
    late = [u["files"][0] for u in ups if u["date"] > q["today"]]
    text = norm("\n".join(u["source_text"] for u in early))
    out = []
    for g in q["key_facts"]:
        iso = next((a for a in g if len(a) == 10 and a[4] == "-" and a[7] == "-"), None)
        hits = [a for a in g if norm(a) in text]
        if iso:
            long_hits = [a for a in hits if any(ch.isalpha() for ch in a) or a.count(".") + a.count("/") + a.count("-") >= 2 and len(a) > 5]
            ok = bool(long_hits) or iso in hdates
            out.append(("DATE " + (long_hits[0] if long_hits else ("hearing" if iso in hdates else "-"))) if ok else "DATE-FAIL " + iso)
        elif g[0] in ("2", "two", "3", "three"):
            out.append("COUNT(eye)")
        else:
            out.append(hits[0] if hits else "FAIL " + g[0])
    fails = [o for o in out if "FAIL" in o]
    bad += bool(fails)
    print(q["id"], q["type"], q["today"], "|", " ; ".join(out), ("  late uploads (ignored): " + ", ".join(late)) if late else "")
print("questions with a failing group:", bad)
