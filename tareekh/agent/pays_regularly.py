"""'Does the tenant pay the rent on time?', 'is the husband paying the maintenance regularly?' — a payment's pattern,
asked of one matter.

The answer is not one record: it is every day the matter's records speak of the money — the order or undertaking
that fixed it, what was deposited and when ("Rs. 78,000 jama kiye", "24,000 dile arrears paiki"), what was not paid
("ek rupaya nahi aaya", "Sept–Oct ka kiraya jama nahi kiya"), the default pleaded ("application u/s 13(6) for
striking off the defence") and how far it is paid ("paid only till Oct, arrears again 2 months") — oldest first,
each day cited, with the newest said first.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.concept_asked import sense_asked
from tareekh.agent.senses import PAYMENT
from tareekh.agent.contents import names_paper
from tareekh.agent.counsel_ways import excuse_asked
from tareekh.agent.layout import human_date
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_I = re.I
# a sentence of paying, as notes write it (a "pay slip", "pay scale" is a salary, no paying): paid/deposited/arrears/default/dues, the money's own names (rent,
# maintenance, instalment), and the Indian languages' words: jama (deposit), baki/bakaya (due), kiraya/bhada (rent),
# potgi/kharchi/guzara (maintenance), kisht/hapta (instalment), diya/dile/dila/dilo (gave), bhara/bharla (paid),
# kattu (Tamil/Kannada pay), chellinch (Telugu paid), vasuli/recovery; and the scripts' जमा/बकाया/किराया/भरणपोषण
_PAYING = re.compile(
    r"\bpaid\b|\bpay(?:s|ing|ment)?\b(?![\s-]*(?:slips?|scales?|bands?|rolls?|matrix|levels?|grades?)\b)|"
    r"\bunpaid\b|\bdeposit\w*|\barrears?\b|\bdefault\w*|\bdues\b|\boutstanding\b|"
    r"\brent\b|\bmaintenance\b|\binstal+ments?\b|\bcheques?\b|\bjama\b|\bbaa?ki\b|\bbakaya\b|\bkir[ae]y[ae]\b|"
    r"\bbha+d[ae]\b|\bpotgi\b|\bkharchi?\b|\bguzara\b|\bkisht\w*|\bhapt[aeo]\b|\bvasuli\b|\brecovery\b|"
    r"\bkattu\w*|\bchellinch\w*|जमा|बकाया|बाकी|किराया|किराए|भरणपोषण|पोटगी|खर्चा|किश्त|किस्त|"
    # a sum by demand draft, a balance, a sum due ("24,000 DD", "12,000 balance", "36,000 due"): with its sum only
    r"\bD\.?D\b\.?|\bdemand\s+draft\b|\bbalance\b|\bdue\b", _I)
# … of money: a sum, or a word of money itself (a rupee, "ek paisa", "rupaya")
_MONEY = re.compile(r"\brs\.?\b|₹|\brupa?y[ae]\w*|\bpaisa\b|\bpaise\b|\bsum\b|\bamount\b|रुपय|रु\.|पैसा", _I)
# a question that asks a sum, a day or one instalment, not the pattern ("how much", "when", "first instalment")
_ONE_ASKED = re.compile(r"\bhow\s+much\b|\bkitn[aie]\b|\bkiti\b|\bketl\w*|\bevvala\w*|\bentha\b|\bfirst\b|"
                        r"\bpehl[ie]\b|\bpahil[ai]\b|\bsecond\b|\bdoosr[ie]\b|\blast\b|\bwhen\b|\bkab\b|\bkevha\b", _I)
# the bare verbs of giving of the languages (deta, dey, देता, দেয়, આપે, ਦਿੰਦਾ, دیتا): with a paper as their thing,
# "petition dete hain", they file it; only a word of money itself (pay, rent, maintenance, kiraya) makes it paying
_GIVES = re.compile(r"(?<![\w])(?:de(?:ta|ti|te|to)|de\s+raha|dicche|dey|देता|देती|देते|देतो|দেয়|দেয়|দিচ্ছে|"
                    r"આપે\w*|ਦਿੰਦ\w*|دیتا|دیتی)(?![\w])", _I)
MAX_DAYS = 8
CLIP = 200


# words that say money was paid, owed or defaulted by themselves ("did not pay from July", "arrears two months");
# "baki" alone is only "the rest" ("baki cross next date"), "rent" and "maintenance" only the money's name
_STRONG = re.compile(
    r"\bpaid\b|\bpay(?:s|ing|ment)?\b(?![\s-]*(?:slips?|scales?|bands?|rolls?|matrix|levels?|grades?)\b)|"
    r"\bunpaid\b|\bdeposit\w*|\barrears?\b|\bdefault\w*|\bdues\b|\boutstanding\b|"
    r"\bjama\b|\bbakaya\b|\bvasuli\b|जमा|बकाया|ಪಾವತಿ|செலுத்த\S*|చెల్లి\S*|বকেয়া|জমা|જમા|ਬਕਾਇਆ|കുടിശ്ശിക", _I)
# a word of what is due beside the money's kind: "ಬಾಕಿ ಜೀವನಾಂಶ" (maintenance due), "baki kiraya", "भाड़ा बाकी"
_DUE = re.compile(r"\bbaa?ki\b|बाकी|ಬಾಕಿ|பாக்கி|బకాయి|બાકી|ବକେୟା", _I)
_KIND = re.compile(r"\brent\b|\bmaintenance\b|\bkir[ae]y[ae]\b|\bbha+d[ae]\b|\bpotgi\b|\bkharchi?\b|\bguzara\b|"
                   r"\binstal+ments?\b|\bkisht\w*|किराया|किराए|भाड़ा|भरणपोषण|पोटगी|ಜೀವನಾಂಶ|ಬಾಡಿಗೆ|ஜீவனாம்சம்|வாடகை|"
                   r"భరణం|అద్దె|খোরপোষ|ভাড়া|ભરણપોષણ|ભાડું|ਗੁਜ਼ਾਰਾ|ਕਿਰਾਇਆ|ജീവനാംശം|വാടക", _I)


def _paying(text: str) -> bool:
    """The sentence speaks of the matter's money being paid, deposited, owed or defaulted."""
    if _STRONG.search(text) or _DUE.search(text) and _KIND.search(text):
        return True
    return bool(_PAYING.search(text)) and (bool(amounts(text)) or bool(_MONEY.search(text)))


