"""A person nobody holds, asked beside a real case type and a surname the practice has ("<Given> <Surname>'s
land reference"), is said back as no one of that name: never answered from the matter that shares the case type
or the surname. A given name the registry holds still finds its case.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-05-04", "L1", "LA Ref 7/2025 - Devavrat Hembram - collector's award challenged. Reply by State. ND 10.08.2026."),
    ("2026-06-11", "W1", "Teacher writ - State's affidavit filed. Witness for State: Sri Tapobrata Hembram, DEO. ND 02.09.2026."),
    ("2026-08-10", "L1", "LA Ref 7/2025 - Devavrat Hembram - sale deeds exhibited. ND 14.12.2026 for arguments."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="LA Ref. 7 of 2025", short_name="Hembram land reference",
                      title="Devavrat Hembram vs The State (LA Collector)"))
    reg.add_case(Case(id="W1", number="WP(C) 88 of 2026", short_name="Teacher writ", title="Shantala Horo vs The State"))
    for day, cid, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "given-name-nobody-holds", build)


@pytest.mark.parametrize("question", [
    "Naren Hembram er LA ref er porer date?",  # Bengali
    "Naren Hembram ke LA ref ki agli tareekh?",  # Hindi
    "Naren Horo da writ kado lagu?",  # Punjabi, a party's surname of another case
])
def test_a_given_name_nobody_holds_beside_a_known_surname_is_said_back(pr, question):
    a = pr.ask(question, today="2026-09-01")
    line = a.answer.splitlines()[0]
    assert line.startswith("There is no one called Naren"), a.answer
    assert "14 Dec 2026" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["NDOH Hembram land reference?", "LAST Hembram date?"])
def test_a_word_in_capitals_before_the_surname_is_no_given_name(pr, question):
    a = pr.ask(question, today="2026-09-01")
    assert not a.answer.startswith("There is no one called"), a.answer


def test_the_given_name_the_registry_holds_finds_its_case(pr):
    a = pr.ask("Devavrat Hembram er LA ref er porer date?", today="2026-09-01")
    assert "14 Dec 2026" in a.answer.splitlines()[0], a.answer
