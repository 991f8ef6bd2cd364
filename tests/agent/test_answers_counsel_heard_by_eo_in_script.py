"""A counsel whose Roman name writes "eo" ("Deokar", "Deoras") is written "ev" in an Indian script ("देवकर"): a note in
that script whose sentence has them seek time counts among that counsel's adjournments, and what it says is shown.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Ramdas Deokar"))
    reg.add_case(Case(id="K1", number="C.C. No. 77 of 2025", short_name="Raskar tractor complaint",
                      title="Dhondiba Raskar vs Sahakarshri Finance Ltd.", side="complainant", counsel_id="OC1"))
    notes = [
        ("K1", "2026-01-09", "ग्राहक आयोग - रासकर प्रकरण - फायनान्स कंपनीचे देवकर वकील यांनी लेखी जबाबासाठी वेळ मागितला. "
                             "पुढील तारीख 13.02.2026"),
        ("K1", "2026-02-13", "Raskar tractor complaint - Deokar sought time again, client's instructions awaited. "
                             "ND 20.03.2026"),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-eo-in-script", build)


def test_a_counsel_s_eo_name_is_heard_as_ev_in_a_devanagari_note(pr):
    a = pr.ask("Deokar vakil nehmi kay karto?", today="2026-04-01")
    assert "लेखी जबाब" in a.answer, a.answer
    assert "two times" in a.answer.split("\n")[0].lower(), a.answer
