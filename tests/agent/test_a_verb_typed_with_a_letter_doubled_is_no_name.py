"""A verb of the question's language is never part of a case's name, however it is spelt and however often the
notes (written in that language too) write it (here "kellidaru" and Telugu's "adigaru", asked, in two notes of another matter).

Before, "<side> ethana vaati time ketaanga <name> case la" (Tamil: how many times did <side> ask for time in the
<name> case) was answered "No such case: there is no case called 'ketaanga <name> case'": the table holds the
root "kett*" (asked), the typist wrote one "t", and the notes wrote "ketaanga" twice, so the word was taken for
the subject of another matter. A Dravidian verb is typed with its doubled letters and its aspirates' "h" either way
("kett"/"ket", "kuduth"/"kudut"): the tables' roots are read so, and a word the tables hold as grammar (a verb, a
pronoun, a linking word) never names a matter. Tested here in Kannada, a practice of a Karnataka court, with names
no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import role
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2029-11-05"

NOTES = [
    ("A1", "2029-07-02", "Adike mandi suit - Kalkura (Tunga Spices) time kelidaru. ND 20.8.2029"),
    ("A1", "2029-08-20", "Adike mandi suit - Kalkura mathe time kelidaru, costs Rs. 1,500. ND 01.10.2029"),
    ("A1", "2029-10-01", "Adike mandi suit - PW1 chief mugiyitu. ND 12.11.2029"),
    ("A2", "2029-07-09", "Hiriyannayya eviction - client kellidaru, adigaru: avara rent receipt copy beku. ND 3.9.2029"),
    ("A2", "2029-09-03", "Hiriyannayya eviction - client mathe kellidaru, adigaru: avara tenant deposit yavaga. ND 15.10.2029"),
]


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Hosanagara Adikemane"))
    reg.add_person(Counsel(id="OC1", name="Sri B. Kalkura"))
    reg.add_case(Case(id="A1", number="O.S. No. 214 of 2029", short_name="Adike mandi suit",
                      title="Hosanagara Adikemane vs Tunga Spices", client_id="K1", counsel_id="OC1",
                      side="plaintiff", nature="recovery of the price of areca supplied"))
    reg.add_case(Case(id="A2", number="H.R.C. No. 61 of 2029", short_name="Hiriyannayya eviction",
                      title="Hiriyannayya vs Kodachadri Vasathi", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "verb-doubled", build))


@pytest.mark.parametrize("word, read", [
    ("kellidaru", "sought"),   # Kannada: "kelid*" with its "l" doubled
    ("ketaanga", "sought"),    # Tamil: "kett*" with one "t"
    ("kodutanga", "gave"),     # Tamil: "koduth*" without the dental's "h"
])
def test_a_verb_root_is_read_whatever_letter_is_doubled_or_aspirated(word, read):
    assert role(word) == read


@pytest.mark.parametrize("name", ["ketanji", "ketaki", "sonaram", "potdar", "vandanika"])
def test_a_name_that_begins_like_a_verb_root_is_no_verb(name):
    assert role(name) is None


@pytest.mark.parametrize("question", [
    "eshtu sala time kellidaru tunga case alli",   # Kannada: the matter named by the other party's name
    "ethana vaati time kellidaru tunga case la",   # Tamil words around the same verb
    "enni sarlu time adigaru tunga case lo",       # Telugu: a verb the table holds, read as typed, is no name
])
def test_a_verb_beside_the_case_s_name_is_no_other_matter(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not a.answer.startswith("No such case"), a.answer
    assert "Adike mandi suit" in first_line(a), a.answer
