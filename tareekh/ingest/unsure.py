"""The words of an entry the reader was unsure of, with where they are on the page, for the lawyer to check.

A word is unsure when the engine's confidence was below the lexicon's `UNSURE_CONF`, when the lexicon pass
changed it (`Word.read_as`), or when the vision model and the local engine read it differently.
"""

from __future__ import annotations

import json
import sqlite3

from pydantic import BaseModel

from tareekh.ingest.lexicon import UNSURE_CONF
from tareekh.ingest.models import Box, Document, Word
from tareekh.ingest.review import entry_page


class UnsureWord(BaseModel):
    text: str  # as it stands in the text
    conf: float  # the engine's confidence, 0..100
    box: Box | None = None  # in the original page's pixels
    read_as: str | None = None  # what the engine read, when the lexicon pass corrected it


def is_unsure(word: Word) -> bool:
    return word.conf < UNSURE_CONF or word.read_as is not None


def page_unsure_words(page_words: list[Word]) -> list[UnsureWord]:
    return [UnsureWord(text=w.text, conf=round(w.conf, 1), box=w.box, read_as=w.read_as)
            for w in page_words if is_unsure(w)]


def entry_unsure_words(conn: sqlite3.Connection, entry_id: int) -> list[UnsureWord]:
    """The unsure words of the page an entry came from that lie in its region and still stand in its text."""
    found = entry_page(conn, entry_id)
    if found is None or not found.document:
        return []
    text, number, region = found.text, found.page, found.region
    doc = Document.model_validate_json(found.document)
    page = next((p for p in doc.pages if p.number == number), None)
    if page is None:
        return []
    area = Box(**json.loads(region)) if region else None
    out = []
    for w in page_unsure_words(page.words):
        if w.text not in text:
            continue  # corrected by the lawyer, or outside this entry
        if area is not None and w.box is not None and not _inside(w.box, area):
            continue
        out.append(w)
    return out


def _inside(box: Box, area: Box) -> bool:
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    return area.x <= cx <= area.x + area.w and area.y <= cy <= area.y + area.h
