"""Whether a matter is still pending (alive, running) or already over (disposed, decided), asked of the matter itself:
answered from its outcome first — "No — it was allowed on 2 Sep 2026 [n]" — or, with no order disposing of it, "Yes —
still pending", with its next date.

The word "pending" also asks for the work pending ("what is pending before the 9th?"); a question whose every other
word names the case, says "still", or is a particle that asks yes or no, asks the matter's status instead. A question
word ("what", "anything"), a side ("from my side") or a thing named beside the case ("the affidavit pending?") keeps
it a question of pending work. One short word the rules do not know, and of no English, is allowed (a particle of a language they do not
read).

The words are general vocabulary of the Indian languages (typed in Latin letters or their own scripts): being
pending or running, being over or disposed of, "still", and the particles of a yes or no question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.english_words import is_english
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stems
from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING, outcome_words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_L = "\\w\u0900-\u0D7F"
_TOKEN = re.compile(rf"[{_L}]+(?:[.'][{_L}]+)*")

# being pending, running, alive — English and the Indian languages
_ALIVE = re.compile(
    r"^(?:pending|pendin[gk]|alive|live|subsisting|running|ongoing|chal|cholche|cholchhe|cholse|chalchhe|chalto|lambit|lambith|vicharadhin|vicharadheen|bicharadhin|"
    r"chalu|chaloo|chaaloo|chalti|chalta|chalte|chalat|jaari|jari|niluvai|niluvaiyil|nilvaiyil|baaki|baki|"
    r"लंबित|लम्बित|विचाराधीन|चालू|जारी|বিচারাধীন|চালু|চলছে|ચાલુ|પેન્ડિંગ|ਲੰਬਿਤ|ਚਾਲੂ|ବିଚାରାଧୀନ|ଚାଲୁ|ଚାଲିଛି|"
    r"நிலுவையில்|நிலுவை|பெண்டிங்|పెండింగ్|పెండింగులో|ಪೆಂಡಿಂಗ್|ಬಾಕಿ|പെൻഡിംഗ്|നിലവിലുണ്ടോ|बाँकी|बाकी|জীৱিত|"
    r"زیر\s*سماعت|زیرسماعت|التوا)$", re.I)
# being over, disposed of, decided
_OVER = re.compile(
    r"^(?:over|disposed|dispose|decided|finished|ended|closed|concluded|khatam|khattam|khatm|nipat\w*|niptara|"
    r"faisla|faisala|sampla|sampli|sampla|nikali|nikaal\w*|sesh|shesh|nishpatti|patyo|pati|puru|mugiy\w*|mugid\w*|"
    r"mudinj\w*|mudinth\w*|mudinda\w*|ayipoy\w*|aipoy\w*|theern\w*|theerppay\w*|sakiyo|sakkiyo|tungiyo|tungyo|"
    r"समाप्त|ख़त्म|खत्म|खतम|निपट\w*|फैसला|फ़ैसला|संपला|निकाली|শেষ|নিষ্পত্তি|পત્યો|પત્યો|પૂરો|ਖ਼ਤਮ|ਖਤਮ|ଶେଷ|ନିଷ୍ପତ୍ତି|"
    r"முடிந்தது|முடிஞ்சுது|ముగిసింది|అయిపోయింది|ಮುಗಿಯಿತು|ಮುಗಿದಿದೆ|തീർന്നു|തീർപ്പായി|सकियो|टुंगियो|ختم)$", re.I)
# "still", "yet", "now", "today", and the particles and copulas of a yes or no question (with the gloss a
# language's asking clitic is read as, "… hai ya nahi": agent/tongues.py)
_FILLER = re.compile(
    r"^(?:is|it|the|this|that|matter|case|still|yet|now|as|of|today|or|not|no|already|has|been|got|get|gone|"
    r"ya|yaa|aaj|aj|abhi|ab|bhi|tak|hai|he|h|hain|kya|ki|ke|na|nahi|hua|hui|ho|gaya|gayi|gai|gya|rahi|raha|rahe|chuka|chuki|"
    r"innu|inna|ide|idey|ideya|ideyaa|idya|aagide|aayita|aytha|aitha|ajoon|ajun|aahe|ahe|ka|kay|zala|zali|jhala|"
    r"ekhono|ekhon|ache|achhe|acche|aache|hoy|hoye|geche|gelo|gala|gola|galaa|hei|heichi|ki|"
    r"haju|hajoo|chhe|che|chhu|thayo|thai|thayu|hale|hele|hela|hoiche|hol|hoise|ase|aase|"
    r"ippovum|ippavum|innum|inum|irukka|irukku|irukkaa|aa|aacha|achu|aachu|aach|ippudu|inka|inkaa|unda|undaa|"
    r"undi|ayyinda|aindaa|ainda|ippozhum|ippozhu|ipozhum|undo|aano|ano|aayo|kazhinjo|"
    r"ajhai|ahile|aile|ahiley|samma|chha|ho|bhayo|bhyo|ta|re|la|ni|nai|ebe|ebebi|bi|achhi|achi|ajiu|ajio|haji|haje|"
    r"hale|ippatiki|ivattigu|ivathigu|anik|houjik|houjikphaoba|dang|mynta|hi|ne|lada|"
    r"अभी|भी|तक|है|क्या|हुआ|हो|गया|अजून|आहे|का|এখনো|এখনও|আছে|কি|হয়েছে|હજુ|છે|ਹਾਲੇ|ਹੈ|ਕੀ|ଏବେ|ଅଛି|କି|"
    r"இன்னும்|இருக்கா|உள்ளதா|ఇంకా|ఉందా|ಇನ್ನೂ|ಇದೆಯಾ|ಇದೆಯೇ|ಇದೆ|ഇപ്പോഴും|ഉണ്ടോ|अझै|छ|हो|भयो|अहिले|ابھی|ہے|کیا)$",
    re.I)
# a question word, an "anything", a side, or a span: pending work or a list is asked, not the matter's status
_CONTENT = re.compile(
    r"^(?:what|which|how|who|when|anything|something|everything|all|side|my|our|us|from|before|after|till|"
    r"kya-kya|kuch|kuchh|kaun|kaunsa|kab|se|pehle|paile|kitna|kitne|kai|kay-kay|kaay|shu|su|kichu|ki\s*ki|"
    r"enu|yenu|yen|enna|yenna|em|emi|enti|enthu|entha|enthokke|k|ke\s*ke|kun|kati|kari|kadu|kon|konta|"
    r"munche|munna|munnadi|mundu|munpu|agadi|pahile|aage|agge|agot|"
    r"क्या|कौन|कब|कुछ|पहले|কী|কি\s*কি|কিছু|શું|કંઈ|ਕੀ-ਕੀ|କଣ|என்ன|ఏమి|ఏం|ಏನು|എന്ത്|के|कुन|के के|کیا\s*کیا)$", re.I)


def over_words(text: str) -> list[str]:
    """The words of `text` that say a matter is over, disposed of or decided, in any language the table holds
    ("khatam", "mudinjuchu", "shesh", "disposed")."""
    return [t for t in _TOKEN.findall(text) if _OVER.match(t)]


def asks_still_pending(comp: Composing) -> str | None:
    """'alive' or 'over' when the question asks only whether the matter is pending or over; else None."""
    q = comp.q
    if len(q.cases) != 1 or q.all_cases:
        return None
    toks = _TOKEN.findall(q.text)
    alive = [t for t in toks if _ALIVE.match(t)]
    over = [t for t in toks if _OVER.match(t)]
    if not alive and not over:
        return None
    names = comp._name_stems()
    try:
        from tareekh.agent.naming import kind_words
        names |= {s for w in kind_words(comp, q.cases[0], q.text) for s in stems(w)}
    except Exception:  # noqa: BLE001 - the case's own kind words only widen what names it
        pass
    unknown = 0
    for t in toks:
        if _ALIVE.match(t) or _OVER.match(t) or _FILLER.match(t):
            continue
        if _CONTENT.match(t) or t.isdigit():
            return None
        if stems(t) & names or t.lower() in names:
            continue
        if len(t) > 4 or not t.isascii() or not t.isalpha() or is_english(t):
            return None  # a thing named beside the case ("the reply pending?"): its work is asked
        unknown += 1
    if unknown > 1:
        return None
    return "alive" if alive else "over"


def still_pending(comp: Composing) -> Draft | None:
    """'No — <case> is no longer pending: it was allowed on <day> [n].' or 'Yes — <case> is still pending …'."""
    from tareekh.agent.draft import Draft
    from tareekh.events.text import around

    asked = asks_still_pending(comp)
    if asked is None:
        return None
    cid = comp.q.cases[0]
    label = comp.label(cid)
    today = str(comp.today)
    nexts = comp.ev.events(case_ids=[cid], kinds=["next_date"])
    last_next = max((e.record_date or "" for e in nexts), default="")
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
              and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= today
              and (e.record_date or "") >= last_next
              and (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    card = comp.card(cid)
    case = getattr(card, "case", None)
    closed = case is not None and getattr(case, "status", None) == "closed"
    if orders:
        o = max(orders, key=lambda e: e.record_date or "")
        rec = comp.record_of(o.entry_id)
        n = f" [{comp.cite(rec)}]" if rec else ""
        lines = [comp.line(rec, around(rec.text, o.start, o.end, 1))] if rec else []
        yes_no = "No" if asked == "alive" else "Yes"
        return Draft(f"{yes_no} — {label} is no longer pending: it was {outcome_words(o.outcome)} on "
                     f"{human_date(o.record_date)}{n}.", lines)
    if closed:
        stage = f" ({case.stage})" if getattr(case, "stage", None) else ""
        yes_no = "No" if asked == "alive" else "Yes"
        return Draft(f"{yes_no} — {label} is closed in your registry{stage}.", [])
    first, lines = comp._next_for(cid, name=True)
    if "has no next date" in first:
        return Draft(first, lines)
    yes_no = "Yes" if asked == "alive" else "No"
    return Draft(f"{yes_no} — {label} is still pending. {first}", lines)
