"""A judge and a counsel, or two counsel, who share a surname are told apart the way a lawyer's notes tell them:

- a judge's habit asked: a line that writes the shared surname with a title only the bench has ("Judge <surname>",
  "<surname> J") or, of a woman judge whose namesake counsel are men, "Madam <surname>", is the judge's;
- a counsel's ways asked: such a line, or one that names the namesake counsel by their own given name, is not his;
- the initials typed before a shared surname ("R.N. <surname>") pick the counsel whose given names they are.

A small practice written for these tests (a civil court and a district court), in other words and names than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Ms. Sunanda Kelkar", short="CJJD Ct 3",
                         court="Civil Judge (Junior Division), Court No. 3, Satara", court_hall="Court No. 3"))
    reg.add_person(Judge(id="J2", name="Sh. Digambar Jadhav", short="Dist. Judge",
                         court="District Judge-1, Satara", court_hall="DJ-1"))
    reg.add_person(Counsel(id="OC1", name="Sh. Prakash Kelkar, Advocate"))
    reg.add_person(Counsel(id="OC2", name="Sh. R.N. Bhosale, Advocate"))
    reg.add_person(Counsel(id="OC3", name="Sh. Girish Bhosale, A.G.P."))
    reg.add_person(Counsel(id="OC4", name="Adv. Nilesh Jadhav"))
    reg.add_case(Case(id="S1", number="R.C.S. No. 214 of 2024", short_name="Mane well suit",
                      title="Tukaram Mane vs Dattu Shinde", judge_id="J1", counsel_id="OC1", side="plaintiff"))
    reg.add_case(Case(id="S2", number="R.C.A. No. 51 of 2025", short_name="Shinde road appeal",
                      title="Shobha Shinde vs Laxman Ghorpade", judge_id="J2", counsel_id="OC2", side="appellant"))
    reg.add_case(Case(id="S3", number="Misc. Appl. No. 19 of 2025", short_name="Ghorpade land reference",
                      title="Laxman Ghorpade vs State of Maharashtra", judge_id="J2", counsel_id="OC3",
                      side="applicant"))
    reg.add_case(Case(id="S4", number="S.C.C. No. 730 of 2025", short_name="Salunkhe cheque case",
                      title="Vasant Salunkhe vs Ajit Kadam", judge_id="J2", counsel_id="OC4", side="complainant"))
    notes = [
        ("S1", "2026-01-12", "12.1.26 (Mon) Ct 3 - Mane well suit RCS 214/24\nMadam Kelkar opened court 10.30 sharp as "
                             "usual, we were late by a few minutes, matter passed over once. note to self: reach by "
                             "10.15.\nPrakash Kelkar for defendant took time for cross, costs Rs 400."),
        ("S1", "2026-03-23", "23.3.26 (Mon) Ct 3 - Mane well suit\nDefendant again sought time - costs Rs 700 "
                             "imposed on the defendant. Next 27.04."),
        ("S1", "2026-02-16", "16/2 Ct 3 Mane well suit. PW1 cross by Prakash Kelkar, 40 minutes. Next 23.03."),
        ("S2", "2026-01-19", "19/1 DJ-1 Shinde road appeal. R.N. Bhosale absent, his junior came with an "
                             "adjournment slip: Bhosale busy in High Court. Next 02.03."),
        ("S2", "2026-03-02", "2/3 DJ-1 Shinde road appeal. R.N. Bhosale again sent his clerk for time, "
                             "busy before the Division Bench."),
        ("S3", "2026-02-09", "9/2 DJ-1 Ghorpade reference. Girish Bhosale (AGP) argued the demarcation point, "
                             "45 minutes. Next 20.04."),
        ("S3", "2026-04-20", "20/4 DJ-1 Ghorpade reference. Judge Jadhav sb again: \"bring the valuation report "
                             "of the tehsil\". He says this every date."),
        ("S4", "2026-02-23", "23/2 DJ-1 Salunkhe cheque case. Nilesh Jadhav filed exemption for the accused, "
                             "said he is in hospital. Next 30.03."),
        ("S4", "2026-03-30", "30/3 DJ-1 Salunkhe cheque case. Nilesh Jadhav again exemption - accused out of "
                             "station for a wedding. Judge Jadhav sb warned: next time warrant."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "namesakes-told-apart", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "civil judge ct 3 kelkar madam ke court mein koi khaas baat? kab pahunchna hai",  # Hindi
    "Kelkar madam ka tareeka kya hai?",  # Hindi: her way
    "Kelkar madam ni paddhati shu chhe?",  # Gujarati: what is her way
])
def test_a_woman_judge_called_madam_and_her_surname_is_the_judge_not_the_namesake_counsel(pr, question):
    a = pr.ask(question, today="2026-05-04")
    assert "10.30 sharp" in first_line(a) or "10.15" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "nilesh jadhav ka tareeqa kya hai cheque case mein?",  # Hindi: his ways
    "Nilesh Jadhav prati vela kay karto?",  # Marathi: what does he do every time
])
def test_a_counsel_s_ways_leave_out_the_namesake_judge_s_lines(pr, question):
    a = pr.ask(question, today="2026-05-04")
    line = first_line(a)
    assert "exemption" in line, a.answer
    assert "valuation report" not in line, a.answer


def test_initials_typed_before_a_shared_surname_pick_that_counsel(pr):
    a = pr.ask("R.N. bhosale ka humare cases mein kya pattern hai?", today="2026-05-04")
    line = first_line(a)
    assert "R.N. Bhosale" in line and "Girish" not in line, a.answer
    assert "slip" in line or "junior" in line or "clerk" in line, a.answer
    assert "demarcation" not in line, a.answer
