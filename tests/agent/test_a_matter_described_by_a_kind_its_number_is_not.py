"""A matter described by a place and a kind ("<village> wale godown ka suit") that points, by the place in
a client's address, at a case whose number is another kind of proceeding (an industrial reference, a complaint) fits
no case: "No such case", never that case's next date. A case whose number is a suit by the registry's table of types
("T.S.", "R.C.S.") is still the one so described."""

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line


def build(practice, number: str) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Somaru Dhanora (workman), Kurkheda"))
    reg.add_case(Case(id="R1", number=number, short_name="Dhanora matter",
                      title="Somaru Dhanora vs Gondpipri Vanaspati", client_id="CL1", side="petitioner",
                      court="Labour Court", stage="arguments", next_date="2026-06-10"))
    practice.ingest_text("4.5.26 Dhanora matter - he ran the packing godown of the mills at Kurkheda. Written "
                         "arguments filed by both sides. ND 10.6.26.",
                         name="d.txt", case_id="R1", date="2026-05-04", author="Lawyer")


@pytest.mark.parametrize("question", ["kurkheda wale godown ka suit kab hai?", "kurkheda godown suit next date?"])
def test_a_suit_described_by_a_place_fits_no_industrial_reference(practice, question):
    build(practice, "I.D. Reference No. 31 of 2025")
    line = first_line(practice.ask(question, today="2026-05-20"))
    assert line.startswith("No such case"), line


def test_a_title_suit_so_described_is_still_that_suit(practice):
    build(practice, "T.S. No. 31 of 2025")
    line = first_line(practice.ask("kurkheda wale godown ka suit kab hai?", today="2026-05-20"))
    assert not line.startswith("No such case") and "10 Jun 2026" in line, line
