"""The context builder: plain code, before any model call.

Today's date (settable, for "last time" and "overdue"); the question understood (agent/question.py); which
case it is about — a case the question names wins over the chat's case (a shared name names each case it
fits), a name that matches no case is kept to be said back and no case is assumed, then the chat's case,
then the previous question for follow-ups ("and what did he say about costs?"); the registry rows of those
cases; and the learned profiles of their judge and counsel when the memory has them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from tareekh.agent.kind_named import court_matter, kind_named
from tareekh.agent.layout import CaseCard, card_for, human_date
from tareekh.agent.people import people_for
from tareekh.agent.question import NameIndex, Question, known_word, understand
from tareekh.agent.witness_named import without_witness_name

MAX_CASES = 4
ACCEPT_SCORE = 90.0  # resolve() candidates at or above this are taken as "the case this is about"
PROFILE_CHARS = 1800


@dataclass
class Context:
    today: date
    cards: list[CaseCard] = field(default_factory=list)
    how: str = "none"  # chat | question | previous_question | unknown | none
    profiles: list[tuple[str, str]] = field(default_factory=list)  # (about, text)
    question: Question | None = None

    @property
    def case_ids(self) -> list[str]:
        return [c.case.id for c in self.cards]

    @property
    def case_labels(self) -> list[str]:
        """'O.S. 412/2023 — Seabreeze flat' for each case (what a lawyer reads; never the id)."""
        from tareekh.agent.compose import case_label_of

        return [case_label_of(c.case) for c in self.cards]

    def render(self) -> str:
        lines = [f"TODAY: {self.today.isoformat()} ({human_date(self.today.isoformat())})"]
        if self.cards:
            lines.append("CASES THIS QUESTION IS PROBABLY ABOUT (from the registry):")
            for card in self.cards:
                c = card.case
                bits = [f"{c.id}: {c.number}"]
                if c.short_name:
                    bits.append(f"called {c.short_name}")
                if c.title:
                    bits.append(c.title)
                if c.side:
                    bits.append(f"we appear for the {c.side}")
                if c.court_hall or c.court:
                    bits.append(f"court: {c.court_hall or c.court}")
                if card.judge:
                    bits.append(f"judge {card.judge.name} ({card.judge.id})")
                if card.counsel:
                    bits.append(f"opposing counsel {card.counsel.name} ({card.counsel.id})")
                if card.client:
                    bits.append(f"client {card.client.name} ({card.client.id})")
                if c.stage:
                    bits.append(f"stage: {c.stage}")
                if c.next_date:
                    bits.append(f"next date {c.next_date}")
                lines.append("- " + "; ".join(bits))
        elif self.question is not None and self.question.unknown_case:
            lines.append(f"The question names a case that is not in the registry: '{self.question.unknown_case}'. "
                         "Say so; do not answer from another case.")
        else:
            lines.append("No case matched the question in the registry; use find_case if it names one.")
        if self.question is not None:
            q = self.question
            lines.append(f"THE QUESTION, READ BY CODE: kind {q.kind}" + (f"; judge ids {', '.join(q.judges)}" if q.judges else "")
                         + (f"; counsel ids {', '.join(q.counsel)}" if q.counsel else "")
                         + (f"; witness {q.witness}" if q.witness else "")
                         + (f"; about the {q.actor_side} side ({q.actor})" if q.actor_side else "")
                         + (f"; day {q.on.isoformat()}" if q.on else ""))
        for about, text in self.profiles:
            lines.append(f"<learned_profile about=\"{about}\">\n{text[:PROFILE_CHARS]}\n</learned_profile>")
        return "\n".join(lines)


def _matched(registry: Any, text: str) -> list[str]:
    if not text.strip():
        return []
    try:
        res = registry.resolve(text)
    except Exception:  # noqa: BLE001 - an unreadable question still gets an answer, just without a case
        return []
    if res.case_id:
        return [res.case_id]
    return [c.case_id for c in res.candidates if c.score >= ACCEPT_SCORE][:MAX_CASES]


def _model_text(getter: Any, ids: list[str]) -> str | None:
    for model_id in ids:
        try:
            model = getter(model_id)
        except Exception:  # noqa: BLE001 - missing models never break an answer
            continue
        if model is None:
            continue
        text = model if isinstance(model, str) else (getattr(model, "content", None) or getattr(model, "text", None))
        if text:
            return str(text)
    return None


def _profiles(bank: Any, cards: list[CaseCard]) -> list[tuple[str, str]]:
    """Learned standing answers: each case's judge and counsel, and the open commitments."""
    getter = getattr(bank, "get_mental_model", None)
    if getter is None:
        try:
            from tareekh.memory.mental_models import get_mental_model
        except ImportError:
            return []
        getter = lambda model_id: get_mental_model(bank, model_id)  # noqa: E731
    out = []
    seen = set()
    for card in cards:
        for kind, person in (("judge", card.judge), ("counsel", card.counsel)):
            if person is None or person.id in seen:
                continue
            seen.add(person.id)
            text = _model_text(getter, [f"{kind}:{person.id}", f"{kind}-{person.id.lower()}"])
            if text:
                out.append((f"{person.name} ({person.id})", text))
    commitments = _model_text(getter, ["open-commitments"])
    if commitments:
        out.append(("open commitments", commitments))
    return out


def build_context(
    question: str, *, registry: Any, bank: Any = None, today: date, chat_case_id: str | None = None,
    previous_question: str | None = None, lawyer: str = "",
) -> Context:
    index = NameIndex(registry)
    q = understand(question, registry=registry, today=today, index=index)
    ids: list[str] = []
    court: list[str] = []
    how = "none"
    if q.unknown_case:
        how = "unknown"
    elif q.cases:
        ids, how = list(q.cases), "question"
    elif chat_case_id and card_for(registry, chat_case_id) is not None:
        ids, how = [chat_case_id], "chat"
    else:
        # (the name typed after a witness's number is the witness's, no matter's: agent/witness_named.py)
        asked = without_witness_name(question, known_word)
        ids = _matched(registry, asked) if not (q.judges or q.counsel or q.all_cases) else []
        if not ids and not (q.judges or q.counsel or q.all_cases):
            ids = kind_named(q, index.cases)  # "the WP", "the divorce": the one case of that kind (agent/kind_named.py)
        court = court_matter(q, index) if not ids else []  # "MACT award?": the one matter before that court
        ids = ids or court
        how = "question" if ids else "none"
        if not ids and previous_question and not (q.judges or q.counsel or q.all_cases or q.kind == "pending"):
            prev = understand(previous_question, registry=registry, today=today, index=index)
            ids = list(prev.cases) or _matched(registry, previous_question)
            how = "previous_question" if ids else "none"
    cards = [c for c in (card_for(registry, cid) for cid in ids[:MAX_CASES]) if c is not None]
    if cards:
        # who acted ("LDA", "the insurer") is read against the first case's people
        q = understand(question, registry=registry, today=today, index=index, people=people_for(cards[0], lawyer))
        if not q.cases and (court or not (q.judges or q.counsel or q.all_cases)):
            q.cases = [c.case.id for c in cards]
    ctx = Context(today=today, cards=cards, how=how if cards or how == "unknown" else "none", question=q)
    if bank is not None:
        ctx.profiles = _profiles(bank, cards[:2])
    return ctx
