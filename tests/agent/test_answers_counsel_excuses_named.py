"""Asked a counsel's excuses for time, the lines that write the excuse down (held up in the sessions court, in the
High Court, unwell) come before lines that only say time was taken again.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sh. Omprakash Lad", short="CJSD", court="Civil Judge (Senior Division), Sangli"))
    reg.add_person(Counsel(id="OC1", name="Adv. Sarvesh Tirodkar"))
    reg.add_case(Case(id="P1", number="Spl. C.S. No. 61 of 2024", short_name="Haldankar partition",
                      title="Tejaswini Haldankar vs Ambarish Haldankar", judge_id="J1", counsel_id="OC1", side="plaintiff"))
    notes = [
        ("2026-01-08", "8/1 Haldankar partition. Tirodkar stuck in the sessions court, his junior took time. Next 5.2."),
        ("2026-02-05", "5/2 Haldankar partition. Tirodkar unwell, medical slip sent, time again. Next 4.3."),
        ("2026-03-04", "4/3 Haldankar partition. Tirodkar took time once more. Next 1.4."),
        ("2026-04-01", "1/4 Haldankar partition. Tirodkar took time, costs Rs 500. Next 6.5."),
        ("2026-05-06", "6/5 Haldankar partition. Tirodkar took time yet again. Next 3.6."),
        ("2026-06-03", "3/6 Haldankar partition. Tirodkar took time, costs Rs 1000. Next 8.7."),
        ("2026-07-08", "8/7 Haldankar partition. Tirodkar took time - last chance. Next 5.8."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"diary P1 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-excuses-named", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "Tirodkar ka time lene ka bahana kya kya raha?",  # Hindi
    "what excuses did Tirodkar give for time?",  # English
])
def test_a_counsel_s_excuses_are_the_lines_that_name_them(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert "sessions court" in line and "unwell" in line, a.answer
