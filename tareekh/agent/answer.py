"""Two answerers behind one interface: a language model (Quick or Deep) when configured, else offline.

The offline answer is composed first, always (agent/compose.py: the answer first, from the events and records
of the practice, then the evidence); with a model, that draft and its records are the model's context (Quick)
or its tools' results (Deep), and the model writes the prose. Whatever happens with the model — LLMError, an
answer whose citations are all out of range, an empty answer, a first sentence whose dates, amounts, numbers
or names the cited records do not hold — the lawyer gets the offline answer with a visible note, never a
crash. Every answer then passes the same checks in code: citations resolved through the FactBook (unknown
numbers dropped and counted) and the groundedness of each cited sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import logging

from tareekh import clock
from tareekh.agent.full_dates import answer_in_full
from tareekh.agent.full_sums import sums_in_full
from tareekh.agent.as_of import as_of
from tareekh.agent.about import about_cases, settled_cases
from tareekh.agent.compose import Composer, Evidence, renumber
from tareekh.agent.context import Context
from tareekh.agent.court_short_forms import spelt_out
from tareekh.agent.court_shorthand import SPELT
from tareekh.agent.confirm_words import COURT_MAKERS
from tareekh.agent.people import people_for
from tareekh.agent.english_words import is_english
from tareekh.agent.question import Question, understand
from tareekh.agent.records_initials import spelt_by_records, types_capitals
from tareekh.agent.factbook import CITATION, FactBook, citation_numbers, fact_case, fact_date
from tareekh.agent.held_named import held_named_said
from tareekh.agent.rests_on import rests_on_thing
from tareekh.agent.grounded import check_answer, check_first_sentence, split_sentences
from tareekh.agent.models import Answer, Citation
from tareekh.agent.offline import offline_answer
from tareekh.agent.prompts import ANSWER_NOW, deep_prompt, quick_prompt, system_prompt
from tareekh.agent.tools import TOOL_NAMES, Tools, tool_specs
from tareekh.agent.concept_asked import sense_reading
from tareekh.agent.kept_up import kept_reading
from tareekh.agent.in_common import in_common
from tareekh.agent.unknown_words import NOTHING_SAID, second_reading
from tareekh.agent.two_part import fate_said_first, step_first, yes_said_first
from tareekh.agent.premise_part import premise_unwritten
from tareekh.events.money import with_latin_figures
from tareekh.llm import LLM, LLMError

MAX_TOOL_ROUNDS = 5
MAX_TOOL_CALLS = 5
log = logging.getLogger("tareekh.agent")


@dataclass
class Draft:
    text: str
    book: FactBook
    mode: str
    notes: list[str] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)


def _answer_again(q2, first: Composer, evidence, registry, ctx: Context, bank, lawyer: str, found: list,
                  *, keep_none: bool = False) -> str | None:
    """The composer's answer to `q2` (the question read again), with its own book; kept in `found` when it answers
    (or, `keep_none`, when it says the notes hold nothing: a step part's "Not on record")."""
    book = FactBook()
    composer = Composer(q2, evidence=first.ev, registry=registry, book=book, case_ids=ctx.case_ids,
                        bank=bank, lawyer=lawyer)
    try:
        text = composer.answer()
    except Exception:  # noqa: BLE001 - the first reading's answer stands
        log.exception("reading the question again failed")
        return None
    if text is not None and (keep_none or not NOTHING_SAID.match(text)):
        found.append((composer, book))
    return text


def _initials_read(q: Question, evidence: Evidence, ctx: Context, registry: Any, lawyer: str) -> Question | None:
    """The question read again with the short forms it types in capitals written out as the asked matters' records
    write them ("TI": "temporary injunction"); None when it types none the records spell."""
    if not types_capitals(q.typed or q.text):
        return None  # most questions type no capitals: the matter's records are not fetched for them
    named = {w.lower() for card in ctx.cards for w in re.findall(r"[A-Za-z]+", " ".join(
        filter(None, (card.case.number, card.case.short_name, card.case.title, *(card.case.aliases or [])))))}

    def read(letters: str) -> bool:
        # a court short form of every practice (the answer's own table of them, and the courts a question names as an
        # order's maker: "HC", "ND", "CJM"), an English word typed in capitals, a word of the matter's own name
        low = letters.lower()
        return bool(spelt_out(low)) or letters.upper() in SPELT or low in COURT_MAKERS or is_english(low) or \
            low in named

    spelt = spelt_by_records(q.typed or q.text, [r.text for r in evidence.case_records(q.cases)], read)
    if spelt is None:
        return None
    people = people_for(ctx.cards[0], lawyer) if ctx.cards else None
    q2 = understand(spelt, registry=registry, today=q.today, people=people)
    q2.cases = q2.cases or list(q.cases)
    q2.typed = q.typed
    return q2


class _Unusable(Exception):
    """The model's answer cannot be shown (empty, or every citation out of range)."""


class Answerer:
    """Answers one question in a given context."""

    def __init__(self, *, bank: Any, registry: Any, llm: LLM | None, lawyer: str, reflect: Any = None,
                 evidence: Evidence | None = None) -> None:
        self.bank = bank
        self.reflect = reflect
        self.registry = registry
        self.llm = llm
        self.lawyer = lawyer
        self.evidence = evidence

    def ask(self, question: str, ctx: Context, *, deep: bool = False,
            history: list[dict[str, str]] | None = None) -> Answer:
        # a question asked as of a past day is answered from what was on record that day
        evidence = as_of(self.evidence, ctx.today)
        offline = self._offline(question, ctx, evidence)
        draft: Draft | None = None
        notes: list[str] = []
        if self.llm is not None and not _settled_offline(ctx) and not SAID_BACK.match(offline.text):
            try:
                draft = self._deep(question, ctx, history or [], offline, evidence) if deep else \
                    self._quick(question, ctx, history or [], offline, evidence)
                checked = draft.book.check(draft.text)
                if not draft.text.strip():
                    raise _Unusable("the language model returned an empty answer")
                if checked.dropped and not checked.numbers:
                    raise _Unusable(f"every citation in the model's answer was out of range ({checked.dropped})")
                problems = check_first_sentence(draft.text, draft.book)
                if problems:
                    raise _Unusable("the model's first sentence states what the cited records do not ("
                                    + "; ".join(problems[:3]) + ")")
            except (LLMError, _Unusable) as exc:
                notes.append(f"{exc} — this answer was composed offline from your notes.")
                draft = None
        if draft is None:
            draft = offline
        elif self.registry is not None:
            draft.text = readable_ids(draft.text, self.registry)
        return finish(draft, ctx, notes, self.bank, registry=self.registry)

    # -- the answerers ----------------------------------------------------------------------------------
    def _offline(self, question: str, ctx: Context, evidence: Evidence | None) -> Draft:
        book = FactBook()
        tools = Tools(self.bank, self.registry, book, today=ctx.today, reflect=self.reflect, evidence=evidence)
        text = None
        found: list = []  # the composer of a second reading (agent/unknown_words.py) and its book
        q = ctx.question
        if q is not None and evidence is not None and q.cases:
            # "<client> ge TI sikkideya?": the letters the matter's own records write out (agent/records_initials.py)
            q = _initials_read(q, evidence, ctx, self.registry, self.lawyer) or q
        if q is not None and (evidence is not None or q.unknown_case or q.unknown_judge):
            composer = Composer(q, evidence=evidence or _NoEvidence(), registry=self.registry, book=book,
                                case_ids=ctx.case_ids, bank=self.bank, lawyer=self.lawyer)
            try:
                text = composer.answer()
                # words of a language the reader does not know are no thing the notes lack (agent/unknown_words.py)
                # "any protection in <case>?" whose notes write "no coercive steps": the sense's events (agent/concept_asked.py)
                # "does he pay maintenance properly?": the thing's story across the hearings (agent/kept_up.py)
                # "dono case me common kya hai?": what the matters' records share, case by case (agent/in_common.py)
                sensed = kept_reading(composer, text) or in_common(composer, text) or sense_reading(composer, text)
                again = None if sensed is not None else \
                    second_reading(composer, text, lambda q2: _answer_again(q2, composer, evidence, self.registry,
                                                                            ctx, self.bank, self.lawyer, found))
                # "<thing> file ho gayi kya? date kya mili": the step part answered first (agent/two_part.py)
                stepped = None if sensed is not None or again is not None else \
                    step_first(composer, text, lambda q2: _answer_again(q2, composer, evidence, self.registry, ctx,
                                                                        self.bank, self.lawyer, found, keep_none=True))
                # "<step> gaya tha kya? report aayi?" of a step no record holds: said back, the whole answer's lines
                # kept under it with their citations (agent/premise_part.py)
                premise = None if sensed is not None or again is not None or stepped is not None else \
                    premise_unwritten(composer, text, book, lambda q2, said: _answer_again(
                        q2, composer, evidence, self.registry, ctx, self.bank, self.lawyer, said, keep_none=True))
                if sensed is not None:
                    text = sensed
                elif premise is not None:
                    text = premise
                elif again is not None or stepped is not None:
                    text = again if again is not None else stepped
                    if found:
                        composer, book = found[-1]
                else:  # "<step> given? bond amount?" answered with the sum alone: its yes first (agent/two_part.py)
                    text = yes_said_first(composer, text, book, lambda q2, said: _answer_again(
                        q2, composer, evidence, self.registry, ctx, self.bank, self.lawyer, said)) or text
                    # "<petition> ki holo? <fee> koto?" answered with the fee alone: the petition's fate first
                    text = fate_said_first(composer, text, book, lambda q2, said: _answer_again(
                        q2, composer, evidence, self.registry, ctx, self.bank, self.lawyer, said)) or text
                if text is not None and sensed is None:
                    # the first sentence rests on a record that holds the thing asked, or says so (agent/rests_on.py);
                    # a sense's answer rests on the events of the sense, in the words the notes write for it
                    text = rests_on_thing(composer, text, book)
                if text is not None:
                    # the matter's notes waiting in review that the filing found to name it (agent/held_named.py)
                    text += held_named_said(composer, text)
                    text, book = renumber(text, book)
                    tools.book = book
                    settled_cases(ctx, q, composer)  # "the tea stall dava": the case the composer settled on
            except Exception:  # noqa: BLE001 - the extractive answer below still answers
                log.exception("composing the answer from events failed")
                text = None
                book = FactBook()
                tools.book = book
        if text is None:
            book = FactBook()  # what the composer cited before giving up is not this answer's: numbers from 1
            tools.book = book
            text = offline_answer(question, ctx, tools, book)
        text = answer_in_full(text, book)  # "by Mon 7.12" quoted: 7 Dec 2026 said beside it (agent/full_dates.py)
        text = sums_in_full(text)  # "30k paid": Rs. 30,000 said beside it (agent/full_sums.py)
        return Draft(text, book, "offline", notes=tools.notes, trace=tools.trace)

    def _base_messages(self, ctx: Context, history: list[dict[str, str]]) -> list[dict[str, Any]]:
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": system_prompt(self.lawyer)},
            {"role": "system", "content": ctx.render()},
        ]
        for m in history[-6:]:
            # Old [n] markers point into old FactBooks: strip them so they are not mistaken for this turn's.
            messages.append({"role": m["role"], "content": CITATION.sub("", m["content"])[:2000]})
        return messages

    def _quick(self, question: str, ctx: Context, history: list[dict[str, str]], offline: Draft,
               evidence: Evidence | None) -> Draft:
        book = offline.book  # the records the offline draft cites keep their numbers
        tools = Tools(self.bank, self.registry, book, today=ctx.today, reflect=self.reflect, evidence=evidence)
        tags = [f"case:{cid}" for cid in ctx.case_ids[:1]] if ctx.how in ("chat", "question") else []
        facts = tools.recall(question, tags=tags, max_tokens=2000, budget="low")
        tools.book.render(facts)
        messages = self._base_messages(ctx, history)
        messages.append({"role": "user", "content": quick_prompt(question, book.render(), offline.text)})
        text = self.llm.complete(messages)
        return Draft(text, book, "quick", notes=tools.notes, trace=[f"recall_memories({question[:80]!r})"])

    def _deep(self, question: str, ctx: Context, history: list[dict[str, str]], offline: Draft,
              evidence: Evidence | None) -> Draft:
        book = offline.book
        tools = Tools(self.bank, self.registry, book, today=ctx.today, reflect=self.reflect, evidence=evidence)
        messages = self._base_messages(ctx, history)
        messages.append({"role": "user", "content": deep_prompt(question, book.render() if len(book) else "", offline.text)})
        specs = tool_specs()
        calls = 0
        for _ in range(MAX_TOOL_ROUNDS):
            reply = self.llm.chat(messages, tools=specs, tool_choice="auto")
            if not reply.tool_calls:
                return Draft(reply.content, book, "deep", notes=tools.notes, trace=tools.trace)
            messages.append(reply.as_message())
            for call in reply.tool_calls:
                if call.name in TOOL_NAMES and calls >= MAX_TOOL_CALLS:
                    result = "error: tool-call limit reached; answer now"
                else:
                    # Only the tools' own names can run; anything else is refused inside run().
                    result = tools.run(call.name, call.arguments)
                    calls += call.name in TOOL_NAMES
                messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
        messages.append({"role": "user", "content": ANSWER_NOW})
        text = self.llm.complete(messages)
        return Draft(text, book, "deep", notes=tools.notes, trace=tools.trace)


