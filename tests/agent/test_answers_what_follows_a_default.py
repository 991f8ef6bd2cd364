"""What follows if a thing is not done (agent/default_asked.py), on a small invented practice: a well suit whose
order gives the plaintiff a last chance to examine a witness and warns that the evidence will be closed, and a
rent petition whose order says what follows if the arrears are not deposited. The question asks of the default in
the negative condition of its own language; the answer is the order's warning, not the next date alone."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("W1", "2025-01-13", "O.S. 415/23 Sarojamma well. PW2 chief done, cross by Kuppan adv. part heard. Next 10.02.2025."),
    ("W1", "2025-02-10", "Order sheet 10.02.2025. Plaintiff present. PW3 (village accountant) absent, no steps taken. "
                         "Last opportunity is given to the plaintiff to examine PW3. If PW3 is not examined on the "
                         "next date, plaintiff's evidence will be closed. Call on 14.03.2025 for PW3."),
    ("R1", "2025-01-20", "RCOP 77/24 Dwarakanath godown - counter filed by tenant's side. Next 03.02.2025."),
    ("R1", "2025-02-03", "RCOP 77/24 Dwarakanath godown: tenant to deposit arrears of Rs. 48,000 by 28.02.2025, "
                         "failing which the eviction petition shall be allowed without further hearing. "
                         "Next 10.03.2025."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Thiru M. Palaniappan"))
    reg.add_person(Counsel(id="OC1", name="Kuppan"))
    reg.add_person(Client(id="CL1", name="Sarojamma"))
    reg.add_person(Client(id="CL2", name="Dwarakanath Traders"))
    reg.add_case(Case(id="W1", number="O.S. No. 415 of 2023", short_name="Sarojamma well suit",
                      title="Sarojamma vs Tirumalesh", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="plaintiff evidence", next_date="2025-03-14"))
    reg.add_case(Case(id="R1", number="R.C.O.P. No. 77 of 2024", short_name="Dwarakanath godown",
                      title="Dwarakanath Traders vs Tirumalesh", judge_id="J1", client_id="CL2",
                      side="petitioner", stage="enquiry", next_date="2025-03-10"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "default_asked", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Sarojamma well suit la PW3 varalenna enna aagum?",           # Tamil
    "Sarojamma well suit lo PW3 raakapothe emavutundi?",          # Telugu
    "Sarojamma well suit e PW3 na ele ki hobe?",                  # Bengali
    "Sarojamma well suit ma PW3 na aave to shu thashe?",          # Gujarati
    "Sarojamma well suit il PW3 vannillenkil entha sambhavikkum?",  # Malayalam
    "Sarojamma well suit ma PW3 naaye bhane ke hunchha?",         # Nepali
    "Sarojamma well suit ch PW3 na aaya taan ki hovega?",         # Punjabi
    "Sarojamma well suit mein PW3 na aaye to evidence close ho jayega kya?",  # Hindi, asked yes or no
    "what if PW3 doesn't turn up in the Sarojamma well suit?",    # English
])
def test_a_default_asked_in_any_language_is_answered_by_the_orders_warning(practice, question):
    a = practice.ask(question, today="2025-03-01")
    line = first(a)
    assert line.startswith("If not"), line
    assert "evidence will be closed" in line
    assert "10 Feb 2025" in line and "14 Mar 2025" in line  # the order's day, and the day the default would fall on
    assert cited_ok(practice, a)


def test_the_warning_of_a_failing_which_is_found_for_a_kannada_question(practice):
    a = practice.ask("Dwarakanath godown RCOP alli tenant arrears kodadidre enagutte?", today="2025-02-20")
    line = first(a)
    assert "eviction petition shall be allowed" in line, line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("question", [
    "Sarojamma well suit mein PW3 nahi aaya to court ne kya kiya?",  # what was done, not what will follow
    "Sarojamma well suit next date pe kya hoga?",                      # the next day's business, no default asked
    "Sarojamma well suit mein PW3 nahi aaya to costs lagi kya?",       # whether a thing was done, asked yes or no
])
def test_a_question_that_asks_no_default_is_not_answered_with_a_warning(practice, question):
    a = practice.ask(question, today="2025-03-01")
    assert not first(a).startswith("If not"), first(a)
