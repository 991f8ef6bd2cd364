"""What an order awarded: "order mein kitna mila?" is answered with the sums the order's own operative lines give (the
amount to be paid or refunded, the interest, compensation, costs), from the latest record of the matter that states
them, rather than with the lines that merely mention the order."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.payments import payment_made_asked
from tareekh.agent.sum_paid import will_get_asked
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a question about what an order, award or decree gave
_ORDER_ASKED = re.compile(r"\b(?:order|orders|award|decree|faisla|faisle|judgment|judgement|nirnay)\b|"
                          # "how much did the court fix / the judge award?": the court the actor, its order asked
                          r"\b(?:court|adalat|judge|tribunal|bench|forum|commission|magistrate)\b|"
                          # the forum in the Indian languages: "aayog" (commission), "nyayalaya", "nyayamandram"…
                          r"\b(?:aa?yog|nyaa?yaa?lay[ao]?m?|neethimandram|nyayamandram|kachahe?ri|kacheri)\b|"
                          r"\b(?:ordered|directed|awarded|granted|fixed|imposed|sanctioned)\b", re.I)
# the kinds of paper that award sums, as a question names them
_PAPER_KINDS = frozenset("order award decree judgment judgement".split())
# a sum as orders write it: digit groups, "Rs. 5000", or a rate
_SUM = re.compile(r"\d{1,3}(?:,\d{2,3})+|\bRs\.?\s*\d+|\b\d+(?:\.\d+)?\s*%")
# what an order grants with a sum
_GRANT = re.compile(r"\b(?:refund\w*|compensation|costs?|interest|damages|award\w*|pay|paid|payable|maintenance|expenses|fine|"
                    r"decree\w*|recover\w*|hurja|harja)\b", re.I)
# a record that states a decision (a payment note beside no order is no award)
# (never "Order VII Rule 1", "order 39 rule 1": a provision of the Code the paper is brought under, no order made)
_DECIDED = re.compile(r"\b(?:order(?!\s*[.:-]?\s*(?:[ivxl]+|\d+)\s*[.,]?\s*(?:rules?|r)\b)|ordered|allowed|decreed|awarded|"
                      r"directed)\b", re.I)
# the order's own operative words: a sum the court directs ("shall pay", "is directed to pay", "sentenced … to pay a
# fine"), as against a later note or call that retells it ("told her: monthly 13,000 under the order")
_OPERATIVE = re.compile(r"\bshall\s+(?:also\s+)?(?:pay|deposit|refund|reimburse)\b|"
                        r"\b(?:is|are|stands?)\s+(?:hereby\s+)?(?:(?:jointly|severally|jointly\s+and\s+severally)\s+)?"
                        r"(?:directed|ordered|liable)\s+to\s+(?:pay|deposit|refund)\b|"
                        r"\b(?:is|are)\s+(?:hereby\s+)?(?:awarded|granted|decreed)\b|\bsentenced\b|\bto\s+pay\s+(?:a\s+)?fine\b|"
                        r"\bin\s+default\b", re.I)
# a sentence ends at a full stop before a capital or a figure; "Rs." and "No." are not ends
# (nor is the end of "i.e.", "e.g.", "viz.", "w.e.f.", "u/s.": "from the date of application i.e. 10.11.2025, and
# Rs. 15,000 as litigation expenses" is one direction)
_SENTENCE = re.compile(r"(?<!\bRs)(?<!\bNo)(?<!\bno)(?<!\bNos)(?<!\bnos)(?<!\bSec)(?<!\bi\.e)(?<!\be\.g)(?<!\bviz)(?<!\bw\.e\.f)(?<!\bu/s)"
                       r"\.\s+(?=[A-Z0-9(])")


def _awards(text: str, *, every_sum: bool = False) -> list[str]:
    """The parts of `text` that grant a sum (every part with a sum, of the paper itself: its clauses list them)."""
    out = []
    for line in text.splitlines():
        for part in _SENTENCE.split(line):
            if _SUM.search(part) and (every_sum or _GRANT.search(part)):
                said = clean(_unwrapped(text, part.strip()), 300)
                if said not in out:  # (two lines of one wrapped sentence are its one direction)
                    out.append(said)
    return out


def _unwrapped(text: str, part: str) -> str:
    """The part with the rest of its sentence when the paper wraps the sentence onto the next line ("… shall pay
    Rs. … with simple interest / at 10% per annum from the due date"): the rate or the time it gives is the award's."""
    if not re.search(r"[a-z,]$", part):
        return part  # (a line that ends its sentence, or a list's item, is whole)
    whole = _whole_sentence(text, part)
    # (the line may also start inside the sentence: "The respondent / shall pay Rs. 8,000 … to petitioner / No. 2,
    # in all Rs. 12,000 per month": the order's whole direction, its parts and their total, is the award)
    flat = re.sub(r"\s+", " ", part)
    return whole if len(whole) > len(flat) and flat in re.sub(r"\s+", " ", whole) else part


# a claim the forum allowed: "the complaint is allowed", "petition stands allowed", "claim allow kar ditta"
_ALLOWED = re.compile(r"\b(?:complaint|claim|petition|suit|appeal|application|reference)\s+(?:is\s+|stands\s+|was\s+|"
                      r"hereby\s+|partly\s+|partially\s+)*(?:allowed|allow\b)", re.I)


def states_award(text: str) -> bool:
    """Whether `text` states what an order gave: a sum the court directs in its own operative words, or a claim allowed
    beside a sum ("Commission ne claim allow kar ditta - 2,86,450 + 9% byaaj"), though no word of it is "award"."""
    for line in text.splitlines():
        for part in _SENTENCE.split(line):
            if _SUM.search(part) and (_OPERATIVE.search(part) or _ALLOWED.search(part)):
                return True
    return bool(_SUM.search(text) and _OPERATIVE.search(re.sub(r"\s*\n\s*", " ", text)) and _ALLOWED.search(text))


def awarded(comp: Composing, *, several: bool = False) -> Draft | None:
    """The sums the matter's latest order awards, quoted from the record that states them; None unless the question
    asks how much an order gave in one matter and a record states such sums. The paper itself when the question
    names its kind ("the award", "the decree") and the matter holds it: its own operative lines, not a later order
    that mentions it; only then are several sums asked at once ("award kitne ka? escalation kitni?") answered here."""
    from tareekh.agent.draft import Draft

    q = comp.q
    scope = comp.scope()
    # "kete paiba?", "koto pabo?", "kitna milega?", "how much will we get?": what the matter gives is what its order
    # awards (agent/sum_paid.py)
    if len(scope) != 1 or not (_ORDER_ASKED.search(q.text) or will_get_asked(q.text)):
        return None
    if payment_made_asked(q.text) and not will_get_asked(q.text):
        return None  # "X ne order pe kitna jama karaya": what a party put in under the order, not what it gave
    asked = {w.lower() for w in re.findall(r"[a-z]+", q.text, re.I)}
    papers = [rec for rec in comp.records(scope) if rec.kind == "document" and rec.doc_kind
              and set(re.findall(r"[a-z]+", rec.doc_kind.lower())) & asked & _PAPER_KINDS]
    if several and not papers:
        return None
    # (an order that directs a sum in its own operative words decides, though it never writes "order": "The employer
    # shall pay Rs. … with interest at 10% … Case disposed of.")
    found = [(rec, said) for rec in (papers or comp.records(scope))
             if (papers or _DECIDED.search(rec.text) or _OPERATIVE.search(rec.text))
             and (said := _awards(rec.text, every_sum=bool(papers)))]
    if not found:
        return None
    # the order itself before a later line that retells it: the records whose sums the court directs in its own
    # operative words, each with those sums only (a pay slip's figure the order recites is no sum it gives)
    # (the paper itself, asked by its kind, keeps every clause: its clauses list the sums)
    operative = [(rec, own) for rec, said in found
                 if (own := [s for s in said if _OPERATIVE.search(s) or _OPERATIVE.search(_whole_sentence(rec.text, s))])]
    found = found if papers else operative or found
    latest = max(rec.date or "" for rec, _ in found)
    same_day = [(rec, said) for rec, said in found if (rec.date or "") == latest]
    parts = [f"{human_date(rec.date)}, {comp.who(rec)}: {' … '.join(said)} [{comp.cite(rec)}]" for rec, said in same_day]
    what = papers[0].doc_kind if papers else "order"
    # asked what the matter gives ("kitna milega"), its order is read whatever words the question used: the question's
    # own words ("paiba", "total") are no record's, so the plain reading's nearest lines do not ground it
    # asked what the paper itself gave ("decree ethra rupa kitti", "award kitne ka"), its own operative words answer:
    # the question's other words ("rupa", "kitti") are no record's, so the plain reading does not ground them either
    # (an order sheet of the court, the latest to state such sums, is the court's own words though it directs them
    # tersely — "total Rs. …, with interest at 9% p.a. … Respondent to deposit within 30 days" — not a note retelling it)
    own_words = (bool(operative) or all(rec.kind == "document" or rec.is_order_sheet for rec, _ in same_day)) and not papers \
        and bool(asked & _PAPER_KINDS)
    lead = _outcome_first(q.typed or q.text, [rec for rec, _ in same_day])
    # an order that writes the claim allowed beside the sums it directs in its own words answers "how much did the
    # forum give" whatever other words the question used ("<client> ka gaay claim - ayog ne kitna dilwaya")
    own_words = own_words or (bool(operative) and lead.rstrip().endswith("allowed."))
    return Draft(lead + f"What the {what} gave — " + "; ".join(parts),
                 gathered=(will_get_asked(q.text) and not _ORDER_ASKED.search(q.text)) or own_words)


def _outcome_first(typed: str, records: list) -> str:
    """The order's outcome in its own verb before the sums it gave, of a claim the order's record writes allowed: a
    step asked yes or no and then how much ("<claim> order aaytha? eshtu", "award mila? kitna") opens "Yes — the
    complaint is allowed.", and "how much did the forum give" of an allowed claim opens "The complaint is allowed."
    (the sums it directs are then the award, not a list of every figure the matter writes). "" when no record of
    the order writes the claim allowed and the question asks no step; "Yes — " alone when it asks one (the order
    the sums quote did happen)."""
    from tareekh.agent.two_part import step_part

    allowed = next((m.group(0) for rec in records for m in [_ALLOWED.search(rec.text)] if m), None)
    asked = step_part(typed) is not None
    if allowed is None:
        return "Yes — " if asked else ""
    said = re.sub(r"\ballow$", "allowed", re.sub(r"\s+", " ", allowed).lower())
    said = re.sub(r"^(\w+)\s+(?!is\b|stands\b|was\b)", r"\1 is ", said)  # "petition allowed" → "petition is allowed"
    return f"Yes — the {said}. " if asked else f"The {said}. "


def _whole_sentence(text: str, part: str) -> str:
    """The sentence `part` belongs to, its lines joined: a paper wraps a sentence over lines ("… liable to pay the
    plaintiff / Rs. 2,96,400 with interest …"), and the operative words may stand on the line before its sum."""
    joined = re.sub(r"\s*\n\s*", " ", text)
    head = clean(part, 300)[:40]
    at = joined.find(head)
    if at < 0:
        return part
    for sentence in _SENTENCE.split(joined):
        start = joined.find(sentence)
        if start <= at < start + len(sentence):
            return sentence
    return part
