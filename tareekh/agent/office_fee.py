"""What was paid to an officer the court appoints — "<matter> commission nu ethra koduthu", "amin ki fees kitni di?",
"commissioner fee eshtu kottidvi?", "pleader commissioner ke hoyechhilo, fee koto?" — read from the sums the matter's
records tie to that office.

A commissioner (local, advocate, pleader, survey), an amin, a receiver, a surveyor, an arbitrator, a valuer or an
expert is paid by a party: the order fixes the fee ("Commission batta Rs. 8,000 to be deposited by the plaintiff",
"Fee of the LC is fixed at Rs. 4,000/-"), a receipt or a note says it paid ("Received … Rs. 6,000/- as
commissioner's fee", "commissioner ko 5,000 diye"). A sum answers only when its sentence names the office and its own
clause names the office or a fee (fee, batta, remuneration, charges, the fee words of the scripts); costs imposed in
a sentence that also names the commissioner are no fee of his. The answer gives each sum paid with its day and their
total, then the sum the court fixed; asked "who" too, the person appointed first.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.matter_records import matter_records
from tareekh.agent.payments import _CLAUSE, _FUTURE, _NOT, _PAID
from tareekh.agent.role_holder import _WHO, _names_for
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the officers a court appoints whom a party pays, in Latin letters and in the scripts (a qualifier before the office
# is kept for saying it back: "local commissioner", "pleader commissioner")
_OFFICE = (r"commissioner'?s?|commission|amin|ameen|receiver'?s?|surveyor'?s?|arbitrator'?s?|valuer'?s?|mediator'?s?|"
           r"kamishnar|kamisnar|कमिश्नर|कमीशन|आयुक्त|अमीन|रिसीवर|सर्वेयर|মধ্যস্থ|কমিশনার|কমিশন|আমিন|ਕਮਿਸ਼ਨਰ|ਕਮਿਸ਼ਨ|"
           r"કમિશનર|કમિશન|କମିଶନର|କମିଶନ|கமிஷனர்|கமிஷன்|ஆணையர்|కమిషనర్|కమిషన్|ಕಮಿಷನರ್|ಕಮಿಷನ್|കമ്മീഷണർ|കമ്മീഷൻ|کمشنر|کمیشن")
_OFFICE_RE = re.compile(rf"(?<![\w\u0900-\u0DFF])(?:{_OFFICE})(?![\w\u0900-\u0DFF])", re.I)
_QUALIFIED = re.compile(rf"\b(?:(?:local|advocate|pleader|court|survey|official|interim)\s+)?(?:{_OFFICE})(?!\w)", re.I)
# a record's short form of the office, counted only where the same record writes the office out ("Fee of the LC")
_SHORT = re.compile(r"\b(?:LC|AC|PC)\b")
# a fee, in the words the notes write it
_FEE = re.compile(r"(?<![\w\u0900-\u0DFF])(?:fees?|batta|bhatta|remuneration|honorarium|charges|expenses|kharch[ae]?|"
                  r"kharchi|mehnatana|faees|fis|फीस|शुल्क|बत्ता|भत्ता|पारिश्रमिक|खर्चा|खर्च|মানদেয়|ফি|ফিস|ਫੀਸ|ફી|ଫି|"
                  r"கட்டணம்|படி|ఫీజు|ಶುಲ್ಕ|ഫീസ്|ബത്ത|فیس)(?![\w\u0900-\u0DFF])", re.I)
# money of another kind, which a sentence naming the commissioner may write too
_OTHER_MONEY = re.compile(r"\b(?:costs?|compensation|fine|maintenance|rent|arrears|damages|bond|surety|cheque)\b|"
                          r"व्यय|हर्जा|जुर्माना", re.I)
# a sum not yet paid: fixed by the order, to be paid or deposited, payable
_TO_PAY = re.compile(r"\bto\s+be\b|\bpayable\b|\bfixed\b|\bshall\b|\bwill\b|\bto\s+deposit\b|\bdirected\b", re.I)
_RECEIPT = re.compile(r"^\W*(?:money\s+)?receipt\b|\breceived\s+(?:with\s+thanks\s+)?(?:from|of)\b", re.I)
# the person who signed a receipt: the one paid
_SIGNED = re.compile(r"\b(?i:sd|signed)\s*/?\s*-?\s*:?\s*(?:(?i:sri|shri|sh|smt|adv|dr)\.?\s+)?"
                     r"([A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z]+){1,2})")
_APPOINTED = re.compile(r"\b(?:appointed|appoint|niyukt\w*|nominated|deputed)\b|नियुक्त|নিযুক্ত|ਨਿਯੁਕਤ|નિયુક્ત|ନିଯୁକ୍ତ|"
                        r"நியமி\w*|నియమి\w*|ನೇಮ\w*|നിയമി\w*", re.I)
# a fee word or paying word of a clause said back beside its sum ("commission batta", "surveyor's fee")
_LABEL = re.compile(rf"(?:[\w']+\s+)?(?:{_FEE.pattern})", re.I)
_LABEL_SKIP = frozenset("being towards as of the a an for by and with his her their its".split())


# "who" as Bengali and Assamese ask it, before the verb of being ("pleader commissioner ke hoyechhilo?", "ke chhilen?")
_WHO_BEFORE_BEING = re.compile(r"\bke\s+(?:hoy\w*|hol\w*|chhil\w*|chil\w*|ach\w*|hob\w*|asil\w*|aasil\w*|ase)\b", re.I)


def _who_asked(*texts: str) -> bool:
    return any(_WHO.search(t) or _WHO_BEFORE_BEING.search(t) for t in texts if t)


# the past of "give" as the languages type it after the question reader's respelling ("dilam", "dila", "apya")
_GAVE = re.compile(r"\b(?:gave|given|dil(?:am|o|e|i|a|en|ya|yat)|diyechh?\w*|apy[aou]|aapy[aou]|apel|dichhi|delu|dele)\b",
                   re.I)


def fee_asked(text: str) -> bool:
    """The question asks a fee or a sum given: a fee word, a paying or giving verb, money named."""
    from tareekh.agent.payments import MONEY_ASKED
    from tareekh.agent.pay_asked import PAY_ASKED

    return bool(_FEE.search(text) or PAY_ASKED.search(text) or _GAVE.search(text) or MONEY_ASKED.search(text))


def office_asked(text: str) -> str | None:
    """The office a question asks the fee of, as typed ("local commissioner", "amin"), or None."""
    m = _QUALIFIED.search(text)
    return m.group().strip() if m else None


def _sentences(text: str) -> list[str]:
    """The record's sentences, a sentence that a hard-wrapped line broke off before its end joined to the next
    ("… is appointed Local" / "Commissioner to visit …")."""
    out: list[str] = []
    carry = ""
    for s in sentences(text):
        said = f"{carry} {s.text}".strip() if carry else s.text
        if re.search(r"[.;:!?।]\W*$", s.text) or re.fullmatch(r"[\d./-]+", s.text.strip()):
            out.append(said)
            carry = ""
        else:
            carry = said
    if carry:
        out.append(carry)
    return out


def _names_office(rec_text: str, sentence: str) -> bool:
    if _OFFICE_RE.search(sentence):
        return True
    return bool(_SHORT.search(sentence)) and bool(_OFFICE_RE.search(rec_text))


def _clauses(sentence: str) -> list[tuple[int, int]]:
    """The spans of the clauses of a sentence (split where payments' clause marks stand)."""
    out, start = [], 0
    for m in _CLAUSE.finditer(sentence):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(sentence)))
    return [(a, b) for a, b in out if sentence[a:b].strip()]


