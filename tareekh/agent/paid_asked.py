"""'Has he cleared the arrears or not?', 'bank ko paisa bhar diya?', 'deposit kattada?' — a payment asked yes or no,
with no month or day, where the yes/no reader found no line holding the question's own words.

The question's words are half known (a verb of the question's own language, "clear chesada", "bhorechhe kina"), so
its words are not what a line must hold: the payment is read from the matter's records by the payment reader
(agent/payments.py: a sum with a word of paying, owing or defaulting), and the question's words only choose which
of the matter's sums it asks of (a thing it names — "maintenance", "bank", "deposit" — that the payment's sentence
holds). A chat or note filed under no case counts when it names the matter's client (a client with one matter).

The answer states what the newest such record says, whole: "Yes — 4 Aug 2026, your note: balance Rs. 18,000 paid on
30.07; August Rs. 12,000 also paid on 03.08. Arrears nil [n]", or "Partly —" / "Not shown paid —" when it also
leaves a sum owed or says one was not paid. With no such record it leaves the answer as it was.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, expand, roman_key, stem, stems, topic_groups, words
from tareekh.agent.matter_records import client_records_of_thing
from tareekh.agent.paid_in_full import _FULL, told_paid_in_full
from tareekh.agent.payments import _ASIDE, _LEFT_ASKED, _NOT, _OWED, _PAID, _PAY_ASKED, MONEY_ASKED, _read
from tareekh.events.costs_words import COSTS as COSTS_WORDS
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# "clear kiya", "clear chesada", "cleared": a debt cleared is a debt paid, in the English word every language borrows
_CLEAR_ASKED = re.compile(r"\bclear(?:ed|ance)?\b", re.I)
# nothing left to pay, as a note says it: "arrears nil", "no dues", "fully paid", "kuch baki nahi", "baki nil"
_NOTHING_DUE = re.compile(
    r"\bnil\b|\bno\s+(?:arrears|dues?|balance|outstanding)\b|\bnothing\s+(?:due|pending|outstanding|left)\b|"
    r"\b(?:fully|completely)\s+paid\b|\bpaid\s+(?:in\s+full|fully)\b|\b(?:all|dues?|arrears)\s+cleared\b|"
    r"\bregular\b|\b(?:baa?ki|bakaya)\s+(?:nahi|nahin|nil|kuch\s+nahi)\b|\bkuch\s+baa?ki\s+nahi\b|"
    r"कुछ\s+बाकी\s+नहीं|बकाया\s+नहीं|শূন্য|বাকি\s+নেই|ਕੋਈ\s+ਬਕਾਇਆ\s+ਨਹੀਂ|બાકી\s+નથી|ବକେୟା\s+ନାହିଁ|நிலுவை\s+இல்லை|"
    r"బాకీ\s+లేదు|ಬಾಕಿ\s+ಇಲ್ಲ|കുടിശ്ശിക\s+ഇല്ല", re.I)
# words that name money in general or the act of paying: no thing of the matter that picks one sum
_GENERAL = {"paisa", "paise", "money", "amount", "sum", "rupe", "rupee", "rs", "pay", "paid", "payment", "deposit",
            "jama", "bhar", "clear", "diya", "kya", "ki", "ka", "ke", "ko", "ne"}


# a word that names money, a balance or the act of paying in general (as it sounds): it picks no one sum
_GENERAL_MONEY = re.compile(r"(?:" + "|".join(p.pattern for p in (_PAY_ASKED, MONEY_ASKED, _LEFT_ASKED)) + r")", re.I)
# the Latin words the tables of money and of what is left write, by their sound (roman_key): "arrears" is heard
# in "arears" (the words of at least four letters the patterns spell out; a fragment of a pattern matches nothing)
_TABLE_SOUNDS = {roman_key(w): w for p in (MONEY_ASKED, _LEFT_ASKED) for w in re.findall(r"[a-z]{4,}", p.pattern)
                 if roman_key(w) != w}


# the past of "give" (Hindi-Urdu, Punjabi, and as the question reader respells the other languages' "koduthu",
# "kottidru", "dilo"), which asks a court's grant as often as a payment
_GAVE = re.compile(r"\b(?:diya|diye|di|dia|diyo|de\s+di\w*|de\s+diya|ditta|ditti|dilo|dile|dila|given|gave)\b", re.I)


def _grant_asked(text: str) -> bool:
    """A court's grant asked with the verb "give" ("<sum> wali recovery pe HC ne stay diya tha kya?", "bail di?"): an
    outcome asked (agent/outcome_asked.py), no payment — unless another word of paying or a money word other than the
    outcome's own is typed ("stay ke liye 50,000 jama kiya?", "interim maintenance diya?")."""
    from tareekh.agent.outcome_asked import outcome_asked
    from tareekh.events.costs_words import COSTS

    found = outcome_asked(text)
    if found is None:
        return False
    rest = found[1].sub(" ", _GAVE.sub(" ", text))
    # a word of costs or expenses ("interim kharcha pura de diya?": the interim maintenance paid in full) is money
    return not (_PAY_ASKED.search(rest) or _CLEAR_ASKED.search(rest) or MONEY_ASKED.search(rest) or COSTS.search(rest))


