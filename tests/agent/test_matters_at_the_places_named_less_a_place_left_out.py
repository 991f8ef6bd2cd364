"""'Apart from <HQ town>, which of my matters are in <town A> and <town B>?': the matters whose courts sit at the
places named, less any at a place the question leaves out ("X ke bahar", "X thavira", "outside X"); the judges
read off those places' courts do not make it a question of one judge's ways.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Sri Manamadurai Selvam", court="Sub Court, Karaikudi"))
    reg.add_person(Judge(id="JD", name="Smt Ilayangudi Revathi", court="District Munsif Court, Devakottai"))
    reg.add_person(Judge(id="JS", name="Sri Tiruppathur Raman", court="Principal District Court, Sivaganga"))
    reg.add_case(Case(id="P1", number="O.S. 31 of 2025", short_name="temple land suit", title="Arumugam vs Ilanchezhian",
                      court="Sub Court, Karaikudi", judge_id="JK", side="plaintiff", next_date="2026-07-02"))
    reg.add_case(Case(id="P2", number="O.S. 77 of 2025", short_name="well share suit", title="Meenal vs Sundaram",
                      court="District Munsif Court, Devakottai", judge_id="JD", side="plaintiff",
                      next_date="2026-07-09"))
    reg.add_case(Case(id="P3", number="A.S. 5 of 2026", short_name="shop appeal", title="Valli vs Chockalingam",
                      court="Principal District Court, Sivaganga", judge_id="JS", side="appellant",
                      next_date="2026-07-15"))
    practice.ingest_text("Karaikudi sub court - temple land suit - plaintiff evidence begun. Next 2.7.26",
                         name="P1 2026-05-04.txt", case_id="P1", date="2026-05-04", author="Lawyer")
    practice.ingest_text("Devakottai munsif - well share suit - issues framed. Next 9.7.26",
                         name="P2 2026-05-06.txt", case_id="P2", date="2026-05-06", author="Lawyer")
    practice.ingest_text("Sivaganga PDJ - shop appeal admitted, notice. Next 15.7.26",
                         name="P3 2026-05-08.txt", case_id="P3", date="2026-05-08", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "places-named", build)


@pytest.mark.parametrize("question", ["Sivaganga ke bahar Karaikudi aur Devakottai me mere kaun kaun se matter hain?",
                                      "Sivaganga thavira Karaikudi Devakottai la enna enna case irukku?"])
def test_the_matters_at_the_places_named_and_not_the_one_left_out(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "temple land suit" in line and "well share suit" in line, a.answer
    assert "shop appeal" not in line, a.answer


def build_with_a_party_named_after_a_town(practice, tmp) -> None:
    build(practice, tmp)
    reg = practice.registry
    # a firm called after one of the towns, whose matter is heard at the district's headquarters
    reg.add_case(Case(id="P4", number="C.C. 140 of 2025", short_name="Ramanathan cheque case",
                      title="Devakottai Agro Traders vs Ramanathan", court="Principal District Court, Sivaganga",
                      judge_id="JS", side="complainant", next_date="2026-07-20"))
    practice.ingest_text("Sivaganga - Ramanathan cheque case - Devakottai Agro Traders' manager examined. Next 20.7.26",
                         name="P4 2026-05-11.txt", case_id="P4", date="2026-05-11", author="Lawyer")


@pytest.fixture(scope="module")
def home_with_town_party(tmp_path_factory):
    return home_built_by(tmp_path_factory, "places-named-town-party", build_with_a_party_named_after_a_town)


@pytest.mark.parametrize("question", ["karaikudi ani devakottai la majhe konte matters chalu ahet",
                                      "Karaikudi aur Devakottai me mere kaunse matters chalu hain?"])
def test_the_places_typed_ask_their_courts_matters_not_a_party_named_after_a_town(home_with_town_party, copy_home,
                                                                                 question):
    # the town in the firm's name makes its cheque case a match for the word; the courts at the places typed still
    # say which matters are asked, and the answer names the places
    from tareekh.practice import Practice

    with Practice.open(copy_home(home_with_town_party)) as p:
        a = p.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "temple land suit" in line and "well share suit" in line, a.answer
    assert "Ramanathan cheque case" not in line and "shop appeal" not in line, a.answer
    assert "Karaikudi" in line and "Devakottai" in line, a.answer
