"""Time sought for one kind of reason across every matter (agent/reasons.py), on a small practice written for these
tests: a Mumbai civil and cheque practice whose notes say the reason in their own words ("stuck before the Division
Bench", "engaged in another court", "no instructions yet"), asked in other words ("held up in some other court",
"instructions nahi aaye").
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    # (case, hearing date, text)
    ("M1", "2025-02-03", "Bhosale tenancy (RAE 12/24) - Senior was stuck before the Division Bench, we took time. "
                         "Next 10.03.2025."),
    ("M2", "2025-04-07", "Naik cheque case - We sought time as our counsel was engaged in another court. "
                         "Next 12.05.2025."),
    ("M2", "2025-05-12", "Naik cheque case - We sought time, documents awaited from the client. Next 16.06.2025."),
    ("M3", "2025-06-02", "Dsouza flat suit - Kamat for the builder sought time, wants instructions from his client. "
                         "Next 14.07.2025."),
    ("M3", "2025-07-14", "Dsouza flat suit - Not reached - court busy with a part-heard matter. Next 25.08.2025."),
    ("M1", "2025-08-04", "Bhosale tenancy - Pradhan: 'no instructions yet from the society'. Time granted. "
                         "Next 15.09.2025."),
    ("M2", "2025-09-01", "Naik cheque case - Gupte's instructions have come from the accused. Gupte for the accused "
                         "sought two weeks to file the counter. Next 13.10.2025."),
    ("M2", "2025-10-13", "Naik cheque case - We sought time as our counsel is down with fever. Next 17.11.2025."),
    ("M1", "2025-10-13", "Bhosale tenancy - We sought time, client unwell and in hospital. Next 24.11.2025."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. A. Kulkarni"))
    reg.add_person(Counsel(id="OC1", name="Sri Prakash Kamat"))
    reg.add_person(Counsel(id="OC2", name="Sri Nitin Pradhan"))
    reg.add_person(Counsel(id="OC3", name="Sri Mandar Gupte"))
    for cid, name in (("CL1", "Sunanda Bhosale"), ("CL2", "Ravindra Naik"), ("CL3", "Anthony Dsouza")):
        reg.add_person(Client(id=cid, name=name))
    cases = [
        ("M1", "R.A.E. Suit No. 12 of 2024", "Bhosale tenancy", "Sunanda Bhosale vs Sai Krupa Society", "OC2", "CL1"),
        ("M2", "C.C. No. 880 of 2024", "Naik cheque case", "Ravindra Naik vs Sunil Pawar", "OC3", "CL2"),
        ("M3", "O.S. No. 310 of 2023", "Dsouza flat suit", "Anthony Dsouza vs Harbour Builders", "OC1", "CL3"),
    ]
    for cid, number, short, title, counsel, client in cases:
        reg.add_case(Case(id=cid, number=number, short_name=short, title=title, judge_id="J1", counsel_id=counsel,
                          client_id=client, side="plaintiff", stage="hearing", next_date="2026-01-12"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "reasons", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_our_time_for_being_held_up_elsewhere_is_found_across_matters_in_other_words(practice):
    """'held up in some other court' finds 'stuck before the Division Bench' and 'engaged in another court' — each
    matter named with the date; not our time for another reason, nor the court's own 'busy with a part-heard
    matter' (the court sought nothing)."""
    a = practice.ask("in which matters did we have to take time because senior was held up in some other court?",
                     today="2025-12-01")
    line = first(a)
    assert line.startswith("Two matters")
    assert "Bhosale tenancy" in line and "3 Feb 2025" in line
    assert "Naik cheque case" in line and "7 Apr 2025" in line
    assert "12 May 2025" not in line
    assert "Dsouza" not in line
    assert cited_ok(practice, a)


def test_which_counsel_seek_time_for_instructions_names_each_counsel_once(practice):
    """'which vakil take time saying instructions nahi aaye': the counsel whose adjournment's line (or, for a bare
    'Time granted.', the sentence before it) gives that reason, by their registry name — not the counsel whose
    instructions had come and who took time for something else."""
    a = practice.ask("kaun kaun se vakil 'instructions nahi aaye' bolke time lete hain?", today="2025-12-01")
    line = first(a)
    assert line.startswith("Two counsel")
    assert "Prakash Kamat" in line and "2 Jun 2025" in line
    assert "Nitin Pradhan" in line and "4 Aug 2025" in line
    assert "Gupte" not in line
    assert cited_ok(practice, a)


def test_a_reason_no_adjournment_gives_is_said_plainly(practice):
    """Asked for a reason no matter's adjournment gives: said so, not answered with other adjournments."""
    a = practice.ask("in which matters did the other side take time saying compromise talks are on?",
                     today="2025-12-01")
    assert first(a).startswith("Nothing in your notes records time sought for compromise talks")


def test_whose_reason_the_question_names_is_kept(practice):
    """'because the client was unwell' is not the adjournment our counsel took for his own fever."""
    a = practice.ask("in which matters did we seek time because the client was unwell?", today="2025-12-01")
    line = first(a)
    assert "Bhosale tenancy" in line and "13 Oct 2025" in line
    assert "Naik" not in line
    assert cited_ok(practice, a)