def _asked_text(text: str) -> str:
    """The question and its words as they sound ("baakee" is "baki"): a word of paying or owing typed with its
    vowels doubled or an aspirate dropped is the same word; so is one typed with a consonant single that the
    tables write doubled ("arears", "rakam"): the table's own spelling is added."""
    keys = [roman_key(w) for w in words(text)]
    return " ".join([text, *keys, *(_TABLE_SOUNDS[k] for k in keys if k in _TABLE_SOUNDS)])


def paid_asked(comp: Composing, draft: Draft | None) -> Draft | None:
    q = comp.q
    if q.kind != "yes_no" or q.since or q.until or q.on:
        return None
    # "did he pay the full arrears?" answered "Yes — <a part paid>": the whole asked is checked against the balance
    # (the sum ordered set beside every payment of it, agent/paid_in_full.py, has checked the whole already)
    whole_only = draft is not None and draft.first.startswith("Yes") and _whole_asked(q.text) \
        and not told_paid_in_full(draft.first)
    # "No — 7 Jul: <he> did not pay the arrears" read from one line, while a newer record of the matter tells a sum
    # paid or still owed since: the no is of its day, and the newer word on the money is the answer
    no_day = _told_day(draft.first) if draft is not None and draft.first.startswith("No —") else None
    if draft is not None and not draft.first.startswith(("No record", "What your notes say")) \
            and not _yes_to_a_direction(draft.first) and not whole_only and no_day is None:
        return None  # a line holding the question's own words answered (its lines alone, with no yes or no, did not)
    whole_only = whole_only and not _yes_to_a_direction(draft.first)  # (a yes to a direction is re-read in full)
    asked = _asked_text(q.text)
    if not (_PAY_ASKED.search(asked) or _CLEAR_ASKED.search(asked)) or _grant_asked(q.text):
        return None
    if not (MONEY_ASKED.search(asked) or _LEFT_ASKED.search(asked) or amounts(q.text)):
        return None  # (a sum named is money asked: "2 lakh mil gaya?", "the 50,000 deposited?")
    cases = _paying_matter(comp, comp.scope())
    if len(cases) != 1 or _unheld(comp, cases):
        return None
    cid = cases[0]
    names = comp._name_stems()
    recs = sorted((r for r in _records(comp, cid) if (r.date or "")[:10] <= str(comp.today)),
                  key=lambda r: (r.date or "", r.entry_id))
    # the things that pick one of the matter's sums: words the matter's records hold (a word none holds is a word of
    # the question's own language, "kittaana", "illaiyaa"), not a party, not money or a balance in general
    held = set().union(*(stems(r.text) for r in recs)) if recs else set()
    general = [w for w in words(q.text) if _GENERAL_MONEY.fullmatch(w) or _GENERAL_MONEY.fullmatch(roman_key(w))]
    things = [g for g in topic_groups(q.text, names) if g & held and not (g & VERB_STEMS) and not (g & _GENERAL)
              and not g & _party_stems() and not any(stems(w) & g for w in general)]
    # the client's own chat of several of their matters, of a thing only this one has ("arrears"): its record too
    held_ids = {r.entry_id for r in recs}
    # (a whole owed asked, "arrears", is money in general to the reader of things, but a thing of this matter alone)
    owed = [g for g in (stems(w) for w in words(asked) if _WHOLE_OWED.fullmatch(w)) if g & held]
    recs = sorted([*recs, *(r for r in client_records_of_thing(comp, cid, things or owed) if r.entry_id not in held_ids
                            and (r.date or "")[:10] <= str(comp.today))], key=lambda r: (r.date or "", r.entry_id))
    # the sums the records name for the thing asked ("25% yaani 26 lakh"): a payment of the same sum later is its
    # payment, though its line names the thing no more ("26 lakh RTGS kar diya")
    named = {a.value for r in recs for sn in sentences(r.text) if things and any(g & stems(sn.text) for g in things)
             for a in amounts(sn.text) if a.value >= 1000}
    # the thing's words first; then, none of the matter's payments written beside them ("bagan-e diya?": the payer
    # named in the question's words, the bank's advice of the credit naming it otherwise), the matter's newest sum
    # paid or owed, never costs (a sum of its own, agent/costs_said.py)
    for things, loose in ([(things, False), ([], True)] if things else [(things, False)]):
        told_money = _told(comp, recs, things, named, whole_only, loose)
        if told_money is not None:
            told_money = _paid_since_told(comp, recs, told_money, named, whole_only) if things and not loose \
                else told_money
            return _newer_than_no(told_money, draft, no_day)
    return None


