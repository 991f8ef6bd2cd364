"""'How much did he actually pay, and how much is still due?': money owed set beside the payments made against it.

An amount is ordered, awarded or undertaken on one day (arrears, an instalment plan, compensation, a cheque amount
under compounding); whether it was paid is written later, often in another record: "Rs 18,000 ka cheque diya",
"doosri kisht 12k der se diye (9/3)", "deposited Rs 20,000", "25k kattaru", "रु. 15,000/- जमा किए". Asked how much was
paid or what is left, the answer adds the payments (each with its day and citation), says what the newest record
leaves outstanding, and names the amount they were paid against.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.pay_asked import PAY_ASKED
from tareekh.agent.tongues import _RECEIVED_ASKED, RECEIVED_ASKED  # noqa: F401 - RECEIVED_ASKED: its old address
from tareekh.events.costs_words import COSTS
from tareekh.events.money import amounts, rupees
from tareekh.events.obliged import obliged
from tareekh.events.text import iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# money named by a general word, in the Indian languages: paisa, poisa, taka, duddu, dabbu, panam, kaasu, rakam …
MONEY_ASKED = re.compile(
    r"\b(?:paisa|paise|poisa|poysa|taka|tanka|rupa?ye|rupees?|rs|money|amount|sum|rakam|rakkam|raqam|duddu|dabbu|"
    r"panam|kaasu|kasu|arrears?|dues|balance|maintenance|compensation|refund|rent|kiraya|bhada|bhaada|salary|"
    r"allowance|fees?|deposit\w*|instal\w*|kisht\w*|hapt[aeo]|consideration|price|gratuity|pension|wages|"
    r"interim|jama)\b|पैसा|पैसे|रुपय|रकम|राशि|बकाया|টাকা|পয়সা|ટકા|પૈસા|ਪੈਸ|ਰਕਮ|ଟଙ୍କା|பணம்|డబ్బు|ದುಡ್ಡು|ಹಣ|പണം",
    re.I)
# a total asked beside another figure: "total kitna tha", "kul", "ekun", "mot", "mottam", "sab milake", "in all"
_TOTAL_ASKED = re.compile(r"\b(?:total|kul|ekun|mot|mota|motu|mottam|motham|mottham|poora|pura|poori|puri|in\s+all|"
                          r"altogether|sab\s+mila\w*|samudaya|ottu|ottare|aake|sarvamila|"
                          # the sum to be paid, beside what was paid: "kitna dena hai, kitna diya" (the rules' Hinglish)
                          r"dena\s+(?:hai|hoga|tha)|dene\s+(?:hain|honge|the))\b|कुल|कुल्|एकूण|মোট|ਕੁੱਲ|કુલ|"
                          r"ମୋଟ|மொத்த|మొత్తం|ಒಟ್ಟು|ആകെ|മൊത്തം", re.I)
_PAY_ASKED = PAY_ASKED  # (its old address: the pattern lives in the leaf module agent/pay_asked.py)
_LEFT_ASKED = re.compile(r"\b(?:baaki|baki|bakaya|atka|atki|atke|outstanding|left|remaining|balance|pending|due|"
                         r"shesh|owe[sd]?|migil\w*|asal\s+mein|actually|in\s+fact|undertaking|instal\w*|kisht\w*)\b",
                         re.I)
# a clause that says money was paid (past tense), in English, Hinglish, Telugu-English and Hindi
_PAID = re.compile(r"\b(?:paid|deposited|received|cleared|credited|remitted|tendered|diya|diye|di\s+(?:gayi|hai)|"
                   r"de\s+di\w*|de\s+rakh(?:a|i|e|en)\b|de\s+chuk(?:a|i|e)\b|chukaya|bhara|bhari|"
                   # the act with the verb "do" of Hindi after it, the Hindi word or the English one borrowed: "jama kiya",
                   # "deposit kar diya", "payment hua"
                   r"(?:jama|deposit|pay|payment)\s+(?:kiya|kiye|kar\s+di\w*|karaya|karaye|hua|hue|hui|ho\s+ga\w+)|"
                   r"ada\s+(?:kiya|kiye|kar\s+di\w*)|kattaru|katti\w*|chellinchar\w*|icharu|deposit\s+chesar\w*|"
                   # a bank's draft put into court is money paid ("R2 filed a DD for Rs. 18,000", "DD of 9,000
                   # produced"); not a cheque, which a cheque case's accused "gave" and which may bounce
                   r"(?:filed|produced|submitted|handed\s+over|tendered|brought|furnished)\s+(?:an?\s+|the\s+)?"
                   r"(?:dd|d\.d\.|demand\s+drafts?|pay\s+orders?|bankers?\s+cheques?)(?![\w.])|"
                   r"(?:dd|demand\s+draft|pay\s+order)\b[^;]{0,40}?\b(?:filed|produced|submitted|handed\s+over)|"
                   # the act named as a noun and said made: "deposit of Rs. 40,000 made on 3.2", "payment … was made"
                   r"(?:deposit|payment|remittance)\b[^;]{0,40}?\b(?:was\s+|been\s+)?made|"
                   # typed in Latin letters, Gujarati, Odia, Malayalam: "jama karavya", "bhari didha", "jama dela",
                   # "jama karila", "deposit cheythu", "adachu", "kettivechu"
                   r"(?:jama|deposit)\s+(?:dela|dele|deichi|deichhi|karila|karile|karichi|karichhi|karyu|karya|"
                   r"karavya|karavyu|kari\s+didh\w*|thai\s+gay\w*|cheythu|cheythittund\w*)|bhari\s+didh\w*|"
                   r"bhar(?:yu|ya|ela)|adachu|adachittund\w*|kettivechu)\b|"
                   # a bank's passbook or statement row: a transfer credited to the account ("NEFT/RTGS CR …",
                   # "UPI/CR/…", "IMPS credit"), not "Cr." of a criminal case's number
                   r"\b(?:neft|rtgs|imps|upi|clg|trf)(?:[/\s-]+[a-z]+){0,2}?[/\s-]+(?:cr|credit)\b(?![.\w])|"
                   r"(?:अदा|जमा|भुगतान)\s*(?:किया|किये|किए|की|कर\s*दि\w*|कराया|कराए|कराई|हुआ|हुए|हुई|हो\s*ग(?:या|ये|ए|ई|यी)|"
                   # its past in Bhojpuri, Maithili, Angika, Magahi ("जमा करलकै", "जमा कइलन", "जमा कैलक", "जमा भेल",
                   # "जमा हो गेलै"), in their scripts and Latin letters ("jama karlak", "jama kailan", "jama bhel")
                   r"करल(?:क|कै|कई|कौ|न|नि|थि|थिन|ौं|ियै|ीं|स)|क[इै]ल(?:क|कै|न|स|थि|ीं|ौं)|भेल\w*|हो\s*गेल\w*)|"
                   r"\bjama\s+(?:karl[ae]k\w*|karlan|karlas|kail[ae]k\w*|kailan|kailas|kaila|bhel\w*|ho\s+gel\w*)\b|"
                   r"प्राप्त\s*(?:किया|किए|हुआ|हुए)",
                   re.I)
def _did_in_tongues() -> str:
    """The act of paying in named and the past of "do" after it, in every language the tongue tables hold but
    Hindi's (which _PAID reads): Marathi "deposit keli", Bengali "joma korlo", Punjabi "jama keeta", Kannada "deposit
    maadidru", Tamil "deposit pannaanga", Nepali "jamma garyo" — the payment made, not one to be made (the
    infinitives and presents of "do" are left out)."""
    from tareekh.agent.tongues import LANGUAGES

    found = {w for lang, roles in LANGUAGES.items() if not lang.startswith(("court", "hindi"))
             for w in roles.get("did", "").split() if w.isascii()} - {
        "kora", "korano", "karavva", "karavvu", "garnuhunchha", "garchha", "garchhan", "malte", "malthe"}
    alts = sorted((re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w).replace("_", r"\s+")
                   for w in found), key=len, reverse=True)
    return r"\b(?:jama|joma|jamma|deposit|payment)\s+(?:" + "|".join(alts) + r")\b"


_PAID = re.compile(_PAID.pattern + "|" + _did_in_tongues(), re.I)

# a clause that says a payment was not made
_NOT = re.compile(r"\b(?:not|nahi|nahin|nai|never|unpaid|failed|default\w*|ledu|kattaledu)\b|नहीं|\bno\s+(?:payment|deposit|remittance)\b", re.I)
# the future or a deadline: a promise to pay, not a payment
_FUTURE = re.compile(r"\b(?:will|shall|to\s+(?:pay|deposit)|undertak\w*|dega|degi|denge|karega|karegi|karenge|"
                     r"by\s+\d|tak\b|within|subject\s+to|on\s+condition|condition\w*|"
                     # "deposit 2.5 lakh in 4 wks": a time allowed to pay, so a direction, not a payment
                     r"in\s+\d+\s*(?:days?|weeks?|wks?|months?))|करेगा|करेगी|करेंगे|देगा|देंगे|के\s+अंदर|के\s+भीतर|"
                     # Hindi's "until" and its "let it be paid" ("… तक अदा की जावे")
                     r"तक|की\s+जा(?:वे|ए|ये|येगी|एगी)|"
                     # "within / by" as the other languages write it after the time allowed: paryant, porjonto,
                     # sudhi, lopu, kulla, olage, ullil
                     r"\b(?:paryant|paryanta|porjonto|sudhi|lopu|lopala|logaa?|kulla|kkulla|olage|ullil)\b|"
                     r"पर्यंत|পর্যন্ত|ਤੱਕ|સુધી|ପର୍ଯ୍ୟନ୍ତ|க்குள்|లోపు|లోగా|ಒಳಗೆ|ഉള്ളിൽ", re.I)
# a clause that says money is still owed
_OWED = re.compile(r"\b(?:baaki|baki|bakaya|outstanding|balance|arrears?|dues?|shesh|remaining|atka|atki|recovery|"
                   r"warrant)\b|शेष|बकाया|वसूली|बाकी|बाक़ी|शिल्लक|বাকি|বাকী|বকেয়া|ਬਾਕੀ|ਬਕਾਇਆ|બાકી|ବାକି|ବକେୟା|மீதி|நிலுவை|"
                   r"బాకీ|ಬಾಕಿ|ബാക്കി|കുടിശ്ശിക|باقی|بقایا", re.I)
# (an order's or a compromise's term: "the plaintiff shall pay the defendant Rs. …")
_UNDERTAKEN = re.compile(r"\b(?:undertak\w*|vachan|ordered|directed|awarded|award|compound\w*|settle\w*|"
                         r"shall\s+(?:pay|deposit))\b|वचन|आदेश",
                         re.I)
_PROMISE = re.compile(r"\b(?:undertak\w*|vachan|assur\w*|promis\w*)\b|वचन", re.I)
# clauses: a comma not inside a number, ";", "+", "=", an arrow, a dash between words, "and"/"aur"/"plus", "।"
_CLAUSE = re.compile(r",(?!\d)|;|\+|=|->|→|।|\s[-–—]\s|\b(?:and|aur|plus)\b", re.I)


# how much, as the rules read it in any language (agent/tongues.py writes "ketla", "koto", "evvalavu" as "kitna")
_HOW_MUCH = re.compile(r"\bkitn[aei]\b(?!\s+(?:baar|bar|dafa|din|saal|mahine|hafte|log|cases?|matters?))|\bhow\s+much\b|"
                       r"\benth?a\b|\bwhat\s+(?:amount|sum|price)\b", re.I)


def two_figures(text: str) -> list[str] | None:
    """A question that asks two figures, each by its own "how much": its two halves, split where the second
    "how much" begins (any "and" before it stays with the first half, as words no record holds)."""
    found = list(_HOW_MUCH.finditer(text))
    if len(found) < 2:
        return None
    cut = found[1].start()
    # "arrears evvalavu, rent evvalavu": where the "how much" follows its thing (the order of most Indian languages),
    # the halves part at the comma or mark between the two, not at the second "how much"
    mark = re.search(r"[,;?]", text[found[0].end():cut])
    if mark:
        cut = found[0].end() + mark.end()
    elif not re.search(r"[^\W\d_]{3,}", text[found[1].end():]):
        # "rent kitna hai aur arrears kitna?": the second "how much" ends the question, so it follows its thing —
        # the halves part after the "and" between the two
        join = list(re.finditer(r"\b(?:and|aur|ani|ane|mattu|mariyu|evam|ebong|ar|o|um)\b", text[found[0].end():cut], re.I))
        if join:
            cut = found[0].end() + join[-1].end()
    first, second = text[:cut].strip(" ,;"), text[cut:].strip()
    return [first, second] if first and second else None


@dataclass(frozen=True)
class _Money:
    kind: str  # paid | owed | undertaken
    value: float
    day: str  # the day it was paid (a date written in the clause), else the record's day
    rec: RecordRef
    sentence: str


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(text) if c and c.strip()]


# a figure in digit groups ("baki 40,500", "45,000 diye"), a date's digits taken out first
_GROUPED = re.compile(r"(?<![\d.,/-])\d{1,3}(?:,\d{2,3})+(?![\d,/-])")
_DATE_LIKE = re.compile(r"\b\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b")


@dataclass(frozen=True)
class _Figure:
    value: float
    start: int
    end: int


def _figures(clause: str) -> list:
    """A sum written without a rupee sign, in digit groups, in a clause that pays or owes it: "baki 40,500",
    "arrears 48,000". The sign is left out of quick notes in every language; the words around it say it is money."""
    if not (_PAID.search(clause) or _OWED.search(clause) or _GAVE.search(clause)):
        return []
    plain = _DATE_LIKE.sub(lambda m: " " * len(m.group()), clause)
    return [_Figure(float(m.group().replace(",", "")), m.start(), m.end()) for m in _GROUPED.finditer(plain)]


# a sum to be paid in parts, the part's size named once: "3 instalments of 1,60,000", "instalments of Rs. 40,000/-
# each", "kisht ki 20,000", "hapte of 5,000" (a sum "in 3 instalments" is the whole, not the part)
_PART_WORD = (r"\b(?:instal+ments?|kist\w*|kisht\w*|qist\w*|hapt[aeo]\w*|thavan\w*|tavan\w*|kantu\w*)\b|"
              r"किस्त|क़िस्त|हप्त|কিস্তি|ਕਿਸ਼ਤ|હપ્ત|କିସ୍ତି|தவணை|ಕಂತು|തവണ|قسط")
_PART_OF = re.compile(r"(?:" + _PART_WORD + r")\s*(?:of|ka|ki|ke|की|का|के)\s+", re.I)
# a part named without its figure: "first instalment paid", "2nd kisht di", "the DD was given", "cheque handed over"
_PART_NAMED = re.compile(_PART_WORD + r"|\b(?:dd|demand\s+draft|draft|cheque|check|chq)\b", re.I)
# "if the instalments are paid on time": a condition, no payment
_IF = re.compile(r"\b(?:if|unless|in\s+case|provided|agar|yadi|jodi)\b|अगर|यदि|जर|যদি|ਜੇ|જો|ଯଦି|اگر", re.I)
_HANDED = re.compile(r"\b(?:given|handed(?:\s+over)?)\b", re.I)


def _part_size(text: str) -> float | None:
    """The size of each part where a record names a sum to be paid in parts of one size, else None."""
    sizes = set()
    for m in _PART_OF.finditer(text):
        tail = text[m.end():m.end() + 40]
        found = amounts(tail) or _figures_any(tail)
        if found and found[0].start <= 12:
            sizes.add(found[0].value)
    return sizes.pop() if len(sizes) == 1 else None


def _figures_any(text: str) -> list:
    plain = _DATE_LIKE.sub(lambda m: " " * len(m.group()), text)
    return [_Figure(float(m.group().replace(",", "")), m.start(), m.end()) for m in _GROUPED.finditer(plain)]


# a receipt's own heading, in the languages the tables hold: "RECEIPT", "Received from", "pavti"/"pauti" (Marathi),
# a bank's deposit paper ("COURT DEPOSIT CHALLAN", "challan / counterfoil", "pay-in slip", "jama parchi"),
# "rasid"/"raseed" (Hindi, Urdu, Punjabi, Gujarati, Bengali), "rashidu"/"raseedu" (Dravidian), and the scripts
_RECEIPT = re.compile(r"\breceipt\b|\bcounterfoil\b|\b(?:deposit|bank|treasury)\s+challan\b|\bchallan\b[^\n]{0,24}\bdeposit\b|\bpay-?in\s+slip\b|"
                      r"\bdeposit\s+slip\b|\bjama\s+parchi\b|जमा\s+पर्ची|\breceived\s+(?:from|with\s+thanks)\b|\brecd\.?\s+from\b|\bpa[uvw]ti\b|\bpaavati\b|"
                      r"\bra[sc]h?ee?du?\b|\bras[ie]e?d\b|रसीद|पावती|রসিদ|ರಸೀದಿ|ரசீது|రసీదు|રસીદ|ਰਸੀਦ|ରସିଦ|രസീത്|رسید",
                      re.I)
# "towards <what is owed>": the sum paid against it ("Rs. 20,000 towards arrears"), not the sum owed
_TOWARDS = re.compile(r"\btowards\b|\bin\s+part\s+payment\s+of\b|\bpaiki\b|\bpete\b|\bmad\s+(?:me|mein|mai)\b", re.I)


def _a_receipt(text: str) -> bool:
    """The record is a receipt: its heading or its "received from" line says so (the sums it writes were paid)."""
    return bool(_RECEIPT.search((text or "")[:300]))


def _read(rec: RecordRef) -> list[_Money]:
    out: list[_Money] = []
    day = (rec.date or "")[:10]
    part = _part_size(rec.text or "")
    receipt = _a_receipt(rec.text or "")
    for sn in sentences(rec.text):
        said_paid = False  # "deposit kar diya tha - Rs. 2,57,500": the act said in the clause before its sum
        for clause in _clauses(sn.text):
            found = amounts(clause) or _figures(clause)
            before, said_paid = said_paid, bool(not found and _kind(clause, sn.text) == "paid")
            if not found and part is not None and _PART_NAMED.search(clause) and not _NOT.search(clause) \
                    and not _IF.search(clause) \
                    and not _FUTURE.search(_ASIDE.sub(" ", clause)) \
                    and (_PAID.search(clause) or _HANDED.search(clause)):
                # "4,80,000 in 3 instalments of 1,60,000. First DD given today": a part paid, of the size named
                out.append(_Money("paid", part, day, rec, sn.text))
                continue
            for i, a in enumerate(found):
                # each amount read with the words between its neighbours: "Deposit received: 40,000 Final
                # received: 1,15,200" is two payments
                seg = clause[found[i - 1].end if i else 0:found[i + 1].start if i + 1 < len(found) else len(clause)]
                kind = _kind(seg, sn.text) or ("paid" if before and not i and not _NOT.search(seg) else None)
                if receipt and kind in (None, "owed") and _TOWARDS.search(seg) and not _NOT.search(seg) \
                        and not _FUTURE.search(_ASIDE.sub(" ", seg)):
                    kind = "paid"  # a receipt's "Amount: Rs. 20,000 towards arrears": the sum received against them
                if kind is None:
                    continue
                when = day
                if kind == "paid":
                    dated = [d for _, _, d in iso_dates(seg, day or None) if not day or d <= day]
                    when = dated[0] if dated else day
                out.append(_Money(kind, a.value, when, rec, sn.text))
    return out


# an order that directs a sum paid back: "directed to refund Rs. 62,40,000 paid by the complainants" recites what was
# paid once; the sum is owed now, it is no payment made
_DIRECTS_BACK = re.compile(r"\b(?:directed|ordered)\s+to\s+(?:refund|repay|return|pay\s+back)\b|\bshall\s+(?:refund|repay|return)\b",
                           re.I)


# an aside in brackets ("paid on 30.07 (undertaking kept)"): a remark on the payment, not its tense
_ASIDE = re.compile(r"\([^()]*\)")


def _gave_in_tongues() -> re.Pattern[str]:
    """The past verbs of giving and paying of every language the tongue tables hold but Hindi's (which _PAID reads):
    Bengali "diyechhe", Marathi "dile", Gujarati "aapyu", Punjabi "ditta", Odia "deichi", Telugu "ichcharu", Tamil
    "koduthaanga", Kannada "kottidare", Malayalam "koduthu" … — beside a sum, a payment made ("<party> 40,000 DD
    diyechhe"). A verbal noun of giving ("deoa", "dewa", "deya") is no act done."""
    from tareekh.agent.tongues import LANGUAGES

    found = {w for lang, roles in LANGUAGES.items() if not lang.startswith(("court", "hindi"))
             for r in ("gave", "paid") for w in roles.get(r, "").split()} - {"deoa", "dewa", "deya"}
    alts = sorted((re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) for w in found), key=len,
                  reverse=True)
    return re.compile(r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])(?:" + "|".join(alts) + r")(?![\w\u0900-\u0D7F\u0600-\u06FF])",
                      re.I)


