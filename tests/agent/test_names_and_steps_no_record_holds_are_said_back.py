"""A person or a step the question names and no record holds is said back as such, in any language the tables hold —
and a word of the question's grammar is never taken for that person or thing.

- A name of two words typed after a title ("Dr. <given> <surname>"), one word of which a judge of the registry
  carries, is another person: not the judge, and said back when no record writes it whole.
- A word of a name is matched whole (or with its glued case ending off), never by its first five letters: "<name>ani"
  is not the "<name>am" a record writes.
- The word for a lawyer typed with the Urdu qaf ("vaqeel", "uqil") is the word for a lawyer: "<name> uqil" asks of a
  counsel, and one the registry does not hold is said back.
- "Same" and "against" in any language ("<name> same warrant", "the same warrant", "<name> ke khilaf warrant") say
  whom or which, never the thing asked: the warrant on record is answered, not said to be missing.
- A count asked of an act a counsel did ("<counsel> ne kitni baar <thing> lagayi") of a thing no record of the matter
  writes is said to be not on record, not counted off the matter's other lines.
- An English word spelt right is no misspelt kind of case: "<case> me <bank> officer account …" asks of the account in
  that case, never of an "accounts" suit nobody holds.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.thing_absent import _content
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import home_built_by

DAY = date(2026, 9, 1)
TODAY = "2026-09-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Tanvika Orsal", short="Rent Controller madam"))
    reg.add_person(Client(id="CL1", name="Hemendu Purvasha"))
    reg.add_person(Counsel(id="OC1", name="Adv. Jorvik Tamhane"))
    reg.add_case(Case(id="A1", number="R.C.A. 61/2026", short_name="Hemendu tenancy appeal",
                      title="Hemendu Purvasha vs Lalsingh Dhauri", judge_id="J1", client_id="CL1", side="appellant",
                      counsel_id="OC1"))
    practice.ingest_text(
        "RCA 61/2026 Hemendu v. Lalsingh - before Smt. Tanvika Orsal. Respondent absent despite service. Bailable "
        "warrant of Rs. 3,000/- issued against respondent Lalsingh Dhauri. Witness Ketharam Mirvansh present. "
        "ND 20.08.2026.", name="order 2026-08-10.txt", case_id="A1", date="2026-08-10", author="Lawyer")
    practice.ingest_text(
        "RCA 61/2026 Hemendu - adjourned at the request of Tamhane for the respondent. Rent deposit of Rs. 42,000 "
        "made in court. ND 01.09.2026.", name="note 2026-08-20.txt", case_id="A1", date="2026-08-20",
        author="Lawyer")
    practice.ingest_text(
        "CAUSE LIST 25-08-2026\n1. R.C.A. 61/2026 Hemendu Purvasha vs Lalsingh Dhauri FOR ARGUMENTS\n"
        "2. R.C.A. 70/2026 Brindel Korvane vs Quorvik Uttamvar P: K. Mirvansh FOR EVIDENCE",
        name="cause list 2026-08-25.txt", case_id="A1", date="2026-08-25", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "names-steps-said-back", build)


def ask(pr, text: str) -> str:
    return pr.ask(text, today=TODAY).answer


def test_a_two_word_name_after_a_title_sharing_one_word_with_the_judge_is_another_person(pr):
    q = understand("RCA 61 la Dr. Orsal Brindel saatchi-aaga enna sonnaar?", registry=pr.registry, today=DAY)
    assert q.judges == [], (q.kind, q.judges)
    # the judge asked by her name alone, or with a courtesy, is still the judge
    assert understand("Orsal madam ne kya bola", registry=pr.registry, today=DAY).judges == ["J1"]


def test_a_name_no_record_writes_whole_is_said_back_not_matched_by_its_first_letters(pr):
    """"Korvane Mirvani": a cause list writes a party "Korvane" and a counsel "Mirvansh", no one of that name."""
    answer = ask(pr, "RCA 61 lo Dr. Korvane Mirvani evidence lo em cheppindi?")
    assert answer.startswith("Nothing in your notes on") or answer.startswith("No record names"), answer


def test_the_word_for_a_lawyer_with_the_urdu_qaf_asks_of_a_counsel():
    from tareekh.agent.plain_words import LAWYER_WORDS, with_qaf

    assert {"vaqeel", "uqil", "waqil"} <= LAWYER_WORDS
    assert "vakil" in LAWYER_WORDS and "adhivakta" in LAWYER_WORDS
    assert with_qaf(frozenset({"ukil"})) == {"ukil", "uqil"}


@pytest.mark.parametrize("text", ["Zelvani uqil r lagot mur kon case ase",
                                  "Zelvani vaqeel ke khilaf mere kaunse case hain"])
def test_a_counsel_asked_by_a_name_no_one_holds_with_the_qaf_spelling_is_said_back(pr, text):
    answer = ask(pr, text)
    assert answer.startswith("There is no counsel called Zelvani") or answer.startswith("Nothing in your notes on "
                                                                                        "Zelvani"), answer


@pytest.mark.parametrize("word", ["same", "saame", "such", "another", "khilaf", "viruddh", "biruddhe", "ethire"])
def test_same_and_against_are_never_a_word_of_the_thing_asked(word):
    assert not _content(word, set())
    assert _content("warrant", set())


@pytest.mark.parametrize("text", ["RCA 61 ma Lalsingh same warrant nikadyu hatu?",
                                  "RCA 61 me Lalsingh ke khilaf warrant hua tha?"])
def test_a_warrant_on_record_asked_against_a_party_is_not_said_missing(pr, text):
    answer = ask(pr, text)
    assert not answer.startswith("Not on record"), answer
    assert "3,000" in answer, answer


def test_a_count_of_a_counsel_s_act_no_record_writes_is_not_on_record(pr):
    """Its "deposit" is written (the rent deposit), its "withdrawal" nowhere: no line of the deposit is its count."""
    answer = ask(pr, "RCA 61 me Tamhane vakil ne kitni baar deposit withdrawal application lagayi?")
    assert answer.startswith("Not on record") or answer.startswith("Nothing in your notes"), answer
    assert "42,000" not in answer.split("\n")[0], answer


def test_a_count_of_a_counsel_s_act_the_notes_write_is_still_counted(pr):
    answer = ask(pr, "RCA 61 me Tamhane vakil ne kitni baar adjournment liya?")
    assert not answer.startswith("Not on record"), answer


def test_an_english_word_spelt_right_is_no_misspelt_kind_of_case(pr):
    q = understand("Hemendu appeal alli SBI officer account alli eshtu balance ittu antha helidru?",
                   registry=pr.registry, today=DAY)
    assert q.unknown_case is None, q.unknown_case
    assert q.cases == ["A1"], q.cases
