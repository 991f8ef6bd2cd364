"""A failing language model (the loopback fake through the real openai client), for ask, consolidation and the
split: each fault degrades to the offline path with a visible note, nothing hangs beyond the configured
timeout, and nothing is half-written — not in the memory bank, not in the chats, not in the entries."""

from __future__ import annotations

import os
import sqlite3
import time

import pytest

from tareekh.cli import run as cli
from tareekh.practice import Practice
from tests.fakes import Delay, Error, Raw, Reply, ToolCall
from tests.fakes.openai_server import TruncatedStream
from tests.reliability.helpers import build_tiny, integrity

TIMEOUT = 0.8
FAULTS = {
    "timeout": Delay(3.0, "late"),
    "429": Error(429, retry_after=30),
    "500": Error(500, "boom"),
    "truncated": TruncatedStream(),
    "invalid-json": Raw(),
    "unknown-tool": Reply(tool_calls=[ToolCall("delete_everything", {"all": True})]),
    "empty": Reply(""),
}
# The most any one call may take: the client's timeout, plus slack for a loaded machine.
BOUND = TIMEOUT + 6.0


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build_tiny(tmp_path_factory.mktemp("failing-llm") / "home", consolidate=True)


@pytest.fixture
def practice(built, fake_llm, copy_home):
    p = Practice.open(copy_home(built), llm=fake_llm.settings(timeout=TIMEOUT, max_retries=1))
    yield p
    p.close()


def snapshot(home) -> dict:
    """Row counts and contents of what a failed model call must not have touched."""
    conn = sqlite3.connect(home / "memory.db")
    try:
        return {
            "memories": conn.execute("SELECT id, type, text, consolidated_at FROM memories ORDER BY id").fetchall(),
            "documents": conn.execute("SELECT id, content_hash FROM documents ORDER BY id").fetchall(),
            "sources": conn.execute("SELECT observation_id, source_id FROM observation_sources ORDER BY 1, 2").fetchall(),
        }
    finally:
        conn.close()


def sound(home) -> None:
    assert integrity(home / "memory.db") == "ok" and integrity(home / "practice.db") == "ok"
    conn = sqlite3.connect(home / "memory.db")
    try:
        bare = conn.execute("SELECT count(*) FROM memories m WHERE type = 'observation' AND NOT EXISTS"
                            " (SELECT 1 FROM observation_sources s WHERE s.observation_id = m.id)").fetchone()[0]
    finally:
        conn.close()
    assert bare == 0, "an observation without a source fact (half-written)"


# ---------------------------------------------------------------------------------------------- ask


ASK_CASES = [(f, False) for f in FAULTS if f != "unknown-tool"] + [("unknown-tool", True), ("timeout", True),
                                                                     ("invalid-json", True)]


@pytest.mark.parametrize("fault, deep", ASK_CASES, ids=[f"{f}-{'deep' if d else 'quick'}" for f, d in ASK_CASES])
def test_ask_with_a_failing_model_answers_offline_with_a_note_and_writes_only_the_chat(practice, fake_llm, fault, deep):
    fake_llm.handler = lambda req: FAULTS[fault]  # every call fails the same way (retries too)
    before = snapshot(practice.home)
    started = time.monotonic()
    a = practice.ask("What costs were imposed in Seabreeze?", today="2025-10-01", deep=deep)
    elapsed = time.monotonic() - started
    calls = max(1, len(fake_llm.chat_requests))
    assert elapsed < BOUND * min(calls, 7), (elapsed, calls)
    assert a.answer and "Rs. 2,000" in a.answer
    assert a.notes, "the fallback must say so"
    # a model that only ever calls a tool that does not exist ends with no answer: offline too
    assert a.mode == "offline" and any("composed offline" in n for n in a.notes), a.notes
    assert snapshot(practice.home) == before  # asking never writes the bank, even half-way
    turns = practice.conn.execute("SELECT role, content FROM chat_messages WHERE chat_id = ? ORDER BY rowid",
                                  (a.chat_id,)).fetchall()
    assert [r for r, _ in turns] == ["user", "assistant"] and turns[1][1] == a.answer


def test_out_of_range_citations_only_are_dropped_and_the_answer_falls_back(practice, fake_llm):
    fake_llm.handler = lambda req: Reply("Costs were imposed [42]. The witness admitted it [77].")
    a = practice.ask("What costs were imposed in Seabreeze?", today="2025-10-01")
    assert a.mode == "offline" and any("out of range" in n for n in a.notes), a.notes
    assert "[42]" not in a.answer and "[77]" not in a.answer
    assert all(1 <= c.n <= 20 and c.source_file.startswith("note_") for c in a.citations)


# ---------------------------------------------------------------------------------------------- consolidation


