"""A document's labelled values, read by rules: the fields a deed, an FIR, a medical paper, an award or an order writes.

Indian court and police papers write their facts as labelled values, in English, Hindi or both: a line of
"Label: value" pairs set apart by wide blanks ("District: …     P.S.: …     FIR No.: 0227"), pairs of a label and
a number inside one field ("पंजीकरण: बही सं. 1, जिल्द 5127, … क्रमांक 6642, दिनांक 21.11.2016"), a number after its
label with no colon ("M.L.C. No. 311/2022"), a numbered list under a label (the accused, the witnesses), the
members of a bench ("Coram: …; …", "Hon'ble …") and the officer an investigation is entrusted to ("investigation
entrusted to S.I. …", "विवेचना … के सुपुर्द"). Each becomes a `field` event with the span it was read from. The
rules read the shape of the writing, never any one practice's labels: a label is whatever the paper wrote.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.events.models import DocField, Record

_DEV = "\u0900-\u097F"
# "Label:" / "Label :-" at a segment's start: a label has a letter, at most six words, no digit at its end (a time
# "16:40" is no label) and no sentence punctuation
_LABEL = re.compile(rf"^(?P<label>[A-Za-z{_DEV}(][^:\n।]{{0,46}}?)\s*(?::-|:|：)(?!\d)\s*(?P<value>.*)$", re.S)
# a number after its label with no colon: "M.L.C. No. 311/2022", "Complaint Case No. 233/2024", "जी.डी. रपट सं. 003"
_NUMBERED = re.compile(
    rf"^(?P<label>[A-Za-z{_DEV}][^:\n]{{0,40}}?(?:\b(?:No|Nos|Number)\.?|(?<![{_DEV}])(?:सं|संख्या|क्रमांक|नं)\.?))\s*"
    r"(?P<value>[A-Z]{0,5}[-/]?\d[\w/.-]*(?:\s+of\s+\d{4})?)$")
# a pair inside a field: a short label, then a value that starts with a number ("क्रमांक 6642", "distance from P.S. 2 km")
_PAIR = re.compile(rf"^(?P<label>[A-Za-z{_DEV}][^\d]{{1,40}}?)\s*[:\-]?\s*(?P<value>\d.*)$", re.S)
_SEGMENT_GAP = re.compile(r"[ \t]{2,}|\t")
_PARA_NUMBER = re.compile(r"^\s*(?:\d{1,2}[.)]|\(\d{1,2}\))\s+")
_ITEM = re.compile(r"(?:(?<=\s)|^)(?:\((\d{1,2})\)|(\d{1,2})[.)])\s+")
_PIECE_CUT = re.compile(r";|\||,(?!\d)")  # "Basic 24,000 | HRA 9,600": bars set pairs apart too
# a bench written as a line of its own: "Hon'ble Mr. Justice …", "BEFORE: HON'BLE …", "माननीय …"
_BENCH_LINE = re.compile(r"^\s*(?:(?:before|coram)\s*:?\s*)?(?:the\s+)?(?:hon'?ble|माननीय)\s+\S", re.I)
_BENCH_LABELS = {"coram", "before", "quorum", "present", "पीठ", "समक्ष", "कोरम"}
# the officer an investigation is entrusted to
_ENTRUSTED = re.compile(
    r"\b(?P<what>investigation|inquiry|enquiry|probe)\s+(?:(?:was|is|has\s+been|been)\s+)?"
    r"(?P<verb>entrusted|handed\s+over|assigned|transferred|marked|given)\s+to\s+(?P<value>[^;\n]+)", re.I)
_ENTRUSTED_HI = re.compile(
    r"(?P<what>विवेचना|विवेचन|जांच|जाँच|तफ्तीश)\s+(?P<value>[^।\n;]{3,60}?)\s+(?:के|को)\s+"
    r"(?P<verb>सुपुर्द|सौंपी|सौंपा|सौंप|हवाले|दी)")
# a letterhead that names a company: "… PVT. LTD.", "… Limited", "… LLP", "… प्रा. लि."
_COMPANY_LINE = re.compile(
    r"^[^\n:]{2,80}?\b(?:pvt\.?\s*ltd|private\s+limited|ltd|limited|llp|company|corporation|co)\.?\s*$"
    r"|^[^\n:]{2,80}?(?:प्रा\.?\s*लि|लिमिटेड|कंपनी|कम्पनी)\.?\s*$", re.I)
COMPANY_LINES = 2  # a letterhead is the paper's first lines
# a time written in a field's prose: "fired upon … at about 8.45 PM near …", "करीब 8.45 बजे"
_TIME_IN_PROSE = re.compile(
    r"(?<![\d.:])(?P<time>\d{1,2}[.:]\d{2}\s*(?:[ap]\.?\s?m\b\.?|hrs\b\.?|hours\b|बजे))", re.I)
# a signature at a paper's foot: "sd/- Harish", "LTI of Ramvati", "ह0 रामवती", "अंगूठा निशानी …"
_SIGNATURE = re.compile(
    rf"^(?:sd\s*/\s*-?|s/d|[lr]\.?\s?t\.?\s?i\.?\s+of|(?:left|right)\s+thumb\s+impression\s+of|signed\s+by|"
    rf"ह0|ह\.|हस्ताक्षर|अंगूठा\s+निशानी|नि0\s*अं0)\s*[:\-]?\s*(?P<name>[A-Za-z{_DEV}][^\n]{{0,50}})$", re.I)
# the writer's relative a complaint's narrative names: "मेरा भाई राजेश कुमार", "my younger brother Anil Salunke"
_RELATIONS_HI = ("भाई|भैया|बहन|बहिन|पुत्र|पुत्री|बेटा|बेटी|लड़का|लड़की|पिता|पिताजी|माता|माँ|मां|पति|पत्नी|चाचा|चाची|ताऊ|"
                 "भतीजा|भतीजी|भांजा|भांजी|भाभी|ससुर|सास|साला|जीजा|देवर|बहू|दामाद|नाना|दादा|पोता|मामा")
_RELATION_HI = re.compile(
    rf"(?<![{_DEV}])(?:मेरा|मेरी|मेरे|हमारा|हमारी|हमारे)\s+(?:(?:छोटा|छोटी|बड़ा|बड़ी|बडा|बडी|सगा|सगी)\s+)?"
    rf"(?:{_RELATIONS_HI})(?![{_DEV}])(?:\s+(?!(?:जो|की|का|के|को|ने|था|थी|है)(?![{_DEV}]))[{_DEV}]+){{0,2}}")
_RELATION_EN = re.compile(
    r"\bmy\s+(?:(?:younger|elder|older|own|real|minor)\s+)?(?:brother|sister|son|daughter|father|mother|husband|wife|"
    r"uncle|aunt|nephew|niece|cousin|brother-in-law|sister-in-law|father-in-law|mother-in-law|son-in-law|"
    r"daughter-in-law|grandson|granddaughter|grandfather|grandmother)\b,?(?:\s+(?:Sri|Shri|Smt\.?|Km\.?|Mr\.?|Mrs\.?|Ms\.?))?"
    r"(?:\s+[A-Z][\w.]*){0,3}")
MAX_LIST_LINES = 12  # lines under a bare heading ("Injuries:") read as its list
MAX_LISTING_LINE = 200  # a line of comma-separated particulars, not a paragraph of prose


@dataclass
class _Piece:
    start: int
    end: int
    label: str
    value: str


def reads_fields(record: Record) -> bool:
    """Papers write labelled fields; a lawyer's note ("Cross: …") and a chat do not."""
    return record.kind == "document" or record.is_order_sheet


