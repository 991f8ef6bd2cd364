"""The memory contract (tareekh/memory/contract.py), run on both backends: the embedded engine and a bank of a
real Hindsight server. Each item here is one sentence, so both backends keep it as one fact (the embedded
engine splits sentences; the server without a model keeps each item whole)."""

from __future__ import annotations

import itertools
from datetime import datetime, timezone

import pytest

from tareekh.memory import TAGS_MATCH_MODES, RetainItem
from tareekh.memory import tags as tagmatch
from tareekh.memory.contract import MemoryBank
from tareekh.memory.mental_models import MentalModelSpec

NOTES = [
    ("h1", "Counsel for the defendant sought an adjournment to file the counter affidavit.", "2025-03-03"),
    ("h2", "The court framed five issues and posted the suit for plaintiff's evidence.", "2025-04-04"),
    ("h3", "Our witness was cross-examined for forty minutes and then discharged.", "2025-06-09"),
    ("h4", "The commissioner's report on the boundary wall was received.", "2025-08-05"),
    ("h5", "Judgment was reserved after final arguments.", "2025-10-06"),
]


def _retain_notes(bank):
    return bank.retain([RetainItem(content=c, document_id=d, tags=["case:C1"], metadata={"entry_id": d},
                                   timestamp=datetime.fromisoformat(t)) for d, c, t in NOTES])


def test_both_backends_are_the_memory_contract(any_bank):
    assert isinstance(any_bank, MemoryBank)


def test_a_retained_item_comes_back_with_its_context_tags_metadata_document_and_date(any_bank):
    result = any_bank.retain([RetainItem(
        content="Counsel for the defendant sought time to file the written statement.",
        context="hearing note", tags=["case:C1", "judge:J2"], timestamp=datetime(2025, 3, 3, 10, 30),
        metadata={"source_file": "diary.jpg", "entry_id": "41"}, document_id="entry:41",
    )])
    assert result.items == 1 and result.facts == 1 and result.document_ids == ["entry:41"]
    [fact] = any_bank.recall("defendant sought time written statement")
    assert fact.text == "Counsel for the defendant sought time to file the written statement."
    assert fact.context == "hearing note"
    assert sorted(fact.tags) == ["case:C1", "judge:J2"]
    assert fact.metadata == {"source_file": "diary.jpg", "entry_id": "41"}
    assert fact.mentioned_at == datetime(2025, 3, 3, 10, 30)
    assert fact.document_id == "entry:41" and fact.type == "world"
    assert [f.id for f in any_bank.list_facts()] == result.fact_ids == [fact.id]


def test_metadata_the_citation_comes_back_untouched_from_recall_and_by_id(any_bank):
    meta = {"source_file": "scans/ఆర్డర్ 7.png", "region": "12,40,300,88", "empty": "", "json": '{"a": [1]}'}
    any_bank.retain([RetainItem(content="The plaint was returned for want of court fee.", metadata=meta)])
    [fact] = any_bank.recall("plaint returned court fee")
    assert fact.metadata == meta
    [again] = any_bank.get_facts([fact.id])
    assert again.metadata == meta and again.text == fact.text


def test_every_item_of_a_batch_keeps_its_own_exact_timestamp(any_bank):
    items = [RetainItem(content=f"Hearing number {n} was adjourned by the court.", document_id=f"d{n}",
                        timestamp=datetime(2025, 1, 1 + n, 9, 0, 0)) for n in range(12)]
    any_bank.retain(items)
    got = {f.document_id: f.mentioned_at for f in any_bank.list_facts()}
    assert got == {f"d{n}": datetime(2025, 1, 1 + n, 9, 0, 0) for n in range(12)}