@pytest.fixture
def pending(practice):
    """Two new hearings filed offline with the background run off, so their facts wait for the model."""
    llm = practice.settings.llm
    practice.settings.llm = type(llm)()
    practice.memory_service.consolidate_soon = lambda: None
    practice.ingest_text("Seabreeze. Counsel Srinivas again sought time; last chance given. Next date 20.10.2025.",
                         name="note_C1_2025-09-22.txt", case_id="C1", date="2025-09-22", author="Sharvani")
    practice.ingest_text("Khaja Saleemuddin. Issues framed. Next date 10.11.2025.",
                         name="note_C2_2025-10-20.txt", case_id="C2", date="2025-10-20", author="Sharvani")
    practice.settings.llm = llm
    assert practice.bank.stats().pending_consolidation > 0
    return practice


@pytest.mark.parametrize("fault", ["timeout", "429", "500", "truncated", "invalid-json", "unknown-tool", "out-of-range"])
def test_consolidation_with_a_failing_model_stops_cleanly_and_leaves_facts_pending(pending, fake_llm, fault):
    p = pending
    if fault == "out-of-range":
        fake_llm.handler = lambda req: Reply.json({"creates": [{"text": "Invented", "source_fact_ids": ["99999"]}]})
    else:
        fake_llm.handler = lambda req: FAULTS[fault]
    waiting = p.bank.stats().pending_consolidation
    before = snapshot(p.home)
    started = time.monotonic()
    report = p.memory_consolidate()
    elapsed = time.monotonic() - started
    assert elapsed < BOUND * max(1, len(fake_llm.chat_requests)), elapsed
    sound(p.home)
    if fault == "out-of-range":  # the model answered, but cited nothing real: nothing is created from it
        assert report.created == 0 and report.skipped_no_sources >= 1
        after = snapshot(p.home)
        assert [m for m in after["memories"] if m[1] == "observation"] == [
            m for m in before["memories"] if m[1] == "observation"]
        return
    assert report.aborted or report.failures, report  # a visible note of what went wrong
    assert report.created == report.updated == 0
    after = snapshot(p.home)
    assert after["documents"] == before["documents"] and after["sources"] == before["sources"]
    assert [m[:3] for m in after["memories"]] == [m[:3] for m in before["memories"]]
    if report.aborted:
        assert p.bank.stats().pending_consolidation == waiting  # left for a later run, not lost
    # a later run with a working model finishes the job
    fake_llm.handler = lambda req: Reply.json({})
    again = p.memory_consolidate(retry_failed=True)
    assert again.aborted is None and p.bank.stats().pending_consolidation == 0
    sound(p.home)


def test_cli_consolidate_prints_the_note_and_exits_cleanly(pending, fake_llm, capsys):
    fake_llm.handler = lambda req: Error(500, "boom")
    home = str(pending.home)
    llm = pending.settings.llm
    pending.close()
    env = {"TAREEKH_LLM__BASE_URL": llm.base_url, "TAREEKH_LLM__MODEL": "fake-model",
           "TAREEKH_LLM__TIMEOUT": str(TIMEOUT), "TAREEKH_LLM__MAX_RETRIES": "0"}
    os.environ.update(env)
    try:
        code = cli(["consolidate", "--home", home])
    finally:
        for k in env:
            os.environ.pop(k)
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Traceback" not in out + err
    assert "stopped" in out + err and "pending" in out + err
    with Practice.open(home) as again:
        assert again.bank.stats().pending_consolidation > 0
        pending.__dict__.update(again.__dict__)
    pending.__dict__["_bank"] = None


# ---------------------------------------------------------------------------------------------- split

NOTE = ("22 Sep 2025, Mon - court notes\n\nSeabreeze - Counsel sought time. Next date 20.10.2025.\n\n"
        "Khaja Saleemuddin - Issues framed. Next date 10.11.2025.\n")


@pytest.mark.parametrize("fault", ["timeout", "429", "invalid-json", "unknown-tool", "invented-text"])
def test_a_failing_model_split_falls_back_to_the_rules_with_a_warning(practice, fake_llm, fault):
    if fault == "invented-text":
        fake_llm.handler = lambda req: Reply.json({"entries": [{"text": "Seabreeze - decreed.", "hearing_date": "2025-09-22"}]})
    else:
        fake_llm.handler = lambda req: FAULTS[fault]
    started = time.monotonic()
    report = practice.ingest_text(NOTE, name="court_notes_2025-09-22.txt")
    assert time.monotonic() - started < BOUND * max(1, len(fake_llm.chat_requests)) + 10
    (f,) = report.files
    assert f.state == "done"
    assert [(e.case_id, e.hearing_date) for e in report.entries] == [("C1", "2025-09-22"), ("C2", "2025-09-22")]
    assert all(e.text in NOTE for e in report.entries)  # the rule split, copied from the page
    assert any("split by the rules" in w for w in f.warnings), f.warnings
    sound(practice.home)
