"""A counsel no record names, asked in any language's frame, and a matter asked by a sort its party's only matter is not
of, are said back — never answered from another person's or another matter's lines.

Before, "<name> vakil ke saath mera konsa case hai" (which is my case with counsel <name>) was answered "Nearest your
notes come: …" with an eviction suit's lines: the surname began as a word of the law begins (the reader's stems are a
word's first letters, and "Bhad…" is the stem of a Hindi word for rent), so it was read as no name; and "<name> wale
vakil" put the Hindi belt's "-wala" between the name and the role word, which ended the name before it began. And
"<party> against e injunction suit ta porer tarikh koto" (the next date of the injunction suit against <party>), of a
party whose only matter is a partition suit, was answered with the partition suit's hearings: a partition, an
injunction, an execution, a motor accident claim were no sorts the reader told apart. Names here are no data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.role_named import named_with_role
from tareekh.agent.sort_asked import sorts_asked
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2031-03-10"

NOTES = [
    ("P1", "2030-08-20", "T.S. 41/2029 Mrinmoyee partition suit. Defendant Sukhamoy Purvankara appeared through "
                         "Tolanbi Hazarnavis. WS filed. Next date 15.10.2030."),
    ("P1", "2030-10-15", "Partition suit - issues framed: whether the homestead is joint. ND 12.01.2031."),
    ("M1", "2030-09-02", "MACT claim 88/2030 Hiralbai accident - claimant's evidence affidavit filed. Insurer's "
                         "counsel Rasulpuri took time. ND 20.11.2030."),
    ("M1", "2030-11-20", "Accident claim - PW1 Hiralbai cross-examined by Rasulpuri. ND 25.02.2031."),
]


def build(practice, _tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Mrinmoyee Dhruvajyoti"))
    reg.add_person(Client(id="K2", name="Hiralbai Ujjwalkar"))
    reg.add_person(Counsel(id="OC1", name="Tolanbi Hazarnavis"))
    reg.add_person(Counsel(id="OC2", name="Rasulpuri Nirupoma"))
    reg.add_case(Case(id="P1", number="T.S. (Partition) 41/2029", short_name="Mrinmoyee partition",
                      title="Mrinmoyee Dhruvajyoti vs Sukhamoy Purvankara", client_id="K1", counsel_id="OC1",
                      side="plaintiff"))
    reg.add_case(Case(id="M1", number="M.A.C.P. 88/2030", short_name="Hiralbai accident claim",
                      title="Hiralbai Ujjwalkar vs Shyamapada Haulage", client_id="K2", counsel_id="OC2",
                      side="claimant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "unheld-counsel-or-sort", build))


@pytest.mark.parametrize("question", ["bhadauriya vakil ke saath mera konsa case hai",  # Hindi
                                      "bhadauriya wale vakil ka kaunsa case hai",  # Hindi, with "-wala"
                                      "chandrashil vala vakil sathe maro kayo case che",  # Gujarati
                                      "anantkumar ukil er sathe amar kon case ache"])  # Bengali
def test_a_counsel_whose_name_begins_as_a_law_word_begins_is_said_back(pr, question):
    assert [name for name, role in named_with_role(question) if role == "counsel"], question
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("There is no counsel called"), a.answer


@pytest.mark.parametrize("question", ["accusedinte vakil aaru", "tenanter ukil ke", "complainantde vakil kaun"])
def test_a_party_s_word_with_a_glued_ending_before_a_role_word_is_no_name(question):
    assert named_with_role(question) == []


def test_a_counsel_the_registry_holds_asked_with_wala_is_not_said_back(pr):
    a = pr.ask("rasulpuri wale vakil ka kaunsa case hai", today=TODAY)
    assert "no counsel called" not in a.answer.lower(), a.answer


@pytest.mark.parametrize("question, sort", [("purvankara against e injunction suit ta porer tarikh koto", "injunction"),
                                            ("purvankara ke khilaf injunction suit ki agli tareekh", "injunction"),
                                            ("hiralbai execution case next date enna", "execution"),
                                            ("mrinmoyee accident case ki agli tareekh", "accident claim")])
def test_a_matter_asked_by_a_sort_its_party_s_only_matter_is_not_of_is_said_back(pr, question, sort):
    assert sort in sorts_asked(question)
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith((f"No record: no {sort} case", "No such case")), a.answer


@pytest.mark.parametrize("question", ["purvankara against e partition suit ta porer tarikh koto",
                                      "hiralbai accident case ki agli tareekh", "mrinmoyee batwara case next date"])
def test_a_matter_asked_by_its_own_sort_is_answered(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No record"), a.answer


def test_a_sort_the_matter_s_notes_speak_of_is_not_said_back(pr):
    # the claim's notes write "accident": asked as an accident case of its party, it is the claim
    a = pr.ask("hiralbai ujjwalkar accident case next date", today=TODAY)
    assert not first_line(a).startswith("No record"), a.answer


def test_a_known_verb_before_a_possessive_is_no_name_away_from_a_role_word():
    # "<matter> agli kab lagegi? <authority> ka counter kab tak?": the verb before "<authority> ka" was said back as a
    # person ("There is no one called Lagegi …") once the looser reading of names beside a role word reached every reader
    from tareekh.agent.role_named import _no_name

    assert _no_name("lagegi")
    assert not _no_name("bhadana", beside_role=True)


def test_a_capitalised_name_holding_a_known_word_is_still_a_name():
    # "what did CW3 Tilakdhari Bhadaura say": a surname beginning as a word of the law begins ("bhada", rent) is read as
    # a name when typed capitalised as one (the reader of unheld names passes `beside_role` for capitalised pairs),
    # and said back when nobody holds it
    from tareekh.agent.role_named import _no_name

    assert _no_name("bhadaura") and not _no_name("bhadaura", beside_role=True)
