"""Offline answers from a tiny practice: the right entry cited, counts, "no record", chats and chat memories."""

from __future__ import annotations

import json

import pytest

from tareekh.agent.offline import NO_RECORD
from tareekh.errors import InputError, NotFound


def test_offline_answer_cites_the_entry_with_the_costs(tiny):
    a = tiny.ask("What costs were imposed in Seabreeze?", today="2025-10-01")
    assert a.mode == "offline" and a.case_ids == ["C1"]
    assert "Rs. 2,000" in a.answer and "[1]" in a.answer
    (c,) = [c for c in a.citations if "2,000" in c.text]
    entry = tiny.entry(int(c.entry_id))
    assert (c.case_id, c.hearing_date, c.source_file) == ("C1", "2025-06-09", entry.source_file)
    assert entry.hearing_date == "2025-06-09" and c.upload_id == str(entry.upload_id)
    assert c.verified and a.dropped_citations == 0


def test_witness_question_without_case_name_still_finds_the_hearing(tiny):
    a = tiny.ask("What did DW1 admit in cross-examination?", today="2025-10-01")
    assert any(c.hearing_date == "2025-07-28" and c.case_id == "C1" for c in a.citations)


def test_last_time_is_the_most_recent_hearing_by_date(tiny):
    a = tiny.ask("What happened last time in Seabreeze?", today="2025-10-01")
    assert {c.hearing_date for c in a.citations} == {"2025-09-02"}
    assert "2 Sep 2025" in a.answer
    earlier = tiny.ask("What happened last time in Seabreeze?", today="2025-08-01")
    assert {c.hearing_date for c in earlier.citations} == {"2025-07-28"}


def test_how_many_states_a_count_with_dates(tiny):
    a = tiny.ask("How many hearings had a next date in Seabreeze?", today="2025-10-01")
    first = a.answer.splitlines()[0]
    assert first.startswith("Two hearings") and "9 Jun 2025" in a.answer and "28 Jul 2025" in a.answer


def test_nothing_relevant_says_no_record(tiny):
    a = tiny.ask("What is the weather in Paris?", today="2025-10-01")
    assert a.answer.startswith(NO_RECORD.removesuffix("this.")) and a.citations == []


def test_every_offline_sentence_is_verified(tiny):
    for q in ["What costs were imposed in Seabreeze?", "What did DW1 admit?", "Why was Khaja Saleemuddin adjourned?"]:
        a = tiny.ask(q, today="2025-10-01")
        assert a.citations and all(c.verified for c in a.citations), (q, a.answer)


def test_chats_keep_messages_and_citations_and_follow_ups_keep_the_case(tiny):
    first = tiny.ask("What costs were imposed in Seabreeze?", today="2025-10-01")
    follow = tiny.ask("and what did DW1 admit?", today="2025-10-01", chat_id=first.chat_id)
    assert follow.chat_id == first.chat_id and follow.case_ids == ["C1"]
    chat = tiny.chat(first.chat_id)
    assert [m.role for m in chat.history] == ["user", "assistant", "user", "assistant"]
    assert chat.history[1].citations[0].hearing_date == "2025-06-09"
    # The chat is not narrowed to the case its questions named: its case is a filter only the lawyer sets.
    assert chat.case_id is None and tiny.chats()[0].id == first.chat_id
    with pytest.raises(NotFound):
        tiny.chat("CHnope")