def _said(rec: RecordRef) -> str:
    """The record's sentences of paying, joined."""
    said = [s.text.strip() for s in sentences(rec.text or "") if _paying(s.text)]
    return " … ".join(dict.fromkeys(said))


def _days(comp: Composing, cid: str) -> list[tuple[RecordRef, str]]:
    """(record, its sentences of paying) of the matter's records up to today, oldest first."""
    found: list[tuple[RecordRef, str]] = []
    for rec in sorted(comp.records([cid]), key=lambda r: r.date or ""):
        if not rec.date or rec.date[:10] > comp.today:
            continue
        said = _said(rec)
        if said and not any(said == s for _, s in found):
            found.append((rec, said))
    return found


def _pattern_asked(comp: Composing, text: str) -> bool:
    """The paying asked as a side's habit in so many words ("<party> maintenance dene me kaisa hai, pattern kya hai",
    "does he always pay the rent late?", "kiraya har baar …"): a word of paying with a habit named or "every time" /
    "always" in any language — of a party, not of the judge (agent/habit_asked.py)."""
    from tareekh.agent.habit_asked import every_time, habit_named

    return not comp.q.judges and bool(PAYMENT.needs and PAYMENT.needs.search(text)) \
        and (habit_named(text) or every_time(text))


def pays_regularly(comp: Composing) -> Draft | None:
    """Every day one matter's records speak of its money, oldest first, the newest said first (module doc)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    if not q.cases or q.kind in ("amount", "count", "next_date"):
        return None
    if sense_asked(text) is not PAYMENT and not _pattern_asked(comp, text):
        return None
    if _ONE_ASKED.search(text) or excuse_asked(text):
        return None  # "<counsel> har date pe kya bahana deta?": an excuse given, no money
    if names_paper(text) and not (PAYMENT.needs and PAYMENT.needs.search(_GIVES.sub(" ", text))):
        return None  # "har baar kya petition dete hain?", "protibar ki petition dey?": a paper given is filed, no money
    # of the matters the question names ("<her name>'s husband" names hers and his), the one whose records speak of money
    cid, found = max(((c, _days(comp, c)) for c in q.cases[:3]), key=lambda cf: len(cf[1]))
    if len(found) < 2:
        return None  # one record is no pattern: the plain reading answers it
    days = found[-MAX_DAYS:]
    # the newest day a hearing, an order or a chat tells, before a plan's reminder of the work to do
    rec, said = next((d for d in reversed(days) if d[0].kind != "general"), days[-1])
    first = (f"The payments your notes record in {comp.label(cid)}, the newest on {human_date(rec.date)}: "
             f"{clean(said, CLIP)} [{comp.cite(rec)}].")
    lines = [comp.line(r, s) for r, s in days]
    return Draft(first, lines, gathered=True)
