"""A hearing told to a client over several messages of one sender is quoted from the report's first message: the
message giving the next date is its end, not all of it (agent/report_messages.py)."""

from __future__ import annotations

from tareekh.agent.report_messages import report_before

_CHAT = ("11:40 Porbandar Salt Office: Sir update?\n"
         "12:10 Adv Tanvira Muzammil: Innaiku insurance company 3,10,000 offer pannanga. Naan vendaam sonnen.\n"
         "12:11 Kalpakam: Sari sir\n"
         "12:14 Adv Tanvira Muzammil: Avanga witness varala. Next date 18 September.\n")


def test_the_senders_earlier_message_of_the_report_is_taken():
    start = _CHAT.index("Next date")
    assert report_before(_CHAT, start) == ["12:10 Adv Tanvira Muzammil: Innaiku insurance company 3,10,000 offer "
                                           "pannanga. Naan vendaam sonnen."]


def test_a_message_long_before_is_another_exchange():
    chat = _CHAT.replace("12:10 Adv", "09:05 Adv")
    assert report_before(chat, chat.index("Next date")) == []


def test_a_line_that_is_no_message_has_no_report():
    note = "Hearing held. Insurer offered 3,10,000.\nNext date 18 September."
    assert report_before(note, note.index("Next date")) == []
