"""Choosing how to read a page image: what kind of page it is, which engine, which preparation.

Measured on rendered pages here: RapidOCR reads handwriting far better than tesseract (≈5 % vs 17 %
character error), tesseract reads typed scans well with grayscale + autocontrast and `--psm 6`, and only
tesseract has Telugu and Hindi models. So handwriting goes to RapidOCR, typed pages and non-English pages to
tesseract. Whether a page is handwritten is judged from its ink (`kind.py`); a page judged typed or unsure
is read by tesseract, and when tesseract is not sure of it (print reads above `TYPED_SURE`, handwriting far
below) by RapidOCR too, and the surer reading is kept (`_Reading.score`). A typed page printed
in Devanagari (`script.has_devanagari`, a few milliseconds) is read with `eng+hin` whatever languages are
configured (unless the practice writes Bengali or Gurmukhi, whose headlines look the same, and no Hindi), English first so that digits keep the English model's reading (`hin+eng` dropped the "1" of
"13.02.2025" and "310/2023" on rendered order sheets), unstretched and with its table rules removed.

Tesseract is optional: without it typed English pages are read by RapidOCR, and a page only tesseract can
read (Devanagari, or languages RapidOCR has no model for) raises `NeedsTool`: the upload waits for it.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass, field

import numpy as np
from PIL import Image
from rapidfuzz.distance import Levenshtein

from tareekh.errors import InputError
from tareekh.ingest.models import Box, Page, PageKind, Word
from tareekh.ingest.lexicon import Lexicon
from tareekh.ingest.ocr import tesseract
from tareekh.ingest.ocr.base import NeedsTool, NullEngine, OcrEngine, OcrEngineError, OcrResult, layout_text
from tareekh.ingest.ocr.kind import Kind, classify, ink_statistics, judge
from tareekh.ingest.ocr.languages import BY_OSD_NAME, block_code, headline_scripts, script_of
from tareekh.ingest.ocr.preprocess import (
    LoadedImage,
    PageTransform,
    prepare_handwritten,
    prepare_handwritten_gray,
    prepare_typed,
    remove_rules,
)
from tareekh.ingest.ocr.rapidocr import RapidOcrEngine
from tareekh.ingest.ocr.script import devanagari_words, has_devanagari
from tareekh.ingest.ocr.tesseract import TesseractEngine

ENGINES = ("auto", "tesseract", "rapidocr", "none")
# tesseract's page confidence: print reads above it (rendered order sheets 91.7–97), handwriting well below
# (rendered diary hands 48–79, and 75–79 was where it read a handwritten page at 8–19 % error); below it a
# typed or unsure page is read by RapidOCR too
TYPED_SURE = 85.0
# The engines' confidences tell a good reading from a bad one (RapidOCR reads a handwritten page at 94–99 where
# tesseract reads it at 48–79); the share of words the lexicon knows only settles near ties. Weighed first, it
# kept tesseract's 15–28 % readings of handwritten pages over RapidOCR's 0–3 %: a note's names are in no
# dictionary, and tesseract's misreadings of handwriting are often short real words.
KNOWN_WEIGHT = 10.0
MAX_SECOND_LOOKS = 60  # words per page that RapidOCR reads again
HINDI = "hin"

_rapid_threads = 0


def set_rapidocr_threads(n: int) -> None:
    """Threads per RapidOCR session (0 = all cores); set to 1 when pages are read in parallel processes."""
    global _rapid_threads
    _rapid_threads = n


@dataclass
class PageRead:
    page: Page
    warnings: list[str] = field(default_factory=list)


def page_kind(im: Image.Image) -> Kind:
    """"handwritten", "typed" or "unsure", from the ink (see `ocr/kind.py`), never from the paper's colour."""
    return classify(im)


def _engine(name: str) -> OcrEngine:
    if name == "tesseract":
        return TesseractEngine()
    if name == "rapidocr":
        return RapidOcrEngine(_rapid_threads)
    return NullEngine()


def _run(engine: OcrEngine, kind: PageKind, loaded: LoadedImage, languages: tuple[str, ...],
         typed: tuple[Image.Image, PageTransform] | None = None,
         letter_height: float | None = None,
         lexicon: Lexicon | None = None) -> tuple[Image.Image, PageTransform, OcrResult]:
    if isinstance(engine, RapidOcrEngine):
        # no upscale: PP-OCR resizes text lines itself, and upscaling measurably hurt it here (6.4 % vs 2.8 %)
        prepared, transform = prepare_handwritten(loaded.image, loaded.transform, upscale=1.0)
        # with a lexicon, a line with a word it does not know is read again from a wider crop
        known = (lambda text: lexicon.tally(text.split())) if lexicon is not None else None
        result = engine.read(prepared, languages=languages, letter_height=letter_height, known=known)
    elif engine.name == "tesseract" and kind == "handwritten":
        prepared, transform = prepare_handwritten_gray(loaded.image, loaded.transform)
        result = engine.read(prepared, languages=languages, psm=4)
    else:
        prepared, transform = typed or prepare_typed(loaded.image, loaded.transform)
        result = engine.read(prepared, languages=languages, psm=6)
    return prepared, transform, result


