"""A counsel named as such ("adv X ka koi matter?", "advocate X with us anywhere?") whom the registry does not hold.

A counsel is a person, not a case: the words after "adv" are their name, and what follows it ("ka koi matter",
"with us anywhere") asks which of the lawyer's matters they are in. When neither the registry's counsel nor any
record names them, the answer says so plainly ("Nothing in your notes on X: no record … names them, and no
counsel of that name is in your registry"), never "no case called 'adv X …'" and never another counsel's
matters. When the notes do name them, the question is asked of the matters whose records do.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.habit_asked import starts_every_time
from tareekh.agent.lexicon import stem, stems
from tareekh.agent.question import STOP, TOPIC_WORDS, tokens
from tareekh.registry.aliases import GENERIC, KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the words a lawyer writes before a counsel's name, in English and the Indian languages' own loans
_MARKER = r"(?:adv|advocate|vakil|vakeel|vakeelu|vakkil|adhivakta)"
# what follows "advocate" in the law and is no one's name: "Advocate General", "advocate commissioner", "advocate fees"
_OFFICES = frozenset("general commissioner commissioners fee fees clerk clerks office chamber chambers welfare act "
                     "protection association associations council record on sahab sir ji madam".split())
_NAMED = re.compile(rf"\b{_MARKER}\.?\s+([A-Za-z][\w'’-]{{2,}})", re.I)


def registry_words(comp: Composing, *, short: bool = False) -> set[str]:
    """Every word of every name the registry holds: cases' titles, short names, aliases and parties, and people
    (with the short names judges are called by, when `short`)."""
    reg = comp.registry
    names: list[str] = []
    for getter in ("counsel", "judges", "clients"):
        try:
            names += [f"{getattr(p, 'name', '') or ''} {(getattr(p, 'short', '') or '') if short else ''}"
                      for p in getattr(reg, getter)()]
        except Exception:  # noqa: BLE001 - no registry, no names
            continue
    try:
        for c in reg.list_cases():
            names += [c.short_name or "", c.title or "", *(c.aliases or []), *[p.name for p in c.parties]]
    except Exception:  # noqa: BLE001
        pass
    return {w for n in names for w in tokens(n)}


def counsel_asked(comp: Composing) -> str | None:
    """The name as typed of a counsel the question names with "adv"/"advocate" and the registry does not hold."""
    q = comp.q
    if q.counsel or q.judges:
        return None
    m = _NAMED.search(q.text)
    if m is None:
        return None
    name = m.group(1)
    low = name.lower()
    if starts_every_time(q.text, m.start(1)):
        return None  # "sarkari vakil dar vakhte …": "every time" of the question's language, no one's name
    if low in STOP or low in _OFFICES or low in GENERIC or low in KIND_WORDS or low in TOPIC_WORDS:
        return None
    from tareekh.agent.framing import _practice_words

    in_registry = low in registry_words(comp)
    if in_registry or _practice_words(comp).records.get(low):
        whole = _with_new_surname(comp, name, q.text[m.end(1):])
        if whole is not None or in_registry:
            return whole
    return name


def _with_new_surname(comp: Composing, given: str, rest: str) -> str | None:
    """'<given> <surname>' when the word after a given name someone of the practice holds is a surname nobody
    holds and no record writes the two together: "advocate <a party's given name> <new surname>" asks of another
    person of that given name (given names are shared by many people of a region), never of the party."""
    from tareekh.agent.framing import _practice_words
    from tareekh.agent.role_named import _no_name
    from tareekh.agent.spelling import variants

    # (a case ending hyphened to the surname, "<surname>-nte", "<surname>-ka", is no part of it)
    nxt = re.match(r"\s+([A-Za-z][A-Za-z'’]{3,})(?![A-Za-z'’])", rest)
    if nxt is None:
        return None
    word = nxt.group(1)
    low = word.lower()
    if low in _OFFICES or _no_name(low):  # (a surname may be a dictionary's word too: no is_english here)
        return None
    held = registry_words(comp)
    written = _practice_words(comp).records
    if low in held or written.get(low) or variants(low, held | set(written)) != {low}:
        return None  # a word the practice holds (or a near spelling of one): the held person, asked of in full
    both = re.compile(rf"\b{re.escape(given)}\W+{re.escape(word)}\b", re.I)
    if any(both.search(r.text) for r in comp.records(None)):
        return None
    return f"{given[:1].upper()}{given[1:]} {word[:1].upper()}{word[1:]}"


def _writes_name(low: str, text: str) -> bool:
    """A record writes the name: a word of its stem that is a form of it ("<name>'s"), never a shorter word it
    only begins with (the title "Thiru." of a Tamil name, "Sri", "Shree")."""
    from tareekh.agent.lexicon import same_word, words

    want = stem(low)
    if want not in stems(text):
        return False
    return any(stem(w) == want and same_word(low, w) and len(w) >= len(low) - _ENDING for w in words(text))


_ENDING = 3  # letters an ending or a slip takes from a name: a title "Thiru" is no form of a name it begins


def unregistered_counsel(comp: Composing) -> Draft | None:
    """'No counsel called X …' when no record names them either; the question narrowed to the matters whose
    records name them when some do (None then, and the answer goes on)."""
    from tareekh.agent.draft import Draft

    name = counsel_asked(comp)
    if name is None:
        return None
    if " " in name:  # a given name with a surname nobody holds (counsel_asked): no record writes the two
        holding = []
    else:
        holding = [r for r in comp.records(None) if _writes_name(name.lower(), r.text)]
    q = comp.q
    if holding:
        cases = sorted({c for r in holding for c in r.case_ids})
        if cases and q.unknown_case and name.lower() in q.unknown_case.lower():
            q.unknown_case = None
            q.cases = cases
            q.case_words = {c: [name.lower()] for c in cases}
        return None
    q.unknown_case = None
    shown = name[:1].upper() + name[1:]
    return Draft(f"Nothing in your notes on {shown}: no record, note, order sheet, document or chat names them, and "
                 "no counsel of that name is in your registry.")
