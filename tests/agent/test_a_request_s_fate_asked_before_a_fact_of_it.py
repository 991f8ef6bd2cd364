"""A question of two parts whose first asks what became of a request and whose second asks a fact of it ("commission
application ka kya hua? commissioner ki fees kitni thi", "arjicha kay zala? fee kiti?"): the answer leads with the
court's verdict on the request, with its day and record, then the fact. Before, the whole reading answered the sum
alone and the verdict asked first was lost. A small practice written for this test (invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 233 of 2025", short_name="Purohitani boundary suit",
                                    title="Lalitabai Purohitani vs Sabharwalkar Estates", side="plaintiff"))
    practice.ingest_text("Purohitani boundary suit - our application under O. 26 r. 9 for a local commission filed "
                         "to measure the eastern boundary. Other side to reply. ND 05.02.2026.",
                         name="p1 a.txt", case_id="P1", date="2026-01-08", author="Lawyer")
    practice.ingest_text("Purohitani boundary suit - commission application allowed after hearing both sides. "
                         "Advocate commissioner appointed; warrant returnable 20.03.2026.",
                         name="p1 b.txt", case_id="P1", date="2026-02-05", author="Lawyer")
    practice.ingest_text("NAZARAT RECEIPT\nReceived from Lalitabai Purohitani in O.S. 233/2025 the sum of Rs. 4,200/- "
                         "being the commissioner's fee.", name="p1 receipt.txt", case_id="P1", date="2026-02-09",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-request-s-fate-first", build)


def test_the_request_s_fate_leads_the_fact_asked_of_it(pr):
    a = pr.ask("Purohitani boundary suit me commission application ka kya hua? commissioner ki fees kitni thi",
               today="2026-03-02")
    first = a.answer.splitlines()[0]
    assert "allowed" in first and "5 Feb 2026" in first, a.answer
    assert "4,200" in first, a.answer
    assert cited_ok(pr, a)
