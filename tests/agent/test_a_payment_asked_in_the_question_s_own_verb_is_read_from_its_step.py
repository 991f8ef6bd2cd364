"""A payment asked yes or no in the question's own language's verb ("bharyu?", "bharle ka?"), which the tongue tables
hold as a word of asking and never as a topic, is still the paying asked: the line that writes the step done with its
sum answers, not an older direction to pay (agent/step_written.py). A figure grouped in thousands written bare beside
the verb ("52,300 bharya") is the sum. The unpaid part of a thing ("bakaya bhadu", "arrears of rent") is no compound
a record must write side by side (agent/rests_on.py). Asked "whether, and how much" in two clauses, the step's line
answers both, over a sum the matter only states as owed; a matter asked by its kind alone ("<x> writ") is itself the
thing paid for. Invented practices (a Gujarati rent suit, a Bengali writ of growers' dues)."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import owed_part
from tareekh.agent.step_written import _paid, whether_and_how_much
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build_rent(practice, folder) -> None:
    practice.registry.add_case(Case(id="R1", number="R.C.S. No. 41/2027", short_name="Zalavadiya shop tenancy",
                                    title="Hirabai Sonagra vs Dhanjibhai Zalavadiya", side="plaintiff"))
    practice.ingest_text("Tenancy admitted. Rent Rs. 2,100 per month. The defendant is directed to deposit the "
                         "bakaya of Rs. 52,300 (May 2026 to June 2027) in the court within 45 days and to go on "
                         "depositing the monthly rent.", name="r1 order.txt", case_id="R1", date="2027-08-11",
                         author="Court")
    practice.ingest_text("Zalavadiya dukan - Dhanjibhai 52,300 bharya - challan 20 September. Plaintiff's chief next.",
                         name="r1 note.txt", case_id="R1", date="2027-09-24", author="Lawyer")


@pytest.fixture(scope="module")
def rent(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "paid-in-own-verb", build_rent))


def test_a_deposit_asked_in_a_verb_of_asking_is_answered_by_the_step(rent):
    ans = rent.ask("Zalavadiya dukan case ma Dhanjibhai e bakaya bhadu court ma bharyu?", today="2027-11-02")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "52,300" in first and "24 Sep 2027" in first, ans.answer


def test_whether_and_how_much_is_answered_by_the_step_with_its_sum(rent):
    ans = rent.ask("Zalavadiya dukan case ma Dhanjibhai e bakaya bhadu bharyu? ketla?", today="2027-11-02")
    first = first_line(ans)
    assert first.startswith("Yes") and "52,300" in first and "24 Sep 2027" in first, ans.answer


def build_writ(practice, folder) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P.A. 2210/2027", short_name="Bishnupur jute writ",
                                    title="Lakhimi Krishak Samity vs The State", side="petitioner"))
    practice.ingest_text("The State shall place on record the sums due to the growers. It is stated that an amount "
                         "of Rs. 9,86,000/- is due to 212 growers.", name="w1 order.txt", case_id="W1",
                         date="2027-03-02", author="Court")
    practice.ingest_text("Bishnupur jute writ - affidavit of the SDO: Rs. 6,40,000 paid to 140 growers by bank "
                         "transfer on 19.05.2027. Balance after verification.", name="w1 note.txt", case_id="W1",
                         date="2027-06-08", author="Lawyer")


@pytest.fixture(scope="module")
def writ(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "writ-paid", build_writ))


def test_a_matter_asked_by_its_kind_is_the_thing_paid_for(writ):
    ans = writ.ask("Bishnupur jute writ e State taka diyechhe? koto?", today="2027-07-01")
    first = first_line(ans)
    assert first.startswith("Yes") and "6,40,000" in first, ans.answer


@pytest.mark.parametrize("text", ["Dhanjibhai 52,300 bharya - challan.", "Arrears 1,12,500 paid today."])
def test_a_bare_grouped_figure_beside_the_verb_is_a_sum_paid(text):
    assert _paid(text)


def test_a_page_or_count_without_a_grouped_figure_is_no_sum():
    assert not _paid("Dhanjibhai bharya - 3 pages filed.")


@pytest.mark.parametrize("text,asked", [("rent diya kya? kitna?", True), ("did he deposit the arrears? how much?", True),
                                        ("kitna jama kiya?", False), ("rent diya kya?", False)])
def test_whether_and_how_much_needs_both_clauses(text, asked):
    assert whether_and_how_much(text) is asked


@pytest.mark.parametrize("word,owed", [("arrears", True), ("bakaya", True), ("kudishika", True), ("thakit", True),
                                       ("rent", False), ("baki", False)])
def test_the_unpaid_part_of_a_thing_in_each_language(word, owed):
    assert owed_part(word) is owed
