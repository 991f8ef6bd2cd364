"""Reflect: answer a question from the bank, reasoning over mental models, then observations, then raw facts.

`reflect(bank, query, tags=None, tags_match="any", budget="mid", model=None)` gathers three layers, in that
order, all under the same tag filter:

1. mental models (named standing answers, mental_models.py) whose tags pass the filter, nearest the query;
2. observations (consolidated patterns) recalled for the query;
3. raw facts (world/experience) recalled for the query.

`budget` (low/mid/high) sets how many items each layer brings (5/10/20) and the recall budget.

With a model (anything with `structured(messages, schema, *, tries)`), one typed call reasons over the three
layers and cites ids; ids it cites that were never shown are dropped, and if it cites none, every shown item
counts (as Hindsight does). Without a model the answer is extractive: the standing answers, then the
patterns, then the facts, each as a line, and `based_on` lists exactly the items used. Reflect writes nothing;
`refresh_mental_model` (and `refresh_after_consolidation`, which consolidation calls) reflect on a mental
model's question without mental models and store the answer with it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field, field_validator

from tareekh.memory.core import BankCore
from tareekh.memory.mental_models import MentalModel, get_mental_model, list_mental_models, search_mental_models
from tareekh.memory.mental_models import store_answer
from tareekh.memory.models import RecalledFact, cited_ids
from tareekh.memory.recall import recall

BUDGET_ITEMS = {"low": 5, "mid": 10, "high": 20}
LAYER_MAX_TOKENS = 2048


class ReflectResult(BaseModel):
    """A reflect answer and what it rests on: fact/observation ids, and the mental models used."""

    text: str
    based_on: list[str] = Field(default_factory=list)
    mental_models: list[str] = Field(default_factory=list)
    mode: str = "offline"


class ReflectAnswer(BaseModel):
    """What the model answers: prose (no ids in it), and the ids of the items it rests on."""

    answer: str
    memory_ids: list[str] = Field(default_factory=list)
    mental_model_ids: list[str] = Field(default_factory=list)

    _coerce = field_validator("memory_ids", "mental_model_ids", mode="before")(lambda cls, v: cited_ids(v))


REFLECT_SYSTEM = """You answer a question from a memory bank. The material comes in three layers, most distilled first:
MENTAL MODELS (standing answers kept up to date), OBSERVATIONS (patterns consolidated from many facts) and FACTS (single records).
Reason over the mental models first, check them against the observations, and use the facts for specifics and to verify anything
that looks stale. When statements conflict, the most recently mentioned one is authoritative. Say plainly when the material does
not answer the question. Do not put ids in the answer text; list the ids you relied on in memory_ids (facts and observations)
and mental_model_ids."""


def _date(d: datetime | None) -> str:
    return d.date().isoformat() if d else ""


def gather(
    bank: BankCore,
    query: str,
    *,
    tags: Sequence[str] | None = None,
    tags_match: str = "any",
    budget: str = "mid",
    exclude_mental_models: bool = False,
    skip_fact: Any = None,
) -> tuple[list[MentalModel], list[RecalledFact], list[RecalledFact]]:
    """The three layers for a question: (mental models, observations, facts)."""
    if budget not in BUDGET_ITEMS:
        raise ValueError(f"budget {budget!r} is not one of low, mid, high")
    n = BUDGET_ITEMS[budget]
    models: list[MentalModel] = []
    if not exclude_mental_models:
        models = [m for m in search_mental_models(bank, query, tags=tags, tags_match=tags_match, k=max(1, n // 3))
                  if m.content]
    observations = recall(bank, query, tags=tags, tags_match=tags_match, types=["observation"], budget=budget,
                               max_tokens=LAYER_MAX_TOKENS)[:n]
    facts = recall(bank, query, tags=tags, tags_match=tags_match, types=["world", "experience"], budget=budget,
                        max_tokens=LAYER_MAX_TOKENS)
    if skip_fact is not None:  # boilerplate the caller recognises (e.g. a note's header) is not evidence
        facts = [f for f in facts if not skip_fact(f.text, f.tags, f.metadata)]
    facts = facts[:n]
    return models, observations, facts


def reflect(
    bank: BankCore,
    query: str,
    tags: Sequence[str] | None = None,
    tags_match: str = "any",
    budget: str = "mid",
    *,
    model: Any = None,
    exclude_mental_models: bool = False,
    mission: str | None = None,
    skip_fact: Any = None,
) -> ReflectResult:
    """Answer `query` from mental models, then observations, then facts (see the module docstring)."""
    if not query or not query.strip():
        raise ValueError("reflect: the question is blank")
    models, observations, facts = gather(
        bank, query, tags=tags, tags_match=tags_match, budget=budget, exclude_mental_models=exclude_mental_models,
        skip_fact=skip_fact,
    )
    if model is None:
        return _extractive(query, models, observations, facts)
    return _with_model(model, query, models, observations, facts, mission)


def _extractive(query: str, models: list[MentalModel], observations: list[RecalledFact],
                facts: list[RecalledFact]) -> ReflectResult:
    lines: list[str] = []
    based_on: list[str] = []
    used_models: list[str] = []
    for m in models:
        # the standing answer's first entries (its section labels and title are not the answer)
        body = [ln.strip().lstrip("- ").strip() for ln in m.content.splitlines()
                if ln.strip() and not ln.startswith("#") and not ln.strip().endswith(":")]
        if body:
            lines.append(f"{m.name}: " + "; ".join(body[:2]))
            used_models.append(m.id)
    if observations:
        lines.append("Patterns:")
        for o in observations:
            lines.append(f"- {o.text}")
            based_on.append(o.id)
    if facts:
        lines.append("Notes:")
        for f in facts:
            when = _date(f.occurred_start or f.mentioned_at)
            lines.append(f"- {f.text}" + (f" ({when})" if when else ""))
            based_on.append(f.id)
    if not lines:
        return ReflectResult(text=f"Nothing in memory answers: {query.strip()}", mode="offline")
    return ReflectResult(text="\n".join(lines), based_on=list(dict.fromkeys(based_on)),
                         mental_models=used_models, mode="offline")


def _with_model(model: Any, query: str, models: list[MentalModel], observations: list[RecalledFact],
                facts: list[RecalledFact], mission: str | None) -> ReflectResult:
    sections = []
    if models:
        sections.append("## MENTAL MODELS\n" + "\n\n".join(f"[{m.id}] {m.name}\n{m.content}" for m in models))
    if observations:
        sections.append("## OBSERVATIONS\n" + "\n".join(f"[{o.id}] {o.text}" for o in observations))
    if facts:
        sections.append("## FACTS\n" + "\n".join(
            f"[{f.id}] {f.text}" + (f" ({_date(f.occurred_start or f.mentioned_at)})" if (f.occurred_start or f.mentioned_at) else "")
            for f in facts
        ))
    if not sections:
        sections.append("(the memory holds nothing for this question)")
    system = REFLECT_SYSTEM + (f"\n\nBANK MISSION: {mission}" if mission else "")
    messages = [
        {"role": "system", "content": system},
        {"role": "user", "content": f"QUESTION: {query.strip()}\n\n" + "\n\n".join(sections)},
    ]
    answer = model.structured(messages, ReflectAnswer, tries=3)
    if not isinstance(answer, ReflectAnswer):
        answer = ReflectAnswer.model_validate(answer)
    seen = [o.id for o in observations] + [f.id for f in facts]
    seen_models = [m.id for m in models]
    cited = [i for i in dict.fromkeys(answer.memory_ids) if i in seen]
    cited_models = [i for i in dict.fromkeys(answer.mental_model_ids) if i in seen_models]
    if not answer.memory_ids and not answer.mental_model_ids:
        cited, cited_models = seen, seen_models  # cited nothing: everything shown counts
    text = answer.answer
    for i in seen + seen_models:  # the answer text carries no ids
        text = text.replace(f"[{i}]", "")
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return ReflectResult(text=text, based_on=cited, mental_models=cited_models, mode="llm")


def refresh_mental_model(bank: BankCore, model_id: str, *, model: Any = None, skip_fact: Any = None) -> MentalModel:
    """Re-answer one mental model's question with reflect (mental models excluded) and store the answer."""
    mm = get_mental_model(bank, model_id)
    if mm is None:
        raise KeyError(f"no mental model {model_id!r}")
    result = reflect(bank, mm.source_query, tags=mm.tags, tags_match=mm.tags_match, budget="low", model=model,
                     exclude_mental_models=True, skip_fact=skip_fact)
    content = f"# {mm.name}\n{result.text}"
    return store_answer(bank, model_id, content, result.based_on)


def refresh_after_consolidation(bank: BankCore, *, tags: Iterable[str], untagged: bool = False, model: Any = None,
                                skip_fact: Any = None) -> int:
    """Refresh models whose tags meet `tags` (the consolidated facts' own tags), and untagged models. Count."""
    touched = set(tags)
    n = 0
    for mm in list_mental_models(bank):
        if not mm.tags or touched & set(mm.tags) or (untagged and mm.tags_match in ("any", "all")):
            refresh_mental_model(bank, mm.id, model=model, skip_fact=skip_fact)
            n += 1
    return n