def read_page(
    loaded: LoadedImage, *, number: int, name: str, languages: tuple[str, ...] = ("eng",), engine: str = "auto",
    lexicon: Lexicon | None = None,
) -> PageRead:
    """OCR one page image into a `Page` (text not yet repaired), boxes in original-image pixels.

    With a `lexicon`, near-miss words are corrected (RapidOCR first takes a second look at the words the pass
    may change) and, when both engines read the page, the surer reading is kept.
    """
    if engine not in ENGINES:
        raise InputError(f"unknown OCR engine {engine!r}: use one of {', '.join(ENGINES)}")
    warnings: list[str] = []
    ink = ink_statistics(loaded.image)
    judged = judge(ink)
    letters = ink.page_letter_height if ink is not None else None
    typed = None
    if judged != "handwritten" and engine in ("auto", "tesseract"):
        typed = prepare_typed(loaded.image, loaded.transform)
        languages, typed = _script_languages(typed, loaded, languages, name, number, warnings)
    english_only = all(lang == "eng" for lang in languages)
    rapid = RapidOcrEngine(_rapid_threads)
    tess = TesseractEngine()
    first, second = _engines(engine, judged, english_only, rapid, name, warnings)
    # without tesseract, a page of a practice that also writes a script is still read by RapidOCR when that reading
    # is English (most typed pages of any practice are): only a page RapidOCR cannot read waits for tesseract
    if first == "tesseract" and not tess.available():
        if rapid.available() and (english_only or "eng" in languages):
            first, second = "rapidocr", None
            warnings.append(f"{name}: tesseract is not installed; page read with RapidOCR")
        else:  # only tesseract reads this page's languages: the upload waits for it
            raise tesseract.missing(languages) or OcrEngineError("tesseract does not run")
    kind: PageKind = "handwritten" if judged == "handwritten" else "typed"
    if judged == "unsure" and first == "rapidocr":
        kind = "handwritten"
    best = _reading(first, kind, loaded, languages, lexicon, typed, letters)
    if not english_only and not tess.available():
        read = layout_text(best.words)
        if not read.strip() or _looks_unread(read):  # a page in the practice's script, which only tesseract reads
            raise tesseract.missing(languages) or OcrEngineError("tesseract does not run")  # it waits, kept
    looked = False  # whether the page was read in its script already
    detected: list[tuple[str, float] | None] = []  # tesseract's script detection, once a page
    if engine == "auto" and second and best.result.confidence < TYPED_SURE:
        # a printed page in a script English cannot read: its own script, before RapidOCR reads it too
        scripted = _other_script(best, name, number, kind, loaded, languages, lexicon, letters, warnings,
                                 doubtful=True, detected=detected)
        second, looked = (None if scripted is not best else second), scripted is not best
        best = scripted
    if second and not english_only and _in_script(best, languages):
        second = None  # read in the page's own script, which RapidOCR has no model for
    if second and best.result.confidence < TYPED_SURE:
        try:
            other = _reading(second, kind, loaded, languages, lexicon, typed, letters)
        except OcrEngineError as exc:
            warnings.append(f"{name}: second reading with {second} failed: {exc}")
        else:
            if other.score > best.score:
                best = other
        if judged == "unsure" or best.result.engine == "rapidocr":
            kind = "handwritten" if best.result.engine == "rapidocr" else "typed"
    rapid_read = best if best.result.engine == "rapidocr" else None
    if engine == "auto" and not looked:
        best = _other_script(best, name, number, kind, loaded, languages, lexicon, letters, warnings,
                             detected=detected)
    if engine == "auto":
        best = _numbers_read_by_rapidocr(best, loaded, languages, lexicon, letters, warnings, name, rapid_read)
    (w0, h0), words = loaded.transform.original_size, without_stray_marks(best.words)
    page = Page(
        number=number,
        text=layout_text(words),
        raw_text=best.raw_text,
        words=words,
        width=w0,
        height=h0,
        kind=kind,
        engine=best.result.engine,
        confidence=round(best.result.confidence, 1),
    )
    if not page.text.strip():
        warnings.append(f"{name}: no text found on page {number}")
    return PageRead(page, warnings)