FILE_IN_BRACKETS = re.compile(
    r"[ \t]*\[[^\[\]\n]*\.(?:txt|md|pdf|jpe?g|png|webp|tiff?|docx?|toml|json|db|py|sh|ini|log)\]", re.IGNORECASE)
NO_RECORD = re.compile(r"\bno record\b|\bnothing in your notes\b|\bno such (?:case|judge)\b", re.IGNORECASE)


# A name or a proceeding no record holds, said back by code (agent/compose.py): no model answers it from other notes
SAID_BACK = re.compile(r"(?:Nothing in your notes|There is no (?:counsel|judge|judge or counsel) called) .+: (?:no record, note, "
                       r"order sheet, document or chat names them|no record of it, none of its records mentions it)\.$")


class _NoEvidence:
    """No events or records (a bare answerer): the composer can still say a name back."""

    def events(self, **_: Any) -> list:
        return []

    def records(self, entry_ids: Any) -> dict:
        return {}

    def case_records(self, case_ids: Any = None) -> list:
        return []


def readable_ids(text: str, registry: Any) -> str:
    """Registry ids a model wrote ("C5", "J2", "OC1") as the lawyer reads them: cases by number and short name,
    people by name. Only ids the registry has are replaced; citations are left alone."""
    from tareekh.agent.layout import short_label

    names: dict[str, str] = {}
    try:
        for c in registry.list_cases():
            names[c.id] = short_label(c)
        for getter in ("judges", "counsel", "clients"):
            for person in getattr(registry, getter)():
                names.setdefault(person.id, getattr(person, "short", None) or person.name)
    except Exception:  # noqa: BLE001 - an unreadable registry leaves the text as it is
        return text
    if not names:
        return text
    pattern = re.compile(r"(?<![\w\[/.-])(?:case:|judge:|counsel:|client:)?(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
                         + r")(?![\w/.-])")
    return pattern.sub(lambda m: names[m.group(1)], text)


