"""What someone said, asked with a verb of saying of any Indian language (agent/say_verbs.py): the question is read
as asking what was said, and the answer is the person's own account — a long heading naming them ("X (role)
examined - chief and cross …:") with the lines under it; and of a client's chat messages on the topic, the last
thing they said of it stands beside the best match, their own question not outranking their answer.

Invented practice: a civil suit with a defence witness, a claim with a client's chats; questions in Nepali, Konkani,
Bengali words."""

from __future__ import annotations

import pytest

from tareekh.agent.say_verbs import said_asked, says
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S4", number="O.S. No. 233 of 2023", short_name="Pattnaik shop suit",
                      title="Pattnaik vs Mohapatra Stores", side="plaintiff"))
    reg.add_case(Case(id="C8", number="M.A.C. No. 90 of 2024", short_name="Lenka claim",
                      title="Surendra Lenka vs Oriental Transport", side="claimant"))
    practice.ingest_text(
        "Pattnaik suit - 14.08.2025\nHemant Rao (DW2, the shop's accountant) examined - chief and cross by me the "
        "same afternoon:\nthe cash book was kept at his home after 2022\nno stock register was ever maintained\n"
        "signature on Ex. D4 is his\n\nNext date 03.09.2025.", name="note S4.txt", case_id="S4", date="2025-08-14",
        author="Lawyer")
    practice.ingest_text(
        "10:02 Adv Mishra: Surendra, the insurer offers 4.10 lakh now.\n10:15 Surendra Lenka: Sir what about the 4.10 "
        "offer, is it final?\n10:16 Adv Mishra: Think and tell me.", name="chat 1.txt", case_id="C8",
        date="2025-10-02", author="Lawyer")
    practice.ingest_text(
        "09:40 Surendra Lenka: Sir I discussed at home. We will not take 4.10, let the tribunal decide.\n"
        "09:45 Adv Mishra: Fine.", name="chat 2.txt", case_id="C8", date="2025-10-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "said-any-language", build)


@pytest.mark.parametrize("question", ["pattnaik suit ma hemant le ke bhanyo?",  # Nepali
                                      "pattnaik suit-an hemant-an kitem sanglem?"])  # Konkani
def test_a_witness_asked_with_a_verb_of_saying_is_answered_from_their_examination(pr, question):
    # "what did Hemant say in the Pattnaik suit?"
    a = pr.ask(question, today="2025-09-01")
    for fact in ("cash book", "stock register", "Ex. D4"):
        assert fact in a.answer, a.answer


def test_a_client_s_last_word_on_a_topic_stands_beside_their_question_about_it(pr):
    # Bengali in Latin letters: "what did Surendra say about the 4.10 offer?"
    a = pr.ask("lenka claim 4.10 offer niye surendra ki bollo?", today="2025-10-10")
    assert "not take 4.10" in first_line(a), a.answer


def test_verbs_of_saying_are_read_in_many_languages_and_an_english_yes_no_stays_one():
    for q in ("X kitem sanglem?", "X ki bollo?", "X enna sonnaar?", "X ne kya bataya", "X em cheppadu?",
              "X ki koise?", "X ke bhanyo?", "X শুনানিতে কী বলেছে?"):
        assert said_asked(q, "yes_no") == "said", q
    assert said_asked("did she say anything about costs?", "yes_no") is None
    assert says("PW2 sonnar the lorry was red") and not says("the State filed a reply")


def test_a_person_speaking_is_read_from_a_verb_of_saying_of_any_language_but_not_from_telling():
    assert says("Ramesh bollo the lorry was red", telling=False)
    assert says("maushi kahile she never signed", telling=False)
    assert not says("Ramesh was told to come", telling=False) and says("Ramesh was told to come")


def test_a_verb_of_saying_that_closes_any_clause_or_is_in_the_present_asks_what_was_said():
    # "what did X say, and what did the judge do?" in Hindi and Bengali; "what does X say?" in Kannada, Tamil, Nepali
    for q in ("X ne kya kaha, aur judge ne kya kiya?", "X ki bollo, judge ki korlen?", "X lok adalat bagge en antaare",
              "X enna solraar?", "X le k bhanchha?"):
        assert said_asked(q, "open") == "said", q


def test_every_language_table_s_verb_of_saying_and_its_stem_forms_ask_what_was_said():
    # the tables of agent/tongues*.py write the verb of saying of each language ("paranj*": every Malayalam form,
    # Sindhi "chayo", Assamese "kaichhe"); a question closing on one asks what was said
    for q in ("X cross-il enthu paranjittundu", "X cross me cha chayo?", "X cross-ot ki kaichhe?",
              "X saakshya-la enna sonnaanga"):
        assert said_asked(q, "open") == "said", q


def test_the_eastern_hindi_belt_s_honorific_and_feminine_past_of_saying_asks_what_was_said():
    # Magahi, Bhojpuri, Maithili: "she (honoured) said", "they said", in Latin letters and Devanagari
    for q in ("X cross me ka kahalthi", "X ka bolalthin", "X kya kahlkhin?", "X ka batailas",
              "X जिरह में का कहलथिन", "X का बोलली"):
        assert said_asked(q, "open") == "said", q

