"""Reading one dropped file into a `Document`: text layers as they are, images and scanned PDFs by OCR.

`read_file` is the one entry point. It never modifies the file, never raises anything but `InputError`
(a message naming the file and the problem) or `OcrEngineError`, and reports soft problems (an encoding
guessed, a page cap, a page with no text) as `Document.warnings`.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import Any

from tareekh.errors import InputError
from tareekh.ingest import filetypes
from tareekh.ingest.dates import ascii_digits
from tareekh.ingest.models import Document, DocType, Page
from tareekh.ingest.plain_text import decode_text

IMAGE_TYPES = filetypes.IMAGE_TYPES
TEXT_TYPES = filetypes.TEXT_TYPES
SUPPORTED_TYPES = filetypes.SUPPORTED
SUPPORTED_TEXT = filetypes.SUPPORTED_TEXT
# what a chat export's attachments are read as
MEDIA_TYPES = IMAGE_TYPES + (".pdf",) + filetypes.WORD_TYPES + TEXT_TYPES

MAX_PDF_PAGES = 200
MAX_TIFF_PAGES = MAX_PDF_PAGES  # a scanner's multi-page TIFF is read page by page, like a PDF
PDF_DPI = 200
MIN_LAYER_CHARS = 20  # a PDF page with less text than this in its text layer is rendered and read
MAX_TEXT_BYTES = 20_000_000
# A .docx is a zip: its XML parts may inflate a thousandfold (a 750 KB file held 200 MB of XML and took 3 GB).
MAX_DOCX_XML_BYTES = 50_000_000


def read_file(
    path: Path,
    *,
    display_name: str | None = None,
    languages: tuple[str, ...] | list[str] = ("eng",),
    vocabulary: dict | None = None,
    engine: str = "auto",
    llm: Any = None,
    lexicon: bool = True,
) -> Document:
    """Read a file into pages of text with word boxes and confidences, repaired against `vocabulary`.

    `display_name` is the name the user dropped (used in messages; never opened). `vocabulary` is
    `Registry.vocabulary()` (numbers, parties, judges, counsel, short_names). `engine` is "auto",
    "tesseract", "rapidocr" or "none". `llm` is an `LLM`; when it has a vision model, image pages are read
    by that model (local OCR still gives the word boxes, and its text is kept if the model fails).
    `lexicon` runs the lexicon pass (`ingest/lexicon.py`) over OCR'd words, with `vocabulary` (its
    `learned` list too) as the practice's own words.
    """
    path = Path(path)
    name = display_name or path.name
    languages = tuple(languages) or ("eng",)
    suffix = Path(name).suffix.lower() if Path(name).suffix else path.suffix.lower()
    if path.suffix.lower() in SUPPORTED_TYPES:
        suffix = path.suffix.lower()
    if suffix not in SUPPORTED_TYPES:
        what = f"type {suffix!r}" if suffix else "no file extension"
        raise InputError(f"{name}: unsupported file ({what}); supported types: {SUPPORTED_TEXT}")
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise InputError(f"{name}: file not found") from None
    except OSError as exc:
        raise InputError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    if path.is_dir():
        raise InputError(f"{name}: is a folder, not a file")
    if size == 0:
        raise InputError(f"{name}: the file is empty (0 bytes)")
    suffix, misnamed = filetypes.read_as(name, path, suffix)
    if suffix in TEXT_TYPES:
        doc = _read_text(path, name, size)
    elif suffix == ".docx":
        doc = _read_docx(path, name)
    elif suffix in (".doc", ".odt", ".rtf"):
        doc = _read_office(path, name, size, suffix)
    elif suffix == ".zip":
        doc = _read_zip(path, name)
    elif suffix == ".pdf":
        doc = _read_pdf(path, name, languages, engine, llm, _lexicon(lexicon, vocabulary))
    else:
        doc = _read_image(path, name, languages, engine, llm, _lexicon(lexicon, vocabulary))
    if misnamed:
        doc.warnings.insert(0, misnamed)
    _repair(doc, vocabulary)
    doc.doc_type = guess_doc_type(doc)
    return doc


def _lexicon(wanted: bool, vocabulary: dict | None) -> Any:
    """The lexicon for OCR'd pages (English is indexed on a thread while the first page is read)."""
    if not wanted:
        return None
    from tareekh.ingest import lexicon

    lexicon.preload()
    return _LazyLexicon(vocabulary)


