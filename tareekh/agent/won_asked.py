"""'Did the appeal win?' — a yes or no asked of a matter's success, answered from the order that decided it.

"sindhubai che appeal jinkla ka?", "case jeet gaye?", "appeal gelichama?", "vazhakku jeyichuda?": the lawyer asks
whether the matter itself succeeded, in the verb of winning of the language typed. No record writes "won": the
court writes its decision ("appeal allowed", "अपील मंजूर", "suit decreed", "petition dismissed"), and the event
reader read it at ingest as the order's outcome. A decision for the matter is the yes, one against it the no; the
answer goes on with what came of it, the sentences of the same record after the decision (a remand, a sum, a day).

The matter is won by whoever moved it: when our client is the side that answers it (a respondent, a defendant),
"did we win" is the other way round, so only a verdict in a criminal matter (acquitted, convicted) is read then.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.rules import _A_STEP, _THE_MATTER
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
# the verb of winning (and English "succeed"), in every language the tables hold, typed in Latin letters or its own
# script: Hindi/Urdu/Punjabi/Gujarati/Bengali/Odia jeet, jit, jitt (not Telugu "jeetham", a salary); Marathi jink;
# Assamese jik; Tamil/Malayalam jeyi, jayi, vijayi, vetri, vendr; Telugu gelu, gelich; Kannada gedd, gell
_WON = re.compile(
    _B + r"(?:won|wins?|winning|succeed(?:ed|s)?|successful|"
    r"jee?tt?(?:a|aa|e|ee|i|o|ey|eya|iya|ya|yo|ye|yaa|la|le|li|lo|lam|ila|ile|echi|echhi|echhe|ega|egi|enge|na)?|"
    r"jit(?:a|aa|e|i|o|ya|yo|ye|la|le|li|lo|lam|ila|ile|echi|echhi|echhe|ega|egi|enge|t\w*)?|"
    r"jink\w*|jik(?:il|ile|ilo|isil|ise|ibo)\w*|"
    r"(?:vi)?j[ae]y?i(?:ch|cch|th|tt)\w*|vetri\w*|vendr\w*|"
    r"gel(?:ich|chi|up|ust)\w*|gedd\w*|gell\w*|"
    r"जीत\w*|जिंक\w*|ਜਿੱਤ\w*|ਜਿਤ\w*|જીત\w*|જિત\w*|জিত\w*|জেত\w*|জিকি\w*|ଜିତ\w*|ஜெயி\w*|வெற்றி\w*|"
    r"வென்ற\w*|గెలి\w*|గెలుపు|ಗೆದ್ದ\w*|ಗೆಲ್ಲ\w*|ಗೆಲುವು|ജയിച്ച\w*|വിജയ\w*|جیت\w*)" + _E, re.I)
_FOR = {"allowed", "decreed", "partly_allowed", "acquitted"}
_AGAINST = {"dismissed", "rejected", "convicted"}
_VERDICTS = {"acquitted", "convicted", "decreed"}
_DEFENDING = re.compile(r"respondent|defendant|opposite|\bop\b|accused|non[- ]?applicant|judgment[- ]debtor|opponent",
                        re.I)


def won_asked(text: str) -> bool:
    """The question asks whether a matter was won, in any language's verb of winning (a word typed with a capital
    before another capitalised word, "Jeet Singh", is a name)."""
    return any(not (m.group(0)[:1].isupper() and re.match(r"\s+[A-Z]", text[m.end():]))
               for m in _WON.finditer(text or ""))


def _decides_the_matter(e: object) -> bool:
    """The order decides the matter itself (a verdict, a decree, the appeal or petition allowed or dismissed), not
    an application in it."""
    outcome = getattr(e, "outcome", "")
    sentence = getattr(e, "text", "") or ""
    if outcome in _VERDICTS:
        return True
    return bool(_THE_MATTER.search(sentence)) and not _A_STEP.search(sentence)


def _what_came(record: str, said: str) -> str:
    """The sentences of the record after the decision's own (a remand, a sum, a day), up to about two lines."""
    flat = re.sub(r"\s+", " ", record or "")
    key = re.sub(r"\s+", " ", said or "").strip()[:40]
    at = flat.find(key) if key else -1
    if at < 0:
        return ""
    rest = flat[at + len(re.sub(r"\s+", " ", said).strip()):]
    out = ""
    for sn in sentences(rest):
        piece = sn.text.strip(" -–—")
        if not piece:
            continue
        if len(out) + len(piece) > 260 and out:
            break
        out += " " + piece
        if len(out) > 160:
            break
    return clean(out.strip(), 280)


def won_yes_no(comp: Composing) -> Draft | None:
    """'Yes — on <day> the order reads: <the decision> <what came of it> [n].' for a matter asked whether it was won;
    'No — …' for one decided against it; None when no order decides it or our client answers the matter."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or len(q.cases) != 1 or not won_asked(q.typed or q.text):
        return None
    cid = q.cases[0]
    card = comp.card(cid)
    side = getattr(getattr(card, "case", None), "side", None) or ""
    defending = bool(_DEFENDING.search(side))
    hits = []
    for e in comp.ev.events(case_ids=[cid], kinds=["order"]):
        outcome = getattr(e, "outcome", "")
        if (e.record_date or "") > comp.today or outcome not in _FOR | _AGAINST or not _decides_the_matter(e):
            continue
        if defending and outcome not in ("acquitted", "convicted"):
            continue  # the other side's appeal allowed is our loss: who "won" is not the court's word
        hits.append(e)
    if not hits:
        return None
    hits.sort(key=lambda e: e.record_date or "")
    e = hits[-1]
    rec = comp.record_of(e.entry_id)
    if rec is None:
        return None
    head = "Yes" if e.outcome in _FOR else "No"
    if e.outcome == "partly_allowed":
        head = "In part"
    said = clean(e.text or "", 200)
    came = _what_came(rec.text or "", e.text or "")
    when = human_date(e.record_date) if e.record_date else "an undated order"
    first = f"{head} — on {when} the order reads: {said}{' ' + came if came else ''} [{comp.cite(rec)}]."
    line = comp.event_line(e, context=160) or comp.line(rec)
    return Draft(first, [line], gathered=True)
