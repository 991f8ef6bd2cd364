"""Asked the next date of a matter whose note writes what the court called for and, lines later, the bare day
("ND 8.7.26"): the answer says what the court asked for, not only the lawyer's own errand on the line above."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line

NOTE = ("24.6.26 Sessions Ct 5 - Thirumalesh bail\n"
        "APP filed reply. Seizure of 2 kg ganja disputed.\n"
        "Court asked for the chemical analyser's report and the accused's previous cases.\n"
        "Vanjare to get a no-case letter from the police station.\n"
        "ND 8.7.26\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="B1", number="Crl.M.P. No. 4410 of 2026", short_name="Thirumalesh bail",
                                    title="Thirumalesh vs State", side="petitioner"))
    practice.ingest_text(NOTE, name="bail.txt", case_id="B1", date="2026-06-24", author="Lawyer")


@pytest.mark.parametrize("question", [
    "thirumalesh bail next date?",                       # English
    "thirumalesh bail ki agli date kab hai, kis liye?",  # Hindi in Latin letters
])
def test_the_next_date_says_what_the_court_asked_for_lines_above_the_bare_day(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-06-30")
    line = first_line(ans)
    assert "8 Jul 2026" in line, ans.answer
    assert "chemical analyser" in line, ans.answer
    assert cited_ok(practice, ans)


def test_a_bare_day_with_no_ask_of_the_court_keeps_the_line_above(practice):
    practice.registry.add_case(Case(id="B2", number="Crl.M.P. No. 4411 of 2026", short_name="Pashupati bail",
                                    title="Pashupati vs State", side="petitioner"))
    practice.ingest_text("24.6.26 Sessions Ct 5 - Pashupati bail\nAPP took time for reply.\nND 8.7.26\n",
                         name="b2.txt", case_id="B2", date="2026-06-24", author="Lawyer")
    ans = practice.ask("pashupati bail next date?", today="2026-06-30")
    line = first_line(ans)
    assert "8 Jul 2026" in line and "took time" in line, ans.answer
