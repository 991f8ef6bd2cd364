"""Asked a judge's ways at large ("how does his court run, what does he do every date?"), one way told on many dates
(he asks the parties to settle, again and again) is shown twice, and the judge's other ways (costs on whoever seeks
time, evidence only after lunch) are shown too, not hidden under a third and fourth telling of the same way.
Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("V1", "2026-01-09", "9/1 - Vellingiri sir - Ayyanar land suit. Vellingiri sir: evidence only after lunch, 2.30 pm."),
    ("V1", "2026-02-13", "13/2 - Ayyanar land suit. Vellingiri sir told both sides to settle, brothers' dispute."),
    ("V1", "2026-03-20", "20/3 - Ayyanar land suit. Vellingiri sir again asked about settlement - no progress."),
    ("V2", "2026-04-17", "17/4 - Shobhana lease suit. Defendant sought time; Vellingiri sir allowed it on costs of "
                         "Rs 750 payable today."),
    ("V1", "2026-05-22", "22/5 - Ayyanar land suit. Vellingiri sir once more pressed for settlement."),
    ("V2", "2026-06-19", "19/6 - Shobhana lease suit. Vellingiri sir again suggested settlement, lease can be renewed."),
    ("V1", "2026-07-24", "24/7 - Ayyanar land suit. Vellingiri sir yet again on settlement, asked the elders to meet."),
]
TODAY = "2026-08-20"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("ways-varied") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JV", name="Sri P. Vellingiri", short="Vellingiri sir"))
        reg.add_person(Client(id="CA", name="Ayyanar"))
        reg.add_person(Client(id="CM", name="Shobhana Raghavendran"))
        reg.add_case(Case(id="V1", number="O.S. No. 141 of 2024", short_name="Ayyanar land suit",
                          title="Ayyanar vs Thangavel", client_id="CA", judge_id="JV", side="plaintiff"))
        reg.add_case(Case(id="V2", number="O.S. No. 77 of 2025", short_name="Shobhana lease suit",
                          title="Shobhana Raghavendran vs Ramalingam", client_id="CM", judge_id="JV", side="plaintiff"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "vellingiri sahab ka court kaisa chalta hai, har date pe kya karte hain?",   # Hindi
    "how does Vellingiri sir run his court - what does he do every date?",    # English
])
def test_a_judges_other_ways_are_shown_beside_one_told_many_times(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "750" in first and "lunch" in first and "settle" in first, answer.answer
