"""The other side asked of by the initials the bar uses, without the state's prefix ("SWC" for "APSWC"), and asked
in the habitual present or "every time" ("SWC avaru yenu maadtaare", "SWC wale har baar kya karte hain"): its ways
in the matter — the time it sought and the line it keeps taking — not the matter's last and next date. A small
practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2029-03-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Pendharkar Tenzing, Standing Counsel"))
    reg.add_case(Case(id="W1", number="O.S. 88/2027", short_name="Waghmode godown suit",
                      title="Waghmode Traders vs APSWC, rep. by its Regional Manager", side="plaintiff",
                      counsel_id="OC1"))
    notes = [
        ("2028-06-11", "11.06.2028 Waghmode godown suit - APSWC written statement filed by Pendharkar: the goods were "
                       "damaged by the plaintiff's own bad packing, not by any leak. Next 20.08.2028."),
        ("2028-08-20", "20.08.2028 Waghmode godown suit - Pendharkar sought time for the cross of PW1, granted. "
                       "Next 15.10.2028."),
        ("2028-10-15", "15.10.2028 Waghmode godown suit - PW1 cross by Pendharkar: suggestion that the packing was "
                       "bad - denied. Pendharkar again sought time for documents. Next 10.12.2028."),
        ("2028-12-10", "10.12.2028 Waghmode godown suit - PW2 chief. Next 12.03.2029 for PW2 cross."),
    ]
    for i, (day, text) in enumerate(notes):
        practice.ingest_text(text, name=f"w {i}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-short-name", build)


@pytest.mark.parametrize("question", [
    "Waghmode godown suit me SWC har baar kya karte hain",  # Hindi, every time
])
def test_the_side_asked_by_its_short_name_gets_its_ways(pr, question):
    a = pr.ask(question, today=TODAY)
    first = first_line(a).lower()
    assert "sought time" in first, a.answer
    assert "packing" in first, a.answer
    assert not first.startswith("last hearing"), a.answer


def test_a_short_name_is_read_only_as_the_end_of_the_side_s_own_name():
    from tareekh.agent.question import _short_of_other
    from tareekh.events.models import People

    people = People(our_side="plaintiff", our_names=["waghmode"], other_names=["apswc", "pendharkar"])
    assert _short_of_other("SWC har baar kya karte hain", people) == "APSWC"
    assert _short_of_other("WC har baar", people) is None          # too short to be the body's initials
    assert _short_of_other("swc har baar", people) is None         # initials are typed in capitals
    assert _short_of_other("KAR har baar", people) is None         # no side's name ends so
