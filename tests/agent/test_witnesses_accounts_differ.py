"""How the witnesses' accounts differ on a point ("<case> madhe hunda demand var sakshidaranchya jabaanit kay pharak
aahe?"): each witness's line on it, the one a note marks as a discrepancy too, not the claims of the matter's first
paper because the question says "demand" (agent/paper_facts.py: a witness's account is evidence, not a party's
claim; agent/lexicon.py: "pharak", "farak", "difference" meet the note's "discrepancy", "contradiction").

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-01-20", "Bhatkhande hunda case - PW1 Amrutrao Dongarkar (father) chief: at the wedding they demanded "
                   "Rs 3 lakh and a car; she was beaten for it. Next 17.02.2026."),
    ("2026-02-17", "Bhatkhande hunda case - PW2 Kusumtai Dongarkar (mother) examined and cross-examined. She said the demand "
                   "was only for gold. Discrepancy with PW1: she put the cash at 1.5 lakh. Next 24.03.2026."),
    ("2026-03-24", "Bhatkhande hunda case - IO absent. Next 28.04.2026."),
]
COMPLAINT = ("2025-06-02", "FIR 211/2025 PS Chimbali u/s 85 BNS. Complainant Mrunmayee Bhatkhande claims her husband and "
                           "in-laws demanded dowry and prays for action.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="R.C.C. No. 402 of 2025", short_name="Bhatkhande hunda case",
                      title="State vs Yashodhan Bhatkhande & Ors.", side="accused",
                      nature="cruelty for dowry, s. 85 BNS"))
    practice.ingest_text(COMPLAINT[1], name="FIR 211-2025.txt", case_id="H1", date=COMPLAINT[0], author="Lawyer")
    for day, text in NOTES:
        practice.ingest_text(text, name=f"H1 {day}.txt", case_id="H1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witnesses-differ", build)


def test_how_the_witnesses_accounts_differ_is_each_witness_s_line_not_the_claims(pr):
    a = pr.ask("bhatkhande hunda case madhe hunda demand var sakshidaranchya jabaanit kay pharak aahe",
               today="2026-06-01")
    assert not a.answer.startswith("The claims in"), a.answer
    assert "3 lakh" in a.answer and "1.5 lakh" in a.answer, a.answer


@pytest.mark.parametrize("asked", ["farak", "pharak", "difference", "vithyaasam", "theda", "फर्क"])
def test_the_words_for_a_difference_meet_a_note_s_discrepancy_or_contradiction(asked):
    assert {stem("discrepancy"), stem("contradiction")} <= expand(asked)