class _LazyLexicon:
    """A `Lexicon` built on first use, so text files and text-layer PDFs never pay for it."""

    def __init__(self, vocabulary: dict | None) -> None:
        self.vocabulary = vocabulary
        self._lexicon: Any = None

    def __getattr__(self, name: str) -> Any:
        if self._lexicon is None:
            from tareekh.ingest.lexicon import Lexicon

            self._lexicon = Lexicon.for_vocabulary(self.vocabulary)
        return getattr(self._lexicon, name)


def _repair(doc: Document, vocabulary: dict | None) -> None:
    from tareekh.ingest.repair import repair_text

    for page in doc.pages:
        if page.engine in ("plain", "text-layer", "none"):
            continue  # typed text is kept as typed; only OCR output is repaired
        fixed = repair_text(page.text, vocabulary)
        if fixed.text != page.text:
            if page.raw_text is None:  # the engine's own text, before the lexicon pass and repair
                page.raw_text = page.text
            page.text = fixed.text


_DOCKET_ROW = re.compile(r"(?m)^\s*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
_COURT_HEAD = re.compile(r"PROCEEDINGS|CERTIFIED|IN THE COURT OF|HIGH COURT|CITY CIVIL COURT|"
                         r"आदेश[\s-]*(?:पत्रक|फलक)|न्यायालय|सत्य\s*प्रतिलिपि")


def guess_doc_type(doc: Document) -> DocType:
    """Best guess from layout and content; the splitter may refine it."""
    text = ascii_digits(doc.text)
    rows = list(_DOCKET_ROW.finditer(text))
    # The court's heading stands above the sheet's first dated row (or on that row's own line); a lawyer's
    # note that opens with its day and says "certified copy" or "High Court" further down is no order sheet.
    head_end = text.find("\n", rows[0].end()) if rows else -1
    head = (text[:head_end] if head_end >= 0 else text)[:600].upper()
    docket_rows = len(rows)
    court_head = bool(_COURT_HEAD.search(head))
    if court_head and docket_rows >= 1:
        return "order_sheet"
    if any(p.kind == "handwritten" for p in doc.pages):
        return "handwritten_note"
    if doc.media in ("text", "docx", "zip"):
        return "typed_note"
    return "other"


# ---- text --------------------------------------------------------------------------------------------


def _clean_text(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "")
    return text


def _read_text(path: Path, name: str, size: int) -> Document:
    if size > MAX_TEXT_BYTES:
        raise InputError(f"{name}: text file too large ({size / 1e6:.0f} MB; the limit is {MAX_TEXT_BYTES / 1e6:.0f} MB)")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    text, warnings = decode_text(data, name)
    text = _clean_text(text)
    if not text.strip():
        warnings.append(f"{name}: no text found (the file holds only blank space)")
    page = Page(number=1, text=text, kind="text", engine="plain")
    return Document(source_name=name, media="text", pages=[page], doc_type="typed_note", warnings=warnings)


# ---- docx --------------------------------------------------------------------------------------------


def _read_docx(path: Path, name: str) -> Document:
    try:
        import docx  # python-docx
        from docx.opc.exceptions import PackageNotFoundError
    except ImportError:  # pragma: no cover - a declared dependency
        raise InputError(f"{name}: cannot read .docx here (python-docx is not installed)") from None
    try:  # the sizes in the zip's directory bound what zipfile will inflate, so they are checked first
        with zipfile.ZipFile(path) as zf:
            xml = sum(i.file_size for i in zf.infolist() if i.filename.lower().endswith((".xml", ".rels")))
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(f"{name}: not a readable Word .docx file ({str(exc)[:120] or type(exc).__name__})") from None
    if xml > MAX_DOCX_XML_BYTES:
        raise InputError(f"{name}: the .docx expands to {xml / 1e6:.0f} MB of text and markup; the limit is "
                         f"{MAX_DOCX_XML_BYTES / 1e6:.0f} MB (is it really a note?)")
    try:
        d = docx.Document(str(path))
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError, OSError) as exc:
        raise InputError(f"{name}: not a readable Word .docx file ({str(exc)[:120] or type(exc).__name__})") from None
    except Exception as exc:  # malformed XML inside the zip
        raise InputError(f"{name}: the .docx is damaged ({str(exc)[:120] or type(exc).__name__})") from None
    lines: list[str] = []
    body = d.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            lines.append("".join(t.text or "" for t in child.iter() if t.tag.endswith("}t")))
        elif tag == "tbl":
            for row in child.iter():
                if row.tag.endswith("}tr"):
                    cells = []
                    for cell in row.iterchildren():
                        if cell.tag.endswith("}tc"):
                            cells.append(" ".join("".join(t.text or "" for t in p.iter() if t.tag.endswith("}t"))
                                                  for p in cell.iter() if p.tag.endswith("}p")).strip())
                    lines.append(" | ".join(cells))
    # paragraphs become lines; runs of empty paragraphs collapse into one blank line
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n") + "\n"
    warnings = [] if text.strip() else [f"{name}: no text found in the document"]
    page = Page(number=1, text=text, kind="text", engine="plain")
    return Document(source_name=name, media="docx", pages=[page], doc_type="typed_note", warnings=warnings)


