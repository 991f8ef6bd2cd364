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
    case = Case(id="K1", number="W.P. 12/2026", title="Gram Sabha Vidyutam vs Kynjing Kumbhal", side=side,
                parties=[Party(name="Gram Sabha Vidyutam", role="petitioner"),
                         Party(name="Kynjing Kumbhal", role="respondent")])
    people = people_for(CaseCard(case=case, counsel=Counsel(id="OC1", name="Sri Trilokesh Wardekar")))
    assert people.our_side == "petitioner"
    assert "vidyutam" in people.our_names and "vidyutam" not in people.other_names
    assert {"kumbhal", "wardekar"} <= set(people.other_names)
