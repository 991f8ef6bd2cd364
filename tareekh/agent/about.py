"""Which cases an answer is about (the 'About …' line above it): the cases it answers from, not every case a word
of the question could name."""

from __future__ import annotations

from collections.abc import Sequence

NO_SUCH_CASE = "No such case"


def about_cases(text: str, case_ids: Sequence[str], cited: Sequence[str | None]) -> list[str]:
    """An answer that says there is no such case is about none; an answer that cites records of some of the
    question's cases is about those."""
    if text.lstrip().startswith(NO_SUCH_CASE):
        return []
    ids = list(case_ids)
    if len(ids) > 1:
        own = [c for c in ids if c in set(cited)]
        if own:
            return own
    return ids
