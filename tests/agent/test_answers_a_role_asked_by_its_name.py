"""Who holds a role, asked as "<role> name - <matter>" (no "who"), when the order names the person
by the appointment ("Sri R. Ishwarappa Gundmi, Advocate, appointed as Advocate Commissioner"): the name the order
gives, not the lines that only mention the role.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="B1", number="O.S. No. 415 of 2025", short_name="Chowdappa drain suit",
                                    title="Chowdappa Nelagudda vs Municipal Council", side="plaintiff",
                                    next_date="2026-12-20"))
    notes = [
        ("2026-03-11", "11.03.2026: I.A. No. 88 of 2026 allowed. Sri R. Ishwarappa Gundmi, Advocate, appointed as "
                       "Court Commissioner to inspect the drain with a surveyor. Call on 20.05.2026."),
        ("2026-05-20", "Chowdappa drain suit - commissioner report filed; drain encroaches 3 ft. Next 20.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"B1 {day}.txt", case_id="B1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "role-by-name", build))


@pytest.mark.parametrize("asked", ["court commissioner name - Chowdappa drain suit",
                                   "commissioner name in Chowdappa drain suit"])
def test_the_role_asked_by_its_name_is_the_person_appointed(pr, asked):
    answer = first_line(pr.ask(asked, today="2026-12-01"))
    assert answer.startswith("Ishwarappa Gundmi"), answer
