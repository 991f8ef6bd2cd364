"""A client registered with a calling after the name ("Nirmalendu Saha, contractor, Kolaghat") is not named by a
question about another matter that uses a word like the calling ("the contract workers' case"); the client's own name
and place still name the case."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Client


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("calling") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CL1", name="Nirmalendu Saha, contractor, Kolaghat"))
        p.registry.add_case(Case(id="K1", number="C-2231 of 2025", short_name="Nirmalendu cheque case",
                                 title="Raghunath Hardware vs Nirmalendu Saha", client_id="CL1", side="accused"))
        p.registry.add_case(Case(id="K2", number="Title Suit 14 of 2024", short_name="Panskura pond suit",
                                 title="Haripada Jana vs Gour Maity", side="plaintiff"))
        yield p.registry


def test_a_word_like_the_client_s_calling_does_not_name_his_case(reg):
    q = understand("steel plant er contract worker der case ta r porer date ki", registry=reg, today=date(2026, 3, 2))
    assert "K1" not in q.cases, vars(q)


@pytest.mark.parametrize("typed", ["Nirmalendu er case er porer date", "Saha contractor er case kobe"])
def test_the_client_s_name_still_names_his_case(reg, typed):
    assert understand(typed, registry=reg, today=date(2026, 3, 2)).cases == ["K1"]
