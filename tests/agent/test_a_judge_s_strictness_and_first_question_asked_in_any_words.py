"""A judge's ways asked three ways a lawyer of any language asks them:

- what the judge is strict or particular about ("kis baat pe sakht hain", "kontya goshtivar kadak aahet"): the note's
  own line that says the judge is strict is the answer, not the costs the court put; "about what thing" is the
  question's asking, no topic a note must write;
- what the judge asks first ("sabse pehle kya poochte hain", "mudhalil enna kepaar", "first yenu kelthare"): the
  note's line of their first question is the answer; "before the bail" ("bail se pehle") and "first appeal" are
  no "first";
- what the judge wants, in Bengali ("ki ki chan") or Assamese ("ki bisare"): their demands;

and the judge's surname typed a letter off or heard alike ("Kolhaatkar", "Kolhatker") is still theirs, never
"there is no judge called …". Invented practice, written for this test."""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import asks_demanded, asks_strict, strict_words
from tareekh.agent.habits import asks_first, writes_first
from tareekh.agent.spelling import heard_alike, variants
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("2027-02-03", "3.2.27 Comm Ct - Dhruvtara suit. Case management hearing, issues framed.\n"
                   "Kolhatkar saheb strict - 'affidavits beyond the timetable will not be taken'. ND 10.3.27"),
    ("2027-03-10", "10.3.27 Comm Ct - Dhruvtara suit. Defendant sought time for the DW affidavit. Allowed subject "
                   "to costs of Rs. 2,000. ND 7.4.27"),
    ("2027-04-07", "7.4.27 Comm Ct - Dhruvtara suit. Kolhatkar saheb's first question: where is the statement of "
                   "truth? Shown. Then PW1 chief tendered. ND 5.5.27"),
    ("2027-05-05", "5.5.27 Comm Ct - Dhruvtara suit. Court called for the stock register of 2025-26 from the "
                   "defendant. ND 2.6.27"),
]
# the judge's other ways, each said again on its day: lines that outrank a strict or first line read as no more
# than a mention of the judge
OTHER_WAYS = [
    ("2026-07-06", "Kolhatkar saheb asked again whether the deposit of Rs. 40,000 was made?"),
    ("2026-08-03", "Kolhatkar saheb asked again whether the reply of the bank was on record?"),
    ("2026-09-07", "Kolhatkar saheb asked again whether the invoices were in the paper book?"),
    ("2026-10-05", "Kolhatkar saheb always takes the oldest matters; only part-heard ones after lunch."),
    ("2026-11-02", "Kolhatkar saheb always hears the interim applications, only then the evidence."),
    ("2026-12-07", "Kolhatkar saheb always wants the typed sets the day before, only in the registry."),
    ("2027-01-04", "Kolhatkar saheb never sits after 4 pm; only pronouncements then."),
    ("2027-01-18", "Kolhatkar saheb always takes the caveats at 11; only urgent mentions before."),
    ("2027-06-14", "Kolhatkar saheb always reads the synopsis; only two pages."),
    # a line that happens to write the question's "baat" (a word of talk) and "kadak" (of tea): no strictness
    ("2027-05-19", "Kolhatkar saheb ne dono pakshon se settlement ki baat ki; canteen ki kadak chai ki baat bhi."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Shri Kalyanrao Kolhatkar", short="Kolhatkar saheb (Commercial Court)"))
    reg.add_case(Case(id="D1", number="Commercial Suit No. 58 of 2026", short_name="Dhruvtara suit",
                      title="Dhruvtara Textiles vs Hingmire Traders", side="plaintiff", judge_id="JK"))
    for day, text in NOTES + [(d, f"{d[8:]}.{d[5:7]}.{d[2:4]} Comm Ct - Dhruvtara suit. {t} ND later.")
                              for d, t in OTHER_WAYS]:
        practice.ingest_text(text, name=f"dhruvtara {day}.txt", case_id="D1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    with Practice.open(home_built_by(tmp_path_factory, "judge-strict-first", build)) as p:
        yield p


@pytest.mark.parametrize("question", [
    "kolhatkar saheb kis baat pe sakht hain?",  # Hindi
    "kolhatkar saheb kontya goshtivar kadak aahet?",  # Marathi
])
def test_what_the_judge_is_strict_about_is_the_note_that_says_so(pr, question):
    a = pr.ask(question, today="2027-06-01")
    first = a.answer.splitlines()[0]
    assert "timetable" in first, a.answer
    assert "baat ki" not in first and "kadak chai" not in first, a.answer  # the asking's words, no topic


@pytest.mark.parametrize("question", [
    "kolhatkar saheb sabse pehle kya poochte hain?",  # Hindi
    "kolhatkar saheb mudhalil enna kepaar?",  # Tamil
])
def test_what_the_judge_asks_first_is_their_first_question(pr, question):
    a = pr.ask(question, today="2027-06-01")
    first = a.answer.splitlines()[0]
    assert "statement of truth" in first, a.answer


@pytest.mark.parametrize("question", [
    "kolhaatkar saheb sabse pehle kya poochte hain?",  # a vowel doubled
    "kolhatker saheb kis baat pe sakht hain?",  # a vowel changed
])
def test_a_judge_s_surname_typed_otherwise_is_still_theirs(pr, question):
    a = pr.ask(question, today="2027-06-01")
    assert "no judge called" not in a.answer, a.answer
    assert "Kolhatkar" in a.answer.splitlines()[0], a.answer


def test_names_heard_alike_are_one_name_and_a_short_or_other_word_is_not():
    assert heard_alike("gundalingiah", "gundalingaiah")  # a vowel dropped
    assert heard_alike("zarapkar", "zaraapkar")  # a vowel doubled
    assert heard_alike("vaswantraj", "waswanthraj")  # w/v, th/t
    assert not heard_alike("tillu", "tollu")  # too short to tell a name by
    assert not heard_alike("pendharkar", "pendhakar")  # another consonant
    assert variants("kolhaatkar", {"kolhatkar", "kolkata"}) == {"kolhaatkar", "kolhatkar"}


def test_strictness_and_its_about_what_thing_are_the_asking():
    assert asks_strict("X sahab kis baat pe sakht hain")
    assert asks_strict("what is the magistrate a stickler for?")
    assert asks_strict("madam enna vishayathil romba kandippu?")
    assert not asks_strict("saath mein kya laana hai, kar sakta hai?")  # "with", "can": no strictness
    assert {"baat", "sakht"} <= set(strict_words("X sahab kis baat pe sakht hain"))


def test_first_asked_is_not_before_a_step_nor_a_first_appeal():
    assert asks_first("judge sabse pehle kya poochte hain")
    assert asks_first("what does she ask first")
    assert not asks_first("bail se pehle kya mangwate hain")
    assert not asks_first("first appeal me final hearing kab hai")
    assert not asks_first("kis baat pe sabse sakht hain")  # "most", not "first"
    assert writes_first("Judge ka pehla sawal: deposit?")
    assert not writes_first('Saheb: "pehle deposit karo, phir baat karenge"')  # the words quoted bid a side


def test_bengali_wanting_is_a_demand():
    assert asks_demanded("judge ki ki chan")
    assert asks_demanded("hakim ki bisare")  # Assamese
