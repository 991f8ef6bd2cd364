"""The answer first, the evidence always: whatever a question-kind template makes of a question, the lines a plain
reading finds for the question's own words stand beside it; a verdict read from a record that plain reading does
not find is replaced by quoting; a name or a thing no record holds is said back, citing nothing.

A small practice written for these tests: a shop tenancy (RCOP) and a consumer complaint about a washing machine,
notes in full sentences ("Ld. counsel", "the RC"), and a WhatsApp chat with the tenant client.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, home_built_by

NOTES = [
    # (case, date, text)
    ("T1", "2025-06-14",
     "RCOP 212/2024 (Mylapore shop). Ld. counsel for the landlord filed his counter today. We are to file a "
     "rejoinder. The rent ledger for 2021 is with the client's brother; ask him to bring it."),
    ("T1", "2025-07-19",
     "Mylapore shop RCOP: Ld. counsel for the landlord asked for time as his senior is in the High Court. "
     "Granted. Rent deposit receipts for March to June 2025 handed over to the court clerk."),
    ("T1", "2025-08-23",
     "Mylapore shop RCOP: the landlord examined as PW1. He admitted in cross that the roof leaked in 2022 and "
     "that he never repaired it."),
    ("T1", "2025-09-27",
     "Mylapore shop RCOP: Ld. counsel for the landlord again sought time, his client unwell. "
     "The Rent Controller warned that no further time will be given."),
    ("T1", "2025-11-08",
     "Mylapore shop RCOP: our tenant examined as RW1. Cross by the landlord's counsel on the sub-letting plea, "
     "about 30 minutes. Status quo on the shop to continue. Next 13.12.2025 for arguments."),
    ("T2", "2025-07-02",
     "Consumer complaint (washing machine): the dealer's reply says the drum was damaged by the customer. "
     "The service engineer's job card says 'manufacturing defect'."),
    ("T2", "2025-10-10",
     "Washing machine complaint: the Commission directed the company to file the engineer's affidavit. "
     "Next 21.11.2025."),
    ("T2", "2025-11-21",
     "Washing machine complaint: the complaint is allowed. Replacement within 30 days and Rs. 10,000 as costs."),
]

CHAT = (
    "05/10/25, 7:40 pm - Selvi Arumugam: Sir the landlord's man came to the shop and shouted at my husband\n"
    "05/10/25, 7:42 pm - Selvi Arumugam: He says he will lock the shutter on Monday\n"
    "05/10/25, 8:05 pm - Adv Natarajan: Do not open any argument with him. Note the time and call me.\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="RJ", name="Thiru K. Sundaram, XII Small Causes Judge (Rent Controller)",
                         short="Rent Controller"))
    reg.add_person(Judge(id="CJ", name="Thiru P. Balasubramanian, President, District Consumer Commission",
                         short="President"))
    reg.add_person(Counsel(id="LC", name="Sri V. Raghavachari"))
    reg.add_person(Client(id="TC", name="Selvi Arumugam"))
    reg.add_person(Client(id="WC", name="Anbu Selvan"))
    reg.add_case(Case(id="T1", number="R.C.O.P. No. 212 of 2024", short_name="Mylapore shop RCOP",
                      title="Govindan Chettiar vs Selvi Arumugam", judge_id="RJ", counsel_id="LC", client_id="TC",
                      side="respondent"))
    reg.add_case(Case(id="T2", number="C.C. No. 88 of 2025", short_name="washing machine complaint",
                      title="Anbu Selvan vs Coolwave Appliances", judge_id="CJ", client_id="WC", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    chat = tmp / "WhatsApp Chat with Selvi Arumugam.txt"
    chat.write_text(CHAT, encoding="utf-8")
    practice.ingest([chat])  # filed by what it says: it names no case


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "rcop", build)


def supporting(answer) -> list[str]:
    return [ln for ln in answer.answer.splitlines() if ln.startswith("- ")]


def test_the_closest_lines_stand_beside_a_next_date_answer(pr):
    a = pr.ask("Mylapore shop next date - and where is the rent ledger?", today="2025-11-20")
    assert "13 Dec 2025" in a.answer.splitlines()[0]
    assert any("rent ledger" in ln and "brother" in ln for ln in supporting(a))
    assert cited_ok(pr, a)


def test_supporting_lines_are_bounded_and_cite_each_record_once(pr):
    a = pr.ask("How many times did the landlord's counsel seek time in the Mylapore shop RCOP?", today="2025-11-20")
    lines = supporting(a)
    assert 1 <= len(lines) <= 6
    cites = [re.search(r"\[(\d+)\]\s*$", ln).group(1) for ln in lines]
    assert len(cites) == len(set(cites))  # each record once
    bodies = [ln.split(": ", 1)[-1] for ln in lines]
    assert len(bodies) == len(set(bodies))  # no line twice
    assert cited_ok(pr, a)


def test_a_name_no_record_holds_is_said_back_citing_nothing(pr):
    a = pr.ask("What did Mr. Venkatraman Iyer say about the shutter?", today="2025-11-20")
    assert a.answer.startswith("Nothing in your notes on Venkatraman Iyer") and a.citations == []


def test_a_name_the_notes_hold_is_answered_not_said_back(pr):
    a = pr.ask("What did Selvi Arumugam say about the shutter?", today="2025-11-20")
    assert not a.answer.startswith("Nothing") and "lock the shutter" in a.answer and cited_ok(pr, a)


def test_what_the_client_wrote_on_whatsapp_is_found_in_the_chat(pr):
    a = pr.ask("What did Selvi message on WhatsApp in the Mylapore shop RCOP?", today="2025-11-20")
    assert "shouted at my husband" in a.answer and cited_ok(pr, a)
    assert any(c.entry_id and pr.entry(int(c.entry_id)).kind == "chat_day" for c in a.citations)


def test_a_thing_no_record_of_the_case_holds_says_nothing_and_cites_nothing(pr):
    a = pr.ask("What was the stamp duty valuation in the washing machine complaint?", today="2025-11-20")
    assert a.answer.startswith("Nothing in your notes") and a.citations == []


def test_a_thing_a_record_of_the_case_holds_is_not_swallowed_by_honesty(pr):
    a = pr.ask("What did the job card say in the washing machine complaint?", today="2025-11-20")
    assert "manufacturing defect" in a.answer and cited_ok(pr, a)


def test_a_yes_no_verdict_is_kept_only_when_a_plain_reading_finds_its_record(pr):
    from datetime import date

    from tareekh.agent.compose import Composer, Draft
    from tareekh.agent.factbook import FactBook
    from tareekh.agent.question import understand
    from tareekh.practice.events_ops import PracticeEvidence

    q = understand("Did PW1 concede the roof leaked in the Mylapore shop RCOP?", registry=pr.registry,
                   today=date(2025, 11, 20))
    assert q.kind == "yes_no"
    comp = Composer(q, evidence=PracticeEvidence(pr.conn), registry=pr.registry, book=FactBook(), case_ids=q.cases)
    recs = comp.records(["T1"])
    roof = next(r for r in recs if "roof leaked" in r.text)
    deposit = next(r for r in recs if "deposit receipts" in r.text)
    near = comp._closest()
    assert comp._grounded(Draft(f"Yes — the landlord admitted it [{comp.cite(roof)}]."), near)
    assert not comp._grounded(Draft(f"Yes — on record [{comp.cite(deposit)}]."), near)


def test_a_yes_read_from_a_line_that_does_not_say_what_was_asked_does_not_stand(pr):
    from datetime import date

    from tareekh.agent.compose import Composer, Draft
    from tareekh.agent.factbook import FactBook
    from tareekh.agent.question import understand
    from tareekh.practice.events_ops import PracticeEvidence

    q = understand("Was the washing machine complaint allowed?", registry=pr.registry, today=date(2025, 12, 1))
    assert q.kind == "yes_no"
    comp = Composer(q, evidence=PracticeEvidence(pr.conn), registry=pr.registry, book=FactBook(), case_ids=q.cases)
    allowed = next(r for r in comp.records(["T2"]) if "is allowed" in r.text)
    near = comp._closest()
    n = comp.cite(allowed)
    assert comp._grounded(Draft(f"Yes — 21 Nov 2025: the complaint is allowed [{n}]."), near)
    # the same record, but the line quoted does not say "allowed": the verdict is a guess
    assert not comp._grounded(Draft(f"Yes — 21 Nov 2025: replacement within 30 days [{n}]."), near)
    # a promise or a condition is not a yes
    assert not comp._grounded(Draft(f"Yes — 21 Nov 2025: if allowed, the company shall replace it [{n}]."), near)


def test_a_yes_no_asked_end_to_end_answers_from_the_line_that_says_it(pr):
    a = pr.ask("Was the washing machine complaint allowed?", today="2025-12-01")
    assert a.answer.startswith("Yes") and "21 Nov 2025" in a.answer.splitlines()[0] and cited_ok(pr, a)


def test_a_proceeding_no_record_of_the_case_mentions_is_said_back_whatever_the_kind(pr):
    a = pr.ask("What happened before the mediator in the Mylapore shop RCOP?", today="2025-11-20")
    assert a.answer.startswith("Nothing in your notes in R.C.O.P. 212/2024") and "mediator" in a.answer
    assert a.citations == []
    b = pr.ask("Next date of the contempt petition in the Mylapore shop RCOP?", today="2025-11-20")
    assert b.answer.startswith("Nothing in your notes") and b.citations == []


def test_a_proceeding_the_notes_write_another_way_is_not_said_back(pr):
    a = pr.ask("Is there a stay in the Mylapore shop RCOP?", today="2025-11-20")
    assert not a.answer.startswith("Nothing") and "Status quo" in a.answer and cited_ok(pr, a)


def test_who_the_other_sides_counsel_is_comes_from_the_registry_with_the_notes_naming_them(pr):
    a = pr.ask("Who is the opposite counsel in the Mylapore shop RCOP?", today="2025-11-20")
    assert a.answer.startswith("In R.C.O.P. 212/2024") and "Raghavachari" in a.answer.splitlines()[0]
    b = pr.ask("Mylapore shop RCOP mein judge kaun hai?", today="2025-11-20")
    assert "Sundaram" in b.answer.splitlines()[0]


def test_what_a_named_person_said_ranks_the_lines_that_name_them(pr):
    a = pr.ask("What did Selvi Arumugam message?", today="2025-11-20")
    assert supporting(a) and "Selvi Arumugam" in supporting(a)[0] and cited_ok(pr, a)


def test_a_name_said_back_is_not_handed_to_the_model(built, copy_home, fake_llm):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built), llm=fake_llm.settings())
    try:
        a = p.ask("What did Mr. Venkatraman Iyer say about the shutter?", today="2025-11-20")
        assert a.mode == "offline" and a.answer.startswith("Nothing in your notes on Venkatraman Iyer")
        b = p.ask("What happened before the mediator in the Mylapore shop RCOP?", today="2025-11-20")
        assert b.mode == "offline" and b.answer.startswith("Nothing in your notes in R.C.O.P.")
        assert fake_llm.chat_requests == []
    finally:
        p.close()


def test_which_matters_a_counsel_appears_in_comes_from_the_registry(pr):
    a = pr.ask("Which of my matters is Raghavachari in?", today="2025-11-20")
    first_line = a.answer.splitlines()[0]
    assert "Raghavachari appears against you in one of your matters" in first_line and "R.C.O.P. 212/2024" in first_line
    assert "C.C. 88/2025" not in first_line


def test_the_stage_of_a_case_is_read_as_where_it_stands_not_said_back(pr):
    a = pr.ask("What is the stage of the Mylapore shop suit?", today="2025-11-20")
    assert not a.answer.startswith("Nothing") and "13 Dec 2025" in a.answer and cited_ok(pr, a)


def test_a_briefing_asked_in_telugu_words_is_answered_not_said_back(pr):
    """'repu … undi - brief cheyyi' (tomorrow it is listed — brief me): the Telugu words are how it is asked, not
    things to look for in the notes."""
    a = pr.ask("repu Mylapore shop RCOP undi - brief cheyyi", today="2025-11-20")
    assert not a.answer.startswith("Nothing in your notes")
    assert "13 Dec 2025" in a.answer
    assert cited_ok(pr, a)
