"""A matter named by the lawyer's own word for it: the word his notes filed under one case write right before the
word for a case ("kal case": a Tamil lawyer's quarry matter, Tamil "kal", stone), though the registry's title never
holds it and the word is a function word of another language (Hindi "kal", tomorrow). Learned from the filed records,
it names that case only where the question writes it the same way; a pronoun, a numbered heading ("Rent Control
Case No. 77") or a word the notes of two cases write so is never learned."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.notes_names import called_in_notes, said_as_name, words_of
from tareekh.agent.question import understand
from tests.agent.helpers import home_built_by, opened_offline
from tareekh.registry.models import Case

TODAY = date(2031, 5, 2)

NOTES = [
    ("Q1", "2031-03-12", "12.03.2031 HC - kal case (WP 4410/31) - counter filed by the Collector. Next 02.04.2031."),
    ("Q1", "2031-04-02", "02.04.2031 HC - kal case - arguments part heard; Collector's counsel sought time. "
                         "ND 20.04.2031."),
    ("Q2", "2031-03-20", "20.03.2031 Rent Control Case No. 77/2030 - Thirugnanam cross over. This case is old; "
                         "indha case la settlement pesanum. Next 10.04.2031."),
    ("Q2", "2031-04-10", "10.04.2031 Rent Control Case No. 77/2030 - this case adjourned, indha case la kal "
                         "vandhu paakalam nu sonnaar. ND 25.04.2031."),
]


def _build(practice, folder) -> None:
    practice.registry.add_case(Case(id="Q1", number="W.P. No. 4410 of 2031", short_name="Pallavaram quarry lease writ",
                                    title="Selvanayagi vs District Collector, Chengalpattu", side="petitioner"))
    practice.registry.add_case(Case(id="Q2", number="R.C.O.P. No. 77 of 2030", short_name="Tambaram shop eviction",
                                    title="Venkatachalapathi vs Thirugnanam", side="landlord"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    p = next(opened := opened_offline(home_built_by(tmp_path_factory, "notes_names", _build)))
    p.ask("warm up", today=TODAY)  # the practice learns the notes' names before a question
    yield p
    next(opened, None)


def test_the_notes_own_word_is_learned_for_the_one_case_they_call_so(practice):
    assert practice.registry.note_names == {"Q1": ("kal",)}


@pytest.mark.parametrize("typed", ["kal case la adutha date enna?", "kal wala case me kya hua", "the kal matter?"])
def test_the_word_before_a_word_for_a_case_names_the_matter(practice, typed):
    assert understand(typed, registry=practice.registry, today=TODAY).cases == ["Q1"]


def test_the_word_said_elsewhere_names_nothing(practice):
    q = understand("Tambaram shop la kal enna aachu?", registry=practice.registry, today=TODAY)
    assert q.cases == ["Q2"], vars(q)


def test_the_answer_is_read_from_that_matter_s_notes(practice):
    answer = practice.ask("kal case la last hearing la enna aachu?", today=TODAY)
    assert answer.citations and {c.case_id for c in answer.citations} == {"Q1"}, answer.answer


def test_a_word_two_cases_notes_write_so_is_not_learned():
    records = [("godown case heard", ["A"]), ("godown case adjourned", ["A"]), ("godown case too", ["B"]),
               ("godown case again", ["B"])]
    assert called_in_notes(records, lambda w: set()) == {}


def test_a_record_filed_under_no_case_or_two_tells_nothing():
    records = [("godown case heard", []), ("godown case adjourned", ["A", "B"]), ("godown case", ["A"])]
    assert called_in_notes(records, lambda w: set()) == {}


def test_a_word_the_registry_already_gives_a_case_is_not_learned_again():
    records = [("godown case heard", ["A"]), ("godown case adjourned", ["A"])]
    assert called_in_notes(records, lambda w: {"B"} if w == "godown" else set()) == {}
    assert called_in_notes(records, lambda w: set()) == {"A": ("godown",)}


def test_an_abbreviation_in_capitals_is_a_name_though_two_letters():
    records = [("L.A. Ref - PW2 examined", ["A"]), ("Sir LA ref - evidence closed", ["A"]), ("la ref", ["A"])]
    assert called_in_notes(records, lambda w: set()) == {"A": ("la",)}


def test_a_name_in_a_script_is_learned_and_said_in_it():
    records = [("पुलिया केस में गवाह नहीं आया", ["A"]), ("आज पुलिया वाला केस बहस", ["A"])]
    assert called_in_notes(records, lambda w: set()) == {"A": ("पुलिया",)}
    assert said_as_name("पुलिया", words_of("पुलिया केस की अगली तारीख?"))
    assert not said_as_name("पुलिया", words_of("पुलिया के पास क्या हुआ?"))
