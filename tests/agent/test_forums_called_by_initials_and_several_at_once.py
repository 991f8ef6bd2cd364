"""A lawyer asks what is pending before several forums at once, one of them called by its initials ("HC + CAT",
"SAT aur HC"), or what is pending at a town ("<town> mein kya pending hai"): every open matter before any forum named,
each with its next date; a matter before another forum is not listed.

A tribunal's initials are read off the registry's own name of the court ("Central Administrative Tribunal" is "CAT",
"Securities Appellate Tribunal" is "SAT"), so no list of tribunals is needed."""

import pytest

from tareekh.agent.forum_asked import court_initials
from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.A. No. 311 of 2026", short_name="Zaveri transfer OA",
                      title="Ketaki Zaveri vs Union of India", side="applicant",
                      court="Central Administrative Tribunal, Jabalgarh Bench", stage="reply",
                      next_date="2026-05-06"))
    reg.add_case(Case(id="T2", number="W.P. No. 9120 of 2025", short_name="Bhuskute quarry writ",
                      title="Vasudev Bhuskute vs State", side="petitioner",
                      court="High Court, Jabalgarh Bench", stage="admission", next_date="2026-04-22"))
    reg.add_case(Case(id="T3", number="C.S. No. 45 of 2025", short_name="Pimpalkar boundary suit",
                      title="Haripriya Pimpalkar vs Sadashiv", side="plaintiff",
                      court="Civil Judge Junior Division, Dongargaon", stage="evidence", next_date="2026-04-20"))
    practice.ingest_text("8.4.26 Zaveri OA - reply of UoI not filed, last chance. ND 6.5.26.",
                         name="cat.txt", case_id="T1", date="2026-04-08", author="Lawyer")
    practice.ingest_text("2.4.26 Bhuskute quarry writ - notice issued. List on 22.4.26.",
                         name="hc.txt", case_id="T2", date="2026-04-02", author="Lawyer")
    practice.ingest_text("6.4.26 Pimpalkar suit - PW1 chief done. ND 20.4.26.",
                         name="cj.txt", case_id="T3", date="2026-04-06", author="Lawyer")


def test_a_tribunals_initials_are_read_off_its_name():
    assert "cat" in court_initials("Central Administrative Tribunal, Jabalgarh Bench")
    assert "itat" in court_initials("Income Tax Appellate Tribunal")
    assert "jmfc" in court_initials("II Additional Civil Judge and JMFC, Dongargaon")
    assert court_initials("Family Court") == set()  # two letters: the forums' own table reads "FC"


@pytest.mark.parametrize("question", [
    "Jabalgarh mein kya pending hai? HC + CAT",      # Hindi in Latin letters, a town and two forums
    "HC aur CAT me kya pending hai",                  # Hindi, two forums, one by its initials
    "what is pending in HC and CAT?",                 # English
])
def test_several_forums_asked_at_once_list_every_matter_before_any(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-15")
    line = first_line(ans)
    assert "22 Apr 2026" in line and "6 May 2026" in line, ans.answer
    assert "Pimpalkar" not in line and "20 Apr 2026" not in line, ans.answer


@pytest.mark.parametrize("question", ["CAT me kya pending hai", "CAT la ellaa case eppo?"])
def test_one_forum_called_by_its_initials_lists_its_matters_only(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-15")
    line = first_line(ans)
    assert "6 May 2026" in line and "Zaveri" in line, ans.answer
    assert "Bhuskute" not in line and "Pimpalkar" not in line, ans.answer


def test_a_matter_named_by_its_own_name_keeps_its_own_pending_work(practice):
    build(practice)
    ans = practice.ask("Zaveri OA me kya pending hai?", today="2026-04-15")
    line = first_line(ans)
    assert "Bhuskute" not in line and "22 Apr 2026" not in line, ans.answer