_GAVE = _gave_in_tongues()


def _kind(seg: str, sentence: str) -> str | None:
    # ("balance Rs. 35,000 to be deposited", "2,41,538 deposit pannanum": a step in the obligative is owed, not made)
    owing = obliged(_ASIDE.sub(" ", seg))
    if (_PAID.search(seg) or _GAVE.search(seg)) and not _NOT.search(seg) and not _FUTURE.search(_ASIDE.sub(" ", seg)) \
            and not _DIRECTS_BACK.search(sentence) and not owing:
        return "paid"
    if _OWED.search(seg) and not _NOT.search(seg):
        return "owed"
    if _UNDERTAKEN.search(sentence) or _FUTURE.search(seg) or owing:
        return "undertaken"
    return None


# the verbs of putting money in (a deposit, a payment made by a party), not of getting it: what a party deposited is
# no sum an order gave, though the question names the order it was deposited under ("order pe kitna jama karaya")
_PUT_IN = re.compile(r"\b(?:jama|joma|deposit\w*|paid|remitted|tendered|bh[ao]r\w*|chukaya|chukav\w*|ada|kattar\w*|"
                     r"katti\w*|ketti\w*|chellinch\w*|de\s+rakh\w*|de\s+chuk\w*|de\s+di\w*)\b|जमा|अदा|भुगतान", re.I)


