"""Reading files without filing them (`tareekh read`): each page's text, engine, confidence and unsure words.

Nothing is stored. A practice home is used only when one exists, read-only, for its settings (the vision
model) and its vocabulary (registry names and numbers, and the words learned from the lawyer).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from tareekh.errors import InputError, TareekhError
from tareekh.ingest.unsure import UnsureWord, page_unsure_words
from tareekh.settings import Settings, load_settings

READ_ENGINES = ("auto", "rapidocr", "tesseract", "vision")


class PageReading(BaseModel):
    file: str
    page: int
    engine: str  # the engine whose text this is: rapidocr, tesseract, llm-vision, text-layer, plain
    kind: str  # handwritten, typed, text
    confidence: float  # the engine's mean word confidence, 0..100
    text: str
    unsure_words: list[UnsureWord] = Field(default_factory=list)


class FileReading(BaseModel):
    file: str
    pages: list[PageReading] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    error: str | None = None


def read_files(paths: Iterable[str | os.PathLike[str]], *, home: Path | None = None, engine: str = "auto",
               lexicon: bool = True) -> list[FileReading]:
    """Read each file as ingest would (OCR, lexicon pass, repair; the vision model with `engine="vision"`)
    and return what was read. A file that cannot be read is reported in its `error`; nothing is written."""
    if engine not in READ_ENGINES:
        raise InputError(f"unknown engine {engine!r}: use one of {', '.join(READ_ENGINES)}")
    settings, vocabulary = _home_context(home)
    llm = _vision_llm(settings) if engine == "vision" else None
    out = []
    for raw in paths:
        out.append(_read_one(Path(raw), engine, vocabulary, llm, settings, lexicon))
    return out


def _read_one(path: Path, engine: str, vocabulary: dict[str, Any] | None, llm: Any, settings: Settings,
              lexicon: bool) -> FileReading:
    from tareekh.ingest.read import improve_with_vision, read_file

    try:
        doc = read_file(path, languages=tuple(settings.ocr_languages), vocabulary=vocabulary,
                        engine="auto" if engine == "vision" else engine, lexicon=lexicon)
        if llm is not None:
            improve_with_vision(doc, path, llm, max_pages=len(doc.pages), vocabulary=vocabulary)
    except TareekhError as exc:
        return FileReading(file=path.name, error=str(exc))
    pages = [PageReading(file=path.name, page=p.number, engine=p.engine, kind=p.kind, confidence=p.confidence,
                         text=p.text, unsure_words=page_unsure_words(p.words)) for p in doc.pages]
    return FileReading(file=path.name, pages=pages, warnings=doc.warnings)


def _home_context(home: Path | None) -> tuple[Settings, dict[str, Any] | None]:
    """The home's settings and reading vocabulary, when `home` holds a practice; else the defaults (and the
    TAREEKH_* environment) and no vocabulary. The practice database is opened read-only."""
    if home is None or not (home / "practice.db").exists():
        return load_settings(home or Path("/nonexistent-tareekh-home")), None
    settings = load_settings(home)
    from tareekh.ingest.learned import learned_pairs, learned_words
    from tareekh.registry import Registry

    from tareekh.practice.home import find_passphrase
    from tareekh.vault import PLAIN, database_errors, is_encrypted_home, open_vault

    vault = PLAIN
    if is_encrypted_home(home):
        passphrase = find_passphrase(home)
        if not passphrase:
            return settings, None  # the file is still read; only the practice's own words are not used
        vault = open_vault(home, passphrase)
    conn = vault.connect(f"file:{home / 'practice.db'}?mode=ro", uri=True)
    unreadable: tuple[type[Exception], ...] = (*database_errors(), TareekhError)
    try:
        try:
            vocabulary: dict[str, Any] = dict(Registry(conn, settings.resolve).vocabulary())
        except unreadable:
            vocabulary = {}
        learned = learned_words(conn)
        if learned:
            vocabulary["learned"] = learned
        pairs = learned_pairs(conn)
        if pairs:
            vocabulary["learned_pairs"] = pairs
    finally:
        conn.close()
    return settings, vocabulary


def _vision_llm(settings: Settings) -> Any:
    llm = settings.llm
    if not llm.configured or not llm.vision_model:
        raise InputError("--engine vision needs a vision model: set llm.base_url and llm.vision_model in Settings "
                         "(or TAREEKH_LLM__BASE_URL and TAREEKH_LLM__VISION_MODEL)")
    from tareekh.llm import LLM

    return LLM(llm.model_copy(update={"timeout": llm.vision_timeout}))
