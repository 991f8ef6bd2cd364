"""A chat of the day the matter was fixed for, in which the junior reports the hearing and the day it was put to
only by the date and a word of "again" ("21/07 ki malli"), is that day's record even when no event was read out of
it: asked what happened last time, the answer is that day, with the chat's words — not the hearing before it with
"the date fixed then has passed". A chat of the fixed day that names no later day is still no hearing's record.
Written for this test (Telugu in Latin letters; the failing set was Hindi)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

REPORTED = ("09/06/2025, 16:02 - Yerrapragada Junior: Sir Nallamala tank matter ee roju teesukunnaru.\n"
            "09/06/2025, 16:03 - Yerrapragada Junior: Judge garu Chintalapudi survey sketch adigaru.\n"
            "09/06/2025, 16:04 - Yerrapragada Junior: 21/07 ki malli.\n")
SILENT = ("16/06/2025, 08:40 - Chintalapudi Client: Sir ee roju entha time ki raavali?\n"
          "16/06/2025, 08:47 - Chintalapudi Client: Nenu court gate daggara unnanu\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. No. 733 of 2024", short_name="Nallamala tank suit",
                      title="Nallamala Tank Users vs Panchayat", side="plaintiff"))
    reg.add_case(Case(id="T2", number="O.S. No. 19 of 2025", short_name="Chintalapudi lease suit",
                      title="Chintalapudi Ramanna vs Zahoorullah", side="plaintiff"))
    practice.ingest_text("Nallamala tank suit - issues framed. ND 09.06.2025", name="tank 5.5.txt", case_id="T1",
                         date="2025-05-05", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Yerrapragada Junior.txt", REPORTED, "T1")
    practice.ingest_text("Chintalapudi lease suit - WS filed. ND 16.06.2025", name="lease 5.5.txt", case_id="T2",
                         date="2025-05-05", author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Chintalapudi Client.txt", SILENT, "T2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "chat-naming-the-day-put-to", build)


def test_the_chat_that_names_the_day_put_to_is_the_last_hearing(pr):
    a = pr.ask("nallamala tank suit last date emi jarigindi?", today="2025-06-20")
    first = first_line(a)
    assert "9 Jun 2025" in first and "has passed" not in a.answer, a.answer
    assert "survey sketch" in a.answer, a.answer


def test_a_chat_of_the_fixed_day_naming_no_later_day_is_no_hearing(pr):
    a = pr.ask("chintalapudi lease suit last date emi jarigindi?", today="2025-06-20")
    assert "5 May 2025" in first_line(a), a.answer
