"""A day of a chat with a contact saved by one case's name ("Farida Shop Lease") that writes only the contact's own
given name, which a party of another case bears too ("Namaste Farida …"), is of the contact's case, not one for
review; a day writing a shared name that is not the contact's own still waits. A hearing's note that opens, after its day, with the kind
of only one case ("13/11 eviction - …") is about that case; a kind two cases share, or a note that names another case,
files nothing."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.fixture
def two_faridas(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_case(Case(id="F1", number="R.C. No. 12 of 2025", short_name="Farida shop lease",
                      title="Farida Khanum vs Lalthan Traders", side="petitioner",
                      parties=[Party(name="Farida Khanum", role="petitioner"),
                               Party(name="Lalthan Traders", role="respondent")]))
    reg.add_case(Case(id="F2", number="O.S. No. 301 of 2024", short_name="Chhangte boundary suit",
                      title="Farida Chhangte vs Zodin Ropuia", side="plaintiff",
                      parties=[Party(name="Farida Chhangte", role="plaintiff"),
                               Party(name="Zodin Ropuia", role="defendant")]))
    reg.add_case(Case(id="F3", number="O.A. No. 88 of 2026", short_name="Mokashi recovery",
                      title="Canara Bank vs Vanlal Khanum", side="defendant",
                      parties=[Party(name="Canara Bank", role="applicant"),
                               Party(name="Vanlal Khanum", role="defendant")]))
    return practice


CHAT = (
    "02/03/26, 6:10 pm - Adv Rao: Namaste Farida. Notice issued today, no coercive steps till next date.\n"
    "02/03/26, 6:14 pm - Farida Shop Lease: Thank you. Next date?\n"
    "02/03/26, 6:15 pm - Adv Rao: 9 April.\n"
    "10/04/26, 5:40 pm - Adv Rao: Khanum ji, adjourned again, the landlord's counsel was busy.\n"
)


def test_a_day_writing_only_the_contacts_shared_given_name_is_of_the_contacts_case(two_faridas, drop):
    days = two_faridas.ingest([drop("WhatsApp Chat with Farida Shop Lease.txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    assert (by_day["2026-03-02"].status, by_day["2026-03-02"].case_ids) == ("retained", ["F1"]), (by_day["2026-03-02"].reason, by_day["2026-03-02"].candidates)
    # a name the contact's case shares with another, not the contact's own: it still waits
    assert (by_day["2026-04-10"].status, by_day["2026-04-10"].case_ids) == ("review", [])


@pytest.mark.parametrize("note", [
    "13/11 eviction - landlord's witness cross-examined, rent receipts marked.\nND 4.12",
    "Fri 13 Nov: R.C. - landlord's witness cross-examined.\nND 4.12",
])
def test_a_note_opening_with_the_kind_of_one_case_only_is_filed_under_it(practice, drop, note):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="D1", number="R.C. No. 88 of 2026", short_name="Mokashi shop eviction",
                                    title="Vanlal Mokashi vs Farida Khanum"))
    practice.registry.add_case(Case(id="D2", number="O.S. No. 301 of 2024", short_name="Chhangte boundary suit",
                                    title="Farida Chhangte vs Zodin Ropuia"))
    (e,) = practice.ingest([drop("13 nov.txt", note)], date="13.11.2026").entries
    assert (e.status, e.case_ids) == ("retained", ["D1"]), (e.reason, e.candidates)


@pytest.mark.parametrize("note", [
    "13/11 suit - witness cross-examined.\nND 4.12",  # the kind of both cases
    "13/11 eviction - witness cross-examined; Farida's brother came too.\nND 4.12",  # a name another case shares
    "13/11 witness cross-examined. Eviction staff on leave.\nND 4.12",  # the kind further in is a remark
])
def test_a_kind_two_cases_share_or_a_note_naming_another_case_files_nothing(practice, drop, note):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="D1", number="O.S. No. 88 of 2026", short_name="Mokashi eviction suit",
                                    title="Vanlal Mokashi vs Zodin Khanum"))
    practice.registry.add_case(Case(id="D2", number="O.S. No. 301 of 2024", short_name="Chhangte boundary suit",
                                    title="Farida Chhangte vs Zodin Ropuia"))
    practice.registry.add_case(Case(id="D3", number="O.S. No. 14 of 2023", short_name="Farida partition suit",
                                    title="Farida Lalthan vs Ropuia Lalthan"))
    (e,) = practice.ingest([drop("13 nov.txt", note)], date="13.11.2026").entries
    assert e.status == "review" and e.case_ids == [], e.reason


def test_a_note_opening_with_a_kind_but_naming_an_unregistered_number_files_nothing(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="D1", number="R.C. No. 88 of 2026", short_name="Mokashi shop eviction",
                                    title="Vanlal Mokashi vs Farida Khanum"))
    practice.registry.add_case(Case(id="D2", number="O.S. No. 301 of 2024", short_name="Chhangte boundary suit",
                                    title="Farida Chhangte vs Zodin Ropuia"))
    note = "13/11 eviction - R.C. 91/2026 - tenant absent, notice again.\nND 4.12"
    (e,) = practice.ingest([drop("13 nov.txt", note)], date="13.11.2026").entries
    assert e.status == "review" and e.case_ids == []  # another eviction, not in the registry
