"""A client registered with a remark in brackets ("T. Theertham (nephew Vishrut handles)") is not named by a
question that uses the remark's English words ("how does <counsel> handle the consumer case"): the remark says who
deals with the matter, it is no name. The client's own name still names the case.

Invented practice: a partition suit for that client, and a consumer complaint whose other side's counsel is asked."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Client, Counsel


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("remark") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CL1", name="T. Theertham w/o Ilavenil, Kilpennathur (nephew Vishrut handles)"))
        p.registry.add_person(Counsel(id="OC1", name="Thiru. K. Ulaganathan"))
        p.registry.add_case(Case(id="K1", number="O.S. No. 77 of 2026", short_name="Theertham partition suit",
                                 title="T. Theertham vs R. Thirukumaran", client_id="CL1", side="plaintiff"))
        p.registry.add_case(Case(id="K2", number="C.C. No. 9 of 2026", short_name="Dakshayani scooter complaint",
                                 title="Dakshayani vs Zoom Motors", nature="consumer complaint", counsel_id="OC1",
                                 side="complainant"))
        yield p.registry


@pytest.mark.parametrize("typed", ["ulaganathan consumer case la eppadi handle panraaru",
                                   "how does Ulaganathan handle the consumer case"])
def test_the_remark_s_word_does_not_name_the_client_s_case(reg, typed):
    q = understand(typed, registry=reg, today=date(2026, 3, 2))
    assert "K1" not in q.cases, vars(q)


def test_the_client_s_name_still_names_the_case(reg):
    assert understand("Theertham case next date", registry=reg, today=date(2026, 3, 2)).cases == ["K1"]
