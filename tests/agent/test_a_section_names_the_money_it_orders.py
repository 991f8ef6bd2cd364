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
