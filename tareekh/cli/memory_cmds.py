"""CLI commands of the memory room (see tareekh/cli/__init__.py for the conventions).

    tareekh memory retain FILE.jsonl        one RetainItem per line (content, tags, metadata, timestamp, ...)
    tareekh memory recall QUERY [--tag T ...] [--tags-match MODE] [--types T ...] [--budget B] [--trace]
    tareekh memory stats                    counts, where the memory is, and what it cannot do in its mode
    tareekh memory migrate --to hindsight URL --bank NAME | --to embedded
"""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from pathlib import Path

from tareekh.cli import Result, arguments, command, group
from tareekh.errors import InputError
from tareekh.practice.types import FACT_TYPES, TAGS_MATCH_MODES, BankCapabilities, BankStats

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


class StatsWithCapabilities(BankStats):
    """`memory stats --json`: the counts, and where the memory is and what it cannot do in its mode."""

    capabilities: BankCapabilities


@command("stats", "counts of the memory bank, where it is, and what it cannot do in its mode", group="memory")
def stats_cmd(practice, args) -> Result:
    s = practice.memory_stats()
    caps = practice.memory_capabilities()
    text = (f"bank {s.bank_id} at {s.path}\n{s.documents} documents, {s.facts} facts "
            f"({', '.join(f'{k} {v}' for k, v in s.by_type.items())}), {s.entities} entities, {s.tags} tags\n"
            f"{s.pending_consolidation} facts waiting for consolidation; embeddings {s.embedding_provider} "
            f"({s.embedding_dim} dims)\nsearch by meaning: {s.embedding_summary}")
    if not s.embedding_full:
        text += f"\nWARNING: search by meaning is reduced. {s.embedding_fix or ''}".rstrip()
    text += f"\nmemory: {caps.backend} — {caps.where}"
    for note in caps.notes:
        text += f"\n! {note}"
    return Result(StatsWithCapabilities(**s.model_dump(), capabilities=caps), text)


def _migrate_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--to", nargs="+", required=True, metavar="BACKEND",
                   help="'hindsight URL' (a Hindsight server) or 'embedded' (back into this home's memory.db)")
    p.add_argument("--bank", help="the server bank's name (default: memory.bank, else 'default')")
    p.add_argument("--sample", type=int, default=50, help="documents whose recall is checked (default 50)")


@arguments(_migrate_args)
@command("migrate", "copy the memory to a Hindsight server or back, verify, then switch to it", group="memory")
def migrate_cmd(practice, args) -> Result:
    to, *rest = args.to
    if to == "hindsight" and len(rest) != 1:
        raise InputError("--to hindsight needs the server's URL: --to hindsight http://HOST:PORT")
    if to == "embedded" and rest:
        raise InputError("--to embedded takes no URL")
    if args.sample < 0:
        raise InputError("--sample must be 0 or more")
    import sys

    def progress(done: int, total: int) -> None:
        print(f"migrate: {done}/{total} documents", file=sys.stderr, flush=True)

    r = practice.memory_migrate(to, rest[0] if rest else None, args.bank, sample=args.sample, progress=progress)
    lines = [f"{r.documents} documents from {r.source} to {r.target}: {r.copied} copied, {r.unchanged} already "
             f"there" + (f" (resumed after {r.resumed_from})" if r.resumed_from else ""),
             f"the target holds {r.target_documents} documents; missing {len(r.missing)}, different "
             f"{len(r.different)}",
             f"sample of {r.sample}: found by recall in the source {r.sample_found_in_source}, in the target "
             f"{r.sample_found_in_target}" + (f"; missed {', '.join(r.sample_misses[:5])}" if r.sample_misses else "")]
    if r.derived_not_copied.get("observations"):
        lines.append(f"{r.derived_not_copied['observations']} observations are derived, not copied: the target's "
                     "consolidation makes them again")
    if r.verified:
        lines.append(f"verified; the practice now uses {r.target}")
        return Result(r, "\n".join(lines))
    lines.append("NOT verified: the practice still uses its old memory; run the same command again to retry")
    return Result(r, "\n".join(lines), exit_code=2)