def _label(clause: str) -> str:
    m = _LABEL.search(clause)
    if m is None:
        return ""
    words = m.group().split()
    if len(words) > 1 and words[0].lower() in _LABEL_SKIP:
        words = words[1:]
    return " ".join(words)


def _fees(rec: RecordRef) -> list[tuple[float, str, bool, str]]:
    """(sum, what the clause calls it, paid, the sentence) for every sum the record ties to an office."""
    out: list[tuple[float, str, bool, str]] = []
    receipt = (rec.doc_kind or "").lower() == "receipt" or bool(_RECEIPT.search(rec.text))
    for sentence in _sentences(rec.text):
        if not _names_office(rec.text, sentence):
            continue
        spans = _clauses(sentence)
        for i, (a, b) in enumerate(spans):
            clause = sentence[a:b]
            found = amounts(clause)
            if not found:
                continue
            tie = clause
            if not (_FEE.search(tie) or _OFFICE_RE.search(tie)) and i + 1 < len(spans) \
                    and not amounts(sentence[spans[i + 1][0]:spans[i + 1][1]]):
                tie = sentence[a:spans[i + 1][1]]  # "Rs. 8,000, being the commission fee"
            # a fee named, or the office with a payment ("Rs. 5,000 paid to the commissioner"): a sum the office
            # merely assessed or reported ("the surveyor assessed the loss at Rs. …") is no fee of it
            if not (_FEE.search(tie) or ((_OFFICE_RE.search(tie) or _SHORT.search(tie))
                                         and (receipt or _PAID.search(tie)))):
                continue
            if _OTHER_MONEY.search(tie) and not _FEE.search(tie):
                continue
            paid = (receipt or bool(_PAID.search(tie))) and not _TO_PAY.search(tie) and not _FUTURE.search(tie) \
                and not _NOT.search(tie)
            for amt in found:
                if not any(v == amt.value and t == sentence for v, _, _, t in out):
                    out.append((amt.value, _label(tie), paid, sentence))
    return out


