"""Amounts and counts of costs, read the way a lawyer means them:

- one order of costs that a note and the same sitting's certified order sheet both write is counted once, though the
  copy is dated days later by its scan (both put the case off to the same next date);
- "kitni baar harja dekar time liya" counts the days time was taken WITH costs, not every day time was taken;
- "how much" before a word for money ("kitni rakam", "koto taka"), and "for how much" ("kati ma", "kotote"), ask a
  sum even where a verb of saying follows ("… jama karne ko kaha tha");
- "sold" in the languages' words ("bikyo", "vikla", "bika") is the sale a report writes, its price the sum asked;
- "do" made another's doing ("jama karvaya", "karavyu") is a doing, and "HC" is the High Court an order's heading
  writes: neither is a thing a record must hold before its sum answers.

Own small practice, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.with_costs import costs_condition
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="T.S. No. 88 of 2024", short_name="Barkakoti boundary suit",
                      title="Oyindrila Barkakoti vs Hrishikesh Tamuly", side="plaintiff"))
    reg.add_case(Case(id="P1", number="R.A. No. 14 of 2025", short_name="Parwarish rent appeal",
                      title="Zubeida Parwarish vs Chowrasia Estates", side="appellant"))
    reg.add_case(Case(id="W1", number="W.P. No. 2231 of 2026", short_name="Lamichhane quarry writ",
                      title="Lamichhane Stone Works vs State", side="petitioner"))
    reg.add_case(Case(id="S1", number="O.S. No. 61 of 2025", short_name="Pakyntein orchard suit",
                      title="Pakyntein vs Wahlang", side="plaintiff"))
    practice.ingest_text("REPORT OF THE RECEIVER\nThe standing areca crop of the orchard was sold by open auction on "
                         "the spot; the highest bid of Rs. 2,85,000/- was accepted and the sum deposited in court.",
                         name="receiver report.txt", case_id="S1", date="2026-04-20", author="Receiver")
    practice.ingest_text("Pakyntein orchard suit - plaintiff puts the crop of the orchard at Rs. 3,10,000 a year. "
                         "ND 27.04.2026.", name="pakyntein 0.txt", case_id="S1", date="2026-03-30", author="Lawyer")
    practice.ingest_text("Pakyntein orchard suit - receiver's report filed. Objections in two weeks. ND 18.05.2026.",
                         name="pakyntein 1.txt", case_id="S1", date="2026-04-27", author="Lawyer")
    # the boundary suit: time taken three times, with costs on two of them
    practice.ingest_text("Barkakoti boundary suit - defendant's counsel sought time for WS. Granted on costs of "
                         "Rs. 700 payable to plaintiff. ND 12.02.2026.", name="barkakoti 1.txt", case_id="B1",
                         date="2026-01-10", author="Lawyer")
    practice.ingest_text("Barkakoti boundary suit - defendant again sought time, WS not ready. Costs Rs. 1,200 to "
                         "plaintiff. ND 20.03.2026.", name="barkakoti 2.txt", case_id="B1", date="2026-02-12",
                         author="Lawyer")
    practice.ingest_text("Barkakoti boundary suit - defendant sought time, their counsel unwell. Granted. "
                         "ND 24.04.2026.", name="barkakoti 3.txt", case_id="B1", date="2026-03-20", author="Lawyer")
    # the rent appeal: one sitting's costs in the note and in its certified copy, dated by the copy five days later
    practice.ingest_text("Parwarish rent appeal - respondent's reply not filed. Costs Rs. 2,500 to the appellant "
                         "before next date. ND 08.05.2026.", name="parwarish 6 april.txt", case_id="P1",
                         date="2026-04-06", author="Lawyer")
    practice.ingest_text("06.04.2026 Reply not filed by the respondent. Subject to costs of Rs. 2,500/- payable to "
                         "the appellant, time granted. Next date 08.05.2026.", name="scan 11 apr 2026.txt",
                         case_id="P1", date="2026-04-11", author="Court")
    practice.ingest_text("Parwarish rent appeal - costs Rs 2,500 paid. Respondent again no reply, costs Rs. 1,000 "
                         "to the appellant. ND 10.06.2026.", name="parwarish 8 may.txt", case_id="P1",
                         date="2026-05-08", author="Lawyer")
    # the quarry writ: the High Court's order of a deposit, and a note that names nothing of it
    practice.ingest_text("HIGH COURT OF JUDICATURE\nW.P. No. 2231 of 2026\nIssue notice. Meanwhile the closure order "
                         "shall remain stayed, subject to the petitioner depositing Rs. 3,30,000/- with the Collector "
                         "within four weeks. List after four weeks.", name="wp 2231 order.txt", case_id="W1",
                         date="2026-03-02", author="Court")
    practice.ingest_text("Lamichhane quarry writ - client met, papers collected.", name="lamichhane met.txt",
                         case_id="W1", date="2026-03-15", author="Lawyer")
    practice.ingest_text("Lamichhane quarry writ - HC Ct 4, not reached. ND 30.03.2026.", name="lamichhane hc.txt",
                         case_id="W1", date="2026-03-23", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-counted-once", build)


@pytest.mark.parametrize("question", [
    "court ne kitni rakam jama karne ko kaha tha",  # Hindi: how much money did the court say to deposit
    "court ne kiti rakkam bharayla sangitli",  # Marathi: how much money did the court tell to pay
    "jomi koto takay bikri holo",  # Bengali: for how much money was the land sold
    "bari kati ma bikyo",  # Nepali: for how much was the house sold
    "jomi kotote bikri holo",  # Bengali, "at how much" in one word
    "mati kimanot bikri hol",  # Assamese, the same
])
def test_how_much_before_money_or_for_how_much_asks_a_sum(question):
    assert _kind(pivot(question), False, False, False) == "amount", pivot(question)


@pytest.mark.parametrize("question", ["kitne gawah aaye", "kitni baar time liya"])
def test_how_many_of_people_stays_a_count(question):
    assert _kind(pivot(question), False, False, False) == "count", pivot(question)


@pytest.mark.parametrize("question, condition", [
    ("kitni baar harja dekar time liya?", True),
    ("how many times did they pay costs and take time?", True),
    ("koto bar khoroch diye somoy niyeche?", True),
    ("how many times did they take time, and how much costs in all?", False),
    ("kitni baar time liya? kul harja kitna?", False),
])
def test_costs_inside_the_counting_clause_are_a_condition(question, condition):
    assert costs_condition(question) is condition


def test_times_taken_with_costs_count_only_the_days_costs_are_written(pr):
    line = first_line(pr.ask("Barkakoti case me defendant ne kitni baar harja dekar time liya?", today="2026-05-01"))
    assert line.startswith("Two times with costs"), line
    assert "20 Mar 2026" not in line.split(".")[0], line


def test_costs_a_note_and_its_sittings_copy_both_write_are_counted_once(pr):
    line = first_line(pr.ask("Parwarish appeal me total costs kitna laga?", today="2026-07-01"))
    assert "Rs. 3,500 in all" in line, line


def test_a_deposit_made_on_the_high_courts_order_asked_with_a_causative_is_read_from_the_order(pr):
    line = first_line(pr.ask("Lamichhane writ ma HC na order par ketla jama karavya?", today="2026-05-01"))
    assert line.startswith("Rs. 3,30,000"), line


@pytest.mark.parametrize("question", ["Parwarish appeal me abhi tak kitna harja mila?",  # Hindi: how much costs got
                                      "Parwarish appeal e koto khoroch pelam?"])  # Bengali: the same
def test_costs_asked_as_got_say_the_sum_paid_beside_the_sum_ordered(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert "Rs. 2,500 paid of Rs. 3,500 ordered" in line, line


def test_the_sum_a_thing_was_sold_for_asked_in_nepali_is_the_price_the_report_writes(pr):
    line = first_line(pr.ask("Pakyntein orchard ko crop kati ma bikyo?", today="2026-06-01"))
    assert "Rs. 2,85,000" in line, line