def without_stray_marks(words: list[Word]) -> list[Word]:
    """`words` without the first and last lines that hold one mark and nothing more ("।", "॥", "T", ".,"): what an
    engine reads off a photo's paper edge, a shadow or a fold. Set apart below a day's matters, such a line made a
    paragraph of its own, and the splitter then took the page for paragraphs and kept its six hearings as one."""
    lines: dict[int, list[Word]] = {}
    for w in words:
        lines.setdefault(w.line, []).append(w)
    order = sorted(lines)
    stray = set()
    for ends in (order, order[::-1]):
        for key in ends:
            ws = lines[key]
            if len(order) - len(stray) <= 1 or len(ws) != 1 or not _STRAY_MARK.fullmatch(ws[0].text.strip()):
                break
            stray.add(key)
    return [w for w in words if w.line not in stray] if stray else words


# one or two signs, or a single letter: no line of a note is that alone (a two-letter word, "ok", "না", may be)
_STRAY_MARK = re.compile(r"[^\w\s]{1,2}|[^\W\d_]")


def _engines(engine: str, judged: Kind, english_only: bool, rapid: RapidOcrEngine, name: str,
             warnings: list[str]) -> tuple[str, str | None]:
    """The engine that reads a page first, and the one that reads it again when the first was not sure."""
    second: str | None
    if engine == "auto":
        if not english_only and not rapid.available():
            first, second = "tesseract", None  # only tesseract has models for Indian scripts
        elif not english_only and judged != "handwritten":
            # the practice's scripts first; RapidOCR too for a page tesseract was not sure of and read no
            # script on (an English photo: see `_in_script`)
            first, second = "tesseract", "rapidocr"
        elif not english_only:  # a hand reads far better in RapidOCR; a page in the script is read again below
            first, second = "rapidocr", None
        elif not rapid.available():
            first, second = "tesseract", None
            if judged != "typed":
                warnings.append(f"{name}: RapidOCR is not available here; handwriting read with tesseract (less accurate)")
        elif judged == "handwritten":
            first, second = "rapidocr", None
        else:  # typed, or unsure: tesseract reads print fast and surely; RapidOCR too when it was not sure
            first, second = "tesseract", "rapidocr"
    else:
        first, second = engine, None
    return first, second


def _other_script(best: _Reading, name: str, number: int, kind: PageKind, loaded: LoadedImage,
                  languages: tuple[str, ...], lexicon: Lexicon | None, letters: float | None,
                  warnings: list[str], *, doubtful: bool = False,
                  detected: list[tuple[str, float] | None] | None = None) -> _Reading:
    """`best`, or tesseract's reading of the page in the script it is written in, when it is written in one
    that `best` was not read with.

    RapidOCR has no Indian script: it reads a Kannada or Hindi diary page as digit soup and foreign glyphs
    ("o.2..0..", "IT6T-U 6UT", "TR材TTE"), and tesseract's English model a printed Kannada sheet as made-up
    Latin words ("Bwed B38 aohsoees") at a low confidence. Such a page (`_looks_unread`, or `doubtful`: a typed
    page tesseract was not sure of, about to be read by RapidOCR too) is read again by tesseract with English
    and the practice's scripts, or, when the practice has none yet, the script tesseract's detection sees on the page (`--psm 0`, ~0.3 s); a page with
    several headline-joined words tries Hindi as before. The new reading is kept when a fair share of its
    words are in those scripts, with each line's numbers as the first reading had them. The detection runs
    once a page (`detected` carries it to a later call for the same page).
    """
    gray = np.asarray(loaded.image.convert("L"))
    text = layout_text(best.words)
    # a printed Hindi page was found by its headlines before tesseract read it (`_script_languages`)
    headline = best.result.engine != "tesseract" and devanagari_words(gray) >= MIN_HAND_DEVANAGARI_WORDS
    # RapidOCR is sure of a hand it reads (English hands 93–99 here); a hand in a script it has no model for it
    # reads as soup at 50–87 ("221-218i2-1.6(0211…", "21U 1.1R3"), which may look like numbers and words
    unsure_hand = best.result.engine == "rapidocr" and best.result.confidence < RAPID_SURE
    if not (doubtful or headline or unsure_hand or _looks_unread(text)):
        return best
    tess = TesseractEngine()
    if not tess.available():
        warnings.append(f"{name}: page {number} looks written in an Indian script, which only tesseract reads "
                        "here; its text may be wrong")
        return best
    scripts = [lang for lang in languages if lang != "eng"][:MAX_SCRIPTS]
    if not scripts:
        detected = [] if detected is None else detected
        if not detected:  # tesseract's detection runs once a page
            detected.append(tess.script(loaded.image))
        seen = detected[0]
        code = BY_OSD_NAME.get(seen[0]) if seen and seen[1] >= OSD_SCRIPT_SURE else None
        # no script named (a short hand's page): Hindi, as before, when its headlines or RapidOCR's Han glyphs
        # for them show (the Hindi reading still has to be mostly Devanagari to be kept)
        scripts = [code] if code else ([HINDI] if headline or _HAN.search(text) else [])
    elif headline and not headline_scripts(scripts):
        scripts.append(HINDI)  # headlines in a practice that writes none: Hindi's, the most written of them
    scripts = [c for c in scripts if c in tess.languages()]
    if not scripts or (best.result.engine == "tesseract" and set(scripts) <= set(languages)):
        return best  # nothing else to read it with
    try:
        plain, transform = prepare_typed(loaded.image, loaded.transform, stretch=False)
        other = _reading("tesseract", "typed", loaded, ("eng", *scripts), lexicon, (remove_rules(plain), transform),
                         letters)
    except OcrEngineError as exc:
        warnings.append(f"{name}: reading page {number} in {', '.join(scripts)} failed: {exc}")
        return best
    if not _in_script(other, tuple(scripts)):
        return best
    return _Reading(other.result, _numbers_from(best.words, other.words), other.raw_text, other.score)