def _newer_than_no(told: Draft, draft: Draft | None, no_day: str | None) -> Draft | None:
    """`told`, unless the answer was a "No —" of a line as new as the record `told` is read from (that no stands);
    a newer word on the money goes first, the no's line kept beneath it."""
    if no_day is None or draft is None:
        return told
    day = _told_day(told.first)
    if day is None or day <= no_day:
        return None
    from tareekh.agent.draft import Draft

    return Draft(told.first, [*draft.lines, *told.lines], gathered=True)


def _paid_since_told(comp: Composing, recs: list, told: Draft, named: set[float], whole_only: bool) -> Draft:
    """`told` ("Not shown paid — <an older record: 'not paid', a balance owed>"), or, when a newer record of the
    matter tells a sum paid without naming the thing again ("40,000 DD diyechhe, court-e jama. Baki ache" after
    "arrears not paid"), that newer record's answer first: the lawyer is told the latest payment, and the older
    word on it stays below."""
    if not told.first.startswith(("Not shown paid", "Partly")):
        return told
    day = _told_day(told.first)
    newer = [r for r in recs if day and (r.date or "")[:10] > day]
    if not newer:
        return told
    later = _told(comp, newer, [], named, whole_only, True)
    if later is None or not any(m.kind == "paid" for r in newer for m in _read(r) if m.value >= 1000):
        return told
    from tareekh.agent.draft import Draft

    return Draft(later.first, [*told.lines, *later.lines], gathered=True)


def _told_day(first: str) -> str | None:
    """The day (ISO) of the record a "<verdict> — 18 Jun 2027, …" answer is read from."""
    from datetime import datetime

    m = re.match(r"[^—]*—\s*(\d{1,2} [A-Z][a-z]{2} \d{4})", first)
    if m is None:
        return None
    try:
        return datetime.strptime(m.group(1), "%d %b %Y").date().isoformat()
    except ValueError:
        return None


