"""Consolidation as the Practice and the CLI drive it: Tareekh's strategies, background runs, mental models."""

from __future__ import annotations

import json

import pytest

from tareekh.cli import run
from tareekh.errors import InputError
from tareekh.practice.bank_config import (
    CASE_MISSION,
    COUNSEL_MISSION,
    JUDGE_MISSION,
    read_strategies_file,
    tareekh_strategies,
)
from tareekh.memory.strategies import config_for_scope, parse_strategies
from tests.fakes import Reply

from .helpers import ILLNESS_NOTES


@pytest.fixture
def people(practice):
    from tareekh.registry.models import Counsel, Judge

    practice.registry.add_person(Judge(id="J1", name="Smt. K. Lakshmi"))
    practice.registry.add_person(Counsel(id="OC1", name="Sri R. Vemulakonda"))
    practice.registry.add_person(Counsel(id="OC2", name="Sri B. Peddibhotla"))
    return practice


def test_tareekh_strategies_give_each_scope_its_own_brief():
    strategies = parse_strategies(tareekh_strategies(with_missions=True))
    judge = config_for_scope(["judge:J1"], strategies)
    counsel = config_for_scope(["counsel:OC1"], strategies)
    case = config_for_scope(["case:C1"], strategies)
    assert (judge.observations_mission, counsel.observations_mission, case.observations_mission) == (
        JUDGE_MISSION, COUNSEL_MISSION, CASE_MISSION)
    assert "adjournments" in JUDGE_MISSION and "costs" in JUDGE_MISSION and "confidence" in JUDGE_MISSION
    # a scope naming a case belongs to that case, so a client's confidences never land in a judge's scope
    assert config_for_scope(["case:C1", "judge:J1"], strategies).owner == 0
    assert config_for_scope([], strategies).owner is None


def test_offline_tareekh_strategies_set_no_mission_but_stay_active():
    strategies = parse_strategies(tareekh_strategies(with_missions=False))
    assert all(s.active and s.observations_mission is None for s in strategies)
    assert config_for_scope(["judge:J1"], strategies).owner == 1


def test_retain_starts_consolidation_in_the_background(people):
    people.memory_retain(ILLNESS_NOTES)
    assert people.wait_for_consolidation(timeout=60)
    observations = people.bank.list_facts(types=["observation"])
    assert any(o.tags == ["judge:J1"] for o in observations)
    assert people.bank.stats().pending_consolidation == 0


def test_consolidate_on_demand_refreshes_one_mental_model_per_judge_and_counsel(people):
    people.memory_retain(ILLNESS_NOTES)
    people.wait_for_consolidation()
    people.memory_retain([dict(ILLNESS_NOTES[0], document_id="n4", content="Counsel for the defendant sought adjournment due to illness; costs Rs 1000.")])
    report = people.memory_consolidate()
    assert report.mode == "offline"
    models = {m.id: m for m in people.mental_models()}
    assert set(models) == {"judge:J1", "counsel:OC1", "counsel:OC2", "open-commitments"}
    judge = models["judge:J1"]
    assert judge.name == "How Smt. K. Lakshmi runs the court" and judge.last_refreshed_at is not None
    assert "illness" in judge.content and judge.based_on


def test_reflect_from_the_practice_cites_only_memories_it_saw(people):
    people.memory_retain(ILLNESS_NOTES)
    people.memory_consolidate()
    result = people.memory_reflect("Does the judge grant adjournments for illness?", tags=["judge:J1"],
                                   tags_match="all_strict")
    known = {f.id for f in people.bank.list_facts()}
    assert result.based_on and set(result.based_on) <= known and "illness" in result.text


def test_scopes_show_the_owner_of_each_scope(people):
    people.memory_retain(ILLNESS_NOTES)
    people.wait_for_consolidation()
    report = people.memory_scopes()
    owners = {s.label: s.owner_label for s in report.scopes}
    assert owners["case:C1"].startswith("Strategy 1 (case:*)")
    assert owners["judge:J1"].startswith("Strategy 2 (judge:* [exact])")
    assert owners["counsel:OC2"].startswith("Strategy 3")


def test_a_strategies_file_with_an_unknown_key_is_rejected_naming_it(tmp_path):
    bad = tmp_path / "s.json"
    bad.write_text(json.dumps([{"scopes": [{"tags": ["judge:*"]}], "mission": "x"}]))
    with pytest.raises(InputError, match="'mission'"):
        read_strategies_file(bad)
    bad.write_text(json.dumps({"consolidation_strategies": [], "limits": []}))
    with pytest.raises(InputError, match="'limits'"):
        read_strategies_file(bad)


