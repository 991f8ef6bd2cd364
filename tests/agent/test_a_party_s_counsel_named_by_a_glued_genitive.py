"""A party's name with its genitive ending glued to it, before a word for a lawyer, names THAT party's counsel:
"<name>inte vakkeel" (Malayalam), "<name>oda lawyer" (Tamil), "<name>er ukil" (Bengali), "<name>cha vakil"
(Marathi), "<name>gari lawyer" (Telugu). The counsel the registry holds against that party is asked of, never "There
is no counsel called <name>inte". agent/glued_genitive.py, agent/party_counsel.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.glued_genitive import owner
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-12", "Vemburaj easement suit - counsel for the defendant seeks time to file written statement. "
                   "Granted. Next 16.02.2026."),
    ("2026-02-16", "Vemburaj easement suit - defendant's counsel Adv. Quilon Dsouzarao sought time again for written "
                   "statement; costs Rs. 500. Next 23.03.2026."),
    ("2026-03-23", "Vemburaj easement suit - written statement filed. Issues to be framed. Next 27.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Quilon Dsouzarao"))
    reg.add_case(Case(id="E1", number="O.S. No. 91 of 2025", short_name="Vemburaj easement suit",
                      title="Vemburaj vs Ottakandam Pazhaniyar", counsel_id="OC1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"E1 {day}.txt", case_id="E1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "glued-genitive-counsel", build)


@pytest.mark.parametrize("question", ["pazhaniyarinte vakkeel ethra pravashyam time chodichu",
                                      "pazhaniyaroda lawyer evlo thadava time ketaaru",
                                      "pazhaniyarer ukil koto bar time niyeche",
                                      "pazhaniyarcha vakil kiti vela time magitla"])
def test_a_party_s_lawyer_asked_with_a_glued_genitive_is_that_party_s_counsel(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "no counsel called" not in a.answer, a.answer
    assert "Dsouzarao" in line, a.answer


@pytest.mark.parametrize("word, name", [("pazhaniyarinte", "pazhaniyar"), ("kothandante", "kothandan"),
                                        ("yazhvathiyude", "yazhvathi"), ("kothandanoda", "kothandan"),
                                        ("kothandanudaya", "kothandan"), ("kothandanavara", "kothandan"),
                                        ("kothandangari", "kothandan"), ("kothandaner", "kothandan"),
                                        ("kothandanancha", "kothandan"), ("kothandanno", "kothandan"),
                                        ("kothandannka", "kothandan")])
def test_each_language_s_glued_genitive_is_set_off_a_known_name(word, name):
    assert owner(word, lambda w: w == name) == name


@pytest.mark.parametrize("word", ["kothandan", "zorinath", "vundar", "kothandanpuram"])
def test_a_name_known_whole_or_no_ending_after_a_known_name_is_not_cut(word):
    assert owner(word, lambda w: w in ("kothandan", "zorinath", "vundar", "zori", "vund")) is None
