"""A case named by one word that fits, beside words that say it is another matter: "the <place> eviction suit - <A>
vs <B>" when the one case holding <B> is a cheque case, and nobody in the practice is <A>.

A name inside the question decides which case is asked only while the rest of what the question says of that case
can be true of it:
- the sort of proceeding it calls the case ("eviction", "divorce", "bail", "cheque", "partition"), said before the
  word for a case ("suit", "case", "matter"; not a paper moved in one, "bail cancellation application"), that neither the case's registry entry nor any of its records writes, and that no case of the
  registry is (were one an eviction suit, the question may mean that one: left to the other readers);
- the other party of an "<A> vs <B>" the question writes, when <B> names the case and no word of <A> is in the
  case's entry, its records or anywhere in the registry.
Then the case is said back as not in the registry, with the words the question called it by, rather than answered
from the case that only shares a name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import stem, stems, words
from tareekh.agent.question import CASE_HEADS, STOP

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# the sort of a proceeding, one sort excluding the others (not its subject: "house", "shop", "land" may be in any)
# (English as the courts write it, and the loans lawyers type for it in the Indian languages)
_SORTS = frozenset("""eviction cheque bail divorce maintenance partition tenancy probate succession defamation murder dowry
accident arbitration quashing guardianship pension consumer insolvency matrimonial talaq khula jamanat zamanat
batwara bantwara vatap vibhajan bedakhli""".split())
# "A vs B", "A v. B", "A versus B", "A banam B" (Hindi/Urdu), "A viruddh B" (Hindi, Marathi, Gujarati, Bengali, Odia)
_VERSUS = re.compile(r"((?:[\w'’]+\s+){0,2}[\w'’]+)\s+(?:vs\.?|v\.|versus|banam|viruddh|virudh|biruddhe|virudhdh)\s+"
                     r"((?:[\w'’]+\s+){0,2}[\w'’]+)", re.I)
# a side of a title that is a body, not a person ("X vs State", "Y vs Union of India")
_BODIES = frozenset("""state union govt government others ors anr another republic india municipal corporation bank
company board authority police""".split())
# a paper moved inside a case, not the case ("bail cancellation application", "interim maintenance petition")
_PAPERS = frozenset("application petition revision claim".split())
NEAR = 2  # words before the word for a case that may say its sort


def _case_words(comp: Composing, cid: str) -> tuple[set[str], set[str]]:
    """(the words of the case's registry entry, the stems its records write)."""
    from tareekh.agent.naming import _kind_text, _own

    own = _own(comp, cid) | set(words(_kind_text(comp, cid)))
    card = comp.card(cid)
    if card is not None and card.case.nature:
        own |= set(words(card.case.nature))
    held: set[str] = set()
    for r in comp.records([cid]):
        held |= stems(r.text)
    return own, held


def _sort_of_another(comp: Composing, cid: str, own: set[str], held: set[str]) -> str | None:
    """The words calling the case by a sort of proceeding it is not ("the X eviction suit"), as typed."""
    from tareekh.agent.naming import _kind_text, _own

    toks = words(comp.q.text)
    for i, t in enumerate(toks):
        if t not in CASE_HEADS or t in _PAPERS:
            continue
        for w in toks[max(0, i - NEAR): i]:
            if w not in _SORTS or w in own or stem(w) in held:
                continue
            others = [c.id for c in comp.registry.list_cases() if c.id != cid]
            if any(w in _own(comp, o) or w in words(_kind_text(comp, o)) for o in others):
                continue  # a case of that sort is in the registry: which one is asked is for the other readers
            start = max(0, i - NEAR)
            while start < i and toks[start] in STOP:
                start += 1
            return " ".join(toks[start: i + 1])
    return None


def _other_party(comp: Composing, cid: str, own: set[str], held: set[str]) -> str | None:
    """"A vs B" as typed, when B names the case and A is nobody the case or the registry holds."""
    from tareekh.agent.question import NameIndex

    named = set(comp.q.case_words.get(cid, []))
    if not named:
        return None
    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index  # type: ignore[attr-defined]
    for m in _VERSUS.finditer(comp.q.text):
        left, right = words(m.group(1)), words(m.group(2))
        for this, other in ((left, right), (right, left)):
            if not set(this) & named:
                continue
            # the other party: the words next to "vs", as far as the first function word
            side = other[::-1] if other is left else other
            party: list[str] = []
            for w in side:
                if w in STOP or not w.isalpha():
                    break
                party.append(w)
            party = [w for w in party if len(w) >= 3 and w not in _BODIES]
            if party and not any(w in own or stem(w) in held or index.is_known_word(w) for w in party):
                ours = [w for w in this if w in named]
                party = party[::-1] if other is left else party
                pair = (party, ours) if other is left else (ours, party)
                return f"{' '.join(pair[0])} vs {' '.join(pair[1])}"
    return None


def contradicted(comp: Composing) -> str | None:
    """The name as typed of a case the question calls by a sort or a party that the one case it names is not
    (module doc); None when what it says can be true of that case."""
    q = comp.q
    if len(q.cases) != 1 or q.all_cases or q.unknown_case:
        return None
    cid = q.cases[0]
    if comp.card(cid) is None:
        return None
    own, held = _case_words(comp, cid)
    said = [s for s in (_sort_of_another(comp, cid, own, held), _other_party(comp, cid, own, held)) if s]
    if not said:
        return None
    return " - ".join(said)
