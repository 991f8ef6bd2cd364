"""Who came for a body ("cheque case lo bank witness evaru vachharu?") when the order sheet that records the witness
examined is written in its script ("సి.డబ్ల్యు.2 శ్రీ <name>, … బ్యాంక్ …"): that witness, not an earlier chat that
said the bank's witness did not come.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 977 of 2025", short_name="Pedaballi cheque case",
                                    title="Pedaballi Traders vs P. Gangaprasad", side="complainant",
                                    next_date="2026-12-20"))
    notes = [
        ("2026-05-06", "Pedaballi cheque case - CW2 bank manager raledu, summons not served. Fresh summons."),
        ("2026-06-17", "సి.డబ్ల్యు.2 శ్రీ కొండవీటి సుబ్బారావు, శాఖా నిర్వాహకులు, ఆంధ్ర బ్యాంక్ - విచారించబడ్డారు. "
                       "చెక్ రిటర్న్ మెమో ని.పి.6 గా గుర్తించబడింది. తదుపరి తేదీ 20.12.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "bank-witness-script", build))


def test_the_bank_witness_examined_is_named_from_the_order_in_its_script(pr):
    answer = pr.ask("Pedaballi cheque case lo bank witness evaru vachharu", today="2026-12-01").answer
    first = answer.split("\n")[0]
    assert "సుబ్బారావు" in first, answer
