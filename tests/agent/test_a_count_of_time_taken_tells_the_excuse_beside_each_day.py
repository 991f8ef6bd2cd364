"""A count of the times a side took time lists each day with the excuse its record gives beside the request, asked
why or not: the note says the excuse a sentence or two before ("DW1 absent - 'admitted in hospital', says their
counsel. No certificate. Time allowed on costs.") and the rules read no reason of the request itself. A heading in
capitals is no excuse; a sentence far from the request is none either. agent/plea_beside.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.plea_beside import plea_beside
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Thekkumkara Varkichan"))
    reg.add_person(Client(id="CL1", name="Kuttiyamma Pallathara"))
    reg.add_case(Case(id="T1", number="O.S. 71/2028", short_name="Pallathara fence suit",
                      title="Kuttiyamma Pallathara vs Ittiyavira Chemmanoor", counsel_id="OC1", client_id="CL1",
                      side="plaintiff"))
    notes = [
        ("2029-01-08", "8/1/29 Munsiff - Pallathara fence - Varkichan sought time to file objections to the "
                       "commission report. Next 19.02.2029."),
        ("2029-02-19", "19/2/29 Munsiff - Pallathara fence - DW1 Ittiyavira vannilla - \"admitted in hospital\" "
                       "ennu Varkichan. No certificate produced.\nMadam allowed time on costs Rs. 750/- payable to plff. "
                       "Next 02.04.2029."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "count-plea-beside", build)


@pytest.mark.parametrize("question", ["ouseph ethra pravashyam time chodichu pallathara case il",
                                      "how many times did Varkichan take time in the Pallathara fence suit?"])
def test_each_day_counted_carries_the_excuse_its_record_gives_beside_it(pr, question):
    a = pr.ask(question, today="2029-03-01")
    line = first_line(a)
    assert "admitted in hospital" in line, a.answer


def test_the_excuse_is_read_in_hindi_a_sentence_before_the_request():
    text = ("12.03.2029 - गवाह नहीं आया। प्रतिवादी के वकील ने कहा वह बीमार है।\n"
            "न्यायालय ने 500 रुपये हर्जे पर समय दिया। अगली तारीख 20.04.2029")
    start = text.index("न्यायालय")
    assert "बीमार" in (plea_beside(text, start, len(text) - 28) or "")


def test_a_heading_in_capitals_is_no_excuse():
    text = ("IN THE HIGH COURT OF JUDICATURE AT SOMEWHERE\nW.P. 11/2029\n"
            "Learned counsel for the respondents seeks time. List after two weeks.")
    start = text.index("Learned")
    assert plea_beside(text, start, start + 40) is None


def test_an_excuse_further_than_the_sentences_beside_the_request_is_none():
    text = ("The witness was unwell last month. Cross was completed. Exhibits marked. Documents returned. "
            "Counsel for the opposite party seeks time. Next 03.05.2029.")
    start = text.index("Counsel for")
    assert plea_beside(text, start, start + 40) is None


def test_a_sentence_beside_the_request_that_tells_another_day_is_no_excuse_of_this_one():
    text = ("On 09.01.2029 the standing counsel was asked to obtain instructions. "
            "Counsel for the State again seeks time. List on 20.03.2029.")
    start = text.index("Counsel for")
    assert plea_beside(text, start, start + 40, "2029-02-14") is None
