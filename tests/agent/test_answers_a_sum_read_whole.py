"""A sum asked is answered with the words that make it what was asked, in whichever language the question is typed:

- a plaint's heading "SUIT FOR RECOVERY OF RS. 9,12,000/- (Principal Rs. 7,00,000 + interest Rs. 2,12,000)": asked
  the suit's claim, the answer quotes the heading with its bracket, the principal and the interest with the total;
- a bank's notice "to M/s <firm> (prop.\\n<name>) to repay Rs. …": asked what the notice said was outstanding, the
  sum of that sentence answers (the "prop." inside the bracket ends no sentence);
- "kitni deduction hui?", "ketli deduction?": the languages' one word for "how many" and "how much" before a thing
  the notes write only beside a sum ("deduction 7,500") asks the sum, never "Seven deduction"; a thing the notes
  count ("3 adjournments") is still counted.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="Com. O.S. 77/2025", short_name="Mrinalini yarn suit",
                      title="Mrinalini Textiles vs Sattanathan Mills", side="plaintiff"))
    reg.add_case(Case(id="R2", number="S.A. 19/2026", short_name="Ekambaram securitisation appeal",
                      title="Ekambaram vs Kaveripatnam Urban Bank", side="applicant"))
    reg.add_case(Case(id="R3", number="W.P. 4410/2026", short_name="Trilochana pension writ",
                      title="Trilochana Pichumani vs State", side="petitioner"))
    practice.ingest_text(
        "IN THE COURT OF THE COMMERCIAL JUDGE\nCom. O.S. 77/2025\nMrinalini Textiles ... Plaintiff\n"
        "Sattanathan Mills ... Defendant\n"
        "SUIT FOR RECOVERY OF RS. 9,12,000/- (Principal Rs. 7,00,000 + interest Rs. 2,12,000)\n"
        "1. The plaintiff supplied cotton yarn to the defendant under 9 invoices; Rs. 7,00,000 remains unpaid.\n"
        "PRAYER: decree for Rs. 9,12,000 with interest at 12% p.a. from the suit till realisation; costs.",
        name="plaint yarn.txt", case_id="R1", date="2025-09-03", author="Lawyer")
    practice.ingest_text("Mrinalini yarn suit - WS filed by Sattanathan Mills. Next 12.01.2026 for issues.",
                         name="os 77 a.txt", case_id="R1", date="2025-11-20", author="Lawyer")
    practice.ingest_text(
        "KAVERIPATNAM URBAN CO-OPERATIVE BANK LTD.\nPOSSESSION NOTICE\n"
        "Whereas the Authorised Officer issued a demand notice dated 02.01.2026 to M/s Ekambaram Agencies (prop.\n"
        "Ekambaram) to repay Rs. 62,75,430/- ... the borrower having failed to repay, the undersigned has taken\n"
        "SYMBOLIC POSSESSION of the property described below on 20.03.2026.",
        name="possession notice.txt", case_id="R2", date="2026-03-20", author="Lawyer")
    practice.ingest_text("Ekambaram securitisation appeal - admitted; deposit of Rs. 5,00,000 in two weeks. Next 4.6.2026.",
                         name="sa 19 a.txt", case_id="R2", date="2026-04-08", author="Lawyer")
    practice.ingest_text("Trilochana pension writ - 3 adjournments so far on the State's side. Pension slip for May: "
                         "(gross Rs. 41,200 - deduction Rs. 7,500) paid Rs. 33,700. Next 9.9.2026.",
                         name="wp 4410 a.txt", case_id="R3", date="2026-07-14", author="Lawyer")
    reg.add_case(Case(id="R4", number="W.P. 5127/2026", short_name="Dorairaj arrears writ",
                      title="Dorairaj vs State", side="petitioner"))
    practice.ingest_text("Dorairaj arrears writ - counter not filed; costs of Rs. 2,000 imposed on the State, to be paid "
                         "before the next date. Next 16.6.2026.", name="wp 5127 b.txt", case_id="R4", date="2026-05-12",
                         author="Lawyer")
    practice.ingest_text("Dorairaj arrears writ - counter still not filed; further costs of Rs. 3,000 imposed on the State. "
                         "Next 14.7.2026.", name="wp 5127 c.txt", case_id="R4", date="2026-06-16", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-read-whole", build)


@pytest.fixture(scope="module")
def po(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", ["Mrinalini suit ka total claim kitna hai?",
                                      "how much is the total claim in the Mrinalini yarn suit?"])
def test_a_claim_is_quoted_with_the_principal_and_interest_its_heading_brackets(po, question):
    line = first_line(po.ask(question, today="2026-01-05"))
    assert "9,12,000" in line and "7,00,000" in line and "2,12,000" in line, line


@pytest.mark.parametrize("question", ["Ekambaram ko bank ki notice mein outstanding kitna bataya tha?",
                                      "how much did the bank's notice say Ekambaram owed?"])
def test_a_notice_s_sum_is_read_past_a_shorthand_in_a_bracket(po, question):
    line = first_line(po.ask(question, today="2026-05-01"))
    assert "62,75,430" in line, line


@pytest.mark.parametrize("question", ["Trilochana pension writ mein kitni deduction hui?",
                                      "Trilochana pension writ ma ketli deduction thai?"])
def test_how_many_of_a_thing_written_beside_a_sum_asks_the_sum(po, question):
    line = first_line(po.ask(question, today="2026-08-01"))
    assert "7,500" in line and not re.match(r"\s*Seven\b", line), line


def test_a_thing_the_notes_count_is_still_counted(po):
    line = first_line(po.ask("Trilochana pension writ mein kitne adjournments hue?", today="2026-08-01"))
    assert re.search(r"\b(?:three|3)\b", line, re.I) and "7,500" not in line, line


def test_the_times_costs_were_laid_are_still_counted(po):
    line = first_line(po.ask("Dorairaj arrears writ me State pe kitni baar cost lagi, total kitna?", today="2026-08-01"))
    assert re.match(r"\s*Two times\b", line) and "5,000" in line, line
