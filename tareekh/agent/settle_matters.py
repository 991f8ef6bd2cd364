"""Which matters saw talk of settling, or were sent to mediation or a Lok Adalat — "which cases went to mediation,
and what came of it?", "in which matters does the other side keep raising settlement?" — read over EVERY matter.

A record speaks of it when a sentence holds a word for settling (settlement, compromise, an offer "full and final",
"samjhauta", "raazinama", "rajinama", "mel") or names a forum of settling (mediation, a mediator, conciliation,
Lok Adalat, pre-litigation), in Latin letters or an Indian script. Each matter is listed with each day and the
sentence, so the answer names who offered what and how the referral ended (a referral's result is usually the
next sentence of the kind: "Lok Adalat on 14.11 - no settlement").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a forum of settling: mediation, conciliation, Lok Adalat (each script), "madhyastha" (Hindi/Marathi/Bengali/
# Gujarati: mediation), "samarasa" (Kannada/Telugu: conciliation), "samarasam", "pre-litigation", "ADR"
FORUM = re.compile(
    r"\bmediat\w*|\bconciliat\w*|\blok\s*-?\s*adalat\w*|\bmadhyast\w*|\bmadhyasth\w*|\bsamarasa\w*|\bpre-?litigation\b|"
    r"\bADR\b|लोक\s*अदालत|मध्यस्थ\S*|সুলহ|লোক\s*আদালত|মধ্যস্থ\S*|ଲୋକ\s*ଅଦାଲତ|ମଧ୍ୟସ୍ଥ\S*|લોક\s*અદાલત|મધ્યસ્થ\S*|"
    r"ਲੋਕ\s*ਅਦਾਲਤ|ਵਿਚੋਲ\S*|லோக்\s*அதாலத்|மத்தியஸ்த\S*|సమరస\S*|లోక్\s*అదాలత్|మధ్యవర్తి\S*|ಲೋಕ\s*ಅದಾಲತ್|ಮಧ್ಯಸ್ಥ\S*|"
    r"ലോക്\s*അദാലത്ത്|മധ്യസ്ഥ\S*", re.I)
# settling itself: English, Hindi/Urdu/Punjabi "samjhauta/samjhota", "raazinama/rajinama", "sulah", Marathi
# "tadjod", Gujarati "samadhan", Bengali "mimangsa/apos", Tamil "samaadhaanam", Telugu/Kannada "raajee/raji",
# Malayalam "othuthheerppu", an offer "full and final", "one-time settlement"
SETTLE = re.compile(
    r"\bsettl\w*|\bcompromis\w*|\bfull\s+and\s+final\b|\bOTS\b|\bsamjh?aut\w*|\bsamjh?ot\w*|\bra+zi\s*nama\w*|\braji\s*nama\w*|"
    r"\bsul[ae]h\w*|\btad\s*jod\w*|\bsamadhan\w*|\bmimangsa\w*|\bapos\w*|\bsamaadh?aan\w*|\braa?jee?\b|\braaji\w*|"
    r"\bothuth?h?eerpp\w*|समझौत\S*|राजीनाम\S*|सुलह|तडजोड\S*|সমঝোতা|আপস\S*|মীমাংসা|ସମଝୌତା|આપસ\S*|સમાધાન|ਸਮਝੌਤ\S*|"
    r"ராஜி|சமாதான\S*|రాజీ|ರಾಜಿ|ഒത്തുതീർപ്പ്\S*|صلح|سمجھوت\S*", re.I)
_OFFER = re.compile(r"\boffer\w*|\bpeshkash\w*|\bprastav\w*", re.I)
# money held out to end the matter, in the words that say so without "offer": take it and end / withdraw / close the
# case, asked of the other party ("1 lakh le lo aur case khatam karo", "take 50,000 and withdraw the complaint"): Hindi/
# Urdu khatam/wapas/band karo, Marathi maage ghya, Tamil/Telugu vaapas; a case said closed or ended is no offer
_BUY_OFF = re.compile(
    r"\b(?:case|matter|complaint|suit|mukadd?ma\w*|maa?ml[ae]\w*|kes)\s+(?:\w+\s+)?(?:khatt?am|wapas|vapas|vaapas\w*|"
    r"band|bandh|maage)\s+(?:kar\w*|le\s*lo|lelo|lo|le|ghya|gheu)\b|"
    r"\bwithdraw\w*\s+(?:the\s+|your\s+)?(?:case|complaint|suit|petition)\b", re.I)

# the matters asked, each: "which/what cases", a word said twice ("kon kon", "kehde kehde", "yaava yaava"), "list"
_WHICH = re.compile(
    r"\b(?:which|what|kaun\w*|kon\w*|kis\w*|kin|kehde|kehre|kiha?de|kuthe|konat\w*|kay|kai|kya|kayi|kaya|kon\w*|kun|"
    r"kaunsa|kahaan|kahan|kothay|kon\s+kon|ethu|edhu|edu|evi|ev[ei]|ethe|yaava|yav\w*|ethellam|ethokke|ethoke|"
    r"kounu|kunu|kau|kiba|kei|kaunu|e|ae|edi|list\w*|all)\b", re.I)
_MATTER = re.compile(r"\b(?:matters?|cases?|suits?|mamal\w*|mamla\w*|mamle|mokoddoma\w*|prakaran\w*|vazhakk\w*|kesul\w*)\b|"
                     r"cases?\b|मामल\S*|केस|মামলা|কেস|ਕੇਸ|ମାମଲା|વ્યવહાર|கேஸ்|వழக்கு|కేసు|ಕೇಸ್|കേസ്", re.I)
CLIP = 170
# a sum of money as notes write it: "1,50,000", "75000", "2 lakh", "14.5 lakh", "50 hazar", "Rs. 500"
_SUM = re.compile(r"\d{1,3}(?:,\d{2,3})+|\d{4,}|\d+(?:\.\d+)?\s*(?:lakh|lac|lakhs|crore|cr|hazar|hajar|k)\b|"
                  r"\b(?:rs|inr|₹)\.?\s*\d", re.I)


def _asked(text: str) -> list[re.Pattern]:
    """The kinds the question names: a forum, settling, or both ("mediation / settlement / Lok Adalat")."""
    return [p for p in (FORUM, SETTLE) if p.search(text)]


def settle_matters(comp: Composing) -> Draft | None:
    """Every matter whose records speak of settling (or of the forum asked), each day with the sentence."""
    from tareekh.agent.draft import Draft

    q = comp.q
    typed = q.typed or q.text
    if q.cases or q.unknown_case or q.judges or q.witness or q.on or q.kind in ("next_date", "count"):
        return None
    asked = _asked(typed)
    if q.kind == "amount" and SETTLE not in asked:
        return None  # "which matters settled, and for how much?": each sentence of settling gives its sum
    if not asked or not (_WHICH.search(typed) and _MATTER.search(typed)):
        return None
    records = [r for r in comp.records(None) if r.case_ids and r.date and r.date[:10] <= comp.today]
    found: dict[str, list[tuple[str, object, str]]] = {}
    for r in sorted(records, key=lambda x: (x.date or "", x.entry_id)):
        parts = sentences(r.text)
        hits = [i for i, sn in enumerate(parts)
                if any(p.search(sn.text) for p in asked) or (SETTLE in asked and FORUM.search(sn.text)) or
                (SETTLE in asked and _OFFER.search(sn.text) and re.search(r"\d", sn.text)) or
                (SETTLE in asked and _BUY_OFF.search(sn.text) and _SUM.search(sn.text))]
        if q.kind == "amount":
            # "… and for how much?": the record's sentence of settling that holds a sum, before the first one
            hits.sort(key=lambda i: not _SUM.search(parts[i].text))
        for i in hits[:1]:
            sn = parts[i]
            days = found.setdefault(r.case_ids[0], [])
            if any(d == r.date[:10] for d, _, _ in days):
                break
            text = sn.text if len(sn.text) >= 40 or i == 0 else parts[i - 1].text + " " + sn.text
            days.append((r.date[:10], r, clean(text, CLIP)))
            break
    if not found:
        return None
    parts_, lines = [], []
    for cid, days in found.items():
        shown = days if len(days) <= 3 else days[:1] + days[-2:]  # the first word of it and how it stands now
        parts_.append(f"{comp.label(cid)} — " + "; ".join(f"{human_date(d)}: {clip} [{comp.cite(r)}]"
                                                            for d, r, clip in shown))
        lines += [comp.line(r, clip, with_case=True) for _, r, clip in shown]
    n = len(found)
    head = "One matter" if n == 1 else f"{n} matters"
    return Draft(f"{head}: " + "; ".join(parts_) + ".", lines, gathered=True)
