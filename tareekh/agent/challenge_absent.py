"""A challenge asked of one matter's order that no record writes: "Not on record", never the order challenged.

"<matter> appeal dismiss aayi — HC-il second appeal file cheytho?", "stay ke against State ne writ appeal file ki?",
"stay order same Supreme Court ma SLP kari?", "dosh-mukti ke khilaf appeal against acquittal file kiya kya?": the
question names an order and asks whether it was taken to a higher forum. Read word by word, the order's own line
("The appeal is dismissed with costs", "Interim stay continues", the acquittal's bond discharged) looks like the
answer, and the answer used to quote it, or hedge "Not clearly on record; the nearest …" over it — which a lawyer
reads as the challenge having been filed. The order is what the challenge is against, never its record.

A challenge counts only when the notes write THAT remedy, its kind and forum: the remedies of Indian procedure are a
closed class (a second appeal, a special leave petition, a writ or letters patent appeal, a revision, a review, an
appeal), each written in its English words, its short forms ("RSA", "SLP", "W.A.", "LPA", "CRP") and the words of the
languages the notes are written in ("अपील", "निगरानी", "পুনর্বিবেচনা"…). The most particular remedy the question names
is the one asked: a matter that is itself an appeal writes "appeal" on every page and no second appeal on any.

The remedy is looked for in the matter's own records, its registry number and name, and any other matter of the
registry that is that remedy and shares a name with it (a challenge the lawyer registered as a case of its own). When
none writes it, the first sentence says so, naming the last record the notes do hold of the matter, uncited.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (a next date or what was said in a challenge presumes it: "writ appeal file ki? division bench me kab listed
# hai"; "same" read as a habit's word still asks the one matter's step)
_KINDS = ("yes_no", "open", "last_time", "next_date", "said", "pattern")
_APPEAL_SCRIPTS = r"अपील|अपिल|আপিল|অপিল|અપીલ|ਅਪੀਲ|ଅପିଲ|மேல்முறையீடு|அப்பீல்|అప్పీల్|అప్పీలు|ಅಪೀಲ್|ಮೇಲ್ಮನವಿ|അപ്പീൽ|അപ്പീല്"
# the remedies, most particular first: (said back, as a question names it, as a record may write it)
_REMEDIES: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    ("second appeal",
     re.compile(r"\b(?:second|2nd|dusri|doosri|dusra|dvitiya|dwitiya|irandam|rendava|randam|eradane)\s+appeal\b|"
                r"\bR\.?\s?S\.?\s?A\b|द्वितीय\s*अपील|दूसरी\s*अपील", re.I),
     re.compile(r"\b(?:second|2nd)\s+appeal|\bR\.?\s?S\.?\s?A\b|\bS\.?\s?A\.?\s?(?:No\.?\s*)?\d|द्वितीय\s*अपील|"
                r"दूसरी\s*अपील|द्वितीय\s*अपिल|इरंडाम|இரண்டாம்\s*மேல்முறையீடு|రెండవ\s*అప్పీల్|ರೆಂಡನೇ|ಎರಡನೇ\s*ಅಪೀಲ್|"
                r"രണ്ടാം\s*അപ്പീ|দ্বিতীয়\s*আপিল|બીજી\s*અપીલ", re.I)),
    ("special leave petition in the Supreme Court",
     re.compile(r"\bS\.?\s?L\.?\s?P\b|\bspecial\s+leave", re.I),
     re.compile(r"\bS\.?\s?L\.?\s?P\b|\bspecial\s+leave|\bsupreme\s+court|\bapex\s+court|सुप्रीम\s*कोर्ट|उच्चतम|"
                r"सर्वोच्च|সুপ্রিম|સુપ્રીમ|ਸੁਪਰੀਮ|உச்ச\s*நீதிமன்ற|సుప్రీం|ಸುಪ್ರೀಂ|സുപ്രീം", re.I)),
    ("writ appeal before a division bench",
     re.compile(r"\bwrit\s+appeal|\bL\.?\s?P\.?\s?A\b|\bletters?\s+patent|\bintra[- ]?court\s+appeal", re.I),
     re.compile(r"\bwrit\s+appeal|\bW\.?\s?A\.?\s?(?:No\.?\s*)?\d|\bL\.?\s?P\.?\s?A\b|\bletters?\s+patent|"
                r"\bintra[- ]?court|\bdivision\s+bench|\bD\.?B\.?\s+(?:of|no|matter|appeal)|खंडपीठ|खण्डपीठ|युगलपीठ|"
                r"রিট\s*আপিল|ரிட்\s*மேல்முறையீடு|రిట్\s*అప్పీల్|ರಿಟ್\s*ಅಪೀಲ್|റിട്ട്\s*അപ്പീ", re.I)),
    ("review of the order",
     re.compile(r"\breview\s+(?:petition|application|pet\b)|\bpunarvilokan\w*|\bpunarvichar\w*|पुनर्विलोकन|"
                r"पुनर्विचार\s*याचिका", re.I),
     re.compile(r"\breview|\bR\.?\s?P\.?\s?(?:No\.?\s*)?\d|punarvilokan|punarvichar|पुनर्विलोकन|पुनर्विचार|"
                r"পুনর্বিবেচনা|પુનર્વિચાર|மறுஆய்வு|మరుసమీక్ష|ಪುನರ್ಪರಿಶೀಲನ|പുനഃപരിശോധന", re.I)),
    ("revision against the order",
     re.compile(r"\brevision\w*|\bC\.?\s?R\.?\s?P\b|\bcrl\.?\s*rev\w*|\bnigrani|\bpunariksh\w*|पुनरीक्षण|निगरानी|"
                r"रिवीजन|रिविजन", re.I),
     re.compile(r"revis|\brevn\b|\bC\.?\s?R\.?\s?P\b|\bcrl\.?\s*rev|\bcr\.?\s*rev|\bnigrani|punariksh|पुनरीक्षण|"
                r"निगरानी|रिवीजन|रिविजन|निगराणी|পুনরীক্ষণ|રિવિઝન|ਰਿਵੀਜ਼ਨ|சீராய்வு|రివిజన్|ಪುನರೀಕ್ಷಣ|റിവിഷൻ", re.I)),
    ("appeal against the order",
     re.compile(r"\bappeal\w*|\bapeel\b|\bapil\b|" + _APPEAL_SCRIPTS, re.I),
     re.compile(r"appeal|appellate|\bapeel|\bCrl\.?\s?A\.?\s?(?:No\.?\s*)?\d|\bF\.?\s?A\.?\s?(?:No\.?\s*)?\d|"
                r"\bM\.?A\.?C\.?A\b|\bC\.?M\.?A\b|\b37[2-8]\s*(?:Cr\.?P\.?C|of\s+the\s+code)|\b41[3-9]\s*BNSS|"
                r"अपीलीय|" + _APPEAL_SCRIPTS, re.I)),
)
# a question of a time-limit for the remedy asks what the law allows, not whether it was filed
_LIMIT = re.compile(r"\blimitation|\bdeadline|\blast\s+date|\btime\s+limit|\bkab\s+tak\b|\bmiyad|\bmuddat|\bmudat|"
                    r"\bhow\s+(?:much|many)\s+(?:time|days)|\bkitn[ae]\s+(?:din|time|samay|waqt)\b", re.I)
_NAME_WORD = re.compile(r"[^\W\d_]{4,}")


def remedy_asked(text: str) -> tuple[str, re.Pattern[str]] | None:
    """The most particular remedy the question names (module doc): what to say back — with the short form the
    lawyer typed ("SLP", "RSA") when it is not those words — and how a record writes it."""
    for said, asked, written in _REMEDIES:
        m = asked.search(text)
        if m:
            typed = m.group(0).strip()
            return (said if typed.lower() in said or not typed.isupper() else f"{said} ({typed})"), written
    return None


def _own_name(case) -> str:
    return " ".join(p for p in (case.number, case.short_name or "", case.title or "", case.nature or "",
                                " ".join(case.aliases)) if p)


def _registered_apart(comp: Composing, case, written: re.Pattern[str]) -> bool:
    """Another matter of the registry that is the remedy and shares a name word with the matter asked (a word of no
    more than those two matters' names — not "State", "Union", a place the whole registry wears — and no kind's)."""
    def words(c) -> set[str]:
        return {w.lower() for w in _NAME_WORD.findall(f"{c.short_name or ''} {c.title or ''}")}

    cases = comp.registry.list_cases(status="all")
    counts: dict[str, int] = {}
    for c in cases:
        for w in words(c):
            counts[w] = counts.get(w, 0) + 1
    from tareekh.agent.question import CASE_HEADS
    from tareekh.registry.aliases import KIND_WORDS

    kinds = {w.lower() for w in (*CASE_HEADS, *KIND_WORDS)}  # "appeal", "writ", "suit": a kind, no party's name
    own = {w for w in words(case) if counts.get(w, 0) <= 2 and w not in kinds and not written.search(w)}
    return any(other.id != case.id and written.search(_own_name(other)) and own & words(other) for other in cases)


def challenge_absent(comp: Composing) -> Draft | None:
    """'Not on record: nothing in your notes on <matter> records a second appeal …' (module doc); None when no
    remedy is asked of one matter, or a record, the matter's name or a sister matter writes it."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.layout import human_date

    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases:
        return None
    text = q.typed or q.text
    found = remedy_asked(text)
    if found is None or _LIMIT.search(text):
        return None
    said, written = found
    card = comp.card(q.cases[0])
    if card is None or written.search(_own_name(card.case)):
        return None  # the matter is itself the remedy ("ramphal RSA"): a thing asked of it, no challenge
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs or any(written.search(f"{r.text} {r.doc_kind or ''}") for r in recs):
        return None
    if _registered_apart(comp, card.case, written):
        return None
    # the matter's own last record, a hearing's note, an order or a paper, before a week's plan that lists it
    own = [r for r in recs if getattr(r, "kind", None) != "general"] or recs
    last = max(own, key=lambda r: r.date or "")
    where = comp.label(q.cases[0])
    article = "an" if said[0] in "aeiou" else "a"
    held = f" The last record your notes hold of it: {comp.who(last)} of {human_date(last.date)}." if last.date else ""
    return Draft(f"Not on record: nothing in your notes on {where} records {article} {said} — no filing, no listing, no "
                 f"order on one.{held}")
