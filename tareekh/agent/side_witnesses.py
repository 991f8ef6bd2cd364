"""The witnesses of one side: "insurer ki taraf se gawah kaun aaya?", "<party> er dike sakkhi ke ke dilo?", "who
deposed for the defendant?".

A court numbers a witness by the side that calls them: the claimant's, petitioner's, plaintiff's, applicant's,
prosecution's or workman's as PW, CW, AW or WW; the respondent's, defendant's, accused's, opposite party's,
insurer's or management's as RW, DW or MW. A question that asks who gave evidence for a side is answered by every
witness of the matter numbered for that side — by number, name and what they are, each cited — not by the matter's
last hearing, nor by one witness when the side called several. The side is said by its role ("insurer",
"defendant") or by the name of a party of the matter's title ("<first party> vs <second party>").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.who_deposed import _DEPOSED, _WHO, _witness_lines
from tareekh.events.text import clean
from tareekh.events.witness_words import examined_on_line

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "who all": a who said twice, or a plural who ("ke ke", "kaun kaun", "kara", "which witnesses")
_WHO_ALL = re.compile(r"\b(ke|kaun|kon|koun|yaar|evaru|aaru)\s+\1\b|\bkara\b|\bwhich\s+witness\w*", re.I)
# a side as Indian languages write it after the party's word and its genitive: "X ki taraf se", "X er dike",
# "X cha baju", "X side", "X paksh", "X tarfe"
_SIDE_AFTER = re.compile(
    r"([^\W\d_]{3,})(?:'s)?\s+(?:(?:ki|ke|ka|er|ar|r|ra|da|di|de|cha|chi|che|chya|yude|nte|tho|ni|na|no|ge)\s+)?"
    r"(?:taraf\w*|tarf\w*|side|dike|dik|paksh\w*|baju\w*|kadun|kadoon|bhagam)\b", re.I)
# "for the X", "on behalf of the X", "X's witness", and the party's genitive before a word for a witness as the
# Indian languages type it in Latin letters ("company cha witness", "bank ka gawah", "insurer er sakkhi",
# "bank oda saatchi", "company yokka saakshi"): the genitive postpositions of Hindi/Urdu/Punjabi (ka ki ke, da di de),
# Marathi (cha chi che chya), Bengali/Assamese/Odia (er ar r ra), Gujarati (no ni nu na), Tamil (oda udaya),
# Telugu (yokka), Kannada (ge), Malayalam (nte ude)
_SIDE_FOR = re.compile(r"\b(?:for|on\s+behalf\s+of)\s+(?:the\s+)?([^\W\d_]{3,})|"
                       r"\b([^\W\d_]{3,})(?:'s|’s)\s+(?:witness\w*|evidence)|"
                       r"\b([^\W\d_]{3,})\s+(?:ka|ki|ke|da|di|de|cha|chi|che|chya|er|ar|r|ra|no|ni|nu|na|oda|odaya|"
                       r"udaya|udaiya|yokka|ge|nte|ude)\s+(?:witness\w*|gaw[aa]?h\w*|gavah\w*|saa?kshi\w*|sakkhi\w*|"
                       r"saatchi\w*|sakshidaa?r\w*)", re.I)
# the words of the side that opens a matter, and of the side that answers it
_FIRST_SIDE = frozenset("claimant claimants petitioner petitioners plaintiff plaintiffs applicant applicants "
                        "prosecution complainant complainants workman workmen worker workers appellant appellants "
                        "abhiyojan vadi".split())
_SECOND_SIDE = frozenset("respondent respondents defendant defendants accused defence defense insurer insurers "
                         "insurance management employer opposite company pratibadi prativadi".split())
# the letter of a witness's number for each side ("PW", "CW", "AW", "WW"; "RW", "DW", "MW")
_LETTERS = {"first": "PCAW", "second": "RDM"}
_NUMBER = re.compile(r"(?<![A-Za-z])(NA|[PDCARWM])\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)
_NAMED = re.compile(r"(?:NA|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}\W+[A-Z][a-z]+")
_VERSUS = re.compile(r"\s+(?:vs?|versus|v/s)\.?\s+", re.I)
WITNESS_LIMIT = 4  # the witnesses of a side said in the first sentence
LINE_LIMIT = 200  # the characters of each witness's line said


def _side_of(word: str, title: str) -> str | None:
    """"first" or "second": the side a word names, by its role or as a word of one party's name in the title."""
    w = word.lower()
    if w in _FIRST_SIDE:
        return "first"
    if w in _SECOND_SIDE:
        return "second"
    parts = _VERSUS.split(title or "", maxsplit=1)
    if len(parts) != 2:
        return None
    held = [bool(re.search(rf"\b{re.escape(w)}\b", p, re.I)) for p in parts]
    if held[0] != held[1]:
        return "first" if held[0] else "second"
    return None


