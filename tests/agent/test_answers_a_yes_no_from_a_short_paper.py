"""A yes/no a short paper answers across its lines: a police station's attendance register names the station in its
heading and the signature in a row, so no one line holds both "PS" and "signature". A small bail practice written
for this test (Nurpur)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

REGISTER = """NURPUR POLICE STATION
Attendance register (bail condition) - FIR No. 214/2025
Name: Tenzing Soren s/o Dorje Soren    Date: 03.11.2025   Time: 11.05 am   Sign: Tenzing
Earlier: 06.10.2025 ✓  20.10.2025 ✓
sd/- HC"""


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="Bail Application No. 77 of 2025", short_name="Tenzing bail",
                                    title="Tenzing Soren vs State", side="petitioner"))
    practice.ingest_text("Tenzing bail - allowed. Bond Rs 30,000, one surety; to mark attendance at Nurpur PS on "
                         "alternate Mondays till the charge sheet.", name="tenzing 1.txt", case_id="K1",
                         date="2025-09-29", author="Lawyer")
    drop_file(practice, tmp, "IMG-20251103-WA0012.jpg.txt", REGISTER, "K1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "short-paper", build)


@pytest.mark.parametrize("q", [
    "is tenzing going to nurpur PS for signature regularly?",
    "is tenzing signing at the PS?",
])
def test_a_register_answers_yes_though_its_heading_and_its_row_are_different_lines(pr, q):
    a = pr.ask(q, today="2025-11-10")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "03.11.2025" in first, a.answer
    assert cited_ok(pr, a)
