"""A Devanagari question that names a case by a party's surname and the kind of case ("… वाले मेंटेनेंस केस") is
read as that case: the kind words beside a heard registry name are a hint, never a case nobody holds. A name that
matches nobody is still said back.

A small practice written for these tests (a maintenance case and a criminal appeal), with invented names.
"""

from __future__ import annotations

import pytest

from tareekh.agent.hindi import unknown_case
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line

TODAY = "2026-02-01"
NAMES = ["Kamini Pathania", "Arvind Pathania", "Pathania maintenance", "Tejpal Dhillon", "State",
         "Dhillon appeal"]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("kinds") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Kamini Pathania"))
        reg.add_person(Client(id="CT", name="Tejpal Dhillon"))
        reg.add_case(Case(id="K1", number="M.C. No. 31 of 2025", short_name="Pathania maintenance",
                          title="Kamini Pathania vs Arvind Pathania", client_id="CK", side="petitioner",
                          next_date="2026-03-11"))
        reg.add_case(Case(id="K2", number="Crl. Appeal No. 204 of 2024", short_name="Dhillon appeal",
                          title="Tejpal Dhillon vs State", client_id="CT", side="appellant", next_date="2026-02-19"))
        p.ingest_text("Pathania maintenance - reply to interim application filed. Next 11.03.2026.",
                      name="note K1.txt", case_id="K1", date="2026-01-14", author="Lawyer")
        p.ingest_text("Dhillon appeal - paper book filed, arguments part heard. Next 19.02.2026.",
                      name="note K2.txt", case_id="K2", date="2026-01-20", author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("question", [
    "पठानिया वाले मेंटेनेंस केस की अगली तारीख?",
    "पठानिया जी के मेंटेनेंस केस की अगली तारीख क्या है?",
    "पठानिया वाले भरण-पोषण मामले में अगली तारीख?",
])
def test_a_surname_with_the_case_kind_in_devanagari_is_not_an_unknown_case(question):
    assert unknown_case(question, NAMES) is None


def test_a_surname_with_the_case_kind_in_devanagari_finds_the_case(pr):
    a = pr.ask("पठानिया वाले मेंटेनेंस केस की अगली तारीख?", today=TODAY)
    first = first_line(a)
    assert not first.startswith("No such case"), a.answer
    assert "11 Mar 2026" in first and "31/2025" in first, a.answer
    assert "19 Feb 2026" not in first


def test_a_devanagari_name_nobody_holds_is_still_said_back_beside_a_case_kind(pr):
    assert unknown_case("रमेश गुप्ता के मेंटेनेंस केस की अगली तारीख?", NAMES) == "रमेश गुप्ता के मेंटेनेंस केस"
    assert unknown_case("रमेश गुप्ता वाली अपील की अगली तारीख?", NAMES) == "रमेश गुप्ता वाली अपील"
    a = pr.ask("रमेश गुप्ता के मेंटेनेंस केस की अगली तारीख?", today=TODAY)
    first = first_line(a)
    assert "रमेश गुप्ता" in first, a.answer
    assert "11 Mar 2026" not in first and "19 Feb 2026" not in first and not a.citations


def test_a_case_kind_the_table_lacks_beside_a_heard_name_is_a_hint_not_a_case():
    # "कस्टडीनामा" is in no list: beside a heard registry name it still is no case nobody holds
    assert unknown_case("पठानिया वाले कस्टडीनामा केस की अगली तारीख?", NAMES) is None