def _numbers_read_by_rapidocr(best: _Reading, loaded: LoadedImage, languages: tuple[str, ...],
                              lexicon: Lexicon | None, letters: float | None, warnings: list[str],
                              name: str, rapid: _Reading | None = None) -> _Reading:
    """`best`, with the dates and case numbers RapidOCR reads on the same spots, when `best` is tesseract's
    unsure reading of a page in an Indian script (a hand, a phone photo).

    A script's model reads the Latin digits a lawyer writes among its letters as its own digits or letters:
    "1૫.01.2027" for 14.01.2027 (Gujarati), "੧੫2੧2227" (Gurmukhi), "୬।2୦2/୬" for 212/2024 (Odia),
    "(RCS 22/2024)" for 212/2024, so the hearing date and the case number a note is filed by are lost.
    RapidOCR, blind to the script, reads those digits whole. Its number replaces the script reading's
    words under it (`_numbers_under`); a number the script reading wrote in its own digits alone is the
    lawyer's (২১২/২০২৪), which RapidOCR would misread, and is kept.
    """
    # a hand RapidOCR read first is checked whatever tesseract's confidence: its numbers cost nothing more, and
    # tesseract was sure (86–87) of hands whose dates it read "03/0g/2026", "1१.॥:६०१०"
    if (best.result.engine != "tesseract" or (rapid is None and best.result.confidence >= TYPED_SURE)
            or not _in_script(best, languages) or not RapidOcrEngine(_rapid_threads).available()):
        return best
    try:
        rapid = rapid or _reading("rapidocr", "handwritten", loaded, ("eng",), lexicon, None, letters)
    except OcrEngineError as exc:
        warnings.append(f"{name}: reading its numbers with RapidOCR failed: {exc}")
        return best
    words = _numbers_under(rapid.words, best.words)
    return best if words is best.words else _Reading(best.result, words, best.raw_text, best.score)


def _numbers_under(rapid: list[Word], script: list[Word]) -> list[Word]:
    """`script`'s words, each date or case number RapidOCR read ("14.01.2027", "212/2024", "(RCS") put in place
    of the script reading's words its box covers on the same line, when those hold a digit of any script or
    are Latin letters alone ("mom" for 212/2024), and are not a number written wholly in a script's own digits.

    The two readings disagree only where one misread: a number that is no date or case number ("23/2930",
    "18.09:2999", "41.13.2030") is the misreading, and the other's valid one is kept (`valid_number`). RapidOCR
    places a word inside its line by its letters, and a line with a script it reads as a few glyphs puts its
    number's box beside the script reading's: a number its box covers nothing of replaces the one on the
    same line that has its shape, differs from it by a digit or two, and is no valid number where it is one
    (`_put_number_on_line`)."""
    out = list(script)
    changed = False
    for r in rapid:
        text = "".join(ch for ch in r.text if "!" <= ch <= "~")  # without the glyphs RapidOCR made of the script
        number = _latin_number(r.text)
        if r.box is None:
            continue
        if number is None:  # glued to what RapidOCR made of the script's letters: only a number set off by a stop
            tail = _TAIL_NUMBER.search(text)  # ("6.n@m.412/2024"), never a run glued on ("G122.01.2026")
            if tail is not None and valid_number(tail.group(1)):
                changed |= _put_number_on_line(r.box, tail.group(1), out)
            continue
        if not valid_number(number):
            continue  # no date or case number ("20/99/2030" for ૨૦/૧૧/૨૦૩૦): RapidOCR misread it, the script kept it
        under = [i for i, w in enumerate(out) if w.box is not None and _covers(r.box, w.box)]
        theirs = "".join(out[i].text for i in under)
        if under and (number in theirs or _NATIVE_NUMBER.search(theirs)):
            continue
        if (not under or any(out[i].line != out[under[0]].line for i in under)
                or not (_ANY_DIGIT.search(theirs) or _no_script_letter(theirs))):
            # nothing under it, or the script's own words (RapidOCR made a number of its letters, or put its
            # number's box beside the script reading's)
            if not _put_number_on_line(r.box, number, out):
                changed |= not under and _put_number_in_gap(r.box, number, out)
            else:
                changed = True
            continue
        first = under[0]
        out[first] = out[first].model_copy(update={"text": text, "box": r.box})
        out[:] = [w for i, w in enumerate(out) if i == first or i not in under]
        changed = True
    return out if changed else script


def _no_script_letter(text: str) -> bool:
    """True when `text` holds Latin letters and signs alone ("mom", "c=", "£"): what a script's model makes of a
    Latin number it cannot read, never a word of its script."""
    return bool(text) and text.isascii() and not text.isdigit()


def _put_number_in_gap(box: Box, number: str, words: list[Word]) -> bool:
    """Put RapidOCR's valid `number` into its line of `words` at its place, when the script reading holds nothing
    on its spot (the script model ran the Latin number and the words around it into a few long marks on a
    slanted hand: "(CS 388/2030)" lost from a Gurmukhi register's line), and no number on that line at all.
    True when it was put in (`words` is changed in place)."""
    row = [i for i, w in enumerate(words)
           if w.box is not None and _overlap(box.y, box.h, w.box.y, w.box.h) >= 0.5 * min(box.h, w.box.h)]
    if not row:
        return False
    lines = Counter(words[i].line for i in row)
    line = lines.most_common(1)[0][0]
    mine = [i for i, w in enumerate(words) if w.line == line]
    if any(_ANY_DIGIT.search(words[i].text) for i in mine):
        return False  # the line has a number of its own: which one RapidOCR's is cannot be told
    if any(_near_number(m.group(), number) for w in words for m in _ANY_NUMBER.finditer(w.text)):
        return False  # the page has it, or it misread, elsewhere: RapidOCR may have placed it on the wrong line
    if any(_overlap(box.x, box.w, words[i].box.x, words[i].box.w) > 0.5 * box.w for i in row if words[i].box):
        return False  # a word of the script reading lies on its spot: its letters, not a lost number
    before = [i for i in mine if words[i].box is not None and words[i].box.x < box.x]
    at = (max(before) + 1) if before else min(mine)
    words.insert(at, Word(text=number, conf=90.0, box=box, line=line))
    return True


def _near_number(theirs: str, number: str) -> bool:
    """True when `theirs` has `number`'s shape and is at most two digits from it (the same number, misread or not)."""
    shape = _SEPARATORS.sub("", number.translate(_SAME_SEPARATOR))
    if _SEPARATORS.sub("", theirs.translate(_SAME_SEPARATOR)) != shape:
        return False
    return Levenshtein.distance(re.sub(r"\D", "", theirs), re.sub(r"\D", "", number)) <= 2


def _put_number_on_line(box: Box, number: str, words: list[Word]) -> bool:
    """Put RapidOCR's `number` in place of the one word's number on `box`'s line that is it misread: the same
    separators, a digit or two apart, and, unless `box` covers that word, no valid date or case number where
    `number` is one. True when one was replaced (`words` is changed in place)."""
    if not valid_number(number):
        return False
    shape = _SEPARATORS.sub("", number.translate(_SAME_SEPARATOR))
    found = []
    for i, w in enumerate(words):
        if w.box is None or _overlap(box.y, box.h, w.box.y, w.box.h) < 0.5 * min(box.h, w.box.h):
            continue
        for m in _ANY_NUMBER.finditer(w.text):
            theirs = m.group()
            if theirs == number or _NATIVE_NUMBER.fullmatch(theirs):
                continue  # the same, or written in the script's own digits: the lawyer's
            if _SEPARATORS.sub("", theirs.translate(_SAME_SEPARATOR)) != shape:
                continue
            if valid_number(theirs) and not _covers(box, w.box):
                continue
            if Levenshtein.distance(re.sub(r"\D", "", theirs), re.sub(r"\D", "", number)) <= 2:
                found.append((i, m.span()))
    if len(found) != 1:
        return False
    i, (start, end) = found[0]
    words[i] = words[i].model_copy(update={"text": words[i].text[:start] + number + words[i].text[end:]})
    return True


def valid_number(text: str) -> bool:
    """True when `text` can be a date or a case number as a lawyer writes one in Latin digits: a date's day and
    month in range ("18.09.2030", "8/1/31"), a number and its year ("23/2030", "1187/2030"); False for what no
    one writes ("23/2930", "18.09:2999", "41.13.2030", "11.03.08/2026") or digits of two scripts stirred ("1௪.01.2027")."""
    if not text.isascii():
        return False
    parts = re.split(r"[./-]", text)
    if not all(p.isdigit() for p in parts):
        return False
    year = parts[-1]
    if len(parts) > 3:
        return False  # "11.03.08/2026": a word read onto a date
    if len(parts) >= 2 and len(year) == 4 and not FIRST_YEAR <= int(year) <= LAST_YEAR:
        return False
    if len(parts) == 3:
        day, month = int(parts[0]), int(parts[1])
        return 1 <= day <= 31 and 1 <= month <= 12 and len(year) in (2, 4)
    return True


