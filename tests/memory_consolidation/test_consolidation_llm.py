"""Consolidation with a model: the real `openai` client against the loopback fake server (tests/fakes)."""

from __future__ import annotations

import json
import re

from tareekh.llm import LLM
from tareekh.memory.consolidation import ConsolidationConfig, consolidate, list_scopes
from tests.fakes import Delay, Error, Raw, Reply

from .helpers import ILLNESS_NOTES, note

JUDGE_MISSION = "JUDGE-MISSION: record how the judge runs the court"
CASE_MISSION = "CASE-MISSION: where the matter stands"


def fact_ids(prompt: str) -> list[str]:
    """The new-fact ids in a consolidation prompt."""
    section = prompt.split("NEW FACTS:", 1)[1].split("EXISTING OBSERVATIONS", 1)[0]
    return re.findall(r"^\[(\d+)\]", section, flags=re.M)


def shown_ids(prompt: str) -> list[str]:
    data = json.loads(prompt.split("EXISTING OBSERVATIONS (JSON):", 1)[1])
    return [o["id"] for o in data]


def create_each(req):
    """A model that makes one observation per new fact, quoting it."""
    ids = fact_ids(req.last_user)
    return Reply.json({"creates": [{"text": f"Pattern from fact {i}", "source_fact_ids": [i]} for i in ids]})


def config(fake, **kw):
    return ConsolidationConfig(model=LLM(fake.settings(**kw.pop("settings", {}))), **kw)


def obs(bank, scope):
    return [o for o in bank.list_facts(types=["observation"]) if sorted(o.tags) == sorted(scope)]


def test_one_typed_call_per_batch_creates_observations_tagged_with_the_scope(bank, fake_llm):
    bank.retain(ILLNESS_NOTES[:2])
    fake_llm.handler = create_each
    report = consolidate(bank, config(fake_llm))
    # two facts in per_tag scopes: case:C1, case:C2, counsel:OC1, judge:J1 → 4 scopes, 4 calls
    assert report.model_calls == len(fake_llm.chat_requests) == 4
    assert report.mode == "llm" and report.created == 6 and not report.failures
    (j1, j2) = obs(bank, ["judge:J1"])
    assert {j1.text, j2.text} == {f"Pattern from fact {i}" for i in ("1", "2")}
    row = bank.conn.execute("SELECT proof_count FROM memories WHERE id = ?", (int(j1.id),)).fetchone()
    assert row[0] == 1
    assert bank.stats().pending_consolidation == 0


def test_batches_hold_at_most_eight_facts(bank, fake_llm):
    bank.retain([note(f"d{i}", f"2025-01-{i + 1:02d}", f"Hearing {i} adjourned.", "C1", "J1", "OC1", scopes="combined")
                 for i in range(11)])
    fake_llm.handler = lambda req: Reply.json({})
    report = consolidate(bank, config(fake_llm))
    assert [len(fact_ids(r.last_user)) for r in fake_llm.chat_requests] == [8, 3]
    assert report.batches == 2 and report.facts_consolidated == 11


def test_one_scopes_mission_never_reaches_another_scopes_call(bank, fake_llm):
    bank.retain(ILLNESS_NOTES)
    fake_llm.handler = lambda req: Reply.json({})
    cfg = config(fake_llm, strategies=[
        {"scopes": [{"tags": ["judge:*"]}], "observations_mission": JUDGE_MISSION},
        {"scopes": [{"tags": ["case:*"]}], "observations_mission": CASE_MISSION},
    ])
    consolidate(bank, cfg)
    prompts = [r.prompt for r in fake_llm.chat_requests]
    judge = [p for p in prompts if JUDGE_MISSION in p]
    case = [p for p in prompts if CASE_MISSION in p]
    counsel = [p for p in prompts if JUDGE_MISSION not in p and CASE_MISSION not in p]
    assert len(judge) == 1 and len(case) == 3 and len(counsel) == 2 and len(prompts) == 6
    assert all(CASE_MISSION not in p for p in judge) and all(JUDGE_MISSION not in p for p in case)
    assert all("Track anything notable" in p for p in counsel)  # the bank-wide brief where no strategy claims


