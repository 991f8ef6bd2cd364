"""A case asked by the words its registry entry describes it with, not by its short name.

The lawyer names a claim by the claimant and the kind of claim ("<claimant> accident claim"): the word "accident" is
written only in the case's court's name ("Motor Accident Claims Tribunal"), and no note of the case writes it. Those words describe this case, not another matter:
the answer is the case's next date, never "No such case". A word neither the registry nor any note of the case
writes ("<claimant> dacoity trial") still names another matter.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-10-06"

NOTES = [
    ("2025-08-12", "MACP 44/25 Korvanthi v. Pellakuru Roadlines. Claimant's chief affidavit tendered, wage slips "
                   "marked. Next date 09.09.2025 for cross of PW1."),
    ("2025-09-09", "Korvanthi claim - PW1 crossed by the insurer's counsel on the helmet and the licence. Next date "
                   "21.10.2025 - insurer's evidence."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Ilavenil Korvanthi"))
    reg.add_case(Case(id="A1", number="M.A.C.P. No. 44 of 2025", short_name="Korvanthi claim",
                      title="Ilavenil Korvanthi vs Pellakuru Roadlines", client_id="K1", side="claimant",
                      nature="claim u/s 166 MV Act for the death of Thozhuvoor Anbazhagi, run over by a tanker lorry",
                      court="Motor Accident Claims Tribunal, Bench II"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"diary {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "named-by-its-description", build)


@pytest.mark.parametrize("question", [
    "korvanthi accident claim next date?",
    "ilavenil accident claim ki agli tareekh?",
])
def test_a_word_of_the_registry_s_description_names_the_case_itself(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert not line.startswith("No such case"), a.answer
    assert "21 Oct 2025" in line, a.answer


def test_a_word_neither_the_registry_nor_the_notes_write_is_still_another_matter(pr):
    a = pr.ask("korvanthi dacoity trial next date?", today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer
