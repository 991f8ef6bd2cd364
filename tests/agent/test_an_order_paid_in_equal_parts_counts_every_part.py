"""Whether the whole sum an order directed was paid, asked yes or no, adds every payment of it: two equal halves paid on
two days are two payments (never one sum counted once), "receipt No. 415" is a number and no "no", a later line that
names the order by its earlier date ("despite order dated …") recites that order and is no order of its own day, and a
court's direction in the subjunctive ("… جمع کرے", "… जमा करे") is no payment. A small practice written for this test
(a rent court and a civil court of the north-east, invented names). A sum ordered at a rate ("per month") is no whole
that payments add up to."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="E1", number="Misc. Case No. 31 of 2025", short_name="Rongmei shop deposit",
                                    title="Ibasuk Rongmei vs Lalrinawma Siangshai", side="petitioner"))
    practice.ingest_text("ORDER. Pending disposal, the respondent is directed to deposit Rs. 90,000/- in court within "
                         "six weeks.", name="order 5.1.26.txt", case_id="E1", date="2026-01-05", author="Court")
    practice.ingest_text("Rongmei deposit matter - respondent deposited Rs. 45,000 by challan today. Time for the rest.",
                         name="feb.txt", case_id="E1", date="2026-02-10", author="Lawyer")
    practice.ingest_text("Rongmei deposit - the remaining Rs. 45,000 deposited vide receipt No. 415 dt. 20.04.2026. "
                         "Compliance reported. ND 02.06.2026.", name="apr.txt", case_id="E1", date="2026-04-22",
                         author="Lawyer")
    practice.registry.add_case(Case(id="E2", number="Rent Case No. 9 of 2025", short_name="Siangshai godown arrears",
                                    title="Ibasuk Rongmei vs Kynpham Siangshai", side="landlord"))
    practice.ingest_text("ORDER. The tenant is directed to deposit the arrears of rent of Rs. 60,000/- within 30 days.",
                         name="rent order.txt", case_id="E2", date="2026-01-07", author="Court")
    practice.ingest_text("Godown arrears - tenant deposited Rs. 20,000 today, sought time for the rest.",
                         name="rent feb.txt", case_id="E2", date="2026-02-09", author="Lawyer")
    practice.ingest_text("کرایہ دار باقی رقم 40,000 روپے جمع کرے۔ آئندہ تاریخ 12.05.2026", name="rent mar.txt",
                         case_id="E2", date="2026-03-16", author="Court")
    practice.ingest_text("Godown arrears - our arguments: balance arrears of rent Rs. 40,000 still not deposited despite "
                         "order dated 07.01.2026. Order reserved.", name="rent may.txt", case_id="E2",
                         date="2026-05-12", author="Lawyer")

    practice.registry.add_case(Case(id="E3", number="M.C. No. 5 of 2025", short_name="Norzom maintenance",
                                    title="Choden Norzom vs Thupten Norzom", side="petitioner"))
    practice.ingest_text("ORDER. The respondent is directed to pay maintenance of Rs. 6,000/- per month (Rs. 4,000/- "
                         "to the wife and Rs. 2,000/- to the son) from the date of the petition.", name="mc order.txt",
                         case_id="E3", date="2026-01-09", author="Court")
    practice.ingest_text("Norzom maintenance - respondent paid Rs. 4,000 today in court.", name="mc feb.txt",
                         case_id="E3", date="2026-02-13", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-in-equal-parts", build)


def test_two_equal_halves_paid_on_two_days_make_the_whole_sum_ordered(pr):
    a = pr.ask("Rongmei deposit case-e respondent puro taka joma diyeche ki?", today="2026-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "90,000" in first and "10 Feb 2026" in first and "20 Apr 2026" in first, a.answer
    assert cited_ok(pr, a)


def test_a_recital_of_an_earlier_order_is_not_the_order_and_a_direction_is_not_a_payment(pr):
    a = pr.ask("Siangshai godown arrears of rent puro joma korechhe?", today="2026-05-20")
    first = first_line(a)
    assert not first.startswith("Yes"), a.answer
    # the order of 7 Jan for 60,000, the 20,000 paid, and the 40,000 left: not "the Rs. 40,000 ordered on 12 May"
    assert "60,000" in first and "20,000" in first and "40,000" in first, a.answer
    assert "12 May" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_monthly_sum_ordered_is_no_whole_the_payments_fall_short_of(pr):
    a = pr.ask("Norzom maintenance muzhusa kattinaara?", today="2026-03-01")
    first = first_line(a)
    # never "only Rs. 4,000 of the Rs. 6,000 ordered": 6,000 is each month's, and its shares in brackets are too
    assert "ordered on" not in first, a.answer
