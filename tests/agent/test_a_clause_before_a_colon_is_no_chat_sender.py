"""A note's clause before a colon ("R2 files statement of objections: denies …") is the party's act, not a chat
message's sender: asked what line the other side's counsel takes, the answer tells their side's objections whole,
from the party's own role word; a chat line's sender ("Munshi Chembukavu: …", "10:05 Ottapalam Jr: …") is still read
as a sender.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.counsel_side import _body
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by

TODAY = "2027-05-30"
NOTES = [
    ("M1", "2026-08-11", "MACT 55/2026 - R2 insurer appeared by Kizhakkedath. R1 owner absent, set ex parte. "
                         "ND 14.10.2026."),
    ("M1", "2026-10-14", "Claimant present. Counsel for R2 present.\nR2 files statement of objections: denies "
                         "liability as the bus had no valid permit on the route that day. For claimant's evidence, "
                         "call on 02.12.2026."),
    ("M1", "2026-12-02", "MACT 55/2026 - PW1 claimant chief over. Cross by Kizhakkedath deferred. ND 20.01.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Kizhakkedath Perumbavoor"))
    reg.add_case(Case(id="M1", number="M.A.C.T. No. 55 of 2026", short_name="Ottapalam bus accident",
                      title="Chembukavu Devaki vs Ottapalam Motors & Anr.", counsel_id="OC1", side="claimant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "clause-before-colon", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def test_the_other_side_s_objections_are_told_as_their_line(pr):
    first = pr.ask("kizhakkedath what line does he take usually", today=TODAY).answer.splitlines()[0]
    assert "permit" in first, first


@pytest.mark.parametrize("text, body", [
    ("R2 files statement of objections: denies liability", "R2 files statement of objections: denies liability"),
    ("Munshi Chembukavu: copies collected", "copies collected"),
    ("10:05 Ottapalam Jr: ND 12.06.2027", "ND 12.06.2027"),
    ("MACT Ct.4 - Chembukavu (MACT 55/26): R2 sought time", "R2 sought time"),  # a head titling the day
    ("14.10.2026 MACT 55/26 Chembukavu : R1 absent", "R1 absent"),
])
def test_a_sender_is_one_to_three_words_or_follows_a_time(text, body):
    assert _body(text) == body
