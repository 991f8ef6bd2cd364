"""A side asked by what it is, not by a name the registry holds, counts that side's times for time:

- a claim whose registry lists only the claimant and the vehicle's owner is contested by the insurer, which the
  lawyer asks of as "insurance" and a word for its counsel or its people in any language ("insurance vakeel",
  "insurance vallu", "insurance valae", "insurance-er ukil"): the insurer's side (agent/side_kind.py), each day the
  notes read as that side's time counted, however the note names the one who asked (its counsel by name, "R2");
- a workman's dispute against "The Management, <firm>" asked as "mgmt": the short form of the management
  (agent/shorthand.py), the other side.

The counsel's word beside the side ("vakeel", "ukil") is who asked, no word a note of that day must hold: a chat
that writes "insurance vakeel" of one day does not make that day the only one counted (agent/tally.py).
A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("Q1", "2026-01-12", "MACT - Pulimoottil claim. R2 counsel sought time for counter. ND 16.02.2026"),
    ("Q1", "2026-02-16", "MACT - Pulimoottil claim - PW1 chief over. Odakkuzhy cross next date - sought time, "
                         "allowed. ND 23.03.2026"),
    ("Q1", "2026-02-16", "18:05 Jr: Madam, Pulimoottil claim - chief over. Insurance vakeel cross next date, "
                         "23 March. 18:07 Adv: ok"),
    ("Q1", "2026-03-23", "MACT - Pulimoottil claim - PW1 cross by Odakkuzhy over. ND 27.04.2026"),
    ("Q2", "2026-01-20", "ID 7/2026 Varikkattu dismissal - counsel for the management sought time for counter. ND 24.02.2026"),
    ("Q2", "2026-02-24", "ID 7/2026 Varikkattu dismissal - counter filed by mgmt. Their stand: misconduct. "
                         "ND 30.03.2026"),
    ("Q2", "2026-03-30", "ID 7/2026 Varikkattu dismissal - management again sought time for MW1. ND 04.05.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Tomin Odakkuzhy"))
    reg.add_case(Case(id="Q1", number="O.P.(MV) No. 318 of 2025", short_name="Pulimoottil claim",
                      title="Jinsy Pulimoottil vs Ebinson Kavungal & Anr.", side="claimant", counsel_id="OC1",
                      parties=[{"name": "Jinsy Pulimoottil", "role": "claimant"},
                               {"name": "Ebinson Kavungal", "role": "opposite party"}]))
    reg.add_case(Case(id="Q2", number="I.D. No. 7 of 2026", short_name="Varikkattu dismissal",
                      title="Sabin Varikkattu vs The Management, Thevalakkara Spinning Mills Ltd.",
                      side="petitioner workman",
                      parties=[{"name": "Sabin Varikkattu", "role": "petitioner"},
                               {"name": "The Management, Thevalakkara Spinning Mills Ltd.", "role": "respondent"}]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-asked-by-its-kind", build)


@pytest.mark.parametrize("question", [
    "pulimoottil claim me insurance vakeel ne kitni baar time liya",
    "pulimoottil claim lo insurance vallu enni sarlu time adigaru",
    "pulimoottil claim ma insurance valae ketli vaar time lidho?",
    "pulimoottil claim e insurance er ukil koto bar time nilo",
    "pulimoottil claim-il insurance vakeel ethra thavana time chodhichu",
    "pulimoottil claim-la insurance vakkil ethana thadava time kettaar",
    "pulimoottil claim alli insurance vakilaru eshtu sala time kelidru",
])
def test_the_insurer_asked_by_its_word_counts_every_day_its_side_sought_time(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "12 Jan 2026" in line and "16 Feb 2026" in line, a.answer


@pytest.mark.parametrize("question", [
    "varikkattu dismissal la mgmt ethana thadava time vaangirukaanga",
    "varikkattu dismissal me mgmt ne kitni baar time liya",
])
def test_the_management_asked_by_its_short_form_is_the_other_side(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "20 Jan 2026" in line and "30 Mar 2026" in line, a.answer
