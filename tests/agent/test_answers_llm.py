"""With a model: the offline draft and its records are the model's context (Quick) and the events are its tool
(Deep); the model writes the prose; its first sentence is checked against the records it cites, else the offline
answer is given. Through the real openai client against the loopback fake server."""

from __future__ import annotations

import re

import pytest

from tests.agent import pune
from tests.fakes import Reply, ToolCall
from tests.agent.helpers import home_built_by


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pune-llm", lambda p, _folder: pune.build(p))


@pytest.fixture
def pr(built, copy_home, fake_llm):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built), llm=fake_llm.settings())
    yield p
    p.close()


def number_in(prompt: str, needle: str) -> int:
    for line in prompt.splitlines():
        m = re.match(r"\[(\d+)\] \(", line)
        if m and needle in line:
            return int(m.group(1))
    raise AssertionError(f"{needle!r} is not among the records shown to the model")


def test_quick_gets_the_draft_and_its_records_and_writes_the_prose(pr, fake_llm):
    def answer(req):
        assert "<draft>" in req.last_user and "Two times" in req.last_user  # the code's draft, with its numbers
        a = number_in(req.last_user, "says his client is abroad")
        b = number_in(req.last_user, "phir se time maanga")
        return f"Patwardhan has sought time twice in the Baner plot suit, on 4 Nov 2025 [{a}] and 9 Dec 2025 [{b}]."

    fake_llm.handler = answer
    got = pr.ask("Patwardhan ne Baner plot mein kitni baar time liya?", today="2026-03-01")
    assert got.mode == "quick" and got.notes == [] and got.answer.startswith("Patwardhan has sought time twice")
    assert {c.source_file for c in got.citations} == {"note_K1_2025-11-04.txt", "note_K1_2025-12-09.txt"}
    assert all(c.entry_id for c in got.citations)


def test_a_first_sentence_the_records_do_not_hold_gives_the_offline_answer(pr, fake_llm):
    def answer(req):
        a = number_in(req.last_user, "says his client is abroad")
        return f"Patwardhan has sought time three times, the last on 5 Jan 2026 [{a}]."

    fake_llm.handler = answer
    got = pr.ask("Patwardhan ne Baner plot mein kitni baar time liya?", today="2026-03-01")
    assert got.mode == "offline" and got.answer.startswith("Two times")
    assert any("first sentence" in n for n in got.notes)


def test_deep_uses_the_events_tool_and_cites_the_records_it_returns(pr, fake_llm):
    fake_llm.script(Reply(tool_calls=[ToolCall("events", {"case_id": "Baner plot suit", "kind": "costs"})]))

    def answer(req):
        (tool_out,) = req.tool_results
        assert "costs" in tool_out and "amount: 2500" in tool_out
        n = int(re.search(r"\[(\d+)\] \(2025-12-09", tool_out).group(1))
        return f"Costs of Rs. 2,500 were imposed on the defendants on 9 Dec 2025 [{n}]."

    fake_llm.handler = answer
    got = pr.ask("What costs were imposed in Baner plot?", today="2026-03-01", deep=True)
    assert got.mode == "deep" and got.tool_calls and got.tool_calls[0].startswith("events(")
    (c,) = got.citations
    assert c.source_file == "note_K1_2025-12-09.txt" and c.verified


def test_a_case_that_is_not_in_the_registry_is_said_back_without_asking_the_model(pr, fake_llm):
    got = pr.ask("Next date in the Wakad flat case?", today="2026-03-01")
    assert got.mode == "offline" and got.answer.startswith("No such case")
    assert fake_llm.chat_requests == []


def test_ids_a_model_writes_are_shown_as_case_labels_and_names(pr, fake_llm):
    def answer(req):
        n = number_in(req.last_user, "phir se time maanga")
        return f"In K1, before J1, OC1 sought time on 9 Dec 2025 [{n}]."

    fake_llm.handler = answer
    got = pr.ask("Did Patwardhan take time on 9 Dec 2025 in Baner plot?", today="2026-03-01")
    assert got.mode == "quick"
    assert got.answer.startswith("In O.S. 212/2023 — Baner plot suit, before Menon sir, Sri Dinesh Patwardhan sought time")
