"""A judge asked what they ordered or said in one month ("<surname> J ne March mein kya order kiya?") is asked of
that occasion, not of their ways: the order of that month answers, not the bench's words on another day; the
surname typed with "J" is the judge's though a counsel bears it too; and a court's order the lawyer filed as a
note, known by its coram naming the judge, is the court speaking.

A small practice written for these tests (a pension writ), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

ORDER = """HIGH COURT OF JUDICATURE
W.P. No. 6612 of 2025
Mrinalini Wagholi  ....  Petitioner        -versus-        State and others  ....  Respondents
CORAM: JUSTICE P.K. BHONSLE
Order No. 05                       ORDER                        09.03.2026
1. Heard through video conferencing.
2. Reply affidavit of respondent No. 2 is filed. It states that the pension file was closed by Memo No. 77 of 2019
and arrears of Rs. 2,41,600 were sent to the treasury in 2020. Counsel for the petitioner says nothing was received.
3. The Treasury Officer shall file a statement of the payment with the vouchers.
4. List on 20.04.2026.                                                          (P.K. Bhonsle) Judge
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Justice P.K. Bhonsle", short="Bhonsle J"))
    reg.add_person(Counsel(id="OC1", name="Smt. Rukmini Bhonsle"))
    reg.add_case(Case(id="W1", number="W.P. No. 6612 of 2025", short_name="Mrinalini pension writ",
                      title="Mrinalini Wagholi vs State", side="petitioner", judge_id="J1", counsel_id="OC1"))
    practice.ingest_text("Mrinalini writ - Bhonsle J: \"why was the widow made to wait six years?\" Notice to "
                         "State. Next 09.03.2026.", name="note W1 2026-01-12.txt", case_id="W1", date="2026-01-12",
                         author="Lawyer")
    practice.ingest_text(ORDER, name="order copy W1.txt", case_id="W1", date="2026-03-09", author="Lawyer")
    practice.ingest_text("Mrinalini writ - Bhonsle J: \"the treasury cannot keep a widow's money\". Next "
                         "18.05.2026.", name="note W1 2026-04-20.txt", case_id="W1", date="2026-04-20",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-one-month", build)


@pytest.mark.parametrize("question", ["Bhonsle J ne March mein Mrinalini writ mein reply dekh ke kya order kiya?",
                                      "Bhonsle J March-la Mrinalini writ-la reply paathu enna order pottaar?",
                                      "What order did Bhonsle J make in March in the Mrinalini writ after the reply?"])
def test_a_judge_asked_of_one_month_is_answered_with_that_month_s_order(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "Memo No. 77 of 2019" in line or "2,41,600" in line, a.answer
    assert "treasury cannot keep" not in line, a.answer