def _overlap(a: int, a_len: int, b: int, b_len: int) -> int:
    return min(a + a_len, b + b_len) - max(a, b)


def _latin_number(text: str) -> str | None:
    """The date or case number in Latin digits a RapidOCR word is, without its brackets and the glyphs it made of
    a script's letters ("(318/2025)", "可318/2025)"); None for a word that is no number or has letters glued to
    its number ("G122.01.2026")."""
    ascii_only = "".join(ch for ch in text if "!" <= ch <= "~")
    m = _LATIN_NUMBER.fullmatch(ascii_only.strip("()[].,:;-"))
    return m.group() if m else None


def _own_or_whole_dates(text: str) -> list[str]:
    """The numbers of a RapidOCR word: the word itself when it is a number of its own, else only the whole dates
    glued to what it made of a script's letters ("अगली तारीख" read "Hf14.01.2027" gives 14.01.2027) — never a glued
    run that is no date ("G122.01.2026": no day 122), which is soup."""
    own = _latin_number(text)
    if own is not None:
        return [own]
    ascii_only = "".join(ch if "!" <= ch <= "~" else " " for ch in text)
    return [m.group() for m in _GLUED_DATE.finditer(ascii_only)
            if 1 <= int(m.group(1)) <= 31 and 1 <= int(m.group(2)) <= 12]


# a whole date inside a glued run: day and month of one or two digits and a four-digit year, no digit before it
_GLUED_DATE = re.compile(r"(?<!\d)(\d{1,2})[./-](\d{1,2})[./-](?:19|20)\d{2}(?!\d)")


def _covers(a: Box, b: Box) -> bool:
    """True when box `b` lies mostly within `a`'s columns and overlaps its rows."""
    across = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)
    down = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    return across >= 0.6 * b.w and down >= 0.5 * min(a.h, b.h)


def _in_script(reading: _Reading, languages: tuple[str, ...]) -> bool:
    """True when a fair share of `reading`'s words are in one of `languages`' Indian scripts."""
    scripts = {block_code(lang) for lang in languages if lang != "eng"}
    words = [w.text for w in reading.words if w.text.strip()]
    written = sum(1 for w in words if any(script_of(ch) in scripts for ch in w))
    return bool(words) and written >= SCRIPT_SHARE * len(words)


def _looks_unread(text: str) -> bool:
    """True when a reading looks like a script its engine has no model for: glyphs no Indian page holds (Han,
    Greek, circled digits, fullwidth forms), or many words that are neither words nor numbers ("a3230",
    "o.2..0..", "5LD6T")."""
    if _FOREIGN.search(text):
        return True
    tokens = text.split()
    if len(tokens) < 3:
        return False
    if sum(1 for t in tokens if not (_WORDLIKE.match(t) or _NUMBERLIKE.match(t))) >= UNREAD_SHARE * len(tokens):
        return True
    # a diary's printed head ("2026 DECEMBER", "01 Tuesday", the owner's name) reads cleanly above a hand in a
    # script read as soup, and made the page's share look read: a line of the hand is judged on its own
    return any(len(ts) >= UNREAD_LINE_WORDS and _odd(ts) >= UNREAD_LINE_SHARE * len(ts)
               for ts in (line.split() for line in text.splitlines()))


def _odd(tokens: list[str]) -> int:
    """How many of a line's `tokens` are neither words nor numbers (nor hyphened words, signs, a script's words
    with their joiners), or are letters and digits stirred together as no
    word or number writes them ("mATST", "g1a11", "3Ay")."""
    return sum(1 for t in tokens if _SOUP.search(t) or not (_WORDLIKE.match(t) or _NUMBERLIKE.match(t)
                                                             or _JOINED.match(t)))


def _numbers_from(rapid: list[Word], hindi: list[Word]) -> list[Word]:
    """The Hindi reading's words with each line's numbers as RapidOCR read them on the same line, when both
    readings hold as many numbers there: tesseract's Hindi model reads a hand's Latin digits as Devanagari
    ones or loses them ("4.012927" for 14.01.2027), where RapidOCR, blind to the Hindi, reads them whole. Only
    a number RapidOCR read as a word of its own, or a whole date glued to what it made of the script's letters,
    counts (`_own_or_whole_dates`): a glued run that is no date ("G122.01.2026", "3166126.02.2026") is soup, and was
    copied into the text whole."""
    def lines(words: list[Word]) -> dict[int, list[Word]]:
        out: dict[int, list[Word]] = {}
        for w in words:
            if w.box is not None:
                out.setdefault(w.line, []).append(w)
        return out

    def middle(ws: list[Word]) -> float:
        return statistics.median(w.box.y + w.box.h / 2 for w in ws if w.box is not None)

    rapid_lines = lines(rapid)
    out = list(hindi)
    for ws in lines(hindi).values():
        mid, height = middle(ws), statistics.median(w.box.h for w in ws if w.box is not None)
        near = [r for r in rapid_lines.values() if abs(middle(r) - mid) < height / 2]
        if len(near) != 1:
            continue
        theirs = [n for w in near[0] for n in _own_or_whole_dates(w.text)]
        mine = [(i, m) for i, w in enumerate(out) if w in ws for m in _NUMBER.finditer(w.text)]
        if not theirs or len(theirs) != len(mine):
            continue
        for (i, m), number in zip(reversed(mine), reversed(theirs)):
            if not valid_number(number):
                continue  # RapidOCR misread it ("20/99/2030" for a script's 20/11/2030): the script reading's stays
            text = out[i].text
            out[i] = out[i].model_copy(update={"text": text[:m.start()] + number + text[m.end():]})
    return out


