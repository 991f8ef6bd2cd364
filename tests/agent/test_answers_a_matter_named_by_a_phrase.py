"""A matter named by a phrase of its own words, nothing asked of it ("ganeshpeth wali dukan", "wardha highway
accident case"): where it stands — its last hearing and its next date — not two lines quoted without a date.
The phrase's words must be one matter's own (its registry entry or its records; an Indian language's word for a
shop may be held as "shop"); words no one matter holds, or a question mark, leave it to the other readers.
Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="R.C.A. No. 44 of 2025", short_name="Chiplunkar shop eviction",
                      title="Malati Chiplunkar vs Iqbal Rangwala", side="applicant"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 77 of 2025", short_name="Barve accident claim",
                      title="Sunanda Barve vs Vidarbha Roadlines", side="claimant"))
    practice.ingest_text("Chiplunkar eviction - applicant needs the shop at 31 Ganeshpeth Bazar for her son's clinic. "
                         "Tenant's reply filed. ND 15.09.2025 for evidence.", name="chiplunkar 2.7.txt",
                         case_id="R1", date="2025-07-02", author="Lawyer")
    practice.ingest_text("Barve claim - deceased hit by a tanker on the Wardha highway near Seloo. Insurer's WS "
                         "filed. Next 20.09.2025 for issues.", name="barve 9.7.txt", case_id="M1",
                         date="2025-07-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "matter-named-by-a-phrase", build)


@pytest.mark.parametrize("phrase, day, name", [
    ("ganeshpeth wali dukan", "15 Sep 2025", "Chiplunkar"),  # the place of the shop, a Hindi word for it
    ("wardha highway accident case", "20 Sep 2025", "Barve"),  # the road of the accident, and the kind of case
])
def test_a_phrase_naming_one_matter_answers_its_next_date_first(pr, phrase, day, name):
    a = pr.ask(phrase, today="2025-08-20")
    first = first_line(a)
    assert name in first and f"Next date" in first and day in first, a.answer
    assert cited_ok(pr, a)


def test_a_phrase_no_one_matter_holds_whole_is_not_taken_for_a_matter(pr):
    a = pr.ask("ganeshpeth highway", today="2025-08-20")
    assert not first_line(a).startswith("Last hearing in"), a.answer
