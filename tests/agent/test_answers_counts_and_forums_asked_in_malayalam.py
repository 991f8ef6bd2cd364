"""Counts of the other side's adjournments and a forum's pending matters, asked the way a Kerala lawyer types them:

- "ethra pravashyam" is "how many times" as much as "ethra thavana"; "prathi bhagam" is the other side, "koodi"
  (together) and "time chodichu" (sought time) are words of the asking, never a thing a paper must write;
- a count of the other side's adjournments says what came of them: the costs put on the days they took time;
- "HC il pending ullath ethokke", "which matters are pending in the High Court": every matter before that forum, with
  its parties, and a matter the registry still holds open whose stage says it is closed, said so."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="O.S. No. 77 of 2025", short_name="Chempakassery easement suit",
                      title="Joseph Mundakkal vs Parayil Devaswom Trust & Elanjikkal Panchayat", side="plaintiff",
                      court="Munsiff's Court, Thodupuzha", stage="evidence", next_date="2026-05-20"))
    reg.add_case(Case(id="M2", number="W.P.(C) No. 4410 of 2025", short_name="Thondiyil quarry writ",
                      title="Kuttikkattu Granites vs State of Kerala", side="petitioner",
                      court="High Court of Kerala, Court No. 7", stage="hearing", next_date="2026-06-02"))
    reg.add_case(Case(id="M3", number="W.A. No. 91 of 2025", short_name="Elanjikkal licence appeal",
                      title="Mariyamma Thondiyil vs Elanjikkal Panchayat", side="appellant",
                      court="High Court of Kerala, Court No. 3", stage="disposed - closed on 02.02.2026",
                      next_date="2026-01-12"))
    practice.ingest_text("10.1.26 Chempakassery easement - Devaswom counsel sought time to file counter. "
                         "Next 18.2.26.", name="m1 jan.txt", case_id="M1", date="2026-01-10", author="Lawyer")
    practice.ingest_text("18.2.26 Chempakassery easement - Parayil counsel again sought time for the survey "
                         "sketch. Time granted on costs Rs. 1,500 to plaintiff. Next 25.3.26.",
                         name="m1 feb.txt", case_id="M1", date="2026-02-18", author="Lawyer")
    practice.ingest_text("25.3.26 Chempakassery easement - counter filed, PW1 chief in part. Next 20.5.26.",
                         name="m1 mar.txt", case_id="M1", date="2026-03-25", author="Lawyer")


@pytest.mark.parametrize("question", [
    "chempakassery case il trust um panchayat um koodi ethra pravashyam time chodichu",  # Malayalam, "how many times"
    "chempakassery case il prathi bhagam ethra thavana time eduthu",                     # Malayalam, the other side
])
def test_the_other_sides_times_counted_in_malayalam_with_the_costs(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-01")
    line = first_line(ans)
    assert line.lower().startswith("two times"), ans.answer
    assert "1,500" in line, ans.answer
    assert "no such field" not in ans.answer, ans.answer


@pytest.mark.parametrize("question", [
    "HC il ippo pending ullath ethokke",                  # Malayalam in Latin letters
    "which matters are pending in the High Court now?",   # English
    "High Court mein kaunse pending hain?",               # Hindi in Latin letters
])
def test_a_forums_pending_matters_with_parties_and_the_closed_one_said(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-04-01")
    line = first_line(ans)
    assert "2 Jun 2026" in line and "Kuttikkattu" in line, ans.answer
    assert "closed" in line and "Mariyamma" in line, ans.answer
    assert "Chempakassery" not in line and "20 May 2026" not in line, ans.answer
