"""A witness asked about by role ("what did the doctor admit in cross?"): the witness whose name says the role
("Dr. …") is the one asked, not an earlier witness whose note only mentions the doctor to come; and a chat day that
the filing left under no case, naming the case in another script, still gives that case's witness.

A small practice written for these tests (a sessions trial), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import drop_file, first_line, home_built_by

TRIAL = [
    ("2025-05-07", "Gaikwad trial - PW2 Kanakavalli Bai (mother of deceased) examined in chief and cross, admitted "
                   "she reached the spot an hour later and that the doctor saw her son only next morning. Next "
                   "11.06.2025 - doctor and IO to be examined."),
    ("2025-06-11", "Gaikwad trial - PW3 Dr. Anita Pawar (civil hospital) proved the post-mortem report. In cross "
                   "she admitted the injury could be caused by a fall on a stone."),
    ("2025-09-02", "Gaikwad trial - PW5 Sakharam More (panch witness) examined and cross-examined. Next 30.09.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Mohan Deshmukh, III Additional Sessions Judge", short="III ASJ"))
    reg.add_case(Case(id="T1", number="S.C. No. 17 of 2024", short_name="Gaikwad trial",
                      title="State vs Pandurang Gaikwad", judge_id="J1", side="accused"))
    reg.add_case(Case(id="T2", number="O.S. No. 230 of 2023", short_name="Joshi well suit",
                      title="Joshi vs Kulkarni", side="plaintiff"))
    for day, text in TRIAL:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")
    # the clerk's chat: a day that names the case only in Devanagari is kept under no case
    drop_file(practice, tmp, "WhatsApp Chat with Munshi Ganpat.txt", CHAT, None)


CHAT = ("20/08/25, 4:10 pm - Munshi Ganpat: गायकवाड केस - आज PW4 IO PSI Vinod Shinde का cross हुआ। cross में माना कि "
        "panchnama police station में बैठकर लिखा गया।\n"
        "20/08/25, 4:12 pm - Adv Sathe: ok\n"
        "02/09/25, 5:30 pm - Munshi Ganpat: PW5 cha cross zala. Tyane kabul kela ki sahi police station madhe keli.\n")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-named", build)


@pytest.mark.parametrize("question", ["Gaikwad case me doctor ne cross me kya maana?",
                                      "what did the doctor admit in cross in the Gaikwad trial?"])
def test_the_witness_whose_name_says_the_role_is_the_one_asked(pr, question):
    a = pr.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "Pawar" in line and "fall" in line, a.answer


def test_a_witness_of_a_record_left_under_no_case_that_names_the_case_in_another_script_is_found(pr):
    assert not [e for e in pr.entries() if "PSI Vinod" in e.text and e.case_id], "the clerk's note was filed"
    a = pr.ask("Gaikwad case me IO ne cross me kya maana?", today="2025-12-01")
    line = first_line(a)
    assert line.startswith("PW-4") and "panchnama" in a.answer, a.answer


def test_a_witness_described_by_a_word_only_his_line_holds_with_the_clerk_s_message_of_that_day(pr):
    a = pr.ask("Gaikwad case me panch ne cross me kya kabul kela?", today="2025-12-01")
    assert first_line(a).startswith("PW-5"), a.answer
    assert "police station madhe" in a.answer, a.answer


def test_how_a_witness_named_by_name_did_in_cross_is_asked_in_marathi(pr):
    a = pr.ask("kanakavalli bai cha cross kasa gela gaikwad madhe?", today="2025-12-01")
    line = first_line(a)
    assert line.startswith("PW-2") and "hour later" in line, a.answer
