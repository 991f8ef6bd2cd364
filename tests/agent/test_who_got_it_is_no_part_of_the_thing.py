"""Who acted or got a thing, typed before the agent's postposition ("<workers> ne"), is no part of the thing asked.

"<matter> ma paisa workers ne malya ke?" (did the workers get the money?) was said back "Not on record: no record …
mentions a paisa workers": the money and the people who got it read as one thing of two words. The word before "ne"
is who acted (Hindi, Urdu, Punjabi, Marathi) or, in Gujarati, who received; the thing is the rest."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    practice.registry.add_case(Case(id="K1", number="W.C. No. 12 of 2025", short_name="Bhorkund workmen claim",
                                    title="Shrirang Bhorkund & Ors. vs Kesarwadi Kapasbhandar", side="applicant",
                                    court="Commissioner", stage="evidence", next_date="2026-06-10"))
    practice.ingest_text("4.5.26 Bhorkund workmen claim - Rs. 1,20,000 deposited by the employer with the "
                         "Commissioner; amount disbursed to the 9 applicants by cheque today. ND 10.6.26.",
                         name="k.txt", case_id="K1", date="2026-05-04", author="Lawyer")


@pytest.mark.parametrize("question", [
    "bhorkund claim ma paisa workers ne malya ke?",    # Gujarati: did the workers get the money
    "bhorkund claim me paisa workers ne liya kya?",    # Hindi: did the workers take the money
])
def test_the_people_before_ne_are_not_said_back_as_part_of_the_thing(practice, question):
    build(practice)
    line = first_line(practice.ask(question, today="2026-05-20"))
    assert "workers" not in line, line


def test_past_forms_of_gujarati_and_marathi_verbs_are_read_as_verbs():
    from tareekh.agent.tongues import role

    # Gujarati: "came" (feminine), "went" (the helper of a thing done: "aavi gayu"), "paid", "said" in each gender
    assert role("aavi") == "came" and role("gayu") == "link" and role("bharyo") == "paid" and role("kidhi") == "said"
    # Marathi: "paid" (feminine), "yet", "went"
    assert role("bharli") == "paid" and role("ajun") == "still"
    assert role("gela") == "link"
