"""A yes or no asked of a matter's outcome — bail, a stay or interim order, a decree, a compromise, an acquittal or
a conviction — answered first from the court's order events, with the day of the order (whether a matter was
disposed of is the status readers').

"zamanat mil gayi kya?", "stay mila kya?", "did the suit get decreed?", "rajinama jhala ka?": the question's
other words ("na", "thi", a verb of a language the rules do not read) are no thing a note must hold; the outcome
is, and the orders say it. A grant answers yes, a refusal no; an order neither way leaves the question to the
other answerers.

The outcome's word is the court's, as each Indian language says it (typed in Latin letters or its own script):
general vocabulary of the courts, never the words of one practice's questions.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.court_short_forms import court_shorts_typed, spelt_out
from tareekh.agent.english_words import is_english
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, root, stem
from tareekh.agent.payments import _PAY_ASKED, MONEY_ASKED
from tareekh.agent.postpositions import marked_words
from tareekh.agent.when_asked import when_asked
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
_W = "[\\w\u0900-\u0D7F\u0600-\u06FF]*"
# what is asked -> (its words in the Indian languages, the order outcomes that grant it, those that refuse it)
_ASKED: list[tuple[str, str, set[str], set[str]]] = [
    ("bail",
     r"bail\w*|jamaa?nat\w*|zamaa?nat\w*|jamee?n\w*|jaamee?n\w*|jaameen\w*|jamin\w*|jaamin\w*|pinai\w*|jaamyam\w*|"
     r"jamyam\w*|जमानत\w*|ज़मानत\w*|जामीन\w*|জামিন\w*|জামিন|જામીન\w*|ਜ਼ਮਾਨਤ\w*|ਜਮਾਨਤ\w*|ଜାମିନ\w*|ஜாமீன்\w*|బెయిల్\w*|"
     r"ಜಾಮೀನು\w*|ജാമ്യ\w*|ضمانت\w*",
     {"allowed", "interim"}, {"rejected", "dismissed"}),
    ("stay or interim order",
     r"stay\w*|interim\w*|injunction\w*|(?-i:T\.?\s?I\.?(?!\s*[Pp]arade))|status\s+quo|sthagan\w*|sthagit\w*|sthagiti\w*|antarim\w*|thadai\w*|"
     r"nishedhaa?gya\w*|no\s+coercive|स्थगन\w*|स्थगित\w*|अंतरिम\w*|रोक|স্থগিত\w*|অন্তর্বর্তী\w*|સ્ટે|મનાઈ\w*|ਸਟੇ|ସ୍ଥଗିତ\w*|"
     r"தடை\w*|స్టే|ತಡೆ\w*|സ്റ്റേ|حکم\s+امتناعی",
     {"interim"}, set()),
    ("decree",
     r"decree\w*|dikri\w*|डिक्री\w*|ডিক্রি\w*|ડિક્રી\w*|ਡਿਗਰੀ|ଡିକ୍ରି\w*|டிக்ரி\w*|డిక్రీ\w*|ಡಿಕ್ರಿ\w*|ഡിക്രി\w*|ڈگری",
     {"decreed", "allowed", "partly_allowed"}, {"dismissed", "rejected"}),
    ("compromise",
     r"compromis\w*|settle\w*|samjhau?ta\w*|samjhota\w*|samjhuta\w*|raa?zinama\w*|raa?jinama\w*|sulah\w*|sulh\w*|"
     r"aa?pos\w*|samadhan\w*|lok\s+adalat|समझौत\w*|राजीनाम\w*|राज़ीनाम\w*|তড়জোড়|আপস\w*|આપસ\w*|સમાધાન\w*|ਸਮਝੌਤ\w*|"
     r"ଆପୋସ\w*|சமரச\w*|రాజీ\w*|ರಾಜಿ\w*|ഒത്തുതീർപ്പ്\w*|صلح\w*|راضی\s*نامہ",
     {"compromise"}, set()),
    # a proceeding quashed: the word is the court's act itself ("quashed as against A2"), so a sentence saying it
    # grants, and one saying it and a dismissal in the same breath ("quashed for A2, dismissed for A1") is in part
    ("quashing",
     r"quash\w*|radd\w*|nirast\w*|khariz\w*|रद्द\w*|निरस्त\w*|বাতিল\w*|batil\w*|રદ\w*|ਰੱਦ|ରଦ୍ଦ\w*|ரத்து\w*|"
     r"rathu\w*|raddu\w*|రద్దు\w*|ರದ್ದು\w*|റദ്ദ\w*|منسوخ\w*",
     {"allowed", "partly_allowed", "quashed"}, {"dismissed", "rejected"}),
    ("acquittal",
     r"acquit\w*|bar[ie]{1,2}\s+(?:ho|hu|kar|ki|kiya|hogay)\w*|doshmukt\w*|nirdosh\w*|vidudhalai\w*|khalas\w*|"
     r"दोषमुक्त\w*|बरी|নির্দোষ\w*|খালাস\w*|નિર્દોષ\w*|ਬਰੀ|ଖଲାସ\w*|விடுதலை\w*|నిర్దోషి\w*|ಖುಲಾಸೆ\w*|കുറ്റവിമുക്ത\w*|بری",
     {"acquitted"}, {"convicted"}),
    ("conviction",
     r"convict\w*|saza\w*|sazaa\w*|saja\w*|doshsiddh\w*|dosh\s+siddh\w*|shiksha\w*|thandanai\w*|"
     r"सज़ा\w*|सजा\w*|दोषसिद्ध\w*|দণ্ড\w*|সাজা\w*|સજા\w*|ਸਜ਼ਾ\w*|ଦଣ୍ଡ\w*|தண்டனை\w*|శిక్ష\w*|ಶಿಕ್ಷೆ\w*|ശിക്ഷ\w*|سزا",
     {"convicted"}, {"acquitted"}),
]
# the words of having an outcome or being given it, in English (the other languages' are no topics)
_HAVING = frozenset("get got gets getting granted grant given allowed passed obtained secured received ever yet "
                    "already court judge order orders".split())
_HAVING_ROOTS = frozenset(root(w) for w in _HAVING)  # "allow hua", "grant kiya": the bare verb typed before a language's own
# what a quashing is asked of: the proceeding, not another thing of the outcome
_QUASHED_THINGS = frozenset("fir proceedings proceeding complaint case cases chargesheet charge sheet summons summoning "
                            "cognizance order".split())
_REFUSED = re.compile(r"\bdismiss\w*|\breject\w*|खारिज|नामंजूर|தள்ளுபடி|కొట్టివేస|ವಜಾ|തള്ളി|খারিজ|ખારિજ|ਖਾਰਜ|ଖାରଜ", re.I)
_ASKED_RES = [(name, re.compile(_B + "(?:" + words.replace(r"\w*", _W) + ")" + _E, re.I), yes, no)
              for name, words, yes, no in _ASKED]


_SUM = re.compile(r"\d{1,3}(?:,\d{2,3})+|\d{4,}(?!\.\d)|\d+(?:\.\d+)?\s*(?:lakh|lac|hazar|thousand)", re.I)


def amounts_in(text: str) -> bool:
    return bool(_SUM.search(re.sub(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b", " ", text)))


def _terms_after(record: str, sentence: str) -> str:
    """The sentence after the order's own that states its terms (a bond's sum, a deposit): a grant's conditions are
    often written in the next sentence ("bail allowed. Bond of Rs 40,000 …"); a sum is the mark of terms in any
    language. Empty when the record has none."""
    flat = re.sub(r"\s+", " ", record)
    key = re.sub(r"\s+", " ", sentence).strip()[:40]
    at = flat.find(key) if key else -1
    if at < 0:
        return ""
    rest = flat[at + len(re.sub(r"\s+", " ", sentence).strip()):]
    for part in re.split(r"(?<=[.;\n।])\s+", rest)[:3]:
        if amounts_in(part):
            return "; " + clean(part, 160)
    # the grant's terms written before the word of its outcome ("… released on bail on furnishing a bond of
    # Rs 30,000 … Bail petition allowed."): the nearest earlier sentence holding a sum that is a term of a grant
    # (read as sentences, so "Rs. 25,000" is not cut at its dot)
    before = [sn.text for sn in sentences(flat) if sn.end <= at][-3:]
    for part in reversed(before):
        if amounts_in(part) and _TERMS.search(part):
            return "; " + clean(_from_the_terms(part), 240)
    return ""


# the words of a grant's conditions, in the courts' English and the Indian languages' own words of a bond or a deposit
_TERMS = re.compile(r"\bbonds?\b|\bsuret(?:y|ies)\b|\bdeposit\w*|\bsubject\s+to\b|\bon\s+condition\b|\bfurnish\w*|"
                    r"\bmuchal?ka\w*|\bjama\b|मुचलक\w*|बंधपत्र\w*|जमानतदार\w*|जमा", re.I)


def _from_the_terms(sentence: str) -> str:
    """`sentence` from the clause that states the grant's terms on ("Considering …, the petitioner is released on
    bail on furnishing …": from "released"), so the sum is not cut off behind the court's reasons; a short one
    whole."""
    m = _TERMS.search(sentence)
    if m is None or len(sentence) <= 240:  # a short sentence is quoted whole: what was granted on those terms
        return sentence
    head = sentence[:m.start()]
    cut = max(head.rfind(", "), head.rfind("; "))
    return sentence[cut + 2:] if cut >= 0 and m.start() - cut < 120 else sentence


# the petition an order allows is one for a stay or an injunction when its record says so ("Petition under Order XXXIX
# Rules 1 and 2 CPC for temporary injunction … the petition is allowed"): the allowing is the grant of the stay
_STAY_PETITION = re.compile(r"\b(?:temporary|interim|ad[- ]interim)\s+injunction\b|\bO(?:rder)?\.?\s*(?:XXXIX|39)\s*"
                            r"(?:,\s*)?R(?:ules?|r)?\.?\s*1\s*(?:&|and)\s*2\b|\bstay\s+(?:petition|application)\b|"
                            r"\bpetition\s+(?:for|seeking)\s+(?:an?\s+)?(?:stay|injunction)\b|"
                            r"\b(?:injunction|stay)\s+(?:petition|application|petn|appln)\b", re.I)


def _stay_petition(comp: Composing, e: object) -> bool:
    """Whether the `e` allowing a petition allows one for a stay or an injunction: its own sentence says so, or it
    is the court's order sheet on such a petition (a diary note's other lines may be of another application)."""
    if _STAY_PETITION.search(getattr(e, "text", "") or ""):
        return True
    rec = comp.record_of(getattr(e, "entry_id", None))
    return rec is not None and rec.is_order_sheet and bool(_STAY_PETITION.search(rec.text or ""))


def outcome_asked(text: str) -> tuple[str, re.Pattern[str], set[str], set[str]] | None:
    """The one outcome a question asks of (its name, its words, the outcomes granting and refusing it)."""
    found = [entry for entry in _ASKED_RES if entry[1].search(text)]
    if not found:
        return None
    # "stay on bail"? the first named; "interim bail" asks of bail
    if len(found) > 1 and found[0][0] != "bail":
        found.sort(key=lambda e: e[1].search(text).start())  # type: ignore[union-attr]
    return found[0]


# two to four capitals typed as one word ("AB", "T.I.", "ABA"): a short form
_CAPITALS = re.compile(r"(?<![\w.])((?:[A-Z]\.?){2,4})(?![\w])")


def _initials_spelt(text: str, card: object) -> str:
    """The words of the matter's own number, title or short name that the question's capitals are the initials of
    ("AB" of a "… Anticipatory Bail Application …", "TI" of "… Temporary Injunction …"), so the outcome a short form
    names is read as if typed in full; "" when no capitals spell such words."""
    case = getattr(card, "case", None)
    name = " ".join(filter(None, (getattr(case, "number", None), getattr(case, "title", None),
                                  getattr(case, "short_name", None))))
    named = [w for w in re.findall(r"[A-Za-z]+", name) if len(w) >= 3 and w.lower() not in ("of", "the", "and", "for")]
    spelt = []
    for m in _CAPITALS.finditer(text):
        letters = m.group(1).replace(".", "")
        for i in range(len(named) - len(letters) + 1):
            run = named[i:i + len(letters)]
            if all(w[0].upper() == c for w, c in zip(run, letters)):
                spelt.append(" ".join(run))
                break
    return " ".join(spelt)


def outcome_yes_no(comp: Composing) -> Draft | None:
    """'Did X get bail?', 'stay mila?', 'decree ho gayi?': Yes or No first, from the orders, with the order's day."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or len(q.cases) != 1:
        return None
    # (a court short form typed for the outcome, "AB mila?", "ABA milala ka?", is its written-out words even when it
    # is also the matter's own name in short: the matter's relief is what is asked)
    asked = outcome_asked(q.text) or outcome_asked(_initials_spelt(q.typed or q.text, comp.card(q.cases[0]))) \
        or outcome_asked(" ".join(court_shorts_typed(q.typed or q.text)))
    if asked is None or (MONEY_ASKED.search(q.text) and _PAY_ASKED.search(q.text)):
        return None  # "interim compensation diya kya?": a payment asked, not whether an order was made
    name, words, grant, refuse = asked
    # "bail conditions kya?", "stay ka order kab tak?": a thing of the outcome asked (its terms, its period), not
    # whether it was had — an English word beside the outcome's that is no verb of having or granting
    # (a short form typed for the paper that moves it, "BA allow hua?", is written out whole: "bail application")
    shorts = " ".join(f for f in court_shorts_typed(q.typed or q.text) if words.search(f)).split()
    # ("<organiser> ge ABA sikkita?", "<recovery> pe stay mila?": who or what the outcome is of, by its case marker)
    whose = marked_words(q.typed or q.text)
    # ("<place> spirit case <party> bail mila?": a word of the matter's own name or nature names the matter, and
    # "bail mila? bond kitna?": a word of a later clause asks a fact of the outcome, which its order's terms answer)
    # (not a word typed beside the outcome's, "permanent injunction", "anticipatory bail": that is which relief)
    own_words = (_matter_stems(comp.card(q.cases[0])) - _beside(q, words)) | _outside_the_clause(q, words)
    other = [t for t in q.topics if is_english(t) and not words.search(t) and stem(t) not in VERB_STEMS
             and t.lower() not in whose and stem(t.lower()) not in own_words
             and t not in _HAVING and root(t) not in _HAVING_ROOTS and t not in shorts
             and not (name == "quashing" and t in _QUASHED_THINGS)
             and not any(words.search(full) for full in spelt_out(t))]  # ("ABA": the outcome's own short form)
    if other:
        return None
    cid = q.cases[0]
    card = comp.card(cid)
    case_words = _matter_words(card, with_nature=False)
    # the matter itself is the thing asked ("X bail" is a bail application): its orders need not name it again
    own = bool(words.search(case_words))
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"])
              if (e.record_date or "") <= comp.today]
    hits = []
    for e in orders:
        outcome = getattr(e, "outcome", "")
        sentence = e.text or ""
        named = bool(words.search(sentence)) or (own and name != "stay or interim order")
        if name in ("acquittal", "conviction") and (outcome in grant or outcome in refuse):
            hits.append(("yes" if outcome in grant else "no", e))
        elif name == "stay or interim order" and (outcome in grant or (outcome in ("allowed", "partly_allowed")
                                                                       and _stay_petition(comp, e))):
            # "Order on the injunction petition … Petition allowed in part.": the stay granted in part
            hits.append(("part" if outcome == "partly_allowed" else "yes", e))
        elif name == "quashing" and words.search(sentence) and (outcome in refuse or outcome == "partly_allowed"
                                                                 or _REFUSED.search(sentence)):
            # "quashed for A2, dismissed for A1", "allowed in part: quashed as against A2": in part
            hits.append(("part" if outcome in refuse or outcome == "partly_allowed" or _REFUSED.search(sentence)
                         else "yes", e))
        elif named and outcome in grant:
            hits.append(("part" if outcome == "partly_allowed" else "yes", e))
        elif named and outcome in refuse:
            hits.append(("no", e))
    if not hits:
        return None
    # the latest order decides ("bail rejected", later "bail granted" in a higher court); an undated copy of an
    # order is no later than the dated note of its day
    hits.sort(key=lambda h: h[1].record_date or "")
    answer, e = hits[-1]
    if answer == "yes" and when_asked(q.part_of or q.text):
        # "stay kab mila?": the day it was granted — the first of the grants of the same kind since the last
        # refusal, not a later order or note that keeps it running ("stay continues", agent/step_when.py); an
        # interim protection before a final grant ("no coercive steps", then "petition allowed") is another order
        run = len(hits) - 1
        while run > 0 and hits[run - 1][0] == "yes" \
                and getattr(hits[run - 1][1], "outcome", "") == getattr(e, "outcome", ""):
            run -= 1
        e = hits[run][1]
    rec = comp.record_of(e.entry_id)
    if rec is None:
        return None
    line = comp.event_line(e, context=160) or comp.line(rec)
    when = human_date(e.record_date) if e.record_date else "an undated order"
    said = clean(e.text, 160) if e.text else ""
    # a quashing petition asked whether it quashed: its own orders decide, the question's other words (whose FIR,
    # "aacha", "hua kya") need not be the order's
    decided_by_own = own and name == "quashing"
    # the matter is itself the outcome asked ("X bail" asked "bail mili?"): the question's other words are the
    # matter's name and a verb, no record's words, so the order that names the outcome is its own ground
    # (or whose record names it, the outcome's sentence being the court's bare "Petition allowed." above the terms
    # "… shall be released on bail …": a bail matter's order allowing it is the bail's grant)
    # (the outcome in a court's short form, "ABA ALLOWED", "BA rejected", names it as its written-out words do)
    decided_by_own = decided_by_own or (own and any(words.search(t) for t in (
        e.text or "", rec.text or "", " ".join(court_shorts_typed(e.text or "")))))
    # a stay asked, and an interim order the rules read out of the court's own words ("till the suit is decided the
    # defendant shall not obstruct", "निकाल लागेपर्यंत … अडथळा करू नये"): the order is the stay, in whatever words it
    # is written; one that states a sum (interim maintenance, compensation) is no stay
    decided_by_own = decided_by_own or (name == "stay or interim order" and getattr(e, "outcome", "") == "interim"
                                        and not amounts_in(e.text or ""))
    if answer == "part":
        said = clean(e.text, 300) if e.text else ""
        if not amounts_in(said):
            said += _terms_after(rec.text or "", e.text or "")  # "… subject to his depositing Rs 50,000 …": its terms
        return Draft(f"In part — on {when} the court's order reads: {said} [{comp.cite(rec)}].", [line],
                     gathered=decided_by_own)
    head = "Yes" if answer == "yes" else "No"
    if answer == "yes" and not amounts_in(said):
        said += _terms_after(rec.text or "", e.text or "")  # "ALLOWED." then "Bond of Rs 40,000 …": its terms
    if answer == "yes":
        said = _verb_said_before(q.typed or q.text, rec.text or "", e.text or "") + said
    verb = {"yes": "granted", "no": "refused"}[answer] if name in ("bail", "stay or interim order", "decree") else \
        {"yes": "recorded", "no": "not so"}[answer]
    if name in ("acquittal", "conviction"):
        first = f"{head} — on {when} the court's order reads: {said} [{comp.cite(rec)}]."
    else:
        first = f"{head} — {name} {verb} on {when}: {said} [{comp.cite(rec)}]."
    return Draft(first, [line], gathered=decided_by_own)