def test_an_update_aimed_at_another_scopes_observation_is_rejected(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes=[["judge:J1"]])])
    (fid,) = [f.id for f in bank.list_facts(types=["world"])]
    other = bank.add_observation("Counsel OC1 seeks time citing illness.", tags=["counsel:OC1"], source_fact_ids=[fid])
    fake_llm.handler = lambda req: Reply.json({
        "updates": [{"observation_id": other, "text": "HIJACKED", "source_fact_ids": fact_ids(req.last_user)}],
        "deletes": [{"observation_id": other, "reason": "restated"}],
    })
    report = consolidate(bank, config(fake_llm))
    (call,) = fake_llm.chat_requests
    assert other not in shown_ids(call.last_user)  # the judge:J1 call never sees the counsel observation
    assert report.rejected_updates == 1 and report.rejected_deletes == 1 and report.updated == report.deleted == 0
    (left,) = bank.get_facts([other])
    assert left.text == "Counsel OC1 seeks time citing illness." and left.tags == ["counsel:OC1"]


def test_an_observation_of_the_same_tags_superset_is_never_recalled(bank, fake_llm):
    bank.retain(ILLNESS_NOTES[:1])
    wide = bank.add_observation("Adjournment sought due to illness.", tags=["judge:J1", "case:C1"], source_fact_ids=["1"])
    bank.conn.execute("UPDATE memories SET consolidated_at = NULL")
    fake_llm.handler = lambda req: Reply.json({
        "updates": [{"observation_id": wide, "text": "changed", "source_fact_ids": fact_ids(req.last_user)}]
    })
    report = consolidate(bank, config(fake_llm))
    assert all(wide not in shown_ids(r.last_user) for r in fake_llm.chat_requests)
    assert report.rejected_updates == 3 and bank.get_facts([wide])[0].text == "Adjournment sought due to illness."


def test_an_update_of_a_recalled_observation_adds_sources_and_widens_dates(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes=[["judge:J1"]])])
    fake_llm.script(Reply.json({"creates": [{"text": "J1 hears illness adjournments", "source_fact_ids": ["1"]}]}))
    consolidate(bank, config(fake_llm))
    (first,) = obs(bank, ["judge:J1"])
    second = bank.retain([dict(ILLNESS_NOTES[1], observation_scopes=[["judge:J1"]])]).fact_ids
    fake_llm.handler = lambda req: Reply.json({"updates": [{
        "observation_id": shown_ids(req.last_user)[0], "text": "J1 grants illness adjournments twice",
        "source_fact_ids": fact_ids(req.last_user) + ["999"]}]})
    report = consolidate(bank, config(fake_llm))
    assert report.updated == 1
    (after,) = obs(bank, ["judge:J1"])
    assert after.id == first.id and after.text == "J1 grants illness adjournments twice"
    assert sorted(after.source_fact_ids) == ["1", *second]  # the unknown id 999 was ignored
    assert after.occurred_start.month == 1 and after.mentioned_at.month == 2
    assert shown_ids(fake_llm.chat_requests[-1].last_user) == [first.id]


def test_creates_citing_no_fact_of_the_batch_are_skipped(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes="shared")])
    fake_llm.script(Reply.json({"creates": [{"text": "Invented", "source_fact_ids": ["42"]}]}))
    report = consolidate(bank, config(fake_llm))
    assert report.created == 0 and report.skipped_no_sources == 1


