"""A partition suit's pleadings write shares as fractions with a slash — "the plaintiffs' share is not 3/7",
"hissa 1/3", "1/4th", "2/5 pangu" — the very shape of a diary's "3/7". Such a share is no date: a "not" before it
denies no next date, it makes no note a correction, and it is no hearing's day. A day written so ("ND not 3/7") still
is. Text and names written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.events.corrections import is_correction
from tareekh.ingest.dates import written_hearing_date
from tareekh.ingest.papers import corrected_next_date, denied_days
from tareekh.registry import Case

# a Hindi written statement, typed in Roman letters, that denies the plaintiff's share
_HINDI_WS = ("Vaadi Ramkali ka hissa 1/3 nahi hai. Sampatti Bhagwanti ki swarjit hai.\n"
             "Ramkali ka kathan ki uska hissa not 1/3 - galat. Vaad kharij ho.\nDinank 04.03.2027")


@pytest.mark.parametrize("text", [
    # English, as a Kerala or any written statement writes it
    "4. The plaintiffs' share is not 3/7. The suit may be dismissed with costs.\nDated 11.02.2027",
    # Tamil in Roman letters: "pangu" (share) after the fraction and before it
    "Vadhi Thirumalaisamy-ku 2/5 pangu illai. Pangu not 1/4 - thavaru. 09.03.2027",
    _HINDI_WS,
    # Kannada in its script, and a share read aloud ("1/4th")
    "ಪಾಲು not 1/4. The plaintiff's 1/4th is denied. 02.04.2027",
])
def test_a_share_denied_is_no_denied_date(text):
    assert denied_days(text, with_year=True) == set()
    assert corrected_next_date(text, with_year=True) is None
    assert not is_correction(text)


def test_a_day_denied_beside_a_share_word_elsewhere_is_still_denied():
    text = "Sarojamma partition - ND not 3/7, it is 10/07/2027. Her 1/3 share commission next."
    assert denied_days(text, with_year=True) == {(3, 7)}
    assert is_correction(text)


def test_a_share_opening_a_note_is_no_hearing_s_day():
    text = "1/3 share of Pramodini admitted by D2 in his reply; commission to divide."
    assert written_hearing_date(text, added=date(2027, 6, 1)) is None
    # … while a day so written is the hearing's
    assert written_hearing_date("1/3 Pramodini partition - commission report filed",
                                added=date(2027, 6, 1)).value == date(2027, 3, 1)


def test_a_written_statement_denying_a_share_files_as_a_pleading(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="O.S. No. 77 of 2026", short_name="Vadakkedath partition",
                                    title="Ramkali vs Kuttikrishnan", next_date="2027-03-18"))
    (e,) = practice.ingest([drop("WS D1 OS 77.txt",
                                 "O.S. No. 77 of 2026 - LIKHIT KATHAN PRATIVADI 1\n1. Sampatti Bhagwanti ki swarjit hai.\n"
                                 "2. Vaadi ka hissa not 1/3. Vaad kharij ho.\nDinank 04.03.2027\n")]).entries
    got = practice.entry(int(e.id))
    assert got.case_id == "P1" and got.kind != "hearing"
    # (read as a denied day, the pleading's own date was taken for a corrected next date)
    assert got.next_date is None
    assert practice.registry.get_case("P1").next_date == "2027-03-18"


@pytest.mark.parametrize("text", ["Hissa par bahas ND 3/7", "hissa agli tarikh 3/7",
                                  "Ohari - next date 3/7"])
def test_a_day_marked_after_a_share_word_stays_the_day(text):
    from tareekh.events.shares import share_spans, without_shares

    # a share word earlier in the note, then the day's own marker before "3/7": the day, not a share
    assert share_spans(text) == []
    assert "3/7" in without_shares(text)
