"""Words of a question's language or framing ("dao", "adugutunnaru", "chestaru"): words no record of the whole
practice holds and no word of the law is, so they are not things the notes must hold. A question left with no
thing asked once they are dropped asks where its case stands."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import ABBREVIATIONS, IMPOSED, SYNONYMS, VERB_STEMS, stem, stems

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer  # the composer as its pieces read it (no import back)

# "brief karo", "full brief dao", "status?": with one case, a briefing whatever else the words say
# "status quo" is an order, not a briefing; "where has it reached" (Hindi "kahan pahuncha", as the reader pivots
# Malayalam "evide ethi", Telugu "ekkada cherindi"; English "where has X reached") asks where the matter stands
_BRIEF_ASKED = re.compile(r"\bbrief\b|\bstatus\b(?!\s+quo)|"
                          r"\b(?:kahan|kahaan|kaha|kidhar)\s+(?:tak\s+)?(?:pahunch|pahonch|pohonch|pohoch|pohanch)\w*|"
                          r"\bwhere\s+(?:has|have|did|is)\b[^?.!]{0,60}\b(?:reach(?:ed)?|got\s+to)\b", re.I)


@lru_cache(maxsize=1)
def law_stems() -> frozenset[str]:
    """The stems of the answerer's law vocabulary: proceedings, case kinds, abbreviations, synonyms."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.registry.aliases import KIND_WORDS

    out: set[str] = set(VERB_STEMS)
    for key, values in [*SYNONYMS.items(), *IMPOSED.items()]:
        out |= {stem(w) for w in {key, *values}}
    for phrase, short in ABBREVIATIONS.items():
        out |= {stem(w) for w in (*phrase.split(), short)}
    out |= {stem(w) for w in (*PROCEEDINGS, *KIND_WORDS)}
    return frozenset(out)


@dataclass
class _PracticeWords:
    """What the practice's records write, read in one pass per question: every stem (text and document kind), and
    per word how many records write it and under which cases."""

    stems: set[str] = field(default_factory=set)
    records: dict[str, int] = field(default_factory=dict)
    cases: dict[str, set[str]] = field(default_factory=dict)
    filed: dict[str, int] = field(default_factory=dict)  # how many records filed under a case write the word
    n_cases: int = 0


# the last practice's words, keyed by every record's id, text, document kind and case: one reading serves every
# question (and every second reading of one) until a record changes; another practice's records are another key
_HELD: dict[tuple, _PracticeWords] = {}


def _practice_words(comp: Composer) -> _PracticeWords:
    held = getattr(comp, "_practice_words_cache", None)
    if held is None:
        recs = comp.records(None)
        key = tuple((rec.entry_id, rec.text, rec.doc_kind, rec.case_ids[0] if rec.case_ids else "") for rec in recs)
        held = _HELD.get(key)
        if held is None:
            held = _read_practice_words(recs)
            _HELD.clear()
            _HELD[key] = held
        comp._practice_words_cache = held  # type: ignore[attr-defined]
    return held


def _read_practice_words(recs: list) -> _PracticeWords:
    """Every stem the records write, and per word how many records write it and under which cases."""
    held = _PracticeWords()
    all_cases: set[str] = set()
    for rec in recs:
        held.stems |= stems(f"{rec.text} {rec.doc_kind or ''}")
        cid = rec.case_ids[0] if rec.case_ids else ""
        all_cases.add(cid)
        for w in set(re.findall(r"[a-z]+", rec.text.lower())):
            held.records[w] = held.records.get(w, 0) + 1
            held.cases.setdefault(w, set()).add(cid)
            if cid:
                held.filed[w] = held.filed.get(w, 0) + 1
    held.n_cases = len(all_cases - {""})
    return held


def framing_dropped(comp: Composer, groups: list[set[str]]) -> list[set[str]]:
    """The question's word groups less those of its language or framing: a word with no synonym, no digit, no
    stem of the law, and no record of the whole practice that writes it."""
    law = law_stems()
    kept = []
    first_names = _before_a_name(comp)
    for g in groups:
        own = {s for s in g if not s.startswith("~")}
        if len(g) > 1 or any(ch.isdigit() for s in own for ch in s) or own & law:
            kept.append(g)
            continue
        if own & _practice_words(comp).stems or own & first_names:
            kept.append(g)
    return kept


def unheld_first_name(comp: Composer) -> bool:
    """The question names someone by a given name no record writes, before a surname the registry holds, and names
    no case ("<first name> <surname> ko bail k bhayo?"): a person the notes do not hold, whoever shares the surname."""
    return not comp.q.cases and bool(_before_a_name(comp) - _practice_words(comp).stems)


