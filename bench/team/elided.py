"""Where each missing key fact of a run's failures is: in a record the answer cites (its line was cut before the
fact: "elided"), in a note the home holds in review ("in review"), in another filed record ("filed, not cited"), or
nowhere the home holds ("nowhere": the reading or the data). Run from a checkout:

    .venv/bin/python bench/team/elided.py RUN_DIR HOMES_DIR

RUN_DIR holds answers-<set>.json (bench/answers.py --save); HOMES_DIR/<practice>/practice.db the homes asked.
"""
import glob
import json
import os
import sqlite3
import sys

run, homes = sys.argv[1], sys.argv[2]
sys.argv = ["x"]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import answers  # noqa: E402  (bench/answers.py: the sets and their practices)

out: dict[str, list] = {"elided": [], "in review": [], "filed, not cited": [], "nowhere": []}
for f in sorted(glob.glob(os.path.join(run, "answers-*.json"))):
    name = os.path.basename(f)[len("answers-"):-len(".json")]
    practice = answers.SETS.get(name, {}).get("practice")
    db = os.path.join(homes, practice or "-", "practice.db")
    if not os.path.exists(db):
        continue
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT e.status, lower(e.text), lower(COALESCE(u.display_name, '')) FROM entries e "
                        "LEFT JOIN uploads u ON u.id = e.upload_id").fetchall()
    for r in json.load(open(f)):
        cited = {os.path.basename(c[2]).lower() for c in r.get("cited") or [] if len(c) > 2 and c[2]}
        for group in r.get("missing") or []:
            alts = [a.lower() for a in group if len(a) > 1]
            where = [(status, src) for status, text, src in rows if text and any(a in text for a in alts)]
            if any(src in cited for _, src in where):
                kind = "elided"
            elif any(status == "review" for status, _ in where):
                kind = "in review"
            elif where:
                kind = "filed, not cited"
            else:
                kind = "nowhere"
            out[kind].append((name, r["id"], r["type"], group[0]))
for kind, items in out.items():
    print(f"{kind}: {len(items)}")
    for item in items:
        print("   ", *item)