def _matter_words(card: object, *, with_nature: bool = True) -> str:
    """The matter's own number, name, title and (`with_nature`) nature ("bail in Crime No. …", "suit for
    injunction"): what the matter is, which a question names it by."""
    case = getattr(card, "case", None)
    fields = ("short_name", "number", "title", "nature") if with_nature else ("short_name", "number", "title")
    return " ".join(filter(None, (getattr(case, f, None) for f in fields)))


def _matter_stems(card: object) -> set[str]:
    return {stem(w.lower()) for w in re.findall(r"[^\W\d_]{3,}", _matter_words(card))}


def _beside(q: object, words: re.Pattern[str]) -> set[str]:
    """The stems of the words typed right before or after the outcome's own word ("permanent injunction", "stay
    order", "anticipatory bail"): the kind of relief asked, never the matter's name."""
    out: set[str] = set()
    for text in {getattr(q, "typed", "") or "", getattr(q, "text", "") or ""}:
        for m in words.finditer(text):
            before = re.findall(r"[^\W\d_]+", text[:m.start()])[-1:]
            after = re.findall(r"[^\W\d_]+", text[m.end():])[:1]
            out |= {stem(w.lower()) for w in before + after}
    return out


def _outside_the_clause(q: object, words: re.Pattern[str]) -> set[str]:
    """The stems of the words typed only in a clause other than the one that names the outcome ("bail mila? bond
    kitna?": "bond"; "stay diya? kab?": "kab"): a later clause asks a fact of the outcome, never another thing it
    must be of. Empty when the question is one clause or no clause names the outcome."""
    out: set[str] = set()
    for text in {getattr(q, "typed", "") or "", getattr(q, "text", "") or ""}:
        clauses = [c for c in re.split(r"[?؟]+", text) if c.strip()]
        if len(clauses) < 2:
            continue
        named = [c for c in clauses if words.search(c)]
        if not named:
            continue
        inside = {stem(w.lower()) for c in named for w in re.findall(r"[^\W\d_]+", c)}
        # (a later clause that asks a step of another thing, "bail mili? chargesheet file hui?", is a question of its
        # own, whose thing is no fact of the outcome: its words stay)
        out |= {stem(w.lower()) for c in clauses if c not in named and not _another_step(c)
                for w in re.findall(r"[^\W\d_]+", c)} - inside
    return out


