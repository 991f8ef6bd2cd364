""""When will it be listed?" asked with any language's word for "when" beside the verb of listing ("lag-": Gujarati
"kyare lagse", Marathi "kadhi lagel", Bengali "kobe lagbe", Assamese "kitia lagibo") is the matter's next date, as
Hindi's "kab lagega" was — not a day a note of the matter names after its last hearing. The verb's past ("kyare
lagyu hatu") is no next date. agent/when_listed.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.when_listed import when_listed
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Kusumvati Dhorajiwala"))
    reg.add_case(Case(id="T1", number="Spl. C.A. 8812/2027", short_name="Dhorajiwala lease petition",
                      title="Kusumvati Dhorajiwala vs Collector and 2 Ors", client_id="CL1", side="petitioner"))
    notes = [
        ("2027-02-10", "10.2.27 HC Ct 7 - Dhorajiwala lease petition. Reply filed by AGP. S.O. 15.03.2027."),
        ("2027-03-15", "15.3.27 HC Ct 7 - Dhorajiwala - AGP sought time for instructions. Granted. "
                       "S.O. 21.06.2027 for final hearing."),
        ("2027-03-16", "Client Parsottambhai called - told him lease papers ready by 05.04.2027."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "when-listed", build)


@pytest.mark.parametrize("question", ["dhorajiwala lease petition kyare lagse?",
                                      "dhorajiwala lease petition kadhi lagel?",
                                      "dhorajiwala lease petition kobe lagbe?"])
def test_when_it_will_be_listed_is_answered_with_the_next_date(pr, question):
    a = pr.ask(question, today="2027-03-20")
    line = first_line(a)
    assert line.startswith("Next date"), a.answer
    assert "21 Jun 2027" in line, a.answer


@pytest.mark.parametrize("question", ["kyare lagse?", "kadhi lagel", "kobe lagbe", "kitia lagibo", "kadon laggu",
                                      "kab lagega", "lagse kyare?"])
def test_every_languages_when_beside_the_listing_verb_asks_the_next_listing(question):
    assert when_listed(question)


@pytest.mark.parametrize("question", ["kyare lagyu hatu?", "kab laga tha", "kobe legechhilo",
                                      "lease kyare puru thay che?", "fees kitni lagegi"])
def test_the_verbs_past_or_another_verb_or_no_when_is_not_the_next_listing(question):
    assert not when_listed(question)