def test_a_create_repeating_an_observation_of_the_scope_is_dropped(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes=[["judge:J1"]])])
    fake_llm.script(Reply.json({"creates": [{"text": "J1 allows illness adjournments", "source_fact_ids": ["1"]}]}))
    consolidate(bank, config(fake_llm))
    bank.retain([dict(ILLNESS_NOTES[1], observation_scopes=[["judge:J1"]]),
                 dict(ILLNESS_NOTES[2], observation_scopes=[["counsel:OC9"]])])
    fake_llm.handler = lambda req: Reply.json({"creates": [
        {"text": "J1 allows illness  adjournments", "source_fact_ids": fact_ids(req.last_user)}]})
    report = consolidate(bank, config(fake_llm))
    assert len(obs(bank, ["judge:J1"])) == 1 and report.dropped_duplicates == 1
    assert len(obs(bank, ["counsel:OC9"])) == 1  # the same text in another scope is not a duplicate


def test_the_cap_truncates_creates_and_tells_the_model(bank, fake_llm):
    bank.retain([note(f"d{i}", f"2025-01-0{i + 1}", f"Distinct event number {i}.", "C1", "J1", "OC1",
                      scopes=[["judge:J1"]]) for i in range(3)])
    fake_llm.handler = create_each
    cfg = config(fake_llm, strategies=[{"scopes": [{"tags": ["judge:*"]}], "max_observations_per_scope": 2}])
    report = consolidate(bank, cfg)
    assert len(obs(bank, ["judge:J1"])) == 2 and report.dropped_over_cap == 1
    assert "2 observation slot(s) remaining" in fake_llm.chat_requests[0].last_user


def test_malformed_json_is_sent_back_for_repair_within_three_tries(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes="shared")])
    fake_llm.script("this is not json {", Reply.json({"creates": [{"text": "Ok", "source_fact_ids": "1"}]}))
    report = consolidate(bank, config(fake_llm))
    assert report.created == 1 and len(fake_llm.chat_requests) == 2 and not report.failures


def test_a_batch_that_fails_is_split_and_only_the_bad_fact_is_marked_failed(bank, fake_llm):
    bank.retain([note(f"d{i}", f"2025-01-0{i + 1}", text, "C1", "J1", "OC1", scopes="shared")
                 for i, text in enumerate(["Stay granted.", "POISON note.", "Costs imposed.", "Matter adjourned."])])

    def handler(req):
        if "POISON" in req.last_user:
            return Raw("{not json at all")  # a malformed HTTP body: the client cannot read it
        return create_each(req)

    fake_llm.handler = handler
    report = consolidate(bank, config(fake_llm))
    poison = [f.id for f in bank.list_facts(types=["world"]) if "POISON" in f.text]
    assert [f.fact_id for f in report.failures] == poison and report.facts_failed == 1
    assert report.facts_consolidated == 3 and report.created == 3
    failed = bank.conn.execute("SELECT count(*) FROM memories WHERE consolidation_failed_at IS NOT NULL").fetchone()[0]
    assert failed == 1
    # batch of 4 → halves of 2 → the poisoned pair splits to singles: 1 + 2 + 2 calls
    assert len(fake_llm.chat_requests) == 5
    # a failed fact is not retried by the next run
    fake_llm.reset()
    fake_llm.handler = create_each
    assert consolidate(bank, config(fake_llm)).pairs_processed == 0 and not fake_llm.chat_requests


def test_a_timeout_fails_the_fact_with_a_clear_reason(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes="shared")])
    fake_llm.script(Delay(3.0))
    report = consolidate(bank, config(fake_llm, settings={"timeout": 0.5}))
    assert report.facts_failed == 1 and "0.5 s" in report.failures[0].error


def test_a_429_is_retried_after_the_servers_delay(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes="shared")])
    fake_llm.script(Error(429, retry_after=0.1), Reply.json({"creates": [{"text": "After rate limit", "source_fact_ids": ["1"]}]}))
    report = consolidate(bank, config(fake_llm, settings={"max_retries": 1}))
    assert report.created == 1 and not report.failures and len(fake_llm.chat_requests) == 2


