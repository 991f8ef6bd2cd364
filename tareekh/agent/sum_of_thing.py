"""How much a thing of the matter was for — "cheque kitne ka tha?", "the loan amount?", "interim compensation
kitni?" — read where the records write the thing with its sum ("The cheque of Rs. 3,75,000/-", "Cheque No. 004417
Dated 10-09-2025 Amount Rs. 3,75,000/-", "interim compensation 20% = Rs 75,000"), even when the thing's word is
also the case's own name ("the cheque case"): the sum most records give it answers, with the record that states it.

Several things asked at once ("cheque kitne ka? aur compensation kitni?") are each answered. A word of the question
no record of the matter holds (a language's "how much" or "of money" the rules do not read) is no thing asked.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.question import CASE_HEADS, STOP
from tareekh.events.costs_words import COSTS as COSTS_WORDS
from tareekh.agent.tongues import role
from tareekh.agent.matter_records import matter_records
from tareekh.agent.rate_beside import rate_beside
from tareekh.agent.sum_clause import sum_clause_end
from tareekh.agent.why_asked import _WHY
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the parts of a question asking several sums: "?", ",", and the word "and" of the languages
_PARTS = re.compile(r"[?;,]|\b(?:and|aur|ani|ane|ar|aar|o|mattu|mariyu|um|kuda|ebong|evam|ate)\b", re.I)
# words that ask, or name the money itself, never the thing it is the sum of
_ASKING = frozenset("""how much many what amount amounts sum sums value rs rupees rupaye rupee money paisa paise total
kitna kitni kitne kitla kitli kitlo was were is tha thi the hai case matter""".split())
# the words that ask "how much" (the pivot's Hinglish and English): a word for the money or the matter before a head
# ("money suit", "the suit", "paisa wala case") is the matter's name, not a "how much" asked of it
_HOW_MUCH_WORDS = frozenset("how much many kitna kitni kitne kitla kitli kitlo".split())
# the case-head words after a thing that make it the matter's name ("cheque case", "loan matter"), not the thing
_CASE_AFTER = re.compile(r"\s*(?:case|matter|complaint|suit|petition|appeal|file|wala|wali|vala)\b", re.I)
# between a thing and its sum: no other clause ("<name> cheque case: bail bond Rs 10,000" is the bond's)
_BREAK = re.compile(r"[;:]|\.\s+[A-Z]|\n\s*\n|\s[-–]\s")
# "how much", as the pivot's Hinglish writes every language's ("kiti", "evlo", "ketla": "kitni") and in English
_HOW_MUCH = re.compile(r"\bkitn[aei]\b|\bhow\s+much\b", re.I)
# a word that asks (how, when, what, which), in the pivot's Hinglish and in English
_ASKS = re.compile(r"\b(?:kaise|kab|kya|kaun\w*|kahan|kyon|how|when|what|which|where|why)\b", re.I)
_NEAR = 70  # characters from the thing's word to its sum
# the ergative's marks written as a word of their own after the doer: Hindi, Urdu and Punjabi "ne", Marathi "ne",
# "nni" (Gujarati's "-e" and Bengali's "-e" are written on to the word, and leave it no thing of its own)
_AGENT_MARKS = frozenset("ne nay nni".split())
# a sum prayed for, claimed, offered or demanded: not what the thing was
_ASKED_FOR = re.compile(r"\b(?:pray\w*|claim\w*|sought|seek\w*|demand\w*|offer\w*|ask\w*|maang\w*)\b", re.I)


def _reach(text: str, end: int) -> int:
    """The end of a window of the text, moved past the figure it would cut ("Amt Rs. 1,85|,500/-" is 1,85,500)."""
    if 0 < end < len(text) and (text[end - 1].isdigit() or (end > 1 and text[end - 1] in ",." and text[end - 2].isdigit())):
        end += len(re.match(r"(?:\d|[,.](?=\d))*", text[end:]).group())
    return end


_OF = frozenset("ka ki ke ko er ra da di de cha chi che no ni nu".split())


def _asked_before(before: list[str]) -> bool:
    """True when the words before a head are "how much", then at most the rupee and "of" ("kitni rupaye", "kitne ka")."""
    while before and (before[-1] in _OF or before[-1] in ("rupaye", "rupees", "rs")):
        before = before[:-1]
    return bool(before) and before[-1] in ("kitna", "kitni", "kitne", "how", "much")


def _things(part: str, case_words: set[str], held: str) -> list[str]:
    raw = re.findall(r"[a-z][a-z0-9]+", part.lower())
    # a word for a kind of matter right before the "how much" is the thing asked ("the claim, how much?"), not the
    # matter's name ("the claim case")
    asked_head = {w for w, nxt in zip(raw, raw[1:]) if w in CASE_HEADS and nxt in _ASKING and nxt not in CASE_HEADS}
    # and so is one right after the "how much" and its unit or "of", as the eastern and southern languages put it
    # ("koto takar claim", pivoted "kitni rupaye claim"; "kitne rupaye ka claim", "evvalavu rubai claim")
    asked_head |= {w for i, w in enumerate(raw) if w in _VALUED_HEADS and w in CASE_HEADS and i > 0
                   and _asked_before(raw[max(0, i - 3):i])}
    # … or the matter's word after the "how much" and its "of" ("kitne ka dawa", "ketla no davo", "how much claim")
    asked_head |= {w for i, w in enumerate(raw) if w in _VALUED_HEADS
                   and any(a in _HOW_MUCH_WORDS for a in raw[max(0, i - 2): i])}
    # the one who did what is asked, marked by the ergative ("bank ne kitne ka dawa kiya", "tyanni kiti bharle" of a plural doer):
    # the doer, not the thing
    doers = {w for w, nxt in zip(raw, raw[1:]) if nxt in _AGENT_MARKS}
    words = [w for w in raw
             if w not in STOP and w not in _ASKING and w not in case_words and (w not in CASE_HEADS or w in asked_head)
             and not role(w) and len(w) >= 3]
    # a word for the matter itself asked "how much" ("suit kitne ka", "dava ketla no") is asked though no record
    # writes it: the matter's value (_matter_value)
    things = [w for w in words if re.search(rf"\b{re.escape(w)}", held) or w in asked_head]
    # (a doer is the thing only when nothing else the records write is asked: "<expert> ne kitna assess kiya" asks
    # the expert's figure, "bank ne kitne ka dawa" the claim)
    return [w for w in things if w not in doers] or things


def _sums_of(thing: list[str], rec: RecordRef) -> list[tuple[float, str]]:
    """(sum, the words around it) wherever the record writes the thing's words and a sum right after them."""
    return _sums_in(thing, rec.text)


