"""A note that calls a next date wrong in the words of any Indian language a lawyer types — Bengali, Assamese and
Odia "bhul", Marathi "chuk", Gujarati "khoti"/"khotu", Telugu and Kannada "tappu", Tamil "thappu", Malayalam
"thettu" — is read as correcting it, as the English "wrong" and the Hindi "galat" already were: the right day it
gives is the next date, and the day it calls wrong is never the day the matter is put to.

Before, "… mudat 16/01/2028 lakhi - khoti … sachi mudat 18/01/2028" was answered "next date 16 Jan" from the very
note that calls it wrong. Names here are no data set's.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from tareekh.agent.corrected import called_wrong, corrected_next


@dataclass
class _Rec:
    date: str
    text: str
    case_ids: list[str]


class _Comp:
    """The little of a composing the reader of corrections asks: the records, a matter's card, today."""
    today = "2026-11-22"

    def __init__(self, records):
        self._records = records

    def records(self, cases):
        return self._records

    def card(self, cid):
        return SimpleNamespace(case=SimpleNamespace(short_name="Tolbhanjo partition suit", aliases=[]), client=None)


_HEARING = _Rec("2026-11-20", "Tolbhanjo partition suit - PW2 cross over. ND 03.03.2027 for DW.", ["P1"])

CORRECTIONS = [
    # Bengali
    "Songshodhon: Tolbhanjo partition suit er kalker note e ND 03.03.2027 lekha - bhul. Asol tarikh 10.03.2027.",
    # Marathi
    "Durusti - Tolbhanjo partition suit: kalchya note madhe 03.03.2027 lihile - chuk. Barobar tarikh 10.03.2027.",
    # Telugu
    "Correction: Tolbhanjo partition suit ki ninna 03.03.2027 ani raasanu - tappu. Asalu date 10.03.2027.",
    # Malayalam
    "Tolbhanjo partition suit: innale ezhuthiya 03.03.2027 thettu. Sheriyaya date 10.03.2027.",
]


@pytest.mark.parametrize("text", CORRECTIONS)
def test_a_day_called_wrong_in_the_note_s_language_gives_way_to_the_right_one(text):
    found = corrected_next(_Comp([_HEARING, _Rec("2026-11-21", text, ["P1"])]), "P1", "2027-03-03", "2026-11-20")
    assert found is not None and found[0] == "2027-03-10", found


@pytest.mark.parametrize("text", CORRECTIONS + [
    "Kaal ni note ma mudat 03.03.2027 lakhi - khoti. Sachi mudat 10.03.2027.",  # Gujarati
])
def test_the_day_a_record_calls_wrong_is_known_and_the_right_one_is_not(text):
    wrong = called_wrong(text, "2026-11-21")
    assert "2027-03-03" in wrong and "2027-03-10" not in wrong, wrong


def test_a_day_no_word_calls_wrong_is_not_taken_for_one():
    assert called_wrong("Tolbhanjo partition suit - DW1 absent, bhul gaya summons. ND 03.03.2027.", "2026-11-21") == set()
