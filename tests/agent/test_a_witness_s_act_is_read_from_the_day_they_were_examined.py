"""Whether a witness named in full turned hostile is answered from the record of their own day in the box, which
names them ("PW4 <given> <surname> … Hostile."), with that day — not from a later order that retells it by number
("P.W. 3 and P.W. 4 have turned hostile"), which the tie went to before (agent/witness_yes.py).

A small practice written for these tests (a sessions trial), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2028-05-10"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="S.C. No. 77 of 2027", short_name="Vadhera sessions",
                                    title="State vs Bhuvanesh Vadhera", side="accused"))
    practice.ingest_text("S.C. 77/2027 Vadhera - PW4 Nandakishore Kumbhojkar (seizure panch) - says he signed at the "
                         "police station, never went to the spot. Hostile. ND 20.02.2028.",
                         name="vadhera pw4.txt", case_id="C1", date="2028-01-09")
    practice.ingest_text("S.C. 77/2027 bail order: It is urged that P.W. 3 and P.W. 4 have turned hostile. Material "
                         "witnesses remain. The application is rejected.", name="vadhera bail order.txt",
                         case_id="C1", date="2028-03-15", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-own-day", build)


def test_the_hostile_witness_s_own_day_answers(pr):
    answer = pr.ask("Vadhera sessions me Nandakishore Kumbhojkar hostile hua tha kya?", today=TODAY).answer
    first = answer.split("\n", 1)[0]
    assert "9 Jan 2028" in first, answer
    assert "15 Mar 2028" not in first, answer