def _told(comp: Composing, recs: list, things: list[set[str]], named: set[float], whole_only: bool,
          loose: bool) -> Draft | None:
    """Yes, Partly or Not shown paid: the newest record of the matter that tells a payment of the thing asked."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.paid_by_then import _MISSED

    q = comp.q
    for rec in reversed(recs):
        money = _read(rec)
        if things:
            money = [m for m in money if any(g & stems(m.sentence) for g in things)
                     or (m.kind == "paid" and m.value in named)]
        if not COSTS_WORDS.search(q.text):
            money = [m for m in money if not COSTS_WORDS.search(m.sentence)]  # the costs of a day: not the money asked
        if loose:
            money = [m for m in money if m.value >= 1000]
            if not money:
                continue  # (loosely read, only a sum said paid or owed answers: no word of doing or missing)
        done = [sn.text for sn in sentences(rec.text) if _DONE.search(sn.text) and _GENERAL_MONEY.search(sn.text)
                and not _NOT.search(sn.text) and not amounts(sn.text)
                and (not things or any(g & stems(sn.text) for g in things))]
        # "69,000 (143A) still not paid": a payment missed, of the thing asked
        missed = [sn.text for sn in sentences(rec.text) if (_MISSED.search(sn.text) or
                  (_NOT.search(sn.text) and _PAID.search(sn.text)))
                  and (not things or any(g & stems(sn.text) for g in things))]
        if not money and not done and not missed:
            continue
        paid = [m for m in money if m.kind == "paid"]
        owed = [m for m in money if m.kind == "owed"]
        if not (paid or owed or missed or done):
            continue
        told = list(dict.fromkeys([m.sentence for m in money if m.kind in ("paid", "owed")] + missed + done))
        told.sort(key=lambda t: rec.text.find(t) if rec.text.find(t) >= 0 else len(rec.text))  # as the record has them
        nil = [sn.text for sn in sentences(rec.text) if _NOTHING_DUE.search(sn.text) and sn.text not in told]
        # "40,000 DD diyechhe. Baki ache.": a balance said left, with no sum of its own, beside the payment
        # ("Baki kab?", "balance when?", "বাকি কবে?": a line that asks after the balance tells no balance left)
        left_said = [sn.text for sn in sentences(rec.text) if paid and not owed and not nil and sn.text not in told
                     and _OWED.search(sn.text) and not amounts(sn.text) and not _NOTHING_DUE.search(sn.text)
                     and len(sn.text) <= 80 and not asks(sn.text)][:1]
        if left_said:
            told = told + left_said
            owed_left = True
        else:
            owed_left = False
        said = clean(" ".join(told + nil[:1]), 420)
        if owed_left:
            head = "Partly"  # a sum paid, and a balance said left
        elif (paid or done) and not owed and not missed:
            head = "Yes"
        elif paid and nil and not missed:
            head = "Yes"  # "balance 18,000 paid …; arrears nil": the balance named is the one paid
        elif paid:
            head = "Partly"
        else:
            head = "Not shown paid"
        left = _balance_left(recs, rec, things) if head == "Yes" and not nil and _whole_asked(q.text) else None
        if left is not None:
            head = "Partly"  # the whole asked, a part told paid, and a balance told owed that it does not cover
        elif owed_left:
            left = _balance_left(recs, rec, things)  # "Baki bhi vasool karenge": the balance's sum, as told before
        elif whole_only:
            return None  # the yes stands: no balance told owed that the payments leave uncovered
        earlier = _paid_before(recs, rec, things) if head == "Not shown paid" and owed and not missed else None
        if earlier is not None:
            head = "Partly"  # a balance left, and a part of it paid before: the part is the answer's too
        n = comp.cite(rec)
        first = f"{head} — {human_date(rec.date)}, {comp.who(rec)}: {said} [{n}]."
        lines = [comp.line(rec, " … ".join(told + nil[:1]))]
        if earlier is not None:
            first += (f" Paid before it: {rupees(earlier.value)} on {human_date(earlier.day)} "
                      f"[{comp.cite(earlier.rec)}].")
            lines.insert(0, comp.line(earlier.rec, earlier.sentence))
        if left is not None:
            # (the balance's record as it tells it: what it says was paid, then what is left)
            told_left = " ".join(dict.fromkeys(m.sentence for m in _read(left.rec) if m.kind in ("paid", "owed")))
            first += (f" Still owed, {human_date(left.rec.date)}: {clean(told_left or left.sentence, 260)} "
                      f"[{comp.cite(left.rec)}].")
            lines.append(comp.line(left.rec, told_left or left.sentence))
        later = _later_word(comp, recs, rec, things)
        if later is not None:
            first += f" Later, {human_date(later.date)}: {clean(_paid_sentence(later, things), 200)} [{comp.cite(later)}]."
            lines.append(comp.line(later, _paid_sentence(later, things)))
        return Draft(first, lines, gathered=True)
    return None


# a sum that is itself the whole of what fell due ("arrears", "dues", "bakaya", "the balance"): asked whether it was
# paid, one payment towards it is no yes until nothing is left of it
_WHOLE_OWED = re.compile(r"\b(?:arrears?|arears?|dues|bakaya|balance|outstanding)\b|बकाया|থকেয়া|বকেয়া|ਬਕਾਇਆ|"
                         r"બાકી\s+રકમ|ବକେୟା|நிலுவை|బకాయి|ಬಾಕಿ|കുടിശ്ശിക", re.I)


def _whole_asked(text: str) -> bool:
    """The question asks whether the whole was paid: 'the full amount', or a sum that is a whole owed ('arrears')."""
    return bool(_FULL.search(text) or _WHOLE_OWED.search(text))


def asks(sentence: str) -> bool:
    """A sentence that is itself a question ("Baki kahiya?", "balance kab denge?"): it asks, it tells nothing."""
    return sentence.rstrip(" .)\"'").endswith(("?", "\u061f"))


def _paying_matter(comp: Composing, cases: list[str]) -> list[str]:
    """Of the matters a question's people name (a wife and a husband are parties of her maintenance petition and his
    custody petition both), the one whose records up to today tell a sum paid or owed: a payment is asked of the
    matter that has money to pay. Several such matters, or none, leave the scope as it was."""
    if len(cases) <= 1:
        return cases
    today = str(comp.today)
    paying = [cid for cid in cases if any(m.kind in ("paid", "owed") and m.value >= 1000
                                          for r in comp.records([cid]) if (r.date or "")[:10] <= today
                                          for m in _read(r) if not COSTS_WORDS.search(m.sentence))]
    return paying if len(paying) == 1 else cases


def _paid_before(recs: list, rec: RecordRef, things: list[set[str]]):
    """The newest payment an older record tells of the thing asked ("filed a DD for Rs. 36,000 towards arrears"), when
    the newest record tells only what is still owed ("balance still 84,000"): the part paid is not lost behind it."""
    for older in reversed([r for r in recs if (r.date or "", r.entry_id) < (rec.date or "", rec.entry_id)]):
        paid = [m for m in _read(older) if m.kind == "paid" and m.value >= 100
                and (not things or any(g & stems(m.sentence) for g in things))]
        if paid:
            return paid[-1]
    return None


def _balance_left(recs: list, rec: RecordRef, things: list[set[str]]):
    """The newest balance a record up to `rec` tells owed of the thing asked ("Baki abhi bhi 42,000"), when the
    payments told after it do not reach it: asked whether the WHOLE was paid, a payment of a part is no yes."""
    upto = [r for r in recs if (r.date or "", r.entry_id) <= (rec.date or "", rec.entry_id)]
    for i in range(len(upto) - 1, -1, -1):
        owed = [m for m in _read(upto[i]) if m.kind == "owed" and m.value >= 100
                and (not things or any(g & stems(m.sentence) for g in things))]
        if not owed:
            continue
        balance = owed[-1]
        after = sum(m.value for r in upto[i + 1:] for m in _read(r) if m.kind == "paid"
                    and (not things or any(g & stems(m.sentence) for g in things)))
        return balance if after < balance.value else None
    return None


def _unheld(comp: Composing, cases: list[str]) -> bool:
    """An English word of the question (not a name, a particle or the act of paying or clearing) that no record of the
    matter holds: a thing the notes lack, so nothing is read as its payment (agent/paid_by_then.py reads it so)."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.paid_by_then import _MONTHS
    from tareekh.agent.question import STOP

    from tareekh.agent.naming import kind_words

    held = set().union(*(stems(r.text) for r in comp.records(cases)))
    # the words of the asking verb itself ("mil gaya", "received") are no thing the notes must hold, though one of
    # them is also an English word ("mil")
    verb = " ".join(m.group() for m in _PAY_ASKED.finditer(comp.q.text)).lower()
    verb_words = set(words(verb))
    # the matter's own kind ("appeal" of an R.F.A., "revision" of a C.R.P.) names it, it is no thing the notes lack
    names = comp._name_stems() | {s for c in cases for w in kind_words(comp, c, comp.q.text) for s in stems(w)}
    for w in words(comp.q.text):
        if len(w) < 3 or w in STOP or w in _MONTHS or _PAY_ASKED.fullmatch(w) or _CLEAR_ASKED.fullmatch(w) \
                or w in verb_words or _FULL.fullmatch(w) or not is_english(w):
            continue
        if stem(w) in VERB_STEMS:
            continue  # an act, "jama kara diya": the doing, no thing the notes lack
        # (held in the matter's records in another language's word counts: "maintenance" of an order's "भरण-पोषण")
        st = stems(w) | expand(w)
        if not (st & names or st & held):
            return True
    return False


