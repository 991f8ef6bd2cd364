"""A relief asked yes or no of a person or a thing named by its case marker — "<the organiser> ge ABA sikkitaa?",
"<the accused> ko bail mili?", "<the recovery> pe stay mila?" — is the matter's relief asked: the word before the
marker is who or what it is of, not a thing asked of the relief (its conditions, its bond). The order that writes
the relief in the court's short form ("ABA ALLOWED") grants it as its written-out words do. Answered "Yes — <day>"
from the matter's order (agent/outcome_asked.py, agent/postpositions.py's case markers).

Invented practice: a Karnataka sessions court's anticipatory bail (asked in Kannada and Hindi typed in Latin
letters) and a Madhya Pradesh writ against a recovery (asked in Hindi and Marathi)."""

from __future__ import annotations

import pytest

from tareekh.agent.postpositions import marked_words
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Crl.Misc. 611/2029", short_name="Yakshagana anticipatory bail",
                      title="Gurukiran Doddakere vs State by Hiriyadka Police", side="petitioner"))
    practice.ingest_text("14.3.29 Yakshagana ABA - PP objections filed; the mela organiser is the petitioner. "
                         "Orders 19/3.", name="a1 mar.txt", case_id="A1", date="2029-03-14", author="Lawyer")
    practice.ingest_text("19.3.29 - ABA ALLOWED. Conditions: bond Rs. 50,000 with 1 surety; appear before IO "
                         "within 7 days.", name="a1 order.txt", case_id="A1", date="2029-03-19", author="Lawyer")
    reg.add_case(Case(id="W1", number="WP 30418/2029", short_name="Baghmare salary writ",
                      title="Kusumlata Baghmare vs State of M.P.", side="petitioner"))
    practice.ingest_text("Notice issued. Till the next date of hearing, the impugned recovery "
                         "from the salary of the petitioner shall remain stayed.", name="w1 order.txt",
                         case_id="W1", date="2029-08-24", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "outcome-case-marker", build))


@pytest.mark.parametrize("question", ["yakshagana organiser ge ABA sikkitaa? yaavaga",  # Kannada
                                      "yakshagana wale organiser ko ABA mili kya?"])  # Hindi
def test_the_person_before_a_marker_asks_the_matter_s_relief(built, question):
    ans = built.ask(question, today="2029-06-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "19 Mar 2029" in first, ans.answer


@pytest.mark.parametrize("question", ["Baghmare ki recovery pe HC ne stay diya tha kya?",  # Hindi
                                      "Baghmare recovery la HC ne stay dila ka?"])  # Marathi
def test_the_thing_before_a_marker_is_what_was_stayed(built, question):
    ans = built.ask(question, today="2029-10-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "24 Aug 2029" in first, ans.answer


def test_case_markers_mark_the_word_before_them_only():
    assert marked_words("organiser ge ABA sikkitaa") == {"organiser"}
    assert marked_words("recovery pe stay mila") == {"recovery"}
    assert marked_words("bail bond kitna") == set()