def _sums_in(thing: list[str], text: str) -> list[tuple[float, str]]:
    """(sum, the words around it) wherever the text writes the thing's words and a sum right after them."""
    sought = any(_ASKED_FOR.fullmatch(w) for w in thing)  # "the claim asked": the sum claimed is the thing's own
    phrase = r"\W+(?:\w+\W+){0,1}".join(re.escape(w) for w in thing)
    out = []
    for m in re.finditer(rf"\b{phrase}\w*", text, re.I):
        if _CASE_AFTER.match(text[m.end():]):
            continue  # the matter's name, not the thing
        before = text[max(0, m.start() - 50): m.start()]
        before = re.split(r"[.;:\n]", before)[-1]
        if _ASKED_FOR.search(before) and not sought:
            continue  # "the petitioner prays for maintenance of Rs. 40,000": a sum sought, not the thing's own
        window = text[m.end(): _reach(text, m.end() + _NEAR)]
        cut = _BREAK.search(window)
        window = window[: cut.start()] if cut else window
        found = amounts(window)
        if found:
            a = found[0]
            # (with the sum's own bracket: "Rs. 3,16,450 (= 2,86,450 + 20,000 + 10,000)", agent/sum_clause.py)
            out.append((a.value, clean(text[m.start(): sum_clause_end(text, m.end() + a.end)], 200)))
    return out


# the words for a matter that has a value of its own (a suit's, a claim's, a complaint's), in the languages' Latin
# spellings; not a bail (its bond is asked), a writ, a revision or an application
_VALUED_HEADS = frozenset("suit claim case matter complaint petition dava daava davo dawa daawa dawo mukadma mukadme muqadma muqadme "
                          "mamla mamle maamla maamle mamala mukaddma mukaddama khatla khatala mokoddoma mokaddoma "
                          "mokoddama mokadama vazhakku valakku vazakku vyajyam vyaajyam prakarana prakaranam kes kesu "
                          "keshu".split())