def _another_step(clause: str) -> bool:
    """The clause asks whether a thing of its own was done ("chargesheet file hui?", "reply aaya?"): a verb of a step
    and a word that is no question word, verb or short word of the tables ("ennu?", "kab hua?" ask the day only)."""
    from tareekh.agent.question import STOP
    from tareekh.agent.tongues import role
    from tareekh.agent.two_part import _asks_step

    return _asks_step(clause) and any(role(w) is None and w.lower() not in STOP
                                      for w in re.findall(r"[^\W\d_]{4,}", clause))


def _verb_said_before(typed: str, text: str, said: str) -> str:
    """The order's own sentence in the verb the question typed bare ("AB allow aayo?" — "The petition u/s 482 BNSS is
    allowed."), when it stands before the grant's terms read as the outcome; "" otherwise."""
    from tareekh.events.text import sentences

    asked = {root(t) for t in re.findall(r"[a-z]+", typed.lower()) if root(t) in _HAVING_ROOTS and t not in _HAVING}
    if not asked or not said:
        return ""
    at = text.find(said[:40])
    for s in sentences(text[:at] if at > 0 else ""):
        if any(re.search(rf"\b{a}\w*\b", s.text, re.I) for a in asked) and s.text not in said:
            return s.text.strip() + " "
    return ""


def granted_in_orders(comp: Composing, text: str) -> bool:
    """An order event of the one matter asked, up to today, grants the outcome `text` names ("interim order", "stay",
    "bail"): the event reader read the court's own words for it at ingest ("status quo … maintained", "kept in
    abeyance", "enlarged on bail"), which need not be the words asked."""
    asked = outcome_asked(text)
    if asked is None or len(comp.q.cases) != 1:
        return False
    grant = asked[2]
    return any(getattr(e, "outcome", "") in grant and (e.record_date or "") <= comp.today
               for e in comp.ev.events(case_ids=[comp.q.cases[0]], kinds=["order"]))
