"""A salary asked without naming the paper ("Zachariah ki last salary kitni thi?") is read from the case's pay paper
(a wage slip whose figures are set apart by bars), its gross and net — not a sum a chat writes beside "wages". A
small practice written for this test (a labour court matter, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

SLIP = ("VEDHANT SPINNING MILLS LTD - WAGE SLIP FOR MARCH 2024\n"
        "Worker: T. Zachariah   Token No: 4471\n"
        "Basic 11,450 | Dearness allowance 3,100 | Night shift 900 | Gross 15,450\n"
        "PF 1,374 | Net 14,076\n")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="I.D. No. 52 of 2024", short_name="Zachariah termination dispute",
                                    title="T. Zachariah vs Vedhant Spinning Mills Ltd", side="petitioner"))
    drop_file(practice, tmp, "wage slip march.txt", SLIP, "W1")
    practice.ingest_text("Zachariah termination dispute: management offers 2 lakh; back wages alone come to about "
                         "4 lakh. Client to decide. Next 10.09.2024.", name="w1 aug.txt", case_id="W1",
                         date="2024-08-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "wage-slip", build)


def test_a_salary_asked_without_naming_the_slip_is_the_slip_s_gross_and_net(pr):
    a = pr.ask("Zachariah ki last salary kitni thi?", today="2024-09-01")
    first = first_line(a)
    assert "15,450" in first and "4,00,000" not in first, a.answer
