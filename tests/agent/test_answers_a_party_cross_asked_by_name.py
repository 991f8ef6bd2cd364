"""A party's cross asked by the party's name, which names the case, not a witness ("<party> ne jirah mein kya
maana?", "<party> cross madhe kay kabul kela?"): the party as their own witness — the one whose line writes their
name after the number, or, when no line names the witness, the first witness of the party's side of the title. A
party whose writ (no witness in it) the name finds first is answered from the matter that examined them.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline


def build(practice, tmp) -> None:
    add = practice.registry.add_case
    add(Case(id="S1", number="R.C.S. No. 88 of 2024", short_name="Sindhutai partition suit",
             title="Sindhutai Kolambkar vs Bhujangrao Kolambkar & Anr.", side="plaintiff", next_date="2026-12-20"))
    add(Case(id="T1", number="Case No. 14 of 2025", short_name="Hiwarkhede tenancy case",
             title="Nandgude Hiwarkhede vs Collector & Anr.", side="respondent", next_date="2026-12-22"))
    add(Case(id="W1", number="W.P. No. 5521 of 2026", short_name="Nandgude writ",
             title="Nandgude Hiwarkhede vs State of Maharashtra", side="respondent", next_date="2027-01-10"))
    notes = [
        ("S1", "2026-05-04", "04.05.2026 - RCS 88/24 - PW1 chief affidavit filed. PW2 Sumanbai (neighbour) also "
                             "filed. Cross of PW1 on 10.07.2026."),
        ("S1", "2026-07-10", "10.07.2026 - RCS 88/24 - PW1 cross by defendant's counsel. Admitted she signed the "
                             "hakka-sod patra in 2011 but said the tehsil clerk told her it was for a ration card. "
                             "ND 20.12.2026."),
        ("S1", "2026-09-02", "02.09.2026 - PW2 Sumanbai cross - she said Sindhutai never lived in the wada after "
                             "marriage."),
        ("T1", "2026-06-18", "18.06.2026 - Case 14/25 - PW1 Nandgude cross by me (40 min). Admitted the kabulayat "
                             "of 1979 bears his father's thumb mark. Admitted he paid khand to the inamdar till 2004."),
        ("W1", "2026-10-01", "01.10.2026 - WP 5521/26 Nandgude writ - notice issued, status quo on the land."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "party-cross", build))


@pytest.mark.parametrize("asked", ["Sindhutai ne jirah mein kya maana?", "Sindhutai cross madhe kay kabul kela?"])
def test_the_plaintiff_is_her_own_first_witness(pr, asked):
    answer = pr.ask(asked, today="2026-12-01").answer
    assert answer.startswith("PW-1"), answer
    assert "ration card" in answer, answer


@pytest.mark.parametrize("asked", ["Nandgude writ - Nandgude ne cross mein kya kabool kiya?",
                                   "what did Nandgude admit in his cross?"])
def test_the_party_examined_in_another_matter_is_found_there(pr, asked):
    answer = pr.ask(asked, today="2026-12-01").answer
    assert "kabulayat" in answer or "khand" in answer, answer


def test_a_witness_named_by_role_before_the_cross_is_not_the_party(pr):
    # "<party's matter> me neighbour ne cross me kya kaha": the one crossed is the neighbour (PW2), not the party
    answer = pr.ask("Sindhutai wale case me neighbour ne cross me kya kaha?", today="2026-12-01").answer
    assert not answer.startswith("PW-1"), answer
