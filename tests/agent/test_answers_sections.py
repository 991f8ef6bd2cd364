"""A case called by a section of law it is not under is another case, said back; its own section still names it.

A lawyer names a criminal or quasi-criminal matter by its section ("the 406 case", "uska 125 wala matter"). When the
question gives a client's name together with a section the client's case is not under (the registry states its
sections, and none of its records writes the one asked), it asks about a matter the practice does not hold: the
answer says so instead of giving the other case's next date. Written for these tests, in other words than the data
sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

NOTES = [
    ("S1", "2025-06-02", "Maintenance (Meenal) - reply of the husband filed. Next 14.07.2025 for evidence."),
    ("S1", "2025-07-14", "Meenal maintenance - our PW-1 chief filed. Next 22.09.2025 for cross of PW-1."),
    ("S2", "2025-07-01", "Khanvilkar cheque case - accused absent, bailable warrant issued. Next 05.08.2025."),
    ("S2", "2025-08-05", "Khanvilkar cheque case - accused appeared, plea recorded. Next 30.09.2025 for CW-1."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="SC1", name="Meenal Deshpande"))
    reg.add_person(Client(id="SC2", name="Khanvilkar Traders"))
    reg.add_case(Case(id="S1", number="M.J. Petition No. 301 of 2024 u/s 125 Cr.P.C.", short_name="Meenal maintenance",
                      title="Meenal Deshpande vs Sandeep Deshpande", client_id="SC1", side="petitioner",
                      nature="maintenance for the wife and son"))
    reg.add_case(Case(id="S2", number="S.C.C. No. 902 of 2024", short_name="Khanvilkar cheque case",
                      title="Khanvilkar Traders vs Ajit More", client_id="SC2", side="complainant",
                      nature="complaint under Section 138 of the Negotiable Instruments Act"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sections", lambda p, _folder: build(p))


@pytest.mark.parametrize("question", ["Meenal ke 498A wale case ki agli date?",
                                      "When is Meenal's 406 case listed next?"])
def test_a_client_s_case_called_by_a_section_it_is_not_under_is_said_back_not_answered(pr, question):
    a = pr.ask(question, today="2025-08-01")
    assert "no case called" in a.answer, a.answer
    assert "22 Sep 2025" not in a.answer  # not the maintenance case's next date
    assert not a.citations


@pytest.mark.parametrize("question", ["Meenal ke 125 wale case ki agli date?",
                                      "Khanvilkar 138 case next date?"])
def test_a_case_called_by_its_own_section_is_answered(pr, question):
    a = pr.ask(question, today="2025-08-01")
    assert "no case called" not in a.answer, a.answer
    assert a.answer.startswith("Next date"), a.answer


def test_a_section_the_case_s_records_write_still_names_it(pr):
    pr.ingest_text("Meenal maintenance - husband says a 498A complaint of hers is pending at the women's cell.",
                   name="note S1 2025-07-20.txt", case_id="S1", date="2025-07-20", author="Lawyer")
    a = pr.ask("Meenal ke 498A wale case ki agli date?", today="2025-08-01")
    assert "no case called" not in a.answer, a.answer