# ---- .doc, .odt, .rtf -----------------------------------------------------------------------------------


def _read_office(path: Path, name: str, size: int, suffix: str) -> Document:
    from tareekh.ingest import office

    if suffix == ".doc":
        text, warnings = office.read_doc(path, name, size)
    elif suffix == ".odt":
        text, warnings = office.read_odt(path, name)
    else:
        text, warnings = office.read_rtf(path, name, size)
    if not text.strip():
        warnings.append(f"{name}: no text found in the document")
    page = Page(number=1, text=text, kind="text", engine="plain")
    return Document(source_name=name, media="docx", pages=[page], doc_type="typed_note", warnings=warnings)


# ---- zip (a WhatsApp export with its media) ------------------------------------------------------------


def _read_zip(path: Path, name: str) -> Document:
    """The chat of an export's .zip; its media are read as uploads of their own by the pipeline."""
    from tareekh.ingest.archive import open_chat_zip

    archive = open_chat_zip(path, name, readable=MEDIA_TYPES)
    text, warnings = decode_text(archive.chat_bytes, f"{name} › {archive.chat.base}")
    page = Page(number=1, text=_clean_text(text), kind="text", engine="plain")
    return Document(source_name=name, media="zip", pages=[page], doc_type="typed_note",
                    warnings=archive.warnings + warnings)


# ---- pdf ---------------------------------------------------------------------------------------------


