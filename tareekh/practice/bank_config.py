"""Tareekh's memory-bank configuration: observation scopes per case, judge and counsel, their briefs, the
standing questions (mental models). `memory_ops.MemoryService` runs consolidation and reflect with them.

Scopes. Every hearing note is retained with one observation scope per case, per judge and per counsel tag
(`[[case:C5], [judge:J1], [counsel:OC2]]`, set where items are built, agent/layout.py), so a judge's
patterns form across all the cases before that judge. Chat memories go only to their case's scope; registry
stubs only to the shared (untagged) scope.

Strategies (first claiming strategy wins, whole — see tareekh/memory/strategies.py):

1. `case:*` (containment: any scope that names a case is that case's scope) — where the matter stands,
   what is pending, what the client said; a client's confidences stay here.
2. `judge:*` (exact: a scope of judge tags only) — how the judge runs a court: adjournments, costs, what
   is asked for.
3. `counsel:*` (exact) — the opposing counsel's tactics and conduct.

Missions only with a language model. A strategy that sets `observations_mission` makes its scopes wait for
an LLM (an extractive sentence cannot honour a brief), but Tareekh is offline-first and still wants
observations without one. So the missions are passed only when an LLM endpoint is configured; offline the
same strategies carry only their caps and evidence budgets (which keeps them active, so `scopes()` still
shows who owns what), and observations are extractive. What offline loses is the brief's filtering: an
extractive judge-scope observation quotes a note sentence as written. The confidentiality rule holds anyway
by construction: chat memories and anything tied to a client are scoped to the case only.

The lawyer may override the strategies with `consolidation_strategies.json` in the home (a list, or
`{"consolidation_strategies": [...], "observation_scope_limits": [...]}`), checked strictly: an unknown key
is an error naming it, never silently dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tareekh.errors import InputError
from tareekh.memory.mental_models import MentalModelSpec
from tareekh.memory.strategies import ScopeLimit, Strategy, StrategyError, parse_scope_limits, parse_strategies
from tareekh.registry.models import Counsel, Judge

STRATEGIES_FILE = "consolidation_strategies.json"

CASE_MISSION = (
    "You keep the file of ONE case for the advocate handling it. Record where the matter stands: its stage, "
    "what the court ordered, the next date and what it is listed for, what is pending from each side "
    "(affidavits, documents, compliance, fees), undertakings given, and what the client said or wants. "
    "Update the stage as it changes, with dates. Anything the client said in confidence belongs here and "
    "nowhere else."
)
JUDGE_MISSION = (
    "You record how ONE judge runs a court, as an advocate appearing before that judge needs to know it: "
    "how adjournments are treated (who gets them, on what grounds, after how many, with or without costs), "
    "when and how much costs are imposed, what the judge asks counsel for (dates, lists, authorities, "
    "compliance), preliminary points the judge raises, and habits of the courtroom. Record patterns across "
    "cases, not the merits of any one case. Never record what a client said or anything told in confidence; "
    "name parties only where needed to date a pattern."
)
COUNSEL_MISSION = (
    "You record the tactics and conduct of ONE opposing counsel across the cases against them: grounds given "
    "for adjournments and how often, applications filed on the eve of dates, objections habitually raised, "
    "readiness, settlement posture, and how the court has responded. Record patterns across cases. Never "
    "record what our client said or anything told in confidence."
)

# offline the strategies keep these (so they stay active); with an LLM the missions are added
CASE_SETTINGS = {"max_observations_per_scope": 40}
JUDGE_SETTINGS = {"max_observations_per_scope": 40, "consolidation_source_facts_max_tokens": 6000}
COUNSEL_SETTINGS = {"max_observations_per_scope": 30, "consolidation_source_facts_max_tokens": 6000}


def tareekh_strategies(*, with_missions: bool) -> list[dict[str, Any]]:
    """Tareekh's consolidation strategies (raw form); missions only when `with_missions` (an LLM is there)."""

    def strategy(tags: str, match: str, settings: dict[str, int], mission: str) -> dict[str, Any]:
        out = {"scopes": [{"tags": [tags], "tags_match": match}], **settings}
        if with_missions:
            out["observations_mission"] = mission
        return out

    return [
        strategy("case:*", "all", CASE_SETTINGS, CASE_MISSION),
        strategy("judge:*", "exact", JUDGE_SETTINGS, JUDGE_MISSION),
        strategy("counsel:*", "exact", COUNSEL_SETTINGS, COUNSEL_MISSION),
    ]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def is_boilerplate(text: str, tags: Sequence[str], metadata: dict[str, str]) -> bool:
    """A fact that is only a piece of the header written at retain time (names, date, source) or a registry
    stub: consolidated without contributing, and not used as evidence by reflect. (Same test as
    agent.tools.is_header_fact / is_stub.) The header names the client, so keeping it out also keeps client
    names out of judge and counsel observations."""
    if metadata.get("doc_type") == "registry" or "type:registry" in tags:
        return True
    header = metadata.get("header")
    return bool(header) and header is not None and _one_line(text) in _one_line(header)


def strip_case_reference(text: str, tags: Sequence[str], metadata: dict[str, str]) -> str:
    """A note sentence without its leading case reference ("Khanna accounts (OS 1108/23) - Not reached" →
    "Not reached"), so judge and counsel scopes see the same pattern across cases. The reference is
    recognised by a word it shares with the case part of the note's header."""
    head, sep, rest = text.partition(" - ")
    if not sep or len(head) > 80 or not rest.strip():
        return text
    case_part = (metadata.get("header") or "").split("), hearing of")[0]
    words = {w.strip("(),.;:").lower() for w in case_part.split() if len(w.strip("(),.;:")) > 3}
    if words and any(w.strip("(),.;:").lower() in words for w in head.split()):
        return rest.strip()
    return text


def read_strategies_file(path: str | Path) -> tuple[list[Strategy], list[ScopeLimit]]:
    """(strategies, observation_scope_limits) from a JSON file; InputError naming the file and the bad key."""
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"strategies file {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"strategies file {path}: cannot read it ({exc})") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"strategies file {path}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    limits: Any = None
    if isinstance(raw, dict):
        unknown = set(raw) - {"consolidation_strategies", "observation_scope_limits"}
        if unknown:
            raise InputError(
                f"strategies file {path}: unknown key {sorted(unknown)[0]!r} "
                "(allowed: consolidation_strategies, observation_scope_limits)"
            )
        limits = raw.get("observation_scope_limits")
        raw = raw.get("consolidation_strategies", [])
    try:
        return parse_strategies(raw), parse_scope_limits(limits)
    except StrategyError as exc:
        raise InputError(f"strategies file {path}: {exc}") from None


def mental_model_specs(judges: Iterable[Judge], counsel: Iterable[Counsel]) -> list[MentalModelSpec]:
    """Tareekh's standing questions: one per judge, one per opposing counsel, and open commitments."""
    specs = []
    for j in judges:
        specs.append(MentalModelSpec(
            id=f"judge:{j.id}", name=f"How {j.name} runs the court",
            source_query=(f"How does {j.name} run the court: adjournments (who gets them, on what grounds), "
                          "costs imposed, and what the judge asks counsel for?"),
            tags=[f"judge:{j.id}"], tags_match="all_strict",
        ))
    for c in counsel:
        specs.append(MentalModelSpec(
            id=f"counsel:{c.id}", name=f"Tactics of {c.name}",
            source_query=(f"What are the tactics and conduct of {c.name}: adjournments sought and on what "
                          "grounds, applications and objections, readiness?"),
            tags=[f"counsel:{c.id}"], tags_match="all_strict",
        ))
    specs.append(MentalModelSpec(
        id="open-commitments", name="Open commitments",
        source_query="What have we undertaken or been directed to do, in which case and by when, that is still pending?",
        tags=[], tags_match="any",
    ))
    return specs
