"""A counsel named by the party they appear for: "the insurance lawyer", "the bank's counsel", "<company>'s
advocate", "<initials of the party> vakil", "the other side's lawyer in <case>".

A lawyer calls the opposite counsel by their client as often as by name. The registry writes that party beside the
counsel ("X, Adv. (for <party>)", "X, Standing Counsel <body>") or as the other party of the cases the counsel is in.
A word for a lawyer (English, and every Indian language's: vakil, ukil, vakkil, vakeelu, adhivakta, pleader, in
their scripts too) right after a word of that party, or after the party's initials ("<A> <B> <C> Ltd." is "ABC"),
names that counsel: the question is asked of them. "Opposite / other side / samne wala" before the word for a
lawyer, with one case named, names that case's counsel.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.glued_genitive import owner
from tareekh.agent.plain_words import LAWYER_WORDS
from tareekh.agent.question_words import STOP, tokens

# the word for a lawyer, in English and the Indian languages (Latin letters and scripts), as a question types it
_LAWYER = frozenset("""
lawyer lawyers counsel counsels advocate advocates adv pleader vakil vakeel wakil wakeel vakeelu vakilu vakeelaru
vakilsaab vakkil vakkeel ukil okil ukeel adhivakta abhibhashak nyayavadi vakila vakil-saab vakilsahab
वकील अधिवक्ता ਵਕੀਲ વકીલ উকিল ଓକିଲ வக்கீல் வழக்கறிஞர் న్యాయవాది లాయర్ ವಕೀಲ ವಕೀಲರು വക്കീൽ وکیل
""".split()) | LAWYER_WORDS  # (their qaf spellings: "vaqeel", "uqil")
# what stands between a party and the word for their lawyer: the possessive of each language ("bank's", "bank ka",
# "banker", "bankacha", "bank no", "bank da", "bankinte", "bank oda", "bank yokka", "bankar")
_LINK = frozenset("""s ka ki ke kaa er r der no ni nu na da di de cha chi che chya chyaa cho inte nte ude yokka oda
udaya ge ra ro in a side taraf paksh paksha pakshe wala wale wali vala vale vali""".split())
# "the other side's lawyer", "opposite counsel", "samne wala vakil", "dusri party ka vakil", "apara paksha vakil"
_OTHER = frozenset("""opposite opp other otherside oppn samne saamne samnewala dusri dusre doosri doosre virodhi
biruddha birodhi edirthu ethir ethirthu edhiri apara para""".split())
# the word for a body after its name ("<name> company", "<name> bank", "<name> department"): the name is the party
_BODY = frozenset("company co corporation corp department dept authority board society bank ltd limited office "
                  "municipality council kampani kompani vibhag vibhaag".split())
# words that say which counsel, not whose: our own side, a post, a title
_NOT_A_PARTY = frozenset("""our my your their his her the a an this that same new old senior junior ld learned
sr jr govt government state public special standing addl additional""".split())


def _initials(name: str) -> set[str]:
    """The initials a lawyer calls a body by: "National Insurance Co. Ltd." is "nicl" and "nic"; each run of
    capitalised words split at "&", "and", "vs", commas."""
    out: set[str] = set()
    for part in re.split(r"&|\band\b|\bvs?\.?\b|\bversus\b|,|\(|\)", name):
        caps = re.findall(r"\b([A-Z])[A-Za-z]*\.?", part)
        words = re.findall(r"\b[A-Z][A-Za-z]*", part)
        if len(caps) < 2:
            continue
        out.add("".join(caps).lower())
        tail = [w for w in words if w.lower() not in ("ltd", "limited", "pvt", "private", "llp", "inc")]
        if 2 <= len(tail) < len(words):
            out.add("".join(w[0] for w in tail).lower())
    return out


def _party_words(registry: Any, index: Any) -> dict[str, set[str]]:
    """Counsel id -> the words and initials of the parties they appear for: the bracket or post beside their name,
    and the parties of their cases that are not the lawyer's own client."""
    out: dict[str, set[str]] = {}
    try:
        people = list(registry.counsel())
    except Exception:  # noqa: BLE001 - no registry, no counsel
        return out
    clients: dict[str, set[str]] = {}
    try:
        for cl in registry.clients():
            clients[cl.id] = set(tokens(cl.name))
    except Exception:  # noqa: BLE001
        pass
    for person in people:
        # (the chamber's bracket too: "<city> (panel counsel, <insurer>)" says whom the counsel appears for)
        chamber = getattr(person, "chamber", None) or ""
        said = " ".join(re.findall(r"\(([^)]*)\)", person.name + " " + chamber)) + " " + person.name.partition(",")[2]
        words = set(tokens(said)) | _initials(said)
        for cid, case in index.cases.items():
            if case.counsel_id != person.id:
                continue
            own = clients.get(case.client_id or "", set())
            side = (case.side or "").lower()[:5]
            for p in case.parties:
                if set(tokens(p.name)) & own or (side and (p.role or "").lower()[:5] == side):
                    continue  # the lawyer's own client, or a party on the lawyer's side
                words |= set(tokens(p.name)) | _initials(p.name)
        out[person.id] = {w for w in words if len(w) >= 2 and w not in STOP and w not in _NOT_A_PARTY
                          and w not in _LAWYER and not w.isdigit()}
    return out


