"""Asked whether a judge always asks about settlement, the judge's own order sending the matter to mediation is one of
their ways, though the order is written wholly in the script of the State's language (Telugu here) and never says
"mediation" in English. Invented practice, written for this test."""

from __future__ import annotations

import pytest

from tareekh.agent.situation import names_settling_forum
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

ORDER = """IN THE COURT OF THE PRINCIPAL JUNIOR CIVIL JUDGE, CHINTALAPUDI
O.S. No. 41 of 2025
14.07.2026
వాది తరఫు న్యాయవాది హాజరు. ప్రతివాదుల తరఫు న్యాయవాది హాజరు.
ఇరుపక్షాలు రాజీ చర్చలు జరుపుతున్నట్లు తెలిపినందున దావాను మధ్యవర్తిత్వ కేంద్రానికి పంపడమైనది.
నివేదిక కొరకు 25.08.2026 కు వాయిదా.
Principal Junior Civil Judge, Chintalapudi
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JY", name="Smt. Yellamanda Nalluri", short="Nalluri madam"))
    reg.add_case(Case(id="S1", number="O.S. No. 41 of 2025", short_name="Peddireddigari boundary suit",
                      title="Peddireddigari Venkatesu vs Ramachandrapuram Panchayat", side="plaintiff", judge_id="JY"))
    practice.ingest_text("2.6.26 Jr CJ - OS 41/25 boundary\nWS filed. Madam asked for the survey sketch. ND 14.7.26",
                         name="boundary 2 jun.txt", case_id="S1", date="2026-06-02", author="Lawyer")
    practice.ingest_text(ORDER, name="OS 41-2025 order 14.07.2026.txt", case_id="S1", date="2026-07-14")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    with Practice.open(home_built_by(tmp_path_factory, "habit-mediation-script", build)) as p:
        yield p


def test_the_order_sending_the_suit_to_mediation_is_a_way_of_the_judge(pr):
    a = pr.ask("does nalluri madam always ask about settlement?", today="2026-08-01")
    first = a.answer.splitlines()[0]
    assert "మధ్యవర్తిత్వ" in first, a.answer


def test_a_forum_of_settlement_in_the_scripts():
    assert names_settling_forum("ಪ್ರಕರಣವನ್ನು ಬಳ್ಳಾರಿ ಮಧ್ಯಸ್ಥಿಕೆ ಕೇಂದ್ರಕ್ಕೆ ಕಳುಹಿಸಲಾಗಿದೆ")
    assert names_settling_forum("Referred to the Lok Adalat.")
    assert not names_settling_forum("Heard. Reserved for orders.")