def _settled_offline(ctx: Context) -> bool:
    """A name that matches nothing is said back by code: no model is asked to answer about it."""
    q = ctx.question
    return q is not None and bool(q.unknown_case or (q.unknown_judge and not q.cases))


def _clean_citations(text: str, book: FactBook) -> str:
    """Rewrite each [..] to the numbers that exist; a bracket with none left disappears."""

    def fix(m: re.Match[str]) -> str:
        nums = [n for n in dict.fromkeys(citation_numbers(m.group(1))) if book.get(n) is not None]
        return f"[{', '.join(str(n) for n in nums)}]" if nums else ""

    return re.sub(r"[ \t]{2,}", " ", CITATION.sub(fix, text))


def _source_of(fact: Any, bank: Any) -> dict[str, str]:
    """Citation metadata of a fact; an observation (a pattern) points at the original of its first source fact."""
    md = dict(fact.metadata)
    if md.get("source_file") or not fact.source_fact_ids or bank is None:
        return md
    try:
        sources = bank.get_facts(fact.source_fact_ids[:8])
    except Exception:  # noqa: BLE001 - a citation without its original is still a citation
        return md
    for src in sources:
        if src.metadata.get("source_file"):
            return {**src.metadata, **{k: v for k, v in md.items() if v}}
    return md


