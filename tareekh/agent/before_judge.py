"""The matters listed before a judge or a court, asked as work pending there.

"What do I have pending before <judge>?", "<judge> ke yahan mera kya pending hai?", "<court>-il enthokke pending?":
no matter is named, a judge or court is, and what is asked is not what to prepare for that judge (their ways) but
the lawyer's own matters there — each one, its next date, what it is for, and its open work. The registry knows
which judge each matter is before; a closed matter has nothing pending.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.possessives import POSSESSIVES, YOURS
from tareekh.agent.tongues import LANGUAGES, role

# asked what is pending or listed there, or which matters (not what to do or keep in mind before the judge, which is
# their ways): English pending/listed/matters/cases; Hindi-Urdu baaki, mamle, lambit; Marathi-Konkani baaki, shillak,
# pralambit; Gujarati-Punjabi baaki, bakaya; Bengali-Assamese-Odia baki, mamla; Tamil-Malayalam niluvai, baakki;
# Telugu-Kannada baaki, bakki; Nepali baaki; and in their scripts
_PENDING_THERE = re.compile(
    r"\bpending\b|\blisted\b|\bmatters?\b|\bcases?\b|\bba+k+i\b|\bbakaya\b|\bshillak\b|\bmam(?:a)?l[aei]\w*|"
    r"\blambit\b|\bpralambit\b|\bniluvai\w*|\bkes(?:es|ulu|gal|galu)?\b|"
    r"बाकी|बाक़ी|लंबित|प्रलंबित|मामल|বাকি|মামলা|बाकी|બાકી|ਬਾਕੀ|ਬਕਾਇਆ|ବାକି|நிலுவை|పెండింగ్|ಬಾಕಿ|ബാക്കി", re.I)


# which of the lawyer's matters, asked of a judge's court ("<judge> ki court me mera kaunsa matter hai", "which cases
# do I have before <judge>", "<judge> kade majhe konte case"): a word for "which" or "my" of English, Hindi-Urdu,
# Marathi, Gujarati, Bengali-Assamese, Punjabi just before a word for matters (one word may come between)
_WHICH_MATTERS = re.compile(
    r"\b(?:which|what|my|mine|kaun\s*(?:sa|se|si)?|kaunsa|kaunse|kaunsi|kya\s+kya|mera|mere|meri|hamara|hamare|"
    r"kon(?:ta|te|ti|sa|se|si)|maza|majha|maze|majhe|mazi|majhi|maro|mara|mari|kayo|kaya|kon|amar|amader|mor|moor|mhara|mhare|"
    r"mera|saadda|sade|ente|ende|ennude|enadhu|ennoda|naa|nanna|mhaje|amche|mora)\s+(?:\w+\s+)?(?:matters?|cases?|mam(?:a)?l[aei]\w*|muqadd?am\w*|mukadd?am\w*|khatl\w*|"
    r"kes(?:es|ulu|gal|galu)?)\b|"
    # "any case of mine", "matters of ours": English's possessive after the word for matters
    r"\b(?:matters?|cases?)\s+of\s+(?:mine|ours)\b|"
    # "which ones" doubled after the word for matters (Bengali, Sylheti, Assamese, Hindi): "matter amar kon kon ta",
    # "case kaun kaun se"
    # (not "<matter> case me kaun kaun kagaz": "in the case, which papers" asks a thing of that one matter)
    r"\b(?:matters?|cases?|mam(?:a)?l[aei]\w*|mokodd?om\w*)\s+"
    r"(?:(?!(?:me|mein|mei|mai|main|ma|madhe|mathe|mo|te|la|lo|il|ku|e)\b)\w+\s+)?(kun|kon|kaun|kounsa)\s+\1\b|"
    # "what of ours is there" with no word for matters ("<judge> ke saamne kya hai hamara", Kannada "<judge> munde
    # enide namdu", "namdu enu ide"): "what (is there)" beside "ours/mine", in either order
    r"\b(?:what|kya|enide|yenide|enu\s+ide)\s+(?:is\s+|hai\s+)?(?:ours|mine|hamara|hamare|mera|mere|namdu|nammadu|"
    r"nandu|nannadu)\b|\b(?:ours|mine|hamara|hamare|mera|mere|namdu|nammadu|nandu|nannadu)\s+(?:kya\s+hai|enide|"
    r"yenide|enu\s+ide)\b", re.I)


# a stage that says the matter is over, as the registry writes it first ("disposed - …", "dismissed on …")
_OVER = re.compile(r"\s*(?:disposed|closed|dismissed|decreed|withdrawn|decided|compromised|settled|abated)\b", re.I)


def which_matters_asked(text: str) -> bool:
    """The lawyer's matters there are asked by "which" or "my" ("kaunsa matter", "my cases"), not the judge's ways;
    or by "what" beside any language's "my" or "our" ("<judge> ni court ma aapnu shu che?", "<court> lo mana case
    enti?": what of ours is there)."""
    return bool(_WHICH_MATTERS.search(text)) or (ours_said(text) and (_what_asked(text) or _which_asked(text))) \
        or (_which_beside_matters(text) and not yours_said(text))


