"""'<matter> commissioner ku evlo kuduthom?', 'amin ni fee ketla apya?', 'receiver ke chhilo, fee koto?': the sums the
matter's records tie to the office the court appointed — each paid sum with its day and their total, the sum the
order fixed, and (asked who) the person appointed — never costs written in a sentence that names the office, nor a
figure the officer assessed.

Own small practice (a boundary suit, a partition suit, a motor claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="O.S. No. 77 of 2027", short_name="Irulappan boundary suit",
                      title="Irulappan vs Vadivambal", side="plaintiff"))
    reg.add_case(Case(id="P1", number="O.S. No. 903 of 2026", short_name="Wankhar partition suit",
                      title="Wankhar vs Wankhar", side="defendant"))
    reg.add_case(Case(id="M1", number="M.A.C.O.P. No. 58 of 2027", short_name="Thangzuali bike claim",
                      title="Thangzuali vs Insurer", side="petitioner"))
    practice.ingest_text("3.3.2028 OS 77/27 - IA for advocate commissioner allowed. Adv. Kanagasabai Muthiah appointed. "
                         "Commissioner fee Rs. 12,000 to be deposited by plaintiff within 2 weeks. Next 20.4.28.",
                         name="irulappan 3-3.txt", case_id="B1", date="2028-03-03", author="Lawyer")
    practice.ingest_text("RECEIPT\nReceived from the counsel for the plaintiff in O.S. 77/2027 the sum of Rs. 12,000/- "
                         "being commissioner's fee, and Rs. 3,500/- towards the surveyor's charges.\n"
                         "sd/- Kanagasabai Muthiah, Advocate Commissioner",
                         name="irulappan commission receipt.txt", case_id="B1", date="2028-03-10", author="Client")
    practice.ingest_text("20.4.2028 OS 903/26 - Sri Kelvanar Odhrappa, advocate, appointed receiver of the shop. "
                         "Receiver's remuneration fixed at Rs. 9,000 a quarter, payable by both sides. "
                         "Amin to measure the plot; amin fee Rs. 2,200 to be paid by the plaintiff. "
                         "The amin did not attend; costs Rs. 700 imposed on the plaintiff. Next 1.6.28.",
                         name="wankhar 20-4.txt", case_id="P1", date="2028-04-20", author="Lawyer")
    practice.ingest_text("MACOP 58/27 - the insurer's surveyor assessed the loss to the bike at Rs. 46,000. "
                         "Next 9.5.28.", name="thangzuali 2-5.txt", case_id="M1", date="2028-05-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "office-fee", build)


def test_each_sum_paid_to_the_commissioner_with_its_day_and_the_total(pr):
    line = first_line(pr.ask("Irulappan case la commissioner ku evlo kuduthom?", today="2028-06-01"))
    assert "12,000" in line and "3,500" in line and "15,500" in line, line
    assert "10 Mar 2028" in line, line


def test_the_fee_fixed_is_said_beside_the_sum_paid(pr):
    line = first_line(pr.ask("irulappan suit commissioner fee eshtu kottidvi?", today="2028-06-01"))
    assert "Paid" in line and "12,000" in line and "fixed" in line and "3 Mar 2028" in line, line


def test_the_amin_s_fee_not_the_costs_of_his_absence(pr):
    line = first_line(pr.ask("wankhar partition ma amin ni fee ketla apya?", today="2028-06-01"))
    assert "2,200" in line and "700" not in line, line


def test_who_was_appointed_is_named_before_the_fee(pr):
    line = first_line(pr.ask("wankhar partition e receiver ke hoyechhilo, fee koto?", today="2028-06-01"))
    assert line.index("Kelvanar Odhrappa") < line.index("9,000"), line


def test_a_figure_the_surveyor_assessed_is_no_fee_of_his(pr):
    line = first_line(pr.ask("thangzuali claim me surveyor ne loss kitna assess kiya?", today="2028-06-01"))
    assert "fee" not in line.lower() and "Paid" not in line, line
