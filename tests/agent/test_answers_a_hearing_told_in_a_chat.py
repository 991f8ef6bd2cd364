"""A hearing whose only record is the clerk's WhatsApp report of that day ("Collector's report filed … State took
time … next date 22 September") is the last hearing: asked what happened last time, the answer is that day, from
the chat — not the hearing before it with "the date fixed then has passed, no record of it". A chat of the fixed
day that reports nothing (the client asking when to come) is no hearing's record. Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

REPORTED = ("04/08/2025, 17:09 - Munshi Ashfaq: Sir Sonapur grazing writ update\n"
            "04/08/2025, 17:10 - Munshi Ashfaq: Collector ka report file hua - 148 families, 9,400 cattle.\n"
            "04/08/2025, 17:11 - Munshi Ashfaq: State counsel ne reply ke liye phir time liya.\n"
            "04/08/2025, 17:12 - Munshi Ashfaq: Next date 22 September.\n")
SILENT = ("11/08/2025, 08:40 - Iqbal Rangwala: Sir godown suit me aaj kitne baje aana hai? Gaadi bhejun?\n"
          "11/08/2025, 08:52 - Iqbal Rangwala: Main court ke bahar hoon, gate no. 2\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. No. 3107 of 2025", short_name="Sonapur grazing writ",
                      title="Sonapur Gram Sabha vs State", side="petitioner"))
    reg.add_case(Case(id="W2", number="C.S. No. 58 of 2024", short_name="Rangwala godown suit",
                      title="Iqbal Rangwala vs Malati Chiplunkar", side="plaintiff"))
    practice.ingest_text("Sonapur grazing writ - rejoinder filed. Court asked the Collector for a report on the "
                         "families grazing there. ND 04.08.2025", name="sonapur 9.6.txt", case_id="W1",
                         date="2025-06-09", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Munshi Ashfaq.txt", REPORTED, "W1")
    practice.ingest_text("Rangwala godown suit - PW1 chief filed, cross deferred. ND 11.08.2025",
                         name="rangwala 30.6.txt", case_id="W2", date="2025-06-30", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Iqbal Rangwala.txt", SILENT, "W2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "hearing-told-in-a-chat", build)


def test_the_last_hearing_is_the_fixed_day_a_chat_reports(pr):
    a = pr.ask("sonapur writ last date kya hua?", today="2025-08-12")
    first = first_line(a)
    assert "4 Aug 2025" in first and "9 Jun 2025" not in first, a.answer
    assert "has passed" not in a.answer, a.answer
    assert "148" in a.answer and "22 Sep 2025" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_a_chat_of_the_fixed_day_that_reports_nothing_is_no_hearing(pr):
    a = pr.ask("rangwala godown suit last date kya hua?", today="2025-08-20")
    first = first_line(a)
    assert "30 Jun 2025" in first and "11 Aug 2025, has passed" in first, a.answer
