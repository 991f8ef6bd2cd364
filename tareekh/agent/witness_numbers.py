"""A side's witnesses are numbered in the order they are examined (PW-1, PW-2 … ; DW-1 …): a count that reads
"PW-1, PW-2, PW-4" from the notes has a PW-3 who was examined between them, though the note of that day is not
filed where the count looks (waiting in review, never written). The count says so, rather than count three."""

from __future__ import annotations

import re

# a witness's number as the notes give it: the side's letters and the number ("PW-3", "DW 2", "CW1", "AW-4")
_NUMBERED = re.compile(r"^([A-Z]{1,3}W)\s?-?\s?(\d{1,2})$")
# more gaps than this is no count of witnesses examined but notes kept of a few of them
_MOST_GAPS = 3


def numbered_gaps(labels: list[str]) -> list[str]:
    """The numbers missing between the lowest and the highest of each side's numbered witnesses ("PW-3" of PW-1,
    PW-2, PW-4), in the form the labels are written; none when a side has more gaps than a few. A number below the
    lowest the notes record is none of them: notes often begin mid-trial (a brief taken over, the first witness
    examined before the diary starts), and a witness the notes name without a number may be that one — counted,
    it was a witness the notes never record ("PW-1" of notes from PW-2 on), said as examined "between them"."""
    by_side: dict[str, set[int]] = {}
    for label in labels:
        m = _NUMBERED.match(label.strip().upper())
        if m:
            by_side.setdefault(m.group(1), set()).add(int(m.group(2)))
    dash = "-" if any("-" in x for x in labels) else ""
    out: list[str] = []
    for side, nums in by_side.items():
        missing = [k for k in range(min(nums) + 1, max(nums)) if k not in nums]
        if 0 < len(missing) <= _MOST_GAPS:
            out += [f"{side}{dash}{k}" for k in missing]
    return out
