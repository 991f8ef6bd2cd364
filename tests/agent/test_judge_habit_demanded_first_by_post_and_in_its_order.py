"""What a revenue officer asks for first ("<post> saheb vatnit sarvat aadhi kay magtat?", "… ki mage?"): the verbs
of demanding of every language the tables hold are read as the asking, never as a question put; the officer's own
matter's note that writes only the post ("Mamlatdar ne pehle … maangi") is the officer's act; and the order that calls
for a report in its own script ("… की रिपोर्ट मंगवाई जावे") is the officer's demand.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Omkarnath Thengdi", short="Mamlatdar saheb Pendhari",
                         court="Court of the Mamlatdar, Pendhari"))
    reg.add_person(Judge(id="J2", name="Smt. Rukminibai Ghodake", short="Ghodake madam (Civil Judge)",
                         court="Civil Judge Junior Division, Pendhari"))
    reg.add_case(Case(id="T1", number="Vatni Case 12/2031", short_name="Khandoba vatni (Wadgaon)",
                      title="Khandoba Sawkar vs Bhimaji Sawkar", judge_id="J1", side="applicant"))
    reg.add_case(Case(id="T2", number="RCS 77/2031", short_name="Sawkar well suit",
                      title="Khandoba Sawkar vs Gram Panchayat Wadgaon", judge_id="J2", side="plaintiff"))
    notes = [
        ("2031-02-03", "Vatni case Khandoba - Bhimaji ki taraf se vakil aaye, jawab ke liye time. "
                       "Mamlatdar ne pehle taaza 7/12 utara aur ferfar nakal maangi - nakal nikalni hai. Next 10.3.31"),
        ("2031-03-10", "Khandoba vatni - 7/12 aur ferfar pesh. Bhimaji ka jawab aaya. Next 21.4.31"),
        ("2031-06-16", "Khandoba vatni - Bhimaji ke vakil ne cross ke liye time maanga, Mamlatdar ne 300 kharcha "
                       "laga ke diya. Next 14.7.31"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"vatni {day}.txt", case_id="T1", date=day, author="Lawyer")
    order = ("21.04.2031  अर्जदार की ओर से अधिवक्ता उपस्थित, गैरअर्जदार की ओर से अधिवक्ता उपस्थित। मंडल अधिकारी पेंढारी से "
             "मौका कब्जा एवं प्रस्तावित वाटप नक्शे की रिपोर्ट मंगवाई जावे। पेश हो दिनांक 16.06.2031।   ह./- मामलेदार पेंढारी")
    practice.ingest_text(order, name="vatni aadesh 21.04.2031.txt", case_id="T1", date="2031-04-21", author="Court")
    practice.ingest_text("Sawkar well suit - Ghodake madam ne issues frame kiye. Next 2.7.31", name="well 2031-05-02.txt",
                         case_id="T2", date="2031-05-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "demanded-first", build)


@pytest.mark.parametrize("question", [
    "Mamlatdar saheb vatnit sarvat aadhi kay magtat?",  # Marathi: what does he demand first in a partition
    "Thengdi saheb vatni re sabubele ki mage?",  # Odia: what does he always ask for
])
def test_what_the_officer_demands_first_is_the_post_s_own_note_and_the_order_calling_for_a_report(pr, question):
    a = pr.ask(question, today="2031-07-01")
    first = first_line(a)
    assert "7/12" in first, a.answer  # the note that names the officer by post alone
    assert "मंगवाई जावे" in first or "मंडल अधिकारी" in first, a.answer  # the order calling for the report


def test_the_demand_verbs_of_the_tables_are_seeking_not_a_question_put():
    from tareekh.agent.tongues import role

    assert role("mage") == "seeks" and role("maganti") == "seeks"  # Odia: demands
    assert role("magile") == "sought"  # Odia: demanded
    assert role("pacharile") == "asked"  # Odia: asked (a question)
    assert role("magtat") == "seeks" and role("kelthaare") == "seeks"


def test_a_demand_asked_in_another_language_is_read_as_a_demand():
    from tareekh.agent.habit_asked import asks_demanded
    from tareekh.agent.tongues import pivot

    assert asks_demanded(pivot("Mamlatdar saheb pratyek veli kay magtat?"))
    assert asks_demanded(pivot("judge garu bail lo emi adugutaru?"))
    assert asks_demanded("मामलेदार साहब क्या मांगते हैं?")


def test_an_order_calling_for_a_report_in_its_script_bids_a_paper():
    from tareekh.agent.judge_ways import bids_paper

    assert bids_paper("मंडल अधिकारी से रिपोर्ट मंगवाई जावे।")
    assert bids_paper("তহসিলদারের কাছ থেকে রিপোর্ট আনানো হোক।")
    assert not bids_paper("अर्जदार की ओर से अधिवक्ता उपस्थित।")
