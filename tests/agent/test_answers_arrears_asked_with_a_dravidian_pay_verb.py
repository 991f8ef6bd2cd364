"""Arrears asked as chat types it in a Dravidian language in Latin letters: the verb "pay" of Tamil, Telugu, Kannada
and Malayalam is "kattu", and its forms are many ("kattaacha", "kattala", "kattesadu", "kattalla"). Asked whether
the arrears were paid, the answer reads the payments and what is left (a bank draft filed in court is a payment, and
a part paid before the newest balance is said beside it), not the last hearing; asked "how much is
left" ("evvalavu baaki", "eshtu baaki"), it is a sum asked, not things counted.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="M.C. No. 512 of 2025", short_name="Pozhilan maintenance",
                      title="Pozhilan Anbarasi vs Marudhamuthu Velkumar", side="petitioner"))
    reg.add_case(Case(id="K2", number="O.S. No. 88 of 2024", short_name="Anbarasan partition suit",
                      title="Anbarasan Velkumar vs Marudhamuthu Velkumar", side="plaintiff"))
    notes = [
        ("K1", "2026-01-12", "Family court - Pozhilan maintenance. Interim maintenance Rs. 9,000 per month ordered. "
                             "Arrears within eight weeks. Next 23.03.2026."),
        ("K1", "2026-03-23", "Family court - Pozhilan maintenance. Marudhamuthu filed a DD for Rs. 27,000 towards "
                             "arrears. Balance Rs. 45,000 still due. Next 06.05.2026 - evidence."),
        ("K1", "2026-05-06", "Family court - Pozhilan maintenance. PW1 chief affidavit filed and marked. "
                             "Next 18.06.2026 - cross of PW1."),
        ("K1", "2026-05-20", "Pozhilan maintenance - arrears memo filed: Rs. 45,000 due from Marudhamuthu."),
        ("K2", "2026-02-02", "Anbarasan partition suit - commissioner's report filed. Next 30.04.2026 objections."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dravidian-pay-verb", build)


def test_arrears_paid_asked_in_tamil_reads_the_payment_not_the_last_hearing(pr):
    # the newest record tells only the balance; the DD filed before it is the part paid, and the answer says both
    a = pr.ask("marudhamuthu arrears muzhusa kattaacha pozhilan ku?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Partly"), a.answer
    assert "27,000" in line and "45,000" in line, a.answer


@pytest.mark.parametrize("text", [
    "marudhamuthu maintenance kattala, evvalavu baaki",   # Tamil
    "velkumar maintenance yaavaglu kattalla, eshtu baaki",  # Kannada
    "jivraj nu bhadu ketlu baki",                          # Gujarati, rent
])
def test_how_much_is_left_of_money_named_is_a_sum_not_a_count(text):
    q = understand(text, registry=None, today=date(2026, 6, 1))
    assert q.kind == "amount", (text, q.kind, q.text)


def test_how_many_witnesses_are_left_is_still_a_count():
    q = understand("kitne witness baaki hain", registry=None, today=date(2026, 6, 1))
    assert q.kind == "count"
