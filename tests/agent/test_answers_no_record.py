"""What the notes do not hold is said plainly, in the words every no-record answer uses ("no record"), cites nothing.

A person named first in the question with a courtesy word ("Bhandari ji ne …") is a name like any other; a case
called by a place before "wale" and the Hindi word for a suit ("mukadma") is a case the registry may not hold; a
thing asked of a real case that none of its records mentions is "no record" of it.

The small two-case practice of tests/agent/helpers.py.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import build_practice, first_line, home_built_by


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "norecord", lambda p, _folder: build_practice(p))


def test_a_person_named_first_with_a_courtesy_word_whom_no_record_holds_is_said_back(pr):
    a = pr.ask("Bhandari ji ne Seabreeze case mein kya jawab diya tha?", today="2025-10-01")
    assert first_line(a).startswith("Nothing in your notes on Bhandari"), a.answer
    assert "no record" in a.answer.lower() and not a.citations, a.answer


def test_a_person_the_notes_hold_named_first_with_a_courtesy_word_is_answered(pr):
    a = pr.ask("Srinivas ji ne Seabreeze case mein kya kaha tha?", today="2025-10-01")
    assert "nothing in your notes" not in a.answer.lower() and a.citations, a.answer


def test_a_case_called_by_a_place_before_wale_and_mukadma_that_the_registry_lacks_is_no_such_case(pr):
    a = pr.ask("koramangala wale kabze ke mukadme ki agli tareekh kya hai?", today="2025-10-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "koramangala" in a.answer.lower() and not a.citations, a.answer


def test_a_thing_none_of_a_real_cases_records_mentions_says_no_record(pr):
    a = pr.ask("Seabreeze mein defendant ne lok adalat ki arzi di thi?", today="2025-10-01")
    assert first_line(a).startswith(("Nothing in your notes", "No record")), a.answer
    assert "no record" in first_line(a).lower() and not a.citations, a.answer



@pytest.mark.parametrize("question", [
    "Seabreeze mein defendant ne impleading application file kiya tha? kya hua",  # Hindi
    "Seabreeze case e defendant amending petition file korechilo? ki holo",  # Bengali
])
def test_a_proceeding_named_by_its_verb_s_ing_that_no_record_mentions_says_no_record(pr, question):
    # "impleading", "amending": the impleadment, the amendment, which none of the case's records mentions
    a = pr.ask(question, today="2025-10-01")
    assert first_line(a).startswith(("Nothing in your notes", "No record", "Not on record")), a.answer
    assert not a.citations, a.answer


def test_a_proceeding_s_verb_in_ing_is_read_as_the_proceeding_and_other_ing_words_are_not():
    from tareekh.agent.closest import _proceeding_by_verb

    assert all(_proceeding_by_verb(w) for w in ("impleading", "amending", "attaching", "executing"))
    # a verb sharing only a proceeding's first letters ("contest"/"contempt"), or no proceeding's at all
    assert not any(_proceeding_by_verb(w) for w in ("contesting", "competing", "proceeding", "pending", "hearing"))


def test_a_word_typed_with_a_nukta_is_the_word_a_note_writes_without():
    from tareekh.agent.lexicon import stems, words

    assert words("सोनू के ज़मानतदारों को") == words("सोनू के जमानतदारों को")
    assert stems("ज़मानतदारों") <= stems("उसके जमानतदारों को धारा 446")




def test_a_month_named_without_a_day_is_the_last_such_month_not_a_word_to_find(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("Seabreeze case lo June date appudu Srinivas garu em annaru?", registry=pr.registry,
                   today=date(2025, 10, 1))
    assert (q.since, q.until) == (date(2025, 6, 1), date(2025, 6, 30))
    q = understand("Seabreeze mein November mein kya hua?", registry=pr.registry, today=date(2025, 10, 1))
    assert (q.since, q.until) == (date(2024, 11, 1), date(2024, 11, 30))
    q = understand("Seabreeze mein 5 June ko kya hua?", registry=pr.registry, today=date(2025, 10, 1))
    assert q.on == date(2025, 6, 5)


def test_health_asked_as_sehat_is_the_illness_a_line_writes_as_bimar():
    from tareekh.agent.lexicon import expand, stems

    assert expand("sehat") & stems("Imran jail me bimar hai")
    assert expand("tabiyat") & stems("client was unwell")


def test_a_yes_no_that_offers_two_answers_is_answered_from_the_line_that_states_either(pr):
    a = pr.ask("Khaja Saleemuddin mein presiding officer ne order pass kiya tha ya chutti pe the?", today="2025-10-01")
    assert "11 Aug 2025" in a.answer and "on leave" in a.answer and a.citations, a.answer
    assert not a.answer.lower().startswith(("no record", "nothing")), a.answer


def test_a_question_offering_two_answers_is_split_into_them_and_ya_nahi_offers_none():
    from tareekh.agent.polar import either_side

    assert either_side("vinod ne jurm qubool kiya tha ya not guilty bola?") == ["vinod ne jurm qubool kiya tha",
                                                                              "not guilty bola"]
    assert either_side("bail mili ya nahi?") == [] and either_side("did they file it or not?") == []


def test_a_day_and_month_typed_in_devanagari_is_the_date_it_names(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("वकील साहब 12 नवंबर को कोर्ट आए थे, क्या बोले?", registry=pr.registry, today=date(2025, 11, 20))
    assert q.on == date(2025, 11, 12) and q.kind == "said"
