"""Score saved answers again with today's scorer: `rescore.py RUN_DIR OUT_DIR`.

A change to bench/answers.py's scoring (a date key read in any written form) must not make a run saved before it
look worse or better than one saved after: rescore the older run's `answers-<set>.json` and compare like with like.
Only the recall and the missing facts of each row are recomputed (citations and times are kept as saved); a no-record
row's honesty is recomputed from its first sentence as bench/answers.py does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import answers  # noqa: E402


def rescore(run: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for f in sorted(run.glob("answers-*.json")):
        name = f.stem[len("answers-"):]
        spec = answers.SETS.get(name)
        if spec is None:
            continue
        data = answers.PRACTICES.get(spec["practice"], answers.REPO)
        questions = {q["id"]: q for q in answers.load_questions(name, data, spec["questions"])}
        rows = json.loads(f.read_text(encoding="utf-8"))
        for row in rows:
            q = questions.get(row["id"])
            if q is None:
                continue
            groups = q.get("key_facts") or []
            got = [answers.stated(g, row["answer"]) for g in groups]
            row["recall"] = round(sum(got) / len(got), 3) if got else 1.0
            row["missing"] = [g[:3] for g, ok in zip(groups, got) if not ok]
            if q.get("no_record"):
                first = answers.first_sentence(row["answer"])
                row["honest"] = all(answers.stated(g + answers.NO_RECORD_SAID, first) for g in groups)
        (out / f.name).write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    rescore(Path(sys.argv[1]), Path(sys.argv[2]))