def _read_pdf(path: Path, name: str, languages: tuple[str, ...], engine: str, llm: Any, lexicon: Any) -> Document:
    import pypdfium2 as pdfium

    from tareekh.ingest.ocr.preprocess import with_image

    try:
        pdf = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        msg = str(exc)
        if "password" in msg.lower():
            raise InputError(f"{name}: the PDF is password-protected; save an unprotected copy and add it") from None
        raise InputError(f"{name}: not a readable PDF ({msg[:120]})") from None
    warnings: list[str] = []
    pages: list[Page] = []
    try:
        n = len(pdf)
        if n == 0:
            raise InputError(f"{name}: the PDF has no pages")
        if n > MAX_PDF_PAGES:
            warnings.append(f"{name}: PDF has {n} pages; only the first {MAX_PDF_PAGES} were read (page cap)")
        for i in range(min(n, MAX_PDF_PAGES)):
            try:
                page = pdf[i]
                text_page = page.get_textpage()
                text = text_page.get_text_bounded() or ""
                text_page.close()
            except pdfium.PdfiumError as exc:
                warnings.append(f"{name}: page {i + 1} could not be read ({exc}); skipped")
                continue
            text = _clean_text(text).replace("\ufffe", "").replace("\x02", "")
            w_pt, h_pt = page.get_size()
            if len(text.strip()) >= MIN_LAYER_CHARS:
                pages.append(Page(number=i + 1, text=text.strip("\n") + "\n", kind="text", engine="text-layer",
                                  width=round(w_pt * PDF_DPI / 72), height=round(h_pt * PDF_DPI / 72)))
                continue
            scale = PDF_DPI / 72
            if w_pt * h_pt * scale * scale > 60_000_000:  # a poster-sized page: render smaller
                scale = (60_000_000 / (w_pt * h_pt)) ** 0.5
            try:
                image = page.render(scale=scale).to_pil()
            except pdfium.PdfiumError as exc:
                warnings.append(f"{name}: page {i + 1} could not be rendered ({exc}); skipped")
                continue
            read, upright = read_upright_page(with_image(image), number=i + 1, name=name, languages=languages,
                                              engine=engine, lexicon=lexicon)
            warnings.extend(read.warnings)
            pages.append(_with_vision(read.page, upright.image, llm, name, warnings))
            page.close()
    finally:
        pdf.close()
    if not pages:
        pages = [Page(number=1, text="", kind="text", engine="none")]
        warnings.append(f"{name}: no text found")
    return Document(source_name=name, media="pdf", pages=pages, doc_type="other", warnings=warnings)


# ---- images ------------------------------------------------------------------------------------------


def _read_image(path: Path, name: str, languages: tuple[str, ...], engine: str, llm: Any, lexicon: Any) -> Document:
    """A photo, or every page of a multi-page TIFF (capped like a PDF); a page that cannot be read is
    skipped with a warning when others can."""
    from tareekh.ingest.ocr.preprocess import load_image, page_count

    count, damaged = page_count(path, name, MAX_TIFF_PAGES)
    warnings = [damaged] if damaged else []
    if count > MAX_TIFF_PAGES:
        warnings.append(f"{name}: the image has more than {MAX_TIFF_PAGES} pages; only the first "
                        f"{MAX_TIFF_PAGES} were read (page cap)")
    pages: list[Page] = []
    for number in range(1, min(count, MAX_TIFF_PAGES) + 1):
        try:
            loaded = load_image(path, name, page=number)
        except InputError as exc:
            if count == 1:
                raise
            warnings.append(f"{exc}; page {number} skipped")
            continue
        read, upright = read_upright_page(loaded, number=number, name=name, languages=languages, engine=engine,
                                          lexicon=lexicon)
        warnings.extend(loaded.warnings + read.warnings)
        pages.append(_with_vision(read.page, upright.image, llm, name, warnings))
    if not pages:
        raise InputError(f"{name}: none of its {count} pages could be read")
    return Document(source_name=name, media="image", pages=pages, doc_type="other", warnings=warnings)


_TURNED = {90: "lay on its side; it was read turned 90° clockwise", 180: "was upside down; it was read turned 180°",
           270: "lay on its side; it was read turned 90° anticlockwise"}


def read_upright_page(loaded: Any, *, number: int, name: str, languages: tuple[str, ...], engine: str,
                      lexicon: Any = None) -> tuple[Any, Any]:
    """(PageRead, the image as read): one page image read the right way up (`ocr/orientation.py`), its `Page`
    carrying the turn it took and the perceptual hash of the upright page (to know a retake of it)."""
    from tareekh.ingest.ocr.choose import read_page
    from tareekh.ingest.ocr.orientation import read_upright
    from tareekh.ingest.ocr.tesseract import TesseractEngine
    from tareekh.ingest.retakes import image_hash

    def read(image: Any) -> Any:
        return read_page(image, number=number, name=name, languages=languages, engine=engine, lexicon=lexicon)

    if engine == "none":
        got, upright, rotation = read(loaded), loaded, 0
    else:
        tess = TesseractEngine()
        found = read_upright(loaded, read, osd=tess.orientation if tess.available() else None)
        got, upright, rotation = found.read, found.loaded, found.rotation
    got.page = got.page.model_copy(update={"rotation": rotation, "image_hash": image_hash(upright.image)})
    if rotation:
        got.warnings.append(f"{name}: page {number} {_TURNED[rotation]}")
    return got, upright


