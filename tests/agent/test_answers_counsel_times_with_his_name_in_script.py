"""How many times a counsel took time counts the notes that write his surname in the note's own script
("<surname in Assamese> উকীল অসুস্থ, … সময় বিচাৰিলে"), not only those that write it in Latin letters.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Bhaskorjyoti Hazarika"))
    reg.add_case(Case(id="R1", number="Revenue Misc. Case No. 61/2025", short_name="Habung patta case",
                      title="Hiranmoyee Deka vs Ratul Saikia", side="petitioner", counsel_id="OC1"))
    notes = [
        ("2026-02-10", "Habung patta case - Hazarika sought time to file objection. ND 17.03.2026"),
        ("2026-03-17", "ৰাজহ আদালত - হিৰণ্ময়ী ডেকাৰ গোচৰ 61/2025 | হাজৰিকা উকীল অসুস্থ, তেওঁৰ জুনিয়ৰে সময় বিচাৰিলে। "
                       "পৰৱৰ্তী তাৰিখ 28.04.2026"),
        ("2026-04-28", "Habung patta case - argued on the CO report. ND 09.06.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-times-name-in-script", build)


def test_a_counsel_s_times_count_the_note_in_script(pr):
    a = pr.ask("hazarika patta case e kimaan bar time loise?", today="2026-06-01")
    assert a.answer.lower().startswith("two times"), a.answer
    assert "17 Mar 2026" in a.answer, a.answer