def test_an_aware_timestamp_is_stored_as_naive_utc_and_unset_stores_none(any_bank):
    any_bank.retain([
        RetainItem(content="A note written in the evening in India.", document_id="a",
                   timestamp=datetime(2026, 1, 5, 20, 0, tzinfo=timezone.utc)),
        RetainItem(content="An undated scrap of paper.", document_id="b", timestamp="unset"),
    ])
    got = {f.document_id: f.mentioned_at for f in any_bank.list_facts()}
    assert got == {"a": datetime(2026, 1, 5, 20, 0), "b": None}


def test_telugu_and_hindi_content_is_stored_and_found(any_bank):
    any_bank.retain([
        RetainItem(content="గోపాల్ గారు వాయిదా కోరారు", tags=["case:C7"]),
        RetainItem(content="राम जी ने अदालत में शपथ पत्र दाखिल किया।", tags=["case:C8"]),
    ])
    telugu = any_bank.recall("గోపాల్ గారు వాయిదా")
    assert telugu and telugu[0].text.startswith("గోపాల్ గారు")
    hindi = any_bank.recall("शपथ पत्र दाखिल")
    assert hindi and "शपथ पत्र" in hindi[0].text


def test_the_same_document_with_the_same_content_changes_nothing(any_bank):
    item = RetainItem(content="Written statement filed and a copy served.", document_id="d1", tags=["a"])
    first = any_bank.retain([item])
    again = any_bank.retain([item])
    assert again.documents_unchanged == ["d1"] and again.facts == 0
    assert [f.id for f in any_bank.list_facts()] == first.fact_ids


def test_the_same_document_with_new_content_replaces_its_facts(any_bank):
    any_bank.retain([RetainItem(content="Written statement filed and a copy served.", document_id="d1"),
                     RetainItem(content="Another matter entirely was heard.", document_id="d2")])
    result = any_bank.retain([RetainItem(content="Judgment reserved after arguments.", document_id="d1")])
    assert result.documents_replaced == ["d1"]
    assert sorted(f.text for f in any_bank.list_facts()) == [
        "Another matter entirely was heard.", "Judgment reserved after arguments."]
    assert any_bank.get_document("d1").content == "Judgment reserved after arguments."
    assert all("Written" not in f.text for f in any_bank.recall("written statement copy served"))


def test_delete_document_removes_its_facts_and_says_whether_it_was_there(any_bank):
    any_bank.retain([RetainItem(content="Gopal garu filed the vakalat on 02.09.2026.", document_id="d1"),
                     RetainItem(content="Murthy sir argued the stay petition.", document_id="d2")])
    assert any_bank.stats().documents == 2
    assert any_bank.delete_document("d1") is True
    assert any_bank.delete_document("d1") is False
    assert any_bank.get_document("d1") is None
    assert [f.document_id for f in any_bank.recall("Gopal garu vakalat stay petition", budget="high")] == ["d2"]
    assert [f.document_id for f in any_bank.list_facts()] == ["d2"]
    assert any_bank.stats().documents == 1 and any_bank.stats().facts == 1


def test_get_document_returns_the_content_the_retain_parameters_and_the_fact_ids(any_bank):
    r = any_bank.retain([RetainItem(content="Two sentences here and three more words.", document_id="doc",
                                    tags=["x"], observation_scopes=[["x"]], context="ctx",
                                    metadata={"k": "v"},
                                    timestamp=datetime(2026, 1, 5, 10, 0, tzinfo=timezone.utc))])
    doc = any_bank.get_document("doc")
    assert doc.content == "Two sentences here and three more words."
    assert doc.fact_ids == r.fact_ids
    assert doc.tags == ["x"] and doc.context == "ctx" and doc.metadata == {"k": "v"}
    assert doc.observation_scopes == [["x"]]
    assert doc.timestamp == datetime(2026, 1, 5, 10, 0)
    assert any_bank.list_document_ids() == ["doc"]


def test_list_document_ids_keeps_the_retain_order(any_bank):
    for d, c, t in NOTES:
        any_bank.retain([RetainItem(content=c, document_id=d, timestamp=datetime.fromisoformat(t))])
    assert any_bank.list_document_ids() == [d for d, _, _ in NOTES]


