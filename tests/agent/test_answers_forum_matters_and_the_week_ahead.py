"""Questions asked of the practice's forums and of the week to come, in several Indian languages:

- "this week" asked on a Friday or a weekend means the coming week's days, never an empty day or two;
- a forum named with "all matters" lists every open matter before it with its next date, and no other matter;
- "before whom", "kiske yahan", "evari mundu", "kaunse tribunal" names the matter's court and judge from the registry."""

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JA", name="Hon'ble Mrs. Justice Leela Menon", court="High Court of Kerala"))
    reg.add_person(Judge(id="JB", name="Sri P. Gopinathan Nair", court="Family Court, Thrissur"))
    reg.add_case(Case(id="K1", number="W.P.(C) No. 2210 of 2025", short_name="Panchayat licence writ",
                      title="Mathew Mathai vs Kodakara Panchayat", side="petitioner", judge_id="JA",
                      court="High Court of Kerala, Court No. 5", stage="hearing", next_date="2026-03-17"))
    reg.add_case(Case(id="K2", number="R.S.A. No. 88 of 2024", short_name="Chalakudy boundary appeal",
                      title="Thomas Pathrose vs Annamma", side="appellant",
                      court="High Court of Kerala, Court No. 2", stage="final hearing", next_date="2026-04-21"))
    reg.add_case(Case(id="K3", number="O.P. No. 412 of 2025", short_name="Sumana maintenance",
                      title="Sumana Raghavan vs Pradeep Kumar", side="petitioner", judge_id="JB",
                      court="Family Court, Thrissur", stage="evidence", next_date="2026-03-19"))
    practice.ingest_text("12.2.26 Sumana maintenance - Nair sir heard PW1 chief. Cross on 19.3.26.",
                         name="fc note.txt", case_id="K3", date="2026-02-12", author="Lawyer")
    practice.ingest_text("3.3.26 panchayat licence writ - Menon J admitted, notice to R1. List on 17.3.26.",
                         name="hc note.txt", case_id="K1", date="2026-03-03", author="Lawyer")


@pytest.mark.parametrize("question", [
    "this week which matters are listed?",              # English
    "is hafte kaun kaun se matters lage hain?",         # Hindi in Latin letters
    "intha vaaram entha case ellam varuthu?",           # Tamil in Latin letters
    "ei soptahe ki ki mamla ache?",                     # Bengali in Latin letters
    "ee vaaram ethokke case undu?",                     # Malayalam in Latin letters
    "is hafte kya kya karna hai?",                      # Hindi: the work of the week
    "ee haptyat konte matters aahet?",                  # Marathi/Konkani "hapta"
    "aane wale dinon mein kaun se cases hain?",         # Hindi: the coming days
    "varum naatkalil entha vazhakku?",                  # Tamil: the coming days
    "coming days which matters?",                       # English: the coming days
])
def test_this_week_asked_on_a_friday_is_the_coming_weeks_days(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-03-13")  # a Friday
    line = first_line(ans)
    assert "17 Mar 2026" in line and "19 Mar 2026" in line, ans.answer
    assert not line.startswith("No matter"), ans.answer


@pytest.mark.parametrize("question", [
    "all my high court matters, next dates?",           # English
    "High Court ke saare cases kab hain?",              # Hindi in Latin letters
    "HC la ellaa case eppo varum?",                     # Tamil in Latin letters
    "हाई कोर्ट के सभी मामले कब हैं?",                   # Hindi in Devanagari
    "HC madhle sagle matters kadhi aahet?",             # Marathi in Latin letters
    "உயர் நீதிமன்ற வழக்குகள் எல்லாம் எப்போது?",          # Tamil in its script
])
def test_a_forum_named_with_all_matters_lists_each_matter_before_it(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-03-10")
    line = first_line(ans)
    assert "17 Mar 2026" in line and "21 Apr 2026" in line, ans.answer
    assert "Sumana" not in line and "19 Mar 2026" not in line, ans.answer


@pytest.mark.parametrize("question", [
    "Sumana maintenance kiske yahan lagi hai?",        # Hindi in Latin letters
    "sumana maintenance evari mundu undi?",            # Telugu in Latin letters
    "sumana maintenance yaar munnaadi irukku?",        # Tamil in Latin letters
    "before whom is the Sumana maintenance case?",     # English
    "sumana maintenance kaunse forum me chal raha?",   # Hindi, asked by the forum's own word
    "which tribunal is the sumana maintenance before?",  # English, a tribunal's word for any forum
])
def test_before_whom_names_the_matters_court_and_judge(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-03-10")
    line = first_line(ans)
    assert "Family Court" in line and "Gopinathan Nair" in line, ans.answer
