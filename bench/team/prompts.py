"""Fill the kit's prompt templates with a session's paths: `prompts.py SESSION.json OUT_DIR`.

SESSION.json holds the session's values, e.g.

    {"SNN": "s18", "HOMES": "homes50", "HOMES_R1": "homes51", "RULES1": "rules-42", "RULES2": "rules-43",
     "SEALED_TODAY": "jhansi, ballari, kota, agra, haldia", "ASKED_START": "kannur and muzaffarpur",
     "ASKED_START_TITLE": "Kannur and Muzaffarpur", "EXAMPLE_SET": "kannur", "EXAMPLE_ID": "K-37",
     "ASKED_R1": "jhansi, ballari, kota", "R1_EXAMPLE": "kota",
     "SEALED_NEXT_PATHS": "bench/practices/agra or bench/practices/haldia",
     "fixers": {"r1-filing": {"title": "…", "text": "…"}, …},
     "short": {"r2-x": {"title": "…", "text": "…"}},
     "deadline": "12:12", "stop": "12:00", "short_deadline": "13:00", "short_stop": "12:52"}

Every `@KEY@` of a template is replaced; a key left unreplaced stops the script (an older session's path must never
reach a helper). Writes OUT_DIR/<branch>.md, one per fixer, to paste whole into the helper's prompt.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    left = sorted(set(re.findall(r"@[A-Z_0-9]+@", template)))
    if left:
        raise SystemExit(f"unfilled in a prompt: {', '.join(left)}")
    return template


def main() -> None:
    session = json.loads(Path(sys.argv[1]).read_text())
    out = Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    values = {k: v for k, v in session.items() if isinstance(v, str)}
    for group, name, dead, stop in (("fixers", "fixer-prompt.md", "deadline", "stop"),
                                    ("short", "fixer-short-prompt.md", "short_deadline", "short_stop")):
        areas = session.get(group, {})
        for branch, area in areas.items():
            others = "; ".join(f"{a['title']} ({b.split('-', 1)[1]})" for b, a in areas.items() if b != branch)
            text = (HERE / name).read_text()
            text = (text.replace("AREA_TITLE", area["title"]).replace("AREA_TEXT", area["text"])
                    .replace("OTHERAREAS", others).replace("BRANCH", branch)
                    .replace("DEADLINE", session.get(dead, "")).replace("STOPTIME", session.get(stop, "")))
            (out / f"{branch}.md").write_text(fill(text, values))
            print(out / f"{branch}.md")


if __name__ == "__main__":
    main()
