"""An interim order asked by that name ("what interim order was given?", "stay ichchara?") is one the court wrote in
its own words — "status quo shall be maintained", "kept in abeyance" — which the event reader reads as an interim
order at ingest: the answer quotes that order, never "nothing in your notes says the interim order was passed". A
small practice written for this test (invented names, a writ before a High Court)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. No. 5512 of 2026", short_name="Yeshe pasture writ",
                      title="Yeshe Dolkar vs State", side="petitioner"))
    practice.ingest_text("Yeshe pasture writ - notice issued to the respondents, counter in four weeks.",
                         name="w1 note.txt", case_id="W1", date="2026-02-02", author="Lawyer")
    practice.ingest_text("ORDER\nPending further orders, status quo as on today shall be maintained in respect of the "
                         "grazing permit of the petitioner. Post after four weeks.", name="w1 order.txt",
                         case_id="W1", date="2026-03-09", author="Court")
    reg.add_case(Case(id="W2", number="W.P. No. 5519 of 2026", short_name="Lobsang quarry writ",
                      title="Lobsang Tenzing vs State", side="petitioner"))
    practice.ingest_text("Lobsang quarry writ - admitted, counter called for. No interim relief prayed today.",
                         name="w2 note.txt", case_id="W2", date="2026-03-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "interim-own-words", build)


@pytest.mark.parametrize("asked", ["Yeshe writ lo emi interim order ichindi?",
                                   "Yeshe pasture writ mein kya interim order diya gaya?"])
def test_status_quo_is_the_interim_order_passed(pr, asked):
    a = pr.ask(asked, today="2026-05-01")
    first = first_line(a)
    assert not first.startswith("Nothing in your notes"), a.answer
    assert "status quo" in a.answer, a.answer


def test_a_matter_with_no_such_order_is_still_said_to_have_none(pr):
    a = pr.ask("Lobsang quarry writ lo emi interim order ichindi?", today="2026-05-01")
    assert "status quo" not in a.answer, a.answer
