"""A counsel's line asked ("what line does <counsel> take", Telugu "em line teesukuntunnaru", "what does he rely
on") is read from the positions the notes record of his side: the pleas of his counter (one run of them, however
the page wrapped it or semicolons cut it), the suggestions he put in cross, the paper his party attached to its
written statement — not from the times he sought time, nor from the case's pending stage.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by

TODAY = "2031-09-01"
MACT_NOTES = [
    ("2030-10-14", "14.10.30 MACT-II - Zirpe claim\nInsurer counter (Varkhede): rash driving denied - the bus stood at "
                   "the stop with indicators on\n/ no route permit issue; income proof concocted. ND 02.12.30 issues."),
    ("2031-01-20", "MACT Zirpe - PW1 cross by Varkhede: suggestion that the scooter hit the bus from behind - denied. "
                   "ND 03.03.2031."),
    ("2031-03-03", "MACT Zirpe - Varkhede sought time, not ready. ND 21.04.2031 for RW1."),
]
SUIT_CHATS = [
    ("2030-07-08", "11:20 Dongardive Jr: Sir Kumbhargaon partition lo D1 D2 WS file chesaru. 1987 gift deed xerox "
                   "attach chesaru, only the west wing ani\n11:25 Lawyer: ok, certified copy teeyali"),
    ("2031-02-11", "Kumbhargaon partition - PW1 cross by Pothuval. ND 30.03.2031."),
    ("2031-04-22", "Kumbhargaon partition - Pothuval argued IA - story: the well was dug by D1 alone. "
                   "Ambikesh (plaintiff's brother) non-joinder point. ND 10.06.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Tejomay Varkhede"))
    reg.add_person(Counsel(id="OC2", name="Sri Ilanchezhiyan Pothuval"))
    reg.add_case(Case(id="M1", number="M.V.O.P. No. 77 of 2030", short_name="Zirpe MACT",
                      title="Charulata Zirpe vs Odayanchal Yatayat and another",
                      parties=[{"name": "Charulata Zirpe", "role": "petitioner"},
                               {"name": "Odayanchal Yatayat", "role": "respondent"}],
                      counsel_id="OC1", side="petitioner"))
    reg.add_case(Case(id="P1", number="O.S. No. 12 of 2030", short_name="Kumbhargaon partition",
                      title="Velliyambalam Sinnadurai vs Moolamattom Sinnadurai and another",
                      parties=[{"name": "Velliyambalam Sinnadurai", "role": "plaintiff"},
                               {"name": "Moolamattom Sinnadurai", "role": "defendant"}],
                      counsel_id="OC2", side="plaintiff"))
    for day, text in MACT_NOTES:
        practice.ingest_text(text, name=f"mact77 {day}.txt", case_id="M1", date=day, author="Lawyer")
    for day, text in SUIT_CHATS:
        practice.ingest_text(text, name=f"os12 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-line-pleas", build)


@pytest.mark.parametrize("question", [
    "varkhede garu MACT lo em line teesukuntunnaru",  # Telugu: "what line is he taking"
    "varkhede MACT me kya stand le rahe hain",  # Hindi
    "what defence is varkhede taking in the MACT",  # English
])
def test_the_counter_s_pleas_are_the_line_whole_and_first(pr, question):
    answer = pr.ask(question, today=TODAY).answer
    first = answer.splitlines()[0]
    assert "income proof concocted" in first, answer  # the run of pleas past the wrapped line and the semicolons
    assert first.index("rash driving denied") < first.find("sought time") if "sought time" in first else True, first
    assert "pending" not in first.lower(), first


def test_the_paper_the_party_attached_is_what_the_counsel_relies_on(pr):
    answer = pr.ask("pothuval garu partition lo deni meeda depend avutunnaru", today=TODAY).answer
    assert "1987 gift deed" in answer.splitlines()[0], answer


def test_a_line_taken_is_no_thing_carried(pr):
    from tareekh.agent.question import understand

    today = date(2031, 9, 1)
    kind = understand("varkhede garu MACT lo em line teesukuntunnaru", registry=pr.registry, today=today).kind
    assert kind == "pattern"
    # (papers taken along to a hearing are still work to carry)
    assert understand("MACT ki em papers teesukelli vellali", registry=pr.registry, today=today).kind == "pending"


def test_the_pleading_goes_on_to_its_next_point(pr):
    answer = pr.ask("pothuval garu partition lo em line teesukuntunnaru", today=TODAY).answer
    assert "non-joinder" in answer.splitlines()[0], answer  # the point said in the sentence after the story