def document_fields(record: Record) -> list[DocField]:
    """Every labelled value of the record, each with its span (empty for a record that is not a paper)."""
    if not reads_fields(record) or not record.text.strip():
        return []
    text = record.text
    out: list[DocField] = []
    lines = list(re.finditer(r"[^\n]+", text))
    heading: DocField | None = None  # a label with nothing after it: its list is on the lines below
    taken = 0
    for m in lines:
        line, at = m.group(), m.start()
        pieces = _pieces(line, at)
        if heading is not None and not pieces and taken < MAX_LIST_LINES and line.strip():
            heading.value = (heading.value + " " + line.strip()).strip()
            heading.end = m.end()
            heading.text = text[heading.start:heading.end]
            taken += 1
            continue
        if heading is not None:
            _finish(heading, out, text)
            heading = None
        if not pieces and (signed := _signatures(line, at)) is not None:
            pieces = [signed]
        elif not pieces and _BENCH_LINE.match(line):
            pieces = [_Piece(at + len(line) - len(line.lstrip()), m.end(), "Hon'ble", line.strip())]
        elif not pieces and len(line) <= MAX_LISTING_LINE:
            pieces = _numbered_in(line, at) or _barred_sums(line, at)
        for p in pieces:
            field = DocField(start=p.start, end=p.end, label=p.label, value=p.value)
            if not p.value:
                heading, taken = field, 0
                continue
            _finish(field, out, text)
    if heading is not None:
        _finish(heading, out, text)
    out += _entrusted(text)
    out += _company(text)
    out += _relations(text)
    return _merge_benches(out)


