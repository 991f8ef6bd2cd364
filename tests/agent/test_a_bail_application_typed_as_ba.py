""""BA" is the bail application in every Indian court's shorthand ("<accused> ka BA allow hua?", "<accused> BA allow
ayyinda? eppudu?"): asked whether it was allowed, the answer is the order that grants or refuses the bail, with its day
— not the oldest note that types the letters "BA" beside the accused's name and the High Court's seat. A case's number
("BA 1234/2027") is no such question. A small practice written for this test (invented names, a High Court)."""

from __future__ import annotations

import pytest

from tareekh.agent.court_short_forms import court_shorts_typed
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def test_ba_typed_is_the_bail_application_but_not_before_its_number():
    assert court_shorts_typed("Bhikhamram ka BA allow hua kya?") == ["bail application"]
    assert court_shorts_typed("BA 1234/2027 next date?") == []


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H4", number="B.A. No. 1234 of 2027", short_name="Bhikhamram bail",
                      title="Bhikhamram vs State", side="petitioner"))
    practice.ingest_text("Ranthali - Bhikhamram BA 1234 - APP sought time for the case diary. Next 14.10.2027.",
                         name="h4 chat.txt", case_id="H4", date="2027-09-20", author="Lawyer")
    practice.ingest_text("Ranthali - Bhikhamram BA 1234 - case diary not received; APP took time again.",
                         name="h4 note.txt", case_id="H4", date="2027-10-14", author="Lawyer")
    practice.ingest_text("ORDER\nHeard. The petitioner is in custody since 02.06.2027 and the charge-sheet has been "
                         "submitted. The petitioner is directed to be released on bail on furnishing a bail bond of "
                         "Rs. 20,000/- with two sureties.", name="h4 order.txt", case_id="H4", date="2027-11-22",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bail-application-typed-ba", build)


@pytest.mark.parametrize("asked", ["Bhikhamram ka BA Ranthali me allow hua tha kya? kab?",   # Hindi
                                   "Bhikhamram BA allow ayyinda? eppudu?"])     # Telugu
def test_a_ba_asked_allowed_is_answered_by_the_bail_order_with_its_day(pr, asked):
    a = pr.ask(asked, today="2028-01-10")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "22 Nov 2027" in first, a.answer
    assert cited_ok(pr, a)
