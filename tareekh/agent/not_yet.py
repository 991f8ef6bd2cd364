"""'Not yet' for a stage of a suit no record says was reached, read from the furthest stage the notes do record.

"Were issues framed?" where no line says issues were framed, but the notes record the written statement and nothing
after it: the answer is not yet — with the furthest stage the notes reach and what the last hearing says (the matter
was not reached, the other side is considering a Lok Adalat). A stage no earlier stage of which is recorded stays
unanswered (the composer's "no record"): nothing is inferred from silence alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

# the stages of a suit in their order: (name, the question asks of it, a record states it was reached)
STAGES: list[tuple[str, re.Pattern[str], re.Pattern[str]]] = [
    ("the written statement",
     re.compile(r"\bW\.?S\b|\bwritten\s+statement|\bcounter(?:\s+affidavit)?\b", re.I),
     re.compile(r"\bW\.?S\.?\s+(?:was\s+|is\s+)?(?:filed|dakhil|vesaru)|\bwritten\s+statement\s+(?:was\s+|is\s+)?filed|"
                r"\bcounter(?:[\s-]+affidavit)?\s+(?:was\s+|is\s+)?(?:filed|served)", re.I)),
    ("the framing of issues",
     re.compile(r"\bissues?\b.{0,30}\bfram|\bfram\w*\b.{0,30}\bissues?\b", re.I),
     re.compile(r"\bissues?\s+(?:were\s+|are\s+|have\s+been\s+|was\s+)?framed|\bframed\s+(?:\w+\s+){0,2}issues?\b", re.I)),
    ("the plaintiff's evidence",
     re.compile(r"\bPW-?\s?\d+\b", re.I),
     re.compile(r"\bPW-?\s?\d+\b", re.I)),
    ("the defence evidence",
     re.compile(r"\bDW-?\s?\d+\b", re.I),
     re.compile(r"\bDW-?\s?\d+\b.{0,60}\b(?:filed|examined|chief|cross|done|discharged|marked)|"
                r"\b(?:chief|cross)\w*\s+(?:\w+\s+){0,3}DW-?\s?\d+\b", re.I)),
    ("the arguments",
     re.compile(r"\barguments?\b|\bbahas\b", re.I),
     re.compile(r"\barguments?\s+(?:were\s+|are\s+)?(?:heard|concluded|done|over|advanced)|\bheard\s+(?:the\s+)?arguments?", re.I)),
]


def _asked_stage(text: str) -> int | None:
    asked = [i for i, (_, ask, _) in enumerate(STAGES) if ask.search(text)]
    return max(asked) if asked else None


def not_yet(comp) -> Draft | None:
    """'Not yet — your notes record no <stage> …; the furthest they reach is …' for one matter, or None."""
    from tareekh.agent.draft import Draft

    cases = comp.scope()
    asked = _asked_stage(comp.q.text)
    if len(cases) != 1 or asked is None:
        return None
    recs = [r for r in comp.records(cases) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today]
    if not recs:
        return None
    reached: list[tuple[int, str, object, str]] = []
    for r in recs:
        for sn in sentences(r.text):
            for i, (_, _, done) in enumerate(STAGES):
                if done.search(sn.text):
                    reached.append((i, r.date or "", r, sn.text))
    if not reached or max(i for i, *_ in reached) >= asked:
        return None  # the stage (or a later one) is recorded, or no stage at all: not for this rule
    furthest = max(i for i, *_ in reached)
    at = sorted((x for x in reached if x[0] == furthest), key=lambda x: (x[1], not x[2].is_order_sheet))
    _, _, rec, said = at[-1]  # the latest record of it, a note before the order sheet of the same day
    first = (f"Not yet — not on record: your notes record no {STAGES[asked][0][4:]} in {comp.label(cases[0])}; the furthest they reach "
             f"is {STAGES[furthest][0][4:]}: {human_date(rec.date)}, {comp.who(rec)}: {clean(said, 160)} [{comp.cite(rec)}].")
    lines = [comp.line(rec, said)]
    last_day = max(r.date[:10] for r in recs)
    last = sorted((r for r in recs if r.date[:10] == last_day), key=lambda r: r.is_order_sheet)[0]
    if last.entry_id != rec.entry_id:
        first += f" The last hearing, {human_date(last.date)}, {comp.who(last)}: {clean(last.text, 200)} [{comp.cite(last)}]."
        lines.append(comp.line(last))
    return Draft(first, lines)


# The ordinary steps a question asks were done to a thing ("PW1 ni cross chesada?", "WS vesara?", "counter file kiya?"):
# (the act as said back, how a question asks it, how a record states it was done)
STEP_ACTS: list[tuple[str, re.Pattern[str], re.Pattern[str]]] = [
    ("cross-examination",
     re.compile(r"\bcross\b|\bcross-exam\w*|\bjirah\b|जिरह", re.I),
     re.compile(r"\bcross\b|\bcross-exam\w*|\bjirah\b|जिरह", re.I)),
    ("filing",
     re.compile(r"\bvesa\w*|\bvesi\w*|\bfiled?\b|\bdakhil\b|दाखिल|\bsubmit\w*|\blodged?\b", re.I),
     re.compile(r"\bfiled\b|\bfiling\b|\bdakhil\b|दाखिल|\bvesa\w*|\bvesi\w*|\bsubmitted\b|\blodged\b|\bserved\b|"
                r"\bpresented\b|प्रस्तुत|\btaken\s+on\s+record\b|\bdiary\s+no|"
                r"\bfile\s+(?:kar|ho|ki|kiya|kiye|kari|hui|hua|hue|chesa\w*|chesi\w*|ayy\w*|aind\w*)|\bon\s+record\b|"
                r"\breceived\b|\bvachindi\b|\baa\s+gaya\b|\baaya\b|\baayi\b|\bmila\b", re.I)),
]
# a line that lists, plans or denies the step does not say it was done ("for cross-examination of PW1, call on …",
# "they will take time for WS", "counter not filed")
_UNDONE = re.compile(r"\bfor\s+(?:the\s+)?(?:cross|filing|written|ws|counter|reply)|\bcall\s+on\b|\bwill\b|\bto\s+be\b|"
                     r"\bto\s+(?:file|cross)|\btime\s+(?:for|to)\b|\bsought\s+time\b|\bfixed\s+for\b|\bdraft\b|"
                     r"\b(?:not|no|never|nahi|nahin|ledu|yet\s+to)\b\s+(?:\w+\s+){0,2}(?:cross|fil|dakhil|vesa|served|aay|mil|vach|recei|on\s+record)", re.I)


# a question that asks when, how much or a second thing is not a plain "was it done?"
_ASKS_MORE = re.compile(r"\bkab\b|\bwhen\b|\beppudu\b|\bkitn\w*|\bhow\b|\benni\b|\bkya\s+kya\b|\baur\b.*\?.*|"
                        r"\?.+\?|\bin\s+time\b|\bon\s+time\b|\btime\s+(?:pe|par|se)\b|\bwithin\b|\blate\b", re.I)


def act_not_yet(comp) -> Draft | None:
    """'Not yet — your notes record no <step> of <thing> …' when the notes of the one matter asked, up to the day
    asked, mention the thing but no line says the step was done to it; None otherwise (a line says it was done, the
    thing is never mentioned, or the question asks no step)."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import VERB_STEMS, expand, overlap, stem, stems, words
    from tareekh.agent.question import STOP
    from tareekh.agent.unstated import clause_at

    q = comp.q
    cases = comp.scope()
    if q.kind != "yes_no" or len(cases) != 1 or q.all_cases or q.on is not None or _ASKS_MORE.search(q.text):
        return None
    step = next(((said, done) for said, asked, done in STEP_ACTS if asked.search(q.text)), None)
    if step is None:
        return None
    said, done = step
    drop = comp._name_stems()
    typed = [w for w in words(re.sub(r"\bcross\b", " ", q.text, flags=re.I))
             if w not in STOP and len(w) >= 2 and not w.isdigit() and stem(w) not in drop
             and stem(w) not in VERB_STEMS and not done.fullmatch(w)]
    if not typed:
        return None
    things = [expand(w) | {stem(w)} for w in typed]
    named = " ".join(w.upper() if len(w) <= 3 or re.search(r"\d", w) else w for w in typed)
    recs = [r for r in comp.records(cases) if r.date and r.date[:10] <= comp.today]
    about: list[tuple[str, object, str]] = []
    for r in recs:
        for sn in sentences(r.text):
            if overlap(things, stems(sn.text), sn.text.lower()) < len(things):
                continue
            if any(not _UNDONE.search(clause_at(sn.text, m.start())) for m in done.finditer(sn.text)):
                return None  # a line says the step was done: the yes/no reads it
            about.append((r.date or "", r, sn.text))
    if not about:
        return None  # the thing is nowhere in the notes: that is a "no record", not a "not yet"
    about.sort(key=lambda x: (x[0], not x[1].is_order_sheet))
    _, rec, text = about[-1]
    # the sentence before says who or what it follows ("X filed vakalat for the other side. They will take time …")
    ss = sentences(rec.text)
    i = next((k for k, s in enumerate(ss) if s.text == text), 0)
    shown = " ".join(s.text for s in ss[max(0, i - 1): i + 1])
    first = (f"Not yet — not on record: your notes record no {said} of {named} in {comp.label(cases[0])} up to {human_date(comp.today)}; "
             f"the latest they say of it, {human_date(rec.date)}, {comp.who(rec)}: {clean(shown, 240)} [{comp.cite(rec)}].")
    lines = [comp.line(rec, shown)]
    hearings = [r for r in recs if r.kind == "hearing"]
    if hearings:
        last_day = max(r.date[:10] for r in hearings)
        last = sorted((r for r in hearings if r.date[:10] == last_day), key=lambda r: r.is_order_sheet)[0]
        if last.date[:10] > (rec.date or "")[:10]:
            first += f" The last hearing, {human_date(last.date)}, {comp.who(last)}: {clean(last.text, 200)} [{comp.cite(last)}]."
            lines.append(comp.line(last))
    return Draft(first, lines)