def _before_a_name(comp: Composer) -> set[str]:
    """The stems of the question's words typed right before a word of a name the registry holds and of none
    themselves ("<first name> <surname> ko bail"): a given name of someone the notes may not hold, not grammar."""
    names: set[str] = set()
    for c in comp.registry.list_cases():
        card = comp.card(c.id)
        for t in (c.title, card.judge.name if card and card.judge else None, card.counsel.name if card and card.counsel else None,
                  card.client.name if card and card.client else None):
            names |= stems(t or "")
    toks = [w for w in re.findall(r"[a-z]+", comp.q.text.lower())]
    out = set()
    for w, nxt in zip(toks, toks[1:]):
        if len(w) >= 4 and len(nxt) >= 4 and stem(nxt) in names and stem(w) not in names and not _reader_knows(w):
            out.add(stem(w))
    return out


def brief_asked(comp: Composer) -> bool:
    """'brief' or 'status' written in a question about one case: the lawyer asks where it stands."""
    from tareekh.agent.brief_words import SUMMARY
    from tareekh.agent.brief_words import BACKGROUND

    # "a summary of X", "X's background", in any language's word for them (agent/brief.py): the same briefing
    return len(comp.q.cases) == 1 and bool(_BRIEF_ASKED.search(comp.q.text) or SUMMARY.search(comp.q.text)
                                           or BACKGROUND.search(comp.q.text))


# a word the reader knows as a word of the question's own business (its vocabulary, the court's words)
def _reader_knows(w: str) -> bool:
    from tareekh.agent.question import _VOCABULARY
    from tareekh.agent.shorthand import LAW_WORDS
    from tareekh.agent.tongues import role

    return w in _VOCABULARY or w in LAW_WORDS or stem(w) in law_stems() or role(w) is not None


SPREAD_CASES = 3  # a word written under at least this many cases, and under half the practice's cases, frames


def practice_framing(comp: Composer, w: str) -> bool:
    """A word of the question the reader does not know and that names nothing the practice holds: no record writes it,
    or the records write it as a word of their language does (under many of the practice's cases, not one matter's
    topic). Names of the registry and words of the law are never framing."""
    if not _reader_unknown(comp, w):
        return False
    seen = _practice_words(comp)
    if not seen.records.get(w):
        return True
    spread = len(seen.cases.get(w, set()) - {""})
    return spread >= SPREAD_CASES and spread * 2 >= seen.n_cases


# how much, as the rules read it in any language the pivot knows ("kitna", "how much")
_HOW_MUCH = re.compile(r"\bkitn[aie]\b|\bhow\s+much\b", re.I)


def kind_without_framing(comp: Composer) -> str | None:
    """The kind a question about a case asks once the words of its language the reader does not know are set
    aside ("X petition eppozha next vekkunne" asks the next date); None when that reading says no more. A thing
    the reader does not know, asked 'how much' ("X fridge vila kitna"), is an amount asked of it."""
    from tareekh.agent.question import _kind

    q = comp.q
    if q.kind != "open" or not q.cases:
        return None
    found = list(re.finditer(r"[^\W\d_]+", q.text))
    dropped = [m for m in found if practice_framing(comp, m.group().lower())]
    if not dropped:
        return None
    if any(re.search(r"\bkya\s+$", q.text[:m.start()]) and re.match(r"\s*[?.!]?\s*$", q.text[m.end():])
           for m in dropped):
        return None  # "… kya <an unknown verb>?": "what" before a verb the reader does not know, not the closing "kya?"
    text = q.text
    for m in reversed(dropped):
        text = text[:m.start()] + text[m.end():]
    text = re.sub(r"\s+", " ", text).strip()
    kind = _kind(text, bool(q.judges), bool(q.counsel), bool(q.witness))
    if kind != "open":
        return kind
    df = _practice_words(comp).records
    for m in dropped:
        after = q.text[m.end():]
        # a word the records do write ("per din kitna", a day) is their language, not an unknown thing
        if _HOW_MUCH.match(after.lstrip()) and re.match(r"\s", after) and not df.get(m.group().lower()):
            comp.unknown_thing = m.group()  # type: ignore[attr-defined]
            return "amount"
    return None


def _reader_unknown(comp: Composer, w: str) -> bool:
    """A word neither the reader's vocabulary, the law's, nor any name of the registry holds."""
    from tareekh.agent.question import NameIndex

    if not w.isalpha() or len(w) < 3 or _reader_knows(w):
        return False
    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index  # type: ignore[attr-defined]
    return not index.is_known_word(w)


def only_unknown_words(comp: Composer, groups: list[set[str]]) -> bool:
    """Every word left as a thing the question asks is one the reader does not know (no name, no word of the law),
    and two or more of them, not side by side, no record of the practice writes either: a sentence of the
    question's own language, not several things each absent from the notes."""
    from tareekh.agent.lexicon import expand, words

    typed = words(comp.q.text)
    unknown = [w for w in dict.fromkeys(typed) if _reader_unknown(comp, w)]
    df = _practice_words(comp).records
    unheld = [i for i, w in enumerate(typed) if w in unknown and not df.get(w)]
    if len(unheld) < 2:
        return False
    if unheld[-1] - unheld[0] == len(unheld) - 1:
        return False  # "ration card": words side by side name one thing no record holds, not a sentence
    return all(any(g == expand(w) for w in unknown) for g in groups)

