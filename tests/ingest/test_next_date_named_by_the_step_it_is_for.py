"""A next date is often written by the step it is fixed for, with no word for "next": "Date for order 15.04.2031",
"date for arguments: 5/4", a sentence of its own opening with the step ("… reserved the order. Compliance on
17.06.2031.", "Orders on …", "For judgment …"), "taken up for final hearing on …". Each is the next date, with the
step as its purpose; the last hearing's answer then knows the day the matter went to. "The matter was taken up on
<day>" is a day already held, the note's own hearing."""

from datetime import date

import pytest

from tareekh.ingest.dates import find_next_date, written_hearing_date
from tareekh.registry import Case

HEARD = date(2031, 2, 11)


@pytest.mark.parametrize(("text", "day", "step"), [
    ("Heard at length. The bench reserved the order. Date for order 15.04.2031.", date(2031, 4, 15), "order"),
    ("Arguments of both sides concluded; date for reply arguments: 5/3/2031", date(2031, 3, 5), "reply arguments"),
    ("The promoter shall refund within 45 days. Compliance on 17.06.2031.", date(2031, 6, 17), "compliance"),
    ("Arguments heard. Orders on 15.04.2031.", date(2031, 4, 15), "orders"),
    ("Written submissions filed. Reserved for orders on 2.4.2031", date(2031, 4, 2), "orders"),
    ("Both sides present. For judgment 22.03.2031", date(2031, 3, 22), "judgment"),
    ("Evidence closed. Taken up for final hearing on 15.03.2031.", date(2031, 3, 15), "final hearing"),
])
def test_a_day_named_by_its_step_is_the_next_date(text, day, step):
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == day, found
    assert found.stage == step


@pytest.mark.parametrize("text", ["The matter was taken up on 14.04.2031 and adjourned",
                                  "Report of the commissioner dated 20.03.2031 received",
                                  "No appearance on 17.06.2031."])
def test_a_day_held_or_dated_is_no_next_date(text):
    assert find_next_date(text, hearing=HEARD) is None


def test_a_day_the_matter_was_taken_up_on_is_its_own_hearing_s_day():
    found = written_hearing_date("The matter was taken up on 12.03.2031. Heard.", added=date(2031, 3, 16))
    assert found is not None and found.value == date(2031, 3, 12)


def test_a_step_of_the_court_to_be_done_on_a_day_is_the_next_date():
    found = find_next_date("Arguments concluded. Reserved for orders; to be pronounced on 04.03.2031.", hearing=HEARD)
    assert found is not None and found.value == date(2031, 3, 4)


def test_a_next_date_called_wrong_is_no_next_date():
    text = ("CORRECTION - next date is NOT 30.07.2031 as I wrote on 25.06. The clerk checked the order sheet: it is "
            "06.08.2031 (30.07 was the day the commissioner asked for).")
    found = find_next_date(text, hearing=HEARD)
    assert found is None or found.value != date(2031, 7, 30)


def test_a_correction_of_a_fixed_day_written_with_its_year_moves_the_next_date(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="T.S. No. 61 of 2029", short_name="Dastidar homestead suit",
                                    title="Sonaram Baskiyar vs Kiskuram Dastidar"))
    (first,) = practice.ingest([drop("25-06-2031 dastidar.txt",
                                     "25.06.2031 Dastidar homestead suit - commission report not filed. The bench gave "
                                     "time to the commissioner. Next date 30.07.2031 - report.\n")]).entries
    (e,) = practice.ingest([drop("correction dastidar ND.txt",
                                 "CORRECTION - Dastidar homestead suit: next date is NOT 30.07.2031 as I wrote on "
                                 "25.06. The clerk checked the order sheet: it is 06.08.2031 (30.07 was the day the "
                                 "commissioner asked for, the court gave 06.08).\n")]).entries
    assert e.kind != "hearing"
    assert practice.entry(int(e.id)).next_date == "2031-08-06"
    assert practice.entry(int(first.id)).hearing_date == "2031-06-25"


def test_a_correction_opening_with_the_right_day_is_not_dated_by_it(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="C.C. No. 1187 of 2029", short_name="Dastidar cheque case",
                                    title="Baskiyar Tudukhar vs Kiskuram Dastidar"))
    practice.ingest([drop("14-07-2031 dastidar.txt",
                          "14/7 CJM - Dastidar cheque case - accused absent, exemption allowed. ND 14.9.31.\n")])
    (e,) = practice.ingest([drop("correction dastidar date.txt",
                                 "Sir correction - Dastidar cheque case er date 14.9 noy, 13.09.2031 (Monday). "
                                 "Peshkar er kache order sheet dekhe elam.\n")]).entries
    got = practice.entry(int(e.id))
    assert got.next_date == "2031-09-13"
    assert got.record_date is None or got.record_date < "2031-09-13"


@pytest.mark.parametrize("text", ["8/9 - appeal DISMISSED (judgment pronounced). Award 21.11.23 affirmed. Deposit balance.",
                                  "Date of order: 08.09.2026. Certified copy applied."])
def test_a_step_s_own_past_day_is_no_next_date(text):
    assert find_next_date(text, hearing=None) is None
