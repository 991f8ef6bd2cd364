"""Asked what happened on a named day ("kal kya hua" the day after a hearing), when no hearing note of that day is
filed under the matter, the answer is the record of that day that speaks of it — a junior's WhatsApp report to the
client, kept under no case because it names the matter only by the client's name (who has two matters) — not the hearing note months
before. A chat of that day about another matter is never taken for it. Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

REPORT = ("22/06/2026, 16:02 - Moushumi Gorai: Aapka chief aaj pura hua, dusre vakil ne 40 minute cross kiya\n"
          "22/06/2026, 16:03 - Moushumi Gorai: Next 14 Aug - post office clerk CW2 ko summon hua hai\n"
          "22/06/2026, 16:05 - Ujjwala Enterprises: Theek hai, main aa jaunga\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="Complaint Case No. 902 of 2025", short_name="Pahadia cheque case",
                      title="Ujjwala Enterprises vs Ratnakar Pahadia", side="complainant"))
    reg.add_case(Case(id="K3", number="Money Suit No. 41 of 2025", short_name="Ujjwala recovery suit",
                      title="Ujjwala Enterprises vs Gorakhnath Stores", side="plaintiff"))
    reg.add_case(Case(id="K2", number="O.S. No. 77 of 2024", short_name="Sabarmati flat suit",
                      title="Kanwaljeet Mahijit vs Sabarmati Builders", side="plaintiff"))
    practice.ingest_text("Pahadia cheque case - accused appeared, bail granted, copies given. ND 22.06.2026",
                         name="pahadia 10.2.txt", case_id="K1", date="2026-02-10", author="Lawyer")
    practice.ingest_text("Ujjwala recovery suit - issues framed. ND 02.07.2026", name="ujjwala 12.3.txt",
                         case_id="K3", date="2026-03-12", author="Lawyer")
    practice.ingest_text("Sabarmati flat suit - WS filed by the builder. ND 30.07.2026",
                         name="sabarmati 5.5.txt", case_id="K2", date="2026-05-05", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Ujjwala Enterprises.txt", REPORT, None)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "day-asked-from-its-own-records", build)


def test_yesterday_is_told_from_the_chat_of_that_day_not_the_old_hearing(pr):
    a = pr.ask("ujjwala ke cheque case me kal kya hua", today="2026-06-23")
    first = first_line(a)
    assert "22 Jun 2026" in first and "10 Feb 2026" not in first, a.answer
    assert "CW2" in first and "14 Aug" in first, a.answer
    assert cited_ok(pr, a)


def test_a_chat_of_the_day_about_another_matter_is_not_taken_for_it(pr):
    a = pr.ask("sabarmati flat suit me kal kya hua", today="2026-06-23")
    assert "CW2" not in a.answer and "Moushumi" not in a.answer, a.answer