def payment_made_asked(text: str) -> bool:
    """The question asks a sum a party paid or deposited, as done ("kitna jama karaya tha", "how much has he paid",
    "kitna paisa de rakha hai"; other languages' verbs of paying pivoted to Hindi's): a payment's own sentence
    answers it, not what an order awards nor what is still owed."""
    return bool(_PAID.search(text) and _PUT_IN.search(text) and not _NOT.search(text) and not _TO_PAY.search(text))


# a sum still to be paid, as a question asks it ("kitna jama karna hai", "how much will he pay", "bharvana"): a
# direction or a promise, not a payment made
_TO_PAY = re.compile(r"\b(?:will|shall|has\s+to|have\s+to|to\s+(?:pay|deposit)|karna|karni|karne|dena|deni|dene|bharna|"
                     r"bharni|bharvan\w*|dega|degi|denge|karega|karegi|karenge)\b|करना|देना|भरना", re.I)


def states_payment(rec: RecordRef, sentence: str) -> bool:
    """`sentence` of `rec` says a sum was paid or deposited (read as the payments reader reads every record)."""
    return any(m.kind == "paid" and m.sentence == sentence for m in _read(rec))


def payments_against(comp) -> Draft | None:
    """'Paid: Rs. 18,000 on 3 Feb 2026 [1] and Rs. 12,000 on 9 Mar 2026 [2] — Rs. 30,000 in all. Still
    outstanding on 4 May 2026: Rs. 24,000 [2]. …' for a question asking what was paid and what is left."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # what was paid and what is left, or what was paid out of a total ("total kitna tha, kitna mila")
    if not (_PAY_ASKED.search(q.text) and (_LEFT_ASKED.search(q.text) or _TOTAL_ASKED.search(q.text))):
        return None
    if q.kind != "amount" and not MONEY_ASKED.search(q.text):
        return None  # "notice kab mila, kitna baaki kaam": a paper received is no money
    if not _LEFT_ASKED.search(q.text) and COSTS.search(q.text):
        return None  # "total kitna kharcha diya": the costs of each hearing, added (the costs template)
    if iso_dates(q.text, comp.today):
        return None  # "what was paid on 28 April": that day's record answers, not the whole account
    cases = comp.scope()
    if len(cases) != 1:
        return None
    money = [m for r in comp.records(cases) if (r.date or "")[:10] <= comp.today for m in _read(r)]
    paid = [m for m in money if m.kind == "paid"]
    if not paid:
        return None
    # one record telling the same sum paid twice ("Rs 1,10,000 paid on 28.08 by RTGS … client confirms 1.10 lakh
    # received") tells one payment, on the day it names
    once: dict[tuple[int, float], _Money] = {}
    for m in sorted(paid, key=lambda m: (m.day, m.rec.date or "")):
        once.setdefault((m.rec.entry_id, m.value), m)
    paid = list(once.values())
    seen: dict[tuple[float, str], list[_Money]] = {}
    for m in sorted(paid, key=lambda m: (m.day, m.rec.date or "")):
        seen.setdefault((m.value, m.day), []).append(m)
    bits = []
    for (value, day), ms in seen.items():
        nums = sorted({comp.cite(m.rec) for m in ms})
        bits.append(f"{rupees(value)} on {human_date(day)} [{', '.join(map(str, nums))}]")
    total = sum(v for v, _ in seen)
    first = "Paid: " + (", ".join(bits[:-1]) + " and " + bits[-1] if len(bits) > 1 else bits[0])
    if len(bits) > 1:
        first += f" — {rupees(total)} in all"
    first += "."
    owed = [m for m in money if m.kind == "owed"]
    if owed:
        newest = max(m.rec.date or "" for m in owed)
        last = [m for m in owed if (m.rec.date or "") == newest]
        if newest[:10] >= max((m.rec.date or "")[:10] for m in paid):  # not a balance a later payment reduced
            nums = sorted({comp.cite(m.rec) for m in last})
            values = list(dict.fromkeys(m.value for m in last))
            first += (f" Still outstanding on {human_date(newest)}: {' + '.join(rupees(v) for v in values[-1:])} "
                      f"[{', '.join(map(str, nums))}].")
    under = [m for m in money if m.kind in ("undertaken", "owed") and _UNDERTAKEN.search(m.sentence)]
    promised = [m for m in under if _PROMISE.search(m.sentence)]
    if promised and _PROMISE.search(q.text):  # "after the undertaking": the amount undertaken, not an earlier order
        under = promised
    if under:
        u = min(under, key=lambda m: m.rec.date or "")
        if all(m.day < (u.rec.date or "")[:10] for m in paid):
            return None  # every payment came before the order: not paid against it (what the order directs is asked)
        how = "undertaken" if _PROMISE.search(u.sentence) else "ordered"
        first += f" It was paid against {rupees(u.value)} {how} on {human_date(u.rec.date)} [{comp.cite(u.rec)}]."
    lines, used = [], set()
    for m in paid + owed[-2:] + under[:1]:
        key = (m.rec.entry_id, m.sentence)
        if key not in used:
            used.add(key)
            lines.append(comp.line(m.rec, m.sentence))
    return Draft(first, lines[:6])


_KEPT_ASKED = re.compile(r"\b(?:kisht\w*|instal\w*|undertak\w*|vachan|time\s+(?:pe|par|se)|on\s+time|in\s+time|"
                         r"samay\s+(?:pe|par|se)|met|kept|complied|honou?red|poora|pura|nibhaya)\b|वचन|किश्त", re.I)
_KEPT_WORD = re.compile(r"\b(?:met|kept|complied|compliance|honou?red|fulfill?ed|poora|pura|nibhaya|nibhayi|"
                        r"broken|breached|tooti|toota)\b|पालन|उल्लंघन", re.I)
# "the whole sum": a word for whole or full set before a word for money ("poora paisa", "the full amount", "puro taka",
# "muzhu panam", "पूरी रकम") asks whether the sum was paid in full, not whether a promise or an instalment was kept
_WHOLE = re.compile(r"\b(?:poora|pura|poori|puri|poore|pure|full|entire|whole|sab|saara|sara|saari|sampoorna|sampurna|"
                    r"purna|poorna|puro|pura|puri|mottham|motham|muzhu|muzhuvan\w*|poorthi|poorti|purti|ellaa)\s+|"
                    r"(?:पूरा|पूरी|पूरे|सारा|सारी|संपूर्ण|সম্পূর্ণ|পুরো|পূৰা|પૂરા|પૂરી|ਪੂਰਾ|ਪੂਰੀ|ପୂରା|முழு|పూర్తి|ಪೂರ್ತಿ|മുഴുവൻ)\s*",
                    re.I)


def _kept_words(text: str) -> str:
    """The question without a "whole sum" phrase: "pura paisa diya?" asks of the sum, "vachan pura kiya?" of a promise."""
    out = text
    for m in _WHOLE.finditer(text):
        if MONEY_ASKED.match(text, m.end()):
            out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out


_FIRST = re.compile(r"\b(?:first|1st|pehli|pehla|pahli|modati|modhati)\b|प्रथम|पहली", re.I)
_SECOND = re.compile(r"\b(?:second|2nd|doosri|dusri|doosra|rendo)\b|द्वितीय|दूसरी", re.I)


@dataclass(frozen=True)
class _Due:
    value: float
    due: str
    rec: RecordRef
    sentence: str


def _instalments(rec: RecordRef) -> list[_Due]:
    """Amounts promised by a day in an undertaking or instalment plan: "12k by 28/2", "रु. 15,000/- दिनांक 15.03.2026 तक"."""
    out: list[_Due] = []
    day = (rec.date or "")[:10] or None
    for sn in sentences(rec.text):
        if not (_PROMISE.search(sn.text) or re.search(r"\b(?:kisht\w*|instal\w*)\b|किश्त", sn.text, re.I)):
            continue
        for clause in _clauses(sn.text):
            found = amounts(clause) or _figures(clause)
            for i, a in enumerate(found):
                after_ = clause[a.end:found[i + 1].start if i + 1 < len(found) else len(clause)]
                if not re.search(r"\bby\b|\btak\b|तक|\bbefore\b|\bon\s+or\s+before\b", after_, re.I):
                    continue
                dated = [d for _, _, d in iso_dates(after_, day) if not day or d >= day]
                if dated:
                    out.append(_Due(a.value, dated[0], rec, sn.text))
    return out


def instalment_kept(comp) -> Draft | None:
    """'Was the first instalment paid on time?': the instalment's amount and due day set beside the payment of it.

    "No — the first instalment, Rs. 12,000 due by 28 Feb 2026 [1], was paid late, on 9 Mar 2026 [2]." An
    instalment no record shows paid, where a later record says a payment was missed or is owed, is "not paid".
    """
    from tareekh.agent.draft import Draft

    q = comp.q
    asked = _kept_words(q.text)  # "pura paisa diya?" is the whole sum's question (agent/paid_in_full.py)
    kept = _PROMISE.search(asked) and _KEPT_WORD.search(asked)  # "was the undertaking met?": every instalment
    if q.kind != "yes_no" or not ((_PAY_ASKED.search(asked) and _KEPT_ASKED.search(asked)) or kept):
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    recs = [r for r in comp.records(cases) if (r.date or "")[:10] <= comp.today]
    dues: dict[tuple[float, str], _Due] = {}
    for r in recs:
        for d in _instalments(r):
            dues.setdefault((d.value, d.due), d)
    plan = sorted(dues.values(), key=lambda d: d.due)
    if not plan:
        return None
    if _SECOND.search(q.text) and len(plan) > 1:
        asked, which = [plan[1]], "second instalment"
    elif _FIRST.search(q.text):
        asked, which = [plan[0]], "first instalment"
    else:
        asked, which = plan, ""
    once: dict[tuple[float, str], _Money] = {}  # a payment told in a note and in the order sheet is one payment
    for m in sorted((m for r in recs for m in _read(r) if m.kind == "paid"), key=lambda m: (m.day, m.rec.date or "")):
        once.setdefault((m.value, m.day), m)
    paid = list(once.values())
    used: set[int] = set()
    matched: dict[int, int | None] = {}
    for k, d in enumerate(plan):  # payments go to the instalments in their order: the first paid is the first due
        hit = next((i for i, m in enumerate(paid) if i not in used and m.value == d.value and m.day >= d.rec.date[:10]),
                   None)
        if hit is not None:
            used.add(hit)
        matched[k] = hit
    verdicts, lines = [], []
    for d in asked:
        hit = matched[plan.index(d)]
        name = which or f"instalment of {rupees(d.value)}"
        due = f"{rupees(d.value)} due by {human_date(d.due)} [{comp.cite(d.rec)}]" if which else \
            f"due by {human_date(d.due)} [{comp.cite(d.rec)}]"
        lines.append(comp.line(d.rec, d.sentence))
        if hit is None:
            later = [r for r in recs if (r.date or "")[:10] > d.due and _NOT.search(r.text) and _PAY_ASKED.search(r.text)]
            if not later:
                return None  # nothing says it was missed: not answered from silence
            # the newest such record, preferring one that also says what is owed ("recovery warrant for Rs 24,000")
            newest = max((r.date or "")[:10] for r in later)
            said = next((r for r in reversed(later) if (r.date or "")[:10] == newest and
                         any(m.kind == "owed" for m in _read(r))), later[-1])
            owed = [m.value for m in _read(said) if m.kind == "owed"]
            still = f", and {rupees(owed[-1])} is still owed" if owed else ""
            verdicts.append((False, f"the {name}, {due}, is not shown paid; on {human_date(said.date)} your records "
                                    f"say a payment was not made{still} [{comp.cite(said)}]"))
            lines.append(comp.line(said))
            continue
        m = paid[hit]
        on_time = m.day <= d.due
        verdicts.append((on_time, f"the {name}, {due}, was paid {'on time' if on_time else 'late'}, on "
                                  f"{human_date(m.day)} [{comp.cite(m.rec)}]"))
        lines.append(comp.line(m.rec, m.sentence))
    yes = all(v for v, _ in verdicts)
    first = ("Yes — " if yes else "No — ") + "; ".join(t for _, t in verdicts) + "."
    return Draft(first, lines[:6])


# what is left to pay, as a question asks it in the Indian languages (Latin letters and scripts): "kitna baaki",
# "koto baki ache", "ketla baaki", "evvalavu meedhi", "enta baaki undi", "shillak kiti", "balance kya hai"
_STILL_OWED_ASKED = re.compile(
    r"\b(?:baaki|baki|baakee|bakee|bakki|baqi|baaqi|bakaya|bakaaya|baqaya|bokeya|bakeya|outstanding|remaining|left|"
    r"balance|dues?|shesh|shillak|shilak|meedhi|meethi|meedham|mithi|migil\w*|nilluvai|niluvai|arrears?)\b|"
    r"बाकी|बाक़ी|बकाया|शेष|शिल्लक|বাকি|বাকী|বকেয়া|ਬਾਕੀ|ਬਕਾਇਆ|બાકી|ବାକି|ବକେୟା|மீதி|நிலுவை|బాకీ|మిగిలిన|ಬಾಕಿ|"
    r"ബാക്കി|കുടിശ്ശിക|باقی|بقایا", re.I)


def _with_working(m: _Money) -> str:
    """The balance's sentence with the line of sums just before it, its working ("less paid: 1,00,000 + 2,00,000 =
    3,00,000" then "Balance 6,15,920"): what was paid, as the statement of balance adds it."""
    said = [sn.text for sn in sentences(m.rec.text)]
    if m.sentence in said:
        k = said.index(m.sentence)
        if k and (amounts(said[k - 1]) or _GROUPED.search(said[k - 1])) and "=" in said[k - 1]:
            return said[k - 1] + " " + m.sentence
    return m.sentence


