"""Every recall arm and list_facts apply the five tags_match modes exactly as the reference predicate."""

from __future__ import annotations

import itertools
import sqlite3

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tareekh.memory import Bank, BankConfig, NgramEmbeddings, RetainItem, TAGS_MATCH_MODES
from tareekh.memory import tags as tagmatch

UNIVERSE = ["case:C1", "case:C2", "judge:J1", "type:note"]
ALL_SUBSETS = [list(c) for n in range(len(UNIVERSE) + 1) for c in itertools.combinations(UNIVERSE, n)]
QUERY = "Gopal garu note on 05.10.2026"


@pytest.mark.parametrize("mode, fact, request_tags, expected", [
    ("any", [], ["a"], True), ("any", ["b"], ["a"], False), ("any", ["a", "b"], ["a"], True),
    ("all", [], ["a", "b"], True), ("all", ["a"], ["a", "b"], False), ("all", ["a", "b", "c"], ["a", "b"], True),
    ("any_strict", [], ["a"], False), ("any_strict", ["a"], ["a", "z"], True),
    ("all_strict", [], ["a"], False), ("all_strict", ["a", "b"], ["a"], True),
    ("exact", [], [], True), ("exact", ["a"], [], False), ("exact", ["b", "a"], ["a", "b"], True),
    ("exact", ["a", "b", "c"], ["a", "b"], False), ("any", ["a"], [], True), ("all_strict", [], [], True),
])
def test_reference_predicate_follows_the_table(mode, fact, request_tags, expected):
    assert tagmatch.matches(fact, request_tags, mode) is expected


@pytest.fixture(scope="module")
def every_tag_set_bank(tmp_path_factory):
    """Two facts for every subset of a 4-tag universe, all reachable by every arm for QUERY."""
    path = tmp_path_factory.mktemp("tags") / "m.db"
    bank = Bank.open(path, BankConfig(embeddings=NgramEmbeddings(), semantic_min_similarity=-1.0))
    items = [RetainItem(content=f"Gopal garu wrote note {n} on 05.10.2026.", tags=tags, document_id=f"d{n}")
             for n, tags in enumerate(ALL_SUBSETS * 2)]
    bank.retain(items)
    yield bank
    bank.close()


request_tags = st.lists(st.sampled_from([*UNIVERSE, "case:C99"]), max_size=4, unique=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(request=request_tags, mode=st.sampled_from(TAGS_MATCH_MODES))
def test_every_arm_returns_exactly_the_facts_the_reference_predicate_accepts(every_tag_set_bank, request, mode):
    bank = every_tag_set_bank
    facts = bank.list_facts()
    assert len(facts) == 2 * len(ALL_SUBSETS)
    expected = {int(f.id) for f in facts if tagmatch.matches(f.tags, request, mode)}
    search = bank.search_arms(QUERY, tags=request, tags_match=mode, budget="high")
    for arm in ("semantic", "keyword", "graph", "temporal"):
        assert set(search.arms[arm]) == expected, (arm, request, mode)
    assert {int(f.id) for f in bank.list_facts(tags=request, tags_match=mode)} == expected
    recalled = bank.recall(QUERY, tags=request, tags_match=mode, budget="high", max_tokens=100000)
    assert {int(f.id) for f in recalled} == expected


@settings(max_examples=200, deadline=None)
@given(
    fact_tags=st.lists(st.lists(st.sampled_from("abcde"), max_size=4, unique=True), min_size=1, max_size=12),
    request=st.lists(st.sampled_from("abcdef"), max_size=4),
    mode=st.sampled_from(TAGS_MATCH_MODES),
)
def test_sql_and_numpy_forms_agree_with_the_reference_on_random_tag_sets(fact_tags, request, mode):
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE memories (id INTEGER PRIMARY KEY, n_tags INTEGER)")
    conn.execute("CREATE TABLE memory_tags (bank_id TEXT, tag TEXT, memory_id INTEGER, PRIMARY KEY (memory_id, tag))")
    positions: dict[str, list[int]] = {}
    for i, tags in enumerate(fact_tags):
        conn.execute("INSERT INTO memories VALUES (?, ?)", (i, len(tags)))
        for t in tags:
            conn.execute("INSERT INTO memory_tags VALUES ('b', ?, ?)", (t, i))
            positions.setdefault(t, []).append(i)
    expected = {i for i, tags in enumerate(fact_tags) if tagmatch.matches(tags, request, mode)}
    pred, params = tagmatch.sql_predicate(request, mode, "b")
    got_sql = {r[0] for r in conn.execute(f"SELECT m.id FROM memories m WHERE {pred}", params)}
    assert got_sql == expected
    m = tagmatch.mask(np.array([len(t) for t in fact_tags]), {k: np.array(v) for k, v in positions.items()},
                      request, mode)
    got_np = set(range(len(fact_tags))) if m is None else set(np.flatnonzero(m).tolist())
    assert got_np == expected


def test_unknown_tags_match_mode_is_refused_by_name(bank):
    with pytest.raises(ValueError, match="any_of"):
        bank.recall("anything", tags=["a"], tags_match="any_of")
