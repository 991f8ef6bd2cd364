"""What a judge does when a situation arises, written in a typed note wrapped at its width: "<witness> again not
present. <judge> closed" / "the respondent's evidence by order." — the act goes on across the line's cut, and the
situation written in the sentence before it is what the act answered.

A small practice written for these tests (a recovery suit before one judge), with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

NOTES = [
    ("2025-04-08", "08.04.25 Rymsong recovery - bank's witness RW1 (branch manager) not present, bank sought time.\n"
                   "Duwarah madam: last chance to the bank. ND 13.5.25"),
    ("2025-05-13", "13.05.25 Rymsong recovery suit\nRW1 (branch manager) again not present, no process fee paid by "
                   "the bank. Duwarah madam closed\nRW1's evidence by order - \"enough chances given\". "
                   "Args next. ND 17.06.2025"),
    ("2025-06-17", "17.06.25 Rymsong recovery - our args 30 min. Duwarah madam asked for written notes of the "
                   "interest rate."),
    ("2025-02-11", "11.02.25 Rymsong recovery - PW2 our witness examined. Duwarah madam asked the bank to bring its "
                   "one-time settlement offer."),
    ("2025-03-11", "11.03.25 Rymsong recovery - Duwarah madam asked the bank's witness list to be filed in a week."),
    ("2025-07-15", "15.07.25 Rymsong recovery - Duwarah madam told the bank its witness affidavit was never filed."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. P. Duwarah, Civil Judge (Senior Division)", short="Duwarah madam"))
    reg.add_case(Case(id="R1", number="Money Suit No. 77 of 2024", short_name="Rymsong recovery suit",
                      title="Lamare Rymsong vs Hillside Cooperative Bank", judge_id="J1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"R1 {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-act-cut-line", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "Duwarah madam bank na saakshi na aave to shu kare che?",  # Gujarati
    "what does Duwarah madam do when the bank's witness does not come?",  # English
])
def test_the_judge_s_act_across_a_cut_line_answers_the_situation_before_it(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert "by order" in first_line(a), a.answer


def test_a_line_cut_after_its_verb_goes_on_and_a_numbered_line_does_not():
    from tareekh.agent.habits import lines_run_on
    from tareekh.events.text import sentences

    said = [s.text for s in lines_run_on(list(sentences("RW1 again not present. Duwarah madam closed\n"
                                                       "RW1's evidence by order.\n12.6 args")))]
    assert any("closed RW1's evidence by order" in t for t in said), said
    assert not any("order. 12.6" in t or "order 12.6" in t for t in said), said