# a payment said done without its sum: "DD deposit done", "jama ho gaya", "deposit ayyindi", "taka joma hoye geche",
# "paise bharle gele", "kattiyachu", "adachu kazhinju", "thai gayu"
_DONE = re.compile(r"\b(?:done|completed|made|ho\s+(?:gay\w*|chuk\w*|gy\w*)|hogay\w*|ho\s+gel[ae]|ayyindi|aindi|"
                   r"aayitu|aagide|aachu|aayiduchu|kazhinju|hoye\s+gech\w*|hoyeche|hoise|hoi\s+ga(?:la|lo)|"
                   r"zhal[aei]|jhal[aei]|thai\s+gay\w*|thayu|hogeya|ho\s+gaya)\b|हो\s+गया|हो\s+गई|हो\s+चुका|झाले|"
                   r"হয়ে\s+গেছে|ਹੋ\s+ਗਿਆ|થઈ\s+ગયું|ହୋଇଗଲା|ஆச்சு|ஆகிவிட்டது|అయ్యింది|ಆಗಿದೆ|കഴിഞ്ഞു", re.I)


def _says_paying(text: str) -> bool:
    """A line that says money was paid or deposited, with its sum or without ("DD deposit ayyindi"); not a line that
    only names a deposit ("148 petition (deposit pending appeal) filed")."""
    return bool(_PAID.search(text) or (_DONE.search(text) and _GENERAL_MONEY.search(text)))