# "my" of Hindi-Urdu and Bengali-Assamese that is also a given name ("Mera", "Amar"): the possessives' table leaves
# them out so that a name the registry lacks is said back; asked of a judge's or forum's court, they are "my"
_OURS_NAMED = frozenset("mera amar".split())


def ours_said(text: str) -> bool:
    """A word for "my" or "our" of any language the tables hold (agent/possessives.py), not one for "your"."""
    return any((w in POSSESSIVES or w in _OURS_NAMED) and w not in YOURS for w in re.findall(r"[a-z]+", text.lower()))


def yours_said(text: str) -> bool:
    """A word for "your" of any language the tables hold ("tuhada case kehda": another's matters, not the lawyer's)."""
    return any(w in YOURS for w in re.findall(r"[a-z]+", text.lower()))


def _what_asked(text: str) -> bool:
    """A word for "what" of any language the tables hold (agent/tongues.py), English's too."""
    return any(w in _WHAT_WORDS for w in re.findall(r"[^\W\d_]+", text.lower()))


_WHAT_WORDS = frozenset({"what"}) | frozenset(
    w for table in LANGUAGES.values() for r in ("what", "what_is") for w in table.get(r, "").split())


def _which_asked(text: str) -> bool:
    """A word for "which" of any language the tables hold ("yavdu", "ethu", "kon", "konta"), English's too."""
    return any(w in _WHICH_WORDS for w in re.findall(r"[^\W\d_]+", text.lower()))


# (and the "which one" the tables keep only as a linking word or under a neighbour's role: Telugu edi/yedi/evi,
# Tamil ethu/edhu, Bengali kon — Marathi's "who")
_WHICH_WORDS = frozenset({"which"}) | frozenset("edi yedi evi yevi ethu edhu kon".split()) | frozenset(
    w for table in LANGUAGES.values() for r in ("which", "which_f", "which_pl") for w in table.get(r, "").split())

# a word for matters or cases as the languages write it (English, Hindi-Urdu, Bengali, Dravidian plurals)
_MATTER_WORD = re.compile(r"^(?:matters?|cases?|mam(?:a)?l[aei]\w*|muqadd?am\w*|mukadd?am\w*|kes(?:es|ulu|gal|galu)?|"
                          r"vazhakk?\w*|prakaran\w*)$")


def _which_beside_matters(text: str) -> bool:
    """"which" of any language just before a word for matters, one word between at most ("yavdu case", "kaunsa wala
    case"), or just after it closing the question ("case ethu?", "matter konta achhi?", "case kehda hai?"): which
    matters are there, whatever order the language puts the two in. A "which" after it that a noun follows asks
    which of that thing ("case ki kon tarikh", "matter kon din", "case kaun sa judge")."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    for i, w in enumerate(words):
        if not _MATTER_WORD.match(w):
            continue
        if any(v in _WHICH_WORDS for v in words[max(0, i - 2):i]):
            return True
        after = words[i + 1:i + 3]
        for k, v in enumerate(after):
            if v in _WHICH_WORDS and all(_closing(x) for x in words[i + 2 + k:]):
                return True
    return False


# the roles of the words that may close a question after its "which" ("… ethu und?", "… kehda hai?", "… konta
# achhi?"): an auxiliary, a linking word, a pronoun, a word for "which" doubled
_CLOSING_ROLES = frozenset("is was was_f were will_be link function pronoun which which_f which_pl".split())


def _closing(word: str) -> bool:
    return word in _WHICH_WORDS or role(word) in _CLOSING_ROLES


def asks_matters_there(text: str) -> bool:
    """The question asks what is pending or listed before the judge, or which matters — not what to do there."""
    return bool(_PENDING_THERE.search(text))


def stage_over(stage: str) -> bool:
    """The registry's stage of a matter says it is over ("disposed - dismissed on 20.07.2026", "decreed")."""
    return bool(_OVER.match(stage or ""))