# a sum claimed, recovered or prayed for: the matter's own value ("suit for recovery of Rs. 8,00,000", "claim of
# Rs 5 lakh", "prayed for Rs ...", "valued at", "dava Rs ...")
_VALUE_WORDS = re.compile(r"\b(?:recover\w*|claim\w*|pray\w*|sought|suit\s+(?:for|of)|filed\s+for|valued|valuation|plaint|decree\s+for|"
                          r"dava|daava|davo|dawa|daawa)\b|वसूली|दावा|দাবি|દાવો|ਦਾਅਵਾ|ଦାବି|கோரிக்கை|క్లెయిమ్|ಕ್ಲೈಮ್|ക്ലെയിം",
                          re.I)


def _matter_value(comp: Composing, cid: str, recs: list) -> tuple[float, object] | None:
    """The matter's own value: (sum, [(record, words)]) of the sum most records write as claimed, recovered or prayed
    for (the earliest first), else (sum, the registry's description) when the registry's description of the matter
    gives one sum; None when neither does."""
    votes: dict[float, list[tuple[RecordRef, str]]] = defaultdict(list)
    for rec in sorted(recs, key=lambda r: r.date or ""):
        for m in _VALUE_WORDS.finditer(rec.text):
            window = rec.text[m.start(): _reach(rec.text, m.end() + _NEAR)]
            cut = _BREAK.search(window, m.end() - m.start())
            window = window[: cut.start()] if cut else window
            found = amounts(window)
            if found and COSTS_WORDS.search(window[: found[0].start]):
                continue  # "prayer allowed subject to costs of Rs. 1,000": the price of a day, not the matter's value
            if found and not any(r is rec for r, _ in votes[found[0].value]):
                # "RECOVERY OF RS. 22,76,800/- (Principal Rs. 18,64,500 + interest …)": the claim with its parts
                said = rec.text[m.start(): sum_clause_end(rec.text, m.start() + found[0].end)]
                votes[found[0].value].append((rec, clean(said, 200)))
    if votes:
        value = max(votes, key=lambda v: (len(votes[v]), -min(i for i, r in enumerate(recs) if any(r is x for x, _ in votes[v]))))
        return value, votes[value]
    card = comp.card(cid)
    case = getattr(card, "case", None)
    said = " ".join(filter(None, (getattr(case, "nature", None), getattr(case, "title", None))))
    # only a sum the description writes as recovered or claimed ("recovery of Rs. …", "death claim Rs. …"): "execution
    # of the award (Rs. …)" or "cheque for Rs. …" is another sum than the matter's own value
    valued = []
    for m in _VALUE_WORDS.finditer(said):
        window = said[m.start(): _reach(said, m.end() + _NEAR)]
        cut = _BREAK.search(window, m.end() - m.start())
        window = window[: cut.start()] if cut else window
        valued += [a.value for a in amounts(window)[:1]]
    sums = list(dict.fromkeys(valued))
    if len(sums) == 1:
        return sums[0], clean(getattr(case, "nature", None) or said, 160)
    return None


def _registry_sum(comp: Composing, cid: str, thing: list[str]) -> tuple[float, str] | None:
    """(sum, the registry's description) when the registry's description of the matter writes the thing with one sum
    ("complaint u/s 138, cheque of Rs. 4,85,000 dishonoured"): the papers that state it may be in review, or not
    typed in yet, and the lawyer wrote the sum when adding the case."""
    case = getattr(comp.card(cid), "case", None)
    stated = [(value, said) for said in filter(None, (getattr(case, "nature", None), getattr(case, "title", None)))
              for value, _ in _sums_in(thing, said)]
    if len({value for value, _ in stated}) != 1:
        return None
    return stated[0][0], clean(stated[0][1], 160)