def registry_words(ctx: Context, registry: Any = None, text: str = "") -> str:
    """What the registry says of the matters asked about, and of each matter the answer names by its number — label,
    title, court, judge, counsel — for the groundedness check: a matter's name said from the registry is not a claim
    on any note."""
    from tareekh.agent.compose import case_label_of

    def numbers(t: str) -> set[tuple[int, int]]:  # "19/2024", "2231 of 2025", "58/26": a matter's number and year
        return {(int(m[1]), int(m[2]) % 100) for m in re.finditer(r"(?<![\d/])(\d{1,6})\s*(?:/|\bof\s)\s*(\d{4}|\d{2})(?![\d/])", t)}

    out = []
    for card, label in zip(ctx.cards, ctx.case_labels):
        c = card.case
        out += [label, c.title or "", c.short_name or "", c.court or "", c.court_hall or ""]
        out += [getattr(p, "name", "") or "" for p in (card.judge, card.counsel, card.client) if p is not None]
    named = numbers(text)
    if registry is not None and named:
        try:
            cases = registry.list_cases()
        except Exception:  # noqa: BLE001 - a closed registry: the matters asked about are still known
            cases = []
        for c in cases:
            label = case_label_of(c)
            if numbers(c.number or "") & named:
                out += [label, c.title or "", c.short_name or "", c.court or "", c.court_hall or ""]
    return "\n".join(x for x in out if x)


