"""The matters in which one side took time, asked across the practice: "kin kin case me saamne wale ne counter ke
liye time liya?", "which cases did the other side get a date in saying their witness did not come?", "e e cases lo
avatali vaallu vaayida teeskunnaru?".

Every matter whose notes read an adjournment as that side's is named with its days, narrowed to the plea asked:
the question's words as the pleas write them, in Latin letters or a script ("counter" is the note's "काउंटर"), or
a witness who did not come. A matter where only our side took time, or where the other side took time for
something else, is not named.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.side_time import asks_side_time
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

CASES = [
    ("A1", "W.P. 3310/2024", "Khandagale pension writ"),
    ("A2", "W.P. 5127/2024", "Roopchand lease writ"),
    ("A3", "O.S. 88/2023", "Nandikolla boundary suit"),
    ("A4", "O.S. 140/2023", "Sonkusre easement suit"),
]
NOTES = [
    ("A1", "2025-01-14", "Khandagale writ - counsel for the respondent Board sought four weeks' time to file counter "
                         "affidavit. Next 18.02.2025."),
    ("A2", "2025-02-03", "रूपचंद रिट - प्रत्यर्थी के वकील ने काउंटर के लिए 3 हफ्ते का समय माँगा। अगली तारीख 10.03.2025"),
    ("A3", "2025-02-20", "Nandikolla suit - DW1 Ghongde did not come. Defendant's counsel sought time. Next 27.03.2025."),
    ("A4", "2025-03-05", "Sonkusre suit - the defendant's counsel sought time to file the written statement. "
                         "Next 09.04.2025."),
    ("A4", "2025-04-09", "Sonkusre suit - PW2 absent, we sought time for our witness. Next 14.05.2025."),
    ("A1", "2025-03-12", "Khandagale writ - DW Ghongde absent; the respondent's counsel sought time. Next 16.04.2025."),
    ("A3", "2025-03-27", "નંદીકોલ્લા દાવો - પ્રતિવાદીના વકીલે ઉલટ તપાસ માટે સમય માંગ્યો. આગામી તારીખ 24.04.2025"),
    ("A2", "2025-03-10", "Roopchand writ - respondent's counsel sought time for cross of PW1. Next 21.04.2025."),
]


def build(practice, tmp) -> None:
    for cid, number, short in CASES:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=f"{short} matter",
                                        side="plaintiff"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-time-across", build)


@pytest.mark.parametrize("question", [
    "kin kin case me saamne wale ne counter ke liye time liya",
    "which matters did the other side take time in",
    "e e cases lo avatali vaallu vaayida teeskunnaru",
])
def test_the_other_sides_time_across_matters_is_asked(question):
    assert asks_side_time(question) == "other"


def test_one_matters_time_or_no_side_is_not_this_question():
    assert asks_side_time("Khandagale writ me agli date kya hai") is None
    assert asks_side_time("which matters are listed tomorrow") is None


def test_time_for_the_counter_names_each_matter_in_any_script(pr):
    a = pr.ask("kin kin case me saamne wale ne counter ke liye time liya", today="2025-06-01")
    line = first_line(a)
    assert "Khandagale" in line and "14 Jan 2025" in line, a.answer
    assert "Roopchand" in line and "3 Feb 2025" in line, a.answer  # the note's "काउंटर"
    assert "Sonkusre" not in line and "Nandikolla" not in line, a.answer  # time for other things


def test_time_taken_saying_the_witness_did_not_come(pr):
    a = pr.ask("which cases did the other side take time in saying the witness did not come", today="2025-06-01")
    line = first_line(a)
    assert "Nandikolla" in line and "20 Feb 2025" in line, a.answer
    assert "Khandagale" in line and "12 Mar 2025" in line, a.answer
    assert "Sonkusre" not in line, a.answer  # our own witness's absence, our time


def test_time_for_the_cross_is_found_in_the_gujarati_words_for_it(pr):
    a = pr.ask("kaya kaya matter ma same vala vakile cross mate time lidho", today="2025-06-01")
    line = first_line(a)
    assert "Roopchand" in line and "10 Mar 2025" in line, a.answer
    assert "Nandikolla" in line and "27 Mar 2025" in line, a.answer  # "ઉલટ તપાસ", the Gujarati cross-examination
    assert "Khandagale" not in line, a.answer
