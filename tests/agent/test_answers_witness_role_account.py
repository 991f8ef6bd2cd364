"""A witness found by role ("the doctor") is found by that word, which their own account need not hold: the record
of their examination ("PW4 Dr. …", then "Cross:" and the lines under it) is the answer, with the whole list its
heading opens, not a line of another witness that happens to say "doctor".

Invented practice (an assault trial), in other words than the data sets; the question in Telugu words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T5", number="S.C. No. 61 of 2024", short_name="Bairagi assault trial",
                                    title="State vs Mohan Bairagi", side="accused"))
    notes = [
        ("2025-02-05", "Bairagi trial - PW2 Kishore (injured) cross by me - admits he had taken bhang that night. "
                       "Says the doctor stitched his scalp the same night. Next date 19.03.2025."),
        ("2025-03-19", "S.C. 61/2024 Bairagi - 19.03.2025\nPW4 Dr. Nalini Gharat, Medical Officer, Civil Hospital.\n"
                       "Chief: examined Kishore at 11.40 PM, one lacerated wound on the scalp, wound certificate Ex. P9.\n"
                       "Cross (by me):\n - wound is possible by striking against a wall\n"
                       " - no smell test recorded for intoxication\n - Ex. P9 written next morning\nNext 02.04.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T5", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-account", build)


def test_the_doctor_s_cross_is_read_from_their_own_record_with_its_whole_list(pr):
    # Telugu in Latin letters: "in the Bairagi case, what did the doctor agree to in cross?"
    a = pr.ask("bairagi case lo doctor cross lo emi oppukunnaru?", today="2025-05-01")
    assert "striking against a wall" in a.answer and "next morning" in a.answer, a.answer