def _with_vision(page: Page, image: Any, llm: Any, name: str, warnings: list[str]) -> Page:
    """The page read by the configured vision model instead, keeping local word boxes; unchanged on failure."""
    from tareekh.ingest.ocr.vision import vision_model, vision_page

    if llm is None or not vision_model(llm):
        return page
    read, problem = vision_page(page, image, llm)
    if problem:
        warnings.append(f"{name}: {problem}")
        return page
    warnings[:] = [w for w in warnings if not w.endswith(f"no text found on page {page.number}")]
    return read


# ---- the vision model, after the offline reading -------------------------------------------------------


def improve_with_vision(doc: Document, path: Path, llm: Any, *, max_pages: int, vocabulary: dict | None = None) -> int:
    """Read `doc`'s OCR'd pages of the file at `path` again with the vision model, at most `max_pages` of them.

    Runs where the model may be called (the pipeline's own thread, not an OCR worker): each page image is
    loaded again from the original, the model's text replaces the offline text with the local word boxes
    aligned to it, and a page the model could not read keeps its offline text with a note in
    `doc.warnings`. Returns the number of pages sent to the model.
    """
    from tareekh.ingest.ocr.vision import vision_model, vision_page

    if llm is None or not vision_model(llm):
        return 0
    sent = 0
    for i, page in enumerate(doc.pages):
        if page.engine not in ("rapidocr", "tesseract"):
            continue
        if sent >= max_pages:
            doc.warnings.append(f"{doc.source_name}: page {page.number} kept its offline reading: the vision model's "
                                f"page limit for this batch was reached")
            continue
        try:
            image = _page_image(path, doc.media, page.number, doc.source_name, page.rotation)
        except InputError as exc:
            doc.warnings.append(f"{exc}; the offline reading is kept")
            continue
        sent += 1
        read, problem = vision_page(page, image, llm)
        if problem:
            doc.warnings.append(f"{doc.source_name}: {problem}")
            continue
        doc.pages[i] = read
        _repair_page(read, vocabulary)
        doc.warnings[:] = [w for w in doc.warnings if not w.endswith(f"no text found on page {page.number}")]
    doc.doc_type = guess_doc_type(doc)
    return sent


def _repair_page(page: Page, vocabulary: dict | None) -> None:
    from tareekh.ingest.repair import repair_text

    fixed = repair_text(page.text, vocabulary)
    if fixed.text != page.text:
        page.text = fixed.text


def _page_image(path: Path, media: str, number: int, name: str, rotation: int = 0) -> Any:
    """Page `number` of an image (a TIFF's pages too) or PDF, as the offline reading saw it: turned upright."""
    from tareekh.ingest.ocr.orientation import turned
    from tareekh.ingest.ocr.preprocess import load_image, with_image

    if media == "image":
        return turned(load_image(path, name, page=number), rotation).image
    return turned(with_image(_pdf_page_image(path, number, name)), rotation).image


def _pdf_page_image(path: Path, number: int, name: str) -> Any:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        raise InputError(f"{name}: not a readable PDF ({str(exc)[:120]})") from None
    try:
        page = pdf[number - 1]
        w_pt, h_pt = page.get_size()
        scale = PDF_DPI / 72
        if w_pt * h_pt * scale * scale > 60_000_000:
            scale = (60_000_000 / (w_pt * h_pt)) ** 0.5
        return page.render(scale=scale).to_pil().convert("RGB")
    except (pdfium.PdfiumError, IndexError) as exc:
        raise InputError(f"{name}: page {number} could not be rendered ({exc})") from None
    finally:
        pdf.close()
