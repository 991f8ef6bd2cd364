"""An office, a paper or a condition asked in an English word the sentence model's vocabulary splits into pieces
("ombudsman", "valuer", "notary") or that no noun ending marks ("passport", "laboratory", "protest") is a thing
asked, read by the English dictionary (agent/english_words.py): a matter whose notes never write it is said
"Not on record: your notes in <matter> do not write '<word>'" (agent/rests_on.py) instead of a "No —" or a sum
read off its other lines. A Bengali or Assamese genitive typed on a word of the law ("bailer", "filer", "stayer")
is no such word. Small invented practice: a consumer complaint against an insurer and a warehouse suit."""

from __future__ import annotations

import pytest

from tareekh.agent.english_things import dictionary_english
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("C1", "2027-01-11", "11.1.27 DCDRC Karjat - Zorelal mediclaim complaint. OP insurer w/v filed, repudiation on "
                         "pre-existing disease. Rejoinder in 4 weeks. ND 15/2"),
    ("C1", "2027-02-15", "15/2 Zorelal mediclaim: rejoinder filed. OP sought time for affidavit of the TPA manager. "
                         "Cost Rs 1,500 imposed. Next 29.3.2027"),
    ("C1", "2027-03-29", "29.03.2027 - OP paid the cost of 1,500. Evidence of complainant closed. Args on 10/5"),
    ("C2", "2027-01-20", "20.1.27 Civil Judge Karjat - Vadhera godown suit. Plaint claims Rs 7,40,000 for the goods "
                         "spoilt in the monsoon. Defendant's WS filed. Issues on 3/3"),
    ("C3", "2027-02-02", "2.2.27 Sessions Court Phaltan - Bhalekar bail application u/s 483 BNSS heard. Bail allowed: "
                         "personal bond Rs 40,000 with one surety of the like amount; applicant to mark presence at "
                         "P.S. Lonand every Monday; not to tamper with the witnesses."),
    ("C3", "2027-02-09", "9/2 Bhalekar bail - bond and surety furnished, release order sent to the jail."),
    ("C2", "2027-03-03", "3.3.27 Vadhera godown: issues framed. Plaintiff deposited Rs 20,000 as commission fee. "
                         "Next 18/4"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CL1", name="Zorelal Pethkar"))
    reg.add_person(Client(id="CL2", name="Hemvati Vadhera"))
    reg.add_case(Case(id="C1", number="C.C. 77/2026", short_name="Zorelal mediclaim",
                      title="Zorelal Pethkar vs Sunmark", client_id="CL1", side="complainant",
                      stage="arguments", next_date="2027-05-10"))
    reg.add_case(Case(id="C2", number="O.S. 51/2026", short_name="Vadhera godown suit",
                      title="Hemvati Vadhera vs Trishanku Kothiwal", client_id="CL2", side="plaintiff",
                      stage="evidence", next_date="2027-04-18"))
    reg.add_person(Client(id="CL3", name="Ninad Bhalekar"))
    reg.add_case(Case(id="C3", number="B.A. 212/2027", short_name="Bhalekar bail",
                      title="Ninad Bhalekar vs State of Maharashtra", client_id="CL3", side="applicant",
                      stage="disposed", next_date=None))
    for case, day, text in NOTES:
        p.ingest_text(text, name=f"note_{case}_{day}.txt", case_id=case, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "office-never-named", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question, word", [
    ("Zorelal mediclaim mein insurance ombudsman ke paas complaint bhi gayi thi kya?", "ombudsman"),  # Hindi
    ("Zorelal mediclaim lo ombudsman daggara complaint vesara?", "ombudsman"),  # Telugu
])
def test_an_office_no_note_of_the_matter_writes_is_not_on_record(practice, question, word):
    a = practice.ask(question, today="2027-04-01")
    assert first(a).startswith("Not on record"), a.answer
    assert word in first(a), a.answer


def test_a_sum_asked_of_a_paper_the_notes_never_write_is_not_the_matter_s_sum(practice):
    a = practice.ask("Vadhera godown suit me laboratory report ke liye kitna paisa jama kiya?", today="2027-04-01")
    assert first(a).startswith("Not on record"), a.answer
    assert "laboratory" in first(a), a.answer


@pytest.mark.parametrize("question", [
    "Bhalekar chya jamin madhe court ne passport jama karaychi att ghatli hoti ka?",  # Marathi
    "Bhalekar er jamin e court ki passport joma dewar shorto diyechilo?",  # Bengali
])
def test_a_bail_condition_no_record_writes_is_not_answered_with_the_written_ones(practice, question):
    a = practice.ask(question, today="2027-04-01")
    assert "passport" in first(a) and ("No record" in first(a) or "Not on record" in first(a)), a.answer


def test_a_bail_condition_the_order_writes_is_answered(practice):
    a = practice.ask("Bhalekar chya jamin madhe surety kiti hoti?", today="2027-04-01")
    assert "40,000" in a.answer, a.answer
    assert "No record" not in first(a) and "Not on record" not in first(a), a.answer


def test_an_office_the_notes_write_is_answered_from_its_line(practice):
    a = practice.ask("Vadhera godown suit me commission fee kitni jama hui?", today="2027-04-01")
    assert "do not write" not in first(a), a.answer
    assert "20,000" in a.answer, a.answer


@pytest.mark.parametrize("word", ["ombudsman", "valuer", "notary", "laboratory", "passport"])
def test_english_words_the_model_splits_are_english(word):
    assert dictionary_english(word)


@pytest.mark.parametrize("word, question", [
    ("bailer", "bailer order ta kobe hoyeche"),  # Bengali: of the bail
    ("filer", "filer tarikh koto"),  # of the filing
    ("stayer", "stayer order ki holo"),  # of the stay
    ("valuer", "valuer report ta kobe dilo"),  # Bengali: of the value
])
def test_a_bengali_genitive_on_a_word_is_no_english_calling(word, question):
    assert not dictionary_english(word, question.split())


@pytest.mark.parametrize("word", ["karenge", "hoyeche", "mukadma", "koto", "vachindi"])
def test_words_of_the_indian_tongues_are_not_english(word):
    assert not dictionary_english(word)


@pytest.mark.parametrize("word", ["appoint", "attend", "submit", "appear"])
def test_an_english_verb_is_how_a_thing_is_asked_not_the_thing(word):
    from tareekh.agent.rests_on import _english_noun

    assert not _english_noun(word, [word])


@pytest.mark.parametrize("word", ["protest", "passport", "ombudsman", "laboratory"])
def test_an_english_noun_is_a_thing_asked_though_a_verb_too(word):
    from tareekh.agent.rests_on import _english_noun

    assert _english_noun(word, [word])


@pytest.mark.parametrize("word", ["der", "per", "hai", "sir"])
def test_a_short_word_both_lists_hold_is_no_english_thing(word):
    from tareekh.agent.rests_on import _english_noun

    assert not dictionary_english(word) and not _english_noun(word, [word])