def counsel_by_party(q_tokens: list[str], index: Any, registry: Any, cases: list[str]) -> list[str]:
    """The counsel the question names by their party ("insurance lawyer", "<initials> counsel"), or as the other
    side's counsel of the one case named; [] when none or when the words fit no one counsel."""
    found: list[str] = []
    words_of: dict[str, set[str]] | None = None
    for i, t in enumerate(q_tokens):
        if t not in _LAWYER:
            continue
        before: list[str] = []
        j = i - 1
        while j >= 0 and len(before) < 2:
            if q_tokens[j] in _LINK:
                j -= 1
                continue
            before.append(q_tokens[j])
            j -= 1
        if not before:
            continue
        if before[0] in _OTHER or (len(before) > 1 and before[1] in _OTHER and before[0] in ("side", "party", "paksh",
                                                                                             "taraf", "paksha")):
            if len(cases) == 1:
                case = index.cases.get(cases[0])
                if case is not None and case.counsel_id and case.counsel_id not in found:
                    found.append(case.counsel_id)
            continue
        if words_of is None:
            words_of = _party_words(registry, index)
        hits = [cid for cid, ws in words_of.items() if before[0] in ws]
        if not hits:  # "<party>inte vakkeel", "<party>oda lawyer", "<party>er ukil": the ending glued to the party
            every = set().union(*words_of.values()) if words_of else set()
            stem = owner(before[0], lambda w: w in every)
            hits = [cid for cid, ws in words_of.items() if stem in ws] if stem else []
        if not hits and len(before) > 1 and before[0] in _BODY:
            hits = [cid for cid, ws in words_of.items() if before[1] in ws]  # "insurance company ka vakil"
        if cases and len(hits) > 1:
            named = {index.cases[c].counsel_id for c in cases if c in index.cases}
            hits = [h for h in hits if h in named] or hits
        if len(hits) == 1 and hits[0] not in found:
            found.append(hits[0])
    return found


def names_a_party(word: str, registry: Any, index: Any) -> bool:
    """The word is a party (a word or the initials of one) that one of the registry's counsel appears for:
    "<party initials> vakil", "<party>inte vakkeel" names that counsel, no unknown person."""
    every = set().union(*_party_words(registry, index).values())
    return word in every or owner(word, lambda w: w in every) is not None


def counsel_of_side_named(q_tokens: list[str], index: Any, registry: Any, cases: list[str],
                          case_words: set[str]) -> list[str]:
    """The counsel of the other side a question names by its party alone, with no word for a lawyer ("<case>
    me insurance ka har baar …", "the bank every date …"): a word of the parties one counsel of the named cases
    appears for, not a word that named the case. Asked that side's ways, the side's counsel stands for it; [] when
    no case is named or the word fits no one counsel of them."""
    if not cases:
        return []
    named = {index.cases[c].counsel_id for c in cases if c in index.cases and index.cases[c].counsel_id}
    if not named:
        return []
    words_of = {cid: ws for cid, ws in _party_words(registry, index).items() if cid in named}
    found: list[str] = []
    for t in q_tokens:
        if t in case_words or t in STOP or t in _NOT_A_PARTY or len(t) < 3:
            continue
        hits = [cid for cid, ws in words_of.items() if t in ws]
        if len(hits) == 1 and hits[0] not in found:
            found.append(hits[0])
    return found if len(found) == 1 else []
