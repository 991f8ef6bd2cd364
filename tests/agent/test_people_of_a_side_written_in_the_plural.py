"""A registry that writes the lawyer's side in the plural ("petitioners") or with a qualifier ("petitioner wife")
still puts the lawyer's own parties on our side and the other side's (and its counsel) on theirs — the events room
reads "counsel for the respondent" and a party's name by these. Invented names."""

from __future__ import annotations

import pytest

from tareekh.agent.layout import CaseCard
from tareekh.agent.people import people_for
from tareekh.registry.models import Case, Counsel, Party


@pytest.mark.parametrize("side", ["petitioners", "Petitioner wife", "petitioner (landlord)"])
def test_our_parties_stay_ours_whatever_the_side_s_number_or_qualifier(side):
    case = Case(id="K1", number="W.P. 12/2026", title="Gram Sabha Mawlong vs Kynjing Nongrum", side=side,
                parties=[Party(name="Gram Sabha Mawlong", role="petitioner"),
                         Party(name="Kynjing Nongrum", role="respondent")])
    people = people_for(CaseCard(case=case, counsel=Counsel(id="OC1", name="Sri Thokchom Wardekar")))
    assert people.our_side == "petitioner"
    assert "mawlong" in people.our_names and "mawlong" not in people.other_names
    assert {"nongrum", "wardekar"} <= set(people.other_names)
