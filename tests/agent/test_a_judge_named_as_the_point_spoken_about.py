"""A judge's surname the question writes as the point another person spoke about ("<party> ne <surname> ke baare me
kya bataya?", "<party> <surname> niye ki bolechhilo?", "what did <party> say about <surname>?") names no judge whose
words are asked: the speaker is the party, and the surname (or an everyday word the registry spells as one, an
owner's "malik") is what they spoke of. The judge speaking ("<surname> sahab ne <party> ke baare me kya kaha?") is
still the judge. agent/about_point.py, agent/question.py."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.about_point import the_point_about
from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Client, Judge


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("point-about") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Judge(id="J1", name="Shri Devkinandan Kothiwal", short="Civil Judge (Sr. Div.)"))
        p.registry.add_person(Client(id="CL1", name="Jhinuk Tolapur"))
        p.registry.add_case(Case(id="K1", number="W.C. 31/2027", short_name="Tolapur compensation case",
                                 title="Jhinuk Tolapur vs Ektara Bricks", client_id="CL1", judge_id="J1",
                                 side="applicant"))
        yield p.registry


@pytest.mark.parametrize("typed", [
    "Jhinuk Tolapur ne Kothiwal ke baare me kya bataya tha?",  # Hindi
    "Jhinuk Tolapur Kothiwal niye ki bolechhilo",  # Bengali
    "what did Jhinuk Tolapur say about Kothiwal?",  # English
])
def test_a_judge_spoken_about_is_not_the_speaker(reg, typed):
    q = understand(typed, registry=reg, today=date(2028, 3, 2))
    assert q.judges == [], vars(q)
    assert q.cases == ["K1"], vars(q)


def test_the_judge_speaking_about_a_party_is_still_the_judge(reg):
    q = understand("Kothiwal sahab ne Jhinuk Tolapur ke baare me kya kaha", registry=reg, today=date(2028, 3, 2))
    assert q.judges == ["J1"], vars(q)


@pytest.mark.parametrize("tokens, words, point", [
    ("raju ne kothiwal ke baare me kya bataya".split(), ["kothiwal"], True),
    ("raju kothiwal gurinchi emi cheppadu".split(), ["kothiwal"], True),
    ("raju kothiwal bagge enu heliddaru".split(), ["kothiwal"], True),
    ("kothiwal madam ne kya kaha".split(), ["kothiwal"], False),
    ("kothiwal ne raju ke baare me kya kaha".split(), ["kothiwal"], False),
])
def test_the_point_about_is_read_in_each_language(tokens, words, point):
    assert the_point_about(tokens, words) is point
