"""A person asked of by an office and a name that no record of the practice writes ("io <name> ne kya bola?",
"supervisor <name> enna sonnaru?") is said back first, in every language a lawyer types, and the matter's lines of
the office are never quoted as that person's; a person the records do name — in full, by surname after the office,
by the initial of the given name, one slip of spelling away, or in an Indian script — is answered as before.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-11-30"
NOTES = [
    ("T1", "2026-06-10", "Tractor seizure trial: PW4 SI Trilokinath Ajmani chief. Seizure memo of the tractor Ex.P7 "
                         "proved. ND 14.07.2026."),
    ("T1", "2026-07-14", "Tractor seizure trial: IO Ajmani ne case diary pesh ki, cross part heard. Inspector "
                         "K. Shergill seized the trolley separately. ND 20.08.2026."),
    ("T1", "2026-08-20", "Tractor seizure: दरोगा बलदेवराज ओझरकर ने जब्ती की गवाही दी. ND 30.09.2026."),
    ("L1", "2026-05-02", "Boundary suit: amin Rudrapratap Sirsikar measured survey no. 611, found 3 cents encroached. "
                         "Report filed. ND 09.06.2026."),
    ("L1", "2026-06-09", "Boundary suit: objections to the amin report filed by defendants. ND 21.07.2026."),
    ("W1", "2026-09-03", "Dyeing unit dismissal: WW1 cross over. The line supervisor had shouted at the workman on "
                         "the night shift, he said. MW1 to be examined. ND 12.10.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.T. No. 71 of 2025", short_name="Tractor seizure trial",
                      title="State vs Ilamvazhuthi", nature="theft of a tractor"))
    reg.add_case(Case(id="L1", number="O.S. No. 212 of 2024", short_name="Boundary suit",
                      title="Kavalappa vs Hanmappa", nature="encroachment on a boundary"))
    reg.add_case(Case(id="W1", number="I.D. No. 19 of 2025", short_name="Dyeing unit dismissal",
                      title="Kunjumon vs Tungbhadra Dyeing Works", nature="dismissal of a workman"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "person-no-record-names", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question, name", [
    ("tractor seizure trial me io purushottama sawalakhe ne case diary ke baare me kya bola?",
     "Purushottama Sawalakhe"),  # Hindi
    ("dyeing unit dismissal case la supervisor pachiyappan vedhanayagam enna sonnaru?",
     "Pachiyappan Vedhanayagam"),  # Tamil
    ("boundary suit madhe talathi nilkanthrao gudekar kay mhanala?", "Nilkanthrao Gudekar"),  # Marathi
    ("tractor seizure trial e si subhranil kharsyntiew seizure niye ki bolechilo?",
     "Subhranil Kharsyntiew"),  # Bengali
    ("dyeing unit dismissal alli watchman hanmappa bhandigeri enu helidru?", "Hanmappa Bhandigeri"),  # Kannada
    ("boundary suit lo surveyor venkatrayudu emi cheppadu?", "Venkatrayudu"),  # Telugu
    ("dyeing unit case il clerk kuttikrishnan enthu paranju?", "Kuttikrishnan"),  # Malayalam
    ("ट्रैक्टर सीज़र ट्रायल में दरोगा सुखवीर चौहटिया ने क्या कहा?", "सुखवीर चौहटिया"),  # Hindi in Devanagari
])
def test_a_person_no_record_names_is_said_back_first(pr, question, name):
    whole = ask(pr, question)
    assert whole.startswith(f"No record names {name}"), whole
    assert "not on record" in whole.splitlines()[0], whole


@pytest.mark.parametrize("question, name", [
    ("tractor seizure trial me purushottama sawalakhe ne kya bola?", "Purushottama Sawalakhe"),  # Hindi, no office
    ("pachiyappan vedhanayagam ne dyeing unit dismissal me kya bola?", "Pachiyappan Vedhanayagam"),  # opening it
])
def test_a_name_no_record_writes_as_the_doer_is_said_back_without_an_office(pr, question, name):
    whole = ask(pr, question)
    assert whole.startswith(f"No record names {name}: not on record"), whole


def test_a_new_given_name_before_a_surname_the_records_give_another_is_another_person(pr):
    # the records name amin Rudrapratap Sirsikar: a Yellappa Sirsikar is someone else
    whole = ask(pr, "boundary suit me amin yellappa sirsikar ne naap me kya paya?")
    assert whole.startswith("No record names Yellappa Sirsikar"), whole


def test_another_initial_before_the_surname_is_another_person(pr):
    # the records name Inspector K. Shergill: an Ilamaran Shergill is someone else
    whole = ask(pr, "tractor seizure trial me inspector ilamaran shergill ne trolley ke baare me kya bola?")
    assert whole.startswith("No record names Ilamaran Shergill"), whole


def test_the_office_s_lines_are_marked_as_the_office_s_not_the_person_s(pr):
    whole = ask(pr, "dyeing unit dismissal me line supervisor ozhukkil ne kya bola?")
    first = whole.splitlines()[0]
    assert first.startswith("No record names Ozhukkil (the line supervisor you ask of)"), whole
    assert "of the role, not of Ozhukkil" in first and "shouted at the workman" in whole, whole


@pytest.mark.parametrize("question", [
    "tractor seizure trial me si trilokinath ajmani ne cross me kya maana?",  # the whole name, as written
    "tractor seizure trial me io ajmani ne kya bola?",  # the surname after the office
    "tractor seizure trial me io harish ajmani ne case diary ke baare me kya bola?",  # the notes' "IO Ajmani"
    "tractor seizure trial me si trilokinath ajmaani ne kya bola?",  # one slip of spelling
    "tractor seizure trial me inspector kuldeep shergill ne trolley ke baare me kya bola?",  # "K. Shergill"
    "tractor seizure trial me daroga baldevraj ozarkar ne kya kaha?",  # written in Devanagari only
    "boundary suit me amin rudraprathap sirsikar ne kya paya?",  # another transliteration
    "tractor seizure trial me trilokinath ajmani ne kya kaha?",  # no office typed
    "ट्रैक्टर सीज़र ट्रायल में दरोगा बलदेवराज ओझरकर ने क्या कहा?",  # the notes' Devanagari, asked in it
])
def test_a_person_the_records_name_is_not_said_back(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole


@pytest.mark.parametrize("question", [
    "dyeing unit dismissal la witness varalana enna pannuvaaru?",  # Tamil: "if the witness does not come"
    "boundary suit me receiver lagaya tha kya?",  # a verb after the office, before its auxiliary
    "tractor seizure trial me doctor ki gawahi kab hai?",
    "boundary suit me amin report pe kya objection hai?",
    "tractor seizure trial me 20 aug ko trolley chhodte waqt kya bola tha?",  # a clause, no name, before "what"
    "ajmani ne 20 aug ko defence ko time dete waqt kya bola?",  # the same, after a word the reader sets aside
    "boundary suit me sirsikar saheb vel ghetana kay mhantat?",  # Marathi: "while taking time", no name
    "boundary suit madhe court receiver nemla ka?",  # Marathi: "was a receiver appointed?"
    "ट्रैक्टर सीज़र ट्रायल में दरोगा बाबू ने क्या कहा?",  # a courtesy in Devanagari, no name
])
def test_words_of_the_question_after_an_office_are_no_name(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole


@pytest.mark.parametrize("question, name", [
    # Telugu: the accused's clerk, named after the word of his post, asked of as a defence witness
    ("dyeing unit dismissal lo Kunjumon gumastha Yellamanda Chirravuri MW ga em cheppadu?", "Yellamanda Chirravuri"),
    ("tractor seizure trial me amarjot thoppilvalappil DW 2 ke roop me kya bola?",
     "Amarjot Thoppilvalappil"),  # Hindi, in lower case, the number typed apart
    ("boundary suit la Hanmappa-voda kanakku pillai Marudhachalam DW-a enna sonnaaru?", "Marudhachalam"),  # Tamil
])
def test_a_name_no_record_writes_before_a_witness_s_place_is_said_back(pr, question, name):
    whole = ask(pr, question)
    assert whole.startswith(f"No record names {name}"), whole


@pytest.mark.parametrize("question", [
    "tractor seizure trial me Trilokinath Ajmani PW ke roop me kya bola?",  # the name the notes write
    "dyeing unit dismissal me MW1 ne kya bola?",  # a witness by place alone
])
def test_a_witness_the_records_name_or_no_name_before_the_place_is_not_said_back(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole
