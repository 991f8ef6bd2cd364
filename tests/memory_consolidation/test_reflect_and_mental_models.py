"""Reflect (mental models → observations → facts) and mental models refreshed after consolidation."""

from __future__ import annotations

import re

import pytest

from tareekh.llm import LLM
from tareekh.memory.consolidation import ConsolidationConfig, consolidate
from tareekh.memory.mental_models import (
    MentalModelSpec,
    get_mental_model,
    list_mental_models,
    put_mental_model,
)
from tareekh.memory.reflect import refresh_mental_model
from tests.fakes import Reply

from .helpers import ILLNESS_NOTES

JUDGE_MODEL = MentalModelSpec(id="judge:J1", name="How J1 runs the court",
                              source_query="How does the judge treat adjournments sought due to illness?",
                              tags=["judge:J1"])


def test_offline_reflect_lists_patterns_before_notes_and_cites_what_it_used(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, ConsolidationConfig(span_tag_prefixes=["case:"]))
    result = bank.reflect("adjournment due to illness", tags=["judge:J1"], tags_match="all_strict")
    assert result.mode == "offline"
    assert result.text.index("Patterns:") < result.text.index("Notes:")
    types = {f.id: f.type for f in bank.get_facts(result.based_on)}
    assert set(types.values()) == {"observation", "world"} and len(types) == len(result.based_on)
    assert all(sorted(f.tags) == ["judge:J1"] for f in bank.get_facts(result.based_on) if f.type == "observation")


def test_reflect_on_an_empty_bank_says_nothing_answers(bank):
    result = bank.reflect("who sought time?")
    assert result.based_on == [] and result.text.startswith("Nothing in memory answers")


def test_reflect_rejects_a_blank_question_and_a_bad_budget(bank):
    with pytest.raises(ValueError, match="blank"):
        bank.reflect("  ")
    with pytest.raises(ValueError, match="budget"):
        bank.reflect("x", budget="huge")


def test_mental_model_default_tag_filter_and_changed_question_clears_answer(bank):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, ConsolidationConfig())
    mm = put_mental_model(bank, JUDGE_MODEL)
    assert mm.tags_match == "all_strict" and mm.content == ""
    mm = refresh_mental_model(bank, "judge:J1")
    assert mm.content.startswith("# How J1 runs the court") and mm.based_on
    assert put_mental_model(bank, JUDGE_MODEL).content == mm.content  # same question: answer kept
    changed = JUDGE_MODEL.model_copy(update={"source_query": "What costs does the judge impose?"})
    assert put_mental_model(bank, changed).content == ""


def test_mental_models_are_refreshed_after_consolidation_touching_their_tags(bank):
    put_mental_model(bank, JUDGE_MODEL)
    put_mental_model(bank, MentalModelSpec(id="judge:J9", name="J9", source_query="J9?", tags=["judge:J9"]))
    put_mental_model(bank, MentalModelSpec(id="all", name="Open commitments", source_query="What is pending?"))
    bank.retain(ILLNESS_NOTES)
    report = consolidate(bank, ConsolidationConfig())
    assert report.mental_models_refreshed == 2  # judge:J1 and the untagged one; judge:J9 untouched
    assert "illness" in get_mental_model(bank, "judge:J1").content
    assert get_mental_model(bank, "judge:J9").last_refreshed_at is None


def test_reflect_reasons_over_mental_models_first(bank):
    bank.retain(ILLNESS_NOTES)
    put_mental_model(bank, JUDGE_MODEL)
    consolidate(bank, ConsolidationConfig())
    result = bank.reflect("adjournments due to illness", tags=["judge:J1"], tags_match="all_strict")
    assert result.mental_models == ["judge:J1"]
    assert result.text.startswith("How J1 runs the court:")


def test_with_a_model_ids_never_shown_are_dropped(bank, fake_llm):
    bank.retain(ILLNESS_NOTES)
    consolidate(bank, ConsolidationConfig())

    def answer(req):
        shown = re.findall(r"^\[(\d+)\]", req.last_user, flags=re.M)
        return Reply.json({"answer": f"The judge grants time for illness [{shown[0]}].",
                           "memory_ids": [shown[0], "99999", "not-an-id"], "mental_model_ids": ["ghost"]})

    fake_llm.handler = answer
    result = bank.reflect("adjournment due to illness", tags=["judge:J1"], tags_match="all_strict",
                          model=LLM(fake_llm.settings()))
    (call,) = fake_llm.chat_requests
    first = re.findall(r"^\[(\d+)\]", call.last_user, flags=re.M)[0]
    assert result.mode == "llm" and result.based_on == [first] and result.mental_models == []
    assert "[" not in result.text  # the answer text carries no ids
    assert call.last_user.index("## OBSERVATIONS") < call.last_user.index("## FACTS")


def test_with_a_model_that_cites_nothing_everything_shown_counts(bank, fake_llm):
    bank.retain(ILLNESS_NOTES[:2])
    fake_llm.script(Reply.json({"answer": "Illness adjournments recur."}))
    result = bank.reflect("illness", model=LLM(fake_llm.settings()))
    shown = re.findall(r"^\[(\d+)\]", fake_llm.chat_requests[0].last_user, flags=re.M)
    assert result.based_on == shown and shown


def test_list_mental_models_is_a_plain_read(bank):
    put_mental_model(bank, JUDGE_MODEL)
    assert [m.id for m in list_mental_models(bank)] == ["judge:J1"]
    with pytest.raises(ValueError):
        put_mental_model(bank, {"id": "x", "name": " ", "source_query": "q"})
