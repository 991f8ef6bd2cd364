"""A party named as a side ("<name> side baar baar time kaise leta hai?", "<name> ki taraf …") asked how it keeps
putting the matter off: the days that side sought time, each with its plea, and the days it stayed away with a plea
(an exemption on a medical ground) — the party by its name, though the question names no role. agent/side_excuses.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-12", "Kawlni cheque case - CW1 chief affidavit filed. Adv Sakawrdai for accused - \"stuck in the "
                   "Sessions court, murder trial\" - sought time for cross. Allowed. Next 23.02.2026."),
    ("2026-02-23", "Kawlni cheque case - CW1 cross over, 25 minutes. Next 30.03.2026."),
    ("2026-03-30", "Kawlni cheque case - Tlangval absent, medical certificate filed, exemption allowed. "
                   "Next 11.05.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Lalmuan Sakawrdai"))
    reg.add_case(Case(id="K1", number="C.C. No. 905 of 2025", short_name="Kawlni cheque case",
                      title="Kawlni Agencies vs Ruata Tlangval", counsel_id="OC1", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-said-as-a-side", build)


@pytest.mark.parametrize("question", ["kawlni cheque case me tlangval side baar baar time kaise leta hai",
                                      "kawlni cheque case me tlangval ki taraf baar baar time kaise leti hai?"])
def test_a_party_said_as_a_side_is_that_side_s_time_and_days_away(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "two times" in line, a.answer
    assert "12 Jan 2026" in line and "medical" in line, a.answer
    assert "cross over" not in line, a.answer


def test_a_party_named_without_a_side_word_is_no_side():
    from tareekh.agent.side_excuses import _AS_A_SIDE

    assert _AS_A_SIDE.match(" side baar baar") and _AS_A_SIDE.match(" ki taraf se")
    assert not _AS_A_SIDE.match(" ne cheque diya") and not _AS_A_SIDE.match(" sideways")
