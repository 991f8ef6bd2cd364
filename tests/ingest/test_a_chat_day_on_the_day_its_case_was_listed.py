"""A chat with counsel elsewhere (or a junior) whose day names no case, or only a name several cases share, but tells
of a day in court (it gives the next date), reports the hearing of the one case listed for, or heard on, that day
(ingest/filing.py `_file_chat_days_by_listing`); a day on which two cases were listed, or one that gives no next
date, stays as it was.

Invented notes, chat and names, written for these tests (Kannada written in Latin letters).
"""

from __future__ import annotations

NOTE = "10.07.2026 Lakshmi Annavaram - PW2 chief affidavit filed. ND 12.08.2026 for cross.\n"
OTHER_NOTE = "14.07.2026 Marripudi - issues framed. ND 12.08.2026 for evidence.\n"
CHAT = (
    "12/08/26, 17:40 - Hiremathakatti Adv: Sir indu PW2 cross mugiyitu, avaru ellavannu oppikondaru. ND 23/09/26\n"
    "12/08/26, 17:45 - Vembanattu: Dhanyavada sir\n"
)
NO_DATE_CHAT = (
    "12/08/26, 17:40 - Hiremathakatti Adv: Sir indu court kelasa madalilla, judge raje.\n"
    "12/08/26, 17:45 - Vembanattu: Sari sir\n"
)


def _chat_day(filing, day: str) -> tuple[str | None, str]:
    row = filing.conn.execute("SELECT case_id, reason FROM entries WHERE record_date = ? AND kind != 'hearing'",
                              (day,)).fetchone()
    return row[0], row[1] or ""


def test_a_chat_day_naming_no_case_on_the_day_one_case_was_listed_is_that_case_s(filing, drop):
    filing.ingest([drop("10.07.2026.txt", NOTE)])
    filing.ingest([drop("WhatsApp Chat with Hiremathakatti Adv.txt", CHAT)])
    case, reason = _chat_day(filing, "2026-08-12")
    assert case == "C4", reason
    assert "listed for" in reason


def test_a_chat_day_on_a_day_two_cases_were_listed_stays_general(filing, drop):
    filing.ingest([drop("10.07.2026.txt", NOTE), drop("14.07.2026.txt", OTHER_NOTE)])
    filing.ingest([drop("WhatsApp Chat with Hiremathakatti Adv.txt", CHAT)])
    assert _chat_day(filing, "2026-08-12")[0] is None


def test_a_chat_day_that_gives_no_next_date_stays_general(filing, drop):
    filing.ingest([drop("10.07.2026.txt", NOTE)])
    filing.ingest([drop("WhatsApp Chat with Hiremathakatti Adv.txt", NO_DATE_CHAT)])
    assert _chat_day(filing, "2026-08-12")[0] is None


TWO_MATTERS_CHAT = (
    "12/08/26, 17:40 - Hiremathakatti Adv: Sir indu PW2 cross mugiyitu. ND 23/09/26\n"
    "12/08/26, 17:42 - Hiremathakatti Adv: Innondu vishaya - counter filed, mundina vicharane. ND 30/09/26\n"
)


def test_a_chat_day_giving_two_next_dates_reports_two_matters_and_stays_general(filing, drop):
    filing.ingest([drop("10.07.2026.txt", NOTE)])
    filing.ingest([drop("WhatsApp Chat with Hiremathakatti Adv.txt", TWO_MATTERS_CHAT)])
    assert _chat_day(filing, "2026-08-12")[0] is None
