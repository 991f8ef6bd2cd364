"""The offline answer: extractive, from recalled facts, with `[n]` citations. No model involved.

The most relevant facts become short sentences in date order, each with its number; "how many" questions get
a count of hearings, and every sentence leads with its hearing date (which answers "when"); when nothing relevant is found the answer is
"Nothing in your notes on this." Relevance needs the fact to share a content word with the question (or its
hearing date to be a date the question names); the recall score alone is not enough.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.agent.context import Context
from tareekh.agent.factbook import FactBook, fact_date, is_chat_memory
from tareekh.agent.grounded import dates_in
from tareekh.agent.layout import human_date
from tareekh.agent.tools import Tools, is_stub
from tareekh.memory import RecalledFact

NO_RECORD = "Nothing in your notes on this."
RAW = ["world", "experience"]  # the notes themselves; observations (patterns) are for the model's reflect
MAX_SENTENCES = 4
MAX_COUNTED = 8

_STOP = set("""
a an the and or but if of in on at to for from by with about into over under after before since until as is are was
were be been being has have had do does did done what when where who whom whose which why how many much any some
all each every this that these those it its he she they them his her their our your my me we you i us tell show
give list please there here than then so not no yes also just only ever case cases matter matters hearing hearings
happened happen happens say said says tell told did does latest last recent previous date dates day side sides other
note notes record records memory memories court judge about regarding whether
""".split())
_WORD = re.compile(r"[a-z0-9]+")
_LAST = re.compile(r"\b(last|latest|previous|most recent)\s+(time|hearing|date|occasion)\b|\blast time\b", re.I)
_HOW_MANY = re.compile(r"\bhow (many|often)\b|\bnumber of\b|\bcount\b", re.I)


_IRREGULAR = {"sought": "seek", "adjd": "adjou", "adj": "adjou", "granted": "grant", "paid": "pay"}
_SUFFIXES = ("ments", "ment", "ings", "ing", "ed", "es", "s")
# A question word also matches notes that say it another way ("seek an adjournment" ≈ "sought time").
SYNONYMS = {"adjou": {"adjou", "time", "postp", "seek"}, "seek": {"seek", "time", "adjou", "reque"},
            "cost": {"cost", "pay", "rs"}, "say": {"said", "state", "depos", "admit"}}
_OPPOSITE = {"plaintiff": "defendant", "defendant": "plaintiff", "petitioner": "respondent",
             "respondent": "petitioner", "appellant": "respondent", "applicant": "respondent"}
_OUR_SIDE = re.compile(r"\b(our side|we|us|our counsel|our junior|i)\b", re.I)
_OTHER_SIDE = re.compile(r"\b(other side|opposite|their side|opponents?|opposing|they)\b", re.I)


def stem(word: str) -> str:
    word = word.lower()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if not word.endswith("ss"):
        for suffix in _SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) >= 4:
                word = word[: -len(suffix)]
                break
    return word[:5]


def terms(text: str, drop: set[str] = frozenset()) -> set[str]:
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) >= 2 and stem(w) not in drop}


def _case_words(ctx: Context) -> set[str]:
    words: set[str] = set()
    for card in ctx.cards:
        c = card.case
        for text in (c.number, c.short_name or "", c.title or "", *c.aliases):
            words |= terms(text)
    return words


@dataclass
class Scored:
    fact: RecalledFact
    score: float
    overlap: int
    date_hit: bool


def _side_terms(question: str, ctx: Context) -> set[str]:
    """Words that name the side the question asks about (our side, or the other side and its counsel)."""
    if not ctx.cards or not ctx.cards[0].case.side:
        return set()
    card = ctx.cards[0]
    ours = card.case.side.lower()
    if _OTHER_SIDE.search(question):
        out = {stem(_OPPOSITE.get(ours, "opposite"))}
        if card.counsel:
            out |= terms(card.counsel.name)
        return out
    if _OUR_SIDE.search(question):
        return {stem(ours)}
    return set()


def _score(facts: list[RecalledFact], q_terms: set[str], q_dates, q_partial) -> list[Scored]:
    out = []
    for rank, fact in enumerate(facts):
        f_terms = terms(fact.text)
        overlap = sum(1 for t in q_terms if SYNONYMS.get(t, {t}) & f_terms)
        d = fact_date(fact)
        date_hit = bool(d) and (d in q_dates or (int(d[5:7]), int(d[8:10])) in q_partial)
        score = overlap / max(1, len(q_terms)) + (1.0 if date_hit else 0.0) + 0.5 / (rank + 2)
        if is_chat_memory(fact):
            score -= 0.05  # the record ranks above what was said in a chat
        out.append(Scored(fact, score, overlap, date_hit))
    return out


def offline_answer(question: str, ctx: Context, tools: Tools, book: FactBook) -> str:
    """An extractive answer with citations into `book`."""
    case_tags = [f"case:{cid}" for cid in ctx.case_ids[:1]]
    facts = tools.recall(question, tags=case_tags, max_tokens=4000, budget="mid", keep_stubs=False, types=RAW)
    if len(ctx.case_ids) > 1:
        seen = {f.id for f in facts}
        more = tools.recall(question, tags=[f"case:{ctx.case_ids[1]}"], max_tokens=2000, keep_stubs=False, types=RAW)
        facts += [f for f in more if f.id not in seen]
    q_terms = terms(question, drop=_case_words(ctx)) | _side_terms(question, ctx)
    full, partial = dates_in(question)
    q_dates = {d.isoformat() for d in full}
    is_last = bool(_LAST.search(question))

    if is_last and ctx.case_ids:
        # "Last time" is the most recent dated hearing on or before today, named by its date.
        dated = [f for f in tools.timeline_facts(ctx.case_ids[0]) if not is_chat_memory(f)]
        past = [f for f in dated if fact_date(f) and fact_date(f) <= ctx.today.isoformat()]
        if past:
            last = max(fact_date(f) for f in past)
            q_dates = q_dates | {last}
            facts = facts + [f for f in past if fact_date(f) == last and f.id not in {x.id for x in facts}]

    scored = _score(facts, q_terms, q_dates, partial)
    if q_terms or q_dates or partial:
        relevant = [s for s in scored if s.overlap > 0 or s.date_hit]
        if q_dates or partial:
            on_date = [s for s in relevant if s.date_hit]
            relevant = on_date or relevant
    elif ctx.case_ids:
        relevant = scored  # "what happened in the godown suit?": the case's closest facts
    else:
        relevant = []
    if not relevant:
        return NO_RECORD

    relevant.sort(key=lambda s: -s.score)
    how_many = bool(_HOW_MANY.search(question))
    chosen = relevant[: MAX_COUNTED if how_many else MAX_SENTENCES]
    chosen.sort(key=lambda s: (is_chat_memory(s.fact), fact_date(s.fact) or "9999"))

    lines: list[str] = []
    if how_many:
        dates = sorted({fact_date(s.fact) for s in chosen if fact_date(s.fact) and not is_chat_memory(s.fact)})
        nums = sorted({book.add(s.fact) for s in chosen if fact_date(s.fact) in dates})
        if dates:
            noun = "hearing" if len(dates) == 1 else "hearings"
            lines.append(
                f"{len(dates)} {noun} in your notes bear on this: {', '.join(human_date(d) for d in dates)} "
                f"[{', '.join(str(n) for n in nums)}]."
            )
    labels = dict(zip(ctx.case_ids, ctx.case_labels))
    for s in chosen:
        lines.append(_sentence(s.fact, book.add(s.fact), len(ctx.case_ids) > 1, labels))
    return " ".join(lines) if len(lines) <= 1 else "\n".join(lines)


def _sentence(fact: RecalledFact, n: int, name_case: bool, labels: dict[str, str] | None = None) -> str:
    text = re.sub(r"\s+", " ", fact.text).strip().rstrip(".;,")
    d = fact_date(fact)
    when = human_date(d) if d else "Undated"
    if is_chat_memory(fact):
        return f"From a chat memory ({when}): {text} [{n}]."
    kind = {"order_sheet": "order sheet", "handwritten_note": "your note", "typed_note": "your note"}.get(
        fact.metadata.get("doc_type", ""), "notes")
    if fact.metadata.get("kind") == "document":
        kind = fact.metadata.get("doc_kind") or "a document"
    elif fact.metadata.get("kind") == "chat_day":
        kind = "chat"
    cid = fact.metadata.get("case_id")
    where = f"{(labels or {}).get(cid, '')}, " if name_case and cid and (labels or {}).get(cid) else ""
    return f"{when} ({where}{kind}): {text} [{n}]."
