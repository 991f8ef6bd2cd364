"""A tenant's rent deposited into court, asked in a regional language typed in Latin letters ("rent court il
adakkan order kittiyo?"): the deposit is the court's word, read as the notes write it;
and an order sheet that "permits" the deposit states the act, so no answer says no record says it was passed. A small invented practice (a munsiff's tenancy suit)."""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="O.S. No. 41 of 2024", short_name="Pookunhi shop eviction",
                                    title="Marakkar vs Pookunhi", side="defendant"))
    practice.ingest_text("Pookunhi shop - our IA to deposit the rent in court filed; landlord refuses the rent "
                         "since March. Next 10.02.2025.", name="r1 note.txt", case_id="R1", date="2025-01-13",
                         author="Lawyer")
    practice.ingest_text("IN THE COURT OF THE MUNSIFF\nO.S. No. 41 of 2024 - I.A. No. 5 of 2025\n"
                         "10.02.2025   The defendant is permitted to deposit the monthly rent of Rs. 4,500/- into "
                         "court on or before the 5th of every month. Petition allowed. Posted to 24.03.2025.",
                         name="r1 order.txt", case_id="R1", date="2025-02-10", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "rent-deposit", build)


def test_the_deposit_typed_in_a_regional_language_is_read_as_the_notes_write_it():
    assert "deposit" in pivot("rent court il adakkan order kittiyo").split()


def test_a_deposit_the_order_permits_is_not_said_to_be_unrecorded(pr):
    a = pr.ask("Pookunhi case il rent court il adakkan order kittiyo", today="2025-04-01")
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert "permitted" in a.answer and "4,500" in a.answer, a.answer
