"""A suit described by its place and its kind, with the word for a suit spelt with a "w" ("dawa", "daawa", "dawo"
— Hindi, Urdu, Gujarati as typed in Latin letters), at a place where the practice has no suit: "No such case", never
another matter's notes. Before, "dawa" was no word for a case (only "dava" was), so the description named nothing,
and the answer quoted the nearest lines of the whole practice as if they were the suit's. The suit the practice
does hold, called by its own place, is still answered.

Invented practice: one partition suit at Paltanpur."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="S1", number="R.C.S. No. 31 of 2027", short_name="Paltanpur partition suit",
        title="Sulochni Jhelkar vs Hathundi Jhelkar", side="plaintiff", next_date="2028-02-14",
        nature="partition of ancestral agricultural land", court="Civil Judge (S.D.), Paltanpur"))
    for day, text in (("2027-10-04", "4/10/27 Paltanpur partition suit RCS 31/27\nWS of defendants filed, share "
                                     "of 1/3 denied. ND 20/11/27 for issues."),
                      ("2027-11-20", "20/11/27 Paltanpur partition suit RCS 31/27\nIssues framed. Plaintiff's "
                                     "affidavit in chief to be filed. ND 14/2/28.")):
        practice.ingest_text(text, name=f"diary {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "dawa-elsewhere", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "kuchaman vali vaheMchani dawa ni aagli mudat kyare che",  # Gujarati in Latin letters
    "pindwara wale batwara dawa ki agli tareekh kya hai",  # Hindi
    "sorkhi wala taqseem ka daawa kab lagega",  # Urdu
])
def test_a_suit_by_place_and_kind_the_practice_does_not_hold_is_no_such_case(pr, question):
    a = pr.ask(question, today="2028-01-10")
    assert first_line(a).startswith("No such case"), a.answer
    assert "14 Feb" not in a.answer and "Issues framed" not in a.answer, a.answer


def test_the_suit_called_by_its_own_place_is_answered(pr):
    a = pr.ask("paltanpur wala dawa kab hai", today="2028-01-10")
    assert "14 Feb" in first_line(a), a.answer