def _signed(text: str) -> str | None:
    m = _SIGNED.search(text)
    return m.group(1) if m else None


def _appointment(comp: Composing, recs: list[RecordRef], office: str) -> tuple[str, RecordRef, str] | None:
    """(the person appointed or "", the record, its sentence) of the earliest sentence appointing to the office."""
    role = office.split()[-1]
    for rec in sorted(recs, key=lambda r: r.date or ""):
        for sentence in _sentences(rec.text):
            if _APPOINTED.search(sentence) and _names_office(rec.text, sentence):
                names = _names_for(role, sentence, appointed_only=True) or re.findall(
                    r"(?:Sh|Shri|Sri|Smt|Adv|Mr|Ms)\.?\s+([A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z]+){1,2})", sentence)
                return (names[0] if names else "", rec, sentence)
    return None


def _quote(rec: RecordRef, sentence: str) -> str:
    """The sentence, and a receipt's signature after it (who was paid)."""
    who = _signed(rec.text)
    if who and who not in sentence and _RECEIPT.search(rec.text):
        tail = rec.text[rec.text.find(who) - 12 if rec.text.find(who) >= 12 else 0:]
        sig = re.search(r"(?:sd|signed)[^\n]*", tail, re.I)
        return f"{clean(sentence, 260)} … {clean(sig.group(), 80)}" if sig else clean(sentence, 260)
    return clean(sentence, 300)


def _say(value: float, label: str) -> str:
    bare = not label or _FEE.fullmatch(label)  # "Rs. 4,000 (fee)" of a fee asked says nothing more
    return rupees(value) if bare else f"{rupees(value)} ({label})"


def office_fee(comp: Composing) -> Draft | None:
    """The sums paid to (and fixed for) the office a how-much question names, each with its day, their total; None
    when the question names no office or no record of the matter ties a sum to it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    office = office_asked(text) or office_asked(q.text)
    scope = comp.scope()
    if office is None or q.kind != "amount" or len(scope) != 1 or not (fee_asked(text) or fee_asked(q.text)):
        return None
    card = comp.card(scope[0])
    court = getattr(getattr(card, "case", None), "court", None) or ""
    if _OFFICE_RE.search(court) and re.search(r"commission", office, re.I):
        return None  # a consumer commission's matter: "commission" is the forum, not an officer paid
    recs = [r for r in matter_records(comp, scope[0]) if (r.date or "")[:10] <= comp.today]
    paid: list[tuple[float, str, RecordRef, str]] = []
    fixed: list[tuple[float, str, RecordRef, str]] = []
    for rec in sorted(recs, key=lambda r: r.date or ""):
        for value, label, was_paid, sentence in _fees(rec):
            (paid if was_paid else fixed).append((value, label, rec, sentence))
    if not paid and not fixed:
        return None
    lines = []
    parts = []
    for group, verb in ((paid, "paid"), (fixed, "fixed")):
        by_rec: dict[int, list] = {}
        for item in group:
            by_rec.setdefault(item[2].entry_id, []).append(item)
        said = []
        for items in by_rec.values():
            rec = items[0][2]
            sums = " and ".join(_say(v, lab.lower() if lab[:1].isupper() and lab[1:2].islower() else lab)
                                for v, lab, _, _ in items)
            who = _signed(rec.text) if verb == "paid" and _RECEIPT.search(rec.text) else None
            got = f", received by {who}" if who else ""
            on = f"on {human_date(rec.date)}" if rec.date else "in an undated record"
            said.append(f"{sums}{', fixed' if verb == 'fixed' else ''} {on}{got} [{comp.cite(rec)}]")
            for sentence in dict.fromkeys(s for _, _, _, s in items):
                lines.append(comp.line(rec, _quote(rec, sentence)))
        if not said:
            continue
        total = sum(v for v, _, _, _ in group)
        in_all = f" — {rupees(total)} in all" if len(group) > 1 and verb == "paid" else ""
        parts.append((verb, "; ".join(said) + in_all))
    where = comp.label(scope[0])
    first = ""
    if _who_asked(text, q.text):
        found = _appointment(comp, recs, office)
        if found is not None:
            name, rec, sentence = found
            n = comp.cite(rec)
            first = (f"{name} was appointed {office} in {where} on {human_date(rec.date)} [{n}]. " if name else
                     f"The {office} was appointed in {where} on {human_date(rec.date)} [{n}]. ")
            lines.append(comp.line(rec, clean(sentence, 300)))
    said = dict(parts)
    if "paid" in said:
        first += f"Paid for the {office} in {where}: {said['paid']}." if not first else f"Paid to the {office}: {said['paid']}."
        if "fixed" in said:
            first += f" The sum fixed for it: {said['fixed']}."
    else:
        first += (f"The {office}'s fee in {where}: " if not first else "The fee: ") + \
            f"{said['fixed']}; no record shows it paid."
    return Draft(first, lines, gathered=True)
