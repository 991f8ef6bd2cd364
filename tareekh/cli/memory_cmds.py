"""CLI commands of the memory room (see tareekh/cli/__init__.py for the conventions).

    tareekh memory retain FILE.jsonl        one RetainItem per line (content, tags, metadata, timestamp, ...)
    tareekh memory recall QUERY [--tag T ...] [--tags-match MODE] [--types T ...] [--budget B] [--trace]
    tareekh memory stats
"""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from pathlib import Path

from tareekh.cli import Result, arguments, command, group
from tareekh.errors import InputError
from tareekh.memory import FACT_TYPES, TAGS_MATCH_MODES

group("memory", "the memory bank: retain items, recall facts, show counts")


def _retain_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="a JSONL file: one item per line with content, and optionally context, "
                   "timestamp, document_id, tags, metadata, observation_scopes")


def _read_jsonl(path: Path) -> list[dict]:
    if not path.is_file():
        raise InputError(f"no such file: {path}")
    items = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 text: {exc}") from exc
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path} line {n} is not JSON: {exc.msg}") from exc
        if not isinstance(item, dict):
            raise InputError(f"{path} line {n} is not a JSON object")
        items.append(item)
    if not items:
        raise InputError(f"{path} has no items")
    return items


@arguments(_retain_args)
@command("retain", "retain the items of a JSONL file into the memory bank", group="memory")
def retain_cmd(practice, args) -> Result:
    path = Path(args.file)
    items = _read_jsonl(path)
    result = practice.memory_retain(items)
    text = (f"retained {result.items} item(s) as {result.facts} fact(s) in {result.seconds:.2f}s"
            + (f"; {len(result.documents_unchanged)} unchanged" if result.documents_unchanged else "")
            + (f"; {len(result.documents_replaced)} replaced" if result.documents_replaced else ""))
    return Result(result, text)


def _timestamp(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{value!r} is not an ISO date or date-time") from exc


def _recall_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", help="what to look for")
    p.add_argument("--tag", action="append", default=[], dest="tags", help="filter by tag (repeatable)")
    p.add_argument("--tags-match", default="any", choices=TAGS_MATCH_MODES, help="how tags match (default any)")
    p.add_argument("--types", nargs="+", choices=FACT_TYPES, help="fact types (default all)")
    p.add_argument("--budget", default="mid", choices=("low", "mid", "high"), help="candidates per arm")
    p.add_argument("--max-tokens", type=int, default=4096, help="cut the result at this many tokens")
    p.add_argument("--at", type=_timestamp, dest="query_timestamp", help="read relative dates as of this date")
    p.add_argument("--trace", action="store_true", help="show each arm's rank for every fact")


def _when(fact) -> str:
    d = fact.occurred_start or fact.mentioned_at
    return d.date().isoformat() if d else "----------"


@arguments(_recall_args)
@command("recall", "recall facts from the memory bank", group="memory")
def recall_cmd(practice, args) -> Result:
    if args.max_tokens < 0:
        raise InputError("--max-tokens must be 0 or more")
    facts = practice.memory_recall(
        args.query, tags=args.tags or None, tags_match=args.tags_match, types=args.types,
        max_tokens=args.max_tokens, budget=args.budget, query_timestamp=args.query_timestamp, trace=args.trace,
    )
    lines = []
    for n, f in enumerate(facts, start=1):
        line = f"{n:>3}. [{f.score:.3f}] {_when(f)} {f.text}"
        if f.tags:
            line += f"  ({', '.join(f.tags)})"
        if args.trace and f.ranks:
            line += "  " + " ".join(f"{k}={v}" for k, v in f.ranks.items())
        lines.append(line)
    return Result(facts, "\n".join(lines) if lines else "no facts found")


@command("stats", "counts of the memory bank", group="memory")
def stats_cmd(practice, args) -> Result:
    s = practice.memory_stats()
    text = (f"bank {s.bank_id} at {s.path}\n{s.documents} documents, {s.facts} facts "
            f"({', '.join(f'{k} {v}' for k, v in s.by_type.items())}), {s.entities} entities, {s.tags} tags\n"
            f"{s.pending_consolidation} facts waiting for consolidation; embeddings {s.embedding_provider} "
            f"({s.embedding_dim} dims)\nsearch by meaning: {s.embedding_summary}")
    if not s.embedding_full:
        text += f"\nWARNING: search by meaning is reduced. {s.embedding_fix or ''}".rstrip()
    return Result(s, text)
