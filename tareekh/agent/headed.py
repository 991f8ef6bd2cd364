"""A paper's sentences read under its heading: "REPORT OF THE ADVOCATE COMMISSIONER … 1. I inspected the suit property
on …" says whose paper it is and what in its heading, and what was done in its sentences; neither alone holds both
(the commissioner, the inspection), so a question asking "did the commissioner inspect?" is answered by the heading
and the sentence read together, as "<heading>: <sentence>"."""

from __future__ import annotations

import re

from tareekh.events.text import sentences

# a paper's heading line: two words in capitals or more at its start ("REPORT OF THE ADVOCATE COMMISSIONER …")
_HEADING_LINE = re.compile(r"\s*(?:[A-Z][A-Z.'&-]+\s+){2,}[A-Z]")
_HEAD_LINES = 8  # a heading stands in a paper's first lines


def heading_of(text: str) -> str:
    """The heading lines of a paper, joined, without their bracketed asides ("(appointed in I.A. … on …)"); ""
    when it has none."""
    lines = [ln.strip() for ln in (text or "").splitlines()[:_HEAD_LINES] if _HEADING_LINE.match(ln)]
    return re.sub(r"\s*\([^)]*\)", "", " ".join(lines)).strip()


def headed_sentences(text: str) -> list[tuple[str, str]]:
    """Each sentence of a paper with its heading, (heading, sentence); none when it has no heading."""
    heading = heading_of(text)
    if not heading:
        return []
    return [(heading, sn.text.strip()) for sn in sentences(text) if sn.text.strip() and not _HEADING_LINE.match(sn.text)]


def under_heading(text: str) -> list[str]:
    """Each sentence of a paper after its heading, as "<heading>: <sentence>" (none when it has no heading)."""
    return [f"{heading}: {sentence}" for heading, sentence in headed_sentences(text)]