def _asked_side(text: str, title: str) -> tuple[str, str] | None:
    """The side a question asks the witnesses of, and the word it names it by."""
    for m in list(_SIDE_AFTER.finditer(text)) + list(_SIDE_FOR.finditer(text)):
        word = next(g for g in m.groups() if g)
        side = _side_of(word, title)
        if side is not None:
            return side, word
    return None


def _matter_and_side(comp: Composing, text: str) -> tuple[str, str, str] | None:
    """The matter asked and the side: the question's matter, or, when it names none, the one matter whose title
    holds the side's word in one party's name alone ("<party> er dike sakkhi ke ke?")."""
    q = comp.q
    if q.cases:
        card = comp.card(q.cases[0])  # type: ignore[attr-defined]
        title = getattr(getattr(card, "case", None), "title", "") or ""
        asked = _asked_side(text, title) or _asked_side(q.text, title)
        return (q.cases[0], *asked) if asked is not None else None
    matters = []
    for case in comp.registry.list_cases():  # type: ignore[attr-defined]
        asked = _asked_side(text, case.title or "")
        if asked is not None and asked[1].lower() not in _FIRST_SIDE | _SECOND_SIDE:
            matters.append((case.id, *asked))
    return matters[0] if len(matters) == 1 else None


def side_witnesses(comp: Composing) -> Draft | None:
    """Every witness of one matter numbered for the side asked (module doc); None when no side is asked or none
    of the matter's records numbers a witness of it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    if len(q.cases) > 1 or not (_WHO.search(text) or _WHO_ALL.search(text)) or not _DEPOSED.search(q.text + " " + text):
        return None
    found = _matter_and_side(comp, text)
    if found is None:
        return None
    cid, side, word = found
    best: dict[str, tuple] = {}  # a witness's number -> (examined, named, length, record, line)
    for rec in comp.records([cid]):
        if (rec.date or "")[:10] > comp.today:
            continue
        for said in _witness_lines(rec.text):
            m = _NUMBER.search(said)
            if m is None or m.group(1).upper() not in _LETTERS[side]:
                continue
            key = f"{m.group(1).upper()}W{int(m.group(2))}"
            rank = (examined_on_line(said), bool(_NAMED.match(said)), min(len(said), LINE_LIMIT))
            if key not in best or rank > best[key][:3]:
                best[key] = (*rank, rec, said)
    best.update(_unnumbered(comp, cid, side, best))
    if not best:
        return None
    keys = sorted(best, key=lambda k: (k[0], int(k[2:]) if k[2:].isdigit() else 99, k))[:WITNESS_LIMIT]
    said = "; ".join(f"{clean(best[k][4], LINE_LIMIT)} — {human_date(best[k][3].date) if best[k][3].date else 'undated'}"
                     f", {comp.who(best[k][3])} [{comp.cite(best[k][3])}]" for k in keys)
    count = f"{len(keys)} witnesses" if len(keys) > 1 else "1 witness"
    first = f"For the {word.lower()} in {comp.label(cid)}, {count}: {said}."
    return Draft(first, [])


def _unnumbered(comp: Composing, cid: str, side: str, numbered: dict[str, tuple]) -> dict[str, tuple]:
    """The matter's witnesses read with no number yet whose own line says the side they are called for ("company
    tarfe district coordinator <name> yanche affidavit of evidence aale"): a witness's affidavit filed before the
    court numbers them. Keyed by the side's letter and the name; none a numbered line already names."""
    card = comp.card(cid)  # type: ignore[attr-defined]
    title = getattr(getattr(card, "case", None), "title", "") or ""
    named = " ".join(str(v[4]) for v in numbered.values()).lower()
    out: dict[str, tuple] = {}
    for e in comp.ev.events(case_ids=[cid], kinds=["witness"]):  # type: ignore[attr-defined]
        name = getattr(e, "name", None)
        if getattr(e, "witness", None) or not name or (e.record_date or "")[:10] > comp.today \
                or name.lower() in named:
            continue
        asked = _asked_side(e.text, title)
        rec = comp.record_of(e.entry_id)  # type: ignore[attr-defined]
        if asked is None or asked[0] != side or rec is None:
            continue
        key = f"{_LETTERS[side][0]}W {name}"
        out.setdefault(key, (False, True, min(len(e.text), LINE_LIMIT), rec, e.text))
    return out
