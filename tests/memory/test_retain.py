"""Retain: items become facts that keep their item's context, tags, metadata and timestamp."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from pydantic import ValidationError

from tareekh.memory import Bank, BankConfig, ExtractedFact, NgramEmbeddings, RetainItem


def test_each_sentence_becomes_a_fact_carrying_the_item_context_tags_and_metadata(bank):
    result = bank.retain([RetainItem(
        content="Counsel for the defendant sought time. Issues were framed in O.S. No. 318 of 2022.",
        context="hearing note", tags=["case:C1", "judge:J2"], timestamp=datetime(2025, 3, 3),
        metadata={"source_file": "diary.jpg", "entry_id": "41"}, document_id="e41",
    )])
    assert result.facts == 2
    facts = bank.list_facts()
    assert [f.text for f in facts] == [
        "Counsel for the defendant sought time.", "Issues were framed in O.S. No. 318 of 2022."]
    for f in facts:
        assert f.context == "hearing note"
        assert f.tags == ["case:C1", "judge:J2"]
        assert f.metadata == {"source_file": "diary.jpg", "entry_id": "41"}
        assert f.mentioned_at == datetime(2025, 3, 3)
        assert f.document_id == "e41"
        assert f.type == "world"


def test_metadata_comes_back_untouched_from_recall(bank):
    meta = {"source_file": "scans/ఆర్డర్ 7.png", "region": "12,40,300,88", "empty": "", "json": '{"a": [1]}'}
    bank.retain([RetainItem(content="The plaint was returned for want of court fee.", metadata=meta)])
    [fact] = bank.recall("plaint returned court fee")
    assert fact.metadata == meta


def test_metadata_with_none_values_drops_them_and_other_non_strings_are_refused():
    assert RetainItem(content="x y z", metadata={"a": "1", "b": None}).metadata == {"a": "1"}
    with pytest.raises(ValidationError):
        RetainItem(content="x y z", metadata={"a": ["not", "a", "string"]})


def test_telugu_and_hindi_content_is_stored_and_found(bank):
    bank.retain([
        RetainItem(content="గోపాల్ గారు వాయిదా కోరారు. కేసు వచ్చే వారం.", tags=["case:C7"]),
        RetainItem(content="राम जी ने अदालत में शपथ पत्र दाखिल किया।", tags=["case:C8"]),
    ])
    telugu = bank.recall("గోపాల్ గారు")
    assert telugu and telugu[0].text.startswith("గోపాల్ గారు")
    assert "గోపాల్" in telugu[0].entities
    hindi = bank.recall("शपथ पत्र")
    assert hindi and "शपथ पत्र" in hindi[0].text


def test_same_document_with_same_content_changes_nothing(bank):
    item = RetainItem(content="Written statement filed. Copy served.", document_id="d1", tags=["a"])
    first = bank.retain([item])
    again = bank.retain([item])
    assert again.documents_unchanged == ["d1"] and again.facts == 0
    assert [f.id for f in bank.list_facts()] == first.fact_ids


def test_same_document_with_new_content_replaces_its_facts(bank):
    bank.retain([RetainItem(content="Written statement filed. Copy served.", document_id="d1"),
                 RetainItem(content="Another matter entirely was heard.", document_id="d2")])
    result = bank.retain([RetainItem(content="Judgment reserved after arguments.", document_id="d1")])
    assert result.documents_replaced == ["d1"]
    texts = sorted(f.text for f in bank.list_facts())
    assert texts == ["Another matter entirely was heard.", "Judgment reserved after arguments."]
    assert bank.get_document("d1").content == "Judgment reserved after arguments."
    assert all("Written" not in f.text for f in bank.recall("written statement copy served"))


def test_delete_document_removes_its_facts_from_every_arm(bank):
    bank.retain([RetainItem(content="Gopal garu filed the vakalat on 02.09.2026.", document_id="d1"),
                 RetainItem(content="Murthy sir argued the stay petition.", document_id="d2")])
    assert bank.delete_document("d1") is True
    assert bank.delete_document("d1") is False
    assert bank.get_document("d1") is None
    search = bank.search_arms("Gopal garu vakalat 02.09.2026", budget="high")
    remaining = {int(f.id) for f in bank.list_facts()}
    for arm, ids in search.arms.items():
        assert set(ids) <= remaining, arm
    assert bank.stats().documents == 1


def test_get_document_returns_content_params_and_fact_ids(bank):
    r = bank.retain([RetainItem(content="One. Two sentences here. Three more words.", document_id="doc",
                                tags=["x"], observation_scopes="per_tag", context="ctx",
                                timestamp=datetime(2026, 1, 5, 10, 0, tzinfo=timezone.utc))])
    doc = bank.get_document("doc")
    assert doc.fact_ids == r.fact_ids
    assert doc.tags == ["x"] and doc.observation_scopes == "per_tag" and doc.context == "ctx"
    assert doc.timestamp == datetime(2026, 1, 5, 10, 0)


def test_observation_scopes_are_stored_per_fact_and_facts_wait_for_consolidation(bank):
    bank.retain([RetainItem(content="Judge asked about mediation again.", tags=["judge:J1", "case:C1"],
                            observation_scopes=[["judge:J1"], ["case:C1"]])])
    [pending] = bank.pending_facts()
    assert pending["observation_scopes"] == [["judge:J1"], ["case:C1"]]
    assert bank.stats().pending_consolidation == 1
    bank.mark_consolidated([pending["id"]])
    assert bank.pending_facts() == []
    bank.retain([RetainItem(content="A second fact that cannot be consolidated.")])
    [second] = bank.pending_facts()
    bank.mark_consolidation_failed([second["id"]])
    assert bank.pending_facts() == [] and bank.stats().pending_consolidation == 0


def test_unknown_observation_scope_mode_is_refused_by_name():
    with pytest.raises(ValidationError, match="per_scope"):
        RetainItem(content="a b c", observation_scopes="per_scope")


def test_blank_content_is_refused():
    with pytest.raises(ValidationError, match="blank"):
        RetainItem(content="   ")


def test_timestamp_unset_stores_no_mention_date(bank):
    bank.retain([RetainItem(content="Undated scrap of paper.", timestamp="unset")])
    [fact] = bank.list_facts()
    assert fact.mentioned_at is None


def test_a_configured_fact_extractor_replaces_the_offline_one(tmp_path):
    seen = []

    def extractor(item, anchor):
        seen.append((item.content, anchor))
        return [ExtractedFact(text="The agent reminded the client.", type="experience")]

    bank = Bank.open(tmp_path / "m.db", BankConfig(embeddings=NgramEmbeddings(), fact_extractor=extractor))
    bank.retain([RetainItem(content="raw chat text", timestamp=datetime(2026, 2, 1))])
    [fact] = bank.list_facts()
    assert fact.text == "The agent reminded the client." and fact.type == "experience"
    assert seen == [("raw chat text", datetime(2026, 2, 1))]
    assert bank.list_facts(types=["world"]) == []
    bank.close()


def test_observation_loses_deleted_sources_and_goes_when_none_is_left(bank):
    r = bank.retain([RetainItem(content="Judge granted time again.", document_id="a", tags=["judge:J1"]),
                     RetainItem(content="Judge granted time once more.", document_id="b", tags=["judge:J1"])])
    obs = bank.add_observation("Judge J1 grants time readily.", tags=["judge:J1"], source_fact_ids=r.fact_ids)
    [o] = bank.list_facts(types=["observation"])
    assert o.id == obs and sorted(o.source_fact_ids) == sorted(r.fact_ids)
    bank.delete_document("a")
    [o] = bank.list_facts(types=["observation"])
    assert o.source_fact_ids == [r.fact_ids[1]]
    bank.delete_document("b")
    assert bank.list_facts(types=["observation"]) == []


def test_bank_refuses_to_mix_embedding_models(tmp_path, embeddings):
    Bank.open(tmp_path / "m.db", BankConfig(embeddings=NgramEmbeddings())).close()
    from tareekh.memory import EmbeddingMismatch

    other = NgramEmbeddings(dim=256)
    with pytest.raises(EmbeddingMismatch, match="hashed-char-ngrams-512"):
        Bank.open(tmp_path / "m.db", BankConfig(embeddings=other))


def test_two_banks_in_one_file_never_see_each_other(tmp_path):
    a = Bank.open(tmp_path / "m.db", BankConfig(bank_id="a", embeddings=NgramEmbeddings()))
    b = Bank.open(tmp_path / "m.db", BankConfig(bank_id="b", embeddings=NgramEmbeddings()))
    a.retain([RetainItem(content="Only bank a knows the Yenugula note.", document_id="x")])
    b.retain([RetainItem(content="Only bank b knows the Marripudi note.", document_id="x")])
    assert [f.text for f in a.recall("note Yenugula Marripudi")] == ["Only bank a knows the Yenugula note."]
    assert b.get_document("x").content.startswith("Only bank b")
    assert a.stats().facts == 1 and b.stats().facts == 1
    a.close()
    b.close()