def test_list_facts_orders_by_event_date_and_filters_by_case(any_bank):
    _retain_notes(any_bank)
    any_bank.retain([RetainItem(content="A note about another case entirely.", tags=["case:C2"],
                                timestamp=datetime(2024, 1, 1))])
    facts = any_bank.list_facts(tags=["case:C1"], tags_match="all_strict", order="occurred")
    assert [f.document_id for f in facts] == ["h1", "h2", "h3", "h4", "h5"]
    with pytest.raises(ValueError, match="order"):
        any_bank.list_facts(order="newest")


def test_types_filter_keeps_only_the_asked_types_and_refuses_unknown_ones(any_bank):
    _retain_notes(any_bank)
    assert {f.type for f in any_bank.recall("defendant adjournment", types=["world"])} == {"world"}
    assert any_bank.list_facts(types=["experience"]) == []
    with pytest.raises(ValueError, match="opinion"):
        any_bank.recall("x", types=["opinion"])


def test_max_tokens_keeps_a_prefix_of_the_ranking(any_bank):
    _retain_notes(any_bank)
    query = "court suit witness report judgment adjournment"
    everything = any_bank.recall(query, max_tokens=100000, budget="high")
    assert len(everything) == len(NOTES)
    cut = any_bank.recall(query, max_tokens=30, budget="high")
    assert 1 <= len(cut) < len(everything)
    assert [f.id for f in cut] == [f.id for f in everything[: len(cut)]]
    assert any_bank.recall(query, max_tokens=0) == []


def test_bad_budget_mode_and_empty_query_are_refused_by_name(any_bank):
    with pytest.raises(ValueError, match="huge"):
        any_bank.recall("x y", budget="huge")
    with pytest.raises(ValueError, match="any_of"):
        any_bank.recall("anything", tags=["a"], tags_match="any_of")
    with pytest.raises(ValueError, match="no words"):
        any_bank.recall("  ?! ")


def test_the_top_hit_is_the_note_that_says_it(any_bank):
    _retain_notes(any_bank)
    assert any_bank.recall("judgment reserved after final arguments")[0].document_id == "h5"
    assert any_bank.recall("commissioner report boundary wall", tags=["case:C1"],
                           tags_match="all_strict")[0].document_id == "h4"


UNIVERSE = ["case:C1", "judge:J1", "type:note"]
ALL_SUBSETS = [list(c) for n in range(len(UNIVERSE) + 1) for c in itertools.combinations(UNIVERSE, n)]
REQUESTS = [[], ["case:C1"], ["judge:J1", "type:note"], ["case:C1", "judge:J1"], ["case:C99"],
            ["case:C1", "case:C99"]]


@pytest.fixture
def every_tag_set_bank(any_bank):
    any_bank.retain([RetainItem(content=f"Gopal garu wrote note {n} on the stay petition.", tags=tags,
                                document_id=f"d{n}") for n, tags in enumerate(ALL_SUBSETS)])
    return any_bank


@pytest.mark.parametrize("mode", TAGS_MATCH_MODES)
def test_recall_and_list_facts_apply_each_tags_match_mode_exactly(every_tag_set_bank, mode):
    bank = every_tag_set_bank
    by_doc = {f.document_id: f.tags for f in bank.list_facts()}
    assert len(by_doc) == len(ALL_SUBSETS)
    for request in REQUESTS:
        expected = {d for d, tags in by_doc.items() if tagmatch.matches(tags, request, mode)}
        listed = {f.document_id for f in bank.list_facts(tags=request, tags_match=mode)}
        assert listed == expected, ("list_facts", request, mode)
        recalled = bank.recall("Gopal garu wrote note on the stay petition", tags=request, tags_match=mode,
                               budget="high", max_tokens=100000)
        assert {f.document_id for f in recalled} == expected, ("recall", request, mode)


