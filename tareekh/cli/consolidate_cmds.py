"""CLI commands for consolidation, observation scopes, mental models and reflect.

    tareekh consolidate [--strategies FILE] [--retry-failed]   (also: tareekh memory consolidate)
    tareekh scopes [--strategies FILE]                 (also: tareekh memory scopes); with FILE: a preview
    tareekh memory reflect QUERY [--tag T ...] [--tags-match MODE] [--budget low|mid|high]
    tareekh memory models                              the standing questions and their last answers
"""

from __future__ import annotations

import argparse

from tareekh.cli import Result, arguments, command
from tareekh.practice.types import TAGS_MATCH_MODES


def _strategies_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--strategies", metavar="FILE",
                   help="a JSON file of consolidation strategies (a list, or an object with "
                        "consolidation_strategies and observation_scope_limits) to use instead of the saved ones")


def _consolidate_args(p: argparse.ArgumentParser) -> None:
    _strategies_arg(p)
    p.add_argument("--retry-failed", action="store_true",
                   help="retry facts whose consolidation failed before (they are otherwise skipped)")


def _consolidate(practice, args) -> Result:
    report = practice.memory_consolidate(args.strategies, retry_failed=args.retry_failed)
    lines = [
        f"consolidated {report.facts_consolidated} fact(s) over {report.scopes_processed} scope(s) "
        f"({report.mode}, {report.seconds:.2f}s): {report.created} observation(s) created, "
        f"{report.updated} updated, {report.deleted} deleted"
    ]
    if report.model_calls:
        lines.append(f"{report.model_calls} model call(s); rejected {report.rejected_updates} update(s) and "
                     f"{report.rejected_deletes} delete(s) aimed outside what was recalled")
    if report.dropped_duplicates or report.dropped_over_cap:
        lines.append(f"dropped {report.dropped_duplicates} duplicate(s) and {report.dropped_over_cap} over the cap")
    if report.waiting_scopes:
        names = ", ".join(", ".join(s) or "(untagged)" for s in report.waiting_scopes)
        lines.append(f"waiting for a language model (their strategy sets a mission): {names}")
    if report.aborted:
        lines.append(report.aborted)
    for f in report.failures:
        lines.append(f"failed: fact {f.fact_id} in scope {', '.join(f.scope) or '(untagged)'}: {f.error}")
    if report.mental_models_refreshed:
        lines.append(f"refreshed {report.mental_models_refreshed} mental model(s)")
    return Result(report, "\n".join(lines))


def _scopes(practice, args) -> Result:
    report = practice.memory_scopes(args.strategies)
    lines = ["PREVIEW (nothing saved)" if args.strategies else "observation scopes"]
    width = max([len(s.label) for s in report.scopes] + [5])
    lines.append(f"{'scope':<{width}}  facts  pending  obs  cap  owner")
    for s in report.scopes:
        cap = "∞" if s.max_observations_per_scope < 0 else str(s.max_observations_per_scope)
        wait = "  [waiting for an LLM]" if s.waiting_for_llm else ""
        lines.append(f"{s.label:<{width}}  {s.facts:>5}  {s.pending:>7}  {s.observations:>3}  {cap:>3}  "
                     f"{s.owner_label}{wait}")
    if not report.scopes:
        lines.append("(no scopes yet: retain something first)")
    for st in report.strategies:
        state = "" if st.active else "  (inactive: sets nothing, claims nothing)"
        lines.append(f"{st.label}: owns {len(st.owns)} scope(s){state}")
    pending = sum(s.pending for s in report.scopes if not s.waiting_for_llm)
    if pending and not args.strategies:
        lines.append(f"{pending} fact(s) pending across scopes: run `tareekh consolidate`")
    lines.append(report.note)
    return Result(report, "\n".join(lines))


@arguments(_consolidate_args)
@command("consolidate", "turn pending facts into observations, per observation scope", group="memory")
def memory_consolidate_cmd(practice, args) -> Result:
    return _consolidate(practice, args)


@arguments(_strategies_arg)
@command("scopes", "list observation scopes with counts and the strategy that owns each", group="memory")
def memory_scopes_cmd(practice, args) -> Result:
    return _scopes(practice, args)


@arguments(_consolidate_args)
@command("consolidate", "turn pending facts into observations, per observation scope")
def consolidate_cmd(practice, args) -> Result:
    return _consolidate(practice, args)


@arguments(_strategies_arg)
@command("scopes", "list observation scopes with counts and the strategy that owns each")
def scopes_cmd(practice, args) -> Result:
    return _scopes(practice, args)


def _reflect_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", help="the question")
    p.add_argument("--tag", action="append", default=[], help="limit to memories with this tag (repeatable)")
    p.add_argument("--tags-match", default="any", choices=TAGS_MATCH_MODES, help="how --tag filters (default any)")
    p.add_argument("--budget", default="mid", choices=("low", "mid", "high"))


@arguments(_reflect_args)
@command("reflect", "answer from mental models, then observations, then facts", group="memory")
def reflect_cmd(practice, args) -> Result:
    result = practice.memory_reflect(args.query, tags=args.tag, tags_match=args.tags_match, budget=args.budget)
    based = f"\n(based on {len(result.based_on)} memories: {', '.join(result.based_on)})" if result.based_on else ""
    return Result(result, result.text + based)


@command("models", "the standing questions (mental models) and their last answers", group="memory")
def models_cmd(practice, args) -> Result:
    models = practice.mental_models()
    lines = []
    for m in models:
        when = m.last_refreshed_at.isoformat(timespec="minutes") if m.last_refreshed_at else "never refreshed"
        lines.append(f"{m.id}  {m.name}  ({when})")
        body = m.content.split("\n", 1)[1] if "\n" in m.content else ""
        lines.extend(f"    {ln}" for ln in body.splitlines()[:6])
    return Result(models, "\n".join(lines) if lines else "(no mental models yet: run `tareekh consolidate`)")
