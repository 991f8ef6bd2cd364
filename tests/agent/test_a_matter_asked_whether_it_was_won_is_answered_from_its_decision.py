"""A matter asked whether it was won, in any language's verb of winning ("appeal gelichama?", "vazhakku
jeyichuda?", "case jeet gaye?"), is answered Yes or No from the order that decided it — no record writes "won" —
and goes on with what came of it (a remand). A respondent's matter is not read the court's way round, and a name
that is a verb of winning elsewhere ("Jeet") asks nothing of the kind. A small practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.agent.won_words import won_asked
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="A.S. No. 14 of 2025", short_name="Ponnaganti land appeal",
                      title="Ponnaganti Venkatalakshmi vs Revenue Divisional Officer", side="appellant"))
    reg.add_case(Case(id="W2", number="C.C. No. 61 of 2024", short_name="Kuppuswamy tractor complaint",
                      title="Kuppuswamy vs Eshwarappa Motors", side="complainant"))
    reg.add_case(Case(id="W3", number="C.M.A. No. 9 of 2025", short_name="Hanumanthegowda appeal",
                      title="Hanumanthegowda vs Lalthangpuia", side="respondent"))
    practice.ingest_text("Ponnaganti land appeal - arguments heard, orders reserved. Next 10.03.2025.",
                         name="w1 a.txt", case_id="W1", date="2025-02-11", author="Lawyer")
    practice.ingest_text("ORDER\nThe mutation was effected without notice to the appellant. The appeal is allowed. "
                         "The matter is remanded to the Tahsildar for fresh enquiry within six weeks.",
                         name="w1 order.txt", case_id="W1", date="2025-03-10", author="Court")
    practice.ingest_text("ORDER\nThe complainant has not proved any defect in the tractor. The complaint is "
                         "dismissed. No costs.", name="w2 order.txt", case_id="W2", date="2025-04-22", author="Court")
    practice.ingest_text("ORDER\nThe appeal is allowed and the award of the tribunal is modified.",
                         name="w3 order.txt", case_id="W3", date="2025-05-02", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "won-asked", build)


@pytest.mark.parametrize("asked", ["Ponnaganti appeal gelichama?", "Ponnaganti land appeal jeet gaye kya?",
                                   "Did we win the Ponnaganti land appeal?"])
def test_an_appeal_allowed_is_a_yes_with_its_day_and_what_came_of_it(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "10 Mar 2025" in first and "allowed" in first, a.answer
    assert "remanded" in first, a.answer  # what came of it, from the same record
    assert cited_ok(pr, a)


def test_a_complaint_dismissed_is_a_no(pr):
    a = pr.ask("Kuppuswamy tractor complaint jeyichuda?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "22 Apr 2025" in first and "dismissed" in first, a.answer


def test_the_other_side_s_appeal_allowed_is_no_win_for_a_respondent(pr):
    a = pr.ask("Hanumanthegowda appeal geddidiva?", today="2025-06-01")
    assert not first_line(a).startswith("Yes"), a.answer


@pytest.mark.parametrize("asked,won", [("appeal jinkla ka?", True), ("case jeetey?", True),
                                       ("vazhakku jeyichuda?", True), ("appeal gelichama", True),
                                       ("Jeet Singh ki bail hui?", False), ("jeetham kitna hai?", False),
                                       ("jitna bhi diya?", False), ("Jitendra ka cross hua?", False)])
def test_the_verbs_of_winning_are_read_in_each_language_and_a_name_is_not(asked, won):
    assert won_asked(asked) is won