def _relations(text: str) -> list[DocField]:
    """'मेरा भाई राजेश कुमार … को गोली लगी': the relatives the writer of a complaint names, each as written."""
    out = []
    for pattern in (_RELATION_HI, _RELATION_EN):
        for m in pattern.finditer(text):
            value = m.group().strip(" ,")
            out.append(DocField(start=m.start(), end=m.start() + len(value), label="relation", value=value))
    return out


def _company(text: str) -> list[DocField]:
    """A letterhead that names a company is the paper's company: the employer of a pay slip, the insurer of a policy."""
    heads = [m for m in re.finditer(r"[^\n]+", text) if m.group().strip()][:COMPANY_LINES]
    for m in heads:
        if _COMPANY_LINE.match(m.group().strip()):
            start = m.start() + len(m.group()) - len(m.group().lstrip())
            value = m.group().strip()
            return [DocField(start=start, end=start + len(value), label="Company", value=value)]
    return []


def _signatures(line: str, at: int) -> _Piece | None:
    """'LTI of Ramvati     sd/- Harish     sd/- Geeta': a line of signatures only, each signatory a part."""
    segments = [s.strip() for s in _SEGMENT_GAP.split(line) if s.strip()]
    names = []
    for seg in segments:
        m = _SIGNATURE.match(seg)
        if m is None:
            return None
        names.append(m.group("name").strip(" ,;"))
    if not names:
        return None
    start = at + len(line) - len(line.lstrip())
    return _Piece(start, start + len(line.strip()), "Signed by", "; ".join(names))


def _pieces(line: str, at: int) -> list[_Piece]:
    """The 'Label: value' pieces of one line; a segment with no label of its own continues the one before it."""
    body_at = at
    lead = _PARA_NUMBER.match(line)
    if lead and (":" in line[lead.end():] or _NUMBERED.match(line[lead.end():].strip())):
        body_at += lead.end()
        line = line[lead.end():]
    out: list[_Piece] = []
    pos = 0
    for gap in [*_SEGMENT_GAP.finditer(line), None]:
        end = gap.start() if gap else len(line)
        seg = line[pos:end]
        if seg.strip():
            s_at = body_at + pos + (len(seg) - len(seg.lstrip()))
            seg = seg.strip()
            found = _labelled(seg, s_at)
            if found:
                out += found
            elif out:
                last = out[-1]
                last.value = f"{last.value}  {seg}".strip()
                last.end = s_at + len(seg)
            else:
                return []  # a line of prose, or a title: not fields
        pos = gap.end() if gap else len(line)
    return out


# one of a bar-set line's pairs: a label of words, then a figure and nothing else ("Gross 16,800", "HRA Rs. 2,600/-")
_BARRED_SUM = re.compile(rf"^(?P<label>[A-Za-z{_DEV}][^\d|:]{{0,40}}?)\s*[:=\-]?\s*"
                         r"(?P<value>(?:(?:Rs|INR)\.?\s*|₹\s*)?\d[\d,]*(?:\.\d+)?(?:\s*/-)?)$", re.I)


def _barred_sums(line: str, at: int) -> list[_Piece]:
    """'Basic + DA 13,200 | HRA 2,600 | Gross 16,800': a pay slip's or a bill's line of figures set apart by bars,
    each after its label with no colon; every piece must be such a pair, or the line is prose."""
    pieces = line.split("|")
    if len(pieces) < 2:
        return []
    out = []
    pos = 0
    for piece in pieces:
        m = _BARRED_SUM.match(piece.strip())
        if m is None or not _is_label(m.group("label")):
            return []
        p_at = at + pos + (len(piece) - len(piece.lstrip()))
        out.append(_Piece(p_at, p_at + len(piece.strip()), m.group("label").strip(), m.group("value").strip()))
        pos += len(piece) + 1
    return out


def _numbered_in(line: str, at: int) -> list[_Piece]:
    """'Document No. 4521 of 2019, Book I, …': the numbers after their labels among a line's particulars."""
    out = []
    pos = 0
    for cut in [*_PIECE_CUT.finditer(line), None]:
        end = cut.start() if cut else len(line)
        piece = line[pos:end]
        m = _NUMBERED.match(piece.strip())
        if m and _is_label(m.group("label")):
            p_at = at + pos + (len(piece) - len(piece.lstrip()))
            out.append(_Piece(p_at, p_at + len(piece.strip()), m.group("label").strip(), m.group("value").strip()))
        pos = cut.end() if cut else len(line)
    return out


