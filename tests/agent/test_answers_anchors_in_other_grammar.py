"""Which case and which person a question asks about, when its words are another language's grammar.

- A postposition the reader's tables do not hold, between a party's name and the word for the case ("<name> sund
  appeal", Kashmiri "of"), is no description of the thing asked: the case is answered.
- A verb the tables do hold, typed before a case's name ("kitne mile <name> case mein"), starts no name.
- A kinship or courtesy word the notes write only beside a person's name ("<Name> Pishi") is how that person is
  called, not another matter.
- A sort of case ("divorce") or another party ("<A> vs <name>") that the one case a name points at is not: said back
  as no such case, not answered from the case that only shares a name.
- A registry name typed in a script other than Devanagari (Bengali, Assamese) is that name; a plain word of a
  counsel's post after the comma ("…, Special P.P.") does not name the counsel.
- A judge called by the court they sit in and a courtesy word ("family court madam") is that court's judge.
- A person named with a role word ("<name> vakil") whom nobody the practice holds is: said back, not answered from
  a judge who shares one word of the name.
- A case ending glued with a hyphen ("<name>-ak") is no word of the question's topic; nor is the particle a question
  closes on to ask "…, right?" ("… the na?"); "appl" is an application, not an appeal.

A small practice written for these tests: a coconut-grove appeal, a cheque complaint, a homestead title suit.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2024-04-01"

NOTES = [
    ("B1", "2024-03-05", "Appeal heard in part on the grove boundary. Next date 12.04.2024."),
    ("B2", "2024-02-10", "Pillai sought time, said he is unwell. Next date 01.03.2024."),
    ("B2", "2024-03-01", "Pillai sought time again, busy in another court. Next date 20.04.2024."),
    ("B2", "2024-03-02", "Tirumalai came with Sunanda Pishi and the bank's return memo."),
    ("B2", "2024-03-15", "Accused's exemption application allowed for this date only."),
    ("B3", "2024-03-10", "Issues framed on title to the homestead. Next date 18.04.2024."),
    ("B4", "2024-02-20", "Madam warned the husband: default in maintenance will invite attachment of his salary. "
                         "Next date 22.04.2024."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Sudhakar Venkatraman"))
    reg.add_person(Client(id="K2", name="Tirumalai Ramanujam"))
    reg.add_person(Client(id="K3", name="Rekha Borgohain"))
    reg.add_person(Counsel(id="V1", name="Adv. Mohan Pillai"))
    reg.add_person(Counsel(id="V2", name="Smt. Neha Barman, Special P.P."))
    reg.add_person(Judge(id="J1", name="Justice Shanta Devi Kulkarni", short="Kulkarni J"))
    reg.add_person(Judge(id="J2", name="Smt. Kavita Hegde", short="Principal Judge, Family Court",
                         court="Family Court, Udupi"))
    reg.add_case(Case(id="B1", number="F.A. No. 17 of 2023", short_name="Venkatraman appeal",
                      title="Sudhakar Venkatraman vs Vasantha Iyengar", client_id="K1", judge_id="J1",
                      nature="appeal against a decree of partition of a coconut grove", side="appellant"))
    reg.add_case(Case(id="B2", number="C.C. No. 230 of 2024", short_name="Tirumalai cheque case",
                      title="Tirumalai Ramanujam vs Prabhakar Kodkani", client_id="K2", counsel_id="V1",
                      nature="complaint u/s 138 NI Act over a dishonoured cheque", side="complainant"))
    reg.add_case(Case(id="B3", number="O.S. No. 88 of 2022", short_name="Rekha title suit",
                      title="Rekha Borgohain vs Dhruba Tamuli", client_id="K3",
                      nature="declaration of title to a homestead", side="plaintiff"))
    reg.add_case(Case(id="B4", number="Crl. Misc. No. 40 of 2023", short_name="Latha maintenance",
                      title="Latha Poojary vs Ganesh Poojary", judge_id="J2",
                      nature="maintenance of wife and child", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "anchors-in-other-grammar", build)


def test_a_postposition_nobody_knows_between_a_party_and_the_case_word_is_no_thing_asked(pr):
    a = pr.ask("sudhakar sund appeal next date kab hai?", today=TODAY)
    assert "mentions" not in first_line(a), a.answer
    assert "12 Apr 2024" in first_line(a), a.answer


def test_a_known_verb_before_a_case_s_name_starts_no_name(pr):
    a = pr.ask("pillai ke adjournment kitne mile tirumalai case mein?", today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["B2"], (a.case_ids, a.answer)


def test_a_kinship_word_the_notes_write_only_beside_a_name_is_no_other_matter(pr):
    a = pr.ask("Rekha pishi r suit t next date kobe?", today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert "18 Apr 2024" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "divorce case, tirumalai - agli tareekh?",  # a sort of case the one Tirumalai case is not
    "ramesh gowda vs tirumalai case, next date?",  # another party nobody holds
])
def test_a_case_whose_sort_or_other_party_contradicts_the_named_case_is_said_back(pr, question):
    # ("No record: no divorce case is in your registry … of other sorts: <the Tirumalai cheque case>" says it back
    # by its sort, naming the matter of another sort; "No such case" by its name)
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith(("No such case", "No record")), a.answer
    assert "20 Apr 2024" not in a.answer
    assert a.citations == []


def test_the_named_case_of_its_own_sort_and_party_is_answered(pr):
    a = pr.ask("kodkani vs tirumalai cheque case, next date?", today=TODAY)
    assert "20 Apr 2024" in first_line(a), a.answer


def test_a_counsel_named_with_the_word_for_lawyer_whom_nobody_holds_is_said_back(pr):
    a = pr.ask("raghavan devi vakil kis matter mein hai?", today=TODAY)
    assert first_line(a).startswith("There is no counsel called Raghavan Devi"), a.answer
    assert a.citations == []


def test_a_judge_called_by_surname_and_role_after_a_word_of_the_question_is_that_judge(pr):
    a = pr.ask("appeal mein phir kulkarni sahab ne kya kaha?", today=TODAY)
    assert "There is no" not in first_line(a), a.answer


def test_a_case_ending_glued_with_a_hyphen_is_no_topic(pr):
    from tareekh.agent.question import understand

    q = understand("sudhakar-ak appeal-an kitem zalem?", registry=pr.registry, today=date(2024, 4, 1))
    assert q.cases == ["B1"]
    assert "ak" not in q.topics, q.topics


def test_the_particle_a_question_closes_on_asks_no_thing_and_the_yes_is_said(pr):
    a = pr.ask("tirumalai ka exemption mila tha na?", today=TODAY)
    assert first_line(a).startswith("Yes"), a.answer


def test_appl_is_an_application_not_an_appeal(pr):
    a = pr.ask("tirumalai case - exemption appl kab allow hui?", today=TODAY)
    assert "appeal" not in first_line(a).lower(), a.answer
    assert "exemption application allowed" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "family court madam usually kya karti hain?",
    "what does the family court madam usually do?",
])
def test_a_judge_called_by_the_court_and_a_courtesy_word_is_that_court_s_judge(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "attachment of his salary" in first_line(a), a.answer


@pytest.mark.parametrize("question, day", [
    ("তিরুমালাই কেসের পরের তারিখ কবে?", "20 Apr 2024"),  # Bengali script
    ("ৰেখাৰ case ৰ পিছৰ তাৰিখ কেতিয়া? কিবা special?", "18 Apr 2024"),  # Assamese script; "special" is no counsel
])
def test_a_registry_name_typed_in_another_script_anchors_its_case(pr, question, day):
    a = pr.ask(question, today=TODAY)
    assert day in first_line(a), a.answer
