"""A correction calls the wrong date wrong in the note's own language, typed in Roman letters as often as in its
script — Bengali/Odia "bhul", Marathi "chuk", Gujarati "khotu", Telugu/Kannada "tappu", Malayalam "thettu" — or
says the date "is not" it, the language's negation right after the date ("14.9 noy, 13.09.2027", "२८.०८ नहीं है -",
"12.3 nathi, …"). Such a note gives the right date as the case's next date. A "not" that tells of something that did
not happen on a day ("14.9 ko gawah nahi aaya") denies no date, nor does "bhul gaye" (forgot). Text and names
written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.papers import corrected_next_date, denied_days
from tareekh.registry import Case


@pytest.mark.parametrize("text, denied, right", [
    # Gujarati typed in Roman letters: the date negated, the right one after it
    ("Sidhpura dawo - tarikh 12.3 nathi, 19.03.2027 che (Friday). Register ma sudharo.", {(12, 3)}, date(2027, 3, 19)),
    # Odia in Roman letters: called "bhul" after it, a few words between
    ("Thakrar case re gatakali ND 04.05 lekhithili - bhul. Sahi agami tarikh 11.05.2027.", {(4, 5)}, date(2027, 5, 11)),
    # Kannada in Roman letters: "tappu"
    ("Chandrappa OS: ninne diary alli 21.7 bardidde - tappu. Correct next date 28.07.2027.", {(21, 7)},
     date(2027, 7, 28)),
    # Malayalam in Roman letters: "thettu"
    ("Poovathingal case - 9.8.27 ennu ezhuthiyathu thettu. Sheriyaya date 16.08.2027.", {(9, 8)}, date(2027, 8, 16)),
    # Marathi: "chuk" after it, and Hindi in its script: the date negated
    ("Kumbhojkar dava - 3/6/27 lihila - CHUK. Roznama pahila: pudhil tarikh 10.06.2027.", {(3, 6)}, date(2027, 6, 10)),
    ("मंडाविया केस की अगली तारीख ०७.०९ नहीं है - कोर्ट बंद है। सही तारीख १४.०९.२०२७ है।", {(7, 9)}, date(2027, 9, 14)),
])
def test_a_date_called_wrong_in_the_notes_language(text, denied, right):
    assert denied_days(text, with_year=True) == denied
    assert corrected_next_date(text, with_year=True) == (denied, right)


@pytest.mark.parametrize("text", [
    "14.9 ko gawah nahi aaya. ND 20.10.27",
    "ND 14.9 - bhul gaye client ko batana, next 20.10.27",
    "PW2 ka bayan 14.9 nahi hua kyunki judge chhutti par the.",
])
def test_a_day_something_did_not_happen_is_no_denied_date(text):
    assert denied_days(text, with_year=True) == set()


def test_an_undated_correction_in_bengali_roman_letters_moves_the_next_date(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="V1", number="C.C. No. 318 of 2026", short_name="Velankar cheque case",
                                    title="Pashupati Traders vs Velankar"))
    practice.ingest([drop("02-08-2027 velankar.txt",
                          "02.08.2027 Velankar cheque case - accused absent, exemption allowed. ND 14.9.27.\n")])
    (e,) = practice.ingest([drop("velankar date.txt",
                                 "Sir correction - Velankar cheque case er date 14.9 noy, 13.09.2027 (Monday). "
                                 "Peshkar er kache dekhe elam.\n")]).entries
    got = practice.entry(int(e.id))
    assert got.kind != "hearing" and got.hearing_date is None
    assert got.next_date == "2027-09-13"
    assert practice.registry.get_case("V1").next_date == "2027-09-13"
