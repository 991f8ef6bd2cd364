"""Events follow the records of a practice: read when filed, read again when corrected, dropped when rejected,
back-filled at open; listed by `tareekh events`; read by the model when one is configured (its quotes checked)."""

from __future__ import annotations

import json

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.fakes import Error, Reply


def registry(p) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri R. K. Menon, II Additional District Judge", short="Menon sir"))
    reg.add_person(Counsel(id="OC1", name="Sri Dinesh Patwardhan"))
    reg.add_person(Client(id="CL1", name="Anil Deshmukh"))
    reg.add_case(Case(id="K1", number="O.S. No. 212 of 2023", short_name="Baner plot suit",
                      title="Anil Deshmukh vs Prakash Gaikwad", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff"))
    reg.add_case(Case(id="K2", number="O.S. No. 88 of 2024", short_name="Kothrud shop suit",
                      title="Sunanda Kulkarni vs Vilas Pawar", judge_id="J1", counsel_id="OC1", side="plaintiff"))


NOTE = "Baner plot suit. Patwardhan sought time again, file not ready. Costs Rs 2,000 on the defendants. Next 22.01.2026."


def filed(p, text=NOTE, day="2025-12-09", case="K1"):
    report = p.ingest_text(text, name=f"note_{day}.txt", case_id=case, date=day, author="Lawyer")
    (entry,) = report.entries
    return entry


def test_a_filed_record_has_its_events_with_their_spans(practice):
    registry(practice)
    entry = filed(practice)
    events = practice.events("K1")
    kinds = {e.kind for e in events}
    assert {"adjournment", "costs", "next_date"} <= kinds
    assert all(e.entry_id == entry.id and e.record_date == "2025-12-09" for e in events)
    stored = practice.entry(entry.id).text
    assert all(stored[e.start:e.end] == e.text for e in events)
    (adj,) = practice.events("K1", "adjournment")
    assert adj.sought_by == "other"


def test_correcting_a_record_reads_it_again_and_rejecting_it_drops_its_events(practice):
    registry(practice)
    entry = filed(practice)
    practice.confirm(entry.id, case_id="K2", text="Kothrud shop suit. We sought time; our witness was unwell.")
    assert practice.events("K1") == []
    (adj,) = practice.events("K2", "adjournment")
    assert adj.sought_by == "ours" and adj.case_ids == ["K2"]
    practice.reject(entry.id)
    assert practice.events("K2") == [] and practice.event_store.fingerprints() == {}


def test_an_existing_home_is_back_filled_at_open(home):
    from tareekh.practice import Practice

    with Practice.open(home) as p:
        registry(p)
        filed(p)
        with p.conn:
            p.conn.execute("DELETE FROM event_cases")
            p.conn.execute("DELETE FROM events")
            p.conn.execute("DELETE FROM event_records")
        assert p.events() == []
    with Practice.open(home) as p:
        assert {"adjournment", "costs", "next_date"} <= {e.kind for e in p.events("K1")}
        assert p.sync_events() == {"read": 0, "dropped": 0, "records": 1}  # nothing stale the second time


def test_an_unknown_kind_is_refused_with_the_kinds_named(practice):
    from tareekh.errors import InputError

    with pytest.raises(InputError, match="adjournment, costs"):
        practice.events(kind="hearing")


def test_the_cli_lists_events_of_a_case_and_kind(home, capsys):
    from tareekh.cli import run
    from tareekh.practice import Practice

    with Practice.open(home) as p:
        registry(p)
        filed(p)
    assert run(["events", "--home", str(home), "--case", "Baner plot suit", "--kind", "costs", "--json"]) == 0
    (costs,) = json.loads(capsys.readouterr().out)
    assert costs["amount"] == 2000 and costs["kind"] == "costs" and costs["case_ids"] == ["K1"]
    assert run(["events", "--home", str(home), "--case", "K2"]) == 0
    assert "No events" in capsys.readouterr().out


def _with_model(practice, fake_llm):
    practice.settings.llm = fake_llm.settings()


def test_the_models_events_are_kept_when_their_words_are_in_the_record(practice, fake_llm):
    registry(practice)
    _with_model(practice, fake_llm)
    fake_llm.handler = lambda req: Reply.json({"events": [
        {"kind": "adjournment", "quote": "Patwardhan sought time again", "sought_by": "other", "reason": "file not ready"},
        {"kind": "costs", "quote": "Costs of Rs 9,999 on us", "amount": 9999},  # not in the record: dropped
        {"kind": "order", "quote": "Next 22.01.2026", "outcome": "victory"},  # not an outcome: dropped
        {"kind": "remark", "quote": "file not ready", "remark": "court noted the file was not ready", "tones": ["asked"]},
    ]}) if "RECORD (data" in req.prompt else "unused"
    filed(practice)
    events = practice.events("K1")
    llm = [e for e in events if e.source == "llm"]
    assert {e.kind for e in llm} == {"adjournment", "remark"}
    assert all(e.amount != 9999 for e in events if e.kind == "costs")
    assert {e.kind for e in events if e.source == "rules"} >= {"costs", "next_date"}  # what the model left out
    (adj,) = [e for e in events if e.kind == "adjournment"]
    assert adj.source == "llm" and adj.reason == "file not ready"


def test_a_failing_model_leaves_the_rules_events(practice, fake_llm):
    registry(practice)
    _with_model(practice, fake_llm)
    fake_llm.handler = lambda req: Error(500, "model down") if "RECORD (data" in req.prompt else "unused"
    filed(practice)
    events = practice.events("K1")
    assert events and all(e.source == "rules" for e in events)
    assert {"adjournment", "costs", "next_date"} <= {e.kind for e in events}


def test_the_model_is_asked_only_for_the_kinds_its_reply_may_hold(practice, fake_llm):
    # a kind the reply's format does not take (a paper's field, a direction) would fail the whole reply
    import re as _re

    from tareekh.events.llm import WireEvents

    registry(practice)
    _with_model(practice, fake_llm)
    prompts = []

    def handler(req):
        if "RECORD (data" in req.prompt:
            prompts.append(req.prompt)
            return Reply.json({"events": []})
        return "unused"

    fake_llm.handler = handler
    filed(practice)
    assert prompts
    offered = set(_re.search(r"kinds?[^:\n]*: ([a-z_, ]+)", prompts[0]).group(1).replace(" ", "").split(","))
    for kind in offered:
        WireEvents.model_validate({"events": [{"kind": kind, "quote": "x"}]})  # each offered kind validates
    assert "direction" not in offered and "field" not in offered
