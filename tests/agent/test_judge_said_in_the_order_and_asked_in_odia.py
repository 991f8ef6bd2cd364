"""What a judge said about a thing when no note has the bench speaking of it: the paragraph of that judge's order
that deals with it, with its terms and its default (agent/judge_said.py); the question's topic is not lost to the
stems of "say" ("deposit" is no "deposed", "status" no "stated"); and the Odia past of asking ("puchhile") with
its "what" ("kaen") asks what the judge asked (agent/ask_verbs.py).

Invented practice: a writ before one judge (an order sheet and a note), a land reference before another."""

from __future__ import annotations

import pytest

from tareekh.agent.ask_verbs import asks_questions_put
from tareekh.agent.judge_said import order_paragraphs, say_words_of
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

ORDER = """IN THE HIGH COURT AT DHANVANTRI
WRIT PETITION NO. 5521 OF 2025
CORAM: HON'BLE MR. JUSTICE PRAMOD SESHAGIRI
Date : 10/03/2026
ORAL ORDER
1. Reply on behalf of respondent no. 3 is taken on record.
2. Heard. The interim stay granted earlier shall continue, subject to the petitioner depositing Rs. 2,41,000/-
with the Tahsildar within six weeks from today. In default, the stay shall stand vacated without further orders.
3. List on 21.04.2026.
(PRAMOD SESHAGIRI, J)
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Pramod Seshagiri", short="Seshagiri J"))
    reg.add_person(Judge(id="J2", name="Smt. Hemlata Kirtane", short="Kirtane madam"))
    reg.add_case(Case(id="W1", number="W.P. No. 5521 of 2025", short_name="Pulinthara quarry writ",
                      title="Pulinthara Stone Works vs State", side="petitioner", judge_id="J1"))
    reg.add_case(Case(id="L1", number="L.A.R. No. 14 of 2024", short_name="Jhalawari reference",
                      title="Gangadhar Mahapatro vs Land Acquisition Collector", side="claimant", judge_id="J2"))
    practice.ingest_text(
        "2/2/26 HC - Pulinthara writ - admission argued, interim stay granted till next date. ND 10/3/26",
        name="pulinthara 2 feb.txt", case_id="W1", date="2026-02-02", author="Lawyer")
    practice.ingest_text(ORDER, name="pulinthara order 10 mar.txt", case_id="W1", date="2026-03-10")
    practice.ingest_text(
        "5.2.26 CJ Sr Dn - LAR 14/24 Jhalawari\nPW1 chief over, sale deeds marked.\n"
        "Madam asked the land class once more - \"is it wet land or dry?\" - told her wet, two crops, tank fed.\n"
        "ND 9.3.26", name="jhalawari 5 feb.txt", case_id="L1", date="2026-02-05", author="Lawyer")
    practice.ingest_text(
        "9.3.26 CJ Sr Dn - LAR 14/24 Jhalawari\nGP cross of PW1 part heard.\n"
        "Madam: both sides, survey sheet of the village nakal lavo next date.\nND 13.4.26",
        name="jhalawari 9 mar.txt", case_id="L1", date="2026-03-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-said-order", build)


@pytest.mark.parametrize("question", ["seshagiri saheb e deposit vishe shu kahyu hatu",  # Gujarati
                                      "what did seshagiri J say about the deposit?"])  # English
def test_what_a_judge_said_of_a_thing_is_the_paragraph_of_his_order_with_its_default(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "2,41,000" in line and "six weeks" in line and "vacated" in line, a.answer


def test_the_odia_past_of_asking_asks_what_the_judge_asked(pr):
    a = pr.ask("jhalawari LAR re kirtane madam land class bisayare kaen puchhile?", today="2026-04-01")
    assert "wet" in first_line(a), a.answer
    assert asks_questions_put("madam kaen puchhile?") and asks_questions_put("judge kaen pacharichhanti?")


@pytest.mark.parametrize("question", ["jhalawari reference ma kirtane madam e shu lavva kahyu hatu"])  # Gujarati
def test_what_the_judge_said_to_bring_is_the_line_of_bringing(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "survey sheet" in first_line(a) and "wet" not in first_line(a), a.answer


def test_the_stems_of_say_do_not_drop_the_topic():
    assert say_words_of("X deposit vishe shu kahyu") == {"kahyu"}
    assert say_words_of("what did he say on the status?") == {"say"}


def test_an_order_is_read_in_its_numbered_paragraphs():
    paras = order_paragraphs(ORDER)
    assert any(p.startswith("2. Heard") and "vacated" in p for p in paras)
    assert not any("vacated" in p and "List on" in p for p in paras)


def test_all_times_said_for_every_time_asks_the_ways_but_all_dates_ask_the_dates():
    from tareekh.agent.habit_asked import asks_preparing, asks_ways

    for q in ("X court re sabu thar kaen mage?", "X ellaa thavanayum enthu chodikkum?", "X badhi vakhat shu puchhe?"):
        assert asks_ways(q), q
    assert not asks_ways("X ke sab dates?") and not asks_ways("X sabu tarikh kebe?")
    assert asks_preparing("X court ku kaen neiki jibi?") and asks_preparing("X court il enthu kondu pokanam?")
    assert not asks_preparing("X kaen kahile?")


def test_the_odia_and_malayalam_grammar_words_are_no_topic():
    from tareekh.agent.lexicon import STOP

    for w in ("sabu", "jibi", "mage", "puchhile", "kaaryathil"):
        assert w in STOP, w
