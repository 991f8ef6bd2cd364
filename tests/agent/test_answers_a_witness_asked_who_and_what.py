"""A witness asked who they were, and what they showed or said, is answered with that witness's account: a witness
named by number ("RW2 kon hota ani tyane kay dakhavla?", "RW2 evaru?") whatever language's "who" asks it, and a
witness asked by role as the one who saw it ("<matter> ka eyewitness kaun hai?"), though the matter is named after
a party whose own words the notes hold — the party is not the speaker asked.

A small practice written for these tests (an accident claim and a wage complaint), in other words than the data
sets.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="M.A.C.P. No. 412 of 2024", short_name="Yeshoda accident claim",
                      title="Yeshoda Chaurasiya vs Highway Roadways", side="petitioner"))
    reg.add_case(Case(id="K2", number="Wage Complaint No. 58 of 2025", short_name="Kesari mills wage complaint",
                      title="Mill workers vs Kesari Mills", side="petitioner"))
    notes = [
        ("K1", "2025-01-20", "PW1 Yeshoda Chaurasiya examined in chief, Ex.P1 to P5 marked. Yeshoda: 'I only want "
                             "what is fair'. Next date 24.02.2025 - PW2 eyewitness."),
        ("K1", "2025-02-24", "PW2 Ramkrit Dhoble (eyewitness, he runs the tyre shop at the crossing) examined and "
                             "cross-examined. Said the bus overtook from the left at great speed and hit the cycle. "
                             "Claimant evidence closed. Next date 30.03.2025."),
        ("K1", "2025-03-30", "Respondent's witness absent. Yeshoda: 'how long will this take?' Next date 28.04.2025."),
        ("K2", "2025-02-11", "RW1 Mrinalini Sarangi (manager) cross-examined, admitted no muster roll kept. "
                             "Next date 18.03.2025 - RW2."),
        ("K2", "2025-03-18", "RW2 Kinjarapu Pasayat (store keeper) examined. Produced the gate pass register of 2023 "
                             "and twelve wage slips. Short cross by us. Next date 22.04.2025."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-asked-who", build)


@pytest.mark.parametrize("question", ["Kesari mills madhe RW2 kon hota ani tyane kay dakhavla?",
                                      "Kesari mills complaint lo RW2 evaru, emi chupincharu?",
                                      "Kesari mills case la RW2 yaaru, enna kaattinaar?",
                                      "Kesari mills RW2 kaun tha aur kya dikhaya?"])
def test_a_numbered_witness_asked_who_in_any_language_is_answered_with_their_account(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a)
    assert "RW-2" in line and "Pasayat" in line, a.answer
    assert "gate pass register" in a.answer, a.answer


@pytest.mark.parametrize("question", ["Yeshoda case ka eyewitness kaun hai?",
                                      "Yeshoda claim lo pratyaksha sakshi evaru?",
                                      "Who is the eyewitness in the Yeshoda claim?"])
def test_the_eyewitness_asked_who_is_that_witness_not_the_party_the_matter_is_named_after(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a)
    # the witness by number and name (as the witness answer writes it, "PW-2", or as the note's own line, "PW2"),
    # never the claimant the matter is named after
    assert re.search(r"\bPW-?2\b", line) and "Dhoble" in line, a.answer
    assert "overtook from the left" in a.answer, a.answer
