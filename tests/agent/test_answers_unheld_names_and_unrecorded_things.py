"""Honest both ways, in the question's own language: a person nobody holds is said back, a two-word thing no record
of the matter writes is "Not on record", a real matter asked in words the reader lacks ("release", "in short", a
word for a garden) is answered, never refused.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import home_built_by

TODAY = "2026-11-30"
NOTES = [
    ("B1", "2026-09-14", "Bail hearing - PP sought time. Panch witness Smt. Karma Lepcha named in the FIR. ND 02.10.2026."),
    ("B1", "2026-10-02", "Tsering Sherchan - BAIL GRANTED. Conditions: bond Rs 40,000 with two sureties, attend every date. "
                         "ND 10.12.2026 for charge."),
    ("E1", "2026-08-20", "Station Road eviction: WS filed by defendant. Ask clerk to inspect record. ND 05.11.2026."),
    ("E1", "2026-11-05", "Station Road eviction: PW1 examined in chief. ND 18.12.2026 for cross."),
    ("W1", "2026-10-21", "Wages writ: affidavit-in-opposition filed by State. Updated chart of dues to be filed 1 week "
                         "before. ND 20.01.2027 for hearing."),
    ("F1", "2026-09-30", "Mishra Enterprises 138: CW1 affidavit filed, cheque and memo exhibited. ND 10.12.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Ajay Mishra"))
    reg.add_person(Counsel(id="OC1", name="Sri Kamal Mishra"))
    reg.add_person(Client(id="CL1", name="M/s Mishra Enterprises (prop. Dinesh Mishra)"))
    reg.add_case(Case(id="B1", number="Sessions Bail No. 33 of 2026", short_name="Tsering bail",
                      title="State vs Tsering Sherchan", nature="bail of the accused in a theft case"))
    reg.add_case(Case(id="E1", number="Title Suit No. 9 of 2024", short_name="Station Road eviction",
                      title="Harilal Poddar vs Ajoy Saha", nature="eviction of a tenant of a godown", judge_id="J1"))
    reg.add_case(Case(id="W1", number="WPA 77 of 2026", short_name="Wages writ", title="Binod Oraon & Ors. vs State",
                      nature="writ by workers of the closed Pine Hill tea estate for unpaid wages"))
    reg.add_case(Case(id="F1", number="C.C. No. 410 of 2026", short_name="Mishra Enterprises 138",
                      title="M/s Mishra Enterprises vs Ramdin Yadav", client_id="CL1", counsel_id="OC1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "unheld-names-unrecorded-things", build)


def first(pr, question: str) -> tuple[str, str]:
    a = pr.ask(question, today=TODAY)
    return a.answer.splitlines()[0], a.answer


@pytest.mark.parametrize("question", [
    "dorje lepcha ko bail ke bhayo?",  # Nepali, a surname the notes write of someone else
    "dorje lepcha ki bail ka kya hua?",  # Hindi
    "Dorje Lepcha er jamin hoyeche?",  # Bengali
    "Dorje Lepcha's bail status?",  # English
])
def test_a_person_nobody_holds_is_said_back_not_answered_from_another_bail(pr, question):
    line, whole = first(pr, question)
    assert line.startswith("There is no one called Dorje Lepcha"), whole
    assert "40,000" not in whole, whole


def test_the_person_the_registry_holds_is_answered(pr):
    line, whole = first(pr, "tsering sherchan ko bail ke bhayo?")
    assert "no one called" not in whole and "2 Oct 2026" in line, whole


@pytest.mark.parametrize("question", [
    "station road eviction e local inspection kobe hoyechilo?",  # Bengali
    "station road eviction me commission report aayi kya?",  # Hindi
    "station road eviction la local inspection kadhi zala?",  # Marathi
])
def test_a_two_word_thing_no_record_of_the_matter_writes_is_not_on_record(pr, question):
    line, whole = first(pr, question)
    assert line.startswith("Not on record: no record of yours on"), whole  # "no record", said plainly
    assert "Station Road eviction" in line and "[" not in line, whole


def test_a_thing_the_notes_write_by_its_short_form_is_answered(pr):
    line, whole = first(pr, "station road eviction me written statement file hua?")
    assert not line.startswith(("Not on record", "No record", "Nothing in your notes")), whole


@pytest.mark.parametrize("question", [
    "mishra enterprises wala lok adalat me gaya tha kya?",  # Hindi
    "mishra enterprises er lok adalat hoyechilo?",  # Bengali
])
def test_two_common_words_that_are_one_case_s_name_reach_it(pr, question):
    line, whole = first(pr, question)
    assert "Mishra Enterprises 138" in line, whole
    assert line.startswith(("Not on record", "Nothing in your notes", "No record")), whole


def test_two_common_words_name_the_case_for_its_next_date(pr):
    line, whole = first(pr, "mishra enterprises ki agli tarikh?")
    assert "10 Dec 2026" in line, whole


@pytest.mark.parametrize("question", [
    "tsering ko release ko lagi ke ke chahincha?",  # Nepali
    "tsering ki rihai ke liye kya chahiye?",  # Hindi
    "tsering-ku viduthalai-kku enna venum?",  # Tamil
])
def test_release_in_any_language_reads_the_bail_bond_and_sureties(pr, question):
    line, whole = first(pr, question)
    assert "40,000" in line and "sureties" in line, whole


@pytest.mark.parametrize("question", [
    "wages writ short me batao",  # Hindi
    "wages writ short-a sollunga",  # Tamil
    "wages writ briefly explain",  # English
    "wages writ thodkyat sanga",  # Marathi
])
def test_in_short_asks_a_brief_never_a_topic(pr, question):
    line, whole = first(pr, question)
    assert not line.startswith(("Nothing in your notes", "No record", "Not on record")), whole
    assert "20 Jan 2027" in whole, whole


@pytest.mark.parametrize("question", [
    "20 jan er age bagan writ e ki file korte hobe amader?",  # Bengali
    "bagicha wali writ ki agli tarikh?",  # Hindi
    "thottam writ next date enna?",  # Tamil
])
def test_a_word_for_a_garden_reaches_the_writ_of_the_tea_estate(pr, question):
    line, whole = first(pr, question)
    assert not line.startswith("No such case"), whole
    assert "Wages writ" in whole, whole


def test_a_garden_word_with_a_kind_no_case_of_it_has_is_still_said_back(pr):
    line, whole = first(pr, "bagicha wala appeal ki agli tarikh?")
    assert "Wages writ" not in line, whole


@pytest.fixture
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p