def test_chat_memory_is_detected_listed_recalled_with_label_and_forgotten(tiny):
    a = tiny.ask("Remind me to file the rejoinder in Seabreeze by Friday", today="2025-10-01")
    assert a.chat_memory_id
    (m,) = tiny.chat_memories("C1")
    assert m.kind == "reminder" and "rejoinder" in m.text
    hits = tiny.recall("file the rejoinder by Friday", case_id="C1")
    chat_hits = [h for h in hits if h.metadata.get("doc_type") == "chat_memory"]
    assert chat_hits and "type:chat_memory" in chat_hits[0].tags
    doc = tiny.bank.get_document(m.document_id)
    assert "CHAT MEMORY (said by" in doc.content and "not a court record" in doc.content
    assert "file the rejoinder" in " ".join(tiny.today("2026-10-05").today[0].pending)
    tiny.forget_chat_memory(m.id)
    assert tiny.chat_memories() == [] and tiny.bank.get_document(m.document_id) is None
    assert not tiny.ask("What costs were imposed in Seabreeze?", today="2025-10-01").chat_memory_id
    with pytest.raises(NotFound):
        tiny.forget_chat_memory(m.id)


def test_decisions_are_chat_memories_but_plain_questions_are_not(tiny):
    assert tiny.ask("We won't settle for Srinivas's half only in Seabreeze", today="2025-10-01").chat_memory_id
    assert not tiny.ask("Will we settle in Seabreeze?", today="2025-10-01").chat_memory_id


def test_retain_layout_header_tags_metadata_and_scopes(tiny):
    doc = tiny.bank.get_document("entry:1")
    assert doc.content.startswith("O.S. No. 318 of 2022 (Seabreeze; Seabreeze Residents Welfare Association vs")
    assert "before Sri K. Hemadri Rao" in doc.content and "opposing counsel Srinivas Pingali" in doc.content
    assert set(doc.tags) == {"case:C1", "judge:J1", "counsel:OC1", "client:CL1", "type:typed_note", "author:sharvani"}
    assert {k: doc.metadata[k] for k in ("entry_id", "case_id", "hearing_date", "doc_type", "author")} == {
        "entry_id": "1", "case_id": "C1", "hearing_date": "2025-06-09", "doc_type": "typed_note", "author": "Sharvani"}
    assert doc.observation_scopes == [["case:C1"], ["judge:J1"], ["counsel:OC1"]]
    assert doc.timestamp.date().isoformat() == "2025-06-09"
    assert tiny.retain_registry_stubs() == 2
    stub = tiny.bank.get_document("registry:C1")
    assert "type:registry" in stub.tags and "Srinivas Pingali" in stub.content


def test_timeline_today_and_recall_filters(tiny):
    tl = tiny.timeline("Seabreeze")
    assert [h.hearing_date for h in tl.hearings] == ["2025-06-09", "2025-07-28", "2025-09-02"]
    assert tl.hearings[0].sources[0].text.startswith("Seabreeze matter. Defendant counsel Srinivas")
    board = tiny.today("2026-10-05")
    (m,) = board.today
    assert (m.case_id, m.court_hall, m.judge, m.last_hearing_date) == ("C1", "Court Hall 4",
                                                                        "Sri K. Hemadri Rao", "2025-09-02")
    assert m.last_note.startswith("Seabreeze. Arguments heard in part")
    assert any("rejoinder" in p for p in m.pending)
    assert [u.case_id for u in board.upcoming] == ["C2"]
    assert [m.case_id for m in tiny.today(date="2026-10-20").today] == ["C2"]
    assert all("case:C2" in h.tags for h in tiny.recall("adjourned", case_id="C2"))
    assert all("judge:J1" in h.tags for h in tiny.recall("costs", judge_id="J1"))
    with pytest.raises(NotFound):
        tiny.timeline("C99")
    with pytest.raises(InputError):
        tiny.ask("   ")


