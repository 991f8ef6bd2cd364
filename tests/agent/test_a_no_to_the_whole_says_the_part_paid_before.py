"""Asked whether the whole sum was paid, a "No" read from the newest record (the balance still unpaid) says the part
paid on an earlier day beside it: its sum, its day and its record.

The yes/no reader answers from the newest line holding the question's words ("arrears still not paid"); the payment of
a part is written on another day, often in another verb ("deposited", "jama kiya") than the question's. Before, the
lawyer read "No" and never the sum paid; now "No — …. Paid before it: Rs. 18,000 on 5 Feb 2026 — … [n]".
A matter with no earlier payment keeps its plain "No".

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="R.C.O.P. No. 212 of 2025", short_name="Vazhuthacaud rent case",
                      title="Pazhanivel vs Kuzhandaivelu", side="petitioner"))
    reg.add_case(Case(id="T2", number="R.C.O.P. No. 219 of 2025", short_name="Sengottuvel rent case",
                      title="Sengottuvel vs Marudhachalam", side="petitioner"))
    notes = [
        ("T1", "2026-01-08", "Vazhuthacaud rent case - rent fixed at Rs. 6,000 a month; tenant directed to clear "
                             "the rent arrears before the next date."),
        ("T1", "2026-02-05", "Vazhuthacaud rent case - tenant deposited Rs. 18,000 in court towards rent arrears; "
                             "time sought for the rest. Next 20.03.2026."),
        ("T1", "2026-03-20", "Vazhuthacaud rent case - rent arrears balance still not paid by the tenant. "
                             "Court warned him. Next 24.04.2026."),
        ("T2", "2026-01-09", "Sengottuvel rent case - rent fixed at Rs. 5,000 a month; tenant directed to clear the "
                             "rent arrears."),
        ("T2", "2026-03-21", "Sengottuvel rent case - rent arrears still not paid by the tenant. Next 25.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-no-to-the-whole-says-the-part-paid", build)


@pytest.mark.parametrize("question", [
    "Vazhuthacaud rent case me tenant ne poora rent arrears de diya kya?",
    "Vazhuthacaud rent case la tenant muzhu rent arrears kattitaana?",
    "Vazhuthacaud rent case madhe tenant ne purna rent arrears bharle ka?",
])
def test_a_no_says_the_part_paid_before_with_its_day(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert line.startswith("No"), a.answer
    assert "18,000" in line and "5 Feb 2026" in line, a.answer


def test_a_no_with_nothing_paid_before_stays_plain(pr):
    a = pr.ask("Sengottuvel rent case me tenant ne poora rent arrears de diya kya?", today="2026-04-01")
    line = first_line(a)
    assert not line.startswith("Yes"), a.answer
    assert "Paid before it" not in line, a.answer
