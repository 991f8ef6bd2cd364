"""A thing asked that no record of the matter holds is said to be not on record first, in whatever language it is
typed; a case described by words no case holds is no case.

- "<case> madhe <two words> kadhi zali" (Marathi), "<case> ma <two words> kyare thayu" (Gujarati), "<case> lo <two
  words> eppudu jarigindi" (Telugu), the words written in no record of the practice: the question word and its verb
  are read, so the words side by side before them are the thing asked — no record of the case holds
  them, so the first sentence says so (never the case's last hearing or next date in their place);
- the same words written in the case's notes are answered from them; one such word alone ("<case> chi sthiti kay")
  still asks where the case stands;
- "<a town> wale <an English thing> <a word for land> writ": the one land writ of the registry is not the case
  described when neither it nor its notes write the thing that tells the matter apart; the words for land alone
  still find it.

A small practice written for these tests (a land writ and a rent suit in a Konkan taluka), in Marathi and Gujarati
words typed in Latin letters, unlike the data sets the answerer was developed on.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-11-03"

NOTES = [
    ("K1", "2025-07-07", "WP 812/25 Velhal. Notice to Collector. Reply of State awaited. Next date 15.09.2025."),
    ("K1", "2025-09-15", "WP 812/25 Velhal. State reply filed. Rejoinder in 3 weeks. Next date 24.11.2025."),
    ("K2", "2025-08-04", "RCS 93/25 Pinglay rent. Summons served. WS not filed. Next date 06.10.2025."),
    ("K2", "2025-10-06", "RCS 93/25 Pinglay rent. WS filed. Sthal pahani by court commissioner done on 30.09.2025, "
                         "report on record. Next date 17.11.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="KC1", name="Sadashiv Velhal"))
    reg.add_person(Client(id="KC2", name="Kumud Pinglay"))
    reg.add_case(Case(id="K1", number="W.P. No. 812 of 2025", short_name="Velhal writ",
                      title="Sadashiv Velhal vs State of Maharashtra", client_id="KC1", side="petitioner",
                      nature="land acquisition compensation"))
    reg.add_case(Case(id="K2", number="R.C.S. No. 93 of 2025", short_name="Pinglay rent suit",
                      title="Kumud Pinglay vs Anant Kandolkar", client_id="KC2", side="plaintiff",
                      nature="arrears of rent and eviction"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unheld-thing-asked", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


@pytest.mark.parametrize("q", ["velhal case madhe jagah nirikshan kadhi zali",
                               "velhal writ ma jagah nirikshan kyare thayu",
                               "velhal case lo jagah nirikshan eppudu jarigindi"])
def test_a_thing_no_record_of_the_case_holds_is_said_not_on_record_first(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "jagah nirikshan" in first_line(a), a.answer  # what is not on record is said
    assert "24 Nov 2025" not in first_line(a) and "Last hearing" not in first_line(a), a.answer


def test_one_word_of_the_language_before_the_question_word_still_asks_where_the_case_stands(pr):
    a = pr.ask("velhal case chi sthiti kay aahe", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "24 Nov 2025" in a.answer, a.answer


def test_the_same_words_written_in_the_case_notes_are_answered_from_them(pr):
    a = pr.ask("pinglay case madhe sthal pahani kadhi zali", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "30" in a.answer and a.citations, a.answer


def test_a_described_case_whose_distinguishing_thing_no_case_holds_is_no_case(pr):
    a = pr.ask("nimbaj wale marble quarry bhoomi writ ki pudhchi tarikh kay", today=TODAY)
    assert "Velhal" not in first_line(a) and "24 Nov 2025" not in first_line(a), a.answer
    assert re.search(r"no such case|no record|not in your registry", first_line(a), re.I), a.answer


def test_the_words_for_land_alone_still_find_the_land_writ(pr):
    a = pr.ask("bhoomi writ ki pudhchi tarikh kay", today=TODAY)
    assert "24 Nov 2025" in first_line(a), a.answer