def test_cli_ask_json_and_text(tiny, capsys):
    from tareekh.cli import run as main

    home = str(tiny.home)
    tiny.close()
    code = main(["ask", "What costs were imposed in Seabreeze?", "--today", "2025-10-01", "--home", home, "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["citations"][0]["hearing_date"] == "2025-06-09"
    assert set(out["citations"][0]) >= {"n", "text", "case_id", "hearing_date", "source_file", "doc_type",
                                        "upload_id", "entry_id", "verified"}
    assert main(["timeline", "C1", "--home", home]) == 0
    assert "2025-06-09" in capsys.readouterr().out
    assert main(["today", "--date", "2026-10-05", "--home", home]) == 0
    assert "Seabreeze" in capsys.readouterr().out
    assert main(["ask", "x", "--today", "someday", "--home", home, "--json"]) == 2
    assert "someday" in capsys.readouterr().err


def test_tools_only_run_their_four_names_and_reflect_cites_through_the_book(tiny):
    from datetime import date

    from tareekh.agent.factbook import FactBook
    from tareekh.agent.tools import Tools

    book = FactBook()
    tools = Tools(tiny.bank, tiny.registry, book, today=date(2025, 10, 1), reflect=tiny.memory_reflect)
    out = tools.run("reflect_on_memories", {"query": "how are adjournments and costs handled", "judge_id": "J1"})
    assert out.startswith(("REFLECTION:", "PATTERNS AND FACTS")) and "[1] (" in out
    assert all(("judge:J1" in f.tags) for f in book.facts)
    assert tools.run("case_timeline", {"case_id": "Seabreeze"}).startswith("TIMELINE of C1")
    assert tools.run("case_timeline", {"case_id": "nothing like it"}).startswith("error: unknown case")
    assert tools.run("os.system", {"cmd": "rm"}).startswith("error: unknown tool")
    assert '"case_id": "C2"' in tools.run("find_case", {"text": "Khaja Saleemuddin"})


def test_cli_recall_chats_chat_memories_and_forget(tiny, capsys):
    from tareekh.cli import run

    home = str(tiny.home)
    tiny.close()
    assert run(["recall", "costs imposed", "--case", "C1", "--k", "3", "--home", home, "--json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert 0 < len(facts) <= 3 and all("case:C1" in f["tags"] for f in facts)
    assert run(["ask", "Remind me to file the rejoinder in Seabreeze by Friday", "--home", home, "--json"]) == 0
    capsys.readouterr()
    assert run(["chats", "--home", home, "--json"]) == 0
    (chat,) = json.loads(capsys.readouterr().out)
    assert chat["messages"] == 2 and chat["case_id"] is None  # no --case: the chat is not narrowed
    assert run(["chat-memories", "--case", "C1", "--home", home, "--json"]) == 0
    (memory,) = json.loads(capsys.readouterr().out)
    assert run(["forget", memory["id"], "--home", home]) == 0
    assert "Forgot" in capsys.readouterr().out
    assert run(["forget", memory["id"], "--home", home, "--json"]) == 2
    assert memory["id"] in capsys.readouterr().err
    assert run(["recall", "x", "--k", "0", "--home", home]) == 2


def test_a_chat_is_kept_to_a_case_only_when_asked_and_the_filter_can_be_lifted(tiny):
    scoped = tiny.ask("What happened last time?", case_id="C1", today="2025-10-01")
    assert tiny.chat(scoped.chat_id).case_id == "C1"
    assert tiny.set_chat_case(scoped.chat_id, None).case_id is None
    assert tiny.set_chat_case(scoped.chat_id, "C1").case_id == "C1"
    with pytest.raises(NotFound):
        tiny.set_chat_case("CHnope", None)


def test_chat_titles_are_cut_at_a_word_and_made_distinct(tiny):
    from tareekh.agent.store import TITLE_CHARS, chat_title

    long = "Brief me on Seabreeze flat: what happened last time, what is pending, and what is it listed for next?"
    title = chat_title(long)
    assert len(title) <= TITLE_CHARS and title.endswith("…") and long.startswith(title[:-1])
    assert long[len(title) - 1] == " "  # cut between words, not inside one
    first = tiny.ask(long, today="2025-10-01")
    second = tiny.ask(long, today="2025-10-01")
    titles = {c.id: c.title for c in tiny.chats()}
    assert titles[second.chat_id] == titles[first.chat_id] + " (2)"