def test_an_empty_bank_recalls_nothing_in_every_mode(any_bank):
    for mode in TAGS_MATCH_MODES:
        assert any_bank.recall("Gopal garu adjourned to 05.10.2026", tags=["x"], tags_match=mode) == []
    assert any_bank.list_facts() == [] and any_bank.stats().facts == 0


def test_two_banks_never_see_each_other(open_bank):
    a, b = open_bank("a"), open_bank("b")
    a.retain([RetainItem(content="Only bank a knows the Yenugula note.", document_id="x")])
    b.retain([RetainItem(content="Only bank b knows the Kothapeta note.", document_id="x")])
    assert [f.text for f in a.recall("note Yenugula Kothapeta")] == ["Only bank a knows the Yenugula note."]
    assert b.get_document("x").content.startswith("Only bank b")
    assert a.stats().facts == 1 and b.stats().facts == 1


def test_standing_questions_are_kept_updated_and_deleted_where_the_backend_offers_them(any_bank):
    spec = MentalModelSpec(id="judge:J1", name="How the judge runs the court",
                           source_query="How does the judge treat adjournments?", tags=["judge:J1"])
    if not any_bank.capabilities().mental_models:  # a server without a model: none, and it says so
        assert any_bank.put_mental_model(spec) is None and any_bank.list_mental_models() == []
        assert any(n for n in any_bank.capabilities().notes if "mental models" in n)
        return
    any_bank.put_mental_model(spec)
    any_bank.put_mental_model(spec.model_copy(update={"name": "The judge's court"}))
    [mm] = any_bank.list_mental_models()
    assert (mm.id, mm.name, mm.tags) == ("judge:J1", "The judge's court", ["judge:J1"])
    assert any_bank.get_mental_model("judge:J1").source_query == spec.source_query
    assert any_bank.delete_mental_model("judge:J1") is True
    assert any_bank.list_mental_models() == [] and any_bank.get_mental_model("judge:J1") is None


def test_reflect_answers_from_the_banks_own_facts(any_bank):
    r = _retain_notes(any_bank)
    result = any_bank.reflect("When was judgment reserved?", tags=["case:C1"], tags_match="all_strict")
    assert "Judgment was reserved" in result.text
    assert result.based_on and set(result.based_on) <= set(r.fact_ids)


def test_capabilities_say_what_the_backend_cannot_do(any_bank):
    caps = any_bank.capabilities()
    if caps.backend == "embedded":
        assert caps.observations and caps.reflect and not caps.notes
    else:
        assert caps.backend == "hindsight" and caps.where.startswith("http://127.0.0.1:")
        assert not caps.observations and any("without a language model" in n for n in caps.notes)


def test_after_retain_hooks_see_each_result(any_bank):
    seen = []
    any_bank.after_retain.append(seen.append)
    r = any_bank.retain([RetainItem(content="The hook sees this retain.")])
    assert seen == [r] and r.facts == 1


def test_each_scope_is_owned_by_the_first_strategy_that_claims_it_or_the_backend_says_it_cannot_list_them(any_bank):
    from tareekh.memory.bank import BankError
    from tareekh.memory.consolidation import ConsolidationConfig
    from tareekh.memory.strategies import parse_strategies
    from tareekh.practice.bank_config import tareekh_strategies

    any_bank.retain([RetainItem(content="The judge granted time on payment of costs.", tags=["case:C1", "judge:J1"],
                                observation_scopes=[["case:C1"], ["judge:J1"]]),
                     RetainItem(content="Opposite counsel sought time again.", tags=["counsel:OC1"])])
    config = ConsolidationConfig(strategies=parse_strategies(tareekh_strategies(with_missions=False)))
    if not any_bank.capabilities().scopes:
        with pytest.raises(BankError, match="scopes"):
            any_bank.scopes(config)
        return
    owners = {tuple(s.scope): s.owner for s in any_bank.scopes(config).scopes}
    assert owners[("case:C1",)] == 0 and owners[("judge:J1",)] == 1 and owners[("counsel:OC1",)] == 2
