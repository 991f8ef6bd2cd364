"""Recall: paraphrases, types, budgets, the token cut, trace, dates in queries, and readers beside a writer."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime

import numpy as np
import pytest

from tareekh.memory import Bank, BankConfig, RetainItem, model_available

NOTES = [
    ("h1", "Counsel for the defendant sought an adjournment to file the counter affidavit.", "2025-03-03"),
    ("h2", "The court framed five issues and posted the suit for plaintiff's evidence.", "2025-04-04"),
    ("h3", "Our witness was cross-examined for forty minutes and then discharged.", "2025-06-09"),
    ("h4", "The commissioner's report on the boundary wall was received.", "2025-08-05"),
    ("h5", "Judgment was reserved after final arguments.", "2025-10-06"),
]


def _retain_notes(bank):
    bank.retain([RetainItem(content=c, document_id=d, tags=["case:C1"], timestamp=datetime.fromisoformat(t))
                 for d, c, t in NOTES])


@pytest.mark.skipif(not model_available(), reason="the MiniLM model packages are not installed")
@pytest.mark.parametrize("query, target", [
    ("the surveyor sent findings about the fence", "h4"),
    ("verdict kept pending once hearing concluded", "h5"),
])
def test_a_paraphrase_sharing_no_words_is_found_by_the_semantic_arm(bank, query, target):
    _retain_notes(bank)
    search = bank.search_arms(query)
    assert search.arms["keyword"] == []  # no word in common: only meaning connects them
    [top] = bank.get_facts(search.arms["semantic"][:1])
    assert top.document_id == target
    assert bank.recall(query)[0].document_id == target


def test_types_filter_keeps_only_the_asked_types(bank):
    _retain_notes(bank)
    fact = bank.list_facts()[0]
    bank.add_observation("The defendant delays.", tags=["case:C1"], source_fact_ids=[fact.id])
    assert {f.type for f in bank.recall("defendant adjournment delays", types=["observation"])} == {"observation"}
    assert {f.type for f in bank.recall("defendant adjournment delays", types=["world"])} == {"world"}
    with pytest.raises(ValueError, match="opinion"):
        bank.recall("x", types=["opinion"])


def test_max_tokens_cuts_at_the_first_fact_that_does_not_fit(bank):
    _retain_notes(bank)
    everything = bank.recall("court suit witness report judgment adjournment", max_tokens=100000)
    assert len(everything) == len(NOTES)
    first_cost = -(-len(everything[0].text) // 4)
    cut = bank.recall("court suit witness report judgment adjournment", max_tokens=first_cost)
    assert [f.id for f in cut] == [everything[0].id]
    assert bank.recall("court suit witness report judgment adjournment", max_tokens=0) == []


def test_budget_limits_candidates_per_arm(tmp_path, embeddings):
    bank = Bank.open(tmp_path / "m.db", BankConfig(embeddings=embeddings, budgets={"low": 2, "mid": 3, "high": 50}))
    bank.retain([RetainItem(content=f"Stay petition number {i} was heard and dismissed.") for i in range(12)])
    low = bank.search_arms("stay petition dismissed", budget="low")
    assert all(len(ids) <= 2 for ids in low.arms.values())
    assert len(bank.search_arms("stay petition dismissed", budget="high").arms["keyword"]) == 12
    with pytest.raises(ValueError, match="budget"):
        bank.recall("x", budget="huge")
    bank.close()


def test_trace_reports_each_arms_rank(bank):
    _retain_notes(bank)
    facts = bank.recall("judgment reserved after final arguments", trace=True)
    assert facts[0].document_id == "h5"
    assert facts[0].ranks["keyword"] == 1 and facts[0].ranks["fused"] == 1
    assert bank.recall("judgment reserved")[0].ranks is None


def test_relative_dates_in_a_query_use_the_query_timestamp(bank):
    _retain_notes(bank)
    search = bank.search_arms("what happened yesterday", query_timestamp=datetime(2025, 8, 6))
    assert [f.document_id for f in bank.get_facts(search.arms["temporal"])] == ["h4"]
    assert search.arms["temporal"] and bank.search_arms("what happened").arms["temporal"] == []


def test_an_adjourned_to_date_finds_the_hearing_that_set_it(bank):
    _retain_notes(bank)
    search = bank.search_arms("Order: call on 09.06.2025.", tags=["case:C1"], tags_match="any_strict")
    assert [f.document_id for f in bank.get_facts(search.arms["temporal"])][:2] == ["h2", "h1"]
    facts = bank.recall("Order: call on 09.06.2025.", tags=["case:C1"], tags_match="any_strict")
    assert facts[0].document_id == "h2"


def test_query_without_words_is_refused(bank):
    with pytest.raises(ValueError, match="no words"):
        bank.recall("  ?! ")


def test_a_second_connection_sees_new_facts_and_reads_while_another_writes(tmp_path, embeddings):
    path = tmp_path / "m.db"
    writer = Bank.open(path, BankConfig(embeddings=embeddings))
    reader = Bank.open(path, BankConfig(embeddings=embeddings))
    writer.retain([RetainItem(content="First note about the vakalat.")])
    assert len(reader.recall("vakalat note")) == 1
    writer.conn.execute("BEGIN IMMEDIATE")  # a writer holding the lock does not block readers (WAL)
    assert len(reader.recall("vakalat note")) == 1
    writer.conn.execute("ROLLBACK")
    writer.retain([RetainItem(content="Second note about the vakalat.")])
    assert len(reader.recall("vakalat note")) == 2  # the cached matrix was refreshed
    writer.close()
    reader.close()


def test_another_process_can_recall_from_the_bank(tmp_path, bank):
    bank.retain([RetainItem(content="Gopal garu brought the sale deed.", metadata={"k": "v"})])
    code = (
        "import json, sys\n"
        "from tareekh.memory import Bank\n"
        f"b = Bank.open({str(bank.path)!r})\n"
        "print(json.dumps([f.metadata for f in b.recall('Gopal sale deed')]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [{"k": "v"}]


def test_the_graph_arm_reaches_an_observation_through_its_source_facts(bank):
    r = bank.retain([RetainItem(content="Gopal garu brought the original sale deed.", tags=["case:C1"]),
                     RetainItem(content="The weather was hot.", tags=["case:C1"])])
    obs = bank.add_observation("The client keeps his title papers ready.", tags=["case:C1"],
                               source_fact_ids=[r.fact_ids[0]])
    search = bank.search_arms("What about Gopal", types=["observation"])
    assert search.arms["graph"] == [int(obs)]


def test_the_cached_index_grows_with_appends_and_is_rebuilt_after_deletes(bank):
    bank.retain([RetainItem(content="First note on the vakalat.", document_id="a")])
    assert len(bank.recall("vakalat note")) == 1
    first = bank.index()
    bank.retain([RetainItem(content="Second note on the vakalat by Gopal garu.", document_id="b", tags=["t"])])
    grown = bank.index()
    assert grown.rewrite == first.rewrite and len(grown.ids) == 2  # extended, not rebuilt
    assert grown.matrix[0].tobytes() == first.matrix[0].tobytes()
    assert [f.document_id for f in bank.recall("Gopal", tags=["t"], tags_match="all_strict")] == ["b"]
    bank.delete_document("a")
    rebuilt = bank.index()
    assert rebuilt.rewrite > first.rewrite and [int(i) for i in rebuilt.ids] == [int(bank.list_facts()[0].id)]
    assert [f.document_id for f in bank.recall("vakalat note")] == ["b"]


def test_an_index_extended_by_appends_equals_one_built_from_scratch(tmp_path):
    from tareekh.memory import NgramEmbeddings

    config = BankConfig(embeddings=NgramEmbeddings())
    bank = Bank.open(tmp_path / "m.db", config)
    for n in range(4):
        r = bank.retain([RetainItem(content=f"Gopal garu filed note {n} in OS {n}/22. Murthy sir objected.",
                                    tags=[f"case:C{n % 2}", "type:note"][: 1 + n % 2])])
        bank.index()
        bank.add_observation(f"Observation {n}", tags=[f"case:C{n % 2}"], source_fact_ids=r.fact_ids)
        bank.index()
    grown = bank.index()
    fresh = Bank.open(tmp_path / "m.db", config).index()
    assert grown.ids.tolist() == fresh.ids.tolist()
    assert np.array_equal(grown.matrix, fresh.matrix)
    assert {t: p.tolist() for t, p in grown.positions_by_tag.items()} == \
        {t: p.tolist() for t, p in fresh.positions_by_tag.items()}
    assert {e: p.tolist() for e, p in grown.entity_rows.items()} == {e: p.tolist() for e, p in fresh.entity_rows.items()}
    assert grown.link_rows.tolist() == fresh.link_rows.tolist()
    assert sorted(map(tuple, grown.source_rows.tolist())) == sorted(map(tuple, fresh.source_rows.tolist()))
    assert grown.entity_names == fresh.entity_names
    bank.close()


def test_an_empty_bank_recalls_nothing_in_every_mode(ngram_bank):
    for mode in ("any", "exact"):
        assert ngram_bank.recall("Gopal garu adjourned to 05.10.2026", tags=["x"], tags_match=mode) == []
    assert ngram_bank.list_facts() == [] and ngram_bank.stats().facts == 0
