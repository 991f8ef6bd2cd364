"""'Did the client accept the settlement?', 'samjhauta mann lya ke nahi?': an offer of settlement answered yes or no
from the newest line of the matter that tells the offer's fate — refused ("mana kar ditta", "declined", "not
accepted", "इनकार") or accepted ("agreed", "maan gaye", "राज़ी") — with the sum offered when a line writes it.

A compromise the court recorded is the outcome readers' (agent/outcome_asked.py); this reads the notes of an offer
made across the table, which no order records. The words are the general vocabulary of settling in the Indian
languages, never one practice's.

Asked only whether an offer was made at all ("koi offer diya tha?", "did the insurer make any offer?"), the newest
line that writes an offer with its sum (in its sentence or the two after it: "… offer poochha. <counsel>: Rs. X full &
final.") answers yes, with the fate the next lines tell (agent/offer_taken.py: offer_made).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a settlement or an offer named
_OFFER = re.compile(r"\b(?:settle\w*|compromis\w*|offer\w*|samjh?au?ta\w*|samjhota\w*|sulah|sulh|raa?zinama\w*|"
                    r"mediation|lump\s*sum|othuthee?rpp\w*)\b|समझौत\w*|सुलह|राजीनाम\w*|ਸਮਝੌਤ\w*|ഒത്തുതീർപ്പ്\w*", re.I)
# a word of offering itself (not of settling in general, which a decree "in terms of the compromise" also writes)
_OFFERED = re.compile(r"\b(?:offer\w*|lump\s*sum|full\s*(?:&|and)\s*final)\b|पेशकश|प्रस्ताव|ਪੇਸ਼ਕਸ਼", re.I)
# accepting asked: "mann lya", "maan gaye", "accept kiya", "agreed?", "razi hua", "sweekar", the "ok" said to it in
# any language ("ok sonnomaa", "ok bola", "ok cheppara") and the south's verb of agreeing ("oppukondaar" Tamil,
# "oppukunnaru" Telugu, "oppikondru" Kannada); never "kabool", which a court's note writes of a witness's admission
_TAKE_ASKED = re.compile(r"\b(?:accept\w*|agree\w*|maa?n(?:a|e|i|ya|lya|liya|lia|l[ea]|gay\w*|jaa?\w*)?|"
                         r"mann\w*|raa?zi|raji|sweekar\w*|svikar\w*|manzoor\w*|sammath\w*|taiyy?ar|tayy?ar|"
                         r"ok|okay|opp?u(?:k+)?(?:ond|kon|kun|kitt)\w*|opp?ikond\w*)\b|"
                         r"मान|माना|स्वीकार|राज़ी|राजी|ਮੰਨ", re.I)
_OK_SAID = re.compile(r"\b(?:ok|okay)\b", re.I)
# the offer turned down, in the Indian languages
_REFUSED = re.compile(r"\b(?:refus\w*|declin\w*|reject\w*|turned\s+down|not\s+(?:accept\w*|agree\w*|willing)|"
                      r"(?:did\s*n[o']t|does\s*n[o']t|won'?t|will\s+not)\s+(?:accept|agree)|no\s+settlement|"
                      r"mana\s+kar\w*|manaa\s+kar\w*|inkaa?r\w*|nahi\s+maa?n\w*|nahin\s+maa?n\w*|na\s+maa?n\w*|"
                      r"sammathichilla|failed)\b|इनकार|इंकार|मना\s+कर|नहीं\s+मान|ठुकरा|ਇਨਕਾਰ|ਮਨ੍ਹਾ|സമ്മതിച്ചില്ല", re.I)
# the offer taken
_ACCEPTED = re.compile(r"\b(?:accepted|agreed|agrees|settled|maan\s+ga\w*|man\s+ga\w*|raa?zi\s+ho\w*|"
                       r"sammathichu)\b|मान\s+ग|स्वीकार\s+कर|राज़ी\s+हो|राजी\s+हो|സമ്മതിച്ചു", re.I)
_SUM = re.compile(r"(?:rs\.?|₹)\s*\d[\d,]*|\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?\s*(?:lakh|lac)|dedh\s+lakh|"
                  r"\d+\s*k\b", re.I)


def _fates(rec) -> list[tuple[str, str, str]]:
    """(refused|accepted, the offer's sentence, the sentence telling its fate) in a record, in its order: the fate
    is told in the offer's sentence or the next one ("… offer Rs. 1,50,000 lump sum. Tanvika ne mana kar ditta")."""
    sns = [s.text for s in sentences(rec.text)]
    out = []
    for i, sn in enumerate(sns):
        if not _OFFER.search(sn):
            continue
        for told in (sn, *sns[i + 1:i + 2]):
            fate = "refused" if _REFUSED.search(told) else "accepted" if _ACCEPTED.search(told) else ""
            if fate:
                out.append((fate, sn, told))
                break
    return out


def offer_taken(comp: Composing) -> Draft | None:
    """'No — on 8 May 2026 the offer of Rs. 1,50,000 was turned down: …' for a yes/no question whether an offer
    of settlement was accepted; None unless a line of the one matter asked tells the offer's fate."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # ("offer ok sonnomaa?", "offer ko ok bola?": an "ok" said to the offer, read as a thing said, asks its fate too)
    asked = q.kind == "yes_no" or (q.kind == "said" and _OK_SAID.search(q.text) is not None)
    if q.kind == "yes_no" and len(q.cases) == 1 and _OFFERED.search(q.text) and not _TAKE_ASKED.search(q.text):
        return offer_made(comp)  # "koi offer diya tha?": whether one was made, not its fate asked
    if not asked or len(q.cases) != 1 or not _OFFER.search(q.text) or not _TAKE_ASKED.search(q.text):
        return None
    recs = sorted((r for r in comp.records(q.cases) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date)
    found = [(r, fate, offer, told) for r in recs for fate, offer, told in _fates(r)]
    if not found:
        return None
    rec, fate, offer, told = found[-1]
    said = clean(offer if offer == told else f"{offer} {told}", 240)
    newer = [(r, sn.text) for r in recs if r.date > rec.date
             for sn in sentences(r.text) if _OFFER.search(sn.text) and _SUM.search(sn.text)]
    if newer:  # a later offer with no answer written: not taken, as far as the notes show
        r, sn = newer[-1]
        first = (f"Not yet, as far as your notes show — the newest offer, on {human_date(r.date)}, has no answer "
                 f"recorded: {comp.who(r)}: {clean(sn, 200)} [{comp.cite(r)}]; the one before was "
                 f"{'turned down' if fate == 'refused' else 'accepted'} on {human_date(rec.date)} [{comp.cite(rec)}].")
        return Draft(first, [comp.line(rec, said), comp.line(r, sn)])
    verdict = "No — it was turned down" if fate == "refused" else "Yes — it was accepted"
    first = f"{verdict} on {human_date(rec.date)}: {comp.who(rec)}: {said} [{comp.cite(rec)}]."
    # an earlier offer with its sum, when the newest line writes none ("Dedh lakh mein nahi manunga")
    lines = [comp.line(r, o if o == t else f"{o} {t}") for r, _, o, t in found[-3:]]
    return Draft(first, lines)


def offer_made(comp: Composing) -> Draft | None:
    """'Yes — on 2 May 2026 an offer of Rs. 4,20,000 was made: … [n]; it was turned down: …' for a yes/no question
    whether the other side offered a settlement at all ("koi offer diya tha?", "did they make any offer?"): the
    newest line of the matter that writes an offer with its sum (in the sentence or the two after it), and the fate
    the next lines tell; None when no line of the matter writes an offer."""
    from tareekh.agent.draft import Draft

    q = comp.q
    recs = sorted((r for r in comp.records(q.cases) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date)
    found = []
    for r in recs:
        sns = [sn.text for sn in sentences(r.text)]
        for i, sn in enumerate(sns):
            if not _OFFERED.search(sn):
                continue
            after = sns[i + 1:i + 3]
            summed = next((t for t in (sn, *after) if _SUM.search(t)), None)
            fate = next((("refused" if _REFUSED.search(t) else "accepted", t) for t in (sn, *after)
                         if _REFUSED.search(t) or _ACCEPTED.search(t)), None)
            found.append((r, sn, summed, fate))
    if not found:
        return None
    with_sum = [f for f in found if f[2] is not None]
    rec, sn, summed, fate = (with_sum or found)[-1]
    said = clean(" ".join(dict.fromkeys(t for t in (sn, summed) if t)), 240)
    first = f"Yes — on {human_date(rec.date)}, {comp.who(rec)}: {said} [{comp.cite(rec)}]"
    if fate is not None and fate[1] not in (sn, summed):
        told = "turned down" if fate[0] == "refused" else "accepted"
        first += f"; it was {told}: {clean(fate[1], 160)}"
    elif fate is not None:
        first += "; it was turned down" if fate[0] == "refused" else "; it was accepted"
    return Draft(first + ".", [comp.line(r, " ".join(t for t in (s, m) if t)) for r, s, m, _ in found[-3:]])