def matters_before(comp: Any, judge_ids: list[str]) -> list[str]:
    """The open matters the registry lists before any of `judge_ids`, the nearest next date first."""
    wanted = set(judge_ids)
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no matters
        return []
    found = [c for c in cases if getattr(c, "judge_id", None) in wanted and getattr(c, "status", "open") != "closed"]
    found.sort(key=lambda c: (not c.next_date or c.next_date < comp.today, c.next_date or "", c.id))
    return [c.id for c in found]


def matters_against(comp: Any, counsel_ids: list[str]) -> list[str]:
    """The open matters in which the registry writes any of `counsel_ids` as the other side's counsel, the nearest
    next date first: "what is pending in my matters against <counsel>?" asks of these, whatever is listed today."""
    wanted = set(counsel_ids)
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no matters
        return []
    found = [c for c in cases if getattr(c, "counsel_id", None) in wanted and getattr(c, "status", "open") != "closed"]
    found.sort(key=lambda c: (not c.next_date or c.next_date < comp.today, c.next_date or "", c.id))
    return [c.id for c in found]


def counsel_phrase(comp: Any, counsel_id: str) -> str:
    """"against <counsel's name>", as the registry writes the name."""
    try:
        return "against " + comp.registry.get_counsel(counsel_id).name
    except Exception:  # noqa: BLE001 - a counsel the registry lost
        return "against that counsel"


def _whose(comp: Any, card: Any) -> str:
    """" (client: <name>)" when the matter's label does not already name its client: the lawyer tells the matters
    before a judge apart by whose they are."""
    client = getattr(card, "client", None) if card is not None else None
    name = re.split(r"[,(]", getattr(client, "name", "") or "")[0].strip()
    if not name:
        return ""
    label = comp.label(card.case.id).lower()
    words = [w for w in re.findall(r"[a-z]{3,}", name.lower()) if w not in ("smt", "shri", "sri", "and", "ors")]
    return "" if not words or any(w in label for w in words) else f" (client: {name})"


def before_judge_pending(comp: Any, cases: list[str], pending_of: Any, where: str | None = None) -> Any:
    """The answer: how many matters are before the judge (or `where` says, "against <counsel>"), each with its next
    date first, then each one's work."""
    from tareekh.agent.draft import Draft, number_word
    from tareekh.agent.layout import human_date

    card = comp.card(cases[0])
    judge = getattr(card, "judge", None) if card is not None else None
    who = (judge.short or judge.name) if judge is not None else "that judge"
    where = where or f"before {who}"
    heads, over = [], []
    for cid in cases:
        c = comp.card(cid)
        nd = c.case.next_date if c is not None and comp.register_current else None
        stage = (c.case.stage or "") if c is not None and comp.register_current else ""
        if nd and nd >= comp.today:
            heads.append(f"{comp.label(cid)}{_whose(comp, c)}, next date {human_date(nd)}"
                         + (f", for {stage}" if stage and len(stage) <= 60 else ""))
        elif stage_over(stage):  # a disposed matter is no longer pending there: said, and given no work
            over.append(f"{comp.label(cid)} ({stage})")
        else:
            heads.append(comp.label(cid))
    live = [cid for cid in cases if not any(o.startswith(comp.label(cid) + " (") for o in over)]
    n = len(live)
    head = f"{number_word(n)} matter{'s' if n != 1 else ''} of yours {where}" + (": " + "; ".join(heads) if heads else "") + "."
    if over:
        head += " No longer pending there: " + "; ".join(over) + "."
    parts, lines = [head], []
    for cid in live:
        first, more = pending_of(cid)
        parts.append(first)
        lines += more
    return Draft(" ".join(parts), lines)
