"""'What did <their counsel> argue at <a hearing>?' — asked with the English verb and the language's own past "did"
("argue korlo", "argue pannaar", "argue maadidru") — asks what they said then, not their habits across the matter
(agent/argued.py): the answer holds what the note records them arguing.

Invented practice: a rent control petition whose landlord's counsel sought time twice and argued once."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC9", name="Venkatachalapathy"))
    reg.add_case(Case(id="R1", number="R.C.O.P. No. 61 of 2026", short_name="Tambaram rent petition",
                      title="Thenmozhi vs Perumal", side="respondent", counsel_id="OC9"))
    practice.ingest_text("Tambaram rent - 10.06.2026. Venkatachalapathy sought time, client unwell. ND 08.07.2026",
                         name="rent 10 jun.txt", case_id="R1", date="2026-06-10", author="Lawyer")
    practice.ingest_text(
        "Tambaram rent - 08.07.2026. Stay application heard. Venkatachalapathy: the tenant never sent rent by money "
        "order, the receipts are fabricated, and the landlord needs the shop for his son's pharmacy. Orders reserved. "
        "ND 05.08.2026", name="rent 8 jul.txt", case_id="R1", date="2026-07-08", author="Lawyer")
    practice.ingest_text("Tambaram rent - 05.08.2026. Venkatachalapathy sought time again. Stay granted. "
                         "ND 09.09.2026", name="rent 5 aug.txt", case_id="R1", date="2026-08-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-argued", build)


@pytest.mark.parametrize("question", ["venkatachalapathy stay hearing e ki argue korlo?",  # Bengali
                                      "venkatachalapathy stay hearing la enna argue pannaar?",  # Tamil
                                      "venkatachalapathy stay hearing alli enu argue maadidru?",  # Kannada
                                      "venkatachalapathy ne stay hearing mein kya argue kiya?"])  # Hindi
def test_what_their_counsel_argued_once_is_what_the_note_records_them_saying(pr, question):
    a = pr.ask(question, today="2026-09-01")
    assert "money order" in a.answer.split("\n- ")[0] or "money order" in a.answer.splitlines()[0], a.answer