# a number as a line writes it, in Latin or Devanagari digits: 14.01.2027, 118/2025, ८/८००५ (a lone digit
# is as often a misread letter: "3TeTRG" for अगली)
_NUMBER = re.compile(r"[0-9\u0966-\u096f][0-9\u0966-\u096f./-]*[0-9\u0966-\u096f]")


# the digits of Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, and Arabic-Indic
_SCRIPT_DIGITS = "\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f" \
                 "\u0ce6-\u0cef\u0d66-\u0d6f\u0660-\u0669\u06f0-\u06f9"
_ANY_DIGIT = re.compile(f"[0-9{_SCRIPT_DIGITS}]")
# a number written in a script's own digits alone: ২১২/২০২৪, ੧੪.੦੧.੨੦੨੭
_NATIVE_NUMBER = re.compile(f"^[(\\[]*[{_SCRIPT_DIGITS}]+(?:[./-][{_SCRIPT_DIGITS}]+)+[)\\].,:;]*$")
# a date or case number in Latin digits as RapidOCR reads it: 14.01.2027, 212/2024, 14-1-27
_LATIN_NUMBER = re.compile(r"\d{1,4}(?:[./-]\d{1,4})+")
# a number as a script model reads a Latin one, its digits of any script and a stop read as a colon: "18.09:2999"
_ANY_NUMBER = re.compile(f"[0-9{_SCRIPT_DIGITS}]{{1,4}}(?:[./:-][0-9{_SCRIPT_DIGITS}]{{1,4}})+")
# a number at the end of a RapidOCR word, set off from what it made of a script's letters by a stop or a bracket
_TAIL_NUMBER = re.compile(r"(?:(?<=[A-Za-z]\.)|(?<=[^\w./-]))(\d{1,4}(?:[./-]\d{1,4})+)[).,:;]*$")
_SAME_SEPARATOR = str.maketrans({"/": ".", "-": ".", ":": "."})
_SEPARATORS = re.compile(f"[0-9{_SCRIPT_DIGITS}]")  # what is left of a number without its digits is its shape
# the years a lawyer's dates and case numbers are in: a four-digit year outside them is a misread digit
FIRST_YEAR, LAST_YEAR = 1900, 2099

# what no Indian page holds but an engine without the page's script writes: Greek, Han, kana, Hangul, circled
# and fullwidth forms, box drawing, mathematical signs
_FOREIGN = re.compile(r"[\u0370-\u03ff\u2190-\u23ff\u2460-\u27bf\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]")
_HAN = re.compile(r"[\u3400-\u9fff]")  # what RapidOCR's Chinese model makes of Devanagari's joined letters
# a word as English, an Indian script or a register writes it, with its punctuation: "Adj.", "(IA)", "Sri", "ಕೋಲಾರ"
_WORDLIKE = re.compile(r"^[(\[\"'-]*(?:[A-Za-z][a-z]*\.?|[A-Z.&]+|[A-Za-z]+[''][a-z]+|[\u0900-\u0d7f\u0600-\u06ff]+)+[)\]\"'.,:;!?-]*$")
# a number, date, case number or time: 14.01.2027, 118/2025, O.S.No.12/2024, 10:30, ₹5,000
_NUMBERLIKE = re.compile(r"^[(\[₹#-]*(?:[A-Za-z.]{0,12}\d[\d./:,-]*)(?:[A-Za-z]{0,3})[)\].,:;-]*$|^[-–—:&/.,]$")
# a small letter before a capital, a letter between digit and letter, a capital and small after a digit: an
# English reading of a script's strokes ("aTET", "a2alg", "3Ay"); "PW2", "2nd", "10.30am", "OS12" are not
_SOUP = re.compile(r"[a-z][A-Z]|[A-Za-z]\d+[a-z]|\d[A-Z][a-z]")
# a hyphened word or code ("e-way", "GSTR-1"), a lone sign ("+", "@"), a script's word with its zero-width joiners
_JOINED = re.compile(r"^[(\[\"'-]*(?:[A-Za-z]+(?:-[A-Za-z0-9]+)+|[+@=*/&%]|[\u0900-\u0d7f\u0600-\u06ff\u200c\u200d]+)"
                     r"[)\]\"'.,:;!?-]*$")
