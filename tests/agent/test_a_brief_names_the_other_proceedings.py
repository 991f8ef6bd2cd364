"""A matter's status names the other proceedings its notes write by number — a suit the other side filed elsewhere,
the case below — each by the sentence that first names it: where the matter stands depends on them. The matter's
own number, however written, an application in it (an I.A.) and another matter of the practice a note names in
passing are no other proceeding; nor is any number of a cause list, which lists many matters (agent/matter.other_proceedings).

Own small practice, invented names and words; asked in Telugu-English, where the failing practice asked in Kannada."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="W.P. 22841/2025", short_name="Venkatalakshmi pattadar writ",
                                    title="Venkatalakshmi Pedaparupudi vs Tahsildar and others",
                                    side="petitioner", next_date="2026-08-19"))
    practice.registry.add_case(Case(id="V2", number="W.A. 415/2026", short_name="Pothireddipalli gram panchayat appeal",
                                    title="Pothireddipalli Gram Panchayat vs State", side="appellant"))
    notes = [
        ("2025-11-20", "WP 22841/25 Venkatalakshmi pattadar writ - admitted; notice. I.A. 2/2025 for interim "
                       "suspension of the mutation - status quo granted."),
        ("2026-02-12", "Venkatalakshmi pattadar writ - R4 counter filed. R4 says he has filed O.S. 311/2025 before "
                       "the Junior Civil Judge, Nuzvid for declaration of title; copy of plaint given. "
                       "W.A. 415/2026 was passed over the same day."),
        ("2026-06-02", "DAILY CAUSE LIST - COURT NO. 9\n1. W.P. 30001/2026 Gollamudi Sarath vs State\n"
                       "2. W.P. 22841/2025 Venkatalakshmi Pedaparupudi vs Tahsildar\n3. W.P. 30555/2026 Chinnagollapalem "
                       "Society vs State\n4. W.P. 30719/2026 Mandapaka Ravi vs RDO"),
        ("2026-06-03", "Writ Petition No. 22841 of 2025 - our reply filed. Heard in part. Next 19.08.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"V1 {day}.txt", case_id="V1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-other-proceedings", build))


def test_the_suit_the_other_side_filed_is_named_in_the_status(pr):
    answer = first_line(pr.ask("Venkatalakshmi pattadar writ status cheppandi", today="2026-07-01"))
    assert "Other proceedings your notes name: O.S. 311/2025" in answer, answer
    assert "Junior Civil Judge" in answer, answer


def test_the_matters_own_number_its_application_and_another_matter_are_no_other_proceeding(pr):
    answer = first_line(pr.ask("Venkatalakshmi pattadar writ status cheppandi", today="2026-07-01"))
    other = answer.split("Other proceedings your notes name:")[1]
    assert "22841" not in other and "2/2025 —" not in other and "415/2026 —" not in other, answer


def test_a_cause_list_of_many_matters_names_no_proceeding_of_this_one(pr):
    answer = first_line(pr.ask("Venkatalakshmi pattadar writ status cheppandi", today="2026-07-01"))
    assert "30001/2026" not in answer and "30555/2026" not in answer, answer
