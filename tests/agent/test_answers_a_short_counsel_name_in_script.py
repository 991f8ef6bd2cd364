"""A counsel whose name is short (two consonants: "Mali", "Das") is heard in a note written in an Indian script when
the note says the word for a counsel before it ("वकील माली"): what that note says of them is part of their ways.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Sohan Mali"))
    reg.add_case(Case(id="E1", number="Execution Petition No. 14 of 2025", short_name="Bhosle execution",
                      title="Nirmala Bhosle vs Ashok Ghadge", side="decree holder", counsel_id="OC1"))
    notes = [
        ("E1", "2026-01-08", "Bhosle execution - Mali sought time to file objections. Granted."),
        ("E1", "2026-02-12", "भोसले प्रकरण - विरोधी पक्षाचे वकील माली अनुपस्थित, दुसऱ्यांदा. खर्च रु. 750 लावला. "
                             "पुढील तारीख 19/03/2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "short-counsel-name-in-script", build)


def test_a_short_counsel_name_after_the_script_s_word_for_counsel_is_heard(pr):
    a = pr.ask("Mali vakil ki paddhat kay? kasa vagto?", today="2026-03-01")
    assert "अनुपस्थित" in a.answer or "750" in a.answer, a.answer