def _labelled(seg: str, at: int) -> list[_Piece]:
    m = _LABEL.match(seg)
    if m and _is_label(m.group("label")):
        label, value = m.group("label").strip(), m.group("value").strip()
        out = [_Piece(at, at + len(seg), label, value)]
        inner = _LABEL.match(value)
        if inner and _is_label(inner.group("label")) and len(inner.group("label").split()) <= 3:
            v_at = at + m.start("value")
            out.append(_Piece(v_at, at + len(seg), inner.group("label").strip(), inner.group("value").strip()))
        return out
    m = _NUMBERED.match(seg)
    if m and _is_label(m.group("label")):
        return [_Piece(at, at + len(seg), m.group("label").strip(), m.group("value").strip())]
    return []


def _is_label(label: str) -> bool:
    label = label.strip()
    return (bool(label) and len(label.split()) <= 6 and not label[-1].isdigit()
            and not re.search(r"[!?।]|\.\s+[a-z]{3,}", label) and re.search(rf"[A-Za-z{_DEV}]", label) is not None)


def _finish(field: DocField, out: list[DocField], text: str) -> None:
    """The field with its parts (a numbered list, or the members of a ';' list) and the pairs inside it."""
    field.value = re.sub(r"\s+", " ", field.value).strip(" ,;")
    field.parts = _parts(field.value)
    out.append(field)
    _time_in_prose(field, out, text)
    if field.parts and _ITEM.search(field.value):
        return  # a list of people: no pairs inside it
    pos = 0
    for cut in [*_PIECE_CUT.finditer(field.value), None]:
        end = cut.start() if cut else len(field.value)
        piece = field.value[pos:end]
        stripped = piece.strip()
        m = _PAIR.match(stripped)
        if m and stripped != field.value and len(stripped) <= 60 and len(m.group("label").split()) <= 5:
            found = text.find(stripped, field.start, field.end)
            p_at = found if found >= 0 else field.start
            out.append(DocField(start=p_at, end=p_at + len(stripped) if found >= 0 else field.end, label=f"{field.label} {m.group('label').strip()}",
                                value=m.group("value").strip()))
        pos = cut.end() if cut else len(field.value)


def _time_in_prose(field: DocField, out: list[DocField], text: str) -> None:
    """'Alleged history: … at about 8.45 PM near …': the one time a field's sentence writes is that field's time."""
    times = list(_TIME_IN_PROSE.finditer(field.value))
    if len(times) != 1 or len(field.value.replace(times[0].group(), " ").split()) < 3:
        return  # no time, several, or a value that is only the time ("Time of examination: 11.10 PM")
    time = re.sub(r"\s+", " ", times[0].group("time")).strip()
    found = text.find(times[0].group(), field.start, field.end)
    start, end = (found, found + len(times[0].group())) if found >= 0 else (field.start, field.end)
    out.append(DocField(start=start, end=end, label=f"{field.label} time", value=time))


def _parts(value: str) -> list[str]:
    """A numbered list's items ("1. … 2. …", "(1) … (2) …"), else the pieces of a ';' list; [] for one value."""
    items = list(_ITEM.finditer(value))
    numbers = [int(m.group(1) or m.group(2)) for m in items]
    if len(items) >= 2 and numbers[:2] == [1, 2]:
        out = []
        for i, m in enumerate(items):
            if numbers[i] != i + 1:
                break
            end = items[i + 1].start() if i + 1 < len(items) else len(value)
            out.append(value[m.end():end].strip(" ,;"))
        return [p for p in out if p]
    pieces = [p.strip() for p in value.split(";") if p.strip()]
    return pieces if len(pieces) >= 2 else []


def _entrusted(text: str) -> list[DocField]:
    out = []
    for pattern in (_ENTRUSTED, _ENTRUSTED_HI):
        for m in pattern.finditer(text):
            value = m.group("value").strip().rstrip(" .।")
            if not value:
                continue
            verb = re.sub(r"\s+", " ", m.group("verb"))
            label = f"{m.group('what')} {verb} to" if pattern is _ENTRUSTED else f"{m.group('what')} {verb}"
            out.append(DocField(start=m.start(), end=m.end(), label=label, value=value))
    return out


def _merge_benches(fields: list[DocField]) -> list[DocField]:
    """Consecutive 'Hon'ble …' lines are one bench, each judge a part, and belong to a 'Coram:' or 'Before:' just
    above them."""
    out: list[DocField] = []
    for f in fields:
        prev = out[-1] if out else None
        if f.label == "Hon'ble" and prev is not None and (
                prev.label == "Hon'ble" or _BENCH_LINE.match(prev.value) or prev.label.lower() in _BENCH_LABELS):
            prev.parts = (prev.parts or [prev.value]) + [f.value]
            prev.value = "; ".join(prev.parts)
            prev.end = f.end
            continue
        out.append(f)
    return out
