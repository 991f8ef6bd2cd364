"""A mark of letters and a number typed joined ("NH31", "sh48") that a case's own name writes apart ("NH-31",
"SH 48"): read as the registry writes it, so the matter is found by it. A highway's, a plot's or a ward's mark is
written with a hyphen by one hand and without by another; the letters and the number are the same mark."""

from __future__ import annotations

import re
from typing import Any

_JOINED = re.compile(r"(?<![\w-])([A-Za-z]{1,5})(\d{1,5})(?![\w-])")


def as_the_registry_writes(text: str, cases: Any) -> str:
    """`text` with each joined mark written as the one case name that writes it apart; unchanged otherwise."""
    names = " ".join(filter(None, (getattr(c, "short_name", None) or "" for c in cases)))
    if not names or not _JOINED.search(text):
        return text

    def apart(m: re.Match[str]) -> str:
        found = re.search(rf"(?<![\w-]){re.escape(m.group(1))}([-\s])0*{m.group(2)}(?![\w-])", names, re.I)
        if found is None or re.search(rf"(?<![\w-]){re.escape(m.group(0))}(?![\w-])", names, re.I):
            return m.group(0)
        return f"{m.group(1)}{found.group(1)}{m.group(2)}"

    return _JOINED.sub(apart, text)


__all__ = ["as_the_registry_writes"]
