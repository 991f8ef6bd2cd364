"""A witness asked "who" by their role ("<matter> il doctor witness aara?", "namukk vendi vanna doctor aaraanu?",
"<matter> mein doctor kaun tha?") is the witness the notes number and describe so: the answer names them first.

Two causes were behind such questions going unanswered: the spoken forms of a language's "who" (Malayalam "aara",
"aaraa", "aaraanu" beside "aaru") were read as a person's name, and a "who" asked of a role with no note naming a
holder of it was searched as a topic, though the matter's notes number a witness of that role. A small practice
written for these tests (a motor accident claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.who_words import who_asked
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="M.A.C.T. O.P. No. 512 of 2024", short_name="Pathrose accident claim",
                                    title="Pathrose Thekkumkattil vs Sleeva Transports", side="petitioner"))
    notes = [
        ("2025-02-10", "OP 512/2024 Pathrose - PW1 Pathrose chief affidavit filed, cross by insurer part heard. "
                       "ND 12.03.2025."),
        ("2025-03-12", "PW2 Dr. Aleyamma Oommen (Neurologist, Mission Hospital) examined - head injury, 30% "
                       "permanent disability. Insurer cross: no CT report produced. ND 09.04.2025 - R2 evidence."),
        ("2025-04-09", "RW1 (Asst. Manager of the insurer) examined - policy admitted. Arguments on 14.05.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-who-role", build)


@pytest.mark.parametrize("typed", ["aara", "aaraa", "aaraanu", "aarokke", "aaru"])
def test_the_spoken_forms_of_who_in_malayalam_ask_who(typed):
    assert who_asked(f"doctor {typed}")


@pytest.mark.parametrize("question", [
    "pathrose case il doctor witness aara",                 # Malayalam, spoken "who"
    "pathrose case il namukk vendi vanna doctor aaraanu",   # Malayalam: the doctor who came for us
    "pathrose case mein doctor kaun tha",                   # Hindi: no witness word at all
    "pathrose case la doctor saatchi yaaru",                # Tamil
])
def test_a_role_asked_who_is_the_witness_of_that_role_by_name(pr, question):
    a = pr.ask(question, today="2025-05-01")
    assert "Aleyamma" in first_line(a), a.answer
