"""Tareekh's memory-bank configuration: observation scopes per case, judge and counsel, their briefs, the
standing questions (mental models), and the Practice methods that run consolidation and reflect.

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
import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from tareekh.errors import InputError
from tareekh.memory import Bank, BankConfig
from tareekh.memory.bank import BankError
from tareekh.memory.consolidate import (
    BackgroundConsolidation,
    ConsolidationConfig,
    ConsolidationReport,
    ScopesReport,
)
from tareekh.memory.mental_models import MentalModel, MentalModelSpec
from tareekh.memory.reflect import ReflectResult
from tareekh.memory.scopes import ScopeSpecError
from tareekh.memory.strategies import StrategyError, parse_scope_limits, parse_strategies

log = logging.getLogger("tareekh.practice")

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

    def strategy(tags: str, match: str, settings: dict, mission: str) -> dict[str, Any]:
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
    return bool(header) and _one_line(text) in _one_line(header)


def strip_case_reference(text: str, tags: Sequence[str], metadata: dict[str, str]) -> str:
    """A note sentence without its leading case reference ("Bedi accounts (OS 1198/23) - Not reached" →
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


def read_strategies_file(path: str | Path) -> tuple[list, list]:
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


def mental_model_specs(judges: Iterable[Any], counsel: Iterable[Any]) -> list[MentalModelSpec]:
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


class ConsolidationOps:
    """Practice methods for consolidation, scopes, mental models and reflect (mixed into Practice)."""

    _background: BackgroundConsolidation | None = None

    # -- configuration ----------------------------------------------------------------------------

    def consolidation_model(self):
        """The LLM consolidation and reflect use, or None offline."""
        if not self.settings.llm.configured:
            return None
        from tareekh.llm import LLM

        return LLM(self.settings.llm)

    def consolidation_config(
        self, strategies_file: str | Path | None = None, *, model: Any = "auto", missions: bool | None = None
    ) -> ConsolidationConfig:
        """The bank's consolidation settings: a strategies file if given (or saved in the home), else Tareekh's.

        `model="auto"` uses the configured LLM (None offline). Tareekh's missions are included when an LLM
        is configured (`missions=None`), whether or not this run uses it.
        """
        model = self.consolidation_model() if model == "auto" else model
        missions = self.settings.llm.configured if missions is None else missions
        limits: list = []
        path = Path(strategies_file) if strategies_file else self.home / STRATEGIES_FILE
        if strategies_file or path.exists():
            strategies, limits = read_strategies_file(path)
        else:
            strategies = parse_strategies(tareekh_strategies(with_missions=missions))
        return ConsolidationConfig(strategies=strategies, observation_scope_limits=limits, model=model,
                                   span_tag_prefixes=["case:"], skip_fact=is_boilerplate,
                                   cluster_text=strip_case_reference)

    # -- mental models ----------------------------------------------------------------------------

    def sync_mental_models(self) -> list[MentalModel]:
        """Make the bank's standing questions match the registry (one per judge and counsel, and commitments)."""
        specs = mental_model_specs(self.registry.judges(), self.registry.counsel())
        wanted = {s.id for s in specs}
        for mm in self.bank.list_mental_models():
            if mm.id not in wanted and (mm.id.startswith(("judge:", "counsel:")) or mm.id == "open-commitments"):
                self.bank.delete_mental_model(mm.id)
        for spec in specs:
            self.bank.put_mental_model(spec)
        return self.bank.list_mental_models()

    def mental_models(self) -> list[MentalModel]:
        return self.bank.list_mental_models()

    # -- running ----------------------------------------------------------------------------------

    def memory_consolidate(self, strategies_file: str | Path | None = None, *,
                           retry_failed: bool = False) -> ConsolidationReport:
        """Consolidate every pending fact now (mental models refreshed after); optionally retry failed facts."""
        config = self.consolidation_config(strategies_file)
        self.wait_for_consolidation()
        self.sync_mental_models()
        if retry_failed:
            self.bank.recover_failed()
        try:
            return self.bank.consolidate(config)
        except (ScopeSpecError, StrategyError, ValueError, BankError) as exc:
            raise InputError(str(exc)) from exc

    def memory_scopes(self, strategies_file: str | Path | None = None) -> ScopesReport:
        """Every observation scope with its counts and owner; with a file, a preview of those strategies."""
        config = self.consolidation_config(strategies_file)
        try:
            if strategies_file:
                return self.bank.preview_strategies(config.strategies, config)
            return self.bank.scopes(config)
        except BankError as exc:
            raise InputError(str(exc)) from exc

    def memory_reflect(self, query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any",
                       budget: str = "mid") -> ReflectResult:
        """Answer from mental models, then observations, then facts (offline: extractive)."""
        try:
            return self.bank.reflect(query, tags=tags, tags_match=tags_match, budget=budget,
                                     model=self.consolidation_model(), skip_fact=is_boilerplate)
        except (ValueError, BankError) as exc:
            raise InputError(str(exc)) from exc

    def consolidate_soon(self) -> None:
        """Start consolidation on a background thread (its own bank connection); retain does not wait.

        The automatic run never calls the language model: it does the work that needs none (every scope
        offline; with an LLM configured, the scopes without a mission), so retaining a note never spends
        model calls behind the lawyer's back. Scopes with a brief are consolidated by `memory_consolidate`
        (`tareekh consolidate`, or the app's action), and `scopes()` shows them waiting until then.
        """
        if not isinstance(self.bank, Bank):
            return  # a memory server consolidates by itself; its standing questions sync on `consolidate`
        try:
            self.sync_mental_models()
        except Exception as exc:  # noqa: BLE001 - standing questions are a convenience; never block retain
            log.warning("could not sync mental models: %s", exc)
        if self._background is None:
            path, embeddings = self.memory_path, self.bank.embeddings
            bank_id = self.bank.bank_id
            self._background = BackgroundConsolidation(
                lambda: Bank.open(path, BankConfig(bank_id=bank_id, embeddings=embeddings)),
                lambda: self.consolidation_config(model=None),
            )
        self._background.request()

    def wait_for_consolidation(self, timeout: float | None = 60.0) -> bool:
        """Wait for a background run to finish (True when idle)."""
        return self._background.wait(timeout) if self._background is not None else True

    def _configure_consolidation(self, bank: Any) -> None:
        """When a bank opens: it consolidates with Tareekh's strategies, and soon after each retain."""
        try:  # so bank.consolidate()/scopes() called directly use Tareekh's settings too
            bank.consolidation = self.consolidation_config()
        except InputError as exc:  # a bad saved strategies file is reported when consolidation runs
            log.warning("consolidation settings: %s", exc)
        hooks = getattr(bank, "after_retain", None)
        if hooks is not None:
            hooks.append(lambda result: self.consolidate_soon() if result.facts else None)

    def _stop_consolidation(self) -> None:
        """At close: stop the background consolidation (pending facts stay pending)."""
        if self._background is not None and not self._background.stop(60.0):
            log.warning("background consolidation still running at close; pending facts stay pending")
        self._background = None
