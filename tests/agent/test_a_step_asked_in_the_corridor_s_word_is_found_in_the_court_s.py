"""A step asked in the corridor's word is found where the notes write it in the court's, and is never said to be
"Not on record":

- an owner, a possession, a deposition, a doctor, an injury, a job asked in any language the tables hold ("malak",
  "kabjo", "jabanbandi", "daktar", "jakham", "chakri") is read through its senses: a record writing "Owner",
  "possession handed over", "examined", "Dr.", "wound", "employment" holds it;
- an ordinal asked with a word for a witness ("dusra gawah") is the witness the records number ("PW2"), never the
  word "second"; an ordinal asked of any other thing ("second appeal") is not written by a witness's number;
- words glossed by a short form in brackets ("lower court ka record (LCR)") are that one thing, which a record writing
  the short form holds;
- a verb of the question's language is how the step is asked, never a word of it: Odia's "kala" (did), Malayalam's
  "undo" (is there), and a verb of writing in every language the tables hold ("likhi", "lihila", "rasaru");
- the honest "Not on record" stays: an owner, a possession asked of a matter whose records write none is said back.

Invented Marathi, Gujarati, Hindi and Telugu matters, names no data set holds.
"""

from __future__ import annotations

import re

import pytest

from tareekh.agent.thing_absent import _content
from tareekh.agent.lexicon import expand, ordinal_of_witness, overlap, stem, stems, topic_groups
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-03-01"

NOTES = [
    ("Q1", "2026-11-09", "MACP 404/2026 Vrushali Tambolkar - insurer's WS filed. Owner of the tempo Shrirang Gondkar "
                         "absent despite service, set ex parte. ND 11.01.2027"),
    ("Q1", "2027-01-11", "MACP 404/2026 Tambolkar - PW2 Dr. Anagha Pethkar examined and discharged; she proved the "
                         "wound certificate, disability 18%. In cross by the insurer she admitted the certificate "
                         "was issued three months after the accident. ND 15.03.2027"),
    ("Q2", "2026-10-05", "RCS 77/2026 Kundanwala v Zaverchand - decree for possession; the shop to be vacated in 60 "
                         "days. ND 07.12.2026"),
    ("Q2", "2026-12-07", "RCS 77/2026 Kundanwala - possession handed over on 04.12.2026, keys given to our client. "
                         "Execution closed."),
    ("Q3", "2026-09-14", "RFA 19/2026 Bhandarkatte - LCR received from the trial court. Paper book in 4 weeks. "
                         "ND 19.10.2026"),
    ("Q4", "2026-08-14", "Ref 12/2026 Chowdamma - management agrees to give dependant employment as helper, subject "
                         "to medical fitness. ND 19.10.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="QC1", name="Vrushali Tambolkar"))
    reg.add_case(Case(id="Q1", number="MACP No. 404/2026", short_name="Tambolkar claim",
                      title="Vrushali Tambolkar vs Shrirang Gondkar & Anr.", client_id="QC1", side="petitioner",
                      nature="motor accident claim"))
    reg.add_person(Client(id="QC2", name="Mukundrai Kundanwala"))
    reg.add_case(Case(id="Q2", number="RCS No. 77/2026", short_name="Kundanwala shop suit",
                      title="Mukundrai Kundanwala vs Zaverchand Mehtalia", client_id="QC2", side="plaintiff",
                      nature="eviction"))
    reg.add_person(Client(id="QC3", name="Vasumati Bhandarkatte"))
    reg.add_case(Case(id="Q3", number="RFA No. 19/2026", short_name="Bhandarkatte appeal",
                      title="Vasumati Bhandarkatte vs Somashekhara Hiremaddi", client_id="QC3", side="appellant",
                      nature="regular first appeal"))
    reg.add_person(Client(id="QC4", name="Chowdamma Yelburgi"))
    reg.add_case(Case(id="Q4", number="Ref. No. 12/2026", short_name="Chowdamma dependant job",
                      title="Workmen vs Management of Kolvaram Collieries", client_id="QC4", side="petitioner",
                      nature="industrial dispute"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "corridor-word-court-word", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


@pytest.mark.parametrize("q", ["tambolkar claim madhe tempo cha malak hajar hota ka?",
                               "tambolkar claim ma tempo no malik hajar rahyo hato?"])
def test_an_owner_asked_by_the_corridor_s_word_is_the_owner_the_notes_write(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "ex parte" in a.answer, a.answer


@pytest.mark.parametrize("q", ["kundanwala shop suit ma dukan no kabjo malyo?",
                               "kundanwala shop suit lo shop swadheenam ayinda?"])
def test_a_possession_asked_by_the_corridor_s_word_is_the_possession_handed_over(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "04.12.2026" in a.answer or "keys" in a.answer, a.answer


def test_a_numbered_witness_asked_by_ordinal_and_corridor_word_is_on_record(pr):
    a = pr.ask("tambolkar claim me dusra gawah ki jabanbandi ho gayi?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "Pethkar" in a.answer, a.answer


def test_a_doctor_s_evidence_asked_in_marathi_is_the_witness_numbered_dr(pr):
    a = pr.ask("tambolkar claim madhe doctor chi saakshi zali ka?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer


def test_words_glossed_by_a_short_form_are_the_short_form_the_notes_write(pr):
    a = pr.ask("bhandarkatte RFA me lower court ka record (LCR) aaya?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "LCR" in a.answer, a.answer


@pytest.mark.parametrize("q", ["bhandarkatte appeal me zameen ka kabza mila?",
                               "bhandarkatte appeal madhe gadi cha malak aala hota ka?"])
def test_an_owner_or_possession_no_record_of_the_matter_writes_stays_not_on_record(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer


@pytest.mark.parametrize("word, sense", [("malak", "owner"), ("maalik", "owner"), ("kabjo", "possession"),
                                         ("dokhol", "possession"), ("jobanbondi", "examined"), ("daktar", "dr"),
                                         ("jakham", "wound"), ("ghaav", "injury"), ("chakri", "employment"),
                                         ("naukri", "job")])
def test_a_corridor_word_is_read_in_the_court_s_sense(word, sense):
    assert stem(sense) in expand(word)


def test_an_ordinal_is_a_witness_s_number_only_when_a_witness_is_asked():
    text = "PW2 examined and discharged."
    witness = topic_groups("second witness examined")
    appeal = topic_groups("second appeal filed")
    assert ordinal_of_witness(witness[0], witness, stems(text))
    assert not ordinal_of_witness(appeal[0], appeal, stems(text))
    assert overlap(topic_groups("dusra gawah"), stems(text), text) == 2
    assert not ordinal_of_witness(witness[0], witness, stems("PW3 examined."))


@pytest.mark.parametrize("q", ["tambolkar claim re cross re doctor sweekar kala ki?",
                               "tambolkar claim me doctor ne certificate me disability likhi thi?",
                               "tambolkar claim madhe doctor ne certificate madhe disability lihili hoti ka?"])
def test_a_verb_of_the_question_s_language_is_no_word_of_the_step(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer


@pytest.mark.parametrize("w", ["kala", "undo", "likhi", "lihila", "lakhyu", "likhechhe", "lekhila", "rasaru",
                               "bardidru", "ezhuthi", "gechhe", "dibo"])
def test_the_tongues_verbs_and_helpers_are_no_thing(w):
    assert not _content(w, set())
