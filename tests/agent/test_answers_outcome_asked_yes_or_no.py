"""A yes or no asked of a matter's outcome (bail, a stay, a decree) in any language's words is answered Yes or No
first, from the court's order, with the order's day — though the question's other words ("na", "thi", a verb of a
language the rules do not read) are in no note. An order in its own words ("enlarged on bail", "released on bail")
grants bail. A small practice written for this test (a sessions court and a civil court of the hills, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="Crl. Misc. (Bail) No. 77 of 2025", short_name="Mrinmoy bail plea",
                      title="Mrinmoy Tamuly vs State", side="petitioner"))
    reg.add_case(Case(id="M2", number="Crl. Misc. (Bail) No. 91 of 2025", short_name="Zothan bail plea",
                      title="Zothanpuia vs State", side="petitioner"))
    reg.add_case(Case(id="M3", number="Title Suit No. 5 of 2024", short_name="Dibyajyoti title suit",
                      title="Dibyajyoti Doley vs Lalrinmawii", side="plaintiff"))
    practice.ingest_text("ORDER\nHeard both sides. Considering the period of custody, the applicant is enlarged on "
                         "bail on furnishing a bond of Rs. 20,000/- with two sureties. Disposed of.",
                         name="m1 order.txt", case_id="M1", date="2025-03-12", author="Court")
    practice.ingest_text("ORDER\nThe offence is grave and the investigation is at a nascent stage. The bail "
                         "application is rejected.", name="m2 order.txt", case_id="M2", date="2025-04-02",
                         author="Court")
    practice.ingest_text("Title suit - after hearing on the injunction petition, ad-interim injunction granted: "
                         "defendant restrained from raising any wall on the suit land till the next date. "
                         "Next date 20.06.2025.", name="m3 note.txt", case_id="M3", date="2025-05-08", author="Lawyer")
    reg.add_case(Case(id="M4", number="O.S. No. 12 of 2024", short_name="Ngawang boundary suit",
                      title="Ngawang Tashigang vs Gyalmo Phensang", side="plaintiff"))
    practice.ingest_text("IN THE COURT OF THE CIVIL JUDGE, JUNIOR DIVISION\nI.A. No. 40 of 2024 in O.S. No. 12 of 2024\n"
                         "16.04.2025   ORDER\nPetition under Order XXXIX Rules 1 and 2 CPC for temporary injunction. The petitioner "
                         "has shown a prima facie case and possession of the orchard.\nIn the result, the petition is "
                         "allowed. Suit: call on 14.08.2025 for issues.", name="ia 40 order.txt", case_id="M4",
                         date="2025-04-16", author="Court")
    reg.add_case(Case(id="M5", number="O.S. No. 31 of 2024", short_name="Lhakpa well suit",
                      title="Lhakpa Gyalmo vs Municipal Board", side="plaintiff"))
    practice.ingest_text("Lhakpa well suit - our I.A. for amendment of the plaint allowed today. The I.A. for "
                         "temporary injunction is still pending; objections of the Board not filed. Next 02.07.2025.",
                         name="m5 note.txt", case_id="M5", date="2025-05-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "outcome-asked", build)


@pytest.mark.parametrize("asked", ["Mrinmoy ki bail ho gayi thi na?", "Mrinmoy jamin paise na?",
                                   "Did Mrinmoy get bail?"])
def test_bail_granted_in_the_order_s_own_words_is_a_yes_with_its_day(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "12 Mar 2025" in first, a.answer
    assert cited_ok(pr, a)


def test_bail_rejected_is_a_no_with_its_day(pr):
    a = pr.ask("Zothan ki zamanat ho gayi kya?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "2 Apr 2025" in first and "rejected" in first, a.answer


def test_a_stay_asked_is_answered_from_the_interim_order(pr):
    a = pr.ask("Dibyajyoti suit mein stay mila tha na?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "8 May 2025" in first, a.answer


@pytest.mark.parametrize("asked", ["Ngawang ki TI vachinda?", "Ngawang suit mein T.I. mila?"])
def test_a_temporary_injunction_petition_allowed_is_a_stay_granted(pr, asked):
    # "TI", the courts' short for a temporary injunction; the order allows "the petition", which its own order
    # sheet says was one for a temporary injunction
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "16 Apr 2025" in first and "allowed" in first, a.answer
    assert cited_ok(pr, a)


def test_another_petition_allowed_in_a_note_is_no_stay_granted(pr):
    # the lawyer's note allows the amendment, not the injunction it names as still pending
    a = pr.ask("Lhakpa well suit mein TI mila?", today="2025-06-01")
    assert not first_line(a).startswith("Yes"), a.answer