def finish(draft: Draft, ctx: Context, notes: list[str], bank: Any = None, registry: Any = None) -> Answer:
    """Resolve citations, drop unknown numbers, check groundedness, and assemble the Answer."""
    book = draft.book
    checked = book.check(draft.text)
    text = _clean_citations(draft.text, book) if checked.dropped else draft.text
    text, files = FILE_IN_BRACKETS.subn("", text)  # "[secrets.txt]": a file name posing as a citation
    text = re.sub(r"[ \t]+([.,;])", r"\1", text).strip()
    text = with_latin_figures(text)  # "੬,੧੫,੯੨੦" quoted, and read: "੬,੧੫,੯੨੦ (6,15,920)"
    checks = check_answer(text, book, registry_words(ctx, registry, text))
    failing = {n for c in checks if not c.verified for n in c.cited}
    citations = []
    for n in checked.numbers:
        fact = book.get(n)
        md = _source_of(fact, bank)
        citations.append(Citation(
            n=n, text=fact.text, case_id=md.get("case_id") or fact_case(fact) or None,
            hearing_date=fact_date(fact) or md.get("hearing_date") or None, source_file=md.get("source_file"), doc_type=md.get("doc_type"),
            upload_id=md.get("upload_id"), entry_id=md.get("entry_id"), fact_id=fact.id, verified=n not in failing,
        ))
    citations.sort(key=lambda c: c.n)
    all_notes = [*notes, *draft.notes]
    if checked.dropped:
        all_notes.append(
            f"{checked.dropped} citation number(s) that match no fact were dropped: "
            + ", ".join(f"[{n}]" for n in checked.dropped_numbers[:10])
        )
    if files:
        all_notes.append(f"{files} file name(s) in square brackets were removed: only [n] numbers are citations.")
    unverified = [c.text for c in checks if not c.verified]
    if draft.mode != "offline" and not checked.numbers and text and not NO_RECORD.search(text):
        # a model answer that cites nothing is not checked against any note (e.g. an obeyed injection)
        unverified = [s for s in split_sentences(text) if s.strip()]
        all_notes.append("the model's answer cites none of your notes, so none of it is verified against them.")
    if unverified:
        all_notes.append(f"{len(unverified)} sentence(s) state something the cited notes do not contain (unverified).")
    about = about_cases(text, ctx.case_ids, [c.case_id for c in citations])
    return Answer(
        answer=text, citations=citations, dropped_citations=checked.dropped, mode=draft.mode,  # type: ignore[arg-type]
        notes=list(dict.fromkeys(all_notes)), case_ids=about, case_labels=[dict(zip(ctx.case_ids, ctx.case_labels)).get(c, c) for c in about],
        unverified_sentences=unverified,
        tool_calls=draft.trace,
    )


def today_or(value: date | str | None) -> date:
    if value is None:
        return clock.today()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError:
        from tareekh.errors import InputError

        raise InputError(f"today: {value!r} is not a date (use YYYY-MM-DD)") from None


