"""A receipt or an acknowledgement with no date line of its own is dated by the first date that is its own, not by the
date of another paper it names inside a sentence ("by DD no. … dt. <day>", "cheque dated <day>", "order dt. <day>"):
the money is received the day the foot of the receipt is signed, often a day after the draft was made. Names and
places written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import own_date


def test_a_receipt_signed_at_its_foot_is_of_that_day_not_the_drafts():
    text = ("RECEIPT   Received from M/s Kanakavalli, Erumaipatti by DD no. 330917 dt. 02.05.2031\n"
            "Rs. 1,46,200/- in terms of order dt. 11.04.2031 in W.C. 19/2031, for distribution to 9 "
            "workers.     Received: Sucharita (for all)  thumb/sign  05.05.2031\n")
    assert own_date(text, "receipt")[0] == date(2031, 5, 5)


def test_a_cheques_date_named_in_a_sentence_is_not_the_acknowledgements():
    text = ("ACKNOWLEDGEMENT\nReceived cheque No. 004417 dated 28.02.2031 for Rs. 40,000/- "
            "towards the first instalment.\nSignature of receiver ............   16.03.2031\n")
    assert own_date(text, "receipt")[0] == date(2031, 3, 16)


def test_a_paper_that_names_only_another_papers_date_keeps_it():
    text = "RECEIPT\nReceived Rs. 12,000/- by DD no. 771 dt. 09.01.2031 towards court fee.\n"
    assert own_date(text, "receipt")[0] == date(2031, 1, 9)
