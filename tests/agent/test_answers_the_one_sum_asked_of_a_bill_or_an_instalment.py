"""An amount question wants the one figure asked, not another sum of the same matter:

- a bill's own sum, as a Hindi paper writes it before the bill ("रुपये 1,74,300/- का पूरक देयक"), and the paper's
  Hindi word for it ("देयक", "पूरक") meeting the question's English ("supplementary bill"); never the sum deposited
  against it ("पूरक देयक के विरुद्ध रुपये 40,000/- जमा");
- "arrear" typed in the singular with a language's "how much" is a sum asked, not a count;
- the first instalment of what was paid: the earliest payment, not the balance paid later.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Ruplal Kusumlata Traders"))
    reg.add_person(Client(id="CL2", name="Tamsang Zirkhang"))
    reg.add_person(Client(id="CL3", name="Harmesh Bodh"))
    reg.add_case(Case(id="B1", number="Civil Suit No. 44/2026", short_name="Ruplal bijli suit",
                      title="Ruplal vs Vidyut Vitran Company", side="plaintiff", client_id="CL1"))
    reg.add_case(Case(id="S1", number="WP(C) 5120/2026", short_name="Zirkhang salary writ",
                      title="Tamsang Zirkhang vs State", side="petitioner", client_id="CL2"))
    reg.add_case(Case(id="T2", number="Complaint No. 81/2026", short_name="Lakeview villa refund",
                      title="Ruplal vs Lakeview Estates", side="complainant", client_id="CL1"))
    reg.add_case(Case(id="T1", number="Complaint No. 77/2026", short_name="Greenvale flat refund",
                      title="Harmesh Bodh vs Greenvale Homes", side="complainant", client_id="CL3"))
    notes = [
        ("B1", "2026-01-12", "वाद पत्र: प्रतिवादी ने दिनांक 02.01.2026 को रुपये 1,74,300/- का पूरक देयक बिना मीटर जांच के "
                             "जारी किया है जो शून्य है।"),
        ("B1", "2026-01-20", "अंतरिम आदेश: यदि वादी 10 दिवस में पूरक देयक के विरुद्ध रुपये 40,000/- जमा करता है तो "
                             "विद्युत प्रदाय विच्छेदित न किया जावे। आगामी तिथि 18.02.2026"),
        ("B1", "2026-02-18", "Ruplal bijli - receipt of the deposit filed. ND 25.03.2026"),
        ("S1", "2026-05-04", "Zirkhang writ - State says arrears will be released in parts. ND 08.07.2026"),
        ("S1", "2026-07-08", "Zirkhang called: Rs 1,18,600 credited 02.07.2026 in her account, rest pending. ND 14.09.2026"),
        ("S1", "2026-09-14", "Zirkhang writ - balance arrears Rs 64,900 credited 10.09.2026. Final hearing 12.11.2026"),
    ]
    notes.append(("T2", "2026-03-03", "Lakeview villa refund - builder's ledger: total received Rs 55,00,000. ND 11.04.2026"))
    notes.append(("T1", "2026-03-02", "Greenvale flat refund - builder's ledger: total received Rs 41,20,000. ND 10.04.2026"))
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "one-sum-asked-bill-instalment", build)


def test_a_bill_s_own_sum_not_the_sum_deposited_against_it(pr):
    a = pr.ask("ruplal bijli suit ka supplementary bill kitne ka tha?", today="2026-04-01")
    assert a.answer.startswith("Rs. 1,74,300"), a.answer


def test_a_first_instalment_of_arrear_is_the_earliest_payment(pr):
    a = pr.ask("zirkhang salary writ first kisti arrear kimaan aahisil", today="2026-10-01")
    assert a.answer.startswith("Rs. 1,18,600"), a.answer


def test_a_family_named_by_its_short_surname_in_the_plural_names_its_matter(pr):
    a = pr.ask("Bodhs total eshtu kattidru builder ge?", today="2026-05-01")
    assert "41,20,000" in a.answer and "55,00,000" not in a.answer, a.answer
