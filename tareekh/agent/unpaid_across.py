"""'In which matters has the other side still not paid, despite the court's order?': read from every case's records.

A matter counts when a line of its records says money was not paid (interim compensation, arrears, maintenance,
costs, a balance) and no later line of it records a payment; a line about our own client's paying is not the other
side's default. Each matter is named with what is unpaid and the day the notes last say so, newest last.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.payments import _NOT, MONEY_ASKED, _read
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# paying, as a note or a question says it (English, Hinglish, and the other languages' "gave" / "paid")
_PAY = re.compile(
    r"\b(?:paid|pay|payment|deposit(?:ed|s)?|jama|diya|diye|di|bhara|bhari|bharya|chukaya|ada|received|credited|cleared|"
    r"aapya|aapyo|aapi|dilo|dilen|deyni|dey\s+ni|dile|dila|ditta|ditte|dei|dela|kodu\w*|ivva\w*|icch\w*|kott\w*|"
    r"thann\w*|koduth\w*|kattal\w*|kattil\w*|chellin\w*)\b|अदा(?!ल)|जमा|भुगतान|दिया|দেয়নি|দেয়নি|দিয়েছে|આપ્યા|ਦਿੱਤ|ଦେଇ|"
    r"கொடுக்க|ఇవ్వ|ಕೊಟ್ಟ|ನೀಡ|നൽക|കൊടുത്ത", re.I)
# money a court orders paid, by a general name
_MONEY_NAMED = re.compile(r"\b(?:arrears?|compensation|comp|maintenance|costs?|balance|dues|amount|rent|kiraya|"
                          r"instal\w*|kisht\w*|interim|refund|fine|paisa|paise|rakam|salary)\b|बकाया|किराया|राशि",
                          re.I)
# which matters, in any language: a word for "which" or "how many" beside a word for cases, or cases in the plural
_WHICH = re.compile(r"\b(?:which|what|how\s+many|kaun|kaunse|kaunsi|kon|konse|konsi|konte|kontya|kuthl\w*|kis|kin|kaya|"
                    r"kai|kehde|kehre|kihde|kona|kon\s+kon|kouthi|kiman|endha|entha|ethu|edhu|ethokke|evi|evevi|ee|"
                    r"yaava|yava|yaavudu)\b|कौन|किन|किस|কোন|કયા|ਕਿਹੜ|କେଉଁ|எந்த|ఏ|ಯಾವ|ഏത", re.I)
_CASES = re.compile(r"\b(?:cases?|matters?|mamle|mamlon|mamla|kes\w*|suits|petitions|dava|dave|khatla|khatle|"
                    r"mokoddoma|mamla)\b|मामल|केस|মামলা|કેસ|ਕੇਸ|ମାମଲା|வழக்கு|కేసు|ಪ್ರಕರಣ|കേസ", re.I)


# not, in any language (often glued to the verb: Bengali "deyni", Tamil "kodukkala", Kannada "kottilla")
_NEG = re.compile(_NOT.pattern + r"|\b(?:\w+ni|nathi|nahanti|nai|nei|illa|illai|ledu|\w+illa|\w+kala|\w+kalai|"
                  r"\w+aledu|\w+ilea)\b|नहीं|নি\b|নাই|নেই|નથી|ਨਹੀਂ|ନାହିଁ|இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല", re.I)


def _asks(q) -> bool:
    text = q.text
    return (not q.cases or q.all_cases) and bool(_CASES.search(text)) and bool(_WHICH.search(text) or q.all_cases) \
        and bool(_PAY.search(text)) and bool(_NEG.search(text)) and bool(MONEY_ASKED.search(text))


def _our_words(comp, cid: str) -> set[str]:
    card = comp.card(cid)
    client = getattr(card, "client", None) if card is not None else None
    name = getattr(client, "name", "") or ""
    # the client's own first name: a middle name is often the spouse's or the father's, who may be the other side
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", name)[:1]}


def unpaid_across(comp: Composing) -> Draft | None:
    """'X — Rs. 90,000 still not paid on 15 Oct 2026 [3]; Y — …' over every case whose notes say the money ordered
    is still unpaid; None unless the question asks which matters are unpaid."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not _asks(q):
        return None
    by_case: dict[str, list] = {}
    for r in comp.records(None):
        if r.case_ids and (r.date or "")[:10] <= comp.today:
            by_case.setdefault(r.case_ids[0], []).append(r)
    found = []
    for cid, recs in by_case.items():
        recs.sort(key=lambda r: r.date or "")
        ours = _our_words(comp, cid)
        unpaid = []
        for r in recs:
            for s in sentences(r.text):
                t = s.text
                if not (_PAY.search(t) and _NOT.search(t) and (amounts(t) or _MONEY_NAMED.search(t))):
                    continue
                if any(re.search(rf"\b{re.escape(w)}\w*\s+(?:\w+\s+)?(?:{_NOT.pattern}|{_PAY.pattern})", t, re.I)
                       for w in ours):
                    continue  # our client not paying ("X never deposited the balance") is no default of the other side
                unpaid.append((r, t))
        if not unpaid:
            continue
        last_r, last_t = unpaid[-1]
        later_paid = [m for r in recs if (r.date or "") > (last_r.date or "") for m in _read(r) if m.kind == "paid"]
        if later_paid:
            continue
        found.append((cid, last_r, last_t, unpaid))
    if not found:
        return None
    found.sort(key=lambda f: f[1].date or "")
    parts, lines = [], []
    for cid, r, t, unpaid in found:
        parts.append(f"{comp.label(cid)} — {human_date(r.date)}: {clean(t, 120)} [{comp.cite(r)}]")
        lines.append(comp.line(r, t, with_case=True))
    n = len(found)
    first = (f"In {n} matter{'s' if n != 1 else ''} your notes say the money is still not paid: " + "; ".join(parts)
             + ".")
    return Draft(first, lines, gathered=True)