def _yes_to_a_direction(first: str) -> bool:
    """'Yes — …: 30% means 9 lakh in 45 days' — a yes read from a line whose sum the payment reader takes as directed,
    owed or promised, not paid; 'Yes — …: we filed the 143A petition' — a yes read from a line with no word of paying
    at all: the yes/no reader matched the question's words, not a payment."""
    if not first.startswith(("Yes", "On record")):  # ("On record — …: the State shall pay Rs. 2,00,000": the same)
        return False
    if told_paid_in_full(first):
        return False  # the sum ordered and each payment of it (agent/paid_in_full.py): a payment's yes already
    said = first.split(":", 1)[-1]
    if not _says_paying(said):
        return True
    from tareekh.agent.payments import _FUTURE

    from tareekh.agent.paid_by_then import _MISSED

    if _PAID.search(said) and not _FUTURE.search(_ASIDE.sub(" ", said)) and not _NOT.search(said) \
            and not _MISSED.search(said):
        return False  # "brought a DD for Rs 48,000, deposited in court today": the sentence pays it
    found = amounts(said)
    if not found:
        return False
    from tareekh.agent.payments import _clauses, _kind

    for clause in _clauses(said):
        if amounts(clause) and _kind(clause, said) == "paid":
            return False
    return True


def _party_stems() -> set[str]:
    from tareekh.agent.party_words import PARTY_WORDS as _PARTY_WORDS

    return {s for w in _PARTY_WORDS for s in stems(w)}


