"""Who a surname stands for decides where a note goes: a judge written with the bench's number or division after
the title ("ADJ-III Bhaskaran", "CJ(JD) Bhaskaran"), the lawyer on a letterhead ("PRIYA KULKARNI, Advocate"), and
another case's counsel ("Jindal - took time again in this appeal") are not the party of a case bearing the same
surname. A junior's chat about several matters names each by its kind ("Partition - PW1 cross over"). Registry and
notes written here (a Pune practice of invented people)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Counsel, Party

CASES = [
    ("P1", "R.C.S. No. 412 of 2023", "Bhaskaran partition suit", "Mohan Bhaskaran vs Deepa Bhaskaran", None),
    ("P2", "R.C.A. No. 88 of 2025", "Sandhu land appeal", "Harpreet Sandhu vs Pune Metropolitan Authority", "N1"),
    ("P3", "S.C.C. No. 2290 of 2024", "Jindal cheque case", "Rakesh Jindal vs Sunita Arora", None),
    ("P4", "R.C.S. No. 77 of 2024", "Gaikwad recovery", "Venkatesh Gaikwad vs Omkar Traders", None),
]


@pytest.fixture
def bench(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Counsel(id="N1", name="Mr. Naveen Jindal"))
    for cid, number, short, title, counsel in CASES:
        first, second = title.split(" vs ")
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, counsel_id=counsel,
                                        parties=[Party(name=first, role="plaintiff"),
                                                 Party(name=second, role="defendant")]))
    return practice


@pytest.mark.parametrize("title", ["ADJ-III", "CJ(JD)", "Civil Judge (Jr. Div.)", "JMFC-2", "ACJM II"])
def test_a_judges_surname_after_a_title_with_the_benchs_number_or_division_names_no_party(bench, title):
    res = bench.registry.resolve(f"{title} Bhaskaran sahab - arguments heard, order reserved")
    assert res.case_id != "P1" or res.needs_review, title


def test_a_diary_day_before_a_numbered_bench_goes_under_the_case_it_reports(bench, drop):
    note = "12/02/2026  ADJ-III Bhaskaran sahab\nSandhu appeal - arguments part heard. Next 03/03/2026\n"
    (e,) = bench.ingest([drop("diary 12 feb.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["P2"])


def test_the_lawyers_own_name_on_a_letterhead_does_not_file_the_notice_under_a_party_bearing_it(bench, drop):
    notice = ("PRIYA KULKARNI, Advocate\nShivaji Nagar, Pune 411005\nDate: 04.01.2024\n"
              "To: Omkar Traders, Market Yard, Pune\nUnder instructions of my client Sri Venkatesh Gaikwad I call upon you "
              "to pay Rs. 4,20,000/- due on the supplies, within 15 days, failing which a suit will be filed.\n"
              "sd/- Priya Bhaskaran, Advocate\n")
    entries = bench.ingest([drop("demand notice omkar.txt", notice)]).entries
    assert all("P1" not in e.case_ids for e in entries)
    assert any(e.case_ids == ["P4"] for e in entries)


def test_a_counsels_surname_in_a_note_about_his_appeal_does_not_file_it_under_the_party_bearing_it(bench, drop):
    note = "Jindal - time to reply to the application, third time he takes time in this appeal.\nNext 02/06/2026\n"
    (e,) = bench.ingest([drop("14 may.txt", note)]).entries
    assert "P3" not in e.case_ids


def test_the_partys_own_cheque_case_by_his_surname_is_still_filed(bench, drop):
    note = "Jindal case - accused absent, bailable warrant issued.\nNext 02/06/2026\n"
    (e,) = bench.ingest([drop("15 may.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["P3"])


CHAT = (
    "10/03/26, 1:10 pm - Aarti Junior: Sandhu appeal - LCR received, paper book to be filed\n"
    "17/03/26, 12:50 pm - Aarti Junior: Partition - PW1 cross by other side complete. ND 10.04.26 for PW2\n"
    "17/03/26, 12:55 pm - Priya: ok\n"
    "24/03/26, 11:40 am - Aarti Junior: Sir partition suit PW2 absent, court gave time on cost 500. ND 21/4/26\n"
    "31/03/26, 2:00 pm - Aarti Junior: Sandhu appeal - stay extended. ND 28/4/26\n"
)


def test_a_juniors_day_opening_with_the_kind_of_one_case_only_goes_under_that_case(bench, drop):
    days = bench.ingest([drop("WhatsApp Chat with Aarti Junior (2).txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    assert by_day["2026-03-17"].case_ids == ["P1"] and by_day["2026-03-17"].status == "retained"
    assert by_day["2026-03-24"].case_ids == ["P1"]
    assert by_day["2026-03-10"].case_ids == ["P2"] and by_day["2026-03-31"].case_ids == ["P2"]


def test_a_day_opening_with_a_kind_several_cases_share_is_not_given_to_either(bench, drop):
    chat = ("10/03/26, 1:10 pm - Aarti Junior: Sandhu appeal - LCR received\n"
            "17/03/26, 12:50 pm - Aarti Junior: Suit - issues framed today. ND 10.04.26\n")
    days = bench.ingest([drop("WhatsApp Chat with Aarti Junior (3).txt", chat)]).entries
    by_day = {d.record_date: d for d in days}
    assert "P2" not in by_day["2026-03-17"].case_ids
