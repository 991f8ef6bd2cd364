"""A witness asked of as a named person's relation ("<name> ke papa ne gawahi me kya bola", "<name> er baba …",
"<name> chya vadilanni …", "<name>yude achan …", "<name>oda appa …", "<name> gaari nanna …", "what did <name>'s
father say?") is the witness whose own line writes that relation — bare in a matter that holds the person, or to the
person by name ("<name>'s sister", "d/o <name>") — though the person is named in two matters and is a witness
herself; her own cross is not the answer. A verb that sounds like a relation ("maana", "sonna", "bapare") asks none.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.witness_role import kin_asked, kin_of
from tareekh.registry.models import Case, Client

NOTES = [
    ("D1", "2026-03-02", "Sessions - Dhanraj dowry trial. PW1 Nayantara cross by me: admitted she went to her "
                         "parents' house on her own on 5 Jan; no medical before the FIR. ND 06.04.2026 PW2."),
    ("D1", "2026-04-06", "Dhanraj dowry trial - PW2 Vishwambhar Dhongde (pita) examined.\nChief: paid Rs. 3 lakh for "
                         "the furniture at the wedding.\nCross: no bill for the furniture, no bank withdrawal shown. "
                         "ND 11.05.2026 PW3."),
    ("D1", "2026-05-11", "Dhanraj dowry trial - PW3 Ujjwala, Nayantara's sister: deposed the sofa set was taken back "
                         "in a tempo. Cross: did not see any beating herself. ND 15.06.2026 PW4."),
    ("D1", "2026-06-15", "Dhanraj dowry trial - PW4 Mrinalini d/o Harsiddh Tarapore, the neighbour: saw the tempo at "
                         "the gate. Cross: could not say who loaded the sofa."),
    ("D2", "2026-04-20", "Ruchika quashing - notice to Respondent No. 2 Nayantara returned unserved. ND 15.07.2026."),
]
TODAY = datetime.date(2026, 9, 1)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("kin_named") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Dhanraj Kalekar"))
        reg.add_case(Case(id="D1", number="S.C. No. 214 of 2025", short_name="Dhanraj dowry trial",
                          title="State vs Dhanraj Kalekar", client_id="CK", side="accused"))
        reg.add_case(Case(id="D2", number="Cr.W.P. No. 88 of 2026", short_name="Ruchika quashing",
                          title="Ruchika Kalekar vs State", client_id="CK", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "nayantara ke papa ne gawahi me kya bola",       # Hinglish
    "nayantara ke father ne kya kaha",               # Hinglish, the English word
    "nayantara er baba sakkhye ki bollo",            # Bengali
    "nayantara chya vadilanni kay sangitla",         # Marathi, the agent's ending on the relation
    "nayantarayude achan enthu paranju",             # Malayalam, the genitive glued on
    "nayantaraoda appa enna sonnar",                 # Tamil
    "nayantara gaari nanna emi cheppadu",            # Telugu
    "नयनतारा के पापा ने गवाही में क्या कहा",            # Hindi in its script, the notes in Latin letters
    "what did nayantara's father say in evidence",   # English
])
def test_the_persons_father_is_the_witness_asked_not_the_person(pr, typed):
    first = pr.ask(typed, today=TODAY).answer.splitlines()[0]
    assert "PW-2" in first and "PW-1" not in first, first
    assert "furniture" in first, first


def test_a_relation_written_to_the_person_by_name_finds_that_witness(pr):
    first = pr.ask("nayantara ki behen ne cross me kya bataya", today=TODAY).answer.splitlines()[0]
    assert "PW-3" in first and "beating" in first, first


def test_the_short_form_of_a_relation_names_whose_daughter_the_witness_is(pr):
    first = pr.ask("harsiddh ki beti ne cross me kya maana", today=TODAY).answer.splitlines()[0]
    assert "PW-4" in first, first


@pytest.mark.parametrize("typed", [
    "gawah ne cross me ka maana",                      # Hindi "admitted", no mother's "maa"
    "edhir side costs pay panna sonna orders enna",    # Tamil "said", no son
    "Ujjwala r bapare ki koise",                       # Assamese "about", no father
    "meena tai ne kya bataya?",                        # a word of respect after a name
])
def test_a_verb_or_a_word_of_respect_that_sounds_like_a_relation_asks_none(typed):
    assert kin_asked(typed) is None


def test_the_person_reckoned_from_is_read_in_each_tongues_genitive():
    assert kin_of("nayantara chya vadilanni kay sangitla") == ["nayantara"]
    assert "nayantara" in kin_of("nayantarachya aai kay mhanali")
    assert kin_of("nayantara ke papa") == ["nayantara"]


def test_a_relation_of_a_side_of_the_matter_is_the_witness_written_with_it(pr):
    first = pr.ask("Dhanraj dowry trial me complainant ke papa ne cross me kya maana", today=TODAY).answer.splitlines()[0]
    assert "PW-2" in first and "no bill" in first, first
