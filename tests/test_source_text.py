"""No Python source of Tareekh holds a control character (other than tab and newline). A pattern typed as
r"\b…" once arrived as a literal backspace (0x08), and its English branch silently never matched: such a character
is never intended in this code, so its presence is a bug."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def test_no_source_file_holds_a_control_character():
    found = []
    for folder in ("tareekh", "tests", "bench", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if CONTROL.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}")
    assert not found, found
