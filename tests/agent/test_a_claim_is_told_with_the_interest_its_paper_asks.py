"""A claim asked ("Tejpal ka claim kitne ka hai?") and answered from the line of a plaint that writes its sum (a
heading) is told with the rate of interest the same paper asks on that sum ("… with interest at 9% per annum");
a percentage of anything else (a disability, a share) is no rate (agent/rate_beside.py).
A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.agent.draft import RecordRef
from tareekh.agent.rate_beside import rate_beside
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first, home_built_by

PLAINT = ("IN THE COURT OF THE CIVIL JUDGE (SR. DIVISION)\n"
          "Tejpal Ostwal ... Plaintiff\nVersus\nRustamji Hiralben ... Defendant\n"
          "SUIT FOR RECOVERY OF RS. 3,41,200\n"
          "1. The defendant took goods on credit from the plaintiff's shop between 2022 and 2024.\n"
          "2. The balance by the ledger is Rs. 3,41,200 and remains unpaid despite notice.\n"
          "PRAYER: a decree for Rs. 3,41,200 with interest at 9% per annum from the date of suit till realisation.\n"
          "Dated 04.03.2025")


def _rec(text: str) -> RecordRef:
    return RecordRef(entry_id=1, text=text, case_ids=["T1"], date="2025-03-04")


def test_the_rate_asked_on_the_same_sum_is_found():
    said = rate_beside(_rec(PLAINT), 341200.0, "SUIT FOR RECOVERY OF RS. 3,41,200")
    assert said is not None and "9% per annum" in said


def test_no_rate_when_the_line_given_writes_one_already():
    assert rate_beside(_rec(PLAINT), 341200.0, "a decree for Rs. 3,41,200 with interest at 9% per annum") is None


def test_a_percentage_of_no_interest_is_no_rate():
    text = "PW2: 22% permanent disability; surgery estimated Rs. 55,000. Bill of Rs. 55,000 paid."
    assert rate_beside(_rec(text), 55000.0, "surgery estimated Rs. 55,000") is None


def test_a_rate_on_another_sum_is_not_this_sum_s():
    text = "Claim of Rs. 2,00,000. Interest at 6% p.a. on the advance of Rs. 50,000 only."
    assert rate_beside(_rec(text), 200000.0, "Claim of Rs. 2,00,000") is None


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="TC", name="Tejpal Ostwal"))
    reg.add_case(Case(id="T1", number="C.S. 412/2025", short_name="Tejpal recovery suit",
                      title="Tejpal Ostwal vs Rustamji Hiralben", client_id="TC", side="plaintiff"))
    practice.ingest_text(PLAINT, name="plaint tejpal.txt", case_id="T1", date="2025-03-04", author="Lawyer")
    practice.ingest_text("12.06.2025 Tejpal recovery suit - WS filed by defendant, denies the ledger. ND 20.08.2025",
                         name="diary jun.txt", case_id="T1", date="2025-06-12", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "claim-interest", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


def test_the_claim_asked_carries_its_rate_of_interest(practice):
    ans = practice.ask("tejpal ka claim kitne ka hai", today="2025-09-01")
    line = first(ans)
    assert "3,41,200" in line, ans.answer
    assert "9% per annum" in line, ans.answer


def test_no_rate_added_when_the_clip_given_writes_its_percentage():
    # the answer's clip of the same sentence already tells the rate: saying it twice adds nothing
    text = "The interest claimed at 11% is excessive and the claim of Rs. 4,10,000 is not maintainable."
    assert rate_beside(_rec(text), 410000.0, "claimed at 11% is excessive and the claim of Rs. 4,10,000") is None
