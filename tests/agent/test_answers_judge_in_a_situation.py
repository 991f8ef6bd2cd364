"""What a judge does when a thing happens ("when the Corporation's written statement does not come", "when a witness
stays away"): the hearings where that situation stood, and what the court did there, the best-matching act first,
whatever unrelated remarks the notes hold of the same judge.

A small practice written for these tests (a municipal writ before a High Court judge, a sessions trial with a Hindi
order sheet), in other words and names than the data sets; the questions are typed in Marathi and Bengali words.
"""

from __future__ import annotations

import pytest

from tareekh.agent.situation import negated, spelt_out
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

WRIT = [
    ("2025-07-02", "Sawant writ. Kulkarni J insists on a paginated compilation - keep two sets. WS of Corporation "
                   "in 4 weeks."),
    ("2025-08-06", "Sawant writ. Kulkarni J asked about the survey map of the plot; we showed the 2019 map."),
    ("2025-09-03", "ORDER\nThe respondent Corporation was granted four weeks on 02.07.2025 to file its written "
                   "statement. No written statement has been filed till date and no one offers an explanation. "
                   "Let the Municipal Commissioner file an affidavit of explanation before the next date, failing "
                   "which he shall appear in person. List on 08.10.2025."),
    ("2025-11-05", "Sawant writ. Kulkarni J asked again whether the notice under Section 487 had been served on "
                   "the owner."),
    ("2025-10-08", "Sawant writ. WS finally filed by Corporation. Kulkarni J heard us for 20 minutes on interim "
                   "relief; pleased with the compilation."),
]
TRIAL = [
    ("2025-06-11", "Bhosale trial - PW1 examined in chief. Ghatwal madam warned the accused to be on time."),
    ("2025-07-16", "दिनांक 16.07.2025\nअभियुक्त उपस्थित। अभियोजन साक्षी हेड कांस्टेबल रमेश जाधव समन तामील होने के "
                   "उपरांत भी अनुपस्थित। साक्षी के विरुद्ध जमानतीय अधिपत्र निर्गत करें। आदेश की प्रति पुलिस अधीक्षक "
                   "को भेजें।"),
    ("2025-08-20", "Bhosale trial - Ghatwal madam took the arguments on the bail cancellation for an hour."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice R. N. Kulkarni", short="Kulkarni J"))
    reg.add_person(Judge(id="J2", name="Smt. Meenakshi Ghatwal, II Additional Sessions Judge", short="Ghatwal madam"))
    reg.add_case(Case(id="W1", number="W.P. No. 7310 of 2025", short_name="Sawant writ",
                      title="Vilas Sawant vs Municipal Corporation", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="T1", number="S.C. No. 41 of 2024", short_name="Bhosale trial",
                      title="State vs Ganesh Bhosale", judge_id="J2", side="accused"))
    for cid, rows in (("W1", WRIT), ("T1", TRIAL)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-situation", build)


def test_what_the_judge_did_when_a_paper_did_not_come_is_said_first(pr):
    # Marathi: "when the Corporation's WS does not come, what does Kulkarni J do?"
    a = pr.ask("corporation che WS aale nahi tar Kulkarni J kay kartat?", today="2025-12-01")
    line = first_line(a)
    assert "affidavit of explanation" in line, a.answer
    assert line.index("affidavit of explanation") < min(i for i in (line.find("compilation"), line.find("survey"),
                                                                      len(line)) if i >= 0), a.answer


def test_what_the_judge_did_when_a_witness_stayed_away_is_the_hindi_order_s_warrant(pr):
    # Bengali in Latin letters: "when a witness does not come, what does Ghatwal madam do?"
    a = pr.ask("Ghatwal madam sakshi na ele ki koren?", today="2025-12-01")
    line = first_line(a)
    assert "warrant" in line.lower() and line.lower().index("warrant") < line.find("on time") if "on time" in line \
        else "warrant" in line.lower(), a.answer


@pytest.mark.parametrize("question, words", [
    ("gawah nahi aaye to kya karte hain", {"nahi"}),
    ("witness varala na enna pannuvaanga", {"varala"}),
    ("সাক্ষী না এলে কি করেন", {"না"}),
    ("sakshi hajar nathi to shu kare", {"nathi"}),
    ("సాక్షి రాలేదు అంటే ఏం చేస్తారు", {"రాలేదు"}),
])
def test_a_negation_is_read_in_any_language(question, words):
    assert words <= set(negated(question))


def test_a_genitive_na_before_a_noun_is_no_negation():
    assert negated("navkar na director na cross ma shu admissions?") == []


def test_a_short_form_is_spelt_out_as_the_notes_of_the_matters_that_use_it_spell_it():
    texts = {"A": ["WS not filed. Next date.", "The written statement shall be filed in two weeks."],
             "B": ["The witness stood firm."]}
    assert spelt_out("ws", texts) == ["written statement"]
    assert spelt_out("ws", {"B": texts["B"]}) == []


@pytest.mark.parametrize("question", ["Kulkarni J yavaglu enu keltaare?", "Kulkarni J sthiram entha chodikkunnath?",
                                      "Kulkarni J protibar ki jiggesh koren?", "Kulkarni J nehmi kay vichartat?"])
def test_what_the_judge_asks_is_read_from_a_verb_of_asking_in_any_language(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert "Section 487" in first_line(a), a.answer


def _situation(question: str):
    from tareekh.agent.lexicon import topic_groups
    from tareekh.agent.situation import Situation

    return Situation(question, topic_groups(question), {"T9": ["The witness was examined.", "Arguments heard."]})


@pytest.mark.parametrize("question", [
    "saakshi ya IO na aaye to Ghatwal madam kya karti hain",
    "what does Ghatwal madam do when the witness or the IO does not turn up",
])
def test_two_things_joined_by_or_are_one_situation_either_of_which_holds(question):
    # "witness or IO": a hearing where the IO alone stayed away is the situation asked, as much as a witness's
    s = _situation(question)
    io_day = s.score("The I.O. is absent despite summons. Issue bailable warrant against him.")
    witness_day = s.score("The witness is absent despite summons.")
    assert io_day == witness_day > 0, s.groups


def test_initials_written_with_stops_are_the_short_form_typed():
    # a note or order writes "I.O.", "S.P."; the lawyer types "IO"
    s = _situation("IO na aaye to Ghatwal madam kya karti hain")
    assert s.score("The I.O. is absent.") == s.score("The IO is absent.") > 0, s.groups


@pytest.mark.parametrize("question, word", [
    ("aaropi gerhajar hoy to shu kare", "gerhajar"),  # Gujarati, one word
    ("gawah gairhaazir rahe to kya karte", "gairhaazir"),  # Hindi, one word
    ("sakshi gairhajar asla tar kay kartat", "gairhajar"),  # Marathi's "hajar"
    ("accused di gairhaziri te ki karde", "gairhaziri"),  # Punjabi, the noun
])
def test_absent_typed_as_one_word_is_the_situation_asked(question, word):
    assert word in negated(question)


def test_a_witness_absent_typed_as_one_word_gives_the_court_s_act_in_that_situation(pr):
    # Marathi: "when the witness is absent, what does Ghatwal madam do?"
    a = pr.ask("Ghatwal madam sakshi gairhajar asla tar kay kartat?", today="2025-12-01")
    line = first_line(a)
    assert "warrant" in line.lower(), a.answer
    # the day the accused was warned is no day of a witness away: after the warrant, if at all
    assert "on time" not in line or line.lower().index("warrant") < line.index("on time"), a.answer
