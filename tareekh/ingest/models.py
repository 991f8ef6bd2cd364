"""Typed values that cross the ingest room's seams: what was read from a file, and the entries split from it.

Reading (`tareekh.ingest.read.read_file`) produces a `Document`; splitting turns a `Document` into
`DraftEntry`s; the pipeline resolves, dates and stores them as entries in practice.db.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

DocType = Literal["handwritten_note", "typed_note", "order_sheet", "other"]
# What a record is (ARCHITECTURE.md, "Records"): the note or order of one hearing, a document with its own date
# (deed, notice, FIR, bill …), one day of a chat, or a general note about no case (a to-do list, a circular).
RecordKind = Literal["hearing", "document", "chat_day", "general"]
RECORD_KINDS: tuple[str, ...] = ("hearing", "document", "chat_day", "general")
PageKind = Literal["handwritten", "typed", "text"]  # text = a text layer / plain text, no OCR


class Box(BaseModel):
    """A rectangle in page pixels of the ORIGINAL image (after EXIF orientation), x/y = top-left."""

    x: int
    y: int
    w: int
    h: int


class Word(BaseModel):
    text: str
    conf: float  # 0..100; 100 for text that was not OCR'd
    box: Box | None = None
    line: int = 0  # line index within the page, in reading order
    read_as: str | None = None  # what the engine read, when the lexicon pass corrected the word


class Page(BaseModel):
    number: int  # 1-based
    text: str  # the page's text, lines joined with "\n", after repair
    raw_text: str | None = None  # before repair, when repair changed something
    words: list[Word] = Field(default_factory=list)
    width: int | None = None
    height: int | None = None
    kind: PageKind = "text"
    engine: str = "none"  # "tesseract", "rapidocr", "text-layer", "plain", "llm-vision"
    confidence: float = 100.0  # mean word confidence
    rotation: int = 0  # degrees the image was turned clockwise to read it upright (a page shot sideways: 90 or 270)
    image_hash: str | None = None  # perceptual hash of the upright page image (hex), to know a retake of it


class Document(BaseModel):
    """Everything read from one file."""

    source_name: str  # the file name as dropped (display only, never a path to open)
    # docx: any word-processor file (.docx, .doc, .odt, .rtf); zip: a chat export with its media
    media: Literal["image", "pdf", "text", "docx", "zip"]
    pages: list[Page]
    doc_type: DocType  # best guess from layout/content: order sheets, diary photos, typed notes
    warnings: list[str] = Field(default_factory=list)  # e.g. "read as Latin-1: not valid UTF-8"

    @property
    def text(self) -> str:
        return "\n\n".join(p.text for p in self.pages)


class DraftEntry(BaseModel):
    """One record split from a document (a hearing's text, a whole document, a chat's day), before it is
    resolved and stored."""

    text: str  # faithful: never summarised
    page: int = 1
    region: Box | None = None  # where on the page it came from, when known
    hearing_date: str | None = None  # ISO, when the split found one (header, docket date)
    date_source: str | None = None  # "page_header", "docket", "note_header", "file_name", "user"
    next_date: str | None = None  # ISO, "next date 02.09.2026", "adjd to 5/10", "call on ..."
    doc_type: DocType = "other"
    author: str | None = None  # "lawyer", "junior", "court", or a name
    case_hint: str | None = None  # the text the splitter thinks names the case (heading, first line)
    kind: RecordKind = "hearing"
    # ISO: the record's own date — the hearing date for hearings, the date written on a document, a chat's day.
    record_date: str | None = None
    doc_kind: str | None = None  # for documents: "sale deed", "legal notice", "FIR", …
    # "--MM-DD" when only the day and month of the hearing are known ("20/3", "notes 12 march"): the year is
    # found at filing, from the file name, the next date or the case's listed dates.
    date_hint: str | None = None
