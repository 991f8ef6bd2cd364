"""Invariants of any offline consolidation run, over generated notes, scopes and caps (hypothesis)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tareekh.memory.bank import Bank
from tareekh.memory.consolidation import ConsolidationConfig, consolidate
from tareekh.memory.embeddings import NgramEmbeddings
from tareekh.memory.models import BankConfig
from tareekh.memory.scopes import resolve_observation_scopes

PROVIDER = NgramEmbeddings()
SENTENCES = ["Counsel sought adjournment due to illness.", "Costs of Rs 500 imposed.", "Issues framed.",
             "Stay granted till next date.", "Not reached, long list.", "Written statement filed."]
item_st = st.fixed_dictionaries({
    "content": st.sampled_from(SENTENCES),
    "tags": st.lists(st.sampled_from(["case:C1", "case:C2", "judge:J1", "counsel:OC1"]), max_size=3, unique=True),
    "observation_scopes": st.sampled_from([None, "per_tag", "shared", "all_combinations", [["judge:J1"]]]),
    "day": st.integers(1, 28),
})


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(item_st, min_size=1, max_size=8), st.sampled_from([-1, 0, 1, 2]))
def test_every_observation_rests_on_facts_of_its_own_scope_within_the_cap(items, cap):
    with tempfile.TemporaryDirectory() as tmp:
        bank = Bank.open(Path(tmp) / "m.db", BankConfig(embeddings=PROVIDER))
        try:
            bank.retain([dict(content=i["content"], tags=i["tags"], observation_scopes=i["observation_scopes"],
                              timestamp=f"2025-01-{i['day']:02d}T10:00:00", document_id=f"d{n}")
                         for n, i in enumerate(items)])
            report = consolidate(bank, ConsolidationConfig(defaults={"max_observations_per_scope": cap}))
            facts = {f.id: f for f in bank.list_facts(types=["world", "experience"])}
            observations = bank.list_facts(types=["observation"])
            per_scope: dict[tuple, int] = {}
            for o in observations:
                scope = tuple(sorted(o.tags))
                per_scope[scope] = per_scope.get(scope, 0) + 1
                assert o.source_fact_ids, "an observation always rests on something"
                for sid in o.source_fact_ids:
                    src = facts[sid]
                    spec = bank.get_document(src.document_id).observation_scopes
                    assert scope in resolve_observation_scopes(spec, src.tags)
                row = bank.conn.execute("SELECT proof_count FROM memories WHERE id = ?", (int(o.id),)).fetchone()
                assert row[0] == len(set(o.source_fact_ids))
                dates = [facts[s].mentioned_at for s in o.source_fact_ids]
                assert o.occurred_start == min(dates) and o.mentioned_at == max(dates)
            if cap >= 0:
                assert all(n <= cap for n in per_scope.values())
            assert not report.failures and bank.stats().pending_consolidation == 0
            again = consolidate(bank, ConsolidationConfig(defaults={"max_observations_per_scope": cap}))
            assert again.pairs_processed == 0 and again.created == 0
        finally:
            bank.close()
