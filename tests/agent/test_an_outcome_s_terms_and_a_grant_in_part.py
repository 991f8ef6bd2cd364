"""A yes or no asked of a grant (bail, an injunction) answered with the grant's terms, wherever the order writes them,
and an injunction petition allowed in part answered "In part", never "not yet" from a later line that only asks of
it (an issue framed, "Is the plaintiff entitled to injunction?"). A small invented practice: a bail matter whose
order writes the bond's sum before "Bail petition allowed.", and a suit whose injunction petition was allowed in part
on a deposit."""

from __future__ import annotations

import pytest

from tareekh.agent.outcome_asked import _terms_after
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="B1", number="Bail Petition No. 771 of 2025", short_name="Pethkar bail",
                                    title="Odhran Pethkar vs State", side="petitioner"))
    practice.registry.add_case(Case(id="S1", number="Original Suit No. 93 of 2025", short_name="Mhaiskar orchard suit",
                                    title="Zuber Mhaiskar vs Ranjolkar & Ors.", side="plaintiff"))
    practice.ingest_text("Pethkar bail - case diary called for. Next 09.06.2025.",
                         name="b1 note.txt", case_id="B1", date="2025-05-30", author="Lawyer")
    practice.ingest_text("IN THE COURT OF THE SESSIONS JUDGE\nB.P. 771/2025\n09.06.2025 Case diary received. Heard both sides. The petitioner is in custody since "
                         "02.05.2025. Considering the period of custody and that investigation is nearly complete, the "
                         "petitioner is directed to be released on bail on furnishing bail bond of Rs. 35,000/- with "
                         "two sureties of the like amount to the satisfaction of the learned Magistrate. "
                         "Bail petition allowed.",
                         name="b1 order.txt", case_id="B1", date="2025-06-09", author="Court")
    practice.ingest_text("Mhaiskar orchard suit - injunction petn argued today, order reserved. Next 21.07.2025.",
                         name="s1 note.txt", case_id="S1", date="2025-07-02", author="Lawyer")
    practice.ingest_text("IN THE COURT OF THE CIVIL JUDGE, SENIOR DIVISION\nO.S. 93/2025\n21.07.2025 Parties present. Order on the injunction petition. The plaintiff has shown "
                         "possession of the orchard. The plaintiff may pluck the present season's fruit, subject to "
                         "his depositing Rs. 45,000 in court within three weeks. Petition allowed in part. "
                         "Put up for issues on 18.08.2025.",
                         name="s1 order.txt", case_id="S1", date="2025-07-21", author="Court")
    practice.ingest_text("18.08.2025 Mhaiskar orchard suit - issues framed: 1. Is the suit maintainable? "
                         "2. Is the plaintiff entitled to injunction? Next 30.09.2025 for PE.",
                         name="s1 issues.txt", case_id="S1", date="2025-08-18", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "outcome-terms", build)


def test_terms_written_before_the_word_of_the_outcome_are_found():
    order = ("Heard. The accused is directed to be released on bail on furnishing a bond of Rs. 20,000/- with one "
             "surety. Bail application allowed.")
    assert "20,000" in _terms_after(order, "Bail application allowed.")


def test_a_sum_before_the_outcome_that_is_no_term_is_not_quoted():
    order = "Heard. The claim is of Rs. 4,00,000 for the shop. Application allowed."
    assert _terms_after(order, "Application allowed.") == ""


def test_the_bail_granted_is_answered_with_its_bond(pr):
    a = pr.ask("Pethkar ka bail hua ki nahi", today="2025-07-01")
    line = first_line(a)
    assert line.startswith("Yes"), a.answer
    assert "35,000" in line, a.answer


def test_an_injunction_allowed_in_part_is_in_part_with_its_terms(pr):
    a = pr.ask("Mhaiskar orchard suit me injunction mila tha kya", today="2025-10-01")
    line = first_line(a)
    assert line.startswith("In part"), a.answer
    assert "45,000" in line and "21 Jul 2025" in line, a.answer
