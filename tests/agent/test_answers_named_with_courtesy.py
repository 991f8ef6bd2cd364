"""A case named by its client with a courtesy word and a possessive ("Bhosale sahab ke suit") is that case, even when
the question also names a party who has a case of its own.

"Bhosale sahab ke suit mein Sahyadri Kalpataru ki amendment wali arzi": Sahyadri Kalpataru is a defendant in
Bhosale's suit (its notes call it D-3) and the opposite party of another case whose name it fills; the suit named
with its kind word is the one asked about, and its note on the amendment answers. A small practice written for
these tests, in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

NOTES = [
    ("P1", "2025-06-10", "Bhosale suit - D-3 Sahyadri Kalpataru moved an amendment application to add a plea of limitation."),
    ("P1", "2025-09-02", "Bhosale suit - amendment application of D-3 rejected; they will go in revision. Next 14.11.2025."),
    ("P2", "2025-07-01", "Sahyadri refund complaint - version of the builder filed. Next 20.10.2025."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="PC1", name="Vitthal Bhosale"))
    reg.add_person(Client(id="PC2", name="Neha Kulkarni"))
    reg.add_case(Case(id="P1", number="R.C.S. No. 90 of 2021", short_name="Bhosale land suit",
                      title="Vitthal Bhosale vs Ganpat More and others", client_id="PC1", side="plaintiff",
                      nature="suit for declaration; D-3 is a builder who bought from D-1"))
    reg.add_case(Case(id="P2", number="Consumer Complaint No. 55 of 2024", short_name="Sahyadri Kalpataru refund",
                      title="Neha Kulkarni vs Sahyadri Kalpataru Pvt. Ltd.", client_id="PC2", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "courtesy-named", lambda p, _folder: build(p))


def test_the_suit_named_by_its_client_with_sahab_ke_is_the_case_asked(pr):
    a = pr.ask("Bhosale sahab ke suit mein Sahyadri Kalpataru ki amendment wali arzi ka kya hua?", today="2025-10-01")
    assert not a.answer.startswith("Nothing in your notes"), a.answer
    assert "rejected" in a.answer
    assert "Sahyadri Kalpataru refund" not in a.answer.splitlines()[0]
