"""Pending work: (fact, scope) pairs not yet consolidated, and the per-pair progress that lets one scope wait
for a model without holding back the fact's other scopes."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from tareekh.memory.consolidation.models import Fact, iso, now_utc, scope_key
from tareekh.memory.consolidation.observations import read_facts
from tareekh.memory.core import BankCore, chunks
from tareekh.memory.scopes import Scope, ScopeSpecError, resolve_observation_scopes


class Progress:
    """Per (fact, scope) progress rows (table consolidation_progress)."""

    def __init__(self, bank: BankCore):
        self.bank = bank

    def load(self, fact_ids: Sequence[str]) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = defaultdict(dict)
        for part in chunks([int(i) for i in fact_ids]):
            marks = ",".join("?" * len(part))
            for mid, scope, status in self.bank.conn.execute(
                f"SELECT memory_id, scope, status FROM consolidation_progress WHERE bank_id = ? AND memory_id IN ({marks})",
                (self.bank.bank_id, *part),
            ):
                out[str(mid)][scope] = status
        return out

    def done_in(self, scope: Scope) -> list[str]:
        """The facts consolidated into `scope` (their progress row says done), by id."""
        return [str(r[0]) for r in self.bank.conn.execute(
            "SELECT memory_id FROM consolidation_progress WHERE bank_id = ? AND scope = ? AND status = 'done'",
            (self.bank.bank_id, scope_key(scope)),
        )]

    def record(self, fact_ids: Sequence[str], scope: Scope, status: str, error: str | None = None) -> None:
        now = iso(now_utc())
        key = scope_key(scope)
        with self.bank.transaction() as conn:
            conn.executemany(
                "INSERT OR REPLACE INTO consolidation_progress (bank_id, memory_id, scope, status, error, at)"
                " SELECT ?, id, ?, ?, ?, ? FROM memories WHERE bank_id = ? AND id = ?",
                [(self.bank.bank_id, key, status, error, now, self.bank.bank_id, int(i)) for i in fact_ids],
            )


@dataclass
class Pending:
    """Pending facts by resolved scope; each fact's scopes; facts whose scope spec cannot be read."""

    by_scope: dict[Scope, list[Fact]] = field(default_factory=dict)
    scopes_of: dict[str, list[Scope]] = field(default_factory=dict)
    bad_spec: dict[str, str] = field(default_factory=dict)


def pending_work(bank: BankCore) -> Pending:
    """The bank's pending (fact, scope) pairs, grouped by scope, each scope's facts oldest first."""
    ids = [r["id"] for r in bank.pending_facts()]
    found = read_facts(bank, ids)
    facts = {i: found[i] for i in ids if i in found}
    progress = Progress(bank).load(list(facts))
    out = Pending()
    for fid, fact in facts.items():
        try:
            scopes = resolve_observation_scopes(fact.spec, fact.tags)
        except ScopeSpecError as exc:
            out.bad_spec[fid] = str(exc)
            continue
        out.scopes_of[fid] = scopes
        done = progress.get(fid, {})
        for scope in scopes:
            if scope_key(scope) not in done:
                out.by_scope.setdefault(scope, []).append(fact)
    for scope_facts in out.by_scope.values():
        scope_facts.sort(key=lambda f: (f.event or datetime.max, int(f.id)))
    return out


