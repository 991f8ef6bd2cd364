"""'<client> di <sum> wali recovery te HC ne stay ditta si?': a court's grant asked with the verb "give" and a sum
named is an outcome asked — the stay — never read as whether the sum was paid ("Not shown paid — …"). Asked with
another word of paying ("stay ke liye … jama kiya?"), the payment is still what is asked.

Own small practice (a service writ), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.paid_asked import _grant_asked
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="CWP No. 7731 of 2027", short_name="Pallavanti recovery writ",
                      title="Pallavanti vs State", side="petitioner"))
    practice.ingest_text("CWP 7731/27 Pallavanti - State's reply: excess payment of Rs. 3,40,500 made to the "
                         "petitioner by wrong pay fixation; recovery ordered at Rs. 8,000 a month. Next 2.3.28.",
                         name="lalmuanpuii 5-1.txt", case_id="W1", date="2028-01-05", author="Lawyer")
    practice.ingest_text("CWP 7731/27 Pallavanti - heard on the stay application. The recovery of Rs. 3,40,500 "
                         "shall remain stayed till the next date. Next 20.4.28.",
                         name="lalmuanpuii 2-3.txt", case_id="W1", date="2028-03-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "stay-given-no-payment", build)


def test_a_stay_given_is_read_as_the_stay_not_a_payment(pr):
    line = first_line(pr.ask("Pallavanti di 3,40,500 wali recovery te HC ne stay ditta si?", today="2028-04-01"))
    assert not line.startswith(("Not shown paid", "Paid", "Partly")), line
    assert "stay" in line.lower(), line


def test_the_grant_asked_is_told_from_a_payment_asked():
    assert _grant_asked("recovery pe HC ne stay diya tha kya?")
    assert _grant_asked("bail di kya?")
    assert not _grant_asked("stay ke liye 50,000 jama kiya?")
    assert not _grant_asked("interim maintenance diya kya?")
    assert not _grant_asked("arrears diya kya?")


def test_interim_expenses_given_in_full_are_a_payment_asked_not_a_grant():
    # "kharcha" (the maintenance money) is money: the interim of "interim kharcha" names no order granted
    assert not _grant_asked("ojasvita ko interim kharcha pura de diya kya")
    assert not _grant_asked("did he give the interim kharcha?")
