"""What a paper holds, asked of the paper: an FIR's allegation is its contents, read whole with who lodged it; an
award asked for its sums is quoted from the award's own clauses, every sum, not from a later order that mentions it.

A small practice written for these tests (a cheating FIR and an arbitration award), in other words, names and sums
than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

FIR = ("FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)\n"
       "District: East   P.S.: Gandhi Chowk   Year: 2026   FIR No.: 0077   Date: 14/03/2026   Time: 11:20\n"
       "Acts & Sections: BNS 2023 - 318(4)\n"
       "Complainant: Nirmala Desai, Proprietor, Sapphire Tiles, Station Road\n"
       "Accused: Rohit Pawar s/o Dinkar Pawar, aged 31, Accountant\n"
       "Contents: The accused, employed as accountant since 2022, collected payments from 6 dealers between "
       "October and December 2025 into his own account and did not credit them to the firm. Total amount "
       "Rs. 3,15,000/-. He has not come to office since 2 March.\n"
       "Registered and investigation entrusted to SI Mohan Kale.")
AWARD = ("IN THE MATTER OF ARBITRATION BETWEEN\nORCHID INFRA (Claimant) AND TALWAR ESTATES (Respondent)\n"
         "AWARD (operative part)\n"
         "58. In view of the above, the following award is passed:\n"
         "(a) the Respondent shall pay the Claimant Rs. 18,40,000/- towards unpaid bills;\n"
         "(b) Rs. 2,75,000/- towards the price variation of cement under clause 9.2;\n"
         "(c) total Rs. 21,15,000/- with simple interest at 11% per annum from 01.01.2025 till realisation;\n"
         "(d) costs of the arbitration quantified at Rs. 1,10,000/-.\n"
         "Pune, 3rd March 2025")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="Bail Appln. No. 412 of 2026", short_name="Pawar bail",
                      title="Rohit Pawar vs State", side="applicant"))
    reg.add_case(Case(id="A1", number="Arb. Pet. No. 19 of 2025", short_name="Talwar award challenge",
                      title="Talwar Estates vs Orchid Infra", side="respondent"))
    practice.ingest_text("Pawar bail - notice to the State, status report called. Next 02.04.2026.",
                         name="note F1.txt", case_id="F1", date="2026-03-20", author="Lawyer")
    practice.ingest_text("Talwar award challenge - objections u/s 34 heard. Stay of the award on deposit of 50% of the "
                         "awarded amount, i.e. Rs. 10,57,500/-, within 6 weeks. Next 10.07.2025.",
                         name="note A1.txt", case_id="A1", date="2025-05-12", author="Lawyer")
    drop_file(practice, tmp, "fir pawar.txt", FIR, "F1")
    drop_file(practice, tmp, "award talwar.txt", AWARD, "A1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-holds", build)


@pytest.mark.parametrize("question", ["What is the allegation in Rohit Pawar's FIR exactly?",
                                      "pawar wali FIR mein allegation kya hai?"])
def test_an_fir_s_allegation_is_its_contents_read_whole_with_who_lodged_it(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "6 dealers" in line and "3,15,000" in line and "Nirmala Desai" in line, a.answer


def test_an_award_asked_for_its_sums_is_quoted_from_its_own_clauses(pr):
    a = pr.ask("Talwar award - what was the award amount? price variation?", today="2025-06-01")
    line = first_line(a)
    assert "18,40,000" in line and "2,75,000" in line and "11%" in line, a.answer