UNREAD_SHARE = 0.3  # of a reading's words neither words nor numbers, for the page to look read without its script
UNREAD_LINE_WORDS = 5  # a line this long …
UNREAD_LINE_SHARE = 0.4  # … with this share of its words neither words nor numbers looks read without its script
# A handwritten page with this many headline-joined words may be Hindi (a three-line diary page in Hindi showed
# 3–4; the typed pages' bar of 5 is for whole sheets); the Hindi reading decides.
MIN_HAND_DEVANAGARI_WORDS = 3
SCRIPT_SHARE = 0.25  # of the second reading's words in the page's scripts, to keep it
MAX_SCRIPTS = 2  # tesseract slows with each model it runs: the practice's two most used scripts
RAPID_SURE = 90.0  # RapidOCR's page confidence below which its reading may be a script's strokes (see `_other_script`)
OSD_SCRIPT_SURE = 1.0  # tesseract's script confidence it must reach to name a page's script (Latin pages here: 1–6,
# rendered Kannada and Tamil pages 7–10; a wrong script is caught by the share test anyway)


@dataclass
class _Reading:
    result: OcrResult
    words: list[Word]  # after the lexicon pass, boxes in original pixels
    raw_text: str | None  # the engine's text when the lexicon changed it
    score: float  # the engine's confidence, plus up to KNOWN_WEIGHT for the share of words the lexicon knows


def _reading(name: str, kind: PageKind, loaded: LoadedImage, languages: tuple[str, ...],
             lexicon: Lexicon | None, typed: tuple[Image.Image, PageTransform] | None = None,
             letter_height: float | None = None) -> _Reading:
    engine = _engine(name)
    prepared, transform, result = _run(engine, kind, loaded, languages, typed if name == "tesseract" else None,
                                       letter_height, lexicon)
    words = result.words
    raw_text = None
    if lexicon is not None and words:
        look_again = None
        if isinstance(engine, RapidOcrEngine):
            rapid = engine

            def look_again(indices: list[int]) -> dict[int, list[str]]:
                indices = [i for i in indices if words[i].box is not None][:MAX_SECOND_LOOKS]
                looks = rapid.reread(prepared, [words[i].box for i in indices]) if indices else []
                return {i: [t for t, _ in found] for i, found in zip(indices, looks)}
        corrected, _ = lexicon.correct(words, look_again=look_again)
        if layout_text(corrected) != layout_text(words):
            raw_text = layout_text(words)
        words = corrected
    mapped = [w.model_copy(update={"box": transform.map_box(w.box)}) if w.box else w for w in words]
    known = lexicon.known_share(w.text for w in words) if lexicon is not None else 0.0
    return _Reading(result, mapped, raw_text, result.confidence + KNOWN_WEIGHT * known)


def _script_languages(
    typed: tuple[Image.Image, PageTransform], loaded: LoadedImage, languages: tuple[str, ...], name: str, number: int,
    warnings: list[str],
) -> tuple[tuple[str, ...], tuple[Image.Image, PageTransform]]:
    """The languages to read a prepared typed page with, and the image to read: words joined under a headline add
    Hindi, unless the practice writes another headline script and no Hindi (Bengali and Gurmukhi hang their
    letters from a headline too: their pages were read with the Hindi model beside their own, slower, and with
    Devanagari letters among theirs). A page read with an Indian script is read unstretched: stretching a sparse page's
    light raised its paper's grain, and tesseract's Gujarati model then spent 30 s on a four-line order and
    read garbage (0.3 s unstretched)."""
    image, transform = typed
    ordered = languages
    if has_devanagari(np.asarray(image.convert("L")), np.asarray(loaded.image.convert("L"))):
        own = tuple(lang for lang in headline_scripts(languages) if lang != HINDI)
        hindi = HINDI in languages or not own
        needs = tesseract.missing(("eng", HINDI) if hindi else ("eng", *own))
        if needs is not None:  # RapidOCR's models read no Indian script: the page waits for tesseract's model
            where = "Devanagari (Hindi)" if hindi else ", ".join(tesseract.language_name(x) for x in own)
            raise NeedsTool(f"page {number} is printed in {where}, which only tesseract reads here; {needs}",
                            needs.tool)
        if hindi:
            ordered = ("eng", *(lang for lang in languages if lang not in ("eng", HINDI)), HINDI)
    elif all(lang == "eng" for lang in languages):
        return languages, typed
    plain, transform = prepare_typed(loaded.image, loaded.transform, stretch=False)
    return ordered, (remove_rules(plain), transform)
