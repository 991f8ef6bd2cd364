"""'<client> ko 1.5 lakh aa gaya kya' — typed without its '?': a payment asked yes or no. The order only directs the
sum paid; whether it came is read from the later record that shows it credited (a passbook's row "NEFT CR …
1,50,000.00"), said first with its day. Before that row there is no yes. A practice written for these tests (a
compensation writ, the bank's passbook page typed among the notes)."""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

ORDER = ("W.P. 902/2025 Phulmoni Tudukar v State. By way of interim relief the respondent-Corporation shall pay "
         "Rs. 1,50,000/- (Rupees one lakh fifty thousand) to the petitioner within four weeks. List on 20.10.2026.")
PASSBOOK = ("BANK OF INDIA  Kunjilal Bazar Branch   PASSBOOK - SB A/c of PHULMONI TUDUKAR\n"
            "Date        Particulars                                    Withdrawal   Deposit       Balance\n"
            "17-09-2026  NEFT CR ELEC CORPN COMP WP902/25                              1,50,000.00   1,52,740.00")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice B. Kunjilal"))
    reg.add_person(Client(id="CL1", name="Phulmoni Tudukar"))
    reg.add_case(Case(id="W1", number="W.P. No. 902 of 2025", short_name="Phulmoni electrocution writ",
                      title="Phulmoni Tudukar vs State", judge_id="J1", client_id="CL1", side="petitioner",
                      stage="hearing", next_date="2026-10-20"))
    p.ingest_text(ORDER, name="note_2026-08-11.txt", case_id="W1", date="2026-08-11", author="Lawyer")
    p.ingest_text(PASSBOOK, name="passbook page.txt", case_id="W1", date="2026-09-17", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "passbook_paid", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_a_done_verb_and_kya_without_a_question_mark_asks_yes_or_no():
    assert _kind("gawah aaya kya", False, False, False) == "yes_no"
    assert _kind("bhagirathi ko 1.5 lakh aa gaya kya", False, False, False) == "yes_no"


def test_the_sum_got_is_yes_from_the_passbook_row_not_the_order(practice):
    a = practice.ask("phulmoni ko 1.5 lakh aa gaya kya", today="2026-10-01")
    line = first(a)
    assert line.startswith("Yes"), line
    assert "17 Sep 2026" in line and "1,50,000.00" in line, line
    assert cited_ok(practice, a)


def test_before_the_credit_there_is_no_yes(practice):
    a = practice.ask("phulmoni ko 1.5 lakh aa gaya kya", today="2026-09-01")
    assert not first(a).startswith("Yes"), first(a)
