"""How a judge takes a prayer for time ("adjournment maango to kya karti hai?"): a last chance the court gave on
costs is an answer as much as the costs themselves, and its price is said whatever language the order writes the
costs in (Hindi "वाद व्यय", costs of the suit). A small practice written for these tests, in other words and names
than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

SUIT = [
    ("2025-09-10", "10.09.2025  प्रतिवादी के अधिवक्ता श्री दीनानाथ खरे की ओर से आवेदन प्रस्तुत कि वे जिला मुख्यालय "
                   "से बाहर हैं। लिखित कथन प्रस्तुत नहीं। रु. 300/- वाद व्यय वादी को देय की शर्त पर अंतिम अवसर। "
                   "प्रकरण दिनांक 15.10.2025 लिखित कथन हेतु।"),
    ("2025-10-15", "Sahu partition - Dungdung madam asked both sides for the khasra panchsala; WS filed at last."),
    ("2025-11-19", "Sahu partition - Dungdung madam heard the issues for twenty minutes; she wants the sketch map."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Kumari Aruna Dungdung, Second Civil Judge Class I", short="Dungdung madam"))
    reg.add_case(Case(id="S1", number="C.S. No. 212-A of 2025", short_name="Sahu partition",
                      title="Ramvati Sahu vs Dayaram Sahu", judge_id="J1", side="plaintiff"))
    for day, text in SUIT:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-last-chance", build)


def test_the_last_chance_on_costs_is_how_the_judge_takes_a_prayer_for_time(pr):
    a = pr.ask("dungdung madam adjournment maango to kya karti hai", today="2025-12-01")
    first = a.answer.splitlines()[0]
    assert "last opportunity" in first and "300" in first, a.answer
