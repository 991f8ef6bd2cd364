"""'Did he deposit the full arrears?', 'paisa jama kiya ki nahi?': the sum ordered set beside the payments after it.

The order is read where a line directs or records an undertaking to pay a sum ("directed to deposit the arrears of
Rs. 2,08,000 within 30 days"); the payments are the sums a later line says were deposited or paid. A payment is read
by what the line holds, not only by the verb, since notes are written in every Indian language and their verbs of
paying are many: a sum beside a word for depositing or paying (jama, जमा, জমা, જમા, deposit, challan, DD, RTGS,
ಪಾವತಿ, செலுத்த, అడచ్చ …) with nothing in the clause that directs, promises or denies it ("challan no. 212" is a
number, not a "no"). A payment is its sum on its day: two equal halves paid on two days are two payments, while the
same sum told again within a few days, or past the sum ordered, is one. A later line that names an order by its
earlier date ("not deposited despite order of 30.11.26") recites that order; it is not an order of its own day. The first sentence says yes when the payments
reach the sum ordered, no with what is left when they do not; with no payment found it leaves the question to the
yes/no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, overlap, stems, topic_groups
from tareekh.agent.never_done import _WHEN
from tareekh.agent.payments import _PAY_ASKED, MONEY_ASKED, _a_receipt
from tareekh.agent.per_period import per_period
from tareekh.agent.periods import month_named
from tareekh.agent.tongues import RECEIVED_ASKED
from tareekh.events.costs_words import COSTS
from tareekh.events.directions import LIMIT
from tareekh.events.money import amounts, rupees
from tareekh.events.obliged import obliged
from tareekh.events.text import clean, iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a word for depositing or paying, in any Indian language or as a bank's instrument
_DEPOSIT = re.compile(
    r"\b(?:jama|deposit(?:ed)?|paid|pay\s+(?:kiya|kar\s+di\w*)|ada|bhar[aei]|bhar\s+di\w*|challan|chalan|dd|rtgs|neft|"
    r"remitted|credited|tendered|cleared|received|recd|katt\w*|chellin\w*|adach\w*|paavati|pavati)\b|"
    r"जमा|अदा(?!ल)|भर\s*दि|चालान|भुगतान|রসিদ|জমা|ਜਮ੍ਹਾ|ਜਮਾ|જમા|ଜମା|செலுத்த|கட்டி|చెల్లి|కట్ట|ಪಾವತಿ|ಕಟ್ಟ|അടച്ച|കെട്ടിവെച്ച|കെട്ടിവച്ച|ادا|جمع", re.I)
# a clause that directs, promises, conditions or denies the payment: not a payment made
_NOT_MADE = re.compile(
    r"\b(?:directed|ordered|order\s+to|shall|to\s+(?:pay|deposit)|to\s+be\s+(?:paid|deposited|made|furnished)|within|by\s+\d|will|would|must|undertak\w*|if|"
    r"failing|else|otherwise|not|no(?!\.?\s*\d)|nahi\w*|nai|never|unpaid|pending|balance\s+due|karna|karenge|karega|"
    r"karegi|karni|dena|dene|denge|dega|hoga|hogi|baaki\s+hai|ke\s+liye|asked|demand\w*|prayed|claim\w*|"
    # the Hindi-Urdu imperative and subjunctive of "do" and "give" ("jama karo", "जमा करे", "अदा करें"): a direction
    r"karo|kare|karen|karein|kijiye|kijie|karaiye|dijiye|dijie)\b|"
    r"करना|करेगा|करेगी|करेंगे|करें|करे(?!\w)|करो|कीजिए|कीजिये|दीजिए|दें|देना|देगा|होगा|तक|नहीं|नही|शर्त|यदि|अगर|"
    r"کرو|کریں|کرے(?!\w)|نہیں|নি\b|নাই|নেই|નથી|ਨਹੀਂ|ନାହିଁ|இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല", re.I)
# a line that orders or records an undertaking to pay a sum
_ORDERED = re.compile(r"\b(?:directed|ordered|order\w*|undertak\w*|(?:shall|to)\s+(?:pay|deposit|refund|disburse|remit|"
                      r"reimburse|release)|award\w*|decree\w*|liable)\b|आदेश|निर्देश|वचन", re.I)
_CLAUSE = re.compile(r"[;।()]|,(?!\d)|\s[-–—]\s|\b(?:and|aur|but)\b", re.I)
# the whole of it, asked, in the languages the tables hold: "poora", "full", "entire", "sab"; Bengali and Assamese
# "puro", "shompurno", "gota"; Gujarati "puru", "badhu"; Marathi "sagla", "purna"; Urdu "tamaam"; Odia "sabu"
_FULL = re.compile(r"\b(?:poora|pura|poori|puri|puro|puru|poore|pure|full|fully|entire|whole|all|sab|sabu|saara|sara|"
                   r"saari|saare|sampoorna|sampurn\w*|shampurn\w*|shompurn\w*|sompurn\w*|purn\w*|purepure|gota|"
                   r"badhu|badha|badhi|sagla|sagle|sagli|tamaam|tamam|mottham|motham|muzhuvan\w*|muzhusa|"
                   r"poorthi|poorti|purthi\w*|ellaa|ella|ellam|ellaam)\b|पूरा|पूरी|সম্পূর্ণ|পুরো|પૂરા|ਪੂਰਾ|ପୂରା|முழு|పూర్తి|"
                   r"ಪೂರ್ತಿ|മുഴുവൻ", re.I)


# money itself, in any language ("paise", "taka", "panam", "amount"): no thing that picks one order of several
_MONEY_ITSELF = re.compile(r"pais\w*|poisa|poysa|taka|tanka|rupa?ye|rupees?|rs|money|amount|amt|sum|rakam|rakkam|"
                           r"raqam|duddu|dabbu|panam|kaasu|kasu|पैस\w*|रुपय\w*|रकम|राशि|টাকা|পয়সা|પૈસા|ਪੈਸ\w*|"
                           r"ଟଙ୍କା|பணம்|డబ్బు|ದುಡ್ಡು|ಹಣ|പണം", re.I)


# a date, with its year or without ("29/07"): not a sum, though a rupee sign may stand before it ("47,000 रु. 29/07")
_DATES = re.compile(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}[/-]\d{1,2}\b(?![/-]\d)")
_GROUPED = re.compile(r"(?<![\d.,/-])\d{1,3}(?:,\d{2,3})+(?![\d,/-])")


def _sums(text: str) -> list[float]:
    """The rupee sums of a clause about paying: written as money, or a figure in digit groups ("60,000 jama")."""
    found = [a.value for a in amounts(text)]
    return found or [float(m.group().replace(",", "")) for m in _GROUPED.finditer(text)]


# a transfer as a bank statement writes it ("NEFT CR", "RTGS-…", "IMPS", "UPI", "by transfer"): the row's last figure
# is the balance the account was left with, not a second sum paid
_BANK_ROW = re.compile(r"\b(?:neft|rtgs|imps|upi|cr|dr|by\s+transfer|trf)\b", re.I)


def _payments(rec) -> list[tuple[float, str, str]]:
    """(sum, the day it was paid — a date the clause writes, else the record's —, the sentence)."""
    out = []
    day = (rec.date or "")[:10]
    # a bank's deposit paper or a receipt ("COURT DEPOSIT CHALLAN … Amount: Rs. 35,000/-"): its amount is the sum paid
    receipt = _a_receipt(rec.text or "")
    for sn in sentences(rec.text):
        for clause in _CLAUSE.split(sn.text):
            paper = receipt and _AMOUNT_LABEL.search(clause)
            if not clause or not (_DEPOSIT.search(clause) or paper) or _NOT_MADE.search(clause) or obliged(clause):
                continue  # ("deposit pannanum", "to be deposited": the obligative is a step owed, not made)
            dated = [d for _, _, d in iso_dates(clause, day or None) if not day or d <= day]
            # "deposited only Rs. 50,000 of 85,000", "85,000 mein se 50,000": the sum after "of" is the whole owed
            found = _sums(_DATES.sub(" ", _OF_WHOLE.sub(lambda m: m.group(1) or " ", clause)))
            if len(found) >= 2 and _BANK_ROW.search(clause):
                found = found[:-1]  # a bank statement's row: the credit, then the account's running balance
            # (a paper's payment is told by the paper itself — its number, mode and head —, not its amount's line)
            told = rec.text if paper and not _DEPOSIT.search(clause) else sn.text
            for value in found:
                out.append((value, dated[0] if dated else day, told))
    return out


# the labelled sum of a deposit paper ("Amount: Rs. 5,91,350/-", "Amount Rs 35,000")
_AMOUNT_LABEL = re.compile(r"\b(?:amount|amt)\b\s*(?:deposited|paid|remitted)?\s*[:.-]?\s*(?:rs\.?|₹|inr)?\s*\d",
                           re.I)
# the whole a part is told of, after the part: "50,000 of 85,000", "40,000 out of Rs. 60,000", "85,000 mein se" ("DD of
# Rs. 35,000" is no part of a whole)
_OF_WHOLE = re.compile(r"(\d[\d,.]*\s*(?:/-|lakhs?|lacs?|k)?\.?\s+(?:only\s+)?)(?:out\s+)?of\s+(?:the\s+)?"
                       r"(?:[^\W\d]+\s+){0,3}?(?:rs\.?\s*|₹\s*)?\d[\d,]*(?:\.\d+)?(?:/-)?(?:\s*(?:lakh|lac)s?)?|"
                       r"(?:rs\.?\s*|₹\s*)?\d[\d,]*(?:\.\d+)?(?:/-)?\s+(?:me|mein|main)\s+se\b", re.I)

# a sum told as a part of another ("only 1.5 L of 2.52 L", "Rs. 1,50,000 of the arrears of Rs. 2,52,000"): compliance
# reported, not an order ("25% of Rs. 4,00,000" orders a share: a percentage is no sum paid)
_PART_OF = re.compile(r"\d[\d,.]*\s*(?:/-|l|lakhs?|lacs?|k)?\.?\s+(?:only\s+)?(?:out\s+)?of\s+(?:the\s+)?"
                      r"(?:[^\W\d]+\s+){0,3}?(?:rs\.?\s*|₹\s*)?\d", re.I)


def _sum_asked(text: str) -> bool:
    """A part of the question asks how much ("how much and when", "kitna, kab", "entha? eppudu?")."""
    from tareekh.agent.value import asked_value

    return any(asked_value(part) == "amount" for part in re.split(r"[?,;]|\band\b|\baur\b", text, flags=re.I)
               if part.strip())


# how the yes of a sum ordered and paid joins the order to its payments ("Yes — the Rs. X ordered on D [n] has been
# paid: …"): a payment's yes, which the payment reader (agent/paid_asked.py) leaves as it is
_PAID_IN_FULL = " has been paid: "
# the same yes when the question asks whether it was deposited ("jama kiya?", "জমা দিয়েছে?", "deposit kela ka?"): the
# answer says it in the question's own verb
_DEPOSITED_IN_FULL = " has been deposited: "
_DEPOSIT_ASKED = re.compile(r"\bdeposit\w*|\bjama\b|\bjamaa\b|\bjoma\b|जमा|জমা|ਜਮ੍ਹਾ|ਜਮਾ|જમા|ଜମା|جمع", re.I)


def told_paid_in_full(first: str) -> bool:
    """The first sentence is this module's yes: the sum ordered, then each payment of it."""
    head, colon, _rest = first.partition(":")
    return first.startswith("Yes — the ") and bool(colon) and f"{head}: ".endswith((_PAID_IN_FULL, _DEPOSITED_IN_FULL))


def paid_in_full(comp: Composing, whether: bool = False) -> Draft | None:
    """'Yes — the Rs. 2,08,000 ordered on 27 Feb 2026 [1] has been paid: …' for a yes/no question whether a sum
    ordered was paid (in full); None unless one case's records hold such an order and a payment after it.
    `whether`: the question asks whether in a clause of its own, whatever kind its whole was read as ("deposit
    pannaara? evvalavu": whether, and how much — the sum ordered beside what was paid answers both)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    cases = comp.scope()
    if (q.kind != "yes_no" and not whether) or not 1 <= len(cases) <= 2 or not _PAY_ASKED.search(q.text) or COSTS.search(q.text):
        return None
    if not MONEY_ASKED.search(q.text) or (_WHEN.search(q.text) and not _sum_asked(q.text)):
        return None  # "notice kab mila?": a paper, and a day asked — no sum ("how much and when": both asked)
    # (a name the question types may fit two matters: the one whose order holds the money asked answers)
    recs = sorted((r for r in comp.records(cases) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date)
    # (a word no record of the matter holds, "account" of a passbook that writes "A/c", picks no order)
    held_all = set().union(*(stems(r.text) for r in recs)) if recs else set()
    groups = [g for g in topic_groups(q.text, comp._name_stems())
              if not (g & {"pay", "paid", "depos", "jama"}) and not (g & VERB_STEMS) and not _FULL.search(" ".join(g))
              and g & held_all and not any(_MONEY_ITSELF.fullmatch(w) for w in g)]
    orders = _orders(recs, groups, _sums_named(q.text))
    if not orders:
        return None
    best = max(o[0] for o in orders)
    if groups and best == 0:
        # no order writes the thing asked ("did the ladies get the money?" of an order to pay "the applicants"): the
        # money asked is the one order a later record pays to the rupee, if exactly one is
        orders = [o for o in orders if _paid_exactly(recs, o[1], o[2], o[3])]
        if len({(o[1].entry_id, o[2]) for o in orders}) != 1:
            return None  # no order of the money asked
    held, order_rec, order_text, owed = _first_told(_paid_to_the_rupee(
        _most_of_question([o for o in orders if o[0] == best], q.text), recs))
    owed = _whole_of_parts(recs, order_rec, order_text, owed)
    # (a payment of the very sum another order of the matter directs pays that order — "survey fee Rs 4,500 paid" of
    # a fee the lawyer's side owes —, not a part of this one)
    # (the balance of it undertaken or ordered again, "the balance Rs. 1,00,000/- shall be deposited", is part of it)
    others = {o[3] for o in orders if not _same_sum(o[3], owed) and not _a_remainder(o[2])}
    paid = _payments_of(recs, order_rec, order_text, owed, others)
    month = month_named(q.typed or q.text)
    if month and not any(int(day[5:7]) == month for _, _, day in paid.values() if len(day) >= 7):
        return None  # "November ko maintenance diya?": that month's money asked (agent/paid_by_then.py), not the order's
    if not paid:
        # (a sum read as directed only by its time allowed or its mood, "9 lakh in 45 days", may be a party's offer or
        # a plan: with nothing paid against it, it is no order to say "not paid" of)
        return _none_recorded(comp, recs, order_rec, order_text, owed) if _ORDERED.search(order_text) else None
    total = sum(v for v, _ in paid)
    chosen = sorted(paid.items(), key=lambda kv: kv[1][2])
    bits = [f"{rupees(v)} on {human_date(day)} [{comp.cite(r)}]" for (v, _), (r, _, day) in chosen]
    if len(chosen) == 1:  # the one payment with its line ("… deposited by the petitioner on 03.02.2026")
        (v, _), (r, text, day) = chosen[0]
        bits = [f"{rupees(v)} on {human_date(day)} — {comp.who(r)}: {clean(text, 200)} [{comp.cite(r)}]"]
    ordered = f"the {rupees(owed)} ordered on {human_date(order_rec.date)} [{comp.cite(order_rec)}]"
    lines = [comp.line(order_rec, order_text)] + [comp.line(r, t) for r, t, _ in paid.values()]
    if total >= owed * 0.995:
        verb = _DEPOSITED_IN_FULL if _DEPOSIT_ASKED.search(q.typed or q.text) else _PAID_IN_FULL
        first = f"Yes — {ordered}{verb}{', '.join(bits)}" + (f" — {rupees(total)} in all." if len(bits) > 1 else ".")
    else:
        first = (f"No — only {rupees(total)} of {ordered} is recorded paid: {', '.join(bits)}; "
                 f"{rupees(owed - total)} is not shown paid.")
    if not _FULL.search(q.text) and total < owed * 0.995:
        first = first.replace("No — only", "Partly — only", 1)
    # (set beside each other from several records, by their sums: not one line a plain reading must also find)
    return Draft(first, lines, gathered=True)


def _orders(recs: list, groups: list, named: list[float]) -> list[tuple]:
    """(how much of the thing asked it holds, record, sentence, sum) for each sentence that orders a sum paid — not
    costs, which the question did not ask (agent/with_costs.py answers those), and, when the question writes its
    sum ("3.4 lakh deposit kattidara?"), only an order of that sum."""
    orders = []
    for r in recs:
        # an order's sentence may leave the thing to the record's others ("The respondent-tenant admits … The rent
        # … is directed to be deposited"): a record naming it counts, below a sentence that does
        whole = overlap(groups, stems(r.text), r.text) / 2 if groups else 0
        for sn in sentences(r.text):
            found = _lump_sums(sn.text)
            # ("only 1.5 L of 2.52 L": a part told of its whole reports compliance; what is left is no new order)
            if found and _directs(sn.text) and not _pays_what_was_awarded(sn.text) and not _remainder_retold(sn.text) \
                    and not _PART_OF.search(sn.text) and not COSTS.search(sn.text) \
                    and not _recites_earlier_order(sn.text, r.date):
                if named and not any(_same_sum(v, n) for v in [*found, sum(found)] for n in named):
                    continue  # another sum than the one the question writes
                held = overlap(groups, stems(sn.text), sn.text) if groups else 0
                # ("9 lakh in 45 days, rest 21 lakh by March": the rest is a later part, not the sum ordered now)
                orders.append((held or whole, r, sn.text, max(_beside_rest(sn.text) or found)))
    return orders


def _same_sum(a: float, b: float) -> bool:
    return abs(a - b) <= max(a, b) * 0.005


def _sums_named(question: str) -> list[float]:
    """The sums a question writes ("1,40,500 jama kiya?", "3.4 lakh deposit"), but a share ("25% deposit")."""
    return [a.value for a in amounts(question) if a.value >= 100 and not question[a.end: a.end + 2].strip().startswith("%")]


def _most_of_question(best: list[tuple], question: str) -> list[tuple]:
    """The orders that hold the most of the question's own words — who pays, where ("<defendant> court-alli duddu
    kattidana?" of "<defendant> 3,40,000 court-alli kattabeku", not of "survey fee Rs 4,500 naavu kattabeku"): a thing asked
    may be no word the lexicon knows, and the payer is a name."""
    asked = stems(question)
    most = max(len(asked & stems(o[2])) for o in best)
    return [o for o in best if len(asked & stems(o[2])) == most]


def _paid_to_the_rupee(best: list[tuple], recs: list) -> list[tuple]:
    """Orders of several sums that nothing in the question tells apart: the one sum a later record of its matter pays
    to the rupee is the money asked ("workers ne paisa malya?" of the refund the receipt pays, not a wage rate in a
    draft); all of them when none or several sums are so paid."""
    if len({o[3] for o in best}) < 2:
        return best
    paid = [o for o in best if _paid_exactly(recs, o[1], o[2], o[3])]
    return paid if len({o[3] for o in paid}) == 1 else best


def _first_told(best: list[tuple]) -> tuple:
    """The order asked of: the last order that holds the thing asked best — told first where the same sum was ordered
    earlier (the note of the day, then the certified copy received weeks later: the payments count from the first)."""
    last = best[-1]
    return next(o for o in best if o[1].case_ids[:1] == last[1].case_ids[:1] and _same_sum(o[3], last[3]))


# a payment told again within these days (the note of the day, then the client's chat the next evening) is one payment
_RETOLD_DAYS = 3


def _payments_of(recs: list, order_rec, order_text: str, owed: float,
                 others: set[float] = frozenset()) -> dict[tuple[float, str], tuple]:
    """The payments after the order, keyed by (sum, day): two halves of one sum paid on two days are two payments
    ("81,000 by challan" in April, "the balance Rs. 81,000" in June), while the same sum told again — on the same day,
    within a few days, or so that the payments would pass the sum ordered — is the one payment retold."""
    from datetime import date

    def _day(iso: str) -> date | None:
        try:
            return date.fromisoformat(iso[:10])
        except ValueError:
            return None

    paid: dict[tuple[float, str], tuple] = {}
    for r in recs:
        if r.date <= order_rec.date or r.case_ids[:1] != order_rec.case_ids[:1]:
            continue
        for value, day, text in _payments(r):
            if COSTS.search(text) and not COSTS.search(order_text):
                continue  # "costs Rs. 1,000 paid": the costs of a day, not the security or deposit ordered
            if any(_same_sum(value, o) for o in others):
                continue  # the sum another order directs, paid: that order's payment
            so_far = sum(v for v, _ in paid)
            if paid and value == so_far and all(v != value for v, _ in paid):
                continue  # "(97,000 already received)": the payments so far told again in all, not one more
            if value >= owed * 1.01:
                continue
            same = [d for v, d in paid if v == value]
            when = _day(day)
            near = [d for d in same if when is None or _day(d) is None or abs((when - _day(d)).days) <= _RETOLD_DAYS]
            if near and day != (r.date or "")[:10] and near[0] == (paid[(value, near[0])][0].date or "")[:10]:
                # told again with the day it was paid written ("deposited on 22.10.2029"), after a chat that only
                # said it that evening: the written day is the payment's
                del paid[(value, near[0])]
            elif same and (so_far + value > owed * 1.01 or near):
                continue  # the same payment told again
            elif so_far >= owed * 0.995:
                continue  # the sum ordered is paid: a later payment is of something else (a fee, the next month)
            paid[(value, day)] = (r, text, day)
    return paid


def _paid_exactly(recs: list, order_rec, order_text: str, owed: float) -> bool:
    """A later record of the matter pays the very sum the order directs (or the total of its sums)."""
    whole = _whole_of_parts(recs, order_rec, order_text, owed)
    return any(abs(value - whole) <= whole * 0.005 for r in recs
               if r.date > order_rec.date and r.case_ids[:1] == order_rec.case_ids[:1] for value, _, _ in _payments(r))


# what is left of a sum ordered ("Balance Rs. 35,000 to be deposited", "baaki 20,000 agli date tak"): the rest of an
# earlier order, told again, not an order of its own
_REMAINDER = re.compile(r"\b(?:balance|remaining|rest|remainder|baa?ki|shesh|migatha|migilu|baakki|ulida)\b|बाकी|बाक़ी|"
                        r"शेष|शिल्लक|বাকি|বাকী|ਬਾਕੀ|બાકી|ବାକି|மீதி|మిగతా|మిగిలిన|ಉಳಿದ|ബാക്കി|باقی", re.I)


def _a_remainder(sentence: str) -> bool:
    """Every sum of the sentence is told as what is left ("Balance Rs. 35,000 to be deposited", "baaki 20,000"): the
    rest of an earlier order. ("pay Rs 30,000 by next date, rest with monthly" orders its 30,000.)"""
    found = amounts(sentence)
    return bool(found) and all(_REMAINDER.search(sentence[max(0, a.start - 24): a.start]) for a in found)


def _remainder_retold(sentence: str) -> bool:
    """What is left of an earlier order told again with no word of ordering of its own ("Balance Rs. 20,000 to be
    deposited"); an undertaking or a direction to pay the balance ("undertaking to pay the balance arrears of Rs.
    84,000 on or before …") is an order of that balance."""
    return _a_remainder(sentence) and not _ORDERED.search(sentence)


def _beside_rest(sentence: str) -> list[float]:
    """The sentence's lump sums but those told as what is left ("rest 21 lakh"); empty when none is left so."""
    found = [a for a in amounts(sentence) if per_period(sentence[a.end: a.end + 24]) is None]
    kept = [a.value for a in found if not _REMAINDER.search(sentence[max(0, a.start - 24): a.start])]
    return kept if len(kept) < len(found) else []


# a payment set as a condition of relief ("subject to the petitioner depositing 25% …", "on condition of paying")
_CONDITION = re.compile(r"\bsubject\s+to\b|\bon\s+condition\b|\bcondition\s+precedent\b", re.I)


def _directs(sentence: str) -> bool:
    """The sentence orders a sum paid: a word of ordering, a condition of relief, a time allowed to pay ("Rs. 5,91,350,
    within four weeks"), or a verb in the obligative of any language ("85,000 രൂപ 4 ആഴ്ചക്കകം കെട്ടിവെക്കണം") —
    not a payment it reports done."""
    if _ORDERED.search(sentence) or _CONDITION.search(sentence):
        return True
    return (bool(LIMIT.search(sentence)) or obliged(sentence)) and not any(
        _DEPOSIT.search(c) and not _NOT_MADE.search(c) and not obliged(c) for c in _CLAUSE.split(sentence) if c)


def _lump_sums(text: str) -> list[float]:
    """The sums a sentence writes, but those at a rate ("Rs. 5,000/- per month", "6,500 p.m.", "nelaku 3,000"): a
    monthly sum is the instalment readers' (agent/payments.py), never a whole that payments add up to; nor are the
    shares in brackets that split a rate ("… per month (Rs. 3,000/- to the wife and Rs. 2,000/- to the child)")."""
    found = amounts(text)
    if not found and _DEPOSIT.search(text):
        # a bare figure in digit groups beside a verb of paying ("<defendant> 3,40,000 court-alli kattabeku")
        bare = _DATES.sub(" ", text)
        return [float(m.group().replace(",", "")) for m in _GROUPED.finditer(bare) if not _at_a_rate(bare[m.end():])]
    # (the sum's rate may follow its words in brackets: "Rs. 12,000/- (Rupees twelve thousand) per month")
    rated = [a for a in found if per_period(a.text) is not None or _at_a_rate(text[a.end: a.end + 120])]
    shares = [(m.start(), m.end()) for m in re.finditer(r"\([^()]*\)", text)] if rated else []
    kept = [a for a in found if a not in rated and not any(i <= a.start < j for i, j in shares)]
    if rated and kept and any(_same_sum(sum(a.value for a in kept), r.value) for r in rated):
        return []  # the shares that split a rate ("… per month - Rs. 8,000/- to the wife and Rs. 4,000/- to the child")
    return [a.value for a in kept]


def _at_a_rate(after: str) -> bool:
    """The words after a sum write it at a rate: "per month", "p.m.", a bare "pm" right after it ("Rs 12,000 pm"),
    past the sum's words in brackets ("Rs. 12,000/- (Rupees twelve thousand) per month")."""
    after = _WORDS_AFTER.sub("", after, count=1)
    return per_period(after[:24]) is not None or bool(re.match(r"\s*(?:/-)?\s*pm\b", after, re.I))


# a sum's words in brackets after its figure ("Rs. 12,000/- (Rupees twelve thousand only)")
_WORDS_AFTER = re.compile(r"^\s*/?-?\s*\([^()\d]*\)")


def _whole_of_parts(recs: list, order_rec, order_text: str, owed: float) -> float:
    """'shall refund Rs. 2,36,400/- … and pay compensation of Rs. 47,280/-': an order of several sums is owed as their
    total when a later payment is of that very total (the receipt of Rs. 2,83,680); else the largest sum it names."""
    parts = sorted(set(_lump_sums(order_text)))
    whole = sum(parts)
    if len(parts) < 2:
        return owed
    for r in recs:
        if r.date > order_rec.date and r.case_ids[:1] == order_rec.case_ids[:1] \
                and any(abs(value - whole) <= whole * 0.005 for value, _, _ in _payments(r)):
            return whole
    return owed


def _recites_earlier_order(sentence: str, on: str | None) -> bool:
    """'balance still not deposited despite order of 30.11.26 & 3.5.27', 'in terms of order dt. 11.07.2029': every
    word of ordering in the sentence names an order by an earlier date — a recital of that order, not the order."""
    said = list(_ORDERED.finditer(sentence))
    if not said or not on:
        return False
    for m in said:
        if _CITED_BY.search(sentence[max(0, m.start() - 40): m.start()]):
            continue  # "as per order below Exh.5", "in terms of the order": a payment's paper naming its order
        dated = iso_dates(sentence[m.end(): m.end() + 24], on[:10])
        if not dated or sentence[m.end(): m.end() + dated[0][0]].strip(" .:-,") not in _ORDER_OF \
                or dated[0][2] >= on[:10]:
            return False
    return True


# the words that cite an order made elsewhere: "as per order", "in terms of the order", "vide order", "despite order",
# "pursuant to the order", "in compliance of", and Hindi's "ke anusar", "ke tahat" (आदेश के अनुसार is written after)
_CITED_BY = re.compile(r"\b(?:as\s+per|in\s+terms\s+of|vide|despite|pursuant\s+to|in\s+compliance\s+(?:of|with)|"
                       r"according\s+to|under)\s+(?:the\s+|an?\s+|its\s+)?(?:said\s+|earlier\s+|court'?s\s+)?$", re.I)


# the words that join an order to its date: "order of 3.5.27", "order dated", "order dt.", "order d/", "order on"
_ORDER_OF = {"", "of", "dated", "dt", "dtd", "dt.", "d/", "d", "on", "date", "dated:", "of the"}


# the paper a sum was awarded by, named as a thing ("deposited the award", "paid the decretal amount"): no direction
_AWARD_NOUN = re.compile(r"^(?:award\w*|decree\w*)$", re.I)


def _pays_what_was_awarded(sentence: str) -> bool:
    """'<insurer> deposited the award Rs. X + interest Rs. Y by DD': a sentence whose only word of ordering names the
    award or decree paid, and which records a payment made, is that payment — not the order of the sum."""
    said = [m.group(0) for m in _ORDERED.finditer(sentence)]
    if not said or not all(_AWARD_NOUN.match(w) for w in said):
        return False
    return any(_DEPOSIT.search(c) and not _NOT_MADE.search(c) for c in _CLAUSE.split(sentence) if c)


# a verb of paying or depositing asked (not of receiving): "bhara?", "deposit kiya?", "paid?", "jama?"
_PAYING_ASKED = re.compile(r"\b(?:paid|pay|deposit\w*|jama|bhar\w*|bhor\w*|chuka\w*|diya|diye|ada|kattin\w*|kattid\w*|"
                           r"chellin\w*|adach\w*|tiryo|tire)\b", re.I)


def _none_recorded(comp: Composing, recs: list, order_rec, order_text: str, owed: float) -> Draft | None:
    """'interim amount jama kiya?' where the order's sum has no word of paying or depositing in any later record of the
    matter: No, as far as the notes show (a later line that speaks of paying at all, even to deny it, is the yes/no
    reader's to quote)."""
    from tareekh.agent.draft import Draft

    if RECEIVED_ASKED.search(comp.q.text) and not _PAYING_ASKED.search(comp.q.text):
        return None  # "did he get it?": a receipt the client tells of, not one every hearing would record
    later = [r for r in recs if r.date > order_rec.date and r.case_ids[:1] == order_rec.case_ids[:1]]
    if any(_DEPOSIT.search(r.text) for r in later):
        return None
    ordered = f"the {rupees(owed)} ordered on {human_date(order_rec.date)} [{comp.cite(order_rec)}]"
    since = f" ({len(later)} later record{'s' if len(later) != 1 else ''} of the matter say nothing of it)" if later else ""
    return Draft(f"No — not paid as far as your notes show: no record after {ordered} says it was deposited or "
                 f"paid{since}.", [comp.line(order_rec, order_text)])
