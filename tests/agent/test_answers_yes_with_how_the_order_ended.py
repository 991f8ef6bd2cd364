"""A yes read from an order that goes on to end the matter ("… no objection to compounding. Offence compounded.
Accused is acquitted."): the answer says how the order ended it, beside the line that answers.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.order_end import how_it_ended
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

ORDER = ("ORDER 12.10.2026\nComplainant and accused present. Joint application filed that the dispute is compromised for\n"
         "Rs. 1,45,000/- paid today in cash before the court, and the complainant has no objection to compounding.\n"
         "Offence compounded under section 147 of the N.I. Act.\nAccused is acquitted under section 255(1) of the Cr.P.C.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="S.C.C. 902/2025", short_name="Sonawala cheque case",
                      title="Sonawala Traders vs Bhimsen Pathrikar", side="complainant"))
    practice.ingest_text(ORDER, name="n1 order.txt", case_id="N1", date="2026-10-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-with-order-end", build)


def test_a_compromise_answered_yes_says_the_acquittal_too(pr):
    a = pr.ask("Sonawala cheque case mein compromise hua kya?", today="2026-11-01")
    line = first_line(a)
    assert line.startswith("Yes") and "acquitted" in line, a.answer


def test_a_line_that_itself_ends_the_matter_adds_nothing():
    assert how_it_ended("Suit decreed with costs. Decree to be drawn.", "Suit decreed with costs.") is None
    assert how_it_ended("Bail granted. Case adjourned to 5.1.", "Bail granted.") is None


def test_the_not_of_a_sentence_glued_on_after_an_initialism_is_not_the_asked_one_s():
    from tareekh.agent.compose import _piece_with
    from tareekh.agent.lexicon import expand

    glued = "The objection of the O.P. does not survive. The shop is restored to the tenant Pathrikar."
    piece = _piece_with(glued, [expand("shop"), expand("restored")])
    assert piece.startswith("The shop is restored") and "not" not in piece
