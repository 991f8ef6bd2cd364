"""A cheque case's interim compensation asked by its section ("143A paisa kattinaara?", Tamil typed in Latin
letters): the order directing "interim compensation … Rs. 84,000" is the sum asked, so a payment no later record
states is answered no, with the sum ordered and its day. A small invented practice (a magistrate's cheque case)."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def test_the_section_is_read_as_the_interim_compensation_it_orders():
    assert stem("compensation") in expand("143A".lower())


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="C.C. No. 908 of 2025", short_name="Tuladhar cheque case",
                                    title="Kalappurackal Traders vs Tuladhar", side="complainant"))
    practice.ingest_text("12.05.2025  Accused present. Plea recorded. The accused is directed to pay interim "
                         "compensation of 20% of the cheque amount, i.e. Rs. 84,000/- to the complainant within 60 "
                         "days. Next date 18.07.2025 for complainant's evidence.",
                         name="t1 order.txt", case_id="T1", date="2025-05-12", author="Court")
    practice.ingest_text("Tuladhar cheque case - CW1 affidavit filed. Accused's counsel sought time. Next 22.08.2025.",
                         name="t1 note.txt", case_id="T1", date="2025-07-18", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "section-money", build)


def test_the_section_s_money_unpaid_is_answered_with_the_sum_ordered(pr):
    line = first_line(pr.ask("Tuladhar 143A paisa kattinaara?", today="2025-09-01"))
    assert line.startswith("No"), line
    assert "84,000" in line and "12 May 2025" in line, line


def build_paid(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="C.C. No. 311 of 2025", short_name="Olikkal cheque case",
                                    title="Vellaparambil Agencies vs Olikkal", side="complainant"))
    practice.ingest_text("03.03.2025  Plea recorded. The accused is directed to pay interim compensation u/s 143A "
                         "of Rs. 60,000/- within 60 days. Next date 05.05.2025.",
                         name="v1 order.txt", case_id="V1", date="2025-03-03", author="Court")
    practice.ingest_text("Olikkal cheque case - accused deposited DD of Rs. 35,000 in court. Next 14.07.2025.",
                         name="v1 note.txt", case_id="V1", date="2025-05-05", author="Lawyer")
    practice.ingest_text("Olikkal - baaki 25,000 bhi jama ho gaya aaj. Next 20.09.2025.",
                         name="v1 note2.txt", case_id="V1", date="2025-07-14", author="Lawyer")


@pytest.fixture(scope="module")
def paid_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "section-money-paid", build_paid)


def test_the_section_s_money_paid_in_parts_is_answered_yes_with_each_part(paid_home, copy_home):
    """The yes of the sum ordered and each payment of it stands: no later reader takes it for a yes to a direction."""
    from tareekh.practice import Practice

    with Practice.open(copy_home(paid_home)) as pr:
        line = first_line(pr.ask("Olikkal ne 143A ka pura paisa de diya?", today="2025-08-01"))
    assert line.startswith("Yes"), line
    assert "35,000" in line and "25,000" in line and "60,000" in line, line


def test_the_yes_of_a_sum_ordered_and_paid_is_no_yes_to_a_direction():
    from tareekh.agent.paid_asked import _yes_to_a_direction

    told = ("Yes — the Rs. 60,000 ordered on 3 Mar 2025 [1] has been paid: Rs. 35,000 on 5 May 2025 [2], "
            "Rs. 25,000 on 14 Jul 2025 [3] — Rs. 60,000 in all.")
    assert not _yes_to_a_direction(told)
    assert _yes_to_a_direction("Yes — 3 Mar 2025, order sheet: 30% means Rs. 60,000 in 45 days [1].")


@pytest.mark.parametrize("typed", [
    "Has Olikkal deposited the full 143A money in court?",
    "Olikkal 143A er puro taka court e joma diyeche?",
])
def test_a_deposit_asked_is_answered_deposited(paid_home, copy_home, typed):
    """Asked whether the sum was deposited, the yes says it in that verb, not only "paid"."""
    from tareekh.practice import Practice

    with Practice.open(copy_home(paid_home)) as pr:
        line = first_line(pr.ask(typed, today="2025-08-01"))
    assert line.startswith("Yes") and "has been deposited" in line, line
