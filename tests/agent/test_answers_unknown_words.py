"""Questions typed in a language the answerer does not know: the words it knows say what is asked and of which case,
the words it does not know are the question's own language, not things the notes must hold.

- a next-date word among unknown words ("… kedna next thevtat") asks the next date;
- a case named by its registry word with unknown words run into it ("… kartat parmar case-ant") is that case, while a
  name nobody holds is still said back ("No such case");
- several unknown words left after a case is found do not say "nothing in your notes on <them>" (one still does);
- a sum typed plainly ("120000", "120k") is the "1,20,000" the notes write.

A small practice written for these tests (a revision, a boundary suit, a cheque case) in Marathi-Konkani words and a
clerk's register style, unlike the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-09-01"

NOTES = [
    ("G1", "2025-06-02", "REVISION 41/25 / Bhatt. Admitted. Lower court record called for. Next date 18.08.2025."),
    ("G1", "2025-08-18", "REVISION 41/25 / Bhatt. Record received. Arguments on delay. Next date 22.09.2025."),
    ("G2", "2025-06-10", "SUIT 220/24 / Parmar boundary. Other side's Adv. Joshi sent a proxy, sought time for "
                         "written statement. Next date 14.07.2025."),
    ("G2", "2025-07-14", "SUIT 220/24 / Parmar boundary. Adv. Joshi again sent a junior who sought time. Costs "
                         "Rs. 500 imposed. Next date 09.09.2025."),
    ("G3", "2025-05-05", "CHEQUE 75/25 / Desai. Interim compensation of Rs. 1,20,000 u/s 143A ordered, to be paid "
                         "within 60 days. Next date 30.07.2025."),
    ("G3", "2025-07-30", "CHEQUE 75/25 / Desai. Interim compensation 1,20,000 not paid by accused. Our application "
                         "for recovery filed. Next date 25.09.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="GC1", name="Hemant Bhatt"))
    reg.add_person(Client(id="GC2", name="Leela Parmar"))
    reg.add_person(Client(id="GC3", name="Nitin Desai"))
    reg.add_person(Counsel(id="GO1", name="Adv. Prakash Joshi"))
    reg.add_case(Case(id="G1", number="Crl. Rev. No. 41 of 2025", short_name="Bhatt revision",
                      title="Hemant Bhatt vs State", client_id="GC1", side="petitioner"))
    reg.add_case(Case(id="G2", number="O.S. No. 220 of 2024", short_name="Parmar boundary suit",
                      title="Leela Parmar vs Suresh Kamat", client_id="GC2", counsel_id="GO1", side="plaintiff"))
    reg.add_case(Case(id="G3", number="C.C. No. 75 of 2025", short_name="Desai cheque case",
                      title="Nitin Desai vs Ramdas Naik", client_id="GC3", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"register {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unknown-words", build)


def test_a_next_date_word_among_words_the_reader_does_not_know_asks_the_next_date(pr):
    a = pr.ask("bhatt revision kedna next thevtat", today=TODAY)
    assert "22 Sep 2025" in first_line(a), a.answer
    assert not first_line(a).startswith("Nothing in your notes"), a.answer


def test_a_case_name_with_unknown_words_run_into_it_is_that_case(pr):
    a = pr.ask("joshi vakil nehmi kay kartat parmar case-ant?", today=TODAY)
    assert "No such case" not in a.answer, a.answer
    assert "Parmar" in a.answer, a.answer


def test_a_name_nobody_holds_before_the_kind_word_is_still_no_such_case(pr):
    a = pr.ask("nehmi kay kartat Gaonkar case-ant?", today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


def test_several_unknown_words_left_after_the_case_do_not_say_nothing_in_your_notes(pr):
    a = pr.ask("joshi vakil nehmi kay kartat parmar case-ant?", today=TODAY)
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert a.citations, a.answer


def test_one_thing_no_record_holds_is_still_said_back(pr):
    a = pr.ask("parmar suit mein helmet ka kya", today=TODAY)
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert "helmet" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["120000?", "desai ne 120k bharle kay?"])
def test_a_sum_typed_without_its_commas_or_in_thousands_is_the_sum_the_notes_write(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert "not paid" in a.answer, a.answer


def test_a_name_with_an_ending_glued_to_it_names_its_case(pr):
    a = pr.ask("parmarancha next date?", today=TODAY)
    assert "9 Sep 2025" in first_line(a), a.answer


def test_a_name_with_an_ending_glued_names_the_case_not_a_thing_asked_of_it(pr):
    # "desaichya": Desai's; the question asks when the order comes, the case's next listing
    a = pr.ask("desaichya case order kab aayega?", today=TODAY)
    assert "25 Sep 2025" in first_line(a) and "Desai cheque case" in first_line(a), a.answer


def test_how_much_of_a_thing_the_reader_does_not_know_lists_the_case_sums_rather_than_nothing(pr):
    a = pr.ask("parmar suit bhaav kitna?", today=TODAY)
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert "500" in first_line(a) and "bhaav" in first_line(a), a.answer
    assert a.citations, a.answer


def test_two_words_side_by_side_no_record_holds_are_one_thing_said_back(pr):
    a = pr.ask("parmar suit mein gas connection ka kya", today=TODAY)
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert "gas connection" in first_line(a), a.answer


def test_a_capitalised_name_that_begins_with_a_registry_name_is_not_that_name(pr):
    # "Parmarkar" typed as a name is another person, not Parmar with an ending
    a = pr.ask("Parmarkar ka next date?", today=TODAY)
    assert "9 Sep 2025" not in first_line(a), a.answer
