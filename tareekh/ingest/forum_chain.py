"""A later hearing's note that names only the forum ("DCLR", "Sub Judge-I", "Rent Controller"): the case whose date it is.

A lawyer's note of a matter's later hearing often names only the court it was heard in and the day. Its day chains
from the matter's last hearing: the next date fixed there. When exactly one matter before the forum the note names
was listed for the note's day at its last filed hearing, and no other case before that forum was, the note is that
matter's. Anything less (two matters before the forum listed for the day, a forum word that many courts share, a note
that names another case) leaves the note for review.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tareekh.registry.aliases import FORMS_OF_ADDRESS, GENERIC, words
from tareekh.registry.resolve import COMMON_WORDS
from tareekh.registry.sounds import in_indian_script, words_heard
from tareekh.registry.spelt import spell_latin

FORUM_WORD_MIN = 3  # letters a forum's word needs to name it ("NI", "No" name nothing alone)


def forum_words(forums: dict[str, list[str]]) -> dict[str, set[str]]:
    """Case id -> the words of its forum (court, hall, the judge's short title and court) that name few forums: no
    generic word, no ordinary one, and no word in the forums of more than half the cases (the district's name)."""
    own: dict[str, set[str]] = {}
    for case_id, texts in forums.items():
        ws: set[str] = set()
        for text in texts:
            ws.update(w for w in words(text or "") if len(w) >= FORUM_WORD_MIN and w.isalpha()
                      and w not in GENERIC and w not in COMMON_WORDS and w not in FORMS_OF_ADDRESS)
            ws.update(joined_initials(text or ""))
        own[case_id] = ws
    counts: dict[str, int] = {}
    for ws in own.values():
        for w in ws:
            counts[w] = counts.get(w, 0) + 1
    limit = max(1, len(own) // 2)
    return {cid: {w for w in ws if counts[w] <= limit} for cid, ws in own.items()}


_INITIALS = re.compile(r"(?<![A-Za-z.])(?:[A-Za-z]\.\s?){2,7}")
# An office's initials joined by an ampersand ("DL&LRO", "BL&LRO", "J&K"): read as one word without it ("dllro"), as a
# note spells the initials out letter by letter ("D.L.L.R.O.", "ডি.এল.এল.আর.ও") and drops the "&"
_AMPERSAND_INITIALS = re.compile(r"(?<![A-Za-z&])[A-Z]{1,6}(?:\s?&\s?[A-Z]{1,6})+(?![A-Za-z&])")


def joined_initials(text: str) -> set[str]:
    """The words an office's initials joined by "&" make, the ampersand dropped: "DL&LRO, Bankura" -> {"dllro"}."""
    return {w for m in _AMPERSAND_INITIALS.finditer(text)
            if len(w := re.sub(r"[\s&]", "", m.group()).lower()) >= FORUM_WORD_MIN}


def _forum_words_written(text: str, forum: dict[str, set[str]]) -> set[str]:
    """The text's words as a forum's are matched: each word; dotted initials as one word ("M.A.C.T." is "mact"), spelt
    in any Indian script too ("এম.এ.সি.টি", "ए.सी.जे.एम"); and a word of an Indian script that sounds like a forum's
    Roman word (a town's court written in Bengali or Gurmukhi letters, heard as the registry's Roman name of the town)."""
    ws = set(words(text))
    scripted = any(in_indian_script(w) for w in text.split())
    spelt = spell_latin(text)[0] if scripted else text
    ws |= {re.sub(r"[\s.]", "", m.group()).lower() for m in _INITIALS.finditer(spelt)} | joined_initials(text)
    if scripted:
        ws |= set(words_heard(text, sorted(set().union(*forum.values())) if forum else []))
    return ws


def forum_named(text: str, forum: dict[str, set[str]]) -> set[str]:
    """The cases whose forum the text names by one of its words (see _forum_words_written)."""
    ws = _forum_words_written(text, forum)
    return {cid for cid, own in forum.items() if own & ws}


def judge_named(text: str, judges: dict[str, str]) -> set[str]:
    """The cases whose judge the text names by two words of the judge's full name next to each other in it, a given
    name with the surname ("(Tilak Dhar Paranjpe) Member", "Before: A. K. Lele … Yamini Lele") — as an order is
    signed: a surname alone may be anyone's. `judges` maps case id -> its judge's full name; the text's words are
    read as written (a name in an Indian script is first added in Roman by the caller)."""
    written = words(text)
    said = set(zip(written, written[1:]))
    out = set()
    for case_id, name in judges.items():
        ws = [w for w in words(name or "") if len(w) >= FORUM_WORD_MIN and w.isalpha() and w not in GENERIC]
        if said & set(zip(ws, ws[1:])):
            out.add(case_id)
    return out


def listed_for(day: str, cases: Iterable[str], last_hearing) -> list[tuple[str, str]]:
    """(case id, its last hearing's date) of each case whose last filed hearing before `day` fixed `day` as next."""
    out = []
    for cid in cases:
        last = last_hearing(cid, day)
        if last is not None and last[1] and last[1][:10] == day[:10]:
            out.append((cid, last[0][:10]))
    return out


def shown_day(iso: str) -> str:
    y, m, d = re.split(r"-", iso[:10])
    return f"{d}.{m}.{y}"


_LINK_WORDS = frozenset({"and", "of", "the", "for", "at", "&", "no"})
_HALL_IN_FORUM = re.compile(r"\b(?:court|hall|room)\s*(?:no\.?\s*)?(\d{1,3})\b", re.IGNORECASE)
_HALL_IN_NOTE = re.compile(r"\b(?:court|ct|crt|hall|room)\s*\.?\s*(?:no\.?\s*)?(\d{1,3})\b", re.IGNORECASE)
_COURT_LAST = frozenset({"court", "courts", "tribunal", "bench", "commission", "forum"})
_SHORT_FORM = re.compile(r"\b[A-Z]{2,6}\b")
_ROMAN_NUMERAL = re.compile(r"[IVXL]+")
_TITLED_RUN = re.compile(r"[A-Z][a-z]+(?:\s+(?:and|of|the|&)?\s*[A-Z][a-z]+)+")


def forum_marks(texts: list[str]) -> set[str]:
    """How a note writes a forum shortly: the initials of each run of its title-case words ('Rent Controller' ->
    'rc', 'Punjab and Haryana High Court' -> 'phhc') and its hall number ('Court No. 14' -> 'hall 14')."""
    marks: set[str] = set()
    for text in texts:
        for run in _TITLED_RUN.findall(text or ""):
            kept = [w for w in run.split() if w.lower() not in _LINK_WORDS]
            letters = "".join(w[0] for w in kept).lower()
            if len(letters) >= 2:
                marks.add(letters)
            # … and without the word for a court at its end, as a diary writes it ("District Munsif Court" -> 'dm')
            if len(letters) >= 3 and kept[-1].lower() in _COURT_LAST:
                marks.add(letters[:-1])
        marks.update(f"hall {n.lstrip('0')}" for n in _HALL_IN_FORUM.findall(text or ""))
        # … and the short form the forum's own name already writes ("NCLT Chandigarh Bench", "DRT-III", "MACT,
        # Court 2"), as a note writes it; a bench's Roman numeral ("Court-II") is no forum's mark
        marks.update(w.lower() for w in _SHORT_FORM.findall(text or "") if not _ROMAN_NUMERAL.fullmatch(w))
    return marks


def marks_written(text: str) -> set[str]:
    """The forum marks a note writes: its upper-case short words ('RC', 'HC') and hall numbers ('Ct 14')."""
    shorts = {w.lower() for w in re.findall(r"\b[A-Z]{2,6}\b", text)}
    return shorts | {f"hall {n.lstrip('0')}" for n in _HALL_IN_NOTE.findall(text)}