def test_with_a_model_a_mission_scope_does_not_wait(bank, fake_llm):
    bank.retain(ILLNESS_NOTES[:1])
    fake_llm.handler = lambda req: Reply.json({})
    cfg = config(fake_llm, strategies=[{"scopes": [{"tags": ["judge:*"]}], "observations_mission": JUDGE_MISSION}])
    report = consolidate(bank, cfg)
    assert report.waiting_scopes == [] and bank.stats().pending_consolidation == 0
    assert not any(s.waiting_for_llm for s in list_scopes(bank, cfg).scopes)


def test_the_evidence_budget_limits_source_facts_shown_with_observations(bank, fake_llm):
    bank.retain([dict(ILLNESS_NOTES[0], observation_scopes=[["judge:J1"]])])
    fake_llm.script(Reply.json({"creates": [{"text": "Counsel sought adjournment due to illness", "source_fact_ids": ["1"]}]}))
    consolidate(bank, config(fake_llm))
    bank.retain([dict(ILLNESS_NOTES[1], observation_scopes=[["judge:J1"]])])
    fake_llm.script(Reply.json({}))
    consolidate(bank, config(fake_llm, defaults={"consolidation_source_facts_max_tokens_per_observation": 1}))
    shown = json.loads(fake_llm.chat_requests[-1].last_user.split("EXISTING OBSERVATIONS (JSON):", 1)[1])
    assert shown and "source_memories" not in shown[0]
    fake_llm.reset()
    bank.retain([dict(ILLNESS_NOTES[2], observation_scopes=[["judge:J1"]], content="Counsel sought adjournment due to illness yet again.")])
    fake_llm.script(Reply.json({}))
    consolidate(bank, config(fake_llm))
    shown = json.loads(fake_llm.chat_requests[-1].last_user.split("EXISTING OBSERVATIONS (JSON):", 1)[1])
    assert shown[0]["source_memories"][0]["text"].startswith("Counsel for the defendant")


def test_recover_failed_retries_only_the_scope_that_failed(bank, fake_llm):
    from tareekh.memory.consolidation import recover_failed

    bank.retain([note("d", "2025-01-01", "Stay granted.", "C1", "J1", "OC1", scopes=[["judge:J1"], ["case:C1"]])])

    def handler(req):
        return Raw("{broken") if JUDGE_MISSION in req.last_user else Reply.json({})

    fake_llm.handler = handler
    judge_brief = [{"scopes": [{"tags": ["judge:*"]}], "observations_mission": JUDGE_MISSION}]
    first = consolidate(bank, config(fake_llm, strategies=judge_brief))
    assert first.facts_failed == 1 and first.failures[0].scope == ["judge:J1"]
    assert recover_failed(bank) == 1
    fake_llm.reset()
    fake_llm.handler = lambda req: Reply.json({})
    second = consolidate(bank, config(fake_llm, strategies=judge_brief))
    assert second.facts_consolidated == 1 and JUDGE_MISSION in fake_llm.chat_requests[0].last_user and len(fake_llm.chat_requests) == 1  # only the judge scope again


def test_a_model_that_keeps_failing_stops_the_run_and_leaves_facts_pending(bank, fake_llm):
    bank.retain([note(f"d{i}", f"2025-01-0{i + 1}", f"Event {i}.", "C1", "J1", "OC1", scopes="per_tag")
                 for i in range(3)])
    fake_llm.handler = lambda req: Raw("{down")
    report = consolidate(bank, config(fake_llm))
    assert report.aborted and "3 times in a row" in report.aborted
    assert report.failures == [] and report.facts_failed == 0
    assert len(fake_llm.chat_requests) == 5  # 3 → 1 + 2 → 1 + 1, then stop: no other scope is tried
    assert bank.stats().pending_consolidation == 3
    fake_llm.handler = lambda req: Reply.json({})
    again = consolidate(bank, config(fake_llm))
    assert again.aborted is None and again.facts_consolidated == 3