def test_cli_scopes_and_consolidate_with_a_strategies_file(people, home, tmp_path, capsys):
    people.memory_retain(ILLNESS_NOTES)
    people.wait_for_consolidation()
    people.close()
    draft = tmp_path / "draft.json"
    draft.write_text(json.dumps([{"scopes": [{"tags": ["counsel:*"]}], "max_observations_per_scope": 1}]))
    assert run(["scopes", "--home", str(home), "--json", "--strategies", str(draft)]) == 0
    out = json.loads(capsys.readouterr().out)
    owned = {tuple(s["scope"]): s["owner"] for s in out["scopes"]}
    assert owned[("counsel:OC1",)] == 0 and owned[("judge:J1",)] is None
    assert run(["memory", "scopes", "--home", str(home)]) == 0
    text = capsys.readouterr().out
    assert "judge:J1" in text and "never claimed" in text
    assert run(["memory", "consolidate", "--home", str(home), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["mode"] == "offline"
    draft.write_text(json.dumps([{"scopes": [{"tags": ["judge:*"], "tags_match": "any"}], "max_observations_per_scope": 1}]))
    assert run(["consolidate", "--home", str(home), "--json", "--strategies", str(draft)]) == 2
    err = json.loads(capsys.readouterr().err)
    assert "tags_match" in err["error"] and err["code"] == "bad_input"


def test_cli_reflect_and_models(people, home, capsys):
    people.memory_retain(ILLNESS_NOTES)
    people.memory_consolidate()
    people.close()
    assert run(["memory", "reflect", "adjournment due to illness", "--home", str(home), "--tag", "judge:J1"]) == 0
    assert "illness" in capsys.readouterr().out
    assert run(["memory", "models", "--home", str(home), "--json"]) == 0
    ids = {m["id"] for m in json.loads(capsys.readouterr().out)}
    assert "judge:J1" in ids


def test_with_an_llm_background_runs_make_no_model_calls_and_briefs_go_to_their_own_scopes(home, fake_llm):
    from tareekh.practice import Practice
    from tareekh.registry.models import Judge

    p = Practice.open(home, llm=fake_llm.settings())
    try:
        p.registry.add_person(Judge(id="J1", name="Smt. K. Lakshmi"))
        p.memory_retain(ILLNESS_NOTES[:1])
        assert p.wait_for_consolidation(timeout=60)
        assert not fake_llm.chat_requests  # the automatic run never spends model calls
        waiting = {s.label: s.pending for s in p.memory_scopes().scopes}
        assert waiting["judge:J1"] == 1 and waiting["case:C1"] == 1
        fake_llm.handler = lambda req: Reply.json({"answer": "ok"}) if "QUESTION:" in req.last_user else Reply.json({})
        report = p.memory_consolidate()
        assert report.mode == "llm" and report.facts_consolidated == 1
        prompts = [r.last_user for r in fake_llm.chat_requests if "## MISSION" in r.last_user]
        assert len(prompts) == 3
        for mission in (JUDGE_MISSION, COUNSEL_MISSION, CASE_MISSION):
            assert sum(mission in pr for pr in prompts) == 1
    finally:
        p.close()


def test_a_bad_strategies_file_saved_in_the_home_is_reported_not_ignored(people, home):
    (home / "consolidation_strategies.json").write_text(json.dumps([{"scopes": [{"tags": ["judge:*"]}], "cap": 3}]))
    with pytest.raises(InputError, match="'cap'"):
        people.memory_consolidate()
    with pytest.raises(InputError, match="'cap'"):
        people.memory_scopes()


def test_strategies_saved_in_the_home_replace_tareekhs(people, home):
    (home / "consolidation_strategies.json").write_text(json.dumps(
        {"consolidation_strategies": [{"scopes": [{"tags": ["counsel:*"]}], "max_observations_per_scope": 2}],
         "observation_scope_limits": [{"scope": ["judge:*"], "limit": 1}]}))
    people.memory_retain(ILLNESS_NOTES)
    people.memory_consolidate()
    info = {s.label: s for s in people.memory_scopes().scopes}
    assert info["counsel:OC1"].owner == 0 and info["case:C1"].owner is None
    assert info["judge:J1"].max_observations_per_scope == 1 and info["judge:J1"].observations <= 1


def test_header_pieces_and_registry_stubs_never_become_observations_or_evidence(people):
    header = "O.S. No. 5 of 2024 (Rao v Rao), hearing of 6 Jan 2025, before Smt. K. Lakshmi, client Sri Rao."
    item = dict(ILLNESS_NOTES[0], content=header + "\nCounsel for the defendant sought adjournment due to illness.",
                metadata={"header": header})
    stub = dict(content="Case O.S. No. 5 of 2024. Client: Sri Rao.", document_id="registry:C1",
                tags=["case:C1", "judge:J1", "type:registry"], observation_scopes="shared")
    people.memory_retain([item, stub])
    assert people.wait_for_consolidation()
    report = people.memory_service.last_background_report  # the run retain started
    observations = people.bank.list_facts(types=["observation"])
    assert report.skipped_facts >= 3 and observations
    assert all("client" not in o.text.lower() and "Client:" not in o.text for o in observations)
    judge = people.memory_reflect("illness adjournment Rao", tags=["judge:J1"])
    used = people.bank.get_facts(judge.based_on)
    assert used and all("hearing of" not in f.text and f.text != stub["content"] for f in used)


def test_the_practices_bank_consolidates_with_tareekhs_settings_when_called_directly(people):
    people.memory_retain(ILLNESS_NOTES)
    people.wait_for_consolidation()
    owners = {s.label: s.owner for s in people.bank.scopes().scopes}
    assert owners["case:C1"] == 0 and owners["judge:J1"] == 1 and owners["counsel:OC1"] == 2