def balance_due(comp) -> Draft | None:
    """'How much is still left?' asked of one matter, without asking what was paid: the newest sum a record says is
    owed (a balance, arrears, what remains), with the payments any later record tells.

    "Still due in Execution 5/2024: Rs. 2,10,000, as of 3 Mar 2026 [1]." A payment newer than every balance is
    payments_against's (what was paid, then what is left)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind not in ("amount", "open") or not _STILL_OWED_ASKED.search(q.text):
        return None
    if q.kind != "amount" and not _HOW_MUCH.search(q.text):
        return None
    if iso_dates(q.text, comp.today):
        return None
    halves = two_figures(q.text)
    if halves and sum(bool(_STILL_OWED_ASKED.search(h)) for h in halves) == 1:
        other = next(h for h in halves if not _STILL_OWED_ASKED.search(h))
        if MONEY_ASKED.search(other) and not _PAY_ASKED.search(other):
            # "arrears kitna, monthly rent kitna": two sums, each asked by its own word — each is read from the
            # sentence that names it (Composer.amount), not both answered by the newest balance
            return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    money = [m for r in comp.records(cases) if (r.date or "")[:10] <= comp.today for m in _read(r)]
    owed = [m for m in money if m.kind == "owed" and m.value >= 100]
    if not owed:
        return None
    newest = max(m.rec.date or "" for m in owed)
    last = [m for m in owed if (m.rec.date or "") == newest]
    m = last[-1]  # a statement of balance ends with what is left ("… less paid 3,00,000 = balance 6,15,920")
    n = comp.cite(m.rec)
    first = f"Still due in {comp.label(cases[0])}: {rupees(m.value)}, as of {human_date(newest)} [{n}]."
    whole = _whole_due(q.text, owed, m)
    if whole is not None:
        # "ekun kiti baki hote", "total dues kitne the": the whole sum owed as first written, then what is left of it
        first = (f"In all, {rupees(whole.value)} was due in {comp.label(cases[0])}, as of "
                 f"{human_date(whole.rec.date or '')} [{comp.cite(whole.rec)}]. Still due: {rupees(m.value)}, as of "
                 f"{human_date(newest)} [{n}].")
    once: dict[tuple[float, str], _Money] = {}  # a payment told in a note and again in the balance is one
    for p in sorted((p for p in money if p.kind == "paid"), key=lambda p: (p.day, p.rec.date or "")):
        once.setdefault((p.value, p.day), p)
    before = [p for p in once.values() if (p.rec.date or "")[:10] <= newest[:10]]
    later = [p for p in once.values() if (p.rec.date or "")[:10] > newest[:10]]
    if before:
        bits = [f"{rupees(p.value)} on {human_date(p.day)} [{comp.cite(p.rec)}]" for p in before]
        total = f" ({rupees(sum(p.value for p in before))} in all)" if len(before) > 1 else ""
        first += " Paid before it: " + ", ".join(bits) + total + "."
    if later:
        bits = [f"{rupees(p.value)} on {human_date(p.day)} [{comp.cite(p.rec)}]" for p in later]
        first += " Paid since: " + ", ".join(bits) + "."
    lines = [comp.line(m.rec, _with_working(m))] + [comp.line(p.rec, p.sentence) for p in (before + later)[-4:]]
    if whole is not None:
        lines.insert(0, comp.line(whole.rec, whole.sentence))
    return Draft(first, lines)


def total_asked(text: str) -> bool:
    """The question asks a total ("total kitna", "kul", "ekun", "mottam", "sab milake", "in all"), not the sum to pay
    ("kitna dena hai")."""
    asked = _TOTAL_ASKED.search(text)
    return asked is not None and not asked.group(0).lower().startswith("den")


# a sum written with its parts added: "5,57,600 = 3,42,600 + 2,15,000", "3,42,600 + 2,15,000 = 5,57,600". A figure
# takes the blanks before its "/-" only: the blanks before a "+" are the joint's alone, for when a figure could end
# on them too, each joint could split its blanks two ways, and a long line of parts with no "=" (an OCR'd account
# page) tried every split — exponential, a hang that held the GIL
_FIG = r"(?:rs\.?\s*)?\d[\d,]*(?:\.\d+)?(?:\s*/-)?"
_SUM_FIRST = re.compile(rf"({_FIG})\s*=\s*{_FIG}(?:\s*\+\s*{_FIG})+", re.I)
_PARTS_FIRST = re.compile(rf"{_FIG}(?:\s*\+\s*{_FIG})+\s*=\s*({_FIG})", re.I)


def total_written(sentence: str) -> float | None:
    """The total a sentence writes as the sum of its parts ("medical 5,57,600 = 3,42,600 + 2,15,000"), else None."""
    for pattern in (_SUM_FIRST, _PARTS_FIRST):
        m = pattern.search(sentence)
        if m is not None:
            found = amounts(m.group(1)) or _figures(m.group(1))
            if found:
                return found[0].value
    return None


def _whole_due(text: str, owed: list[_Money], left: _Money) -> _Money | None:
    """The whole sum owed, when a question asks the total of what is due ("ekun kiti baki", "kul bakaya", "total dues",
    "mottam baaki"): the largest sum a record says was owed, written before the newest balance and larger than it;
    None when the total is not asked, or the newest balance is itself the largest."""
    if not total_asked(text):
        return None  # "kitna dena hai": the sum to pay, not a total
    earlier = [o for o in owed if (o.rec.date or "") < (left.rec.date or "") and o.value > left.value]
    if not earlier:
        return None
    return max(earlier, key=lambda o: (o.value, -len(o.rec.date or "")))


# an instalment, or a payment, named in the question in the languages' words ("kisht", "hapta", "kisti", "kantu",
# "thavanai", "installment", "किश्त", "কিস্তি")
_INSTALMENT_ASKED = re.compile(r"\b(?:kisht\w*|kist[iy]?|kishti|instal+ments?|hapt[aeo]|kantu|thavan\w*|payments?)\b|"
                               r"किश्त|किस्त|हप्ता|কিস্তি|કિશ્ત|ਕਿਸ਼ਤ|କିସ୍ତି|தவணை|ಕಂತು|തവണ", re.I)


def first_payment(comp) -> Draft | None:
    """'Pehli kisht kitni thi?', 'first instalment of the arrears, how much?': the earliest sum the matter's records
    say was paid, with the next one after it; None where an instalment plan is written (its first instalment is
    another reader's) or nothing is said paid."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "amount" or not _FIRST.search(q.text) or not _INSTALMENT_ASKED.search(q.text) \
            or _SECOND.search(q.text):
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    recs = [r for r in comp.records(cases) if (r.date or "")[:10] <= comp.today]
    if any(_instalments(r) for r in recs):
        return None
    once: dict[tuple[float, str], _Money] = {}  # a payment told in a note and in the order sheet is one payment
    for m in sorted((m for r in recs for m in _read(r) if m.kind == "paid"), key=lambda m: (m.day, m.rec.date or "")):
        once.setdefault((m.value, m.day), m)
    paid = list(once.values())
    if not paid:
        return None
    first = f"{rupees(paid[0].value)} — the first paid, on {human_date(paid[0].day)} [{comp.cite(paid[0].rec)}]"
    if len(paid) > 1:
        first += f"; then {rupees(paid[1].value)} on {human_date(paid[1].day)} [{comp.cite(paid[1].rec)}]"
    return Draft(first + ".", [comp.line(m.rec, m.sentence) for m in paid[:3]])


def made_first(comp: Composing, cases: list[str] | None, lead: tuple, value: float | None) -> tuple:
    """`lead` (score, record, sentence) of a sum asked as paid or deposited ("kiti rakkam deposit keli, kadhi?"), or,
    when its sentence only mentions that sum ("application to withdraw the Rs. 2,43,210 deposit") and an earlier
    record of the matter tells the very sum paid ("Opponent has deposited Rs. 2,43,210/- by DD"), that record's
    sentence: the payment is dated by the record that tells it made, not by a later word about it."""
    if not value or not cases or not lead or any(m.kind == "paid" and m.value == value for m in _read(lead[1])
                                                 if m.sentence == lead[2]):
        return lead
    made = [m for r in comp.records(cases) if (r.date or "")[:10] <= str(comp.today)
            for m in _read(r) if m.kind == "paid" and m.value == value and r.date]
    if not made:
        return lead
    first = min(made, key=lambda m: (m.rec.date or "", m.rec.entry_id))
    return (lead[0], first.rec, first.sentence)
