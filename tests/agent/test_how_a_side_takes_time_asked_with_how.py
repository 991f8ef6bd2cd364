"""How a side takes its time, asked with the word "how" of any language ("bima company time kaise leti hai", "how
does the insurer take time", "insurance company kivabe time ney"): the days it sought time, each with what it was
not ready with or had not done — said in the clause of the line that says so, not the court's answer after it.
agent/side_excuses.py, events/rules.py (the unready and not-done pleas).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2027-08-03", "Dhanori claim - MACT. Our claimant's affidavit filed. Adv Ekbote (insurer) - \"investigator's "
                   "report not ready, file with the regional office\" - time given. Next 14.09.2027."),
    ("2027-09-14", "Dhanori claim - Our written submissions on quantum filed. Insurer Ekbote - not filed, "
                   "\"one more week\" - Member allowed but said no more time. Next 26.10.2027."),
    ("2027-10-26", "Dhanori claim - evidence of the driver closed. Next 07.12.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Nirmalya Ekbote"))
    reg.add_case(Case(id="D1", number="M.A.C.P. No. 512 of 2026", short_name="Dhanori claim",
                      title="Shalaka Falnikar vs Rangrezwadi Transport & Oshiwara General Insurance Co. Ltd.",
                      counsel_id="OC1", side="claimant",
                      parties=[Party(name="Shalaka Falnikar", role="claimant"),
                               Party(name="Oshiwara General Insurance Co. Ltd.", role="respondent")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"D1 {day}.txt", case_id="D1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "how-time", build)


@pytest.mark.parametrize("question", ["dhanori claim me bima company time kaise leti hai?",
                                      "how does the insurance company take time in the dhanori claim",
                                      "dhanori claim e insurance company kivabe time ney?"])
def test_how_a_side_takes_time_is_its_days_with_what_it_was_not_ready_with(pr, question):
    a = pr.ask(question, today="2027-12-01")
    line = first_line(a)
    assert "3 Aug 2027" in line and "investigator's report not ready" in line, a.answer
    assert "14 Sep 2027" in line and "not filed" in line, a.answer
    assert "no more time" not in line, a.answer  # (the Member's answer, no plea of theirs)
    assert "evidence of the driver" not in line, a.answer


def test_how_much_time_asks_no_way_of_taking_it():
    from tareekh.agent.ended_how import asks_how

    assert asks_how("bima company time kaise leti hai") and asks_how("how does the bank delay")
    assert asks_how("ఇన్సూరెన్స్ కంపెనీ ela time teeskuntundi")
    assert not asks_how("how much time was given") and not asks_how("how many times was it adjourned")
