"""Money asked of yes or no as chat types it in Gujarati, Odia or Malayalam in Latin letters, the verb last and often
no question mark: "… badhu baki bhari didhu?" (has he paid all the arrears), "… deposit cheytho" (was the deposit
made), "… jama karila na nahin?" (was it deposited); and a decree's sum asked "… decree ethra rupa kitti" (how much
did the decree give). The answer is the record that states the payment, the deposit or the decree's operative sum —
not the matter's pending work, "No record", or a costs line of a plan taken for the security ordered.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="Crl.M.A. No. 77 of 2025", short_name="Hiralben maintenance",
                      title="Hiralben Lathiya vs Jivraj Lathiya", side="petitioner"))
    reg.add_case(Case(id="R1", number="R.F.A. No. 309 of 2025", short_name="Paravoor RFA",
                      title="Sarvesh Thekkedath vs Vellayani Traders", side="appellant"))
    reg.add_case(Case(id="D1", number="O.S. No. 640 of 2024", short_name="Chettikulangara chit suit",
                      title="Chettikulangara Chits vs Parmita Ezhava", side="plaintiff"))
    reg.add_case(Case(id="S1", number="C.S. No. 21 of 2025", short_name="Dhrangadhra oil mill suit",
                      title="Jivraj Oils vs Dhrangadhra Oil Mill", side="plaintiff"))
    notes = [
        ("G1", "2026-02-03", "Family court - Hiralben maintenance. Arrears as on date Rs. 24,000 (4 months x 6000). "
                             "Jivraj paid only Rs. 7,000 in court today. Balance Rs. 17,000 still due.\n"
                             "Next 20.04.2026 - applicant's evidence."),
        ("R1", "2026-01-20", "High Court - Paravoor RFA. Admitted. Stay of execution on condition that the appellant "
                             "deposits Rs. 3,50,000 before the trial court within six weeks. Post on 25.05.2026."),
        ("R1", "2026-05-25", "High Court - Paravoor RFA. Deposit of Rs. 3,50,000 made on 27.02.2026 (DD) - produced "
                             "the receipt. Records received. Next 14.09.2026."),
        ("D1", "2026-06-15", "JUDGMENT (operative portion)\nIn the result, the suit is decreed. The defendants are "
                             "jointly and severally liable to pay the plaintiff\nRs. 1,84,250 (Rupees one lakh eighty-four "
                             "thousand two hundred and fifty) with interest at 7.5% per annum from the date of suit\n"
                             "till realisation, and costs of the suit."),
        ("D1", "2026-07-01", "Chettikulangara chit suit - after decree file E.P. and attach the salary of the second "
                             "defendant."),
        ("S1", "2026-03-02", "Dhrangadhra oil mill suit - the defendants are directed to furnish security of "
                             "Rs. 4,00,000 within 30 days, failing which the expeller shall stand attached."),
        ("S1", "2026-09-10", "Plan for Dhrangadhra oil mill suit: ask costs Rs. 500 to be paid first."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-verb-last", build)


def test_all_arrears_paid_asked_in_gujarati_says_what_was_paid_and_what_is_left(pr):
    a = pr.ask("jivraj e hiralben nu badhu baki bhari didhu?", today="2026-02-10")
    line = first_line(a)
    assert "7,000" in line and "17,000" in line, a.answer
    assert not line.startswith("Yes"), a.answer


def test_a_deposit_asked_in_malayalam_is_answered_from_the_note_that_says_it_was_made(pr):
    a = pr.ask("sarvesh appeal il deposit cheytho", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Yes") and "3,50,000" in line, a.answer


def test_a_decree_s_sum_asked_in_malayalam_is_its_operative_sum_and_interest(pr):
    a = pr.ask("chettikulangara decree ethra rupa kitti", today="2026-08-01")
    line = first_line(a)
    assert "1,84,250" in line and "7.5%" in line, a.answer


def test_costs_a_plan_asks_to_be_paid_are_not_the_security_ordered(pr):
    a = pr.ask("dhrangadhra mill 4 lakh security jama karila na nahin?", today="2026-09-15")
    line = first_line(a)
    assert "500" not in line.replace("4,00,000", ""), a.answer
    assert not line.startswith(("Yes", "Partly")), a.answer
