"""Asked which matters lost a date to the court's side — a strike of the bar, the bench on tour or leave, a day with
no work — in any language ("in which matters did a date go by with no work", "किन मामलों में हड़ताल से तारीख
बढ़ी"), the answer lists those matters, each with its day: not the matters that are over (a date that "went by" is
no matter ended), not a day a side sought time, not a defence struck off. A small practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

TODAY = "2028-06-01"


def build(practice, tmp) -> None:
    cases = [
        ("Z1", "O.S. 41/2027", "Zutshi boundary suit", "Vaidyanathan vs Zutshi", "plaintiff"),
        ("Z2", "R.C.A. 9/2027", "Pendharkar rent appeal", "Pendharkar vs Kalsekar", "appellant"),
        ("Z3", "O.S. 77/2027", "Waghmode eviction", "Waghmode vs Kalsekar", "plaintiff"),
        ("Z4", "C.C. 310/2027", "Kalsekar cheque case", "Vaidyanathan vs Kalsekar", "complainant"),
        ("Z5", "O.S. 12/2026", "Pendharkar partition", "Pendharkar vs Pendharkar", "plaintiff"),
    ]
    for cid, number, short, title, side in cases:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side=side))
    notes = [
        ("Z1", "2028-02-14", "14.02.2028 Zutshi boundary suit - bar association boycott today, no work done. "
                             "Next 20.03.2028 for PW1 chief."),
        ("Z2", "2028-03-07", "०७.०३.२०२८ - पेंढारकर भाडे अपील - साहेब दौऱ्यावर. पुढील तारीख ११.०४.२०२८"),
        ("Z3", "2028-03-21", "21.03.2028 Waghmode eviction - rent arrears not deposited; we will move for defence "
                             "strike off. Next 25.04.2028 for issues."),
        ("Z4", "2028-04-05", "05.04.2028 Kalsekar cheque case - accused counsel sought time for cross of CW1, "
                             "granted. Next 10.05.2028."),
        ("Z5", "2028-01-19", "19.01.2028 Pendharkar partition - compromise recorded, the suit is decreed in terms "
                             "of the compromise. Disposed."),
    ]
    for i, (cid, day, text) in enumerate(notes):
        practice.ingest_text(text, name=f"note {i}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-side-days", build)


@pytest.mark.parametrize("question", [
    "in which matters did a date go by with no work - a strike or the judge on tour?",
    "konse cases me date bina kaam ke nikal gayi, hadtal ya sahab daure pe",
])
def test_the_matters_of_the_court_s_lost_days_are_listed(pr, question):
    a = pr.ask(question, today=TODAY)
    first = first_line(a)
    assert "Zutshi" in first and "Pendharkar rent" in first, a.answer
    assert "Waghmode" not in first and "Kalsekar cheque" not in first, a.answer
    assert "over" not in first and "partition" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_strike_asked_lists_only_the_days_the_bar_stayed_away(pr):
    a = pr.ask("किन मामलों में हड़ताल से तारीख बढ़ी?", today=TODAY)
    first = first_line(a)
    assert "Zutshi" in first, a.answer
    assert "Pendharkar" not in first and "Waghmode" not in first, a.answer


@pytest.mark.parametrize("question, over", [
    ("kin cases me tareekh nikal gayi bina sunwai ke", False),
    ("which matters had the hearing over without any work", False),
    ("kon kon se case nikal gaye", True),
    ("kin case ki date pe faisla hua", True),
    ("ethu ethu case mudinjuthu?", True),
])
def test_a_date_that_went_by_is_no_matter_ended(question, over):
    from tareekh.agent.disposed_across import asks_which_over

    assert asks_which_over(question) is over
