"""Last session's rules, narrowed to what each was built for, so that a right answer stays right:

- a word for a counsel's way of acting ("style", "tareeka", "dhang", "paddhati") strung on a possessive before a
  case's common noun asks the counsel's ways in that matter; it describes no other matter;
- the postposition "as" ("PW2 hisabe", "PW2 mhanun", "PW2 tarike", "bataur") after a witness's place is grammar in
  every language the tables hold, never the name of a person no record names;
- a stay of the trial or the proceedings ("trial stay") is the stay an order writes as "further proceedings …
  stayed": no compound the notes never write;
- a word a letter off the letters of a case's NUMBER ("COMMS 88/25") or a party's name is no misspelt nickname:
  "commr" (a commissioner) stays as typed;
- Malayalam's locative typed apart ("case il") is Malayalam's as much as Tamil's: a question in Malayalam is read
  in Malayalam.

Invented practice: a cheque case, a revision against a magistrate's trial, a civil suit with a witness; no name is a
data set's."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Ashwath Vidyarthi"))
    reg.add_case(Case(id="K1", number="C.C. No. 455 of 2026", short_name="Kusumlata cheque case",
                      title="Kusumlata Oshiwal vs Ramdin Ghuman", counsel_id="OC1", side="complainant",
                      next_date="2026-09-10", nature="complaint u/s 138 N.I. Act"))
    reg.add_case(Case(id="K2", number="Crl. Rev. P. No. 61 of 2026", short_name="Zoravar revision",
                      title="Zoravar Bhairavnath vs State", side="petitioner", next_date="2026-10-06",
                      nature="revision against the order framing charge in C.C. No. 812 of 2025"))
    reg.add_case(Case(id="K3", number="O.S. No. 77 of 2025", short_name="Dhanvantri shop suit",
                      title="Dhanvantri Traders vs Parvatibai Loharu", side="plaintiff", next_date="2026-11-02",
                      nature="suit for recovery of rent of a shop"))
    notes = [
        ("K1", "2026-03-04", "CC 455/26 Kusumlata - CW1 chief done. Vidyarthi sought time for cross. Costs Rs 700. "
                             "ND 22/4/26"),
        ("K1", "2026-04-22", "CC 455/26 Kusumlata - Vidyarthi again took time, cross not started. ND 10/9/26"),
        ("K2", "2026-02-11", "Order: Admit. Call for the records. Further proceedings in C.C. No. 812/2025 shall "
                             "remain stayed till the next date. List on 06.04.2026."),
        ("K2", "2026-04-06", "Zoravar revision - state took time, stay extended till ND. ND 6/10/26"),
        ("K3", "2026-05-14", "OS 77/25 Dhanvantri - PW2 the shop's accountant examined: rent unpaid since Jan 2024, "
                             "ledger marked Ex. A4. ND 2/11/26"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "rules-narrowed", build))


# -- a manner word describes no matter ---------------------------------------------------------------------------

@pytest.mark.parametrize("word", ["style", "tareeka", "tarika", "dhang", "paddhati", "reethi", "shaili", "aadat",
                                  "तरीका", "ধরন", "রীতি"])
def test_a_word_for_a_person_s_way_of_acting_is_a_manner_word(word):
    from tareekh.agent.habit_asked import manner_word

    assert manner_word(word)


@pytest.mark.parametrize("word", ["way", "practice", "approach", "cheque", "dowry", "partition", "godown"])
def test_a_word_that_can_name_a_matter_s_subject_is_no_manner_word(word):
    from tareekh.agent.habit_asked import manner_word

    assert not manner_word(word)  # (a right-of-way suit, an unfair trade practice, an approach road)


@pytest.mark.parametrize("question", ["vidyarthi ki style ki cheque case mein?",
                                      "vidyarthi cha style cha cheque case madhe kay?"])
def test_a_counsel_s_style_strung_before_the_case_s_common_noun_asks_his_ways_in_it(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert not first_line(a).startswith("No such case"), a.answer
    assert "time" in a.answer, a.answer


def test_a_place_strung_before_the_common_noun_is_still_another_matter(pr):
    a = pr.ask("loharu wale godown ka cheque case kab hai?", today="2026-05-01")
    assert first_line(a).startswith("No such case"), a.answer


# -- "as" after a witness's place is grammar ----------------------------------------------------------------------

@pytest.mark.parametrize("word", ["hisabe", "hishebe", "hisape", "mhanun", "tarike", "vajon", "bataur", "bhabare",
                                  "rupma", "aagi", "aayittu", "হিসেবে", "म्हणून", "તરીકે", "ਵਜੋਂ", "ଭାବରେ"])
def test_the_postposition_as_is_a_linking_word_of_the_tables(word):
    from tareekh.agent.tongues import role

    assert role(word) in ("link", "typed")  # (Hindi's and Telugu's words are the rules' own, read as typed)


@pytest.mark.parametrize("question", ["Dhanvantri suit PW2 mhanun kay mhanala?", "dhanvantri suit PW2 tarike shu kahyu?",
                                      "dhanvantri suit PW2 hisebe ki bollo?"])
def test_as_after_a_witness_s_place_is_no_name_no_record_writes(pr, question):
    from tareekh.agent.person_unnamed import asked_names

    assert all(run[0].lower() not in ("mhanun", "tarike", "hisebe") for run, *_ in asked_names(question))
    a = pr.ask(question, today="2026-06-01")
    assert not first_line(a).startswith("No record names"), a.answer


# -- a stay of the trial ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["zoravar revision trial stay hai abhi?", "zoravar revision la trial stay aahe ka?"])
def test_a_trial_stay_is_the_stay_of_further_proceedings_an_order_writes(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert not first_line(a).startswith("Not on record"), a.answer


def test_a_compound_with_no_proceedings_word_is_still_read_as_a_compound():
    from tareekh.agent.rests_on import _compound_written
    from tareekh.agent.lexicon import stem

    order = "Further proceedings in C.C. No. 812/2025 shall remain stayed till the next date."
    assert _compound_written(("trial", {stem("trial")}), ("stay", {stem("stay")}), [order])
    assert not _compound_written(("arrest", {stem("arrest")}), ("stay", {stem("stay")}), [order])
    assert not _compound_written(("trial", {stem("trial")}), ("stay", {stem("stay")}),
                                 ["Arrest stayed.", "The trial is at the stage of PW3."])


# -- the letters of a number are no nickname ----------------------------------------------------------------------

def test_a_word_a_letter_off_a_number_s_letters_or_a_party_s_name_is_left_as_typed():
    from tareekh.agent.question import _nicknames

    case = Case(id="X", number="C.S. (COMM) No. 17 of 2026", short_name="Oshiwal pharma suit",
                title="Oshiwal Pharma vs Kesarwani Sarees Centre",
                aliases=["COMMS 17/2026", "Oshiwal pharma suit", "Oshiwal pharma", "Kesarwani Sarees Centre",
                         "Oshiwal godown"])
    kept = _nicknames(case)
    assert "COMMS 17/2026" not in kept and "Kesarwani Sarees Centre" not in kept
    assert "Oshiwal pharma suit" in kept and "Oshiwal godown" in kept  # (a nickname the lawyer gave stays one)


# -- Malayalam's locative typed apart -----------------------------------------------------------------------------

def test_the_locative_typed_apart_is_malayalam_s_as_much_as_tamil_s():
    from tareekh.agent.tongues import _BY_LANGUAGE, pivot

    assert {"tamil", "malayalam"} <= set(_BY_LANGUAGE["il"])
    # "entha" (Malayalam "what", Tamil "which") is not read as Tamil's in a Malayalam question
    assert "kaunsa" not in pivot("shop case il accountant entha mozhi koduthu")


def test_malayalam_s_inclusive_our_is_a_pronoun_of_the_tables():
    from tareekh.agent.tongues import pivot, role

    # ("<court> il nammude entha pending": our matters there asked, "nammude" no thing a note must write)
    assert role("nammude") == "our"
    assert "nammude" not in pivot("district court il nammude entha pending")