def _paid_sentence(rec: RecordRef, things: list[set[str]]) -> str:
    for sn in sentences(rec.text):
        if _PAID.search(sn.text) and not _NOT.search(sn.text) and (not things or any(g & stems(sn.text) for g in things)):
            return sn.text
    return ""


def _later_word(comp: Composing, recs: list, rec: RecordRef, things: list[set[str]]) -> RecordRef | None:
    """A newer record that says the thing was paid without a sum ("maintenance Nov paid on 9.11, regular since Aug")."""
    if not things:
        return None
    later = [r for r in recs if (r.date or "") > (rec.date or "") and _paid_sentence(r, things)]
    return later[-1] if later else None


def _records(comp: Composing, cid: str) -> list:
    """The matter's records, and chats or notes filed under no case that name its client (a client of this matter
    alone): "26 lakh RTGS kar diya aaj" is the client's own message, kept as a general chat."""
    from tareekh.agent.matter_records import matter_records

    return matter_records(comp, cid, by_file=False)


def sum_beside_yes(comp: Composing, draft: Draft | None) -> Draft | None:
    """'Yes — DD deposit ayyindi HC lo [1]' says a payment was made but not of how much: the sum the matter's records
    direct, undertake or leave owing for that act ("deposit 2.5 lakh in 4 wks") is said beside it, so the lawyer reads
    what was due with the yes."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if draft is None or q.kind != "yes_no" or not draft.first.startswith("Yes") or amounts(draft.first):
        return None
    asked = _asked_text(q.text)
    if not (_PAY_ASKED.search(asked) or _CLEAR_ASKED.search(asked)) or _grant_asked(q.text):
        return None
    from tareekh.agent.party_words import FUTURE_ACT as _FUTURE

    if _FUTURE.search(draft.first.split(":", 1)[-1]) or not _says_paying(draft.first.split(":", 1)[-1]):
        return None  # "Yes — … shall deposit": a promise, not a payment to set a sum beside (nor is a petition filed)
    cases = comp.scope()
    if len(cases) != 1:
        return None
    groups = [g for g in topic_groups(q.text, comp._name_stems()) if not g & _party_stems()]
    acts = [g for g in groups if g & _ACT_STEMS]  # the act asked ("deposit", "jama", "rent"): its sum is the one
    if not acts:
        return None
    due = [m for r in comp.records(cases) if (r.date or "")[:10] <= str(comp.today) for m in _read(r)
           if m.kind in ("undertaken", "owed") and any(g & stems(m.sentence) for g in acts)]
    if not due:
        return None
    m = max(due, key=lambda m: ((m.rec.date or ""), m.value))
    said = clean(m.sentence, 200)
    first = draft.first.rstrip()
    first = first[:-1] if first.endswith(".") else first
    first += f"; {rupees(m.value)} was due — {human_date(m.rec.date)}, {comp.who(m.rec)}: {said} [{comp.cite(m.rec)}]."
    # (read from two records, the payment's and the direction's: the direction's "within 4 weeks" is no promise)
    return Draft(first, [*draft.lines, comp.line(m.rec, m.sentence)], closest=draft.closest, gathered=True)


# the acts and things of paying a question names: deposit, jama, rent, maintenance, fee, instalment, arrears, costs
_ACT_STEMS = {s for w in ("deposit", "deposited", "jama", "rent", "kiraya", "maintenance", "fee", "fees", "instalment",
                          "installment", "kisht", "arrears", "compensation", "premium", "challan", "emi", "dues")
              for s in stems(w)}
