"""A hearing's note or a chat's day that names only a name two cases share (a wife and husband who are parties of a
maintenance case and a custody case) goes under the one of them its earlier records listed for that day; else under
the one another record of the batch shows in court on the next date it gives, looked at again once the whole batch
is filed (papers dropped together come in any order). When both or neither fit, it waits for review
(ingest/filing.py `_by_listing_among_shared`, `second_look`). Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.registry import Case


@pytest.fixture
def family(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title in [
        ("K1", "M.C. No. 44 of 2026", "Kanakpura maintenance", "Ilavarasi Vasquez vs Tenzor Vasquez"),
        ("K2", "G.W.O.P. No. 12 of 2026", "Mithravind custody", "Tenzor Vasquez vs Ilavarasi Vasquez"),
    ]:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title))
    return practice


def _filed(practice) -> dict[str, tuple[str, str | None]]:
    rows = practice.ingest_service.conn.execute(
        "SELECT coalesce(hearing_date, record_date), status, case_id FROM entries").fetchall()
    return {day: (status, case) for day, status, case in rows}


LISTED = "12.03.2026 - Family Court - Mithravind custody - counter filed by us. Next date 20.04.2026.\n"
SHARED = "20.04.2026 - Family Court - Vasquez ka cross hua, 40 min, salary slip par sawal. Agli tarikh 02.06.2026.\n"


def test_a_note_naming_a_shared_name_goes_under_the_case_listed_for_its_day(family, drop):
    family.ingest([drop("custody 12.3.txt", LISTED), drop("cross 20.4.txt", SHARED)])
    assert _filed(family)["2026-04-20"] == ("retained", "K2"), _filed(family)


def test_a_chat_day_naming_a_shared_name_goes_under_the_case_in_court_on_its_next_date(family, drop):
    chat = ("20/04/26, 15:35 - Dhanvika Jr: Sir Vasquez madam cha cross zala, 40 min. ND 02/06/2026\n"
            "20/04/26, 15:40 - Adv Sohliya: ok\n")
    later = "02.06.2026 - Family Court - Kanakpura maintenance - arrears statement filed. Next 14.07.2026.\n"
    # the chat is dropped first: the maintenance case's hearing of 2 June is known only once the batch is filed
    family.ingest([drop("WhatsApp Chat with Dhanvika Jr.txt", chat), drop("maintenance 2.6.txt", later)])
    assert _filed(family)["2026-04-20"] == ("retained", "K1"), _filed(family)


def test_a_shared_name_both_cases_were_listed_for_waits_for_review(family, drop):
    both = "12.03.2026 - Family Court - Kanakpura maintenance - reply filed. Next date 20.04.2026.\n"
    family.ingest([drop("custody 12.3.txt", LISTED), drop("maintenance 12.3.txt", both), drop("cross 20.4.txt", SHARED)])
    assert _filed(family)["2026-04-20"][0] == "review", _filed(family)
