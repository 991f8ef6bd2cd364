"""A junior's chat about several matters: a day that names no case goes under the case whose day in the same chat
set its date as the next date ("… next 9/4" on a day of case X, then on 9/4 "cross half done, he took time"), or
whose day its own next date is; a day no such date ties to stays general (ingest/filing.py
`_file_chat_days_by_next_dates`).

Invented chat and names, written for these tests.
"""

from __future__ import annotations

CHAT = (
    "02/03/26, 11:05 - Zorawarsingh Jr: Sir Marripudi suit - PW1 chief affidavit filed. Next 09/04\n"
    "05/03/26, 16:20 - Zorawarsingh Jr: Sir Silveroak park WP - counter filed by GHMC. Next 21/05\n"
    "09/04/26, 12:40 - Zorawarsingh Jr: Sir PW1 cross half done, opposite counsel took time. Next 14/05\n"
    "14/05/26, 13:10 - Zorawarsingh Jr: Sir cross over today. Next 30/06 for DW1\n"
    "20/05/26, 10:00 - Zorawarsingh Jr: Sir I am on leave tomorrow\n"
)


def _cases(filing) -> dict[str, str | None]:
    rows = filing.conn.execute("SELECT record_date, case_id FROM entries ORDER BY record_date").fetchall()
    return dict(rows)


def test_a_day_naming_no_case_on_the_next_date_a_case_s_day_set_is_that_case_s(filing, drop):
    filing.ingest([drop("WhatsApp Chat with Zorawarsingh Jr.txt", CHAT)])
    cases = _cases(filing)
    assert cases["2026-03-02"] == "C2" and cases["2026-03-05"] == "C3", cases
    assert cases["2026-04-09"] == "C2", cases  # set as the next date on 2 March
    assert cases["2026-05-14"] == "C2", cases  # … and on 9 April, once 9 April is known


def test_a_day_no_next_date_ties_to_a_case_stays_general(filing, drop):
    filing.ingest([drop("WhatsApp Chat with Zorawarsingh Jr.txt", CHAT)])
    assert _cases(filing)["2026-05-20"] is None


CLIENT_CHAT = (
    "11/02/26, 18:05 - Ghoshdastidar: Sir Yenugula partition er ki holo aaj?\n"
    "11/02/26, 18:30 - Adv Haldankar: Commissioner report jama hoyeche. Next 19/03\n"
    "19/03/26, 19:10 - Adv Haldankar: Aaj shunani holo. Dhonnobad\n"
    "19/03/26, 19:12 - Ghoshdastidar: Thik ache sir\n"
)


def test_a_day_on_a_case_s_next_date_that_sets_no_date_of_its_own_stays_as_it_was(filing, drop):
    # (Bengali in Latin letters: the day of 19/3 says only that it was heard and thanks; it may be talk of any of
    # the client's matters, so the 11/2 day's next date does not tie it)
    filing.ingest([drop("WhatsApp Chat with Ghoshdastidar.txt", CLIENT_CHAT + CHAT)])
    cases = _cases(filing)
    assert cases["2026-02-11"] == "C1" and cases["2026-03-19"] is None, cases
    assert cases["2026-04-09"] == "C2", cases  # a report with its own next date is still tied
