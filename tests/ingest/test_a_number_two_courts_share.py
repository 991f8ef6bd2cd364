"""A number two registered cases share is told apart by the forum the note names beside it, never guessed.

Two magistrates' benches (and a consumer commission) number their cases apart, so one number can be three cases. A
note names where it was: a word of one forum's name, the forum's initials ("JMFC", "DM" for a District Munsif Court),
or the bench's number after its initials ("JMFC-2", "JMFC 5"). When that names exactly one of the cases, the note is
that case's; a note that names no forum, or initials two of them share, waits for a person. Names written for this test.
"""

from __future__ import annotations

import pytest

from tareekh.ingest.shared_number import bench_numbers, numbers_after_marks
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    add = practice.registry.add_case
    add(Case(id="S1", number="S.C.C. No. 4410 of 2025", short_name="Zadbuke cheque case",
             title="Devdutt Zadbuke vs Yogiraj Tayade", court="Judicial Magistrate First Class, Court No. 2, Shirpur"))
    add(Case(id="S2", number="S.C.C. No. 4410 of 2025", short_name="Khandagale cheque case",
             title="Shubhada Khandagale vs Vaikunth Shinganapurkar",
             court="Judicial Magistrate First Class, Court No. 5, Shirpur"))
    add(Case(id="S3", number="C.C. No. 4410 of 2025", short_name="Tayade consumer complaint",
             title="Yogiraj Tayade vs Ashtavinayak Automobiles", court="District Consumer Disputes Redressal Commission, Shirpur"))
    add(Case(id="S4", number="R.C.S. No. 4410 of 2025", short_name="Shinganapurkar partition suit",
             title="Vaikunth Shinganapurkar vs Hemangini Shinganapurkar", court="Civil Judge Junior Division Court, Shirpur"))


def _filed(practice, drop, name, text):
    entries = practice.ingest([drop(name, text)]).entries
    return [(e.status, e.case_ids) for e in entries]


@pytest.mark.parametrize("text, case", [
    ("12.3.2026 - SCC 4410/25 - JMFC-2 - CW1 cross done. ND 2.4.2026\n", "S1"),
    ("12.3.2026 JMFC 5 Shirpur\nSCC 4410/25 - accused absent, BW issued\n", "S2"),
    ("12.3.2026 - 4410/25 - Consumer Commission - version of the opposite party filed\n", "S3"),
    ("12.3.2026 - 4410/25 - CJJD - WS filed by D2\n", "S4"),  # "Civil Judge Junior Division" by its initials
])
def test_the_forum_named_beside_a_shared_number_files_the_note_under_its_case(practice, drop, text, case):
    _cases(practice)
    assert _filed(practice, drop, "note.txt", text) == [("retained", [case])]


@pytest.mark.parametrize("text", [
    "12.3.2026 - SCC 4410/25 - CW1 cross done. ND 2.4.2026\n",  # no forum named
    "12.3.2026 - SCC 4410/25 - JMFC - CW1 cross done\n",  # initials both benches share
    "12.3.2026 - 4410/25 - JMFC - cross done\n",  # … and a number three cases share
])
def test_a_shared_number_whose_forum_the_note_does_not_tell_waits_for_review(practice, drop, text):
    _cases(practice)
    assert _filed(practice, drop, "note.txt", text) == [("review", [])]


def test_a_shared_number_written_in_passing_decides_nothing(practice, drop):
    _cases(practice)
    text = "12.3.2026 - meeting with Yogiraj; the trial in SCC 4410/25 (JMFC-2) is part-heard\n"
    assert all(case != ["S1"] for _status, case in _filed(practice, drop, "note.txt", text))


@pytest.mark.parametrize("forum, numbers", [
    ("Judicial Magistrate No. II, Salem", {2}),
    ("Judicial Magistrate First Class, Court No. 5, Shirpur", {5}),
    ("Sub Judge-III, Vellanad", {3}),
    ("II Additional District Judge, Barmer", {2}),
    ("District Consumer Disputes Redressal Commission, Shirpur", set()),
])
def test_a_benchs_number_is_read_from_its_forum(forum, numbers):
    assert bench_numbers(forum) == numbers


@pytest.mark.parametrize("text, numbers", [
    ("JMFC-2 Shirpur", {2}),
    ("jmfc 5", {5}),
    ("JM No.II - charge framed", {2}),
    ("JMFC 12.3.2026 - heard", set()),  # a date, no bench
])
def test_a_benchs_number_is_read_after_its_forums_initials(text, numbers):
    assert numbers_after_marks(text, {"jmfc", "jm"}) == numbers
