"""What was said and asked at a hearing, and what a witness answered in cross (agent/examination.py,
agent/ask_verbs.py, agent/hearing_named.py, events/witness_words.py).

Invented practice: a partition suit with a cross of the plaintiff's witness written suggestion by suggestion, and an
appeal whose final hearing the judge spent questioning; questions in Tamil, Bengali, Punjabi, Marathi, Telugu and
Hindi words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

SUIT = [
    ("2025-03-04", "4.3.25 - OS 51/24 Thakkar partition\nPW3 Jivraj Solanki (neighbour) came on summons.\n"
                   "Chief: says the well was always used by both brothers.\nHe saw the wall built in 2019.\n"
                   "Cross by Mehta: \"you are a tenant of the plaintiff\" - admitted he pays rent to him. "
                   "\"How do you know the year?\" - Jivraj: flood year? yes - the mango tree fell that monsoon.\n"
                   "Suggestion that he never saw the wall - denied.\n"
                   "Court noted: \"witness related by tenancy, but firm on the year.\"\n"
                   "Next 2.4.25 - PW4 surveyor"),
    ("2025-04-02", "2.4.25 - OS 51/24 Thakkar partition\nPW4 surveyor absent, not served. Mehta ne time maanga.\n"
                   "Next 30.4.25 for PW4 evidence"),
    ("2025-04-30", "30.4.25 - OS 51/24 Thakkar partition\nPW4 surveyor came. Mehta again not ready for cross.\n"
                   "Pillai sir remarked to Mehta: \"third time, costs 2,000, no more indulgence.\"\nNext 28.5.25"),
    ("2025-05-28", "28 May 2025 - Court 3 - Pillai - Thakkar partition\nPW4 surveyor cross over.\n"
                   "Madam: \"the well cannot be divided, think of owelty money.\"\nNext 25.6.25 arguments"),
]
APPEAL = [
    ("2025-01-20", "20.1.25 - RFA 9/24 Ghosal appeal - Justice Vartak\nAdmitted. Records called. Vartak J: "
                   "\"paper book in four weeks, no final hearing without it.\" List for final hearing on 17.03.2025."),
    ("2025-03-17", "RFA 9/24 Ghosal appeal - Final hearing, 17.03.2025, Justice Vartak\n"
                   "Our arguments - 40 minutes.\nVartak J's questions: \"Was the sale deed ever registered?\" and "
                   "\"Why was possession not sought in 2016?\" - answered: registered in 2015, possession with us.\n"
                   "Respondent to reply next date. Next 21.04.2025."),
    ("2025-04-21", "21.4.25 - RFA 9/24 Ghosal appeal\nRespondent argued limitation. Vartak J said the delay "
                   "is explained. Reserved."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J4", name="Hon'ble Mr. Justice S. D. Vartak", short="Vartak J"))
    reg.add_person(Judge(id="J5", name="Shri A. K. Pillai", short="Pillai"))
    reg.add_person(Counsel(id="OC4", name="Harshad Mehta"))
    reg.add_case(Case(id="P1", number="O.S. No. 51 of 2024", short_name="Thakkar partition",
                      title="Thakkar vs Thakkar", judge_id="J5", counsel_id="OC4", side="plaintiff"))
    reg.add_case(Case(id="R1", number="R.F.A. No. 9 of 2024", short_name="Ghosal appeal",
                      title="Ghosal vs Bhide", judge_id="J4", side="appellant"))
    for cid, rows in (("P1", SUIT), ("R1", APPEAL)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "asked-and-answered", build)


@pytest.mark.parametrize("question", [
    "thakkar partition PW3 cross la enna sonnaar?",          # Tamil words
    "thakkar partition e PW3 cross e ki bollo?",             # Bengali words
    "thakkar partition PW3 ne cross vich ki dasseya?",       # Punjabi words
])
def test_a_witness_s_cross_is_quoted_from_the_cross_not_the_heading_that_names_them(pr, question):
    a = pr.ask(question, today="2025-05-01")
    line = first_line(a)
    assert "tenant" in line, a.answer
    assert "OS 51/24 Thakkar partition" not in line, a.answer


def test_a_witness_s_account_runs_past_a_question_mark_to_its_answer_and_the_court_s_remark(pr):
    a = pr.ask("thakkar partition PW3 cross lo emi cheppadu?", today="2025-05-01")
    assert "mango tree" in a.answer and "firm on the year" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "ghosal appeal final hearing la vartak j ne kay vicharle?",       # Marathi words
    "ghosal appeal final hearing e vartak j ki jiggesh korlen?",      # Bengali words
    "ghosal appeal final hearing lo vartak j emi adigaru?",           # Telugu words
    "ghosal appeal me final hearing pe vartak j ne kya kya sawal kiye the?",
])
def test_the_judge_s_questions_at_the_hearing_named_by_its_stage_are_quoted(pr, question):
    a = pr.ask(question, today="2025-05-01")
    line = first_line(a)
    assert "registered" in line and "17 Mar 2025" in line, a.answer
    assert "paper book" not in line, a.answer  # another day's words of the judge are not that hearing's


def test_a_witness_absent_on_the_last_day_is_not_said_to_be_examined(pr):
    a = pr.ask("thakkar partition last hearing me kya hua?", today="2025-04-10")
    assert "PW-4 examined" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "thakkar partition me judge ne mehta ko kya sunaya?",
    "thakkar partition la judge mehta-kitta enna sonnaar?",
    "thakkar partition e judge mehta ke ki bollen?",
])
def test_what_the_judge_said_to_a_counsel_is_the_judge_s_words_not_the_counsel_s_record(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "no more indulgence" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "thakkar partition me judge ne kya remark kiya?",
    "thakkar partition alli judge enu remark maadidru?",         # Kannada words
])
def test_a_remark_asked_is_the_bench_s_words_written_after_its_courtesy(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "owelty" in first_line(a), a.answer
    assert "28 May 2025 - Court 3" not in first_line(a), a.answer  # the day's heading is no remark
