"""Tamil asks "what kind of (person)" with the question word and the participle "patta" ("eppadi pattavar?",
"eppadippatta aal?"): the participle with its pronoun ending (-var, -van, -val, -vanga, -dhu) is grammar of the
question, never a matter's name word with a case ending glued to it ("patta" of a matter called "<party> patta
appeal") — asked of a counsel's ways, his reasons for time across his own matters answer (agent/tongues.py, Tamil).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("S1", "2029-02-11", "O.S. 40/2029 Thekkady spice partnership. Sengottuvel absent - junior said he is busy in the "
                         "District Court - time sought for WS. ND 18.03.2029."),
    ("S1", "2029-03-18", "O.S. 40/2029 Thekkady spice partnership. Again Sengottuvel busy in the District Court, "
                         "junior took time for WS. Judge warned. ND 22.04.2029."),
    ("P1", "2029-02-20", "Malarvizhi patta appeal - revenue records produced, counter of the Tahsildar filed. "
                         "ND 25.03.2029."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Thiru R. Sundarakumar", short="Sub Judge"))
    reg.add_person(Judge(id="J2", name="Tmt. S. Ilavarasi", short="DRO madam"))
    reg.add_person(Counsel(id="OC1", name="Thiru K. Sengottuvel"))
    reg.add_person(Counsel(id="OC2", name="Thiru A. Perumalsamy"))
    reg.add_case(Case(id="S1", number="O.S. No. 40 of 2029", short_name="Thekkady spice partnership",
                      title="Ramar vs Thekkady Spice Traders", judge_id="J1", counsel_id="OC1", side="plaintiff"))
    reg.add_case(Case(id="P1", number="R.A. No. 7 of 2029", short_name="Malarvizhi patta appeal",
                      title="Malarvizhi vs District Revenue Officer", judge_id="J2", counsel_id="OC2",
                      side="appellant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "tamil-what-kind", build)


@pytest.mark.parametrize("question", [
    "sengottuvel eppadi pattavar? vaaidha ku eppavum enna karanam",
    "sengottuvel eppadippatta aal? adjournment ku eppavum enna reason",
])
def test_what_kind_of_person_asked_in_tamil_names_no_matter(pr, question):
    a = pr.ask(question, today="2029-05-01")
    assert "busy" in first_line(a), a.answer  # his reason for time, across his matter
    assert "patta appeal" not in first_line(a), a.answer


def test_the_participle_s_pronoun_forms_are_read_as_grammar():
    from tareekh.agent.tongues import role

    for w in ("pattavar", "pattavan", "pattaval", "pattavanga", "pattadhu"):
        assert role(w) is not None, w
