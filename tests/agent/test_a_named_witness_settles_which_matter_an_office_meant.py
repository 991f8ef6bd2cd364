"""A question whose office word fits two matters (each forest case's registry writes "RFO") and that names a person
one witness of the notes carries, in a third matter, asks that witness (agent/witness_role.py
witness_settles_matter): their cross is quoted, not the nearest line of the matters the office word fitted. A name
no witness carries leaves the question as read. A small practice written for these tests, in Hindi and Kannada
typed in Latin letters, with names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="C.C. No. 301/2026", short_name="Gunjal timber case",
                      title="State by RFO Kollegala vs Gunjal Devraj", nature="forest offence, timber transit"))
    reg.add_case(Case(id="F2", number="C.C. No. 417/2026", short_name="Bheemaiah sandalwood case",
                      title="State by RFO Kollegala vs Bheemaiah", nature="forest offence, sandalwood"))
    reg.add_case(Case(id="S1", number="O.S. No. 52/2026", short_name="Doddamaranna crop loss suit",
                      title="Doddamaranna vs State of Karnataka", nature="damages for crop loss by wild boars"))
    notes = [
        ("F1", "2026-05-06", "06.05.2026 Gunjal timber - PW1 RFO Lokeshappa chief: 9 logs seized at the check post, "
                             "no permit. Cross next date. ND 17.06.2026"),
        ("F2", "2026-05-20", "20.05.2026 Bheemaiah - accused absent, warrant recalled on memo. ND 01.07.2026"),
        ("S1", "2026-06-10", "10.06.2026 Doddamaranna suit - DE\nDW1 Smt. Sharadamba K.S., RFO Periyapatna, chief: the "
                             "trench was dug in March 2025. Cross by me: admitted the trench was never cleared after "
                             "the rains and the gate to the plantation was left open. ND 22.07.2026"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-settles", build)


@pytest.mark.parametrize("question", [
    "RFO sharadamba ne cross mein trench ke baare mein kya kaha?",
    "RFO sharadamba cross alli trench bagge enu heLidru",
])
def test_the_named_witness_s_cross_is_quoted_from_her_own_matter(pr, question):
    a = pr.ask(question, today="2026-07-01")
    assert "never cleared" in a.answer, a.answer
    assert {c.case_id for c in a.citations} >= {"S1"}, a.citations


def test_a_name_no_witness_carries_leaves_the_matters_the_office_fitted(pr):
    a = pr.ask("RFO chandrakala ne cross mein kya kaha?", today="2026-07-01")
    assert "never cleared" not in a.answer, a.answer
