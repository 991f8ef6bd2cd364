"""A day fixed for the matter passed with no record of it (the court did not sit, the matter was moved), and the next
record of the matter is the junior's WhatsApp report of a later day ("today the respondent's evidence was listed, but
he was absent … next date …"). Asked what happened last time, the answer is that later day, from the chat — not the
hearing before the lost day with "the date fixed then has passed, your notes hold no record of it". A later chat
that puts the matter to no day reports no hearing. Invented notes in Bengali-English, written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

REPORTED = ("14/03/2026, 13:05 - Tuhina Jr: Sir Sarkhel lease suit - aaj defendant er evidence chhilo, kintu "
            "Hiranmoy absent. Court time dilo, bollo porer bar evidence close hobe.\n"
            "14/03/2026, 13:06 - Tuhina Jr: ND 22/05/2026\n")
SILENT = ("09/03/2026, 10:15 - Ritabrata Dastidar: Sir partition suit er kono khobor ache?\n"
          "09/03/2026, 10:40 - Ritabrata Dastidar: Ami Kolkata theke phirchhi\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="T.S. No. 214 of 2024", short_name="Sarkhel lease suit",
                      title="Anbarasu Sarkhel vs Hiranmoy Sarkhel", side="plaintiff"))
    reg.add_case(Case(id="L2", number="T.S. No. 88 of 2023", short_name="Dastidar partition suit",
                      title="Ritabrata Dastidar vs Boopathi Dastidar", side="plaintiff"))
    practice.ingest_text("Sarkhel lease suit - PW1 cross over, plaintiff's evidence closed. ND 06.01.2026 for DE.",
                         name="sarkhel 20.11.txt", case_id="L1", date="2025-11-20", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Tuhina Jr.txt", REPORTED, "L1")
    practice.ingest_text("Dastidar partition suit - commissioner's report filed. ND 12.01.2026 for objections.",
                         name="dastidar 1.12.txt", case_id="L2", date="2025-12-01", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Ritabrata Dastidar.txt", SILENT, "L2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "chat-after-a-day-lost", build)


@pytest.mark.parametrize("typed", ["sarkhel lease suit e last date e ki holo?", "what happened last time in the sarkhel lease suit?"])
def test_the_chat_after_the_lost_day_is_the_last_hearing(pr, typed):
    a = pr.ask(typed, today="2026-04-02")
    first = first_line(a)
    assert "14 Mar 2026" in first and "20 Nov 2025" not in first, a.answer
    assert "has passed" not in a.answer, a.answer
    assert "absent" in a.answer and "22 May 2026" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_a_later_chat_that_puts_the_matter_to_no_day_is_no_hearing(pr):
    a = pr.ask("dastidar partition suit e last date e ki holo?", today="2026-04-02")
    first = first_line(a)
    assert "1 Dec 2025" in first and "12 Jan 2026, has passed" in first, a.answer