def sum_of_thing(comp: Composing) -> Draft | None:
    """'Cheque kitne ka tha?': the sum the records write beside the thing; None unless every thing asked has one."""
    from tareekh.agent.draft import Draft

    q = comp.q
    scope = comp.scope()
    if q.kind != "amount" or len(scope) != 1:
        return None
    if COSTS_WORDS.search(q.text):
        return None  # costs have their own reader (orders and payments of costs, their total)
    recs = [r for r in matter_records(comp, scope[0]) if (r.date or "")[:10] <= comp.today]
    held = " ".join(r.text.lower() for r in recs)
    case_words = {w.lower() for ws in q.case_words.values() for w in ws}
    card = comp.card(scope[0])
    case = getattr(card, "case", None)
    own = {w.lower() for w in re.findall(r"[A-Za-z]+", " ".join(filter(None, (
        getattr(case, "short_name", None), getattr(case, "number", None), getattr(case, "title", None)))))}
    answers, missing = [], []
    named_thing = valued = sum_asked = False
    for part in _PARTS.split(q.text):
        things = _things(part, case_words, held)
        if not things:
            if _ASKS.search(part) or _WHY.search(part):
                return None  # "… aur paisa kaise mila?": a part asking something else, not this answer's to give
            if sum_asked and _HOW_MUCH.search(part):
                return None  # "refund kitna mila aur kitna gaya": another sum of the thing, value.py's to read
            continue
        sum_asked = sum_asked or bool(_HOW_MUCH.search(part))
        # a thing whose every word is a word of the case's own name ("the cheque" of a cheque case) is the one
        # the other readers drop with the name: only then is this reader the one to answer
        named_thing = named_thing or all(w in own for w in things)
        votes: dict[float, list[tuple[RecordRef, str]]] = defaultdict(list)
        # the thing's whole phrase first ("interim compensation"), then its last word alone ("cheque")
        for thing in (things, things[-1:]):
            for rec in recs:
                for value, said in _sums_of(thing, rec):
                    if _ASKED_FOR.search(said) and not any(_ASKED_FOR.fullmatch(w) for w in thing):
                        continue  # a sum sought, claimed or offered, not the thing's own
                    if not any(r is rec for r, _ in votes[value]):
                        votes[value].append((rec, said))
            if votes:
                break
        if not votes and all(w in _VALUED_HEADS for w in things):
            # "suit kitne ka hai?", "claim evvalavu?": the matter's own value — the sum a record writes as claimed,
            # recovered or prayed for, else the sum the registry's description of the matter gives
            value_of = _matter_value(comp, scope[0], recs)
            if value_of is not None:
                answers.append((" ".join(things), value_of[0], value_of[1]))
                named_thing = True  # the matter itself is the thing: no other reader gives its value
                valued = True
                continue
        if not votes:
            described = _registry_sum(comp, scope[0], things) or _registry_sum(comp, scope[0], things[-1:])
            if described is not None:
                answers.append((" ".join(things), described[0], described[1]))
                continue
            missing.append(" ".join(things))
            continue
        value = max(votes, key=lambda v: len(votes[v]))  # the sum most records give the thing
        answers.append((" ".join(things), value, sorted(votes[value], key=lambda x: x[0].date or "")))
    if not answers or not named_thing or (missing and len(answers) + len(missing) < 2):
        return None  # a thing asked that no record gives a sum for, asked alone: not this answer's to give
    if valued and missing:
        return None  # "suit claim entha? asalu vaddi separate": the parts it cannot read are the others' to answer
    parts, lines = [], []
    for thing, value, stated in answers:
        if isinstance(stated, str):  # the registry's description of the matter, no record to cite
            label = f"{thing}: " if len(answers) + len(missing) > 1 else ""
            parts.append(f"{label}{rupees(value)} (your registry: {stated})")
            continue
        rec, said = stated[0]
        also = f" (also {', '.join(human_date(r.date) + f' [{comp.cite(r)}]' for r, _ in stated[1:3])})" if len(stated) > 1 else ""
        label = f"{thing}: " if len(answers) + len(missing) > 1 else ""  # one thing asked: its sum first, as the others answer
        # "claim kitne ka": the rate of interest its paper asks on the same sum (agent/rate_beside.py)
        interest = rate_beside(rec, value, said)
        rate = f"; with interest: {clean(interest, 200)} [{comp.cite(rec)}]" if interest else ""
        parts.append(f"{label}{rupees(value)} — {human_date(rec.date)}, {comp.who(rec)}: {said} [{comp.cite(rec)}]{rate}{also}")
        lines += [comp.line(r, s) for r, s in stated[:3]]
    # of several things asked, one no record gives a sum for is said so, not guessed from another sum
    parts += [f"{thing}: no record of the matter writes a sum beside it" for thing in missing]
    first = "; ".join(parts)
    # read where each record writes the thing beside its sum: grounded by that, not by the question's other words
    return Draft(first[0].upper() + first[1:] + ".", lines, gathered=True)
