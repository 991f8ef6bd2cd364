"""The languages a practice's pages are read in, and why: the lawyer's own setting, else English and the
scripts the practice is written in.

Settings hold `ocr_languages = ["eng"]` until the lawyer sets them; no lawyer types tesseract codes, so while
they are the default the practice chooses: the scripts of its typed notes, Word files, chat exports and
text-layer PDFs and of its registry's names (`ocr/languages.scripts_in`), and the script of the state its
courts are in (`ocr/languages.regions_in`). It is chosen again for every batch, so a script arrives with the
notes written in it. Any other setting is the lawyer's and is used as it is: the choice never writes it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from tareekh.ingest.ocr.languages import NAMES, regions_in, scripts_in, with_scripts
from tareekh.ingest.review import typed_page_texts
from tareekh.registry import Registry
from tareekh.settings import Settings

DEFAULT = ["eng"]


@dataclass(frozen=True)
class OcrLanguages:
    """The tesseract codes pages are read with, whether the lawyer set them, and why each is there."""

    languages: list[str]
    by_lawyer: bool
    reasons: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line for Settings and `tareekh doctor`: "English, Kannada (Kannada: 14 of your notes are …)"."""
        names = ", ".join(NAMES.get(c, c) for c in self.languages)
        if self.by_lawyer:
            return f"{names} (as set in Settings)"
        why = "; ".join(self.reasons) if self.reasons else "no notes in another script yet"
        return f"{names} (chosen from your practice: {why})"


def lawyer_set(settings: Settings) -> bool:
    """True when the lawyer has set the OCR languages (anything but the default English alone)."""
    return list(settings.ocr_languages) != DEFAULT


def ocr_languages(conn: sqlite3.Connection, registry: Registry, settings: Settings,
                  more_texts: list[str] | None = None) -> OcrLanguages:
    """The languages to read the practice's pages with (`more_texts`: typed notes of a batch not yet read)."""
    if lawyer_set(settings):
        return OcrLanguages(list(settings.ocr_languages), True)
    cases = registry.list_cases(status="all")
    names = [" ".join(filter(None, (c.title, c.short_name, c.nature, *(p.name for p in c.parties)))) for c in cases]
    written = scripts_in([*typed_page_texts(conn), *names, *(more_texts or [])])
    regions = [r for r in regions_in(c.court or "" for c in cases) if r.code not in {s.code for s in written}]
    languages = with_scripts(DEFAULT, [*written, *regions])
    reasons = [s.why() for s in written] + [r.why() for r in regions]
    return OcrLanguages(languages, False, reasons)
