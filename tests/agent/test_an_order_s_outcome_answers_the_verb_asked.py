"""A yes or no asked by an order's own verb ("AB allow ayyinda?", "AB allow hua kya?") is answered from the order
whose outcome the rules read as that verb ("The petition … is allowed."), though the sentence that names the thing
(the bail) is the next one and says it as a direction ("shall be released on bail"): before, the note that only
named the matter ("<name> AB - notice to PP") ranked first by the words that named the matter, and the answer
hedged "Not clearly on record". A day asked apart after it ("… yaava date order?") is the same yes or no, not a
second question. A small practice written for this test (invented names, a sessions court)."""

from __future__ import annotations

import pytest

from tareekh.agent.halves import questions
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def test_a_day_asked_apart_is_no_second_question():
    assert questions("Yanglem AB allow hua? kaunsa date order?") == []
    assert questions("counter file hua? reply file hua?") == ["counter file hua", "reply file hua"]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Crl. Misc. No. 2209 of 2025", short_name="Yanglem AB",
                      title="Yanglem Thoiba vs State", side="petitioner"))
    practice.ingest_text("Yanglem AB (cheating FIR) - notice to PP, interim: no coercive steps till next date. "
                         "Next 18.07.2025.", name="a1 note.txt", case_id="A1", date="2025-07-04", author="Lawyer")
    practice.ingest_text("ORDER\nThe petition under Section 482 BNSS is allowed. In the event of arrest, the "
                         "petitioner shall be released on bail on executing a personal bond for Rs. 75,000 with two "
                         "sureties for the like sum.", name="a1 order.txt", case_id="A1", date="2025-07-18",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "outcome-verb-asked", build)


@pytest.mark.parametrize("asked", ["Yanglem AB allow ayyinda?", "Yanglem AB allow hua kya?",
                                   "was Yanglem AB allowed?"])
def test_the_order_s_outcome_answers_yes_with_its_day(pr, asked):
    a = pr.ask(asked, today="2025-10-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "18 Jul 2025" in first, a.answer
    assert cited_ok(pr, a)


def test_the_order_s_day_asked_apart_is_answered_once(pr):
    a = pr.ask("Yanglem AB allow hua? kaunsa date order?", today="2025-10-01")
    first = first_line(a)
    assert first.startswith("Yes") and "18 Jul 2025" in first, a.answer
    assert first.count("Yes") == 1, a.answer
